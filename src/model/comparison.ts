import type { Level } from './suite.js';

/**
 * A case's outcome (`Outcome` of result.ts, which imports this file: written out here to keep the two
 * files out of an import circle; `src/results/diff.ts` holds them equal at compile time), or none.
 */
export type ComparedOutcome = 'passed' | 'failed' | 'errored' | 'skipped' | 'blocked' | 'absent';

/**
 * One case (`suite/id`) or root cause (`id`, kind `root`: a prerequisite the index lacks, an
 * unreachable target) as two runs saw it: its outcome in each (`absent` when the run had none; a root
 * cause is `failed` while it is there), its verdict level now and before, and its failure messages.
 */
export interface ComparedEntry {
  id: string;
  kind: 'case' | 'root';
  title: string;
  was: ComparedOutcome;
  now: ComparedOutcome;
  /** The verdict level (`verdictLevel`) in the newer run, or the older when it no longer fails there. */
  level?: Level | undefined;
  wasLevel?: Level | undefined;
  /** For `changed`: the messages in each run. */
  wasMessage?: string | undefined;
  message?: string | undefined;
}

/**
 * What changed from one run (the baseline) to another (`shop-conformance diff`, `--baseline`): what
 * fails now that did not (passed, skipped, blocked or absent before), what no longer fails, what fails
 * in both (and of those, what fails with another message or at another level), known failures met as
 * recorded (`--expectations`, never new failures) and the cases only one run has.
 */
export interface RunComparison {
  baseline: { runId?: string | undefined; startedAt: string; file?: string | undefined };
  newFailures: ComparedEntry[];
  fixed: ComparedEntry[];
  stillFailing: ComparedEntry[];
  /** Among `stillFailing`: another message or another level than before. */
  changed: ComparedEntry[];
  /** Failing now, as an expectations file recorded (not new failures whatever they were before). */
  known: ComparedEntry[];
  /** Cases only the newer run has, and only the baseline has (`suite/id`). */
  added: string[];
  removed: string[];
}
