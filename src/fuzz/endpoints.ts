import { endpointFor, routeFor } from '../catalog/routes.js';
import type { CaseSpec } from '../model/suite.js';
import type { Endpoint, HttpMethod, Route } from '../../spec/types.js';
import { patternParams, readablePattern } from '../../spec/patterns.js';
import { handledArgs } from '../../spec/value-handling.js';

/** One route×method the phase fuzzes, named as reports name it (`GET /shop/store/products`). */
export interface FuzzEndpoint {
  key: string;
  route: Route;
  endpoint: Endpoint;
  method: HttpMethod;
}

/**
 * An endpoint's arguments as the route handles them (spec/value-handling.ts): a format it validates
 * though its schema publishes none is drawn valid (and broken as a rule), one it sanitises is a plain
 * string, which no value of the type breaks.
 */
function asHandled(route: Route, endpoint: Endpoint): Endpoint {
  const args = handledArgs(endpoint.methods, readablePattern(route.pattern), endpoint.args);
  return args === endpoint.args ? endpoint : { ...endpoint, args };
}

/** The phase's endpoints are named by method and pattern: `GET /shop/store/products`. */
export const endpointKey = (method: string, route: Route): string => `${method} ${route.pattern}`;

/**
 * The route×methods the selected suites request on the primary site, in the order they are first
 * requested: what `--fuzz N` adds N requests to. DELETE is never fuzzed (a valid combination removes
 * what the site holds, and a delete's arguments are a flag or two); in read-only mode only reads are.
 */
export function fuzzEndpoints(cases: readonly CaseSpec[], readOnly: boolean): FuzzEndpoint[] {
  const seen = new Map<string, FuzzEndpoint>();
  for (const spec of cases) {
    if (spec.request.site === 'de') continue;
    const method = spec.request.method.toUpperCase() as HttpMethod;
    if (method === 'DELETE' || (readOnly && method !== 'GET')) continue;
    const route = routeFor('primary', spec.request.path);
    const endpoint = route && endpointFor(route, method);
    if (!route || !endpoint || !(endpoint.methods as string[]).includes(method)) continue;
    const key = endpointKey(method, route);
    if (!seen.has(key)) seen.set(key, { key, route, endpoint: asHandled(route, endpoint), method });
  }
  return [...seen.values()];
}

/** The endpoint a replay names, as `--fuzz-replay` gives it, or undefined. */
export function endpointNamed(key: string, routes: readonly Route[]): FuzzEndpoint | undefined {
  const space = key.indexOf(' ');
  const method = key.slice(0, space).toUpperCase() as HttpMethod;
  const pattern = key.slice(space + 1);
  const route = routes.find((r) => r.pattern === pattern);
  const endpoint = route?.endpoints.find((e) => e.methods.includes(method));
  return route && endpoint && method !== 'DELETE'
    ? { key: endpointKey(method, route), route, endpoint: asHandled(route, endpoint), method }
    : undefined;
}

/** The route's segments: literal text, or a path parameter with its pattern (read by spec/patterns.ts). */
export function segmentsOf(route: Route): ({ text: string } | { param: string; pattern: RegExp })[] | undefined {
  const out: ({ text: string } | { param: string; pattern: RegExp })[] = [];
  for (const segment of route.pattern.split('/').slice(1)) {
    const params = patternParams(segment);
    const whole = params.length === 1 && segment === `(?P<${params[0]?.name}>${params[0]?.body})`;
    if (whole) out.push({ param: params[0]?.name as string, pattern: new RegExp(`^${params[0]?.body}$`) });
    else if (params.length > 0) return undefined;
    else out.push({ text: segment });
  }
  return out;
}

/** An update of an item (its path ends in a parameter): only combinations that break a rule are sent. */
export const isItemWrite = (e: FuzzEndpoint): boolean =>
  e.method !== 'GET' && 'param' in (segmentsOf(e.route)?.at(-1) ?? {});
