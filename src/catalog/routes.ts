import { buildCatalog } from '../../spec/catalog.js';
import type { Catalog, Endpoint, HttpMethod, Route, SiteId } from '../../spec/types.js';

/**
 * The catalog as requests meet it: which route a request path reaches, in which namespace, and every
 * route×method there is. Shared by what decides whether a case can run (prerequisites), what a run
 * covered (coverage) and the generators, so that all three read a path the same way.
 */

interface CompiledRoute {
  route: Route;
  /** The platform's own match: anchored, case-insensitive, trailing slash ignored. */
  strict: RegExp;
  /** Any segment for a path parameter: for paths whose ids are `{{captures}}`, not known until run time. */
  loose: RegExp;
}

interface Compiled {
  catalog: Catalog;
  routes: CompiledRoute[];
  /** Longest first: `shop/store/v1` before `shop/store`. */
  namespaces: string[];
}

const compiled = new Map<SiteId, Compiled>();

export function catalogFor(site: SiteId): Catalog {
  return compiledFor(site).catalog;
}

function compiledFor(site: SiteId): Compiled {
  let entry = compiled.get(site);
  if (!entry) {
    const catalog = buildCatalog(site);
    entry = {
      catalog,
      routes: catalog.routes.map((route) => ({
        route,
        strict: new RegExp(`^${route.pattern.replace(/\(\?P</g, '(?<')}/?$`, 'i'),
        loose: new RegExp(`^${route.pattern.replace(/\(\?P<\w+>(?:[^()]|\([^()]*\))*\)/g, '[^/]+')}/?$`, 'i'),
      })),
      namespaces: [...catalog.namespaces].sort((a, b) => b.length - a.length),
    };
    compiled.set(site, entry);
  }
  return entry;
}

const PLACEHOLDER = /\{\{\s*[\w.-]+(?:\/[\w.-]+)*\s*\}\}/g;

/** A request path below the API root without its query string and trailing slash. */
function bare(path: string): string {
  return (path.split('?')[0] ?? '').replace(/\/+$/, '');
}

/**
 * The route a path reaches. A concrete path is matched as the platform matches it; a path with
 * `{{captures}}` loosely (a capture stands for one segment), a route without parameters first, so that
 * `/orders/batch` is the batch route, not an order.
 */
export function routeFor(site: SiteId, path: string): Route | undefined {
  // A run asks for the same few hundred paths thousands of times (planning, prerequisites, coverage),
  // each a scan of every route's expression: the answers are kept, up to a bound.
  const key = `${site} ${path}`;
  const known = matched.get(key);
  if (known !== undefined || matched.has(key)) return known;
  const route = match(site, path);
  if (matched.size >= MATCHED_LIMIT) matched.clear();
  matched.set(key, route);
  return route;
}

const MATCHED_LIMIT = 20_000;
const matched = new Map<string, Route | undefined>();

function match(site: SiteId, path: string): Route | undefined {
  const { routes } = compiledFor(site);
  const clean = bare(path);
  if (clean === '') return routes.find((r) => r.route.pattern === '/')?.route;
  if (!clean.includes('{{')) return routes.find((r) => r.strict.test(clean))?.route;
  const probe = clean.replace(PLACEHOLDER, 'x');
  return routes.find((r) => r.loose.test(probe))?.route;
}

/** The catalog namespace a path lies in, whether or not a route matches it. */
export function namespaceFor(site: SiteId, path: string): string | undefined {
  const clean = bare(path).replace(/^\//, '').toLowerCase();
  return compiledFor(site).namespaces.find((ns) => clean === ns || clean.startsWith(`${ns}/`));
}

/** The endpoint of a route that serves a method (HEAD is served by GET, as the platform serves it). */
export function endpointFor(route: Route, method: string): Endpoint | undefined {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return route.endpoints.find((e) => (e.methods as string[]).includes(wanted));
}

export interface RouteMethod {
  route: Route;
  endpoint: Endpoint;
  method: HttpMethod;
  /** `GET /shop/store/products`: how reports name it. */
  key: string;
}

/** Every route×method of a site's catalog, in index order. */
export function routeMethods(site: SiteId): RouteMethod[] {
  return compiledFor(site).catalog.routes.flatMap((route) =>
    route.endpoints.flatMap((endpoint) =>
      endpoint.methods.map((method) => ({ route, endpoint, method, key: `${method} ${route.pattern}` })),
    ),
  );
}
