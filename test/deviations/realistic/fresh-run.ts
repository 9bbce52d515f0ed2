import { expect } from 'vitest';
import { prepare } from '../../../src/engine.js';
import { verdictLevel } from '../../../src/model/verdict.js';
import { failsAtMust, runDeviation } from '../catalogue/run.js';
import { FRESH_BUGS, type FreshBug } from './fresh-bugs.js';

/**
 * A fresh set of realistic single-behaviour bugs (`fresh-bugs.ts`), written from the interface document
 * and the reference server's code without reading what the cases check: each, put in front of the
 * reference server alone, should fail a case of its part of the interface at must level, so that a run
 * gating on must fails. The suites of each part are run whole, as a normal run would run them. The bugs
 * no case catches yet are listed: the measure of what the suites miss, which may only shrink. Run in two
 * shares (`realistic-fresh-1/2.test.ts`), so that two of vitest's workers share the runs.
 */
export const NOT_YET_CAUGHT: readonly string[] = [];

export const known = new Set(prepare([]).suites.map((s) => s.id));

export async function mustFailures(suites: string[], fault: FreshBug['fault']): Promise<string[]> {
  // A part's suites as a normal run runs them: each with its variants (`cart` with `cart-v1`, under shop/store/v1).
  const withVariants = [...new Set(suites.flatMap((s) => [s, ...[...known].filter((k) => k.startsWith(`${s}-v1`))]))];
  const { run } = await runDeviation(
    { name: 'realistic-fresh', suites: withVariants, fault, fails: [] },
    { until: failsAtMust },
  );
  return run.cases.filter((c) => verdictLevel(c) === 'must').map((c) => `${c.suite}/${c.id}`);
}

/** One of `parts` shares of the bugs. */
export const freshShare = (index: number, parts: number): FreshBug[] =>
  FRESH_BUGS.filter((_, i) => i % parts === index);

export async function expectFreshBugCaught(bug: FreshBug): Promise<void> {
  const failures = await mustFailures(bug.suites, bug.fault);
  if (NOT_YET_CAUGHT.includes(bug.name)) {
    // Left to do: the day a case catches it, it leaves the list.
    expect(failures, `${bug.name} is caught now: take it off NOT_YET_CAUGHT`).toEqual([]);
    return;
  }
  expect(failures, `${bug.name} (shop-rest-interface.md:${bug.lines.join(',')}): no must-level failure`).not.toEqual(
    [],
  );
}
