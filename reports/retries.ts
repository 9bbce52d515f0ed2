import type { CaseResult, RetryRecord, RunResult } from '../src/model/result.js';

/** `250 ms`, `1.0 s`. */
function wait(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** `after 2 retries (429, waited 1.0 s; 503, waited 250 ms)`: what a case's answer cost before it came, as every report says it. */
export function describeRetries(record: RetryRecord): string {
  const retries = Math.max(0, record.attempts - 1);
  const steps = record.reasons.map((reason, i) => `${reason}, waited ${wait(record.waitsMs[i] ?? 0)}`);
  return `after ${retries} ${retries === 1 ? 'retry' : 'retries'} (${steps.join('; ')})`;
}

/** `retried after 1 retry (429, waited 1.0 s); judged on the last answer`, or nothing for a case sent once. */
export function retriedLine(c: CaseResult): string | undefined {
  return c.retries ? `retried ${describeRetries(c.retries)}; judged on the last answer` : undefined;
}

/** The cases judged on an answer that needed retries, in report order. */
export function retriedCases(result: RunResult): CaseResult[] {
  return result.suites.flatMap((s) => s.cases).filter((c) => c.retries);
}

/** `proxy http://proxy:3128 (--proxy) · rate limit 5/s · up to 2 retries`: the run's network options, or nothing when none was given. */
export function networkLine(result: RunResult): string | undefined {
  const { proxy, rateLimit, retries } = result.options;
  const parts = [
    proxy ? `proxy ${proxy}` : undefined,
    rateLimit ? `rate limit ${rateLimit}` : undefined,
    retries ? `up to ${retries} ${retries === 1 ? 'retry' : 'retries'} per request` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? `network: ${parts.join(' · ')}` : undefined;
}
