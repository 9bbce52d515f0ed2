import { citedBy } from '../loading/doc.js';
import type { CaseResult } from '../model/result.js';
import type { CaseSpec } from '../model/suite.js';

export type Cites = NonNullable<CaseResult['cites']>;

// A generated suite's cases are specs made once per run; thousands of results would otherwise work out
// the same route statement again (`citedBy` looks the request's route up in the catalog).
const known = new WeakMap<CaseSpec, Cites>();

/**
 * What a case's checks cite, as its spec stands when it is sent: the statements of the document its
 * must-level checks enforce (with the case's own `doc` when the case is must-level) and the conventions
 * its should-level checks rest on. Under `--level must` the plan has already removed the should-level
 * checks, so the citations follow what was checked. `info` checks judge nothing and cite nothing.
 */
export function citesOf(spec: CaseSpec): Cites {
  const cached = known.get(spec);
  if (cached) return cached;
  const doc = new Set<string>(spec.level === 'must' ? (spec.doc ?? []) : []);
  const conventions = new Set<string>();
  const own = new Set<string>();
  for (const check of spec.expect) {
    const level = check.level ?? spec.level;
    const ids = level === 'must' ? citedBy(spec, check) : [];
    for (const id of ids) doc.add(id);
    const ownSource = check.own ?? spec.own;
    if (level === 'must' && ids.length === 0 && ownSource !== undefined) own.add(ownSource);
    else if (level === 'should') {
      const source = check.source ?? spec.source;
      if (source) conventions.add(source);
    }
  }
  const cites = { doc: [...doc], conventions: [...conventions], ...(own.size > 0 ? { own: [...own] } : {}) };
  known.set(spec, cites);
  return cites;
}
