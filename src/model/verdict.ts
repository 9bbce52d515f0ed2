import type { CaseResult, RunResult } from './result.js';
import type { Level } from './suite.js';

/**
 * The level at which a case did not pass: must when any must-level expectation failed (or a must-level
 * case errored), should when only should-level ones did; undefined for a case that passed or was skipped.
 */
export function verdictLevel(c: CaseResult): Level | undefined {
  if (c.outcome === 'errored') return c.level;
  if (c.outcome !== 'failed') return undefined;
  return c.failures.some((f) => (f.level ?? c.level) === 'must') ? 'must' : 'should';
}

/** Whether a failure at this level fails the run: a must-level one always, a should-level one only when strict. */
export function failsTheRun(level: Level | undefined, strict: boolean): boolean {
  return level === 'must' || (strict && level === 'should');
}

/**
 * A run's one verdict, read by the exit code, the console, the HTML report and JUnit alike: an
 * unreachable target (nothing was checked) before any failure, then must-level failures, then
 * should-level ones, which fail the run only when it was strict (kept on the result).
 */
export type RunVerdict =
  | { verdict: 'unreachable' }
  | { verdict: 'failed'; reason: 'must'; count: number }
  | { verdict: 'failed'; reason: 'should-strict'; count: number }
  | { verdict: 'passed'; reason: 'should'; count: number }
  | { verdict: 'passed'; reason: 'clean' };

export function runVerdict(result: Pick<RunResult, 'unreachable' | 'totals' | 'options'>): RunVerdict {
  const { mustFailed, shouldFailed } = result.totals;
  if (result.unreachable) return { verdict: 'unreachable' };
  if (mustFailed > 0) return { verdict: 'failed', reason: 'must', count: mustFailed };
  if (shouldFailed > 0)
    return failsTheRun('should', result.options.strict)
      ? { verdict: 'failed', reason: 'should-strict', count: shouldFailed }
      : { verdict: 'passed', reason: 'should', count: shouldFailed };
  return { verdict: 'passed', reason: 'clean' };
}
