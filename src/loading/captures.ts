import { editDistance } from '../util/did-you-mean.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import { SAMPLE_MEMBERS } from '../fixtures/addresses.js';
import { casePlaceholders, placeholderNames, placeholderReads } from '../model/template.js';
import type { SuiteProblem } from './errors.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `{{name}}` placeholders no case of the suite captures before the case that reads them: a misspelt
 * capture would otherwise pass `validate` and only error when the case runs. And a capture that passes
 * over what the run created (`notCreated`) on a case that lists nothing. A suite's captures are
 * its own (setup, then its cases, then teardown, in order); each problem is placed at the placeholder
 * itself, the first one after the case's line in the file's text.
 */
export function captureProblems(suite: Suite, text: string): SuiteProblem[] {
  const lines = text.split('\n');
  const captured = new Set<string>();
  // The captures that hold a sample address: a member read of one must name a member it has.
  const addresses = new Set<string>();
  const problems: SuiteProblem[] = [];
  const reported = new Set<string>();
  for (const spec of [...suite.setup, ...suite.cases, ...suite.teardown]) {
    for (const name of new Set(casePlaceholders(spec))) {
      if (captured.has(name) || reported.has(`${spec.id}\0${name}`)) continue;
      reported.add(`${spec.id}\0${name}`);
      problems.push({ file: suite.file, ...where(lines, spec, name), message: missing(spec, name, [...captured]) });
    }
    problems.push(...memberProblems(spec, addresses, lines, suite.file));
    for (const [name, capture] of Object.entries(spec.capture)) {
      captured.add(name);
      if (capture.address !== undefined) addresses.add(name);
      // What the run made is told apart in a listing: a capture that passes over it reads one.
      if (capture.notCreated !== undefined && (spec.request.method.toUpperCase() !== 'GET' || spec.find))
        problems.push({
          file: suite.file,
          ...(spec.origin.line !== undefined ? { line: spec.origin.line } : {}),
          message: `case "${spec.id}": capture "${name}" passes over what this run created (notCreated), which only a listing's answer tells: its request must be a GET, without find`,
        });
    }
    // What a case leaves is said once it has run: it may read the case's own captures too.
    for (const name of new Set(spec.leaves ? placeholderNames([spec.leaves]) : [])) {
      if (captured.has(name)) continue;
      problems.push({ file: suite.file, ...where(lines, spec, name), message: missing(spec, name, [...captured]) });
    }
  }
  return problems;
}

function missing(spec: CaseSpec, name: string, known: string[]): string {
  const near = known.filter((k) => k.toLowerCase() === name.toLowerCase() || editDistance(k, name) <= 2);
  const hint =
    near.length > 0
      ? `; did you mean ${near.map((k) => `{{${k}}}`).join(' or ')}?`
      : known.length > 0
        ? `; captured before it: ${known.join(', ')}`
        : '; no case before it captures anything';
  return `case "${spec.id}" reads {{${name}}}, which no earlier case of this suite captures${hint}`;
}

function where(lines: string[], spec: CaseSpec, name: string): { line?: number; column?: number } {
  const placeholder = new RegExp(`\\{\\{\\s*${escape(name)}(\\/[\\w.-]+)*\\s*\\}\\}`);
  for (let i = Math.max(0, (spec.origin.line ?? 1) - 1); i < lines.length; i++) {
    const m = placeholder.exec(lines[i] as string);
    if (m) return { line: i + 1, column: m.index + 1 };
  }
  return spec.origin.line !== undefined ? { line: spec.origin.line } : {};
}

/** `{{home/citty}}` on a sample-address capture: said at load, not as an error when the case runs. */
function memberProblems(spec: CaseSpec, addresses: ReadonlySet<string>, lines: string[], file: string): SuiteProblem[] {
  const reads = placeholderReads([spec.request, spec.expect, ...(spec.control ? [spec.control] : [])]);
  return reads
    .filter(([name, member]) => addresses.has(name) && member !== undefined && !SAMPLE_MEMBERS.includes(member))
    .map(([name, member]) => ({
      file,
      ...where(lines, spec, name),
      message: `case "${spec.id}" reads {{${name}/${member}}}, which a sample address does not have; its members: ${SAMPLE_MEMBERS.join(', ')}`,
    }));
}
