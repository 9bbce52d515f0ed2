import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/result.js';
import { on, store } from '../deviations/catalogue/shared.js';
import { ADMIN, CUSTOMER, testApp } from '../helpers/app.js';
import { cli } from '../helpers/cli.js';
import { ignoresArgument } from '../helpers/faults.js';

/**
 * `shop-conformance report SHARD.json…`: the four shards of a run (`--shard i/4`, one process each, as
 * a CI matrix runs them) joined equal the run in one job case for case, against a server with a fault
 * so that there are failures to join; and the reports that are not one run's shards are refused with
 * exit 2, naming the files and what differs.
 */
const dir = mkdtempSync(join(tmpdir(), 'merge-'));
const at = (name: string) => join(dir, name);
// Every built-in suite: the cart's fail on the fault (add-item ignores quantity), the others pass, with
// setups, teardowns and negatives whose controls read what another case made (kept in its shard).
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RunResult;

/** Each case as a verdict: suite/id → its outcome and the checks that failed. */
function verdicts(result: RunResult): Record<string, string> {
  return Object.fromEntries(
    result.suites.flatMap((s) =>
      s.cases.map((c) => [
        `${s.id}/${c.id}`,
        `${c.outcome} ${c.failures
          .map((f) => f.check)
          .sort()
          .join(',')}`,
      ]),
    ),
  );
}

describe('report: shards of one run joined', () => {
  let server: FastifyInstance;
  let base: string[];

  beforeAll(async () => {
    server = await testApp({
      publicUrl: undefined,
      extend: (app, registry) => ignoresArgument(on('POST', store('/cart/add-item')), 'quantity').apply(app, registry),
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    base = [
      'run',
      '--allow-writes',
      '--base-url',
      url,
      '--auth',
      `${ADMIN.login}:${ADMIN.password}`,
      '--customer-auth',
      `${CUSTOMER.login}:${CUSTOMER.password}`,
      '--run-id',
      'run-42',
      '--reporter',
    ];
    // One after another, each in its own process, as the jobs of a CI matrix.
    for (let i = 1; i <= 4; i++) await cli([...base, `json=${at(`shard-${i}.json`)}`, '--shard', `${i}/4`]);
    await cli([...base, `json=${at('whole.json')}`]);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('the four shards joined equal the run in one job, case for case, and the exit code is its verdict', async () => {
    const shards = [1, 2, 3, 4].map((i) => at(`shard-${i}.json`));
    const res = await cli(['report', ...shards, '--reporter', `json=${at('joined.json')}`, '--reporter', 'console']);
    const whole = read(at('whole.json'));
    const joined = read(at('joined.json'));
    // The fault is found: there is something to join, and the joined run fails as the whole one did.
    expect(whole.totals.mustFailed).toBeGreaterThan(0);
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('FAIL');
    expect(verdicts(joined)).toEqual(verdicts(whole));
    expect(Object.keys(verdicts(joined))).toHaveLength(whole.totals.total);
    const { retriedRequests: _a, ...joinedTotals } = joined.totals;
    const { retriedRequests: _b, ...wholeTotals } = whole.totals;
    expect(joinedTotals).toEqual(wholeTotals);
    expect(joined.suites.map((s) => s.id)).toEqual(whole.suites.map((s) => s.id));
    expect(joined.rootCauses.map((r) => r.id).sort()).toEqual(whole.rootCauses.map((r) => r.id).sort());
    expect(joined.coverage?.totals).toEqual(whole.coverage?.totals);
    expect(joined.coverage?.parts.map((p) => [p.part, p.requested, p.cases])).toEqual(
      whole.coverage?.parts.map((p) => [p.part, p.requested, p.cases]),
    );
    expect(joined.options.shard).toBeUndefined();
    expect(joined.provenance?.runId).toBe('run-42');
  });

  it('an NDJSON report is read as its JSON twin: the stream put back together', async () => {
    await cli([...base, `json=${at('twin.json')}`, '--reporter', `ndjson=${at('twin.ndjson')}`, '--shard', '2/4']);
    // With the other shards, as a join reads them: one shard alone is refused (the others missing).
    const shards = [1, 2, 3, 4].map((i) => (i === 2 ? at('twin.ndjson') : at(`shard-${i}.json`)));
    const res = await cli(['report', ...shards, '--reporter', `json=${at('from-ndjson.json')}`]);
    expect(res.stderr).toBe('');
    const fromNdjson = read(at('from-ndjson.json'));
    const twin = read(at('twin.json'));
    const joinedJson = read(at('joined.json'));
    const mine = (v: Record<string, string>) =>
      Object.fromEntries(Object.entries(v).filter(([k]) => k in verdicts(twin)));
    expect(mine(verdicts(fromNdjson))).toEqual(verdicts(twin));
    expect(verdicts(fromNdjson)).toEqual(verdicts(joinedJson));
    // The stream's last line holds what the engine adds as the run ends: the coverage joins as the JSON's
    // does (the statuses aside: the twin ran against the shop after the others had written to it).
    expect(fromNdjson.coverage?.totals).toEqual(joinedJson.coverage?.totals);
    expect(fromNdjson.coverage?.parts).toEqual(joinedJson.coverage?.parts);
    expect(fromNdjson.provenance?.runId).toBe('run-42');
  });

  it('a report given alone is written again as any reporter', async () => {
    const res = await cli(['report', at('whole.json'), '--reporter', `html=${at('whole.html')}`]);
    expect(res.code).toBe(1);
    expect(readFileSync(at('whole.html'), 'utf8')).toContain('shop-conformance report');
  });

  /** A copy of a shard's report with `change` made to it. */
  function altered(shard: number, name: string, change: (r: RunResult) => void): string {
    const result = read(at(`shard-${shard}.json`));
    change(result);
    writeFileSync(at(name), JSON.stringify(result));
    return at(name);
  }

  it.each([
    ['a missing shard', () => [1, 2, 4].map((i) => at(`shard-${i}.json`)), /shard 3\/4 is missing/],
    [
      'a report of another run id',
      () =>
        [1, 2, 3]
          .map((i) => at(`shard-${i}.json`))
          .concat(altered(4, 'other-run.json', (r) => (r.provenance!.runId = 'run-43'))),
      /the run id differs: .*shard-1\.json has "run-42", .*other-run\.json has "run-43"/,
    ],
    [
      'a report of other options',
      () =>
        [1, 2, 3].map((i) => at(`shard-${i}.json`)).concat(altered(4, 'strict.json', (r) => (r.options.strict = true))),
      /the option strict differs: .*shard-1\.json has false, .*strict\.json has true/,
    ],
    [
      'a case reported twice',
      () => {
        copyFileSync(at('shard-2.json'), at('copy.json'));
        return [1, 2, 3, 4].map((i) => at(`shard-${i}.json`)).concat(at('copy.json'));
      },
      /shard 2\/4 is given twice: .*shard-2\.json and .*copy\.json\n.*\d+ cases are in both .*shard-2\.json and .*copy\.json: \S+/,
    ],
  ])('refuses %s with exit 2, naming the files', async (_what, files, message) => {
    const res = await cli(['report', ...files(), '--reporter', 'json']);
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/these reports are not the shards of one run/);
    expect(res.stderr).toMatch(message);
  });

  it.each([
    ['not JSON', 'not JSON, nor NDJSON'],
    ['{"tool":{"name":"other"},"suites":[]}', 'not a shop-conformance report'],
  ])('refuses a file that is no report (%s) with exit 2', async (text, message) => {
    writeFileSync(at('no-report.json'), text);
    const res = await cli(['report', at('no-report.json')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`${at('no-report.json')}: ${message}`);
  });
});

describe('report --verify: a JSON report against the FILE.sha256 written beside it', () => {
  const sums = spawnSync('sha256sum', ['--version']).status === 0;

  it('is OK as written, FAILED once changed or without its .sha256 (exit 1, saying which)', async () => {
    const file = at('verified.json');
    await cli(['run', '--suite', 'index-shape', '--reporter', `json=${file}`]);
    expect(readFileSync(`${file}.sha256`, 'utf8')).toMatch(/^[0-9a-f]{64} {2}verified\.json\n$/);
    const ok = await cli(['report', '--verify', file]);
    expect([ok.code, ok.stdout]).toEqual([0, `${file}: OK\n`]);
    if (sums) expect(spawnSync('sha256sum', ['-c', 'verified.json.sha256'], { cwd: dir }).status).toBe(0);

    writeFileSync(file, readFileSync(file, 'utf8').replace('"passed"', '"failed"'));
    const changed = await cli(['report', '--verify', file]);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(`${file}: FAILED (its sha256 differs from ${file}.sha256`);
    if (sums) expect(spawnSync('sha256sum', ['-c', 'verified.json.sha256'], { cwd: dir }).status).toBe(1);

    copyFileSync(file, at('unsummed.json'));
    const missing = await cli(['report', '--verify', at('unsummed.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain(`FAILED (no ${at('unsummed.json')}.sha256 to check it against)`);
  });
});
