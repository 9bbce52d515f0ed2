import { describe, expect, it } from 'vitest';
import { prepare } from '../../src/engine.js';
import { verdictLevel } from '../../src/model/verdict.js';
import { runDeviation } from './catalogue/run.js';
import { FRESH_BUGS, type FreshBug } from './realistic/fresh-bugs.js';

/**
 * A fresh set of realistic single-behaviour bugs (`realistic/fresh-bugs.ts`), written from the interface
 * document and the reference server's code without reading what the cases check: each, put in front of
 * the reference server alone, should fail a case of its part of the interface at must level, so that a
 * run gating on must fails. The suites of each part are run whole, as a normal run would run them. The
 * bugs no case catches yet are listed: the measure of what the suites miss, which may only shrink.
 */
const NOT_YET_CAUGHT: readonly string[] = [];

const known = new Set(prepare([]).suites.map((s) => s.id));

async function mustFailures(suites: string[], fault: FreshBug['fault']): Promise<string[]> {
  // A part's suites as a normal run runs them: each with its variants (`cart` with `cart-v1`, under shop/store/v1).
  const withVariants = [...new Set(suites.flatMap((s) => [s, ...[...known].filter((k) => k.startsWith(`${s}-v1`))]))];
  const { run } = await runDeviation({ name: 'realistic-fresh', suites: withVariants, fault, fails: [] });
  return run.cases.filter((c) => verdictLevel(c) === 'must').map((c) => `${c.suite}/${c.id}`);
}

describe('a fresh realistic bug in one rule of the document fails a run at must level', () => {
  it('each bug has a unique name, cites lines of the document and names suites that exist', () => {
    const names = FRESH_BUGS.map((bug) => bug.name);
    expect(new Set(names).size).toBe(names.length);
    expect(FRESH_BUGS.filter((bug) => bug.lines.length === 0 || bug.lines.some((l) => l < 1 || l > 384))).toEqual([]);
    const unknown = FRESH_BUGS.flatMap((bug) =>
      bug.suites.filter((s) => !known.has(s)).map((s) => `${bug.name}: ${s}`),
    );
    expect(unknown).toEqual([]);
  });

  it('the list of bugs not yet caught names only bugs of the set', () => {
    const names = new Set(FRESH_BUGS.map((bug) => bug.name));
    expect(NOT_YET_CAUGHT.filter((name) => !names.has(name))).toEqual([]);
  });

  it('and without any, the suites the bugs name pass at must level (what the bugs are measured against)', async () => {
    const all = [...new Set(FRESH_BUGS.flatMap((bug) => bug.suites))];
    expect(await mustFailures(all, [])).toEqual([]);
  });

  it.each(FRESH_BUGS)('$kind: $name', async (bug) => {
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
