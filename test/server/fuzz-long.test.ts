import { describe, expect, it } from 'vitest';
import { fuzzAgainst } from '../helpers/fuzz.js';

/**
 * The unaltered reference server: every case of every suite passes, and a long fuzz run after them,
 * 70 generated requests per endpoint they request (writes allowed), over 10,000 requests in all, finds
 * nothing. bench/fuzz.mjs measures the same run's throughput through the CLI (BENCHMARKS.md).
 */
describe('the unaltered reference server', () => {
  it('passes every case of every suite, then more than 10,000 generated requests', async () => {
    const run = await fuzzAgainst([], { runs: 70, seed: 1 });
    const suites = run.result.suites.filter((s) => s.id !== 'fuzz').flatMap((s) => s.cases);
    expect(suites.length).toBeGreaterThan(2500);
    // What an earlier run left behind is removed first; a fresh shop has nothing to remove, and says so.
    expect(
      Object.fromEntries(suites.filter((c) => c.outcome !== 'passed').map((c) => [`${c.suite}/${c.id}`, c.outcome])),
    ).toEqual({});
    const cases = Object.values(run.fuzz);
    const requests = cases.reduce((n, c) => n + (c.fuzz?.requests ?? 0), 0);
    expect(requests).toBeGreaterThan(10_000);
    expect(cases.filter((c) => c.outcome === 'passed').length).toBeGreaterThan(150);
    const wrong = cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
    expect(wrong.map((c) => `${c.title}: ${c.failures[0]?.message ?? c.error?.message}`)).toEqual([]);
    expect(run.result.totals.failed + run.result.totals.errored).toBe(0);
  });
});
