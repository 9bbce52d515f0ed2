import type { CaseResult } from './result.js';
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
