import type { Outcome } from './outcome.js';
import type { Level } from './suite.js';

/**
 * What a report adds for CI and audits beside the verdicts: the expectations a run was judged with,
 * where it came from, and which statement of the document each verdict traces to.
 */

/** An outcome a known failure may be recorded with in an expectations file (`--expectations`). */
export type ExpectedOutcome = 'failed' | 'errored' | 'blocked' | 'skipped';

/**
 * What an expectations file recorded of a case or a root cause, and how the run met it: `expected`
 * (it came out as recorded: a known failure, shown apart, which fails no run), `unexpected-pass` (recorded
 * as not passing, it passed: the record can shrink; fails the run under strict), `other` (it came out
 * otherwise, a failure recorded as blocked: judged as any case, the record shown beside it).
 */
export interface CaseExpectation {
  /** The entry's id as written (a glob: `*` any characters). */
  entry: string;
  outcome: ExpectedOutcome;
  reason: string;
  link?: string;
  /** `YYYY-MM-DD`: past it, the entry fails the run (the known failure was to be fixed by then). */
  until?: string;
  met: 'expected' | 'unexpected-pass' | 'other';
}

/** What the run made of an expectations file. */
export interface ExpectationsSummary {
  file: string;
  /** sha256 of the file's bytes, for provenance. */
  digest: string;
  entries: number;
  /** Cases and root causes that came out as recorded, and those recorded as failing that passed. */
  expected: number;
  unexpectedPasses: number;
  /** Entries that matched no case or root cause of the run, with their line in the file. */
  stale: { entry: string; line: number }[];
  /** Entries past their `until` date (each fails the run), with their line in the file. */
  expired: { entry: string; until: string; line: number }[];
}

/**
 * Where the run came from, for an auditor and for joining shards (`shop-conformance report`): the
 * suites and catalog by digest, the seeds, what the site says of itself, when, and a run id the shards
 * of one run share (`--run-id`, else the CI's run, else made up).
 */
export interface Provenance {
  runId: string;
  /** `sha256:<hex>` of the catalogs the run reads (primary and localized), as JSON. */
  catalogDigest: string;
  /** `sha256:<hex>` of the suites that ran, as loaded (their cases, generators, setup and teardown). */
  suitesDigest: string;
  /** The ids of the suites that ran, in order. */
  suites: string[];
  /** Every seed the run drew with (the fuzz phase's). */
  seeds: { fuzz?: number };
  /** The site's self-description from its index; absent when the index could not be read. */
  site?: { name?: string; description?: string; url?: string; home?: string; namespaces?: string[] };
  endedAt: string;
}

/** One statement of the interface document, the cases that check it and their verdicts (`RunResult.document`). */
export interface StatementTrace {
  id: string;
  kind: string;
  /** Lines of the interface document that state it. */
  lines: number[];
  says: string;
  cases: { suite: string; id: string; outcome: Outcome; level: Level }[];
}

/** A convention a should-level check rests on, with its text and the cases that cite it. */
export interface ConventionTrace {
  id: string;
  file: string;
  line: number;
  says: string;
  cases: { suite: string; id: string; outcome: Outcome; level: Level }[];
}

/** Every statement of the document → the selected cases that check it; those none checks listed. */
export interface DocumentTrace {
  /** Statements a selected case checks, and all statements. */
  checked: number;
  total: number;
  statements: StatementTrace[];
  conventions: ConventionTrace[];
}
