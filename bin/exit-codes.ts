import type { RunResult } from '../src/model/result.js';

/** The CLI's promises to CI: keep these numbers stable. */
export const EXIT = {
  passed: 0,
  mustFailure: 1,
  usage: 2,
  unreachable: 3,
  /** The tool itself failed (an exception escaped the engine or a reporter): a bug, never a verdict on the target. */
  internal: 4,
  /** Ctrl-C (and SIGTERM: 143), the shell's own codes: stopped at once, no report written. */
  interrupted: 130,
  terminated: 143,
} as const;

/**
 * The verdict a run's result gives CI: an unreachable target (nothing was checked) before any failure,
 * then a must-level failure, or a should-level one under `--strict`.
 */
export function exitCodeFor(
  result: RunResult,
  strict: boolean,
): (typeof EXIT)['passed' | 'mustFailure' | 'unreachable'] {
  if (result.unreachable) return EXIT.unreachable;
  if (result.totals.mustFailed > 0) return EXIT.mustFailure;
  if (strict && result.totals.shouldFailed > 0) return EXIT.mustFailure;
  return EXIT.passed;
}
