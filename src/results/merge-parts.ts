import { CONVENTIONS } from '../../spec/conventions.js';
import { isChecked } from '../document/trace.js';
import type { Coverage, DocumentTrace, RouteCoverage } from '../model/result.js';
import { count, partsOf, totalOf } from '../coverage/tally.js';

/** The rule kinds in the order `computeCoverage` lists them (src/coverage/compute.ts). */
const KINDS: readonly (keyof RouteCoverage['rules'])[] = [
  'enum',
  'enum-value',
  'minimum',
  'maximum',
  'required',
  'default',
  'nested',
  'format',
];

/**
 * The coverage of the shards together: each route×method's cases joined, positive when it was in any
 * shard, its statuses and rules joined, then counted again as `computeCoverage` counts them. Absent when
 * a shard's report has none (an NDJSON stream: the coverage is computed after its last line).
 */
export function mergeCoverage(all: readonly (Coverage | undefined)[]): Coverage | undefined {
  const [first] = all;
  if (!first || all.some((c) => c === undefined)) return undefined;
  const coverages = all as Coverage[];
  const sites = first.sites.map((site) => {
    const routes = site.routes.map((route): RouteCoverage => {
      const same = coverages.map((c) =>
        c.sites.find((s) => s.site === site.site)?.routes.find((r) => r.key === route.key),
      );
      const rules: RouteCoverage['rules'] = {};
      for (const kind of KINDS) {
        const args = [...new Set(same.flatMap((r) => r?.rules[kind] ?? []))];
        if (args.length > 0) rules[kind] = args;
      }
      return {
        ...route,
        cases: same.flatMap((r) => r?.cases ?? []),
        positive: same.some((r) => r?.positive === true),
        statuses: [...new Set(same.flatMap((r) => r?.statuses ?? []))].sort((a, b) => a - b),
        rules,
      };
    });
    return { site: site.site, ...count(routes), routes };
  });
  return {
    sites,
    parts: partsOf(sites),
    totals: totalOf(sites),
    unrouted: coverages.flatMap((c) => c.unrouted),
    skipped: coverages.reduce((n, c) => n + c.skipped, 0),
  };
}

/**
 * The document trace of the shards together: every statement and convention once, with the cases of
 * every shard that check it; `checked` counted again. Absent when a shard's report has none.
 */
export function mergeDocument(all: readonly (DocumentTrace | undefined)[]): DocumentTrace | undefined {
  const [first] = all;
  if (!first || all.some((d) => d === undefined)) return undefined;
  const traces = all as DocumentTrace[];
  // Every shard lists every statement, but only the conventions its own cases cite: the union is joined.
  const join = <T extends { id: string; cases: unknown[] }>(pick: (d: DocumentTrace) => T[]): T[] => {
    const items = new Map<string, T>();
    for (const item of traces.flatMap(pick)) if (!items.has(item.id)) items.set(item.id, item);
    return [...items.values()].map((item) => ({
      ...item,
      cases: traces.flatMap((d) => pick(d).find((x) => x.id === item.id)?.cases ?? []),
    }));
  };
  const order = new Map(CONVENTIONS.map((c, i) => [c.id, i]));
  const statements = join((d) => d.statements);
  return {
    ...first,
    // Counted as the run counts it (`src/document/`): a case skipped, blocked or errored checked nothing.
    checked: statements.filter((s) => isChecked(s.cases)).length,
    statements,
    conventions: join((d) => d.conventions).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
  };
}
