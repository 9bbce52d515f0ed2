import { describe, expect, it } from 'vitest';
import { plannedCases, prepare } from '../../src/engine.js';

/**
 * A refusal proves a rule only if the same request with that one rule unbroken is accepted in the same
 * state: every case that expects a refusal at must level (a 4xx status) carries its control, generated
 * negatives and written ones alike.
 */

/** Written negatives without their control when this test was written: the work left, which may only shrink. */
const NOT_YET_CONTROLLED: readonly string[] = [
  'admin-data/activate-plugin-requires-plugin',
  'admin-products/type-enum',
  'batch/cap-26-refused',
  'batch/storefront-cap-26-refused',
  'batch/get-sub-request-refused',
  'batch/bad-validation-mode',
  'cart-key/key-31-not-routed',
  'cart-key/key-33-not-routed',
  'cart-key/key-non-word-not-routed',
  'cart-key-v1/key-31-not-routed',
  'cart-key-v1/key-33-not-routed',
  'cart-key-v1/key-non-word-not-routed',
  'checkout/billing-required',
  'checkout/unknown-payment-method',
  'coupons/code-required',
  'coupons/discount-type-enum',
  'custom-blocks/block-name-not-a-string',
  'customer/address-member-types',
  'customer/bad-country-refused',
  'customer-v1/address-member-types',
  'customer-v1/bad-country-refused',
  'gateway/theme-enum',
  'gateway/locations-enum',
  'gateway/method-ids-enum',
  'gateway/boolean-setting-type',
  'gateway/token-pattern-short',
  'gateway/token-pattern-separator',
  'gateway/location-requires-address',
  'gateway/capture-requires-intent',
  'insights/insights-settings-key-required',
  'insights/insights-connect-url-keys-required',
  'insights/insights-delete-key-required',
  'localized/same-validation',
  'notes/bad-type-refused',
  'oembed/missing-url',
  'oembed/proxy-validates-first',
  'oembed/proxy-format-enum',
  'order-transitions/status-any-refused',
  'order-transitions/status-trash-refused',
  'order-transitions/status-unknown-refused',
  'shipping/package-id-required',
  'shipping/rate-id-required',
  'shipping-v1/package-id-required',
  'shipping-v1/rate-id-required',
  'storefront-aliases/validation-unversioned',
  'storefront-aliases/validation-versioned',
];

function refusalsWithoutControl(): string[] {
  const { suites } = prepare([]);
  return plannedCases(suites, { readOnly: false, haveAdmin: true, haveCustomer: true })
    .filter(
      ({ spec }) =>
        spec.control === undefined &&
        spec.expect.some(
          (c) =>
            c.check === 'status' &&
            (c.level ?? spec.level) === 'must' &&
            [c.value].flat().every((v) => /^4/.test(String(v))),
        ),
    )
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
