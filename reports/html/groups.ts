import type { RunResult } from '../../src/model/result.js';
import { failureGroups, type FailureGroup } from '../failure-groups.js';
import { esc } from './bodies.js';
import { failureBlock } from './sections.js';

/**
 * A group of failures with one shape (`failure-groups.ts`), open: its name (how many cases, where, the
 * failure they share) and each case's failure block under it, closed, as anywhere else. The filters
 * hide a group whose cases they all hide.
 */
function groupBlock(group: FailureGroup): string {
  const f = group.failure;
  const n = group.cases.length;
  const outcome = group.cases.some((c) => c.outcome === 'failed') ? 'failed' : 'errored';
  const said = f.message && f.message !== f.title ? `<br><span class="muted">${esc(f.message)}</span>` : '';
  return `<details class="group" open data-group><summary><span class="badge ${outcome}">${n} cases</span> ${esc(group.where)} · [${esc(group.level)}] <code>${esc(f.check)}</code>: ${esc(f.title)}${said}</summary>
${group.cases.map(failureBlock).join('\n')}
</details>`;
}

/** The failures section: groups of several cases first, each named once; a failure of its own as always. */
export function failuresSection(result: RunResult): string {
  const groups = failureGroups(result);
  if (groups.length === 0) return '';
  const grouped = groups.some((g) => g.cases.length > 1)
    ? '<p class="muted">Cases failing the same way on the same argument or route are one group, named once, its cases under it.</p>'
    : '';
  const blocks = groups.map((g) => (g.cases.length === 1 ? g.cases.map(failureBlock).join('') : groupBlock(g)));
  return `<h2 id="failures">Failures</h2>${grouped}${blocks.join('\n')}`;
}
