import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor } from '../../../bin/exit-codes.js';
import { createReporter } from '../../../reports/index.js';
import type { CaseResult, RunResult, SuiteResult } from '../../../src/model/result.js';
import { runVerdict } from '../../../src/model/verdict.js';
import { verdictText } from '../../../reports/summary.js';
import { CONVENTION_FAILURE, FIXTURE } from './fixture.js';

// One verdict (`runVerdict`, strict kept on the result) read by the exit code, the console, the HTML
// report and JUnit: for each kind of run they say the same thing.

const limits = FIXTURE.suites[0] as SuiteResult;
const passed = limits.cases[0] as CaseResult;
// A must-level case whose only failure is a should-level check: a deviation from a convention.
const deviation: CaseResult = {
  ...passed,
  id: 'per-page-code',
  outcome: 'failed',
  failures: [CONVENTION_FAILURE],
};
const OUTCOMES = ['passed', 'failed', 'errored', 'skipped', 'blocked'] as const;
const only = (cases: CaseResult[], mustFailed: number, shouldFailed: number, strict = false): RunResult => ({
  ...FIXTURE,
  options: { ...FIXTURE.options, strict },
  suites: [{ ...limits, cases }],
  rootCauses: [],
  totals: {
    ...FIXTURE.totals,
    ...Object.fromEntries(OUTCOMES.map((o) => [o, cases.filter((c) => c.outcome === o).length])),
    total: cases.length,
    prerequisites: 0,
    mustFailed,
    shouldFailed,
  },
});

/** 1 of the catalog's 20 route×methods requested: 5.0%. */
const COVERAGE = {
  sites: [],
  parts: [],
  totals: { requested: 1, positive: 1, total: 20 },
  unrouted: [],
  skipped: 0,
} satisfies RunResult['coverage'];
const runs: { name: string; result: RunResult; verdict: ReturnType<typeof runVerdict>['verdict']; code: number }[] = [
  { name: 'clean', result: only([passed], 0, 0), verdict: 'passed', code: EXIT.passed },
  { name: 'should-level deviations', result: only([passed, deviation], 0, 1), verdict: 'passed', code: EXIT.passed },
  {
    name: 'should-level deviations, strict',
    result: only([passed, deviation], 0, 1, true),
    verdict: 'failed',
    code: EXIT.mustFailure,
  },
  { name: 'must-level failures', result: FIXTURE, verdict: 'failed', code: EXIT.mustFailure },
  { name: 'unreachable', result: { ...FIXTURE, unreachable: true }, verdict: 'unreachable', code: EXIT.unreachable },
  // Ctrl-C: what was not run is unknown, so no PASS or FAIL of the whole, failures found or not.
  { name: 'interrupted', result: { ...only([passed], 0, 0), interrupted: true }, verdict: 'interrupted', code: 130 },
  { name: 'interrupted with failures', result: { ...FIXTURE, interrupted: true }, verdict: 'interrupted', code: 130 },
  // Every case passed, but the run requested less of the catalog than --min-coverage asks.
  {
    name: 'coverage below --min-coverage',
    result: { ...only([passed], 0, 0), options: { ...FIXTURE.options, minCoverage: 50 }, coverage: COVERAGE },
    verdict: 'failed',
    code: EXIT.mustFailure,
  },
];

const render = (name: string, result: RunResult) => createReporter(name, { color: false }).render(result);
const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';
const junitRed = (xml: string) => {
  const head = /<testsuites [^>]*>/.exec(xml)?.[0] ?? '';
  return Number(/failures="(\d+)"/.exec(head)?.[1]) + Number(/errors="(\d+)"/.exec(head)?.[1]);
};

describe('one verdict', () => {
  it.each(runs)('$name: the exit code, the console, the HTML report and JUnit agree', ({ result, verdict, code }) => {
    expect(runVerdict(result).verdict).toBe(verdict);
    expect(exitCodeFor(result)).toBe(code);
    const html = /<p class="verdict (pass|fail|warn)">([^<]*)(?: <span class="most-not-run">[^<]*<\/span>)?<\/p>/.exec(
      render('html', result),
    );
    const console = render('console', result);
    if (verdict === 'unreachable') {
      expect(html?.slice(1)).toEqual(['fail', 'TARGET UNREACHABLE']);
      expect(console).toContain('target unreachable');
      return;
    }
    const said = verdictText(runVerdict(result));
    expect(html?.slice(1)).toEqual([{ passed: 'pass', interrupted: 'warn', failed: 'fail' }[verdict], said]);
    // The console's line may add what was not run; it starts with the verdict.
    expect(lastLine(console).startsWith(said)).toBe(true);
    expect(said).toMatch({ passed: /^PASS/, interrupted: /^INTERRUPTED: no verdict/, failed: /^FAIL/ }[verdict]);
    const junit = render('junit', result);
    expect(junit).toContain(`<property name="verdict" value="${said}"/>`);
    // JUnit's red count is nought exactly when no case fails the run (a coverage floor is no case's failure).
    expect(junitRed(junit) > 0).toBe(result.totals.mustFailed > 0 || (verdict === 'failed' && !result.coverage));
  });

  it('names why: must-level failures before should-level ones, which fail the run only when strict', () => {
    expect(runVerdict(FIXTURE)).toEqual({ verdict: 'failed', reason: 'must', count: 2 });
    expect(runVerdict(only([passed, deviation], 0, 1, true))).toEqual({
      verdict: 'failed',
      reason: 'should-strict',
      count: 1,
    });
    expect(runVerdict(only([passed, deviation], 0, 1))).toEqual({ verdict: 'passed', reason: 'should', count: 1 });
    // The console names what --strict fails on.
    expect(lastLine(render('console', only([passed, deviation], 0, 1, true)))).toMatch(
      /^FAIL: 1 should-level deviation \(--strict\): \S+\/\S+$/,
    );
  });

  it('says a coverage shortfall, and an interruption, in words every report shares', () => {
    const short = { ...only([passed], 0, 0), options: { ...FIXTURE.options, minCoverage: 50 }, coverage: COVERAGE };
    expect(runVerdict(short)).toEqual({ verdict: 'failed', reason: 'coverage', shown: '5.0%', min: 50 });
    expect(verdictText(runVerdict(short))).toBe('FAIL: route×method coverage 5.0% is below --min-coverage 50%');
    // At the floor exactly, or without a floor, the same run passes.
    expect(runVerdict({ ...short, options: { ...short.options, minCoverage: 5 } }).verdict).toBe('passed');
    expect(runVerdict({ ...short, options: FIXTURE.options }).verdict).toBe('passed');
    expect(verdictText(runVerdict({ ...FIXTURE, interrupted: true }))).toBe(
      'INTERRUPTED: no verdict on the whole run (2 must-level failures among the cases that ran)',
    );
    expect(verdictText(runVerdict({ ...only([passed], 0, 0), interrupted: true }))).toBe(
      'INTERRUPTED: no verdict on the whole run',
    );
    // An unreachable target says so before an interruption: nothing was checked at all.
    expect(runVerdict({ ...FIXTURE, interrupted: true, unreachable: true }).verdict).toBe('unreachable');
  });
});
