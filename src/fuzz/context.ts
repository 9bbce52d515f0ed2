import type { CaseResult } from '../model/result.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import type { CaseEnvironment } from '../runner/execute-case.js';
import type { FuzzEndpoint } from './endpoints.js';

/** What the phase needs of the run it is part of. */
export interface PhaseContext {
  env: CaseEnvironment;
  /** Spoken in the site's words (`site/speak.ts`). */
  speak: (spec: CaseSpec) => CaseSpec;
  suite: Suite;
  concurrency: number;
  /** `--level must`: the should-level checks are left out. */
  mustOnly: boolean;
  stopping: () => boolean;
  onCase: (result: CaseResult) => void;
  /**
   * The endpoint as the site's index offers it (`site/prerequisites.ts`): blocked by the root cause
   * it lacks (its namespace, route or part), else with the enum values the index lacks not drawn.
   */
  offered?: (e: FuzzEndpoint) => Promise<{ blockedBy: string } | { endpoint: FuzzEndpoint }>;
}
