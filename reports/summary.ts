import type { RootCause, RunResult } from '../src/model/result.js';
import type { RunVerdict } from '../src/model/verdict.js';
import { expectationsCounts } from './expectations.js';

/** `1 case`, `2 cases`, `1 unexpected pass`, `3 unexpected passes`: a count and its noun agree everywhere a report prints one. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The run's verdict in words, the same in every report (the console's last line, HTML's verdict,
 * JUnit's `verdict` property). An interrupted run has none on the whole: it says so, and how many
 * must-level failures the cases that ran found; a coverage floor missed says the figure and the floor.
 */
export function verdictText(v: RunVerdict): string {
  switch (v.verdict) {
    case 'unreachable':
      return 'TARGET UNREACHABLE';
    case 'interrupted':
      return `INTERRUPTED: no verdict on the whole run${v.count > 0 ? ` (${plural(v.count, 'must-level failure')} among the cases that ran)` : ''}`;
    case 'passed':
      return v.reason === 'clean' ? 'PASS' : `PASS with ${plural(v.count, 'should-level deviation')}`;
    case 'failed':
      switch (v.reason) {
        case 'must':
          return `FAIL: ${plural(v.count, 'must-level failure')}`;
        case 'expired':
          return `FAIL: ${plural(v.count, 'expectation')} past ${v.count === 1 ? 'its' : 'their'} until date`;
        case 'unexpected-pass':
          return `FAIL: ${plural(v.count, 'unexpected pass', 'unexpected passes')} (--strict)`;
        case 'should-strict':
          return `FAIL: ${plural(v.count, 'should-level deviation')} (--strict)`;
        case 'coverage':
          return `FAIL: route×method coverage ${v.shown} is below --min-coverage ${v.min}%`;
      }
  }
}

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
  return `${plural(t.total, 'case')}: ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped${blocked}${retried}${expectationsCounts(result)} in ${(result.durationMs / 1000).toFixed(1)}s${prerequisites}`;
}

/** `blocked 12 cases: security/config, auth/anonymous.get.security.v1.config, … (+9 more)`. */
export function blockedSummary(root: RootCause, shown = 5): string {
  const names = root.blocked.map((b) => `${b.suite}/${b.id}`);
  const more = names.length > shown ? `, … (+${names.length - shown} more)` : '';
  return `blocked ${names.length} case${names.length === 1 ? '' : 's'}: ${names.slice(0, shown).join(', ')}${more}`;
}
