import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLI_WORDS } from '../../bin/wording.js';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { runWrites } from '../../src/plan/writes.js';
import { writesLines } from '../../reports/writes.js';

/**
 * What the guide tells a shop owner a run writes and leaves, held to what the suites say they leave
 * (each case's `leaves`) and to the line a read-only run prints: a figure the guide gives is the
 * plan's, recomputed here, so a suite that comes to leave one more product makes the guide say so.
 */

const guide = readFileSync(new URL('../../docs/guide.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const { suites } = prepare([]);
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe("the guide's claims of what a run writes", () => {
  it('quotes the first line of a read-only run against a live shop as every suite gives it', () => {
    const selection = { readOnly: true, readOnlyBy: 'live-target' as const, haveAdmin: true, haveCustomer: true };
    const plan = makePlan(suites, selection);
    const [line] = writesLines(runWrites(plan.cases, selection, false, CLI_WORDS), 'https://shop.example.com');
    const quoted = /`(read-only: [\d,]+ cases that write are not run); --allow-writes runs them`/.exec(guide);
    expect(quoted, 'the guide quotes the read-only line').not.toBeNull();
    expect(line).toContain(quoted?.[1]);
  });

  it('counts what every suite leaves as the suites say it: in all, the products, those for sale', () => {
    const selection = { readOnly: false, haveAdmin: true, haveCustomer: true };
    const { leaves } = runWrites(makePlan(suites, selection).cases, selection, false, CLI_WORDS);
    const claim =
      /every suite selected, at most (\d+) things: (\d+) probe products .*?\), (\w+) of them published and for sale/.exec(
        guide,
      );
    expect(claim, 'the guide says what every suite leaves').not.toBeNull();
    const products = leaves.filter((l) => /\bproduct\b/.test(l));
    const forSale = leaves.filter((l) => /for sale/.test(l));
    expect(Number(claim?.[1])).toBe(leaves.length);
    expect(Number(claim?.[2])).toBe(products.length);
    expect(WORDS.indexOf(claim?.[3] ?? '')).toBe(forSale.length);
  });
});
