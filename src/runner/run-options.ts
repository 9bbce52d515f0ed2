import type { CheckRegistry } from '../checks/registry.js';
import type { HttpRequest, NetworkOptions } from '../http/client.js';
import type { Vocabulary } from '../../spec/vocabulary.js';
import type { AfterSuites } from './after-suites.js';
import type { ParsedExpectations } from '../expectations/parse.js';
import type { RunResult } from '../model/result.js';
import type { SettingWords } from '../model/words.js';
import type { RunProvenance } from '../results/provenance.js';
import type { TargetContext } from '../http/request.js';

/** What a run's caller sets: the engine's options carry these and pass to the runner whole. */
export interface RunSettings {
  /** Aborted on Ctrl-C: no new case is sent, the teardowns run within `CLEANUP_DEADLINE_MS`, the result says `interrupted`. */
  signal?: AbortSignal | undefined;
  target: TargetContext & { embedded: boolean };
  strict: boolean;
  concurrency: number;
  timeoutMs: number;
  maxResponseBytes: number;
  /** The site's own words for the interface's neutral ones; cases are spoken in them. */
  vocabulary?: Vocabulary | undefined;
  /** Every request actually sent, for benchmarks that replay a run. */
  record?: ((request: HttpRequest) => void) | undefined;
  /** Proxy, rate limit and retries (`src/http/`); without them every request goes direct, at once, once. */
  network?: NetworkOptions | undefined;
  /** How messages name the settings they point to (the CLI gives its flags); the engine's option names otherwise. */
  words?: SettingWords | undefined;
  /** The run's id, shared by the shards of one run (`--run-id`, else the CI's run); a new one otherwise. */
  runId?: string | undefined;
  /** Known failures with their reasons (`src/expectations/`): judged as each case ends and in the summary. */
  expectations?: ParsedExpectations | undefined;
  /**
   * Whether every answer is examined against what the document says its route's reply holds, the
   * findings reported as the `replies` suite (`src/replies/`). On unless set false.
   */
  examineReplies?: boolean | undefined;
}

/** What the engine wires in besides the caller's settings. */
export interface RunWiring {
  checks: CheckRegistry;
  namedSchema: (name: string) => object | undefined;
  version: string;
  /** A phase after the suites, reported as a suite of its own (the fuzz phase, `src/fuzz/hand-off.ts`). */
  after?: AfterSuites | undefined;
  /** Where the run comes from, as far as the engine knows before it starts (`provenance.ts`). */
  provenance?: RunProvenance | undefined;
  /** What the engine adds to the result as the run ends, before `run:end` tells it (its options, the coverage). */
  finish?: ((result: RunResult) => RunResult) | undefined;
}

export type RunOptions = RunSettings & RunWiring;
