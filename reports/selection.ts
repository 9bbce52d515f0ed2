import type { RunResult } from '../src/model/result.js';

/**
 * What the run left out on purpose, said in every report: a gate that passed without the parts a shop
 * does not offer (`--exclude-suite`, `--exclude-tag`) says which, and how many cases that was. Also the
 * shard and level, which narrow a run the same way. Undefined when the run left nothing out.
 */
export function selectionLine(result: RunResult): string | undefined {
  const { excluded, shard, level } = result.options;
  const parts: string[] = [];
  if (shard) parts.push(`shard ${shard}`);
  if (level) parts.push(`level ${level} only`);
  if (excluded) {
    const what = [
      ...(excluded.suites.length ? [`suites ${excluded.suites.join(', ')}`] : []),
      ...(excluded.tags.length ? [`tags ${excluded.tags.join(', ')}`] : []),
    ].join('; ');
    parts.push(`excluded ${what} (${excluded.cases} case${excluded.cases === 1 ? '' : 's'} not run)`);
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** `INTERRUPTED (Ctrl-C): 812 cases not run`: a run stopped early says so before any verdict. */
export function interruptedLine(result: RunResult): string | undefined {
  if (!result.interrupted) return undefined;
  // Not the teardowns that ran and found nothing to remove: those were sent.
  const notRun = result.suites
    .flatMap((s) => s.cases)
    .filter((c) => c.skipReason?.startsWith('interrupted') && !c.skipReason.includes('the cleanup after it')).length;
  return `INTERRUPTED (Ctrl-C): ${notRun} case${notRun === 1 ? '' : 's'} not run`;
}
