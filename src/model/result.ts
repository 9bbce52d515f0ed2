import type { Outcome } from './outcome.js';
import type { Setting } from './words.js';
import type { CaseSpec, Exercise, Level } from './suite.js';
import type { RetryRecord } from '../http/retry.js';
import type { SiteId } from '../../spec/types.js';
import type { SiteWord } from '../../spec/vocabulary.js';
import type { ErroredCode } from './errored.js';
import type { RunComparison } from './comparison.js';
import type { CaseExpectation, ExpectationsSummary, Provenance, DocumentTrace } from './audit.js';
export type {
  CaseExpectation,
  ExpectedOutcome,
  ExpectationsSummary,
  Provenance,
  StatementTrace,
  ConventionTrace,
  DocumentTrace,
} from './audit.js';

export type { ErroredCode } from './errored.js';
export type { Outcome } from './outcome.js';

/**
 * What was sent and what came back, as data a reporter can show (secrets already masked). Bodies are
 * kept up to 64 KiB (`src/answers/kept.ts`); `bodySize`, present only when the body kept is cut, is the
 * size in bytes of the body as sent or received (for an answer: as read, at most the size limit;
 * `truncated` says whether the read itself was cut there).
 */
export interface Exchange {
  request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: string;
    bodySize?: number;
    auth?: 'admin' | 'customer' | 'wrong';
  };
  response?: {
    status: number;
    headers: Record<string, string>;
    body: string;
    bodySize?: number;
    truncated: boolean;
    durationMs: number;
  };
}

/**
 * A conformance failure: the target answered, and the answer does not conform. A check may also
 * report a finding at level `info` (drift the document allows, such as an extra optional argument):
 * that is a note, shown but never failing.
 */
export interface Failure {
  check: string;
  /** The level of the expectation that failed: must (the document), should (a convention), info (a note). */
  level?: Level | 'info';
  /** For should-level failures, the convention the expectation rests on (an id of `spec/conventions.ts`). */
  source?: string;
  /** For must-level failures, the statements of the interface document the expectation enforces (ids of `spec/statements/`). */
  doc?: string[];
  /** For must-level failures of a user suite's own check, the source it names instead (`CaseSpec.own`). */
  own?: string;
  title: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  /** JSON pointer into the response body, when the failure is about one value. */
  pointer?: string;
}

/**
 * Why a case was skipped: `read-only` (read-only mode keeps it from writing), `credentials` (it needs
 * credentials the run was not given), `dependency` (a case it reads from was skipped or found nothing),
 * `interrupted` (Ctrl-C stopped it, or its cleanup, before an answer), `idle` (interrupted before its
 * suite sent anything: nothing to clean up), `unsendable` (the fuzz phase has nothing to send to the
 * endpoint), `budget` (the fuzz phase's budget was spent).
 */
export type SkipKind = 'read-only' | 'credentials' | 'dependency' | 'interrupted' | 'idle' | 'unsendable' | 'budget';

/** A skip as it is decided: its kind, and its reason in words for people. */
export interface Skip {
  kind: SkipKind;
  reason: string;
  /** The setting that would let the case run (credentials): the reason names it as the caller words it (`model/words.ts`). */
  setting?: Setting | undefined;
}

export interface CaseResult {
  suite: string;
  id: string;
  title: string;
  level: Level;
  tags: string[];
  outcome: Outcome;
  failures: Failure[];
  /** Informational findings (drift the document allows); never make the case fail. */
  notes?: Failure[];
  /** Why the case errored (connection refused, timeout, a check that threw...). */
  error?: { code: ErroredCode; message: string };
  skipReason?: string;
  /** Why it was skipped, as data: what a skipped teardown leaves behind is decided from it, never from the words. */
  skipKind?: SkipKind;
  /**
   * For a case skipped for want of a setting (credentials): the setting, and how the run's user gives it
   * (the words its `skipReason` ends with); the reports' "not run" groups are made from it.
   */
  skipSetting?: { setting: Setting; words: string };
  /**
   * What its checks cite: the statements of the interface document its must-level checks enforce
   * (ids of `spec/statements/`, lines in `RunResult.document`) and the conventions its should-level
   * checks rest on (ids of `spec/conventions.ts`).
   */
  cites?: { doc: string[]; conventions: string[]; own?: string[] };
  /** What the expectations file recorded of it (`--expectations`), and how the run met it. */
  expectation?: CaseExpectation;
  /** A case that creates what it finds (`find`) found it on the site: this run made nothing, and left nothing behind by it. */
  found?: true;
  /** For a blocked case: the root cause's id (see `RunResult.rootCauses`). */
  blockedBy?: string;
  /**
   * For a negative: what its control (the same request with the rule unbroken, `CaseSpec.control`)
   * came to. Its status when it was accepted; when it was refused, the reason the case is blocked, with
   * the control's exchange and a curl line (the negative itself is then not sent).
   */
  control?: ControlResult;
  exchange?: Exchange;
  curl?: string;
  /**
   * For a case whose request reads what earlier cases made (a cart's token, an order they created): the
   * requests that make that state, then its own, as one bash script (`src/repro/repro.ts`). Absent
   * when `curl` alone reproduces the case.
   */
  repro?: Reproduction;
  durationMs: number;
  /**
   * Where the case came from and what it needs; for a case that did not pass, the rules it exercises
   * (`CaseSpec.exercises`), by which the reports group failures with one cause.
   */
  spec: Pick<CaseSpec, 'origin' | 'requires' | 'exercises'>;
  /**
   * The answer judged (or the failure) came after retries (`--retries`): the statuses or error codes
   * that were retried and the waits. The verdict is the last attempt's; every report marks the case.
   */
  retries?: RetryRecord;
  /** A case of the fuzz phase (`--fuzz`): how many requests it sent and, for a failure, how to replay it. */
  fuzz?: FuzzInfo;
  /** A case of the examination of every answer (the `replies` suite): what it rests on, for a join of shards and a rerun. */
  reply?: ReplyInfo;
}

/**
 * A route's answers held to what the document says of them (`src/replies/`): how many answers, and the
 * first cases that received them (`suite/case`); for a finding blocked by a case, whether that case failed
 * on the very value (`value`) or every case that saw it failed (`consequence`).
 */
export interface ReplyInfo {
  /** `GET /shop-analytics/orders/{id}`: the route its answers were asked of. */
  route: string;
  answers: number;
  seenBy: string[];
  blocked?: 'value' | 'consequence';
}

export type { RetryRecord };

/**
 * A failing case's reproduction in several requests: the steps as data (what the reports' text is
 * written again from once secrets are masked) and the script. A value an earlier step's answer gives
 * (a session token, an id the site assigns) is a shell variable, named `${NAME}` in later steps' text.
 */
export interface Reproduction {
  /** In the order the run sent them; the failing case's own request last. */
  steps: ReproStep[];
  /** Environment variables the script reads for `--header` values that are secrets (credentials are `SHOP_CONFORMANCE_AUTH`…). */
  env?: { name: string; header: string }[];
  script: string;
}

export interface ReproStep {
  /** The case of the suite that sent it. */
  case: string;
  /** Headers as pairs: a header named like a secret holds a variable here, which a report must not mask. */
  request: Omit<Exchange['request'], 'headers'> & { headers: [string, string][] };
  /** The shell variables this step's answer sets: from a header, or from its JSON body (a jq filter). */
  sets?: { name: string; header?: string; jq?: string }[];
  /** A `find` case's finding request: the step finds again what the case made once per shop (a probe). */
  finds?: true;
}

export interface ControlResult {
  /** The control's status (absent when it got no answer). */
  status?: number;
  /** Accepted for the rule: the negative was judged. Refused: it was blocked by `reason`. */
  accepted: boolean;
  /** Why the control was refused: its status, error code and message, or what it named. */
  reason?: string;
  exchange?: Exchange;
  curl?: string;
}

/**
 * One endpoint's share of the fuzz phase. A failure is the smallest request found that fails the same
 * way (`arguments`, and the rule it breaks, if any); `replay` is the command that sends exactly that
 * request again, `seed` and `path` what it replays by (fast-check's run seed and counterexample path).
 */
export interface FuzzInfo {
  seed: number;
  /** Requests generated per endpoint (`--fuzz N`). */
  runs: number;
  /** Requests this endpoint sent, shrinking included. */
  requests: number;
  /** Stopped early: the phase's request budget was spent (`--fuzz-budget`), or the run was interrupted. */
  cut?: 'budget' | 'interrupted';
  path?: string;
  shrinks?: number;
  replay?: string;
  arguments?: Record<string, unknown>;
  broken?: { arg: string; rule: string; place: string };
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

/**
 * One fault that kept other cases from meaning anything. A failed case is its own root cause (its
 * failure is in its result); a prerequisite the site's index does not list, and a target that cannot
 * be reached, are root causes of their own, each counted as one failure.
 */
export interface RootCause {
  /**
   * `suite/case` for a case; `namespace:…`, `route:…`, `part:…`, `values:<plugin>`, `value:<arg>=<value>`, `index` (prefixed
   * `de ` on the localized site), `unreachable`, or `control:<METHOD> <path> <status> <code>` for controls
   * refused alike.
   */
  id: string;
  /**
   * `control`: a request the document allows was refused in the state a suite sent its negatives in
   * (their controls), so those negatives prove nothing there; not a failure of its own. `part`: the
   * index lists none of a part's routes in namespaces it lists (a plugin not installed); `value`: an
   * enum value of the document the index lacks (the site does not offer it), or a plugin's values it lacks.
   */
  kind: 'case' | 'namespace' | 'route' | 'part' | 'value' | 'index' | 'unreachable' | 'control';
  level: Level;
  title: string;
  /** For prerequisites and an unreachable target: what is wrong, as a failure. */
  failure?: Failure;
  /** The cases it blocked. */
  blocked: { suite: string; id: string; title: string }[];
  /** What the expectations file recorded of it (`--expectations`), matched by its id. */
  expectation?: CaseExpectation;
}

export interface RunResult {
  /** 2: levels per failure, notes, blocked cases and root causes. */
  formatVersion: 2;
  tool: { name: 'shop-conformance'; version: string };
  target: { baseUrl: string; apiRoot: string; embedded: boolean };
  /** `proxy` (without credentials), `rateLimit` (`5/s`) and `retries` only when given. */
  options: {
    readOnly: boolean;
    /** Read-only without being asked: a live target, writes not allowed (`Selection.readOnlyBy`). */
    readOnlyBy?: 'live-target';
    strict: boolean;
    level?: Level;
    shard?: string;
    /** `--exclude-suite`, `--exclude-tag`: what was left out, and how many cases that was. */
    excluded?: { suites: string[]; tags: string[]; cases: number };
    proxy?: string;
    rateLimit?: string;
    retries?: number;
    /** `--fuzz N --seed S`: the fuzz phase's requests per endpoint, its seed and budget. */
    fuzz?: { runs: number; seed: number; budget?: number; replay?: { endpoint: string; path: string } };
    /** `--min-coverage`: the share of route×methods (percent) below which the run fails (`runVerdict`). */
    minCoverage?: number;
    /** The filters that chose the cases, when any was given (`--rerun-failed`: how many cases it named). */
    filters?: { suites?: string[]; suiteFiles?: string[]; tags?: string[]; grep?: string; rerun?: number };
  };
  /** The vocabulary in force: neutral word → the site's word. */
  vocabulary?: Record<string, SiteWord>;
  /** Stopped by Ctrl-C (or SIGTERM): the cases not yet started were skipped, the teardowns given a short deadline. */
  interrupted?: boolean;
  startedAt: string;
  durationMs: number;
  suites: SuiteResult[];
  /** Faults that blocked other cases, each listed once with what it blocked. */
  rootCauses: RootCause[];
  /**
   * Case counts by outcome; `prerequisites` counts the root causes that are not cases (each a failure);
   * mustFailed and shouldFailed count cases and those root causes that did not pass, by level.
   * `retried`: cases judged on an answer that needed retries (`CaseResult.retries`); `retriedRequests`:
   * requests the client sent more than once, the first look at the index and the credentials check
   * included (absent from results made before retries existed).
   */
  totals: Record<Outcome, number> & {
    total: number;
    prerequisites: number;
    mustFailed: number;
    shouldFailed: number;
    retried?: number;
    retriedRequests?: number;
  };
  /** No case could reach the target. */
  unreachable: boolean;
  /** What the run's cases requested of the catalog (computed by `src/coverage/`). */
  coverage?: Coverage;
  /** Where the run came from (`Provenance`). */
  provenance?: Provenance;
  /** The expectations file the run was judged with (`--expectations`). */
  expectations?: ExpectationsSummary;
  /** Every statement of the interface document → the cases that check it, and the conventions cited. */
  document?: DocumentTrace;
  /** What changed since a baseline report (`--baseline`; `src/results/diff.ts`). */
  comparison?: RunComparison;
}

/** The nine parts of the interface document, and `index` for the API root and the namespace indexes. */
export type InterfacePart =
  | 'storefront'
  | 'administration'
  | 'gateway'
  | 'contact-forms'
  | 'security'
  | 'insights'
  | 'custom-blocks'
  | 'oembed'
  | 'batch'
  | 'index';

export interface CoverageCount {
  /**
   * Route×methods a selected case requested (one skipped before sending, for read-only mode or missing
   * credentials, requests nothing; one blocked during the run still counts, and shows no status); of
   * them, those a case expecting success requested.
   */
  requested: number;
  positive: number;
  total: number;
}

/** One route×method of a site's catalog, keyed `GET /shop/store/products`. */
export interface RouteCoverage {
  key: string;
  part: InterfacePart;
  /** The cases that requested it (cases skipped before sending are not among them). */
  cases: { suite: string; id: string }[];
  /** A case among them expects success: every value of its status check is 2xx. */
  positive: boolean;
  /** The statuses its cases' answers had, sorted (empty without results, or when none was answered). */
  statuses: number[];
  /** The document's rules its cases exercise, by kind: `{ enum: ['orderby'], required: ['url'] }`. */
  rules: Partial<Record<Exercise['kind'], string[]>>;
}

export interface Coverage {
  /** Per site: its counts and every route×method of its catalog, in index order. */
  sites: (CoverageCount & { site: SiteId; routes: RouteCoverage[] })[];
  /** Per part, in the document's order: its counts on each site and over both, and how many cases requested it. */
  parts: (CoverageCount & {
    part: InterfacePart;
    title: string;
    cases: number;
    sites: (CoverageCount & { site: SiteId })[];
  })[];
  /** Over both sites. */
  totals: CoverageCount;
  /** Cases sent whose request is no route×method of the catalog (an unknown path, a method the route does not serve). */
  unrouted: { suite: string; id: string; site: SiteId; request: string }[];
  /** Cases selected but skipped before sending (read-only mode, missing credentials): they request nothing. */
  skipped: number;
}
