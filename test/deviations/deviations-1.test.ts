import { describe, it } from 'vitest';
import { expectDeviation, share } from './catalogue.js';

/**
 * A conformance case that cannot fail is a defect. Each deviation of the catalogue (`catalogue.ts`)
 * alters the reference server in one behaviour, and exactly the cases that check it must fail; the
 * catalogue is run in two shares, one per test file, so that both of vitest's workers run it. The
 * unaltered server's run of every suite is test/server/fuzz-long.test.ts's (the fuzz phase follows it).
 */

describe('the reference server with one fault fails exactly the cases that check it (share 1 of 2)', () => {
  it.each(share(0, 2))('$name', expectDeviation);
});
