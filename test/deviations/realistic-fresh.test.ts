import { describe, expect, it } from 'vitest';
import { FRESH_BUGS } from './realistic/fresh-bugs.js';
import { expectFreshBugCaught, freshShare, known, mustFailures, NOT_YET_CAUGHT } from './realistic/fresh-run.js';

/** The fresh realistic bugs (`realistic/fresh-run.ts`), share 1 of 2, with the checks of the set itself. */
describe('a fresh realistic bug in one rule of the document fails a run at must level (share 1 of 2)', () => {
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

  it.each(freshShare(0, 2))('$kind: $name', expectFreshBugCaught);
});
