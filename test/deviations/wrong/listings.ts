import { endpointFor, routeFor } from '../../../src/catalog/routes.js';
import { prepare } from '../../../src/engine.js';
import type { CaseSpec, QueryValue, Suite } from '../../../src/model/suite.js';
import { generatedCases } from '../../../src/plan/generated.js';
import { buildCatalog } from '../../../spec/catalog.js';
import { readablePattern } from '../../../spec/patterns.js';
import { ledgerRoute } from '../../../spec/statements/index.js';
import type { ArgSchema } from '../../../spec/types.js';

/**
 * The listings of the catalog part of the interface, read from the catalog (`spec/catalog.ts`), and
 * what the part's suites send to each: the GET endpoints that page (`page`, `per_page`), with each
 * argument the cases give them and the values they give `orderby`, `order`, the date column and the
 * GMT flag. What the wrong implementations of `faults.ts` are derived from.
 */

/** The suites of the catalog part: the storefront catalog, the administration's lists, the defaults. */
export const PART_SUITES = [
  'catalog',
  'catalog-filters',
  'catalog-terms',
  'order-lists',
  'coupons-list',
  'admin-products',
  'notes',
  'defaults',
] as const;

/** One request a case of the part sends to a listing: its suite and case, and its query as written. */
export interface ListingRequest {
  suite: string;
  id: string;
  query: Record<string, QueryValue>;
}

export interface Listing {
  /** The document's form of the route (`/shop/store/products`: the storefront's two namespaces as one). */
  route: string;
  /** Every catalog pattern it stands for (`shop/store` and `shop/store/v1`). */
  patterns: string[];
  /** The GET endpoint's arguments as the catalog declares them. */
  args: Record<string, ArgSchema>;
  /** The suites of the part that send a GET to it (setups and generated cases included). */
  suites: string[];
  requests: ListingRequest[];
}

const loaded = (): Suite[] => {
  const { suites } = prepare([]);
  return suites.filter((s) => (PART_SUITES as readonly string[]).includes(s.id));
};

/** Every case of a suite as a run plans it: setup, written cases, generated ones, teardown. */
export const allCases = (suite: Suite): CaseSpec[] => [
  ...suite.setup,
  ...suite.cases,
  ...generatedCases(suite),
  ...suite.teardown,
];

let built: Listing[] | undefined;

/** The paged GET endpoints of the primary site that the part's suites request, with what they send. */
export function partListings(): Listing[] {
  if (built) return built;
  const catalog = buildCatalog('primary');
  const byRoute = new Map<string, Listing>();
  for (const route of catalog.routes) {
    const endpoint = endpointFor(route, 'GET');
    if (!endpoint || !('per_page' in endpoint.args || 'page' in endpoint.args)) continue;
    const key = ledgerRoute(readablePattern(route.pattern));
    const listing = byRoute.get(key) ?? { route: key, patterns: [], args: endpoint.args, suites: [], requests: [] };
    listing.patterns.push(route.pattern);
    byRoute.set(key, listing);
  }
  for (const suite of loaded()) {
    for (const c of allCases(suite)) {
      const request = c.request;
      if (request.method !== 'GET' || (request.site ?? 'primary') !== 'primary') continue;
      const route = routeFor('primary', request.path);
      const listing = route && byRoute.get(ledgerRoute(readablePattern(route.pattern)));
      if (!listing) continue;
      if (!listing.suites.includes(suite.id)) listing.suites.push(suite.id);
      listing.requests.push({ suite: suite.id, id: c.id, query: request.query ?? {} });
      if (c.find) {
        const found = routeFor('primary', c.find.path);
        const of = found && byRoute.get(ledgerRoute(readablePattern(found.pattern)));
        if (of && !of.suites.includes(suite.id)) of.suites.push(suite.id);
        if (of) of.requests.push({ suite: suite.id, id: `${c.id} (find)`, query: c.find.query ?? {} });
      }
    }
  }
  built = [...byRoute.values()].filter((l) => l.suites.length > 0);
  return built;
}

/** A value of the query as the server reads it (a one-item list of a scalar argument's value as the value). */
export const text = (value: QueryValue | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map((v) => String(v)).join(',') : String(value);

/** What an argument is after the defaults apply: the value sent, else the catalog's default. */
export function effective(listing: Listing, query: Record<string, QueryValue>, arg: string): string | undefined {
  const sent = text(query[arg]);
  if (sent !== undefined) return sent;
  const fallback = listing.args[arg]?.default;
  return fallback === undefined ? undefined : String(fallback);
}

/** The values of an argument's enum (of its items, for a list). */
export const enumOf = (schema: ArgSchema | undefined): string[] =>
  (schema?.enum ?? schema?.items?.enum ?? []).map((v) => String(v));

/** The orderby values of the listing's enum that a request of the part asks for, the default included. */
export function orderbyValues(listing: Listing): string[] {
  const members = enumOf(listing.args.orderby);
  const asked = new Set(
    listing.requests.map((r) => effective(listing, r.query, 'orderby')).filter((v): v is string => v !== undefined),
  );
  return members.filter((v) => asked.has(v));
}
