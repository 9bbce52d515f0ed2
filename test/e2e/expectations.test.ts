import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { NdjsonEvent } from '../../reports/ndjson.js';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { cli } from '../helpers/cli.js';
import { xmllint } from '../helpers/xmllint.js';

/**
 * Known failures recorded with a reason (`--expectations`), through the CLI against the embedded
 * reference server. A small suite of our own gives real, deterministic failures: two cases expect a
 * status the index never answers, one expects the 200 it does.
 */
const dir = mkdtempSync(join(tmpdir(), 'expectations-'));
const SUITE = join(dir, 'known.yaml');
writeFileSync(
  SUITE,
  `id: known
title: Known failures
defaults: { level: must }
cases:
  - id: index-is-404
    title: a check that fails on a conforming site
    doc: index.describes-site
    request: { path: / }
    expect: [{ status: 404 }]
  - id: index-is-410
    title: another check that fails on a conforming site
    doc: index.describes-site
    request: { path: / }
    expect: [{ status: 410 }]
  - id: index-answers
    title: the index answers
    doc: index.describes-site
    request: { path: / }
    expect: [{ status: 200 }]
`,
);

let files = 0;
/** A file in the temp folder with this text; its path. */
function file(text: string, ext = 'yaml'): string {
  const path = join(dir, `file-${++files}.${ext}`);
  writeFileSync(path, text);
  return path;
}

const run = (...args: string[]) => cli(['run', '--suite', SUITE, ...args]);
const report = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as RunResult;
const byId = (result: RunResult) =>
  new Map<string, CaseResult>(result.suites.flatMap((s) => s.cases.map((c) => [`${c.suite}/${c.id}`, c])));

const KNOWN = `# the two 4xx cases are known failures
expectations:
  - id: known/index-is-4*
    outcome: failed
    reason: the site answers its index, as it should
    link: https://example.org/issues/1
`;

describe('--expectations FILE', () => {
  it('a failure recorded as known fails the run no more, and every reporter shows it apart with its reason', async () => {
    // Without the file the run fails: the expectations are what lets it pass.
    const bare = await run();
    expect(bare.code, bare.stderr).toBe(EXIT.mustFailure);

    const out = {
      json: join(dir, 'known.json'),
      junit: join(dir, 'known.xml'),
      ndjson: join(dir, 'known.ndjson'),
      html: join(dir, 'known.html'),
    };
    const expectations = file(KNOWN);
    const res = await run(
      '--expectations',
      expectations,
      '--reporter',
      'console',
      '--reporter',
      `json=${out.json}`,
      '--reporter',
      `junit=${out.junit}`,
      '--reporter',
      `ndjson=${out.ndjson}`,
      '--reporter',
      `html=${out.html}`,
    );
    expect(res.code, res.stdout + res.stderr).toBe(EXIT.passed);
    // Console: a section of their own, not among the failures; the counts line says them.
    expect(res.stdout).toContain(`Expected failures (2; recorded in ${expectations}`);
    expect(res.stdout).toContain(
      'known/index-is-404: the site answers its index, as it should (https://example.org/issues/1)',
    );
    expect(res.stdout).not.toMatch(/^Failures/m);
    // The suite's three cases, and the examination of their answers (every route's passing).
    expect(res.stdout).toMatch(/\d+ cases: \d+ passed, 2 failed, 0 errored, 0 skipped, 2 expected failures in/);
    expect(res.stdout.trimEnd().split('\n').at(-1)).toBe('PASS');

    // JSON: each case carries its record and how it was met; the totals count no failure against the run.
    const result = report(out.json);
    const cases = byId(result);
    expect(cases.get('known/index-is-404')?.expectation).toEqual({
      entry: 'known/index-is-4*',
      outcome: 'failed',
      reason: 'the site answers its index, as it should',
      link: 'https://example.org/issues/1',
      met: 'expected',
    });
    expect(cases.get('known/index-answers')?.expectation).toBeUndefined();
    expect(result.totals).toMatchObject({ failed: 2, mustFailed: 0 });
    expect(result.expectations).toMatchObject({ file: expectations, entries: 1, expected: 2, unexpectedPasses: 0 });
    expect(result.expectations?.digest).toMatch(/^sha256:[0-9a-f]{64}$/);

    // JUnit: skipped with the reason, never a <failure>; valid against the schema CI tools read.
    const xml = readFileSync(out.junit, 'utf8');
    await xmllint(xml);
    expect(xml).toContain('failures="0"');
    expect(xml).toContain(
      '<skipped message="expected failure: the site answers its index, as it should (https://example.org/issues/1)"/>',
    );
    expect(xml).toContain('<property name="expected-failures" value="2"/>');
    expect(xml).not.toContain('<failure');

    // NDJSON: each case-end line as it happens, and the run-end line's summary.
    const events = readFileSync(out.ndjson, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as NdjsonEvent);
    const ended = events.filter((e) => e.type === 'case-end');
    expect(
      ended
        .filter((e) => e.result.expectation?.met === 'expected')
        .map((e) => e.result.id)
        .sort(),
    ).toEqual(['index-is-404', 'index-is-410']);
    expect(events.at(-1)).toMatchObject({ type: 'run-end', expectations: { expected: 2 } });

    // HTML: a section apart, and the case rows marked.
    const html = readFileSync(out.html, 'utf8');
    expect(html).toContain('<h2>Expectations</h2>');
    expect(html.match(/<span class="badge expected"[^>]*>expected failure<\/span>/g)).toHaveLength(2);
  });

  it('a case recorded as failing that passes is reported as unexpectedly passed; it fails the run under --strict', async () => {
    const expectations = file(`expectations:
  - id: known/index-is-4*
    outcome: failed
    reason: known
  - id: known/index-answers
    outcome: failed
    reason: it was broken last month
`);
    const json = join(dir, 'unexpected.json');
    const loose = await run('--expectations', expectations, '--reporter', 'console', '--reporter', `json=${json}`);
    expect(loose.code, loose.stdout + loose.stderr).toBe(EXIT.passed);
    expect(loose.stdout).toContain(`Unexpectedly passed (1; remove their entries from ${expectations}`);
    expect(loose.stdout).toContain(
      'known/index-answers: recorded as failed (it was broken last month), entry "known/index-answers"',
    );
    expect(loose.stdout).toMatch(/2 expected failures, 1 unexpectedly passed in/);
    expect(byId(report(json)).get('known/index-answers')?.expectation?.met).toBe('unexpected-pass');
    expect(report(json).expectations?.unexpectedPasses).toBe(1);

    const xmlFile = join(dir, 'unexpected.xml');
    const strict = await run(
      '--expectations',
      expectations,
      '--strict',
      '--reporter',
      'console',
      '--reporter',
      `junit=${xmlFile}`,
    );
    expect(strict.code, strict.stdout + strict.stderr).toBe(EXIT.mustFailure);
    expect(strict.stdout.trimEnd().split('\n').at(-1)).toBe('FAIL: 1 unexpected pass (--strict)');
    const xml = readFileSync(xmlFile, 'utf8');
    await xmllint(xml);
    expect(xml).toMatch(
      /<failure message="unexpectedly passed \(recorded as failed: it was broken last month\)[^"]*" type="unexpected-pass">/,
    );
    expect(xml).toContain('failures="1"');
  });

  it('an entry that matches nothing the run did is listed as stale with its line, and fails nothing', async () => {
    const expectations = file(`expectations:
  - id: known/index-is-4*
    outcome: failed
    reason: known
  - id: checkout/no-such-case
    outcome: errored
    reason: fixed long ago
`);
    const json = join(dir, 'stale.json');
    const res = await run('--expectations', expectations, '--reporter', 'console', '--reporter', `json=${json}`);
    expect(res.code, res.stdout + res.stderr).toBe(EXIT.passed);
    expect(res.stdout).toContain('Stale expectations (1; they match no case or root cause of this run)');
    expect(res.stdout).toContain(`${expectations}:5: checkout/no-such-case`);
    expect(report(json).expectations?.stale).toEqual([{ entry: 'checkout/no-such-case', line: 5 }]);
  });

  it('an entry past its until date fails the run, one still within it does not', async () => {
    const expectations = (until: string) =>
      file(`expectations:
  - id: known/index-is-4*
    outcome: failed
    reason: to be fixed by the next release
    until: ${until}
`);
    const past = expectations('2001-02-03');
    const json = join(dir, 'expired.json');
    const res = await run('--expectations', past, '--reporter', 'console', '--reporter', `json=${json}`);
    expect(res.code, res.stdout + res.stderr).toBe(EXIT.mustFailure);
    expect(res.stdout).toContain(`${past}:2: known/index-is-4* (until 2001-02-03)`);
    expect(res.stdout.trimEnd().split('\n').at(-1)).toBe('FAIL: 1 expectation past its until date');
    expect(report(json).expectations?.expired).toEqual([{ entry: 'known/index-is-4*', until: '2001-02-03', line: 2 }]);

    const within = await run('--expectations', expectations('9999-12-31'));
    expect(within.code, within.stdout + within.stderr).toBe(EXIT.passed);
  });

  it.each([
    ['a YAML syntax error', 'expectations:\n  - id: [known\n', /:3:1: /],
    [
      'an unknown key, a bad outcome, a bad date and a missing reason, all at once',
      'expectations:\n  - id: known/*\n    outcome: faild\n    reasn: typo\n    until: 2027-02-30\n',
      new RegExp(
        [
          ':2:5: missing `reason`',
          ':3:14: outcome "faild" is none of failed, errored, blocked, skipped',
          ':4:5: unknown key "reasn"',
          ':5:12: until "2027-02-30" is no date written YYYY-MM-DD',
        ]
          .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^]*'),
      ),
    ],
    ['an unknown top-level key', 'expectation:\n  - id: known/*\n', /:1:1: unknown key "expectation"/],
    [
      'JSON with an empty reason',
      '{"expectations": [{"id": "known/*", "outcome": "failed", "reason": " "}]}',
      /:1:68: `reason` is empty/,
    ],
  ])('a malformed file (%s) is exit 2 at file:line:column, before anything is sent', async (_what, text, message) => {
    const path = file(text, text.startsWith('{') ? 'json' : 'yaml');
    const res = await run('--expectations', path);
    expect(res.code, res.stdout + res.stderr).toBe(EXIT.usage);
    expect(res.stderr).toContain(`shop-conformance run: --expectations ${path} refused`);
    expect(res.stderr).toMatch(message);
    for (const line of res.stderr.trim().split('\n').slice(1)) expect(line.startsWith(`${path}:`), line).toBe(true);
    // Nothing ran: no run header.
    expect(res.stdout).toBe('');
  });

  it('is read from the --config file too (key `expectations`)', async () => {
    const config = file(`expectations: ${file(KNOWN)}\n`);
    const res = await run('--config', config);
    expect(res.code, res.stdout + res.stderr).toBe(EXIT.passed);
    expect(res.stdout).toContain('Expected failures (2;');
  });
});

describe('shop-conformance expectations --from REPORT.json', () => {
  it('writes one entry per failure; the file is refused until every reason is filled, then the run passes', async () => {
    const first = join(dir, 'first.json');
    const failing = await run('--reporter', `json=${first}`);
    expect(failing.code).toBe(EXIT.mustFailure);

    const out = join(dir, 'written.yaml');
    const written = await cli(['expectations', '--from', first, '--out', out]);
    expect(written.code, written.stderr).toBe(EXIT.passed);
    expect(written.stderr).toContain(`wrote 2 entries to ${out}`);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('  - id: "known/index-is-404"\n    outcome: failed\n    reason: ""\n');
    expect(text).toContain('  - id: "known/index-is-410"\n    outcome: failed\n    reason: ""\n');
    expect(text).not.toContain('index-answers');

    // Refused while a reason is empty, naming where each one is.
    const lines = text.split('\n');
    const empty = lines.flatMap((l, i) => (l === '    reason: ""' ? [`${out}:${i + 1}:13: \`reason\` is empty`] : []));
    expect(empty).toHaveLength(2);
    const refused = await run('--expectations', out);
    expect(refused.code).toBe(EXIT.usage);
    for (const where of empty) expect(refused.stderr).toContain(where);

    // Filled in, it is accepted and the run passes, its failures shown as known.
    writeFileSync(out, text.replaceAll('reason: ""', 'reason: "the index answers 200, as it should"'));
    const accepted = await run('--expectations', out, '--reporter', 'console');
    expect(accepted.code, accepted.stdout + accepted.stderr).toBe(EXIT.passed);
    expect(accepted.stdout).toContain('known/index-is-410: the index answers 200, as it should');

    // Written again from a report of that run, the reasons are kept; to stdout without --out.
    const second = join(dir, 'second.json');
    await run('--expectations', out, '--reporter', `json=${second}`);
    const again = await cli(['expectations', '--from', second]);
    expect(again.code).toBe(EXIT.passed);
    expect(again.stdout).toContain('reason: "the index answers 200, as it should"');
  });

  it('--out never writes over a file (it may hold reasons); --update keeps every entry, adds the new, marks the stale', async () => {
    const first = join(dir, 'update-first.json');
    await run('--reporter', `json=${first}`);
    const out = join(dir, 'owned.yaml');
    expect((await cli(['expectations', '--from', first, '--out', out])).code).toBe(EXIT.passed);
    const owned = readFileSync(out, 'utf8').replaceAll('reason: ""', 'reason: "the owner\'s reason"');
    writeFileSync(out, owned);

    const again = await cli(['expectations', '--from', first, '--out', out]);
    expect(again.code).toBe(EXIT.usage);
    expect(again.stderr).toBe(
      `shop-conformance expectations: --out ${out}: the file exists and may hold reasons; give --update ${out} to add the new failures to it, keeping every entry\n`,
    );
    expect(readFileSync(out, 'utf8')).toBe(owned);

    // A later report: index-is-410 passes now, index-is-418 is new.
    const later = join(dir, 'update-later.json');
    writeFileSync(later, readFileSync(first, 'utf8').replaceAll('"index-is-410"', '"index-is-418"'));
    const updated = await cli(['expectations', '--from', later, '--update', out]);
    expect(updated.code, updated.stderr).toBe(EXIT.passed);
    expect(updated.stderr).toBe(
      `shop-conformance expectations: ${out}: 2 kept (1 stale, marked), 1 added; fill in each new reason before --expectations accepts it\n`,
    );
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('  - id: "known/index-is-404"\n    outcome: failed\n    reason: "the owner\'s reason"\n');
    expect(text).toMatch(
      /\n {2}# stale: nothing in \S+ failed as this records \(fixed, or not run\); remove it once it stays so\n {2}- id: "known\/index-is-410"\n {4}outcome: failed\n {4}reason: "the owner's reason"\n/,
    );
    expect(text).toMatch(/\n {2}# new: .*\n {2}- id: "known\/index-is-418"\n {4}outcome: failed\n {4}reason: ""\n$/);

    const missing = await cli(['expectations', '--from', later, '--update', join(dir, 'none.yaml')]);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toContain('no such file (--out writes a new one)');
  });

  it('a file that is no report is exit 2', async () => {
    const res = await cli(['expectations', '--from', file('{"not": "a report"}', 'json')]);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toMatch(/not a shop-conformance JSON report/);
  });
});
