import type { CaseResult, Failure } from '../src/model/result.js';
import { citation, convention } from '../spec/conventions.js';
import { statement } from '../spec/statements/index.js';
import { retriedLine } from './retries.js';
import { plural } from './summary.js';
import { clean, compact } from './text.js';

/**
 * `[must · shop-rest-interface.md:270]`, `[should · conventions.md:46]`: the level of what failed, and
 * the line it rests on: the document's statement for must, the convention for should.
 */
export function levelTag(f: Failure, caseLevel: CaseResult['level']): string {
  const level = f.level ?? caseLevel;
  const where = f.source
    ? (citation(f.source) ?? f.source)
    : f.doc && f.doc.length > 0
      ? documentLines(f.doc)
      : f.own !== undefined
        ? `own: ${f.own}`
        : undefined;
  return `[${level}${where ? ` · ${where}` : ''}]`;
}

/**
 * What the line a failure rests on says, quoted from the project's own tables (`spec/conventions.ts`,
 * `spec/statements/`): a reader checks the verdict without the file it cites, which neither a clone nor
 * the package holds. Cut at 240 characters.
 */
export function saysOf(f: Failure, caseLevel: CaseResult['level']): string | undefined {
  const level = f.level ?? caseLevel;
  const quote = (text: string) => `"${text.length > 240 ? `${text.slice(0, 239)}…` : text}"`;
  if (level === 'should' && f.source) {
    const c = convention(f.source);
    return c ? `the convention says: ${quote(c.says)}` : undefined;
  }
  if (level === 'must' && f.doc && f.doc.length > 0) {
    const said = [...new Set(f.doc.flatMap((id) => statement(id)?.says ?? []))];
    return said.length > 0 ? `the document says: ${said.map(quote).join('; ')}` : undefined;
  }
  return undefined;
}

/** `shop-rest-interface.md:129,216`: the lines of the statements a must-level failure enforces, once each. */
function documentLines(ids: string[]): string {
  const lines = [...new Set(ids.flatMap((id) => statement(id)?.lines ?? []))];
  return lines.length > 0 ? `shop-rest-interface.md:${lines.join(',')}` : ids.join(', ');
}

/**
 * One failed or errored case as plain text: the same block in the console, the JUnit body and the
 * HTML report, ending with the command that reproduces it.
 */
export function formatCase(c: CaseResult): string {
  const lines = [`${c.suite} › ${c.id} — ${c.title} [${c.level}]`];
  if (c.outcome === 'errored' && c.error) lines.push(`  errored (${c.error.code}): ${c.error.message}`);
  if (c.outcome === 'blocked') lines.push(`  blocked by ${c.blockedBy}`);
  if (c.outcome === 'blocked' && c.control?.reason) lines.push(`  ${c.control.reason}`);
  const retried = retriedLine(c);
  if (retried) lines.push(`  ${retried}`);
  // A failure names its lines in its tag; a case with none (errored, blocked) names what its checks cite.
  if (c.failures.length === 0 && c.cites) lines.push(...citedLines(c.cites));
  for (const f of c.failures) {
    lines.push(
      `  ✗ ${levelTag(f, c.level)} ${f.check}: ${f.title}${f.pointer !== undefined ? ` at ${f.pointer || '/'}` : ''}`,
    );
    if (f.message && f.message !== f.title) lines.push(`    ${f.message}`);
    const says = saysOf(f, c.level);
    if (says) lines.push(`    ${says}`);
    if (f.expected !== undefined) lines.push(`    expected: ${compact(f.expected)}`);
    if (f.actual !== undefined) lines.push(`    actual:   ${compact(f.actual)}`);
  }
  const response = c.exchange?.response;
  if (c.exchange)
    lines.push(`  ${c.exchange.request.method} ${c.exchange.request.url}${response ? ` → ${response.status}` : ''}`);
  // A case whose state earlier cases made is reproduced by their requests and its own, in one script.
  if (c.repro) lines.push(`  Reproduce with (bash, ${c.repro.steps.length} requests):`, indent(c.repro.script));
  else if (c.curl) lines.push('  Reproduce with:', `    ${c.curl}`);
  // A negative blocked by its control was not sent: what reproduces the refusal is the control.
  if (!c.curl && c.control?.curl) lines.push('  Its control, reproduced with:', `    ${c.control.curl}`);
  const fuzz = fuzzLines(c);
  if (fuzz.length > 0) lines.push(...fuzz);
  // What the target sent is shown, never obeyed: escape sequences in its answers are removed.
  return clean(lines.join('\n'));
}

/** `  checks: shop-rest-interface.md:120,215 · conventions.md:40`, or nothing when the case cites nothing. */
function citedLines(cites: NonNullable<CaseResult['cites']>): string[] {
  const where = citedWhere({ cites });
  return where ? [`  checks: ${where}`] : [];
}

/**
 * Where a case's verdict comes from, in short: `shop-rest-interface.md:120,215 · conventions.md:40` (the
 * lines its must-level checks enforce, the conventions its should-level ones rest on); '' for none. The
 * failure block of a case without failures and the HTML case row say it alike.
 */
export function citedWhere(c: Pick<CaseResult, 'cites'>): string {
  if (!c.cites) return '';
  const where = [
    ...(c.cites.doc.length > 0 ? [documentLines(c.cites.doc)] : []),
    ...c.cites.conventions.map((id) => citation(id) ?? id),
    ...(c.cites.own ?? []).map((o) => `own: ${o}`),
  ];
  return [...new Set(where)].join(' · ');
}

/** A script's lines, each indented under its heading. */
function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** For a failure of the fuzz phase: what it was shrunk from, the smallest arguments, and the command that replays it. */
export function fuzzLines(c: CaseResult): string[] {
  const f = c.fuzz;
  if (!f?.replay) return [];
  return [
    `  Fuzz: seed ${f.seed}, shrunk in ${plural(f.shrinks ?? 0, 'step')} from ${plural(f.requests, 'request')}${f.cut ? ` (cut short: ${f.cut})` : ''}; arguments ${compact(f.arguments ?? {}, 400)}`,
    '  Replay with:',
    `    ${f.replay}`,
  ];
}

/** A note (drift the document allows) on one line. */
export function formatNote(note: Failure): string {
  return clean(
    `${note.message}${note.actual !== undefined && !note.message.includes(compact(note.actual, 80)) ? ` (${compact(note.actual, 120)})` : ''}`,
  );
}
