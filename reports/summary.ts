import type { RootCause, RunResult } from '../src/model/result.js';
import { expectationsCounts } from './expectations.js';

/**
 * `1118 cases: 1100 passed, 3 failed, 0 errored, 5 skipped, 10 blocked by 2 root causes, 4 retried in 0.9s`:
 * the same line in every report (`retried` only when a case was judged on an answer that needed retries).
 */
export function countsLine(result: RunResult): string {
  const t = result.totals;
  const roots = result.rootCauses.length;
  const blocked = t.blocked > 0 ? `, ${t.blocked} blocked by ${roots} root cause${roots === 1 ? '' : 's'}` : '';
  // Root causes that are no case of their own (what the index does not list) are failures besides the cases'.
  const prerequisites =
    t.prerequisites > 0 ? ` (plus ${t.prerequisites} failed prerequisite${t.prerequisites === 1 ? '' : 's'})` : '';
  const retried = t.retried ? `, ${t.retried} retried` : '';
  // Known failures (`--expectations`) are among the failed ones, and said after them.
  return `${t.total} cases: ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped${blocked}${retried}${expectationsCounts(result)} in ${(result.durationMs / 1000).toFixed(1)}s${prerequisites}`;
}

/** `blocked 12 cases: security/config, auth/anonymous.get.security.v1.config, … (+9 more)`. */
export function blockedSummary(root: RootCause, shown = 5): string {
  const names = root.blocked.map((b) => `${b.suite}/${b.id}`);
  const more = names.length > shown ? `, … (+${names.length - shown} more)` : '';
  return `blocked ${names.length} case${names.length === 1 ? '' : 's'}: ${names.slice(0, shown).join(', ')}${more}`;
}
