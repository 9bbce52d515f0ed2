import type { Endpoint, HttpMethod, Route } from '../../spec/types.js';
import { errors, RestError } from '../http/errors.js';
import type { Principal } from './principal.js';

const ADMIN_NAMESPACES_WITH_OWN_CODES = new Set(['shop-analytics', 'shop-admin']);

/** The shop's own refusal codes for its administration routes, one per kind of access. */
function shopRefusal(method: string, status: 401 | 403): RestError {
  switch (method as HttpMethod) {
    case 'GET':
      return new RestError('shop_rest_cannot_view', 'Sorry, you cannot list resources.', status);
    case 'POST':
      return new RestError('shop_rest_cannot_create', 'Sorry, you are not allowed to create resources.', status);
    case 'DELETE':
      return new RestError('shop_rest_cannot_delete', 'Sorry, you are not allowed to delete this resource.', status);
    default:
      return new RestError('shop_rest_cannot_edit', 'Sorry, you are not allowed to edit this resource.', status);
  }
}

export function isAdministrator(principal: Principal | null): boolean {
  return principal?.role === 'administrator';
}

/** 401 for an anonymous caller, 403 for an authenticated one without the right. */
export function refuse(route: Route, method: string, principal: Principal | null): RestError {
  const status = principal ? 403 : 401;
  if (ADMIN_NAMESPACES_WITH_OWN_CODES.has(route.namespace)) return shopRefusal(method, status);
  if (route.pattern === '/oembed/1.0/proxy') {
    return errors.forbidden(status, 'Sorry, you are not allowed to make proxied oEmbed requests.');
  }
  return errors.forbidden(status);
}

/** Methods a caller may use on a route, administrator or not: what the platform's `Allow` header lists. */
function allowedMethods(route: Route, administrator: boolean): string {
  return route.endpoints
    .filter((e: Endpoint) => e.access !== 'admin' || administrator)
    .flatMap((e) => e.methods)
    .join(', ');
}

// Every reply carries it, and it depends only on the route and whether the caller administers.
const allowHeaders = new WeakMap<Route, [string, string]>();

/** The `Allow` header's value for a route and caller, built once per route. */
export function allowHeader(route: Route, principal: Principal | null): string {
  let pair = allowHeaders.get(route);
  if (!pair) {
    pair = [allowedMethods(route, false), allowedMethods(route, true)];
    allowHeaders.set(route, pair);
  }
  return pair[isAdministrator(principal) ? 1 : 0];
}
