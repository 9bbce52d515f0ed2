import { routeStatement, statement, statementsNear } from '../../spec/statements/index.js';
import { readablePattern } from '../../spec/patterns.js';
import { routeFor } from '../catalog/routes.js';
import type { CaseSpec, CheckSpec, Level } from '../model/suite.js';

/**
 * What a must-level check enforces, by the interface document's own statements (`spec/statements/`):
 * the ids the check names (`doc:`), else its case's. A check that the answer is a success needs no
 * name: it enforces that the route answers the method, the statement of the route's row, found from
 * the request. Any other must-level check names what it enforces, or the loader refuses it.
 */
export function citedBy(spec: Pick<CaseSpec, 'doc' | 'request'>, check: CheckSpec): string[] {
  const named = check.doc ?? spec.doc;
  if (named !== undefined) return named;
  if (check.check === 'status' && isSuccess(check.value)) {
    const id = routeStatementOf(spec.request.method, spec.request.path, spec.request.site ?? 'primary');
    return id ? [id] : [];
  }
  return [];
}

/** `2xx`, `200`, `[200, 201]`: a status check that the request succeeded. */
function isSuccess(value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.length > 0 && values.every((v) => /^2(\d\d|xx)$/.test(String(v)));
}

/** The statement that the route a request reaches answers its method (`route.get.shop.store.products`). */
export function routeStatementOf(method: string, path: string, site: 'primary' | 'de'): string | undefined {
  const route = routeFor(site, path);
  return route ? routeStatement(method, readablePattern(route.pattern))?.id : undefined;
}

/**
 * The discipline's other half, checked when a suite loads: every statement named exists, and every
 * check that can fail a run at must level names the statement it enforces (or, checking success,
 * enforces its route's).
 */
export function docProblems(
  spec: Pick<CaseSpec, 'doc' | 'request' | 'own'>,
  caseLevel: Level,
  checks: CheckSpec[],
  builtIn = true,
): string[] {
  const problems: string[] = [];
  // The built-in suites rest on the interface document alone; a user's suite may name its own source.
  if (builtIn && (spec.own !== undefined || checks.some((c) => c.own !== undefined)))
    problems.push('`own` is for a suite of your own: the built-in suites cite the interface document (`doc`)');
  for (const id of [...(spec.doc ?? []), ...checks.flatMap((c) => c.doc ?? [])]) {
    if (!statement(id)) {
      const near = statementsNear(id);
      problems.push(
        `unknown statement "${id}"${near.length ? `; statements near it: ${near.join(', ')}` : ' (see spec/statements/)'}`,
      );
    }
  }
  // A must-level check in a should-level case is refused for that already (levels.ts).
  const uncited = checks.filter(
    (c) =>
      caseLevel === 'must' &&
      (c.level ?? caseLevel) === 'must' &&
      citedBy(spec, c).length === 0 &&
      (builtIn || (c.own ?? spec.own) === undefined),
  );
  if (uncited.length > 0)
    problems.push(
      `must-level check${uncited.length > 1 ? 's' : ''} ${uncited.map((c) => `"${c.check}"`).join(', ')} name${uncited.length > 1 ? '' : 's'} no statement of the interface document: give the case or the check a \`doc\` (an id of spec/statements/), or make it should-level with its convention${builtIn ? '' : ', or, for a check of your own shop, an `own` source (your document and line, or a reason)'}`,
    );
  return problems;
}
