import { describe, expect, it } from 'vitest';
import { fuzzAgainst } from '../helpers/fuzz.js';

/**
 * The reference server under a long fuzz run: every suite, then 70 generated requests per endpoint
 * they request (writes allowed), over 10,000 requests in all, and not one failure. bench/fuzz.mjs
 * measures the same run's throughput through the CLI (BENCHMARKS.md).
 */
describe('a long fuzz run against the reference server', () => {
  it('sends more than 10,000 generated requests and finds nothing', async () => {
    const run = await fuzzAgainst([], { runs: 70, seed: 1 });
    const cases = Object.values(run.fuzz);
    const requests = cases.reduce((n, c) => n + (c.fuzz?.requests ?? 0), 0);
    expect(requests).toBeGreaterThan(10_000);
    expect(cases.filter((c) => c.outcome === 'passed').length).toBeGreaterThan(150);
    const wrong = cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
    expect(wrong.map((c) => `${c.title}: ${c.failures[0]?.message ?? c.error?.message}`)).toEqual([]);
    expect(run.result.totals.failed + run.result.totals.errored).toBe(0);
  }, 120_000);
});
