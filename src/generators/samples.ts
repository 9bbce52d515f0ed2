import type { ArgSchema, Catalog, Endpoint, HttpMethod, Route } from '../../spec/types.js';
import type { GeneratorSpec } from '../model/suite.js';
import { readablePattern } from '../../spec/patterns.js';

/** Values that match each path-parameter pattern the interface uses. */
const PATH_SAMPLES: Record<string, string> = {
  '[\\d]+': '1',
  '\\d+': '1',
  '[\\d-]+': '1',
  '[\\w-]{32}': 'a'.repeat(32),
  '[\\w-]+': 'sample',
  '\\w+': 'sample',
  '[a-z0-9_]+': 'sample',
  '[a-z]{3}_[a-zA-Z0-9]{24}': `tok_${'A1'.repeat(12)}`,
};

export { readablePattern };

/** A concrete path for a route pattern, or undefined when a parameter's pattern is unfamiliar. */
export function samplePath(route: Route): string | undefined {
  let unknown = false;
  const path = route.pattern.replace(/\(\?P<(\w+)>([^)]*)\)/g, (_, _name: string, body: string) => {
    const sample = PATH_SAMPLES[body];
    if (sample === undefined) unknown = true;
    return sample ?? '';
  });
  return unknown ? undefined : path;
}

/** A value the platform accepts for a schema: used to fill the other required arguments of a case. */
export function sampleValue(schema: ArgSchema): unknown {
  // A copy: callers fill and change what they are given, and the catalog's own default must stay as it is.
  if (schema.default !== undefined)
    return typeof schema.default === 'object' && schema.default !== null
      ? structuredClone(schema.default)
      : schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (property.required === true) out[name] = sampleValue(property);
      }
      return out;
    }
    case 'string':
      if (schema.format === 'email') return 'conformance@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'conformance';
    default:
      return 'conformance';
  }
}

export function caseSlug(method: string, route: Route): string {
  const path = readablePattern(route.pattern)
    .replace(/^\//, '')
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '.');
  return `${method.toLowerCase()}.${path || 'root'}`.toLowerCase();
}

/** One endpoint of the catalog, with its first method and a path that reaches it. */
export interface EndpointTarget {
  route: Route;
  endpoint: Endpoint;
  method: HttpMethod;
  path: string;
  /**
   * Values of the endpoint's own arguments a generator sends where the suite gives none (`arguments`)
   * and a sample would be refused for itself: a batch route's sub-requests (`subRequests`).
   */
  samples?: Record<string, unknown>;
}

/**
 * A batch route's sub-request, as a case sends it when the sub-request is not what it is about: a path
 * that is a real route of the batch route's own namespace (the storefront's batch refuses a path
 * outside its namespace before anything else, so a sample word would be refused first, whatever rule
 * the case breaks), one that serves GET alone, so that a sub-request of any write method routes
 * nowhere and nothing is taken. Not its namespace index where it has another (the storefront's cart;
 * the core's only route of its own is the index). Undefined for a route that takes no sub-requests.
 */
export function subRequests(catalog: Catalog, route: Route): { path: string }[] | undefined {
  const takes = route.endpoints.some((e) => e.args.requests?.items?.properties?.path !== undefined);
  if (!takes) return undefined;
  const readOnly = (r: Route) =>
    r.pattern !== route.pattern &&
    !r.pattern.includes('(?P<') &&
    r.endpoints.every((e) => e.methods.every((m) => m === 'GET'));
  const candidates = catalog.routes.filter((r) => r.namespace === route.namespace && readOnly(r));
  const index = `/${route.namespace}`.replace(/\/$/, '') || '/';
  const chosen = candidates.find((r) => r.pattern !== index) ?? candidates[0];
  return chosen ? [{ path: chosen.pattern }] : undefined;
}

/** What a suite tells a generator about the site it probes. */
export interface TargetOptions {
  /** Only endpoints of these namespaces. */
  namespaces?: string[] | undefined;
  /**
   * Paths to use for routes with path parameters, by readable pattern (`/shop-analytics/orders/{id}` →
   * `/shop-analytics/orders/{{orderId}}`, an id captured from the site rather than a sample that may not
   * exist), or by method and pattern (`DELETE /shop-analytics/orders/{id}`) where one method needs another.
   */
  paths?: Record<string, string> | undefined;
  /** Headers a storefront write carries so that the cart's rules are met: the suite's own Cart-Token. */
  cartHeaders?: Record<string, string> | undefined;
}

export function targetOptions(spec: GeneratorSpec): TargetOptions {
  const o = spec.options ?? {};
  return {
    namespaces: o.namespaces as string[] | undefined,
    paths: o.paths as Record<string, string> | undefined,
    cartHeaders: o.cartHeaders as Record<string, string> | undefined,
  };
}

/**
 * Every endpoint a generator can reach (a route with no sample path is left out), optionally in some
 * namespaces only: by its first method, or with `allMethods` once per method it serves (an endpoint the
 * document lists as POST, PUT, PATCH is three route×methods a server may each get wrong).
 */
export function endpointTargets(catalog: Catalog, options: TargetOptions = {}, allMethods = false): EndpointTarget[] {
  const out: EndpointTarget[] = [];
  for (const route of catalog.routes) {
    if (options.namespaces && !options.namespaces.includes(route.namespace)) continue;
    const readable = readablePattern(route.pattern);
    const requests = subRequests(catalog, route);
    const samples = requests ? { samples: { requests } } : {};
    for (const endpoint of route.endpoints) {
      for (const method of allMethods ? endpoint.methods : endpoint.methods.slice(0, 1)) {
        // A path given for the endpoint's first method serves its other methods too (one handler).
        const path =
          options.paths?.[`${method} ${readable}`] ??
          options.paths?.[`${endpoint.methods[0]} ${readable}`] ??
          options.paths?.[readable] ??
          samplePath(route);
        if (path) out.push({ route, endpoint, method, path, ...samples });
      }
    }
  }
  return out;
}
