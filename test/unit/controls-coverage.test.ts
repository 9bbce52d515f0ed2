import { describe, expect, it } from 'vitest';
import { plannedCases, prepare } from '../../src/engine.js';
import { citedBy } from '../../src/loading/doc.js';
import { statement } from '../../spec/statements/index.js';

/**
 * A refusal proves a rule only if the same request with that one rule unbroken is accepted in the same
 * state: every case that breaks a stated rule and expects its refusal at must level carries its control,
 * generated negatives and written ones alike.
 */

/** Written negatives without their control when this test was written: the work left, which may only shrink. */
const NOT_YET_CONTROLLED: readonly string[] = [
  'batch/cap-26-refused',
  'batch/storefront-cap-26-refused',
  'batch/get-sub-request-refused',
  'batch/bad-validation-mode',
  'order-transitions/status-any-refused',
  'order-transitions/status-trash-refused',
  'order-transitions/status-unknown-refused',
  'storefront-aliases/validation-unversioned',
  'storefront-aliases/validation-versioned',
];

/**
 * Cases that break a rule the document states as a refusal (an enum, a bound, a required argument, a
 * path's pattern) and expect the refusal at must level. A 404 for what the case itself deleted is the
 * effect of a write, not a rule broken: it needs no control.
 */
function refusalsWithoutControl(): string[] {
  const { suites } = prepare([]);
  return plannedCases(suites, { readOnly: false, haveAdmin: true, haveCustomer: true })
    .filter(({ spec }) =>
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
  it('has a control on every case that expects a refusal at must level, but the work left', () => {
    const found = refusalsWithoutControl();
    expect(found.filter((id) => !NOT_YET_CONTROLLED.includes(id))).toEqual([]);
    // A negative given its control leaves the list, so that it shrinks.
    expect(NOT_YET_CONTROLLED.filter((id) => !found.includes(id))).toEqual([]);
  });
});
