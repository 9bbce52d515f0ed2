import { describe, expect, it } from 'vitest';
import { prepare } from '../../src/engine.js';
import { verdictLevel } from '../../src/model/verdict.js';
import { runDeviation } from './catalogue/run.js';
import { REALISTIC_BUGS, type RealisticBug } from './realistic/bugs.js';

/**
 * Realistic single-behaviour bugs (`realistic/bugs.ts`), written as an implementation would get a rule of
 * the document wrong rather than derived from the statement ledger: each, put in front of the reference
 * server alone, fails a case of its part of the interface at must level, so a run that gates on must
 * fails. The suites of each part are run whole, as a normal run would run them.
 */
/** Bugs no case catches yet: the work left, which may only shrink. */
const NOT_YET_CAUGHT: readonly string[] = [];

const known = new Set(prepare([]).suites.map((s) => s.id));

async function mustFailures(suites: string[], fault: RealisticBug['fault']): Promise<string[]> {
  const { run } = await runDeviation({ name: 'realistic', suites, fault, fails: [] });
  return run.cases.filter((c) => verdictLevel(c) === 'must').map((c) => `${c.suite}/${c.id}`);
}

describe('a realistic bug in one rule of the document fails a run at must level', () => {
  it('each bug names suites that exist (a suite renamed is not silently left out of its run)', () => {
    const unknown = REALISTIC_BUGS.flatMap((bug) =>
      bug.suites.filter((s) => !known.has(s)).map((s) => `${bug.name}: ${s}`),
    );
    expect(unknown).toEqual([]);
  });

  it('and without any, the suites of every part pass at must level (what the bugs are measured against)', async () => {
    const all = [...new Set(REALISTIC_BUGS.flatMap((bug) => bug.suites))];
    expect(await mustFailures(all, [])).toEqual([]);
  });

  it.each(REALISTIC_BUGS)('$name', async (bug) => {
    const failures = await mustFailures(bug.suites, bug.fault);
    if (NOT_YET_CAUGHT.includes(bug.name)) {
      // Left to do: the day a case catches it, it leaves the list.
      expect(failures, `${bug.name} is caught now: take it off NOT_YET_CAUGHT`).toEqual([]);
      return;
    }
    expect(failures, `${bug.name} (shop-rest-interface.md:${bug.lines.join(',')}): no must-level failure`).not.toEqual(
      [],
    );
  });
});
