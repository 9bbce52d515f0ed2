import type { RunResult } from '../src/model/result.js';
import { runVerdict } from '../src/model/verdict.js';

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
 * The run's one verdict (`runVerdict`, strict kept on the result) as the code CI reads. An interrupted
 * run has no verdict on the whole: the code its run ended with (`report` of its result says the same).
 */
export function exitCodeFor(
  result: RunResult,
): (typeof EXIT)['passed' | 'mustFailure' | 'unreachable' | 'interrupted'] {
  const { verdict } = runVerdict(result);
  if (verdict === 'unreachable') return EXIT.unreachable;
  if (verdict === 'interrupted') return EXIT.interrupted;
  return verdict === 'failed' ? EXIT.mustFailure : EXIT.passed;
}
