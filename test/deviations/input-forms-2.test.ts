import { describe, expect, it } from 'vitest';
import { KINDS, mustFailures } from './input-forms/kinds.js';

/** The input-form deviations by kind (`input-forms/kinds.ts`), share 2 of 2. */
describe('every input form the document states has an effect a normal run sees (share 2 of 2)', () => {
  for (const [kind, all, left] of KINDS) {
    const derived = all.filter((_, i) => i % 2 === 1);
    if (derived.length > 0)
      describe(kind, () => {
        it.each(derived)('$name', async (d) => {
          const failures = await mustFailures(d.suites, d.fault);
          if (d.name in left) {
            expect(failures, `${d.name} is caught now: take it off the list`).toEqual([]);
            return;
          }
          expect(failures, `${d.name}: no must-level failure in ${d.suites.join(', ')}`).not.toEqual([]);
        });
      });
  }
});
