import type { SiteId } from '../../spec/types.js';
import type { Coverage, CoverageCount, RouteCoverage } from '../model/result.js';
import { PARTS } from './parts.js';

/** Counting the rows: the same three numbers for a site, a part on a site, a part, and the whole run. */

export function count(rows: readonly RouteCoverage[]): CoverageCount {
  return {
    requested: rows.filter((r) => r.cases.length > 0).length,
    positive: rows.filter((r) => r.positive).length,
    total: rows.length,
  };
}

function sum(counts: readonly CoverageCount[]): CoverageCount {
  return counts.reduce((a, c) => ({ requested: a.requested + c.requested, positive: a.positive + c.positive, total: a.total + c.total }), { requested: 0, positive: 0, total: 0 });
}

/**
 * Per part: its counts on each site and over both, and its cases. A case reaches one route×method, so
 * counting each row's cases counts each case once.
 */
export function partsOf(sites: readonly { site: SiteId; routes: RouteCoverage[] }[]): Coverage['parts'] {
  return PARTS.map(({ part, title }) => {
    const perSite = sites.map(({ site, routes }) => ({ site, ...count(routes.filter((r) => r.part === part)) }));
    const cases = sites.flatMap((s) => s.routes).filter((r) => r.part === part).reduce((n, r) => n + r.cases.length, 0);
    return { part, title, ...sum(perSite), cases, sites: perSite };
  });
}

export function totalOf(sites: readonly CoverageCount[]): CoverageCount {
  return sum(sites);
}

/**
 * The share of route×methods requested, over both sites' catalogs, in percent. What `--min-coverage`
 * compares with; shown cut (not rounded) to one decimal, so that a figure shown is never above what
 * was compared: 89.96 is "89.9% is below 90", never "90.0% is below 90".
 */
export function requestedPercent(coverage: Coverage): { exact: number; shown: string } {
  const { requested, total } = coverage.totals;
  if (total === 0) return { exact: 100, shown: '100.0%' };
  // Per mille from integers first: (29 / 100) * 100 is 28.999…, which would show as 28.9%.
  return { exact: (requested * 100) / total, shown: `${(Math.floor((requested * 1000) / total) / 10).toFixed(1)}%` };
}
