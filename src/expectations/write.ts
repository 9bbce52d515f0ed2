import type { CaseExpectation, CaseResult, RootCause, RunResult } from '../model/result.js';
import { NotAReport } from '../plan/selection.js';

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
  const q = (s: string) => JSON.stringify(s);
  const lines = [
    `# shop-conformance expectations, written from ${oneLine(file)} (run of ${result.startedAt ?? 'unknown date'}).`,
    ...header.map((line) => `# ${oneLine(line)}`),
    failing.length === 0 ? 'expectations: []' : 'expectations:',
  ];
  for (const f of failing) {
    lines.push(
      `  # ${oneLine(f.about)}`,
      `  - id: ${q(f.id)}`,
      `    outcome: ${f.outcome}`,
      `    reason: ${q(f.record?.reason ?? '')}`,
    );
    if (f.record?.link !== undefined) lines.push(`    link: ${q(f.record.link)}`);
    if (f.record?.until !== undefined) lines.push(`    until: ${q(f.record.until)}`);
  }
  return { yaml: `${lines.join('\n')}\n`, entries: failing.length };
}
