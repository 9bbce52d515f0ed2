import { describe, expect, it } from 'vitest';
import type { CaseResult, Outcome, RootCause, RunResult } from '../../src/model/result.js';
import { runVerdict } from '../../src/model/verdict.js';
import { compareRuns, newMustFailures } from '../../src/results/diff.js';
import { mergeReports, ReportsRefused } from '../../src/results/merge.js';
import { readReport, UnreadableReport } from '../../src/results/read-report.js';

/** A case of suite `s` with an outcome; a failed one fails a check at `level`. */
function kase(id: string, outcome: Outcome, level: 'must' | 'should' = 'must', message = 'wrong'): CaseResult {
  return {
    suite: 's',
    id,
    title: id,
    level,
    tags: [],
    outcome,
    failures: outcome === 'failed' ? [{ check: 'status', level, title: 't', message }] : [],
    ...(outcome === 'errored' ? { error: { code: 'timeout' as const, message } } : {}),
    durationMs: 1,
    spec: { origin: { file: 's.yaml', line: 1 }, requires: [] },
  };
}

const namespace = (blocked: string[]): RootCause => ({
  id: 'namespace:shop/v9',
  kind: 'namespace',
  level: 'must',
  title: 'the index lists namespace shop/v9',
  failure: { check: 'prerequisite', level: 'must', title: 'absent', message: 'not listed' },
  blocked: blocked.map((id) => ({ suite: 's', id, title: id })),
});

/** A run (or one shard of it) of these cases and root causes, its totals as the runner counts them. */
function run(cases: CaseResult[], roots: RootCause[] = [], shard?: string, runId = 'r1'): RunResult {
  const count = (o: Outcome) => cases.filter((c) => c.outcome === o).length;
  return {
    formatVersion: 2,
    tool: { name: 'shop-conformance', version: '1.0.0' },
    target: { baseUrl: 'http://shop.test', apiRoot: '/rest-api', embedded: false },
    options: { readOnly: false, strict: false, ...(shard ? { shard } : {}) },
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1000,
    suites: [{ id: 's', title: 'S', file: 's.yaml', cases, durationMs: 10, leftovers: [] }],
    rootCauses: roots,
    totals: {
      passed: count('passed'),
      failed: count('failed'),
      errored: count('errored'),
      skipped: count('skipped'),
      blocked: count('blocked'),
      total: cases.length,
      prerequisites: roots.length,
      mustFailed: 0,
      shouldFailed: 0,
    },
    unreachable: false,
    provenance: {
      runId,
      catalogDigest: 'sha256:c',
      suitesDigest: 'sha256:s',
      suites: ['s'],
      seeds: {},
      endedAt: '2026-01-01T00:00:01.000Z',
    },
  };
}

describe('compareRuns', () => {
  it('a case failing now that passed, was skipped, blocked or absent is a new failure; at its verdict level', () => {
    const old = run([kase('a', 'passed'), kase('b', 'skipped'), kase('c', 'blocked'), kase('d', 'passed')]);
    const now = run([
      kase('a', 'failed'),
      kase('b', 'errored', 'should'),
      kase('c', 'failed'),
      kase('d', 'passed'),
      kase('e', 'failed', 'should'),
    ]);
    const c = compareRuns(old, now);
    expect(c.newFailures.map((e) => [e.id, e.was, e.now, e.level])).toEqual([
      ['s/a', 'passed', 'failed', 'must'],
      ['s/b', 'skipped', 'errored', 'should'],
      ['s/c', 'blocked', 'failed', 'must'],
      ['s/e', 'absent', 'failed', 'should'],
    ]);
    expect(c.added).toEqual(['s/e']);
    expect(newMustFailures(c).map((e) => e.id)).toEqual(['s/a', 's/c']);
  });

  it('a failure only should-level is no must-level new failure: the gate stays open', () => {
    const c = compareRuns(run([kase('a', 'passed')]), run([kase('a', 'failed', 'should')]));
    expect(c.newFailures).toHaveLength(1);
    expect(newMustFailures(c)).toEqual([]);
  });

  it('fixed, still failing, changed by message or level, removed', () => {
    const old = run([
      kase('a', 'failed'),
      kase('b', 'failed'),
      kase('c', 'failed'),
      kase('d', 'failed'),
      kase('x', 'failed'),
    ]);
    const now = run([
      kase('a', 'passed'),
      kase('b', 'failed'),
      kase('c', 'failed', 'must', 'another message'),
      kase('d', 'failed', 'should'),
    ]);
    const c = compareRuns(old, now);
    expect(c.fixed.map((e) => e.id)).toEqual(['s/a']);
    expect(c.stillFailing.map((e) => e.id)).toEqual(['s/b', 's/c', 's/d']);
    expect(c.changed.map((e) => [e.id, e.wasMessage, e.message, e.wasLevel, e.level])).toEqual([
      ['s/c', 'wrong', 'another message', 'must', 'must'],
      ['s/d', 'wrong', 'wrong', 'must', 'should'],
    ]);
    // A case gone is removed, not fixed.
    expect(c.removed).toEqual(['s/x']);
    expect(c.newFailures).toEqual([]);
  });

  it('a known failure met as recorded (expectations) is no new failure', () => {
    const known: CaseResult = {
      ...kase('a', 'failed'),
      expectation: { entry: 's/a', outcome: 'failed', reason: 'known', met: 'expected' },
    };
    const c = compareRuns(run([kase('a', 'passed')]), run([known]));
    expect(c.newFailures).toEqual([]);
    expect(c.known.map((e) => e.id)).toEqual(['s/a']);
    expect(newMustFailures(c)).toEqual([]);
  });

  it('a root cause that appears is a new must-level failure, one that is gone is fixed; a case root is the case', () => {
    const caseRoot: RootCause = { id: 's/a', kind: 'case', level: 'must', title: 'a', blocked: [] };
    const c = compareRuns(run([kase('a', 'passed')]), run([kase('a', 'blocked')], [namespace(['a']), caseRoot]));
    expect(c.newFailures.map((e) => [e.id, e.kind, e.level])).toEqual([['namespace:shop/v9', 'root', 'must']]);
    const back = compareRuns(run([kase('a', 'blocked')], [namespace(['a'])]), run([kase('a', 'passed')]));
    expect(back.fixed.map((e) => [e.id, e.now])).toEqual([['namespace:shop/v9', 'absent']]);
  });
});

describe('mergeReports', () => {
  const shard = (i: number, cases: CaseResult[], roots: RootCause[] = []) => ({
    file: `shard-${i}.json`,
    result: run(cases, roots, `${i}/2`),
  });

  it('each case once, a root cause found by both shards once with what it blocked in each, totals counted again', () => {
    const merged = mergeReports([
      shard(1, [kase('a', 'failed'), kase('b', 'blocked')], [namespace(['b'])]),
      shard(2, [kase('c', 'passed'), kase('d', 'blocked'), kase('e', 'failed', 'should')], [namespace(['d'])]),
    ]);
    expect(merged.suites[0]?.cases.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(merged.rootCauses.map((r) => [r.id, r.blocked.map((b) => b.id)])).toEqual([
      ['namespace:shop/v9', ['b', 'd']],
    ]);
    expect(merged.totals).toMatchObject({
      total: 5,
      passed: 1,
      failed: 2,
      blocked: 2,
      prerequisites: 1,
      mustFailed: 2,
      shouldFailed: 1,
    });
    expect(merged.options.shard).toBeUndefined();
    expect(runVerdict(merged)).toEqual({ verdict: 'failed', reason: 'must', count: 2 });
  });

  it('an expectations entry is stale only when no shard used it; the known failures counted once', () => {
    const summary = (stale: string[]) => ({
      file: 'known.yaml',
      digest: 'sha256:k',
      entries: 3,
      expected: 1,
      unexpectedPasses: 0,
      stale: stale.map((entry, line) => ({ entry, line })),
      expired: [],
    });
    const known = { entry: 'namespace:*', outcome: 'blocked' as const, reason: 'r', met: 'expected' as const };
    const one = shard(1, [kase('a', 'passed')], [{ ...namespace([]), expectation: known }]);
    const two = shard(2, [kase('b', 'passed')], [{ ...namespace([]), expectation: known }]);
    one.result.expectations = summary(['x', 'y']);
    two.result.expectations = summary(['x', 'z']);
    two.result.expectations.stale[1] = { entry: 'y', line: 1 };
    const merged = mergeReports([one, two]);
    expect(merged.expectations?.stale).toEqual([
      { entry: 'x', line: 0 },
      { entry: 'y', line: 1 },
    ]);
    expect(merged.expectations?.expected).toBe(1);
    expect(merged.totals.mustFailed).toBe(0);
  });

  it('embedded targets join whatever their ports; other targets only at the same URL', () => {
    const a = shard(1, [kase('a', 'passed')]);
    const b = shard(2, [kase('b', 'passed')]);
    a.result.target = { baseUrl: 'http://127.0.0.1:1111', apiRoot: '/rest-api', embedded: true };
    b.result.target = { baseUrl: 'http://127.0.0.1:2222', apiRoot: '/rest-api', embedded: true };
    expect(mergeReports([a, b]).totals.total).toBe(2);
    a.result.target.embedded = false;
    b.result.target.embedded = false;
    expect(() => mergeReports([a, b])).toThrow(
      /the target differs: shard-1\.json ran against http:\/\/127\.0\.0\.1:1111/,
    );
  });

  it('refuses, naming each problem: tool version, digests, a whole run among shards', () => {
    const a = shard(1, [kase('a', 'passed')]);
    const b = shard(2, [kase('b', 'passed')]);
    b.result.tool.version = '2.0.0';
    b.result.provenance!.suitesDigest = 'sha256:other';
    const whole = { file: 'whole.json', result: run([kase('c', 'passed')]) };
    let refused: ReportsRefused | undefined;
    try {
      mergeReports([a, b, whole]);
    } catch (error) {
      refused = error as ReportsRefused;
    }
    expect(refused).toBeInstanceOf(ReportsRefused);
    expect(refused?.problems).toEqual([
      'the tool version differs: shard-1.json has "1.0.0", shard-2.json has "2.0.0"',
      'the suites digest differs: shard-1.json has "sha256:s", shard-2.json has "sha256:other"',
      'whole.json is a whole run (not one shard of several): a whole run is given alone',
    ]);
  });

  it("a whole run's report alone is itself; one shard alone is refused with the others missing", () => {
    const one = { file: 'one.json', result: run([kase('a', 'passed')]) };
    expect(mergeReports([one])).toBe(one.result);
    expect(() => mergeReports([shard(1, [kase('a', 'passed')])])).toThrow('shard 2/2 is missing');
  });
});

describe('readReport', () => {
  it('reads an NDJSON stream back into the result its lines hold', () => {
    const result = run([kase('a', 'failed')]);
    const { suites, totals, rootCauses, unreachable, durationMs, ...rest } = result;
    const lines = [
      {
        type: 'run-start',
        formatVersion: 1,
        tool: 'shop-conformance 1.0.0',
        time: 't',
        target: 'x',
        suites: 1,
        cases: 1,
      },
      { type: 'suite-start', time: 't', suite: 's', title: 'S', cases: 1 },
      { type: 'case-end', time: 't', result: suites[0]?.cases[0] },
      { type: 'suite-end', time: 't', suite: 's', durationMs: 10, totals: {}, leftovers: [] },
      { type: 'run-end', time: 't', durationMs, totals, rootCauses, unreachable, interrupted: false, run: rest },
    ];
    const read = readReport(lines.map((l) => JSON.stringify(l)).join('\n'), 'r.ndjson');
    expect({ ...read, suites: read.suites.map((s) => ({ ...s, file: 's.yaml' })) }).toEqual(result);
  });

  it.each([
    ['', 'empty'],
    ['not json', 'not JSON, nor NDJSON'],
    ['[1, 2]', 'not a shop-conformance report'],
    ['{"type":"run-start"}\n{"type":"case-end"}', 'without its run-end line'],
    ['{"type":"run-start"}\n{"type":"run-end"}', 'lacks `run`'],
  ])('says what %j is instead of a report', (text, why) => {
    expect(() => readReport(text, 'f')).toThrow(UnreadableReport);
    expect(() => readReport(text, 'f')).toThrow(why);
  });
});

describe('the examination of every answer across runs and shards', () => {
  /** A `replies` case: a route's pass, or a finding on one of its members. */
  const reply = (route: string, finding?: { member: string; answers: number; seenBy: string[] }): CaseResult => ({
    ...kase(finding ? `${route} ${finding.member} type` : route, finding ? 'failed' : 'passed'),
    suite: 'replies',
    ...(finding
      ? {
          failures: [
            {
              check: 'reply',
              level: 'must' as const,
              title: 't',
              message: `${finding.member} is "0" (string), where it must be integer (shop-rest-interface.md:120); seen in ${finding.answers} answers, first by ${finding.seenBy.join(', ')}`,
            },
          ],
        }
      : {}),
    reply: { route, answers: finding?.answers ?? 3, seenBy: finding?.seenBy ?? ['s/a'] },
  });
  const withReplies = (result: RunResult, cases: CaseResult[]): RunResult => ({
    ...result,
    suites: [
      ...result.suites,
      { id: 'replies', title: 'R', file: '(every answer)', cases, durationMs: 0, leftovers: [] },
    ],
    provenance: result.provenance && { ...result.provenance, suites: ['s', 'replies'] },
  });
  const finding = { member: 'customer_id', answers: 2, seenBy: ['s/a', 's/b'] };

  it('diff: a finding is new, then fixed when gone; a route giving way to its findings and back is neither added nor removed', () => {
    const clean = withReplies(run([kase('a', 'passed')]), [reply('GET /x')]);
    const broken = withReplies(run([kase('a', 'passed')]), [reply('GET /x', finding)]);
    const worse = compareRuns(clean, broken);
    expect(worse.newFailures.map((e) => e.id)).toEqual(['replies/GET /x customer_id type']);
    expect([worse.added, worse.removed]).toEqual([[], []]);
    const better = compareRuns(broken, clean);
    expect(better.fixed.map((e) => e.id)).toEqual(['replies/GET /x customer_id type']);
    expect([better.added, better.removed, better.newFailures]).toEqual([[], [], []]);
  });

  it('report: a finding of two shards once, its answers counted over both; a route passes only where no shard found anything', () => {
    const shard = (i: number, cases: CaseResult[]) => ({
      file: `shard-${i}.json`,
      result: withReplies(run([kase(`c${i}`, 'passed')], [], `${i}/2`), cases),
    });
    const merged = mergeReports([
      shard(1, [reply('GET /x', finding), reply('GET /y')]),
      shard(2, [
        reply('GET /x'),
        reply('GET /y'),
        reply('GET /x', { member: 'customer_id', answers: 3, seenBy: ['s/c'] }),
      ]),
    ]);
    const replies = merged.suites.find((s) => s.id === 'replies')?.cases ?? [];
    expect(replies.map((c) => [c.id, c.outcome, c.reply?.answers])).toEqual([
      ['GET /x customer_id type', 'failed', 5],
      ['GET /y', 'passed', 6],
    ]);
    expect(replies[0]?.failures[0]?.message).toMatch(/seen in 5 answers, first by s\/a, s\/b, s\/c$/);
    expect(merged.totals.failed).toBe(1);
  });
});
