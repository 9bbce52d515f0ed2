import type { Coverage, CoverageCount, RouteCoverage, RunResult } from '../src/model/result.js';
import { statementsFigure, traceOf } from './document.js';
import type { Reporter } from './types.js';

/**
 * What the run checked, for auditors: per part of the interface its figures, then each route×method
 * with whether a case requested it, whether one expected success, how many cases, the statuses that
 * came back and the document's rules exercised; at the end the totals and what nothing requested.
 * It reads `RunResult.coverage` only: the engine computed it from the plan and the results.
 */

/** `145/222`, with the share cut (not rounded) to one decimal, as `--min-coverage` shows it. */
function share(n: number, total: number): string {
  const percent = total === 0 ? '100.0' : (Math.floor((n * 1000) / total) / 10).toFixed(1);
  return `${n}/${total} (${percent}%)`;
}

function figures(c: CoverageCount): string {
  return `requested ${share(c.requested, c.total)}, positive ${share(c.positive, c.total)}`;
}

/** `enum: orderby, order; required: url; default: per_page`. */
export function describeRules(rules: RouteCoverage['rules']): string {
  return Object.entries(rules)
    .map(([kind, args]) => `${kind}: ${(args ?? []).join(', ')}`)
    .join('; ');
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) =>
    `  ${r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ')}`.trimEnd(),
  );
}

function partBlock(coverage: Coverage, part: Coverage['parts'][number]): string[] {
  const perSite = part.sites
    .map((s) => `${s.site} ${s.requested}/${s.total} requested, ${s.positive}/${s.total} positive`)
    .join('; ');
  const head = `${part.title}: ${figures(part)} · ${perSite} · ${part.cases} case${part.cases === 1 ? '' : 's'}`;
  const rows = coverage.sites.flatMap((site) =>
    site.routes
      .filter((r) => r.part === part.part)
      .map((r) => [
        site.site,
        r.key,
        r.cases.length > 0 ? 'yes' : 'no',
        r.positive ? 'yes' : 'no',
        String(r.cases.length),
        r.statuses.length > 0 ? r.statuses.join(', ') : '-',
        describeRules(r.rules) || '-',
      ]),
  );
  return [
    head,
    ...table([['site', 'route×method', 'requested', 'positive', 'cases', 'statuses', 'rules'], ...rows]),
    '',
  ];
}

export function renderCoverage(coverage: Coverage): string {
  const lines = ["Coverage: the route×methods of the catalog the run's cases requested", ''];
  for (const part of coverage.parts) lines.push(...partBlock(coverage, part));
  lines.push('Totals (de: the localized site under /de)');
  for (const site of coverage.sites) lines.push(`  ${site.site}: ${figures(site)}`);
  lines.push(`  overall: ${figures(coverage.totals)}`);
  lines.push(`  cases per part: ${coverage.parts.map((p) => `${p.title} ${p.cases}`).join(', ')}`);
  lines.push(
    `  ${coverage.unrouted.length} case${coverage.unrouted.length === 1 ? '' : 's'} requested no route×method of the catalog (unknown paths, methods a route does not serve); ${coverage.skipped} skipped before sending`,
  );
  const never = coverage.sites.flatMap((s) =>
    s.routes.filter((r) => r.cases.length === 0).map((r) => `${s.site} ${r.key}`),
  );
  lines.push('', `Never requested (${never.length})`, ...never.map((n) => `  ${n}`));
  return `${lines.join('\n')}\n`;
}

/** Plain text, the same with or without a terminal. */
export function coverageReporter(): Reporter {
  return {
    name: 'coverage',
    render: (result: RunResult) => {
      const trace = traceOf(result);
      // What the run checked of the interface document, beside what it requested of the catalog.
      const document = trace ? `\nThe document: ${statementsFigure(trace)} (\`--reporter document\` lists them)\n` : '';
      return `${result.coverage ? renderCoverage(result.coverage) : 'Coverage: not computed for this run\n'}${document}`;
    },
  };
}
