import type { RunResult } from '../../src/model/result.js';
import { notRunGroups } from '../not-run.js';
import { esc } from './bodies.js';

/** What the run did not check, in groups with what would let it run (`reports/not-run.ts`); nothing when every case ran. */
export function notRunSection(result: RunResult): string {
  const groups = notRunGroups(result);
  if (groups.length === 0) return '';
  const items = groups.map((g) => `<li data-not-run="${esc(g.key)}">${esc(g.line)}</li>`).join('');
  return `<h2 id="not-run">Not run</h2><p class="muted">Skipped cases checked nothing; grouped by why, with what would let them run.</p><ul>${items}</ul>`;
}
