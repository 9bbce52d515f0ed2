import { describe, expect, it } from 'vitest';
import { ExpectationsJudge, withExpectation } from '../../src/expectations/apply.js';
import { ExpectationsError, globPattern, parseExpectations } from '../../src/expectations/parse.js';
import { expectationsFromReport } from '../../src/expectations/write.js';
import type { RunResult } from '../../src/model/result.js';
import { runVerdict } from '../../src/model/verdict.js';
import type { Prerequisite } from '../../src/site/prerequisites.js';
import { summarise } from '../../src/runner/summary.js';
import { FIXTURE } from './reports/fixture.js';

/** The fixture's run (a must-level failure, a should-level error, a namespace the index lacks) summarised again, judged by `text`. */
function judged(text: string | undefined, strict = false): RunResult {
  const missing = new Map<string, Prerequisite>([
    [
      'namespace:shop-analytics',
      { key: 'namespace:shop-analytics', kind: 'namespace', subject: 'shop-analytics', site: 'primary' },
    ],
  ]);
  return summarise(FIXTURE.suites, {
    target: { ...FIXTURE.target, admin: undefined, customer: undefined, headers: {} },
    selection: { readOnly: true, haveAdmin: true, haveCustomer: true },
    strict,
    version: '0.1.0',
    started: Date.parse('2026-11-22T12:00:00Z'),
    unreachable: false,
    missing,
    unreachableFailure: undefined,
    retriedRequests: 0,
    ...(text !== undefined ? { expectations: parseExpectations(text, 'known.yaml') } : {}),
  });
}

const problems = (text: string) => {
  try {
    parseExpectations(text, 'f.yaml');
  } catch (error) {
    if (error instanceof ExpectationsError) return error.problems.map((p) => `${p.line}:${p.column} ${p.message}`);
    throw error;
  }
  return [];
};

describe('expectations: the file', () => {
  it('reads entries in file order with their lines; YAML or JSON alike', () => {
    const yaml = parseExpectations(
      'expectations:\n  - id: limits/*\n    outcome: failed\n    reason: known\n    until: 2027-03-01\n',
      'a.yaml',
    );
    expect(yaml.entries.map(({ pattern: _p, ...e }) => e)).toEqual([
      { id: 'limits/*', outcome: 'failed', reason: 'known', until: '2027-03-01', line: 2, column: 5 },
    ]);
    const json = parseExpectations(
      '{"expectations":[{"id":"x","outcome":"errored","reason":"r","link":"l"}]}',
      'a.json',
    );
    expect(json.entries[0]).toMatchObject({ id: 'x', outcome: 'errored', link: 'l', line: 1 });
    expect(json.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('says every problem at its line and column, in order', () => {
    expect(
      problems(
        'expectations:\n  - id: a\n    outcome: passed\n    reason: ""\n    until: tomorrow\n    when: now\n  - 3\n',
      ),
    ).toEqual([
      '3:14 outcome "passed" is none of failed, errored, blocked, skipped',
      '4:13 `reason` is empty: say why this failure is known and accepted',
      '5:12 until "tomorrow" is no date written YYYY-MM-DD',
      '6:5 unknown key "when" (an entry has id, outcome, reason, link, until)',
      '7:5 an entry is a map of id, outcome, reason, link, until',
    ]);
    expect(problems('expectations:\n  - outcome: failed\n')).toEqual(['2:5 missing `id`', '2:5 missing `reason`']);
    expect(problems('- id: a\n')).toEqual(['1:1 expected a map with the key `expectations` (a list of entries)']);
    expect(problems('expectations: 3\n')).toEqual(['1:15 `expectations` must be a list of entries']);
    expect(problems('expectations: []\n')).toEqual([]);
  });

  it('a glob is `*` for any characters, everything else itself', () => {
    expect(globPattern('cart/add-item.*').test('cart/add-item.quantity')).toBe(true);
    expect(globPattern('cart/add-item.*').test('cart/add-itemXquantity')).toBe(false);
    expect(globPattern('value:orderby=rating').test('value:orderby=rating')).toBe(true);
    expect(globPattern('*').test('de namespace:shop/v1 (x)')).toBe(true);
    expect(globPattern('cart/a').test('cart/ab')).toBe(false);
  });
});

describe('expectations: judging a run', () => {
  const limits = FIXTURE.suites[0]?.cases[1];

  it('the first matching entry is the record; met as recorded, another outcome, or an unexpected pass', () => {
    const parsed = parseExpectations(
      'expectations:\n  - id: limits/per-page-101\n    outcome: errored\n    reason: first\n  - id: limits/*\n    outcome: failed\n    reason: second\n',
      'f.yaml',
    );
    expect(limits && withExpectation(limits, parsed).expectation).toMatchObject({ reason: 'first', met: 'other' });
    const ok = FIXTURE.suites[0]?.cases[0];
    expect(ok && withExpectation(ok, parsed).expectation).toMatchObject({ reason: 'second', met: 'unexpected-pass' });
    expect(limits && withExpectation(limits, undefined)).toBe(limits);
  });

  it('known failures, cases and root causes alike, count against the run no more; others still do', () => {
    const bare = judged(undefined);
    expect(bare.totals).toMatchObject({ mustFailed: 2, shouldFailed: 1, prerequisites: 1 });
    expect(runVerdict(bare)).toEqual({ verdict: 'failed', reason: 'must', count: 2 });

    const known = judged(`expectations:
  - id: limits/per-page-101
    outcome: failed
    reason: the site caps per_page at 200
  - id: namespace:shop-analytics
    outcome: failed
    reason: the shop has no analytics plugin
  - id: batch/html-answer
    outcome: failed
    reason: recorded as failed, it errors
`);
    expect(known.totals).toMatchObject({ mustFailed: 0, shouldFailed: 1, prerequisites: 1, failed: 1 });
    expect(known.rootCauses.find((r) => r.id === 'namespace:shop-analytics')?.expectation?.met).toBe('expected');
    expect(known.expectations).toMatchObject({ entries: 3, expected: 2, unexpectedPasses: 0, stale: [], expired: [] });
    // The errored case recorded as failed is met otherwise: judged as any case (a should-level one here).
    expect(runVerdict(known)).toEqual({ verdict: 'passed', reason: 'should', count: 1 });
    // Every failure recorded as it came out: clean, even under strict.
    expect(runVerdict(judged(KNOWN_ALL, true))).toEqual({ verdict: 'passed', reason: 'clean' });
  });

  it('stale entries are listed; an entry past its date fails the run; an unexpected pass fails it under strict', () => {
    const text = `expectations:
  - id: limits/per-page-ok
    outcome: failed
    reason: was broken
  - id: nosuch/*
    outcome: failed
    reason: gone
  - id: limits/per-page-101
    outcome: failed
    reason: due
    until: 2026-11-21
  - id: batch/html-answer
    outcome: errored
    reason: the day itself still counts
    until: 2026-11-22
  - id: namespace:shop-analytics
    outcome: failed
    reason: no plugin
`;
    const loose = judged(text);
    expect(loose.expectations).toMatchObject({
      expected: 3,
      unexpectedPasses: 1,
      stale: [{ entry: 'nosuch/*', line: 5 }],
      expired: [{ entry: 'limits/per-page-101', until: '2026-11-21', line: 8 }],
    });
    expect(runVerdict(loose)).toEqual({ verdict: 'failed', reason: 'expired', count: 1 });
    const undated = text.replace('    until: 2026-11-21\n', '');
    expect(runVerdict(judged(undated))).toEqual({ verdict: 'passed', reason: 'clean' });
    expect(runVerdict(judged(undated, true))).toEqual({ verdict: 'failed', reason: 'unexpected-pass', count: 1 });
  });

  it('a judge remembers the entries that matched only for its run', () => {
    const parsed = parseExpectations('expectations:\n  - id: "*"\n    outcome: failed\n    reason: all\n', 'f.yaml');
    const judge = new ExpectationsJudge(parsed, Date.parse('2026-01-01'));
    expect(judge.summary([], []).stale).toEqual([{ entry: '*', line: 2 }]);
  });
});

/** Every failure of the fixture recorded as it came out. */
const KNOWN_ALL = `expectations:
  - id: limits/per-page-101
    outcome: failed
    reason: a
  - id: batch/html-answer
    outcome: errored
    reason: b
  - id: namespace:*
    outcome: failed
    reason: c
`;

describe('expectations --from: the file written from a report', () => {
  it('one entry per failed or errored case and per failing root cause, reasons empty; refused until filled', () => {
    const { yaml, entries } = expectationsFromReport(JSON.stringify(FIXTURE), 'report.json', ['fill in']);
    expect(entries).toBe(3);
    expect(yaml).toContain('# fill in\n');
    expect(yaml).toContain('  - id: "limits/per-page-101"\n    outcome: failed\n    reason: ""\n');
    expect(yaml).toContain('  - id: "batch/html-answer"\n    outcome: errored\n    reason: ""\n');
    expect(yaml).toContain('  - id: "namespace:shop-analytics"\n    outcome: failed\n    reason: ""\n');
    expect(problems(yaml)).toHaveLength(3);
    const filled = parseExpectations(yaml.replaceAll('reason: ""', 'reason: "known"'), 'f.yaml');
    const result = judged(yaml.replaceAll('reason: ""', 'reason: "known"'));
    expect(filled.entries).toHaveLength(3);
    expect(runVerdict(result)).toEqual({ verdict: 'passed', reason: 'clean' });
  });

  it('keeps the reason, link and date a failure was already recorded with', () => {
    const recorded = judged(
      'expectations:\n  - id: limits/*\n    outcome: failed\n    reason: "a \\"quoted\\" reason"\n    link: https://x.test/1\n    until: 2030-01-01\n',
    );
    const { yaml } = expectationsFromReport(JSON.stringify(recorded), 'r.json');
    expect(yaml).toContain(
      '  - id: "limits/per-page-101"\n    outcome: failed\n    reason: "a \\"quoted\\" reason"\n    link: "https://x.test/1"\n    until: "2030-01-01"\n',
    );
    expect(parseExpectations(yaml.replaceAll('reason: ""', 'reason: "b"'), 'f.yaml').entries[0]?.reason).toBe(
      'a "quoted" reason',
    );
  });

  it('a file that is no report is said so', () => {
    expect(() => expectationsFromReport('{"suites": []}', 'x.json')).toThrow(/not a shop-conformance JSON report/);
    expect(() => expectationsFromReport('nope', 'x.json')).toThrow(/not JSON/);
  });
});
