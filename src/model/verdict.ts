import { requestedPercent } from '../coverage/tally.js';
import type { CaseExpectation, CaseResult, RunResult } from './result.js';
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

/** A known failure (`--expectations`) that came out as recorded: shown apart, it counts against no run. */
export function isExpected(x: { expectation?: CaseExpectation | undefined }): boolean {
  return x.expectation?.met === 'expected';
}

/** The level at which a case counts against the run: its `verdictLevel`, none for a known failure met as recorded. */
export function countedLevel(c: CaseResult): Level | undefined {
  return isExpected(c) ? undefined : verdictLevel(c);
}

/** Whether a failure at this level fails the run: a must-level one always, a should-level one only when strict. */
export function failsTheRun(level: Level | undefined, strict: boolean): boolean {
  return level === 'must' || (strict && level === 'should');
}

/**
 * A run's one verdict, read by the exit code, the console, the HTML report and JUnit alike: an
 * unreachable target (nothing was checked) before all, then an interruption (Ctrl-C: what was not run
 * is unknown, so there is no verdict on the whole, only the must-level failures found so far), then
 * must-level failures, then should-level ones, which fail the run only when it was strict (kept on the
 * result). Known failures met as recorded (`--expectations`) are not in the totals' counts; an entry
 * of the expectations file past its `until` date fails the run (`expired`: the failure was to be fixed
 * by then), and a case recorded as failing that passed fails it under strict (`unexpected-pass`: the
 * record must shrink). A run that requested less of the catalog than `--min-coverage` asks fails
 * (`coverage`, with the figure as shown and the floor), whatever its cases did.
 */
export type RunVerdict =
  | { verdict: 'unreachable' }
  | { verdict: 'interrupted'; count: number }
  | { verdict: 'failed'; reason: 'must'; count: number }
  | { verdict: 'failed'; reason: 'should-strict'; count: number }
  | { verdict: 'failed'; reason: 'expired'; count: number }
  | { verdict: 'failed'; reason: 'unexpected-pass'; count: number }
  | { verdict: 'failed'; reason: 'coverage'; shown: string; min: number }
  | { verdict: 'passed'; reason: 'should'; count: number }
  | { verdict: 'passed'; reason: 'clean' };

export function runVerdict(
  result: Pick<RunResult, 'unreachable' | 'totals' | 'options' | 'expectations' | 'interrupted' | 'coverage'>,
): RunVerdict {
  const { mustFailed, shouldFailed } = result.totals;
  const strict = result.options.strict;
  if (result.unreachable) return { verdict: 'unreachable' };
  if (result.interrupted) return { verdict: 'interrupted', count: mustFailed };
  if (mustFailed > 0) return { verdict: 'failed', reason: 'must', count: mustFailed };
  const expired = result.expectations?.expired.length ?? 0;
  if (expired > 0) return { verdict: 'failed', reason: 'expired', count: expired };
  if (shouldFailed > 0 && failsTheRun('should', strict))
    return { verdict: 'failed', reason: 'should-strict', count: shouldFailed };
  const unexpected = result.expectations?.unexpectedPasses ?? 0;
  if (unexpected > 0 && strict) return { verdict: 'failed', reason: 'unexpected-pass', count: unexpected };
  const shortfall = coverageShortfall(result);
  if (shortfall) return { verdict: 'failed', reason: 'coverage', ...shortfall };
  if (shouldFailed > 0) return { verdict: 'passed', reason: 'should', count: shouldFailed };
  return { verdict: 'passed', reason: 'clean' };
}

/** The requested share of the catalog below `--min-coverage` (`options.minCoverage`), or nothing. */
function coverageShortfall(
  result: Pick<RunResult, 'options' | 'coverage'>,
): { shown: string; min: number } | undefined {
  const min = result.options.minCoverage;
  if (min === undefined || !result.coverage) return undefined;
  const { exact, shown } = requestedPercent(result.coverage);
  return exact < min ? { shown, min } : undefined;
}
