import type { CaseSpec, Level } from './suite.js';
import type { SiteWord } from '../../spec/vocabulary.js';

export type Outcome = 'passed' | 'failed' | 'errored' | 'skipped';

/** What was sent and what came back, as data a reporter can show (secrets already masked). */
export interface Exchange {
  request: { method: string; url: string; headers: Record<string, string>; body?: string; auth?: 'admin' | 'customer' | 'wrong' };
  response?: { status: number; headers: Record<string, string>; body: string; truncated: boolean; durationMs: number };
}

/** A conformance failure: the target answered, and the answer does not conform. */
export interface Failure {
  check: string;
  title: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  /** JSON pointer into the response body, when the failure is about one value. */
  pointer?: string;
}

export interface CaseResult {
  suite: string;
  id: string;
  title: string;
  level: Level;
  tags: string[];
  outcome: Outcome;
  failures: Failure[];
  /** Why the case errored (connection refused, timeout, a check that threw...). */
  error?: { code: string; message: string };
  skipReason?: string;
  exchange?: Exchange;
  curl?: string;
  durationMs: number;
  spec: Pick<CaseSpec, 'origin' | 'requires'>;
}

export interface SuiteResult {
  id: string;
  title: string;
  file: string;
  cases: CaseResult[];
  durationMs: number;
  /** What the suite's writes left behind, when cleanup could not remove it. */
  leftovers: string[];
}

export interface RunResult {
  formatVersion: 1;
  tool: { name: 'shop-conformance'; version: string };
  target: { baseUrl: string; apiRoot: string; embedded: boolean };
  options: { readOnly: boolean; strict: boolean; level?: Level; shard?: string };
  /** The vocabulary in force: neutral word → the site's word. */
  vocabulary?: Record<string, SiteWord>;
  startedAt: string;
  durationMs: number;
  suites: SuiteResult[];
  totals: Record<Outcome, number> & { total: number; mustFailed: number; shouldFailed: number };
  /** No case could reach the target. */
  unreachable: boolean;
}
