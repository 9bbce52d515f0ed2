import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor } from '../../../bin/exit-codes.js';
import { createReporter } from '../../../reports/index.js';
import type { CaseResult, RunResult, SuiteResult } from '../../../src/model/result.js';
import { runVerdict } from '../../../src/model/verdict.js';
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
const only = (cases: CaseResult[], mustFailed: number, shouldFailed: number, strict = false): RunResult => ({
  ...FIXTURE,
  options: { ...FIXTURE.options, strict },
  suites: [{ ...limits, cases }],
  rootCauses: [],
  totals: { ...FIXTURE.totals, total: cases.length, prerequisites: 0, mustFailed, shouldFailed },
});

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
    const html = /<p class="verdict (pass|fail)">([^<]*)<\/p>/.exec(render('html', result));
    const console = render('console', result);
    if (verdict === 'unreachable') {
      expect(html?.slice(1)).toEqual(['fail', 'TARGET UNREACHABLE']);
      expect(console).toContain('target unreachable');
      return;
    }
    expect(html?.slice(1)).toEqual(verdict === 'passed' ? ['pass', 'PASS'] : ['fail', 'FAIL']);
    expect(lastLine(console)).toMatch(verdict === 'passed' ? /^PASS/ : /^FAIL/);
    // JUnit's red count is nought exactly when the run passes.
    expect(junitRed(render('junit', result)) > 0).toBe(verdict === 'failed');
  });

  it('names why: must-level failures before should-level ones, which fail the run only when strict', () => {
    expect(runVerdict(FIXTURE)).toEqual({ verdict: 'failed', reason: 'must', count: 2 });
    expect(runVerdict(only([passed, deviation], 0, 1, true))).toEqual({
      verdict: 'failed',
      reason: 'should-strict',
      count: 1,
    });
    expect(runVerdict(only([passed, deviation], 0, 1))).toEqual({ verdict: 'passed', reason: 'should', count: 1 });
    expect(lastLine(render('console', only([passed, deviation], 0, 1, true)))).toBe(
      'FAIL: 1 should-level deviation(s) (--strict)',
    );
  });
});
