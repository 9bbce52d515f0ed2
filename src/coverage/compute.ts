import type { SiteId } from '../../spec/types.js';
import { routeMethods } from '../catalog/routes.js';
import type { CaseResult, Coverage, RouteCoverage, Skip } from '../model/result.js';
import type { CaseSpec, Exercise } from '../model/suite.js';
import { isPositive, requestedBy } from './cases.js';
import { partOf } from './parts.js';
import { count, partsOf, totalOf } from './tally.js';

/**
 * What a run covered: which route×methods of each site's catalog its cases requested, which of them a
 * case expecting success requested, the statuses the answers had and the document's rules exercised.
 * Pure: it reads the planned cases (the run plan's entries, `src/plan/`) and, when there are any, their
 * results; it sends nothing, so a plan that never ran has a coverage too (requested, no statuses).
 */

export interface PlannedCase {
  suite: { id: string };
  spec: CaseSpec;
  /** Why it is skipped before sending (read-only mode, missing credentials): then it requests nothing. */
  skip?: Skip | undefined;
}

const SITES: readonly SiteId[] = ['primary', 'de'];
/** Rules in the order reports list them. */
const KINDS: readonly Exercise['kind'][] = ['enum', 'enum-value', 'minimum', 'maximum', 'required', 'default', 'nested', 'format'];

/** A row while cases are added to it: sets, so that a rule or status seen twice counts once. */
interface Row {
  row: RouteCoverage;
  statuses: Set<number>;
  rules: Map<Exercise['kind'], Set<string>>;
}

/**
 * `alsoRequested`: route×methods a phase of its own sent on the primary site (a fuzz replay's one
 * endpoint, `GET /shop/store/products`), counted as requested by it, with no rule or status.
 */
export function computeCoverage(
  planned: readonly PlannedCase[],
  results: readonly CaseResult[] = [],
  alsoRequested: readonly { key: string; by: { suite: string; id: string } }[] = [],
): Coverage {
  // Results name their case by suite and id, as the planned cases do.
  const status = new Map(results.map((r) => [`${r.suite}/${r.id}`, r.exchange?.response?.status]));
  const rows = new Map(SITES.map((site) => [site, new Map(routeMethods(site).map((rm): [string, Row] => [rm.key, {
    row: { key: rm.key, part: partOf(rm.route), cases: [], positive: false, statuses: [], rules: {} },
    statuses: new Set(),
    rules: new Map(),
  }]))]));
  const unrouted: Coverage['unrouted'] = [];
  let skipped = 0;

  for (const { suite, spec, skip } of planned) {
    if (skip) {
      skipped++;
      continue;
    }
    const requested = requestedBy(spec);
    const entry = requested.key ? rows.get(requested.site)?.get(requested.key) : undefined;
    if (!entry) {
      unrouted.push({ suite: suite.id, id: spec.id, site: requested.site, request: `${spec.request.method.toUpperCase()} ${spec.request.path}` });
      continue;
    }
    entry.row.cases.push({ suite: suite.id, id: spec.id });
    if (isPositive(spec)) entry.row.positive = true;
    const seen = status.get(`${suite.id}/${spec.id}`);
    if (seen !== undefined) entry.statuses.add(seen);
    for (const { kind, arg } of spec.exercises ?? []) {
      const args = entry.rules.get(kind) ?? new Set<string>();
      entry.rules.set(kind, args.add(arg));
    }
  }

  for (const { key, by } of alsoRequested) rows.get('primary')?.get(key)?.row.cases.push(by);

  const sites = SITES.map((site) => {
    const routes = [...(rows.get(site)?.values() ?? [])].map(finish);
    return { site, ...count(routes), routes };
  });
  return { sites, parts: partsOf(sites), totals: totalOf(sites), unrouted, skipped };
}

/** Sets become the sorted lists and kind-ordered record the result holds. */
function finish({ row, statuses, rules }: Row): RouteCoverage {
  const byKind: RouteCoverage['rules'] = {};
  for (const kind of KINDS) {
    const args = rules.get(kind);
    if (args) byKind[kind] = [...args];
  }
  return { ...row, statuses: [...statuses].sort((a, b) => a - b), rules: byKind };
}
