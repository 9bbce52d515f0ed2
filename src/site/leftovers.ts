import type { CaseResult, SkipKind } from '../model/result.js';
import type { CaseSpec } from '../model/suite.js';
import { fill } from '../model/template.js';

/**
 * Whether a case that `leaves` something made it: it passed, or the site took its write (a success
 * answer) and a later check failed; what it made is on the shop either way. One that found it on the
 * site already (`found`: an earlier run made it) made nothing.
 */
export function madeIt(result: CaseResult): boolean {
  const status = result.exchange?.response?.status;
  if (result.found) return false;
  return (
    result.outcome === 'passed' ||
    (result.outcome === 'failed' && status !== undefined && status >= 200 && status < 300)
  );
}

/** What a case leaves, in the run's words: its placeholders filled from the captures (the account's real address). */
export function leavesText(leaves: string, captures: ReadonlyMap<string, unknown>): string {
  try {
    return fill(leaves, captures);
  } catch {
    // A capture its case never took (it failed before): the words as written still say what is left.
    return leaves;
  }
}

/**
 * A teardown skipped for these made nothing there was to remove: read-only mode wrote nothing, what it
 * reads was never made (`dependency`), the suite sent nothing before Ctrl-C (`idle`).
 */
const MADE_NOTHING: ReadonlySet<SkipKind> = new Set<SkipKind>(['read-only', 'dependency', 'idle']);

/**
 * Whether the suite's cases so far wrote nothing: none that writes (`requires: [writes]`, what read-only
 * mode skips) was sent. A teardown that names nothing it reads (it deletes a fixed key) then had nothing
 * to remove. A blocked negative sent its control, which may have written: that counts as sent.
 */
export function wroteNothing(results: readonly CaseResult[]): boolean {
  return results.every(
    (r) =>
      !r.spec.requires.includes('writes') ||
      r.outcome === 'skipped' ||
      (r.outcome === 'blocked' && r.control === undefined),
  );
}

/**
 * What a teardown did not remove: a cleanup that failed or could not run, or what its look found left.
 * `neverMade`: what it would remove was never made (the case making it was skipped, or found it on the
 * site), so its own skip, whatever the kind, left nothing (a run without credentials skips both).
 */
export function leftBehind(spec: CaseSpec, result: CaseResult, neverMade = false): string[] {
  const out = (result.notes ?? []).map((note) => `${spec.id}: ${spec.title}? no: ${note.message}`);
  if (result.outcome === 'failed' || result.outcome === 'errored') {
    out.push(
      `${spec.id}: ${spec.title} did not complete (${result.error?.message ?? result.failures[0]?.message ?? result.outcome})`,
    );
  } else if (
    result.outcome === 'skipped' &&
    result.skipKind !== undefined &&
    !MADE_NOTHING.has(result.skipKind) &&
    !neverMade
  ) {
    // Skipped for want of credentials, or stopped by Ctrl-C: whatever this teardown would have removed is still there.
    out.push(`${spec.id}: ${spec.title} was skipped (${result.skipReason})`);
  }
  return out;
}
