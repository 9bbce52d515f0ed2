import type { ComparedEntry } from '../../src/model/comparison.js';
import type { RunResult } from '../../src/model/result.js';
import { esc } from './bodies.js';

/** Ids shown under each heading at most: a baseline of another suite set may differ in thousands. */
const SHOWN = 200;

function list(heading: string, kind: string, ids: readonly string[]): string {
  if (ids.length === 0) return `<h3 class="comparison-${kind}">${esc(heading)}: 0</h3>`;
  const more = ids.length > SHOWN ? `<li class="muted">… and ${ids.length - SHOWN} more</li>` : '';
  const items = ids.slice(0, SHOWN).map((id) => `<li><code>${esc(id)}</code></li>`);
  return `<h3 class="comparison-${kind}">${esc(heading)}: ${ids.length}</h3><ul>${items.join('')}${more}</ul>`;
}

const described = (e: ComparedEntry) => `${e.id} (${e.was} → ${e.now}${e.level ? `, ${e.level}` : ''})`;

/**
 * What changed since the baseline report (`--baseline`): new failures, fixed, still failing (those
 * with another message or level named), known failures, and the cases only one run has. Empty without
 * a baseline.
 */
export function comparisonSection(result: RunResult): string {
  const c = result.comparison;
  if (!c) return '';
  const from = c.baseline.file ?? c.baseline.runId ?? 'the baseline';
  const changed = new Set(c.changed.map((e) => e.id));
  return `\n<h2>Since the baseline</h2><p class="muted">Compared with <code>${esc(from)}</code> (started ${esc(c.baseline.startedAt)}${c.baseline.runId ? `, run ${esc(c.baseline.runId)}` : ''}).</p>
${list('New failures', 'new', c.newFailures.map(described))}
${list('Fixed', 'fixed', c.fixed.map(described))}
${list(
  'Still failing',
  'still',
  c.stillFailing.map((e) => `${described(e)}${changed.has(e.id) ? ' — changed message or level' : ''}`),
)}
${c.known.length > 0 ? list('Known failures (expectations file)', 'known', c.known.map(described)) : ''}
${list('Cases added', 'added', c.added)}
${list('Cases removed', 'removed', c.removed)}`;
}
