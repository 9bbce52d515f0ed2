import type { CaseResult } from '../model/result.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import type { CaseEnvironment } from './execute-case.js';
import type { IndexListing, Prerequisite } from '../site/prerequisites.js';

/** What a phase after the suites is given of the run: its client and environment, what the index lists. */
export interface SuitesDone {
  env: CaseEnvironment;
  listing: IndexListing;
  /** The prerequisites found missing so far; the phase adds what it finds missing. */
  missing: Map<string, Prerequisite>;
  /** A case spoken in the site's words (`speak.ts`). */
  speak: (spec: CaseSpec) => CaseSpec;
  concurrency: number;
  /** Whether the run was interrupted: nothing new is to be sent. */
  stopping: () => boolean;
  /** Each case's result as it ends (the runner emits it). */
  onCase: (result: CaseResult) => void;
}

/**
 * A phase the runner runs after the suites and reports as a suite of its own: the fuzz phase
 * (`src/fuzz/hand-off.ts`). Handed to the runner by the engine, so the runner never imports it.
 */
export interface AfterSuites {
  suite: Suite;
  /** How many cases it will report (none: it does not run). */
  count: number;
  /** It replaces the suites: the plan's cases are not sent (a fuzz replay sends its one request). */
  alone: boolean;
  run: (run: SuitesDone) => Promise<{ cases: CaseResult[]; leftovers: string[] }>;
}
