import type { CaseResult, RunResult } from '../../src/model/result.js';
import { expectationSections, expectedText } from '../expectations.js';
import { esc } from './bodies.js';

/**
 * The expectations file's verdicts, apart from the failures (`--expectations`): known failures with
 * their reasons, unexpected passes, stale and expired entries. Empty without a file.
 */
export function expectationsSection(result: RunResult): string {
  const sections = expectationSections(result);
  if (sections.length === 0) return '';
  const file = result.expectations?.file ?? '';
  const parts = sections.map(
    (s) =>
      `<h3 class="expectations-${s.kind}">${esc(s.heading)}</h3><ul>${s.lines.map((l) => `<li><code>${esc(l)}</code></li>`).join('')}</ul>`,
  );
  // On its own line after the failures; nothing at all without a file.
  return `\n<h2>Expectations</h2><p class="muted">Known failures recorded in <code>${esc(file)}</code>, each with its reason.</p>\n${parts.join('\n')}`;
}

/** A case row's mark: a known failure met as recorded, or a case recorded as failing that passed. */
export function expectationMark(c: CaseResult): string {
  const e = c.expectation;
  if (!e) return '';
  if (e.met === 'expected')
    return ` <span class="badge expected" title="${esc(expectedText(e))}">expected failure</span>`;
  if (e.met === 'unexpected-pass')
    return ` <span class="badge unexpected" title="${esc(`recorded as ${e.outcome}: ${e.reason}`)}">unexpectedly passed</span>`;
  return '';
}
