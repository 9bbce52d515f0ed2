import type { RestRequest } from '../../../reference-server/http/types.js';
import type { SuiteRun } from '../../helpers/conformance.js';
import type { Fault, Target } from '../../helpers/faults.js';

/**
 * The ledger of cases shown to fail. A conformance case that cannot fail is a defect: each entry runs
 * the named suites against the reference server with one fault (`test/helpers/faults.ts`) and expects
 * exactly the cases in `fails` (`suite/id`, sorted) to fail or error; blocked and skipped cases are
 * consequences, not failures of their own. `ledger.test.ts` holds the ledger to the planned cases: every
 * must-level hand-written case and every kind of generated case appears in some entry's `fails`.
 *
 * A fault alters the behaviour its cases are about (a default not applied, a refusal answered 200, a
 * field dropped, a 500 on that one route), never the whole server. Cases that check the same behaviour
 * share an entry, across suites when they do (every suite's `open-cart` under "a new cart cannot be
 * opened"); an entry runs only the suites it names.
 */
export interface Deviation {
  /** What the server does wrong, as the test's title. */
  name: string;
  suites: string[];
  /** One fault, or several applied together only when one behaviour needs two hooks. */
  fault: Fault | Fault[];
  /** `suite/id` of every case expected to fail or error, sorted. */
  fails: string[];
  /**
   * Must-level cases of `fails` that fail only a should-level check of theirs (the platform's way of
   * answering): they show the case can fail, not that its must-level expectation can. The ledger does not
   * count them for the must-level cases; every other must-level case of `fails` must fail at must level.
   */
  shouldOnly?: string[];
  /**
   * `suite/id` of cases whose whole purpose is a prerequisite the run reports as a root cause (the index
   * lists a namespace, offers an enum value): the fault makes the site's index lack it, so the case is blocked by that root
   * cause, itself a must-level failure of the run. The ledger counts them as shown at must level.
   */
  blocked?: string[];
  /** Further expectations on the run (root causes, notes, what was left behind). */
  also?: (run: SuiteRun) => void;
  /** Only these cases of the suites (with what they depend on), as `--rerun-failed` keeps them. */
  selection?: { suites: string[]; rerun: { report: string; cases: ReadonlySet<string> } };
}

// ---------------------------------------------------------------------------------------------------
// Targets and expectations

export const on = (method: string, path: string | RegExp, when?: (request: RestRequest) => boolean): Target =>
  when ? { method, path, when } : { method, path };
/** A query argument sent (with that value, compared as a string). */
export const query = (name: string, value?: string) => (r: RestRequest) =>
  value === undefined ? r.query[name] !== undefined : String(r.query[name]) === value;
export const noQuery = (name: string) => (r: RestRequest) => r.query[name] === undefined;
/** The request's JSON body. */
export const json = (r: RestRequest) => (r.json ?? {}) as Record<string, unknown>;
export const forced = (r: RestRequest) => String(r.query.force) === 'true';
/** Writes (POST, PUT, PATCH) to a route, each method the document lists for it. */
export const write = (path: string | RegExp, when?: (request: RestRequest) => boolean): Target => ({
  path,
  when: (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && (when ? when(r) : true),
});
export const re = (pattern: string) => new RegExp(`^${pattern}$`);
/** A storefront path under shop/store and shop/store/v1 alike (a regular expression's text after the namespace). */
export const store = (rest: string) => re(`/shop/store(?:/v1)?${rest}`);
export const ORDER = re('/shop-analytics/orders/\\d+');
export const COUPON = re('/shop-analytics/coupons/\\d+');
export const NOTE = re('/shop-analytics/admin/notes/\\d+');
export const LOCATION = re('/shop/v3/gateway/terminal/locations/[^/]+');
export const CART_ITEM = store('/cart/items/[\\w-]{32}');
export const SELECT_RATE = store('/cart/select-shipping-rate');
export const CART_ITEM_ROUTE = '/shop/store/cart/items/(?P<key>[\\w-]{32})';

/** `suite/id` for each id in each suite. */
export const of = (suites: string | string[], ...ids: string[]): string[] =>
  [suites]
    .flat()
    .flatMap((suite) => ids.map((id) => `${suite}/${id}`))
    .sort();
/** Lists of `suite/id`, merged and sorted. */
export const sorted = (...lists: string[][]): string[] => [...new Set(lists.flat())].sort();
/** A suite and its shop/store/v1 variant. */
export const v1 = (suite: string): string[] => [suite, `${suite}-v1`];

export const error = (code: string, status: number, message = 'Refused.') => ({ code, message, data: { status } });
export const invalidParam = (param: string) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${param}`,
  data: { status: 400, params: { [param]: `${param} is not valid.` }, details: {} },
});
export const invalidKey = error('shop_rest_cart_invalid_key', 409, 'Cart item does not exist.');
export const noRoute = error('rest_no_route', 404, 'No route was found matching the URL and request method.');

/** The batch suite's batch-paths cases (`<batch route>.<route>.<suffix>`) of the cart item key's rule, the coupon code's, or both. */
export function batchPathCases(rule: 'key' | 'code' | 'both', ...suffixes: string[]): string[] {
  const routes = (ns: string) =>
    [
      ...(rule !== 'code' ? [`${ns}.cart.items.key`] : []),
      ...(rule !== 'key' ? [`${ns}.cart.coupons.code`] : []),
    ] as string[];
  const combos = [
    ...['shop.store', 'shop.store.v1'].flatMap((ns) => routes(ns).map((r) => `batch.v1.${r}`)),
    ...routes('shop.store').map((r) => `shop.store.batch.${r}`),
    ...routes('shop.store.v1').map((r) => `shop.store.v1.batch.${r}`),
  ];
  return combos.flatMap((c) => suffixes.map((s) => `batch/batch-path.${c}.${s}`)).sort();
}
