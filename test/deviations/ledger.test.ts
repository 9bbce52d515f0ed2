import { describe, expect, it } from 'vitest';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { CATALOGUE } from './catalogue.js';

/**
 * The ledger of cases shown to fail, held to the planned cases: every must-level case written by hand
 * and every kind of generated case appears in the `fails` of some deviation of the catalogue (a
 * must-level case failing at must level, not only by a should-level check beside it), with no
 * exemption: a case no deviation shows failing is a defect until one does.
 */

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** Generators whose ids end in what kind of case they are (`.not-in-enum`, `.given`, `.shop-store-v1`). */
const SUFFIXED = new Set(['negatives', 'defaults', 'aliases']);

/**
 * A generated case's kind: its generator, the first word of its id unless that is a method
 * (`anonymous`, `customer`, `administrator`, `namespace`, `drift`, …) and, for the generators that say
 * it there, the last: `negatives: anonymous.….not-in-enum`, `access: customer.…`, `index-drift: drift.…`.
 */
export function kindOf(generator: string, id: string): string {
  const words = id.split('.');
  const first = words[0] as string;
  return `${generator}: ${METHODS.has(first) ? '' : `${first}.`}…${SUFFIXED.has(generator) ? `.${words[words.length - 1]}` : ''}`;
}

const planned = makePlan(prepare([]).suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases;
const key = (p: (typeof planned)[number]) => `${p.suite.id}/${p.spec.id}`;
// A teardown's look at what was left has only info-level checks: it reports, it never fails (the loader
// allows that in a teardown only), so it is no verdict to show failing.
const verdicts = (p: (typeof planned)[number]) => p.spec.expect.some((c) => c.level !== 'info');
const mustWritten = planned
  .filter((p) => p.spec.origin.generator === undefined && p.spec.level === 'must' && verdicts(p))
  .map(key);
const kinds = new Map<string, string[]>();
for (const p of planned) {
  const generator = p.spec.origin.generator;
  if (generator === undefined) continue;
  const kind = kindOf(generator, p.spec.id);
  kinds.set(kind, [...(kinds.get(kind) ?? []), key(p)]);
}
const levelOf = new Map(planned.map((p) => [key(p), p.spec.level]));
const generatedKind = new Map(
  planned
    .filter((p) => p.spec.origin.generator !== undefined)
    .map((p) => [key(p), kindOf(p.spec.origin.generator as string, p.spec.id)]),
);

/** What the catalogue shows failing: must-level cases at must level, every case, and the generated kinds. */
const shown = new Set<string>();
const shownAtMust = new Set<string>();
for (const deviation of CATALOGUE) {
  const shouldOnly = new Set(deviation.shouldOnly ?? []);
  for (const id of [...deviation.fails, ...(deviation.blocked ?? [])]) {
    shown.add(id);
    if (!shouldOnly.has(id)) shownAtMust.add(id);
    const kind = generatedKind.get(id);
    if (kind) shown.add(kind);
  }
}

describe('the ledger of cases shown to fail', () => {
  it('shows every must-level hand-written case failing at must level, but those not yet shown', () => {
    expect(mustWritten.length).toBeGreaterThan(150);
    expect(mustWritten.filter((id) => !shownAtMust.has(id))).toEqual([]);
  });

  it('shows every kind of generated case failing, but those not yet shown', () => {
    expect(kinds.size).toBeGreaterThan(10);
    expect([...kinds.keys()].filter((kind) => !shown.has(kind)).sort()).toEqual([]);
  });

  it('expects only planned cases, each once and sorted, in each deviation', () => {
    for (const deviation of CATALOGUE) {
      const unknown = deviation.fails.filter((id) => !levelOf.has(id));
      expect(unknown, `${deviation.name}: no such planned cases`).toEqual([]);
      expect(deviation.fails, `${deviation.name}: fails sorted, without repeats`).toEqual(
        [...new Set(deviation.fails)].sort(),
      );
      expect(
        (deviation.shouldOnly ?? []).filter((id) => !deviation.fails.includes(id) || levelOf.get(id) !== 'must'),
        `${deviation.name}: shouldOnly names must-level cases of fails`,
      ).toEqual([]);
      for (const id of deviation.fails)
        expect(deviation.suites, `${deviation.name}: runs the suite of ${id}`).toContain(id.split('/')[0]);
    }
    expect(new Set(CATALOGUE.map((d) => d.name)).size, 'deviation names are unique').toBe(CATALOGUE.length);
  });
});
