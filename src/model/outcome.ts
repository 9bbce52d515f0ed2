/**
 * `blocked`: the case could not mean anything because something it needs is not there, a root cause
 * reported once (a namespace the index does not list, an earlier case that failed, an unreachable
 * target); counted apart from failures.
 */
export type Outcome = 'passed' | 'failed' | 'errored' | 'skipped' | 'blocked';
