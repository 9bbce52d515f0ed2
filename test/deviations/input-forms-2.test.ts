import { describe } from 'vitest';
import { describeShare } from './input-forms/kinds.js';

/** The input-form deviations by kind (`input-forms/kinds.ts`), share 2 of 2. */
describe('every input form the document states has an effect a normal run sees (share 2 of 2)', () => {
  describeShare(1, 2);
});
