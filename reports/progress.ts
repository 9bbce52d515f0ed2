import type { CaseResult } from '../src/model/result.js';

/**
 * Where a run stands, for a person watching it: cases done of the cases the filters kept, failures so
 * far, and when it should end. On a terminal the console rewrites one line as cases end (at most ten
 * times a second) and prints each failure above it as it happens; in CI (no terminal) it prints a short
 * line every few seconds instead, which a log keeps readable (988 marks on one unwrapped line were not).
 */
export interface Progress {
  total: number;
  done: number;
  failed: number;
  errored: number;
  startedMs: number;
}

export function startProgress(total: number, now: number): Progress {
  return { total, done: 0, failed: 0, errored: 0, startedMs: now };
}

export function recordCase(progress: Progress, c: CaseResult): void {
  progress.done++;
  if (c.outcome === 'failed') progress.failed++;
  if (c.outcome === 'errored') progress.errored++;
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/**
 * `1234/2797 cases · 3 failed · 1 errored · 2s elapsed, about 3s left`. The estimate is the pace so
 * far; it is left out until a twentieth of the cases or a second has gone by, when it would be noise.
 */
export function progressLine(p: Progress, now: number): string {
  const elapsed = now - p.startedMs;
  const parts = [`${p.done}/${p.total} cases`];
  if (p.failed > 0) parts.push(`${p.failed} failed`);
  if (p.errored > 0) parts.push(`${p.errored} errored`);
  let time = `${duration(elapsed)} elapsed`;
  if (p.done > 0 && p.done < p.total && (p.done >= p.total / 20 || elapsed >= 1000))
    time += `, about ${duration((elapsed / p.done) * (p.total - p.done))} left`;
  parts.push(time);
  return parts.join(' · ');
}
