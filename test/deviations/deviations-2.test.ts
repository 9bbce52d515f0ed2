import { describe, it } from 'vitest';
import { expectDeviation, share } from './catalogue.js';

/**
 * A conformance case that cannot fail is a defect. Each deviation of the catalogue (`catalogue.ts`)
 * alters the reference server in one behaviour, and exactly the cases that check it must fail; the
 * catalogue is run in two shares, one per test file (`deviations-1.test.ts` has the other).
 */

describe('the reference server with one fault fails exactly the cases that check it (share 2 of 2)', () => {
  it.each(share(1, 2))('$name', expectDeviation);
});
