import { documentTrace, isChecked } from '../src/document/index.js';
import { requestedPercent } from '../src/coverage/tally.js';
import type { CaseResult, DocumentTrace, Outcome, RunResult, StatementTrace } from '../src/model/result.js';
import { citation } from '../spec/conventions.js';
import { statement } from '../spec/statements/index.js';
import { clean } from './text.js';
import { mostNotRunText } from './not-run.js';
import { plural, verdictText } from './summary.js';
import { runVerdict } from '../src/model/verdict.js';
import type { Reporter } from './types.js';

/**
 * Each verdict traced to the interface document: every statement (by line) with the cases that check
 * it and their verdicts, the statements no case checked, and the conventions the should-level checks
 * rest on. Markdown, so that an auditor's tool and a person read the same file.
 */

/**
 * The result's trace; a result without one (a report joined from shards that did not all carry it) gets
 * it from its cases' citations. A result whose cases cite nothing (made before citations existed) has none.
 */
export function traceOf(result: RunResult): DocumentTrace | undefined {
  if (result.document) return result.document;
  return result.suites.some((s) => s.cases.some((c) => c.cites)) ? documentTrace(result.suites) : undefined;
}

/** `512/640 statements checked (80.0%)`: cut, not rounded, as the route coverage is shown. */
export function statementsFigure(trace: Pick<DocumentTrace, 'checked' | 'total'>): string {
  const { checked, total } = trace;
  const percent = total === 0 ? '100.0' : (Math.floor((checked * 1000) / total) / 10).toFixed(1);
  return `${checked}/${total} statements checked (${percent}%)`;
}

/**
 * `coverage: 145/222 route×methods requested (65.3%) · 512/640 statements checked (80.0%)`: what the run
 * reached of the catalog beside what it checked of the document (the console's summary).
 */
export function coverageLine(result: RunResult): string | undefined {
  const trace = traceOf(result);
  const figures = [
    ...(result.coverage
      ? [
          `${result.coverage.totals.requested}/${result.coverage.totals.total} route×methods requested (${requestedPercent(result.coverage).shown})`,
        ]
      : []),
    ...(trace ? [statementsFigure(trace)] : []),
  ];
  return figures.length > 0 ? `coverage: ${figures.join(' · ')}` : undefined;
}

/** `lines 120, 215` or `line 120`. */
export const linesText = (lines: readonly number[]): string =>
  `line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}`;

/** `route.get.shop.store.products (line 120)`: a statement as a case's citation names it. */
export function docCitation(id: string): string {
  const lines = statement(id)?.lines;
  return lines && lines.length > 0 ? `${id} (${linesText(lines)})` : id;
}

/** `errors.shape (conventions.md:40)`. */
export function conventionCitation(id: string): string {
  const where = citation(id);
  return where ? `${id} (${where})` : id;
}

/** A case's citations, one `doc`/`convention` pair per cited id (what JUnit and the console show). */
export function citationsOf(c: Pick<CaseResult, 'cites'>): ['doc' | 'convention' | 'own', string][] {
  return [
    ...(c.cites?.doc ?? []).map((id): ['doc', string] => ['doc', docCitation(id)]),
    ...(c.cites?.conventions ?? []).map((id): ['convention', string] => ['convention', conventionCitation(id)]),
    // A user suite's own source, said as the suite wrote it.
    ...(c.cites?.own ?? []).map((o): ['own', string] => ['own', o]),
  ];
}

const ORDER: readonly Outcome[] = ['passed', 'failed', 'errored', 'skipped', 'blocked'];

/** `3 passed, 1 failed`: the verdicts of the cases that cite a statement. */
export function verdictCounts(cases: readonly { outcome: Outcome }[]): string {
  if (cases.length === 0) return 'no case';
  return ORDER.map((o) => [o, cases.filter((c) => c.outcome === o).length] as const)
    .filter(([, n]) => n > 0)
    .map(([o, n]) => `${n} ${o}`)
    .join(', ');
}

/** A table cell: one line, no pipe to end it early. */
const cell = (text: string): string => clean(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** The failing cases named (a few), after the counts: where an auditor looks first. */
function casesCell(s: StatementTrace): string {
  const failing = s.cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
  const named = failing.slice(0, 3).map((c) => `${c.suite}/${c.id}`);
  const more = failing.length > named.length ? ` +${failing.length - named.length} more` : '';
  return `${verdictCounts(s.cases)}${named.length > 0 ? ` (${named.join(', ')}${more})` : ''}`;
}

/**
 * What an auditor reads the file by, at its top: which run (id, target, date, tool, the digests of the
 * catalog, the suites and the expectations file) and its verdict, so that the file stands alone.
 */
function runHeader(result: RunResult): string[] {
  const p = result.provenance;
  const most = mostNotRunText(result, "see the run's other reports");
  return [
    `- Run: ${p?.runId ?? 'unknown'}`,
    `- Target: ${clean(`${result.target.baseUrl}${result.target.apiRoot}`)}${result.target.embedded ? ' (the embedded reference server)' : ''}${result.options.readOnly ? ', read-only' : ''}`,
    `- Date: ${result.startedAt}${p?.endedAt ? ` to ${p.endedAt}` : ''}`,
    `- Tool: ${result.tool.name} ${result.tool.version}`,
    ...(p
      ? [`- Catalog: ${p.catalogDigest}`, `- Suites: ${p.suitesDigest} (${plural(p.suites.length, 'suite')})`]
      : []),
    ...(result.expectations
      ? [`- Expectations: ${clean(result.expectations.file)} ${result.expectations.digest}`]
      : []),
    ...(p?.site?.name ? [`- Site: ${clean(p.site.name)}`] : []),
    `- Verdict: ${verdictText(runVerdict(result))}${most ? ` — ${most}` : ''}`,
  ];
}

const failing = (s: StatementTrace) => s.cases.some((c) => c.outcome === 'failed' || c.outcome === 'errored');
const row = (s: StatementTrace) =>
  `| ${cell(s.id)} | ${s.lines.join(', ')} | ${s.kind} | ${cell(s.says)} | ${cell(casesCell(s))} |`;
const HEAD = ['| statement | lines | kind | says | cases |', '| --- | --- | --- | --- | --- |'];

/**
 * The trace as Markdown: the run it is of (with `result`), then what an auditor looks at first, the
 * statements a case failed and those no case checked, then every statement, then the conventions.
 */
export function renderDocument(trace: DocumentTrace, result?: RunResult): string {
  const failed = trace.statements.filter(failing);
  const unchecked = trace.statements.filter((s) => !isChecked(s.cases));
  const out = [
    '# The interface document, statement by statement',
    '',
    ...(result ? [...runHeader(result), ''] : []),
    `${statementsFigure(trace)}. A statement is checked when a case citing it passed or failed; a case skipped, blocked or errored checked nothing.`,
    '',
    `## Failed (${failed.length})`,
    '',
    ...(failed.length > 0 ? [...HEAD, ...failed.map(row)] : ['No statement has a failing case.']),
    '',
    `## Unchecked (${unchecked.length})`,
    '',
    ...unchecked.map(
      (s) =>
        `- ${cell(s.id)} (${linesText(s.lines)}, ${s.kind}): ${cell(s.says)}${s.cases.length > 0 ? ` — cited by ${verdictCounts(s.cases)}` : ''}`,
    ),
    '',
    `## Every statement (${trace.statements.length})`,
    '',
    '| statement | lines | kind | says | cases |',
    '| --- | --- | --- | --- | --- |',
    ...trace.statements.map(row),
  ];
  out.push('', `## Conventions cited by should-level checks (${trace.conventions.length})`, '');
  if (trace.conventions.length > 0)
    out.push(
      '| convention | where | says | cases |',
      '| --- | --- | --- | --- |',
      ...trace.conventions.map(
        (c) => `| ${cell(c.id)} | ${cell(`${c.file}:${c.line}`)} | ${cell(c.says)} | ${cell(verdictCounts(c.cases))} |`,
      ),
    );
  return `${out.join('\n')}\n`;
}

/** `--reporter document`: the trace as Markdown. */
export function documentReporter(): Reporter {
  return {
    name: 'document',
    render: (result: RunResult) => {
      const trace = traceOf(result);
      return trace ? renderDocument(trace, result) : 'The document: no case of this result names what it cites\n';
    },
  };
}
