import { describe, expect, it } from 'vitest';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { citedBy } from '../../src/loading/doc.js';
import { statement } from '../../spec/statements/index.js';

/**
 * A refusal proves a rule only if the same request with that one rule unbroken is accepted in the same
 * state: every case that breaks a stated rule and expects its refusal at must level carries its control,
 * generated negatives and written ones alike.
 */

/**
 * Cases that break a rule the document states as a refusal (an enum, a bound, a required argument, a
 * path's pattern) and expect the refusal at must level. A 404 for what the case itself deleted is the
 * effect of a write, not a rule broken: it needs no control.
 */
function refusalsWithoutControl(): string[] {
  const { suites } = prepare([]);
  return makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true })
    .cases.filter(({ spec }) =>
      spec.expect.some(
        (c) =>
          c.check === 'status' &&
          (c.level ?? spec.level) === 'must' &&
          [c.value].flat().every((v) => /^4/.test(String(v))) &&
          citedBy(spec, c).some((id) => statement(id)?.refusal === true),
      ),
    )
    .filter(({ spec }) => spec.control === undefined)
    .map(({ suite, spec }) => `${suite.id}/${spec.id}`);
}

describe('every negative knows its control', () => {
  it('has a control on every case that breaks a stated rule and expects its refusal at must level', () => {
    expect(refusalsWithoutControl()).toEqual([]);
  });
});
