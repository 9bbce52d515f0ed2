import type { CaseResult, Failure, RootCause, SuiteResult } from '../model/result.js';
import type { Prerequisite } from './prerequisites.js';

/**
 * Every fault that blocked other cases, once, with what it blocked under it. A case's root is the case
 * itself (already counted); a prerequisite the site's index does not list, and a target that cannot
 * be reached, are listed here with their failure.
 */
export function rootCausesOf(
  suites: SuiteResult[],
  prerequisites: ReadonlyMap<string, Prerequisite>,
  unreachable: Failure | undefined,
): RootCause[] {
  const byId = new Map<string, RootCause>();
  const cases = new Map<string, CaseResult>(
    suites.flatMap((s) => s.cases.map((c): [string, CaseResult] => [`${s.id}/${c.id}`, c])),
  );
  const rootFor = (id: string): RootCause => {
    let root = byId.get(id);
    if (root) return root;
    const need = prerequisites.get(id);
    if (id === 'unreachable') {
      root = {
        id,
        kind: 'unreachable',
        level: 'must',
        title: 'the target can be reached',
        blocked: [],
        ...(unreachable ? { failure: unreachable } : {}),
      };
    } else if (need?.kind === 'index') {
      const where = need.site === 'de' ? ' of the localized site' : '';
      root = {
        id,
        kind: 'index',
        level: 'must',
        title: `the index${where} answers at the API root`,
        failure: {
          check: 'prerequisite',
          level: 'must',
          title: `the index${where} could not be read`,
          message: `the API root answered ${need.answered ?? 'something else'} instead of the index: check --base-url and --api-root (or the vocabulary's apiRoot); every case that needs the index is blocked`,
          expected: 'the index (200, JSON with namespaces and routes)',
          actual: need.answered ?? 'something else',
        },
        blocked: [],
      };
    } else if (need) {
      const where = need.site === 'de' ? ' on the localized site' : '';
      // The site's own name for it, with the interface's beside it when a vocabulary renames it.
      const name =
        need.siteSubject && need.siteSubject !== need.subject
          ? `${need.siteSubject} (the interface's ${need.subject})`
          : need.subject;
      const what = need.kind === 'namespace' ? `namespace ${name}` : `route ${name}`;
      root = {
        id,
        kind: need.kind,
        level: 'must',
        title: `the index lists ${what}${where}`,
        failure: {
          check: 'prerequisite',
          level: 'must',
          title: `${what} is not listed in the index${where}`,
          message: `the site's index does not list ${what}${need.kind === 'namespace' ? ' (a plugin not installed?)' : ''}; every case that needs it is blocked`,
          expected: need.siteSubject ?? need.subject,
          actual: 'absent',
          pointer: need.kind === 'namespace' ? '/namespaces' : '/routes',
        },
        blocked: [],
      };
    } else {
      const c = cases.get(id);
      root = { id, kind: 'case', level: c?.level ?? 'must', title: c?.title ?? id, blocked: [] };
    }
    byId.set(id, root);
    return root;
  };
  for (const suite of suites) {
    for (const c of suite.cases) {
      if (c.outcome === 'blocked' && c.blockedBy)
        rootFor(c.blockedBy).blocked.push({ suite: suite.id, id: c.id, title: c.title });
    }
  }
  return [...byId.values()];
}
