import type { SiteId } from '../../spec/types.js';
import { endpointFor, routeFor } from '../catalog/routes.js';
import type { InterfacePart } from '../model/result.js';
import type { CaseSpec } from '../model/suite.js';
import { partOf } from './parts.js';

/** How one case reads for coverage: the route×method its request reaches, if any, and what it expects. */

export interface Requested {
  site: SiteId;
  /** `GET /shop/store/products`, as `routeMethods` keys it; undefined when the catalog has no such route×method. */
  key?: string;
  part?: InterfacePart;
}

/**
 * The route×method a case's request reaches, read as the platform routes it (`routeFor`, captures as
 * one segment each). HEAD is served by GET, so it counts for GET; a method the route does not serve
 * (a probe for 404 or 405) reaches no route×method.
 */
export function requestedBy(spec: CaseSpec): Requested {
  const site: SiteId = spec.request.site ?? 'primary';
  const route = routeFor(site, spec.request.path);
  const method = (spec.request.method || 'GET').toUpperCase();
  if (!route || !endpointFor(route, method)) return { site };
  return { site, key: `${method === 'HEAD' ? 'GET' : method} ${route.pattern}`, part: partOf(route) };
}

/** `200`, `204`, `'2xx'`: a status value that means success. */
function success(value: unknown): boolean {
  if (typeof value === 'number') return value >= 200 && value <= 299;
  return typeof value === 'string' && /^2(xx|\d\d)$/.test(value);
}

/**
 * A positive case expects success: it has a status check and every value that check allows is 2xx.
 * A case with no status check says nothing about success (a drift case, an `error` check) and is not
 * positive; neither is one that allows a 4xx beside a 2xx, since it would pass on a refusal.
 */
export function isPositive(spec: CaseSpec): boolean {
  const statuses = spec.expect.filter((c) => c.check === 'status');
  if (statuses.length === 0) return false;
  return statuses.every((c) => {
    const values = Array.isArray(c.value) ? (c.value as unknown[]) : [c.value];
    return values.length > 0 && values.every(success);
  });
}
