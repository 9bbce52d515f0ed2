/** A suite file as loaded and validated: the declarative YAML, typed. */

export type Level = 'must' | 'should';
export type Requirement = 'admin' | 'customer' | 'writes';

type QueryScalar = string | number | boolean;
/** A query argument: a value, a list, or nested objects (`attributes[0][term_id][]=5`). */
export type QueryValue =
  QueryScalar | (QueryScalar | { [member: string]: QueryValue })[] | { [member: string]: QueryValue };

export interface RequestSpec {
  method: string;
  /** Below the API root, e.g. `/shop/store/products`; may contain `{{captures}}`. */
  path: string;
  /** Values, lists, and objects or lists of objects (the attribute filters), sent in PHP's bracket form. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** JSON body; sent with `Content-Type: application/json`. */
  body?: unknown;
  /** Raw body text, for malformed-input cases; excludes `body`. */
  rawBody?: string;
  contentType?: string;
  /** Which credentials to send: none (default), the administrator's, or the customer's. */
  auth?: 'none' | 'admin' | 'customer' | 'wrong';
  /** Use the localized site's API root (`/de` + root). */
  site?: 'primary' | 'de';
}

/** One expectation: a named check and its arguments, as written in the suite. */
export interface CheckSpec {
  check: string;
  /**
   * The check's own level when it differs from its case's (a must case with should-level checks
   * beside), or `info`: what it finds is a note, never a failure (a teardown's look at what was left).
   */
  level?: Level | 'info';
  /** The convention a should-level check rests on (an id of `spec/conventions.ts`). */
  source?: string;
  /**
   * The statements of the interface document a must-level check enforces (ids of `spec/statements/`,
   * each naming its lines), when they are not its case's.
   */
  doc?: string[];
  /** A user suite's own source for a must-level check no statement backs (its own document and line, or a reason). */
  own?: string;
  [argument: string]: unknown;
}

export interface CaptureSpec {
  /** JSON pointer into the response body. */
  pointer?: string;
  /** Response header name. */
  header?: string;
  /** With `pointer` at a list: the list of this member of each item (`id`: the ids of a page). */
  each?: string;
  /** With `pointer` at a list: the first item whose member at this pointer is not empty; its member (or `take`'s) is captured. */
  first?: string;
  /** With `first`: the member of the item found to capture. */
  take?: string;
  /**
   * With `first`: only an item this run did not create (its `id` answered no write of the run: a probe
   * of the site's own objects never takes one a suite made and may delete), or with `elsewhere` only one
   * no other suite created (the suite's own it orders itself). Never one the run deleted (whether it is
   * still there is the site's way of deleting). Nothing found: the cases that need it are skipped,
   * saying so.
   */
  notCreated?: true | 'elsewhere';
  /**
   * With `pointer` at an address the site answered (its country and state): the nth real address there
   * (`src/fixtures/addresses.ts`), in the site's country and state, read by member (`{{name/city}}`).
   */
  address?: number;
  /** A regular expression the value's text must match: its first group (or the whole match) is captured. */
  match?: string;
  /** The captured value as this type (a header's digits as an integer). */
  as?: 'integer' | 'string';
}

export interface CaseSpec {
  id: string;
  title: string;
  /** The case's level: its checks are at this level unless one says otherwise (never above it). */
  level: Level;
  /** The convention its should-level checks rest on, unless a check names its own. */
  source?: string;
  /**
   * The statements of the interface document its must-level checks enforce, unless a check names its
   * own (ids of `spec/statements/`): what a failure cites, and what the statement ledger counts as
   * guarded by this case.
   */
  doc?: string[];
  /**
   * A user suite's own source for its must-level checks that no statement of the interface document
   * backs (a shop's own prices, zones, products): its own document and line, or a plain reason. The
   * built-in suites cite the document and may not give one.
   */
  own?: string;
  tags: string[];
  requires: Requirement[];
  request: RequestSpec;
  expect: CheckSpec[];
  capture: Record<string, CaptureSpec>;
  /**
   * What the site must list for the case to mean anything, when its request does not say it: a drift
   * case reads the index but is about one route. A case whose namespace or route the site's index does
   * not list is reported as blocked by that one root cause. Cases that request a route need it without
   * saying so.
   */
  needs?: { namespace?: string; route?: string };
  /**
   * The document's rules this case exercises on the route it requests: an argument's enum (a value
   * outside it refused, or a value inside it accepted), its bounds, its being required, its default
   * applied, a nested member's rule, a format. What the coverage report counts as constraints and
   * defaults exercised; generators set it, a written case may.
   */
  exercises?: Exercise[];
  /**
   * A request that finds what the case's own request would create (a probe product, by its SKU): when
   * its answer lists one, the case takes its captures from that object and sends nothing; otherwise the
   * case's request creates it. What the interface cannot remove is made once per shop, and found again
   * by every later run; in read-only mode only the finding is sent.
   */
  find?: Pick<RequestSpec, 'path' | 'query' | 'headers' | 'auth' | 'site'> & {
    /**
     * What makes a listed object the one this case creates (`sku: <the probe's SKU>`): its members with
     * these values. A site that ignores the finding's filter lists the shop's own objects; taking the
     * first of them for ours would have later cases write on a real product.
     */
    match: Record<string, string | number | boolean>;
  };
  /** Cases of its suite whose writes this case reads (skipped with them in read-only mode, blocked when they fail). */
  after?: string[];
  /** What the case creates that nothing in the interface can remove: reported as left behind. */
  leaves?: string;
  /** Where the case came from: a suite file line, or the generator that derived it. */
  origin: { file: string; line?: number; generator?: string };
  /**
   * For a negative (a request that breaks one rule and must be refused): the same request with that
   * rule unbroken, sent right before it in the same state. Its refusal proves the rule only if this is
   * accepted; when it is refused, the negative is blocked with the reason (`src/runner/case-control.ts`).
   */
  control?: ControlSpec;
}

/**
 * A control, as written: request members merged over its case's request (query, body and headers one
 * level deep, member by member; any other key replaces the case's). A control unbreaks a rule, so it
 * only gives values: a missing-argument control adds the argument.
 */
export interface ControlSpec {
  method?: string;
  path?: string;
  query?: RequestSpec['query'];
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  auth?: RequestSpec['auth'];
  site?: RequestSpec['site'];
  /**
   * A write whose control must not be taken carries a value of the wrong type in this other argument:
   * the control then counts as accepted for the rule when it is refused naming this argument alone.
   */
  decoy?: string;
  /**
   * A write with no argument to carry a decoy is asked without credentials (the request is sent with
   * `auth: none`): a refusal for permission (401, 403) then counts as accepted for the rule, the
   * platform validating arguments before it checks permission.
   */
  anonymous?: boolean;
}

export interface Exercise {
  kind: 'enum' | 'enum-value' | 'minimum' | 'maximum' | 'required' | 'default' | 'nested' | 'format';
  /** The argument, or a nested member as `billing_address.email`, `requests[].path`. */
  arg: string;
}

export interface GeneratorSpec {
  generator: string;
  level?: Level;
  /** The convention the generated should-level cases rest on. */
  source?: string;
  tags?: string[];
  options?: Record<string, unknown>;
}

/** The suite again under other paths (see `src/loading/variants.ts`). */
export interface SuiteVariant {
  suffix: string;
  title?: string;
  /** Path prefix → the prefix it moves to. */
  paths: Record<string, string>;
  /** Test data renamed in requests and expectations, so that the variants do not meet. */
  strings?: Record<string, string>;
}

export interface Suite {
  id: string;
  title: string;
  description?: string;
  file: string;
  tags: string[];
  setup: CaseSpec[];
  cases: CaseSpec[];
  teardown: CaseSpec[];
  generators: GeneratorSpec[];
  /** Expanded by the loader into suites of their own; a loaded suite list holds none. */
  variants?: SuiteVariant[];
  /** Runs first, with nothing beside it: it compares answers of lists other suites write to. */
  alone?: boolean;
}
