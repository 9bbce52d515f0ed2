import type { RunResult } from '../../src/model/result.js';
import { provenanceRows } from '../provenance.js';
import { esc } from './bodies.js';

/** Where the run came from, folded (a line of its own; nothing for a result without provenance): the tool, the run id, the digests, the seeds, the options, the site, when. */
export function provenanceSection(result: RunResult): string {
  const rows = provenanceRows(result);
  if (rows.length === 0) return '';
  const body = rows
    .map(([n, v]) => `<tr><th style="width:18%">${esc(n)}</th><td><code>${esc(v)}</code></td></tr>`)
    .join('');
  return `
<h2 id="provenance">Provenance</h2>
<details><summary>run ${esc(result.provenance?.runId ?? '')} <span class="muted">the tool, the catalog and suites by digest, the options, the site, when</span></summary><table>${body}</table></details>`;
}
