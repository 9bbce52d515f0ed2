import type { RestRequest } from '../../../reference-server/http/types.js';
import { buildCatalog } from '../../../spec/catalog.js';
import { readablePattern } from '../../../spec/patterns.js';
import type { Place } from '../../../spec/statements/index.js';
import type { Target } from '../../helpers/faults.js';

/*
 * Targets of the statement faults, apart from the faults themselves: the areas' own faults build their
 * targets here, and `faults.ts` imports the areas, so these must not come from there.
 */

/** The neutral path of a route (any method), as a regular expression on the request's path. */
function pathOf(route: string): RegExp {
  const found = buildCatalog('primary').routes.find((r) => readablePattern(r.pattern) === route);
  if (!found) throw new Error(`statement faults: no route ${route}`);
  return new RegExp(`^${found.pattern.replace(/\(\?P<\w+>/g, '(?:')}$`, 'i');
}

/** Requests to the places given (each method on its route). */
export function targetOf(places: readonly Place[], when?: (request: RestRequest) => boolean): Target {
  const byRoute = new Map<string, Set<string>>();
  for (const p of places) byRoute.set(p.route, (byRoute.get(p.route) ?? new Set()).add(p.method));
  const tests = [...byRoute].map(([route, methods]) => ({ path: pathOf(route), methods }));
  // One regular expression for the matcher; the method is part of the condition.
  const path = new RegExp(tests.map((t) => `(?:${t.path.source})`).join('|'), 'i');
  return {
    path,
    when: (r) =>
      tests.some((t) => t.methods.has(r.method) && t.path.test(r.path.replace(/\/+$/, '') || '/')) &&
      (when ? when(r) : true),
  };
}
