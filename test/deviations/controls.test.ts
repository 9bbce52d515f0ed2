import { describe, expect, it } from 'vitest';
import type { AppOptions } from '../../reference-server/app.js';
import { RestError } from '../../reference-server/http/errors.js';
import { createReporter } from '../../reports/index.js';
import type { CaseResult } from '../../src/model/result.js';
import { failed, runSuitesAgainst, type SuiteRun } from '../helpers/conformance.js';
import { failsRoute, refuses, refusesArgument, type Fault } from '../helpers/faults.js';
import { on, query, store } from './catalogue/shared.js';

/**
 * A refusal proves its rule only if the same request with the rule kept is accepted in the same state.
 * Against the reference server every control is accepted, so every negative is judged; against one
 * that refuses the control's request (the valid form) the negative would pass for the wrong reason, and
 * is blocked instead, under one root cause per refusing endpoint.
 */

const GENERATOR_SUITES = ['enums', 'required', 'nested', 'limits'];
const negatives = (run: SuiteRun) => run.cases.filter((c) => c.spec.origin.generator === 'negatives');
const find = (run: SuiteRun, suite: string, id: string) =>
  run.cases.find((c) => c.suite === suite && c.id === id) as CaseResult;

/** The reference server with one fault (`test/helpers/faults.ts`). */
const with_ =
  (fault: Fault): NonNullable<AppOptions['extend']> =>
  (app, registry) =>
    fault.apply(app, registry);

/** The run's refused-control root causes, by id, with the cases they blocked. */
const controlRoots = (run: SuiteRun) =>
  Object.fromEntries(
    run.result.rootCauses
      .filter((r) => r.kind === 'control')
      .map((r) => [r.id, r.blocked.map((b) => `${b.suite}/${b.id}`)]),
  );

describe('negatives and their controls against the reference server', () => {
  it('every control is accepted: every refusal judged, none blocked', async () => {
    const run = await runSuitesAgainst(GENERATOR_SUITES);
    const withControl = negatives(run).filter((c) => c.control);
    expect(withControl.length).toBeGreaterThan(400);
    expect(withControl.filter((c) => !c.control?.accepted).map((c) => c.id)).toEqual([]);
    expect(run.result.totals).toMatchObject({ blocked: 0, failed: 0, errored: 0, skipped: 0 });
    expect(run.result.rootCauses).toEqual([]);
  });
});

describe('a server that refuses what a negative’s control sends', () => {
  it('an argument refused whatever its value: the enum’s negative is blocked, not passed; the values inside it fail', async () => {
    const run = await runSuitesAgainst(['enums'], {
      extend: with_(refusesArgument(on('GET', '/shop/store/products', query('orderby')), 'orderby')),
    });
    const negative = find(run, 'enums', 'get.shop.store.products.orderby.not-in-enum');
    expect(negative).toMatchObject({
      outcome: 'blocked',
      blockedBy: 'control:GET /rest-api/shop/store/products → 400 rest_invalid_param',
      control: {
        accepted: false,
        status: 400,
        reason: expect.stringMatching(
          /^its control \(the same request with orderby="date"\) was refused: 400 rest_invalid_param 'Invalid parameter\(s\): orderby'$/,
        ),
      },
    });
    expect(negative.control?.curl).toContain('orderby=date');
    expect(controlRoots(run)['control:GET /rest-api/shop/store/products → 400 rest_invalid_param']).toEqual(
      expect.arrayContaining(['enums/get.shop.store.products.orderby.not-in-enum']),
    );
    // What catches the fault is the values inside the enum; the refused control is no failure of its own.
    expect(failed(run.notPassed)).toEqual(expect.arrayContaining(['accepts.get.shop.store.products.1']));
    expect(run.result.totals.prerequisites).toBe(0);
  });

  it('a route that fails where it would succeed: select-shipping-rate’s required arguments are blocked, one root cause per namespace', async () => {
    const run = await runSuitesAgainst(['required'], {
      extend: with_(failsRoute(on('POST', store('/cart/select-shipping-rate')))),
    });
    const ids = [
      'post.shop.store.cart.select-shipping-rate.package_id.missing',
      'post.shop.store.cart.select-shipping-rate.rate_id.missing',
      'anonymous.post.shop.store.cart.select-shipping-rate.package_id.missing',
      'post.shop.store.v1.cart.select-shipping-rate.rate_id.missing',
    ];
    for (const id of ids) expect(find(run, 'required', id).outcome, id).toBe('blocked');
    expect(controlRoots(run)).toEqual({
      'control:POST /rest-api/shop/store/cart/select-shipping-rate → 500 shop_rest_unknown_server_error': of(
        'post.shop.store.cart.select-shipping-rate',
      ),
      'control:POST /rest-api/shop/store/v1/cart/select-shipping-rate → 500 shop_rest_unknown_server_error': of(
        'post.shop.store.v1.cart.select-shipping-rate',
      ),
    });
    expect(failed(run.notPassed)).toEqual([]);
    // Every report shows it once, as no failure.
    const text = (name: string) => createReporter(name, { color: false }).render(run.result);
    expect(text('console')).toContain('Refused controls (no failure');
    expect(text('console')).toMatch(/\nPASS\n$/);
    expect(text('junit')).not.toContain('classname="shop-conformance.prerequisites"');
    expect(text('junit')).toContain('was refused: 500 shop_rest_unknown_server_error');
  });

  it('a write refused before it validates: the decoyed control names no argument, and the negative is blocked', async () => {
    const run = await runSuitesAgainst(['required'], {
      extend: with_(
        refuses(
          on('POST', '/shop-analytics/coupons'),
          new RestError('shop_rest_coupons_closed', 'Coupons cannot be made now.', 403),
        ),
      ),
    });
    expect(find(run, 'required', 'post.shop-analytics.coupons.code.missing')).toMatchObject({
      outcome: 'blocked',
      control: {
        reason: expect.stringContaining(
          "was refused: 403 shop_rest_coupons_closed 'Coupons cannot be made now.', naming no argument",
        ),
      },
    });
  });
});

/** A storefront route's required-argument negatives and their anonymous variants, as `required/…` ids. */
function of(prefix: string): string[] {
  return [
    `required/${prefix}.package_id.missing`,
    `required/anonymous.${prefix}.package_id.missing`,
    `required/${prefix}.rate_id.missing`,
    `required/anonymous.${prefix}.rate_id.missing`,
  ];
}

describe('a negative refused for another reason than its rule', () => {
  // The platform's checkout: it does not check that an address has its members, and refuses an empty
  // cart (409) once the arguments have validated. The member-missing negatives are sent on the suite's
  // empty cart: refused, but by the cart, not by their rule.
  const membersUnchecked = refuses(
    on('POST', store('/checkout'), (r) => {
      const body = (r.json ?? {}) as Record<string, unknown>;
      const address = body.billing_address as Record<string, unknown> | undefined;
      const decoy = body.create_account !== undefined && typeof body.create_account !== 'boolean';
      return !decoy && address !== undefined && !('first_name' in address && 'city' in address && 'country' in address);
    }),
    new RestError('shop_rest_cart_empty', 'Cannot create order from empty cart.', 409),
  );

  it('is blocked with that answer as its reason, never passed (its decoy control was accepted)', async () => {
    const run = await runSuitesAgainst(['nested'], { extend: with_(membersUnchecked) });
    const negative = find(run, 'nested', 'post.shop.store.checkout.billing_address.first_name.member-missing');
    expect(negative).toMatchObject({
      outcome: 'blocked',
      blockedBy: 'control:POST /rest-api/shop/store/checkout → 409 shop_rest_cart_empty',
      control: {
        accepted: false,
        status: 409,
        reason: expect.stringMatching(
          /^it was refused for another reason than its rule: 409 shop_rest_cart_empty 'Cannot create order from empty cart\.', naming no argument, not billing_address \(its control, refused for its decoy create_account alone/,
        ),
      },
    });
    // Every member-missing negative of the checkout's billing address the fault lets through: none passed.
    const missing = run.cases.filter((c) =>
      /checkout\.billing_address\.(first_name|city|country)\.member-missing$/.test(c.id),
    );
    expect(missing.length).toBeGreaterThanOrEqual(6);
    expect(missing.filter((c) => c.outcome !== 'blocked').map((c) => c.id)).toEqual([]);
    // One root cause per refusing endpoint (the checkout under both namespaces), not a failure.
    expect(failed(run.notPassed)).toEqual([]);
    expect(Object.keys(controlRoots(run))).toEqual([
      'control:POST /rest-api/shop/store/checkout → 409 shop_rest_cart_empty',
      'control:POST /rest-api/shop/store/v1/checkout → 409 shop_rest_cart_empty',
    ]);
  });
});
