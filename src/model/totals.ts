import type { RootCause, RunResult, SuiteResult } from './result.js';
import { countedLevel, isExpected } from './verdict.js';

/**
 * A run's totals from its cases and root causes: the one count a run (`summarise`) and a join of its
 * shards (`src/results/merge.ts`) make alike. A known failure met as recorded (`--expectations`) is
 * counted by its outcome and fails nothing; a prerequisite the index does not list, or an unreachable
 * target, is one must-level failure of its own; a refused control is no failure of its own (the state
 * it was sent in refused a valid request).
 */
export function countTotals(
  suites: readonly SuiteResult[],
  roots: readonly RootCause[],
  retriedRequests: number,
): RunResult['totals'] {
  const totals: RunResult['totals'] = {
    passed: 0,
    failed: 0,
    errored: 0,
    skipped: 0,
    blocked: 0,
    total: 0,
    prerequisites: 0,
    mustFailed: 0,
    shouldFailed: 0,
    retried: 0,
    retriedRequests,
  };
  for (const c of suites.flatMap((s) => s.cases)) {
    totals[c.outcome]++;
    totals.total++;
    if (c.retries) totals.retried = (totals.retried ?? 0) + 1;
    const level = countedLevel(c);
    if (level === 'must') totals.mustFailed++;
    else if (level === 'should') totals.shouldFailed++;
  }
  for (const root of roots) {
    if (root.kind === 'case' || root.kind === 'control') continue;
    totals.prerequisites++;
    if (!isExpected(root)) totals.mustFailed++;
  }
  return totals;
}
