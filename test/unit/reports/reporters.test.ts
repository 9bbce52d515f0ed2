import { describe, expect, it, vi } from 'vitest';
import { EXIT, exitCodeFor } from '../../../bin/exit-codes.js';
import { createReporter } from '../../../reports/index.js';
import { writesLines } from '../../../reports/writes.js';
import type { CaseResult, RunResult, SuiteResult } from '../../../src/model/result.js';
import { RunEmitter } from '../../../src/runner/events.js';
import { CONVENTION_FAILURE, FIXTURE } from './fixture.js';
import { xmllint } from '../../helpers/xmllint.js';

/** A run that writes (the embedded server): its first lines say nothing of writes. */
const NO_WRITES = { allowed: true, notRun: 0, leaves: [] };

// eslint-disable-next-line no-control-regex -- the escape that starts an ANSI sequence
const ANSI = /\u001b\[/;
const render = (name: string, color = false) => createReporter(name, { color }).render(FIXTURE);

describe('junit', () => {
  const xml = render('junit').replace(/hostname="[^"]*"/g, 'hostname="HOST"');

  it('validates against the Jenkins xunit JUnit schema', async () => {
    await expect(xmllint(xml)).resolves.toBeUndefined();
  });

  it('is stable', () => {
    expect(xml).toMatchSnapshot();
  });

  it('has one testcase per case with unique classname+name, failure/error/skipped children, plain-second times', () => {
    const testcases = [...xml.matchAll(/<testcase classname="([^"]+)" name="([^"]+)" time="([^"]+)"/g)];
    expect(testcases.map((m) => `${m[1]}#${m[2]}`)).toEqual([
      'shop-conformance.limits#per-page-ok',
      'shop-conformance.limits#per-page-101',
      'shop-conformance.batch#html-answer',
      'shop-conformance.batch#writes',
      'shop-conformance.batch#admin-sub-request',
      'shop-conformance.prerequisites#namespace:shop-analytics',
    ]);
    for (const m of testcases) expect(m[3]).toMatch(/^\d+\.\d{3}$/);
    // The missing namespace is the one failure; the case it blocked is counted apart, as skipped.
    expect(xml.match(/<failure /g)).toHaveLength(2);
    // The should-level case that errored fails the run only under --strict: no error element without it.
    expect(xml.match(/<error /g)).toBeNull();
    expect(xml.match(/<skipped /g)).toHaveLength(2);
    expect(xml).toContain('<skipped message="blocked by namespace:shop-analytics"/>');
    expect(xml).toContain('<testsuites name="shop-conformance" tests="6" failures="2" errors="0" time="1.234">');
  });

  it('puts every failure of a case in its one failure body, without ANSI or control characters', () => {
    const failure = /<failure [^>]*>([^<]*)<\/failure>/.exec(xml)?.[1] ?? '';
    expect(failure).toContain('expected 4xx, got 200');
    // The level of each failure, and the line a should-level one rests on, are visible.
    expect(failure).toContain('✗ [must] status: Unexpected status code');
    expect(failure).toContain('✗ [should · conventions.md:46] error: Error code differs red');
    expect(failure).toContain('Error code differs red');
    expect(failure).toContain('Reproduce with:');
    expect(xml).not.toMatch(ANSI);
    // eslint-disable-next-line no-control-regex -- what XML 1.0 cannot hold
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain('per_page 101 is refused &lt;&amp;&gt;');
  });
});

describe('junit agrees with the exit code', () => {
  const junit = (result: RunResult) =>
    createReporter('junit', { color: false })
      .render(result)
      .replace(/hostname="[^"]*"/g, 'hostname="HOST"');
  const head = (xml: string) => /<testsuites [^>]*>/.exec(xml)?.[0] ?? '';
  const red = (xml: string) => {
    const attrs = head(xml);
    return Number(/failures="(\d+)"/.exec(attrs)?.[1]) + Number(/errors="(\d+)"/.exec(attrs)?.[1]);
  };
  // A must-level case whose only failure is a should-level check: a deviation from a convention.
  const conventionOnly: CaseResult = {
    suite: 'limits',
    id: 'per-page-code',
    title: 'per_page 0 is refused the platform way',
    level: 'must',
    tags: [],
    outcome: 'failed',
    durationMs: 1,
    spec: { origin: { file: 'suites/limits.yaml' }, requires: [] },
    failures: [CONVENTION_FAILURE],
    curl: "curl -sS -i 'http://shop.test/rest-api/shop/store/products?per_page=0'",
  };
  const limits = FIXTURE.suites[0] as SuiteResult;
  const withDeviation: RunResult = {
    ...FIXTURE,
    suites: [{ ...limits, cases: [...limits.cases, conventionOnly] }, ...FIXTURE.suites.slice(1)],
    totals: { ...FIXTURE.totals, failed: 2, total: 6, shouldFailed: 2 },
  };
  const strict: RunResult = { ...withDeviation, options: { ...withDeviation.options, strict: true } };

  it('without --strict: the red count is the must-level failures that fail the run', async () => {
    const xml = junit(withDeviation);
    expect(exitCodeFor(withDeviation)).toBe(EXIT.mustFailure);
    expect(red(xml)).toBe(withDeviation.totals.mustFailed);
    expect(head(xml)).toBe('<testsuites name="shop-conformance" tests="7" failures="2" errors="0" time="1.234">');
    // The deviations stay visible: in the testcase's output, and counted in a property of their suite.
    const testcase = /<testcase [^>]*name="per-page-code"[^>]*>([\s\S]*?)<\/testcase>/.exec(xml)?.[1] ?? '';
    expect(testcase).not.toContain('<failure');
    expect(testcase).toContain('should-level deviation (a failure only with --strict):');
    expect(testcase).toContain('✗ [should · conventions.md:46] argument-refused: Another error code at /code');
    expect(testcase).toContain('Reproduce with:');
    const errored = /<testcase [^>]*name="html-answer"[^>]*>([\s\S]*?)<\/testcase>/.exec(xml)?.[1] ?? '';
    expect(errored).not.toContain('<error');
    expect(errored).toContain('should-level case errored (a failure only with --strict):');
    expect(errored).toContain('errored (not-json): the body is not JSON');
    expect(xml).toMatch(
      /<testsuite name="limits" tests="3" failures="1" errors="0"[^>]*>\s*<properties>\s*<property name="should-deviations" value="1"\/>/,
    );
    expect(xml).toMatch(
      /<testsuite name="batch" tests="3" failures="0" errors="0"[^>]*>\s*<properties>\s*<property name="should-deviations" value="1"\/>/,
    );
    await expect(xmllint(xml)).resolves.toBeUndefined();
  });

  it('a run with should-level deviations alone passes, and its JUnit shows nothing red', async () => {
    const passing: RunResult = {
      ...withDeviation,
      suites: [{ ...limits, cases: [limits.cases[0] as CaseResult, conventionOnly] }],
      rootCauses: [],
      totals: { ...withDeviation.totals, mustFailed: 0, shouldFailed: 1, prerequisites: 0 },
    };
    expect(exitCodeFor(passing)).toBe(EXIT.passed);
    const xml = junit(passing);
    expect(red(xml)).toBe(0);
    expect(xml).not.toMatch(/<failure |<error /);
    await expect(xmllint(xml)).resolves.toBeUndefined();
  });

  it('with --strict: should-level deviations and errors are failures and errors, as the exit code says', async () => {
    const xml = junit(strict);
    expect(red(xml)).toBe(strict.totals.mustFailed + strict.totals.shouldFailed);
    expect(head(xml)).toBe('<testsuites name="shop-conformance" tests="7" failures="3" errors="1" time="1.234">');
    expect(xml).toContain(
      '<failure message="[should · conventions.md:46] argument-refused: Another error code" type="argument-refused">',
    );
    expect(xml).toContain('<error message="the body is not JSON (text/html): &lt;html&gt;" type="not-json">');
    expect(xml).not.toContain('should-deviations');
    expect(xml).not.toContain('a failure only with --strict');
    await expect(xmllint(xml)).resolves.toBeUndefined();
  });

  it("a must-level case's headline is its must-level failure, whatever came first", () => {
    const mixed: CaseResult = {
      ...conventionOnly,
      id: 'mixed',
      failures: [
        ...conventionOnly.failures,
        {
          check: 'status',
          level: 'must',
          title: 'Unexpected status code',
          message: 'expected 4xx, got 200',
          expected: '4xx',
          actual: 200,
        },
      ],
    };
    const xml = junit({ ...withDeviation, suites: [{ ...limits, cases: [mixed] }] });
    expect(xml).toContain('<failure message="[must] status: Unexpected status code" type="status">');
  });
});

describe('console', () => {
  it('is stable without color and has no ANSI codes', () => {
    const text = render('console').replace(/in [\d.]+s/, 'in Xs');
    expect(text).not.toMatch(ANSI);
    expect(text).toMatchSnapshot();
  });

  it('uses color when asked', () => {
    expect(render('console', true)).toMatch(ANSI);
  });

  it('on a terminal: one progress line rewritten in place, each failure printed above it as it happens', () => {
    let written = '';
    let clock = 0;
    const reporter = createReporter('console', {
      color: false,
      live: true,
      now: () => clock,
      write: (t) => {
        written += t;
      },
    });
    const events = new RunEmitter();
    reporter.attach?.(events);
    events.emit('run:start', { suites: 2, cases: 4, target: 'http://shop.test', version: '0.0.0', writes: NO_WRITES });
    for (const c of FIXTURE.suites.flatMap((s) => s.cases).slice(0, 4)) {
      clock += 600;
      events.emit('case:end', c);
    }
    events.emit('run:end', FIXTURE);
    expect(written).toBe(
      [
        'shop-conformance: 4 cases in 2 suites against http://shop.test\n',
        '\r\x1b[2K0/4 cases · 0s elapsed',
        '\r\x1b[2K1/4 cases · 1s elapsed, about 2s left',
        // A failure as it happens, on a line of its own; the progress line drawn again below it.
        '\r\x1b[2K✗ limits › per-page-101 — per_page 101 is refused <&> [must]\n',
        '\r\x1b[2K2/4 cases · 1 failed · 1s elapsed, about 1s left',
        '\r\x1b[2K! batch › html-answer — an answer that is not JSON [should]\n',
        '\r\x1b[2K3/4 cases · 1 failed · 1 errored · 2s elapsed, about 1s left',
        // Drawn as the fourth ends, then once more as the run ends, closing the line.
        '\r\x1b[2K4/4 cases · 1 failed · 1 errored · 2s elapsed',
        '\r\x1b[2K4/4 cases · 1 failed · 1 errored · 2s elapsed\n',
      ].join(''),
    );
  });

  it('in CI (no terminal): a short line every few seconds, with failures so far and the time left', () => {
    vi.useFakeTimers();
    try {
      let written = '';
      let clock = 0;
      const reporter = createReporter('console', {
        color: false,
        live: false,
        progressEveryMs: 5000,
        now: () => clock,
        write: (t) => {
          written += t;
        },
      });
      const events = new RunEmitter();
      reporter.attach?.(events);
      events.emit('run:start', {
        suites: 2,
        cases: 40,
        target: 'http://shop.test',
        version: '0.0.0',
        writes: NO_WRITES,
      });
      const failed = FIXTURE.suites.flatMap((s) => s.cases).find((c) => c.outcome === 'failed');
      for (let i = 0; i < 10; i++)
        events.emit(
          'case:end',
          i === 3 && failed ? failed : ({ ...FIXTURE.suites[0]?.cases[0], outcome: 'passed' } as never),
        );
      clock = 5000;
      vi.advanceTimersByTime(5000);
      events.emit('run:end', FIXTURE);
      vi.advanceTimersByTime(20_000);
      expect(written).toBe(
        'shop-conformance: 40 cases in 2 suites against http://shop.test\n10/40 cases · 1 failed · 5s elapsed, about 15s left\n',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('json', () => {
  it('is the whole result, versioned', () => {
    expect(JSON.parse(render('json'))).toEqual(FIXTURE);
  });
});

describe('html', () => {
  const html = render('html');

  it('is one self-contained file', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script[^>]+src=|<link /);
  });

  it('shows the verdict, the failures with request, response and the escaped curl', () => {
    expect(html).toContain(
      `<p class="verdict fail">FAIL: 2 must-level failures <span class="most-not-run">— but 1 must-level case was not run: see 'Not run' below</span></p>`,
    );
    // The failures come before the tables, and the verdict's line links to them.
    expect(html).toContain('<a href="#failures">the failures</a>');
    expect(html.indexOf('<h2 id="failures">')).toBeLessThan(html.indexOf('<h2>Suites</h2>'));
    expect(html.indexOf('<h2 id="failures">')).toBeLessThan(html.indexOf('<h2 id="not-run">'));
    expect(html).toContain('curl -sS -i -u &quot;$SHOP_CONFORMANCE_AUTH&quot;');
    expect(html).toContain('per_page 101 is refused &lt;&amp;&gt;');
    expect(html).toMatch(/<h2>Left behind<\/h2>.*<li><code>\w[\w-]*<\/code> create-coupon: did not complete/s);
    expect(html).not.toMatch(ANSI);
  });

  it('is stable', () => {
    expect(html).toMatchSnapshot();
  });
});

it('an unknown reporter lists the known ones', () => {
  expect(() => createReporter('xml', { color: false })).toThrow(
    'unknown reporter "xml"; known reporters: console, json, junit, html',
  );
});

describe('vocabulary in the reports', () => {
  const withVocabulary = { ...FIXTURE, vocabulary: { shop: 'mercato', gateway: 'paylane' } };
  it('junit carries it as testsuite properties and still validates', async () => {
    const xml = createReporter('junit', { color: false }).render(withVocabulary);
    expect(xml).toContain('<property name="vocabulary.shop" value="mercato"/>');
    await expect(xmllint(xml)).resolves.toBeUndefined();
  });
  it('console and html name it', () => {
    expect(createReporter('console', { color: false }).render(withVocabulary)).toContain(
      'vocabulary: shop → mercato, gateway → paylane',
    );
    expect(createReporter('html', { color: false }).render(withVocabulary)).toContain(
      'Vocabulary: shop → mercato, gateway → paylane',
    );
  });
});

describe('console: what the first lines and the summary say', () => {
  const lines = (writes: Parameters<typeof writesLines>[0]) => writesLines(writes, 'https://shop.example');

  it('a read-only run against a live shop says how many cases that write are not run, and the flag', () => {
    expect(
      lines({
        allowed: false,
        readOnlyBy: 'live-target',
        notRun: 1787,
        mayNotRun: 33,
        allowWith: '--allow-writes',
        leaves: [],
      }),
    ).toEqual([
      'read-only: 1,787 cases that write are not run (33 more if the site lacks what they look for); --allow-writes runs them',
    ]);
    expect(lines({ allowed: false, notRun: 1, leaves: [] })).toEqual([
      'read-only (asked): 1 case that writes is not run',
    ]);
    // Nothing selected writes: nothing to say.
    expect(lines({ allowed: false, readOnlyBy: 'live-target', notRun: 0, leaves: [] })).toEqual([]);
  });

  it('writes allowed against a live shop: what the run leaves, each once, a value learnt later elided', () => {
    expect(
      lines({ allowed: true, notRun: 0, leaves: ['a product "p"', 'an account (c-{{key}}@example.com)'] }),
    ).toEqual([
      'writes allowed: this run writes to https://shop.example and leaves these 2, which the interface cannot remove:',
      '  - a product "p"',
      '  - an account (c-…@example.com)',
    ]);
    expect(lines({ allowed: true, notRun: 0, leaves: [] })).toEqual([]);
  });

  it('a suite that skipped everything counts no must case as passed; a kind of note many cases share is one line', () => {
    const skipped = (id: string): CaseResult =>
      ({
        suite: 'gateway',
        id,
        title: id,
        level: 'must',
        tags: [],
        failures: [],
        outcome: 'skipped',
        durationMs: 0,
      }) as unknown as CaseResult;
    const noted = (id: string): CaseResult =>
      ({
        suite: 'catalog',
        id,
        title: id,
        level: 'must',
        tags: [],
        failures: [],
        outcome: 'passed',
        durationMs: 1,
        notes: [{ check: 'find', level: 'info', title: 'found on the site: not created again', message: 'found' }],
      }) as unknown as CaseResult;
    const result: RunResult = {
      ...FIXTURE,
      rootCauses: [],
      suites: [
        { id: 'gateway', title: 'Gateway', file: 'x', cases: ['a', 'b'].map(skipped), durationMs: 1, leftovers: [] },
        {
          id: 'catalog',
          title: 'Catalog',
          file: 'x',
          cases: ['p', 'q', 'r', 's'].map(noted),
          durationMs: 1,
          leftovers: [],
        },
      ],
    };
    const text = createReporter('console', { color: false }).render(result) ?? '';
    expect(text).toMatch(/\ngateway {2}0 passed, 0 failed, 0 errored, 2 skipped\n/);
    expect(text).toContain(
      '\n  found on the site: not created again: 4 cases (catalog › p, catalog › q, catalog › r, and 1 more)\n',
    );
  });
});

describe('document: stands alone for an auditor', () => {
  it('says the run, the target, the date, the tool, the digests and the verdict at its top; failed and unchecked first', () => {
    // Each case citing one statement of the document, so that the trace has one failing.
    const cited = FIXTURE.suites.map((s) => ({
      ...s,
      cases: s.cases.map((c) => ({ ...c, cites: { doc: ['route.get.root'], conventions: [] } })),
    }));
    const result: RunResult = {
      ...FIXTURE,
      suites: cited,
      provenance: {
        runId: 'run-1',
        catalogDigest: 'sha256:aaa',
        suitesDigest: 'sha256:bbb',
        suites: ['limits', 'batch'],
        seeds: {},
        endedAt: '2026-11-28T10:00:05.000Z',
      },
    };
    const text = createReporter('document', { color: false }).render(result) ?? '';
    const head = text.split('\n## ')[0] ?? '';
    expect(head).toContain('\n- Run: run-1\n');
    expect(head).toMatch(/\n- Target: \S+/);
    expect(head).toContain(`\n- Date: ${FIXTURE.startedAt} to 2026-11-28T10:00:05.000Z\n`);
    expect(head).toContain('\n- Tool: shop-conformance ');
    expect(head).toContain('\n- Catalog: sha256:aaa\n- Suites: sha256:bbb (2 suites)\n');
    expect(head).toMatch(/\n- Verdict: FAIL: 2 must-level failures/);
    const failed = text.indexOf('\n## Failed (');
    const unchecked = text.indexOf('\n## Unchecked (');
    const every = text.indexOf('\n## Every statement (');
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(unchecked);
    expect(unchecked).toBeLessThan(every);
  });
});
