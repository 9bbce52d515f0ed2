import { EventEmitter } from 'node:events';
import type { CaseResult, RunResult, SuiteResult } from '../model/result.js';
import type { Suite } from '../model/suite.js';
import type { RunWrites } from '../plan/writes.js';

/** What reporters listen to. The runner never prints. */
export interface RunEvents {
  'run:start': [{ suites: number; cases: number; target: string; version: string; writes: RunWrites }];
  'suite:start': [{ suite: Suite; cases: number }];
  'case:end': [CaseResult];
  'suite:end': [SuiteResult];
  'run:end': [RunResult];
}

export class RunEmitter extends EventEmitter<RunEvents> {}
