import { describe, expect, it } from 'vitest';
import { verdictLevel } from '../../src/model/verdict.js';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { repliesVaried, variedAnswers } from '../helpers/reply-variations.js';

/**
 * The examination of every answer must not fail a site for what the document leaves open: members it
 * does not name (added to every object of every reply) and members that hold no value left out (where
 * the document does not say the reply always carries them). No case of any suite fails at must level.
 */
describe('a site whose replies add members and leave out the ones without a value', () => {
  it('fails no case at must level, the examination of its answers included', async () => {
    const before = variedAnswers.count;
    const run = await runSuitesAgainst([], { extend: (app) => repliesVaried(app) });
    // The variation reached the run: most of its answers were varied.
    expect(variedAnswers.count - before).toBeGreaterThan(1500);
    const replies = run.result.suites.find((s) => s.id === 'replies');
    expect(replies?.cases.length).toBeGreaterThan(300);
    const mustFailed = run.cases
      .filter((c) => (c.outcome === 'failed' || c.outcome === 'errored') && verdictLevel(c) === 'must')
      .map((c) => `${c.suite}/${c.id}: ${c.failures[0]?.message ?? c.error?.message ?? ''}`);
    expect(mustFailed).toEqual([]);
  });
});
