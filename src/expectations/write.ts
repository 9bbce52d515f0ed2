import type { CaseExpectation, CaseResult, RootCause, RunResult } from '../model/result.js';
import { NotAReport } from '../plan/selection.js';
import { yaml } from '../util/on-demand.js';
import { globPattern } from './parse.js';

/** One failure of a report as an entry to write: what it is, how it came out, and any record it already had. */
interface Failing {
  id: string;
  outcome: 'failed' | 'errored';
  about: string;
  record?: CaseExpectation | undefined;
}

/** A report's text as a result of this tool, or `NotAReport` (the CLI words it). */
function readReport(text: string, file: string): RunResult {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    throw new NotAReport(file, 'not-json');
  }
  const r = report as Partial<RunResult> | null;
  if (typeof r !== 'object' || r === null || r.tool?.name !== 'shop-conformance' || !Array.isArray(r.suites))
    throw new NotAReport(file, 'not-a-report');
  return r as RunResult;
}

/**
 * One entry as the file holds it; strings written as JSON strings, which YAML reads as its
 * double-quoted ones.
 */
function entryLines(e: { id: string; outcome: string; reason: string; link?: string; until?: string }): string[] {
  const q = (s: string) => JSON.stringify(s);
  return [
    `  - id: ${q(e.id)}`,
    `    outcome: ${e.outcome}`,
    `    reason: ${q(e.reason)}`,
    ...(e.link !== undefined ? [`    link: ${q(e.link)}`] : []),
    ...(e.until !== undefined ? [`    until: ${q(e.until)}`] : []),
  ];
}

/** Text on one line, for a comment. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Every failure of a report: each failed or errored case (`suite/case`) and each root cause that is a
 * failure of its own (a prerequisite the index lacks, such as `values:subscriptions`); a refused control
 * fails nothing and a failed case's root cause is the case.
 */
function failuresOf(result: RunResult): Failing[] {
  const cases = result.suites
    .flatMap((s) => s.cases)
    .filter(
      (c): c is CaseResult & { outcome: 'failed' | 'errored' } => c.outcome === 'failed' || c.outcome === 'errored',
    )
    .map((c) => ({
      id: `${c.suite}/${c.id}`,
      outcome: c.outcome,
      about: `${c.title} [${c.level}]`,
      record: c.expectation,
    }));
  const roots = (result.rootCauses ?? [])
    .filter((r: RootCause) => r.kind !== 'case' && r.kind !== 'control')
    .map((r) => ({ id: r.id, outcome: 'failed' as const, about: `${r.title} [${r.level}]`, record: r.expectation }));
  return [...cases, ...roots];
}

/**
 * An expectations file for a report's failures, one entry each, after the caller's `header` (comment
 * lines, without `#`: the caller says how to use the file in its own words). The reason is left empty
 * for the owner to fill in (the file is refused until every one is: a known failure without a reason
 * is a silenced one); a failure the report already knew keeps its record's reason, link and date.
 * Strings are written as JSON strings, which YAML reads as its double-quoted ones.
 */
export function expectationsFromReport(
  text: string,
  file: string,
  header: readonly string[] = [],
): { yaml: string; entries: number } {
  const result = readReport(text, file);
  const failing = failuresOf(result);
  const lines = [
    `# shop-conformance expectations, written from ${oneLine(file)} (run of ${result.startedAt ?? 'unknown date'}).`,
    ...header.map((line) => `# ${oneLine(line)}`),
    failing.length === 0 ? 'expectations: []' : 'expectations:',
  ];
  for (const f of failing)
    lines.push(
      `  # ${oneLine(f.about)}`,
      ...entryLines({
        id: f.id,
        outcome: f.outcome,
        reason: f.record?.reason ?? '',
        ...(f.record?.link !== undefined ? { link: f.record.link } : {}),
        ...(f.record?.until !== undefined ? { until: f.record.until } : {}),
      }),
    );
  return { yaml: `${lines.join('\n')}\n`, entries: failing.length };
}

/** An entry of a file being updated, as written there: nothing of it is dropped or changed. */
interface Kept {
  id: string;
  outcome: string;
  reason: string;
  link?: string;
  until?: string;
}

/** The entries of an expectations file, read leniently (empty reasons and all): what `--update` keeps. */
function keptEntries(text: string, file: string): Kept[] {
  let doc: unknown;
  try {
    doc = yaml().parse(text);
  } catch (error) {
    throw new NotAnExpectationsFile(file, (error as Error).message.split('\n')[0] ?? 'not YAML');
  }
  const list = (doc as { expectations?: unknown } | null)?.expectations;
  if (doc === null || typeof doc !== 'object' || !(list === null || Array.isArray(list)))
    throw new NotAnExpectationsFile(file, 'no `expectations` list');
  return (list ?? []).map((e: unknown, i: number) => {
    const entry = (e ?? {}) as Record<string, unknown>;
    if (typeof entry.id !== 'string') throw new NotAnExpectationsFile(file, `entry ${i + 1} has no id`);
    const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
    return {
      id: entry.id,
      outcome: str(entry.outcome) ?? 'failed',
      reason: str(entry.reason) ?? '',
      ...(str(entry.link) !== undefined ? { link: str(entry.link) as string } : {}),
      ...(str(entry.until) !== undefined ? { until: str(entry.until) as string } : {}),
    };
  });
}

/** A file `--update` cannot read as an expectations file: said with what is wrong, nothing written. */
export class NotAnExpectationsFile extends Error {
  constructor(
    readonly file: string,
    readonly why: string,
  ) {
    super(`${file}: ${why}`);
  }
}

/**
 * An expectations file brought up to date with a report, never losing what its owner wrote: every entry
 * kept as it stands (reason, link, until, order); those no failure of the report matches marked stale
 * in a comment (fixed, or not run: to remove once it stays so); each failure no entry matches added at
 * the end with an empty reason to fill in.
 */
export function updateExpectations(
  existing: string,
  existingFile: string,
  reportText: string,
  reportFile: string,
  header: readonly string[] = [],
): { yaml: string; added: number; stale: number; kept: number } {
  const kept = keptEntries(existing, existingFile);
  const result = readReport(reportText, reportFile);
  const failing = failuresOf(result);
  const patterns = kept.map((k) => globPattern(k.id));
  const matched = (id: string) => patterns.some((p) => p.test(id));
  const added = failing.filter((f) => !matched(f.id));
  const about = new Map(failing.map((f) => [f.id, f.about]));
  const lines = [
    `# shop-conformance expectations, updated from ${oneLine(reportFile)} (run of ${result.startedAt ?? 'unknown date'}).`,
    ...header.map((line) => `# ${oneLine(line)}`),
    kept.length + added.length === 0 ? 'expectations: []' : 'expectations:',
  ];
  let stale = 0;
  kept.forEach((k, i) => {
    const pattern = patterns[i] as RegExp;
    const hit = failing.find((f) => pattern.test(f.id));
    if (hit) lines.push(`  # ${oneLine(about.get(hit.id) ?? hit.about)}`);
    else {
      stale += 1;
      lines.push(
        `  # stale: nothing in ${oneLine(reportFile)} failed as this records (fixed, or not run); remove it once it stays so`,
      );
    }
    lines.push(...entryLines(k));
  });
  for (const f of added)
    lines.push(`  # new: ${oneLine(f.about)}`, ...entryLines({ id: f.id, outcome: f.outcome, reason: '' }));
  return { yaml: `${lines.join('\n')}\n`, added: added.length, stale, kept: kept.length };
}
