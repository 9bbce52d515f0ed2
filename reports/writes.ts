import type { RunWrites } from '../src/plan/writes.js';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A run's first lines (console, and the summary on stderr): whether it writes to the shop, and, when
 * it writes to a shop that is not the embedded reference server, what it will leave there that the
 * interface cannot remove, before anything is sent. The embedded server is always written to and
 * goes with the run: nothing to say.
 */
export function writesLines(writes: RunWrites | undefined, target: string): string[] {
  if (!writes) return [];
  if (!writes.allowed) {
    // Nothing selected writes: nothing to say.
    if (writes.notRun === 0 && !writes.mayNotRun) return [];
    const more = writes.mayNotRun ? ` (${count(writes.mayNotRun)} more if the site lacks what they look for)` : '';
    const notRun = `${count(writes.notRun)} case${writes.notRun === 1 ? '' : 's'} that write${writes.notRun === 1 ? 's' : ''} ${writes.notRun === 1 ? 'is' : 'are'} not run${more}`;
    return writes.readOnlyBy === 'live-target'
      ? [`read-only: ${notRun}; ${writes.allowWith ?? 'allowing writes'} runs them`]
      : [`read-only (asked): ${notRun}`];
  }
  if (writes.leaves.length === 0) return [];
  return [
    `writes allowed: this run writes to ${target} and leaves ${writes.leaves.length === 1 ? 'this' : `these ${writes.leaves.length}`}, which the interface cannot remove:`,
    // A value the run learns as it goes ({{name}}) is not known yet.
    ...writes.leaves.map((l) => `  - ${l.replace(/\{\{\s*[\w.-]+(?:\/[\w.-]+)*\s*\}\}/g, '…')}`),
  ];
}
