import { isChecked } from '../../src/document/index.js';
import type { DocumentTrace, StatementTrace } from '../../src/model/result.js';
import { statementsFigure, verdictCounts } from '../document.js';
import { esc } from './bodies.js';

/** The failing cases of a statement, linked by name; the others only counted (thousands of rows otherwise). */
function casesCell(s: StatementTrace): string {
  const failing = s.cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
  const named = failing.slice(0, 5).map((c) => `<code>${esc(`${c.suite} › ${c.id}`)}</code>`);
  const more = failing.length > named.length ? ` and ${failing.length - named.length} more` : '';
  return `${esc(verdictCounts(s.cases))}${named.length > 0 ? `<br>${named.join(', ')}${more}` : ''}`;
}

const row = (s: StatementTrace): string =>
  `<tr><td><code>${esc(s.id)}</code></td><td>${esc(s.lines.join(', '))}</td><td>${esc(s.says)}</td><td>${casesCell(s)}</td></tr>`;

const HEAD =
  '<tr><th style="width:28%">statement</th><th style="width:7%">lines</th><th>says</th><th style="width:24%">cases</th></tr>';

/**
 * Every statement of the interface document with the verdicts of the cases that check it, grouped by
 * kind (each group folded, saying how many of its statements were checked), the unchecked ones listed,
 * and the conventions the should-level checks rest on. Read from the result's trace.
 */
export function documentSection(trace: DocumentTrace): string {
  const kinds = [...new Set(trace.statements.map((s) => s.kind))];
  const groups = kinds.map((kind) => {
    const of = trace.statements.filter((s) => s.kind === kind);
    const checked = of.filter((s) => isChecked(s.cases)).length;
    const failing = of.filter((s) => s.cases.some((c) => c.outcome === 'failed' || c.outcome === 'errored')).length;
    return `<details><summary>${esc(kind)} <span class="muted">${checked}/${of.length} checked${failing > 0 ? `, ${failing} with a failing case` : ''}</span></summary><table>${HEAD}${of.map(row).join('')}</table></details>`;
  });
  const unchecked = trace.statements.filter((s) => !isChecked(s.cases));
  const conventions = trace.conventions
    .map(
      (c) =>
        `<tr><td><code>${esc(c.id)}</code></td><td>${esc(`${c.file}:${c.line}`)}</td><td>${esc(c.says)}</td><td>${esc(verdictCounts(c.cases))}</td></tr>`,
    )
    .join('');
  return `<h2 id="document">Document</h2><p>${esc(statementsFigure(trace))}. <span class="muted">Each statement of the interface document, by line, with the cases whose checks cite it; a statement is checked when a case citing it passed or failed (a case skipped, blocked or errored checked nothing).</span></p>
${groups.join('\n')}
<details><summary>Unchecked (${unchecked.length})</summary><table>${HEAD}${unchecked.map(row).join('')}</table></details>
<details><summary>Conventions cited by should-level checks (${trace.conventions.length})</summary><table><tr><th style="width:28%">convention</th><th style="width:16%">where</th><th>says</th><th style="width:18%">cases</th></tr>${conventions}</table></details>`;
}
