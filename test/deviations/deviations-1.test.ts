import { describe, expect, it } from 'vitest';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { expectDeviation, share } from './catalogue.js';

/**
 * A conformance case that cannot fail is a defect. Each deviation of the catalogue (`catalogue.ts`)
 * alters the reference server in one behaviour, and exactly the cases that check it must fail; the
 * catalogue is run in two shares, one per test file, so that both of vitest's workers run it.
 */

describe('the unaltered reference server', () => {
  it('passes every case of every suite', async () => {
    const run = await runSuitesAgainst([]);
    expect(run.cases.length).toBeGreaterThan(500);
    expect(run.notPassed).toEqual({});
  });
});

describe('the reference server with one fault fails exactly the cases that check it (share 1 of 2)', () => {
  it.each(share(0, 2))('$name', expectDeviation);
});
