import { describe, it } from 'vitest';
import { expectFreshBugCaught, freshShare } from './realistic/fresh-run.js';

/** The fresh realistic bugs (`realistic/fresh-run.ts`), share 2 of 2. */
describe('a fresh realistic bug in one rule of the document fails a run at must level (share 2 of 2)', () => {
  it.each(freshShare(1, 2))('$kind: $name', expectFreshBugCaught);
});
