import { prepare } from '../../../src/engine.js';
import { makePlan } from '../../../src/plan/plan.js';
import { citedBy } from '../../../src/loading/doc.js';
import { routeFor } from '../../../src/catalog/routes.js';
import type { CaseSpec, Suite } from '../../../src/model/suite.js';
import { readablePattern } from '../../../spec/patterns.js';
import { statements, type Place, type Statement } from '../../../spec/statements/index.js';

/**
 * Which planned cases guard which statement of the interface document: a case guards the statements
 * its must-level checks cite (`doc:` on the check or its case, a success check its route's row).
 * Every case is planned as a full run with both credentials plans it, setup and teardown included.
 */

export interface Planned {
  suite: Suite;
  spec: CaseSpec;
  /** `suite/id`. */
  key: string;
  /** The statements its must-level checks cite. */
  cites: Set<string>;
  /** The route and method its request reaches, in the ledger's form, or undefined (no route). */
  place?: Place;
}

let planned: Planned[] | undefined;

export function allPlanned(): Planned[] {
  if (planned) return planned;
  const { suites } = prepare([]);
  planned = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases.map(({ suite, spec }) => {
    const cites = new Set(
      spec.level === 'must'
        ? spec.expect.filter((c) => (c.level ?? spec.level) === 'must').flatMap((c) => citedBy(spec, c))
        : [],
    );
    // A request just outside a path's rule reaches no route: its control, the same request with the
    // rule kept, says which route it is about.
    const route =
      routeFor(spec.request.site ?? 'primary', spec.request.path) ??
      (spec.control?.path !== undefined ? routeFor(spec.request.site ?? 'primary', spec.control.path) : undefined);
    return {
      suite,
      spec,
      key: `${suite.id}/${spec.id}`,
      cites,
      ...(route
        ? { place: { method: spec.request.method as Place['method'], route: readablePattern(route.pattern) } }
        : {}),
    };
  });
  return planned;
}

/** The planned cases that cite a statement. */
export function guardsOf(statement: Statement): Planned[] {
  return allPlanned().filter((p) => p.cites.has(statement.id));
}

/**
 * Where a statement must be shown on each place it holds on, not on one of them: the limits (bounds, a
 * list's cap, a path's pattern: "each limit is tried on every route and alias that has it") and what a
 * storefront write does (read back under both namespaces).
 */
export function perPlace(statement: Statement): boolean {
  if (['minimum', 'maximum', 'max-items', 'path'].includes(statement.kind)) return true;
  return (
    (statement.kind === 'effect' || statement.kind === 'behaviour') &&
    statement.on.some((p) => p.method !== 'GET' && p.route.startsWith('/shop/store'))
  );
}

/** The routes a statement holds on, once each (methods of one route together). */
export function routesOf(statement: Statement): string[] {
  return [...new Set(statement.on.map((p) => p.route))];
}

/** A case reaches one of a statement's routes (the localized site's routes are the same routes). */
export const onRoute = (p: Planned, route: string): boolean => p.place?.route === route;

export { statements };
