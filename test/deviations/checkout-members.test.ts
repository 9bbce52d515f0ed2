import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PreparationError } from '../../reference-server/core/dispatcher.js';
import { errors, RestError } from '../../reference-server/http/errors.js';
import type { RestRequest } from '../../reference-server/http/types.js';
import { loadCart } from '../../reference-server/plugins/storefront/cart-state.js';
import type { Storage } from '../../reference-server/storage/index.js';
import type { CaseResult } from '../../src/model/result.js';
import { checkoutShippingAddress } from '../../spec/schemas/address.js';
import { testStorage } from '../helpers/app.js';
import { runSuitesAgainst } from '../helpers/conformance.js';

/**
 * The 44 checkout member-missing cases (billing and shipping address, each of its eleven members,
 * under both storefront namespaces). The platform, measured on a real instance, takes an address
 * without one of its members once the cart holds an item, and refuses an empty cart: sent on the
 * suite's empty cart, the cases could not see it. Each is now sent in a cart of its own that holds the
 * suite's product, beside a control (the address whole, and a decoy) that the site refuses for its
 * decoy alone, so nothing is ordered when the site is right.
 */

const MEMBER_MISSING = /^post\.shop\.store(\.v1)?\.checkout\.(billing|shipping)_address\.\w+\.member-missing$/;
const memberCases = (cases: CaseResult[]) => cases.filter((c) => c.suite === 'nested' && MEMBER_MISSING.test(c.id));
const CHECKOUT = /^\/shop\/store(\/v1)?\/checkout\/?$/;
/** The checkout address's members as the catalog declares them, email included. */
const MEMBERS = Object.keys(checkoutShippingAddress().properties ?? {});

/**
 * The fault: the checkout, when the caller's cart holds an item, takes an address that lacks members
 * (as if each were given empty) and places the order; with an empty cart it validates as before.
 */
function membersUncheckedWithItem(storage: Storage) {
  return (app: FastifyInstance): void => {
    app.addHook('onReady', async () => {
      const dispatcher = app.shop.dispatcher;
      const prepare = dispatcher.prepare.bind(dispatcher);
      dispatcher.prepare = (request, match) => {
        const body = request.json;
        if (request.method !== 'POST' || !CHECKOUT.test(request.path) || body === null || typeof body !== 'object')
          return prepare(request, match);
        const completed: Record<string, unknown> = { ...(body as Record<string, unknown>) };
        let lacking = false;
        for (const name of ['billing_address', 'shipping_address']) {
          const address = completed[name];
          if (address === null || typeof address !== 'object' || Array.isArray(address)) continue;
          const whole: Record<string, unknown> = { ...(address as Record<string, unknown>) };
          for (const member of MEMBERS)
            if (!(member in whole)) {
              whole[member] = '';
              lacking = true;
            }
          completed[name] = whole;
        }
        if (!lacking) return prepare(request, match);
        const prepared = prepare({ ...request, json: completed } as RestRequest, match);
        const session = prepared.session as { id: string } | undefined;
        if (!session || loadCart(storage, session.id).items.length === 0) return prepare(request, match);
        return prepared;
      };
    });
  };
}

describe('the checkout member-missing cases, in a cart that holds an item', () => {
  it('all pass against the reference server, each beside its accepted control, every cart filled first', async () => {
    const run = await runSuitesAgainst(['nested']);
    const cases = memberCases(run.cases);
    expect(cases).toHaveLength(44);
    expect(cases.filter((c) => c.outcome !== 'passed' || c.control?.accepted !== true).map((c) => c.id)).toEqual([]);
    const fills = run.cases.filter((c) => /\.checkout\..*\.fill-cart$/.test(c.id));
    // One cart per checkout refusal: the 44 members and the billing email's format, per namespace.
    expect(fills).toHaveLength(46);
    expect(fills.filter((c) => c.outcome !== 'passed').map((c) => c.id)).toEqual([]);
  });

  it('fail at must level against a checkout that takes an address without a member when the cart holds an item (the billing email’s two are blocked: no order without one)', async () => {
    const storage = testStorage();
    try {
      // Each case the fault lets through places an order of the suite's product: stock for every one
      // (the reference shop's holds 25), so that none meets a product sold out by the others.
      const simple = storage.products.list({ types: ['simple'], stockStatuses: ['instock'], page: 1, perPage: 100 });
      storage.products.restoreStock(simple.items.map((p) => ({ productId: p.id, quantity: 1000 })));
      const run = await runSuitesAgainst(['nested'], { storage, extend: membersUncheckedWithItem(storage) });
      const cases = memberCases(run.cases);
      expect(cases).toHaveLength(44);
      const failed = cases.filter((c) => c.outcome === 'failed');
      expect(failed.every((c) => c.level === 'must')).toBe(true);
      // Each failed for itself, in its own cart: none met a cart another's order had emptied.
      for (const c of failed) expect(c.failures[0]?.message, c.id).toBe('expected 4xx, got 200 (accepted)');
      // But the billing email: without one the order cannot be placed (the checkout then refuses the
      // missing email address, naming no argument), and a refusal for something else than the rule is
      // blocked, never passed.
      expect(cases.filter((c) => c.outcome !== 'failed').map((c) => `${c.id}: ${c.outcome} ${c.blockedBy}`)).toEqual([
        'post.shop.store.checkout.billing_address.email.member-missing: blocked control:POST /rest-api/shop/store/checkout → 400 shop_rest_missing_email_address',
        'post.shop.store.v1.checkout.billing_address.email.member-missing: blocked control:POST /rest-api/shop/store/v1/checkout → 400 shop_rest_missing_email_address',
      ]);
      expect(failed).toHaveLength(42);
    } finally {
      storage.close();
    }
  });
});

/**
 * The checkout that enforces none of the rules the negatives break and refuses every order for
 * something else, naming no argument (an empty cart's 409); it validates create_account's type alone,
 * so a decoyed control is refused for its decoy alone and counts as accepted.
 */
function refusedForTheCart(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const dispatcher = app.shop.dispatcher;
    const prepare = dispatcher.prepare.bind(dispatcher);
    dispatcher.prepare = (request, match) => {
      if (request.method !== 'POST' || !CHECKOUT.test(request.path)) return prepare(request, match);
      let headers: Record<string, string>;
      try {
        headers = prepare(request, match).headers;
      } catch (error) {
        if (!(error instanceof PreparationError)) throw error;
        headers = error.headers;
      }
      const body = (request.json ?? {}) as Record<string, unknown>;
      const decoyed = body.create_account !== undefined && typeof body.create_account !== 'boolean';
      throw new PreparationError(
        decoyed
          ? errors.invalidParams({ create_account: 'create_account is not of type boolean.' }, {})
          : new RestError('shop_rest_cart_empty', 'Cannot create order from empty cart.', 409),
        headers,
      );
    };
  });
}

describe('a checkout negative refused for another reason than its rule', () => {
  it('is blocked, never passed: every generated and written one, the nested member cases included', async () => {
    const run = await runSuitesAgainst(['checkout', 'nested', 'required', 'enums', 'localized'], {
      extend: refusedForTheCart,
    });
    const written: Record<string, string[]> = {
      checkout: [
        'empty-cart-refused',
        'billing-required',
        'bad-email',
        'unknown-payment-method',
        'member-not-string',
        'member-not-string-v1',
      ],
      localized: ['checkout-refuses-wallet-gateway', 'checkout-refuses-wallet-gateway-v1'],
    };
    const negatives = run.cases.filter(
      (c) =>
        (/^(anonymous\.)?post\.shop\.store(\.v1)?\.checkout\./.test(c.id) && !/\.(open|fill)-cart$/.test(c.id)) ||
        written[c.suite]?.includes(c.id) === true,
    );
    // Every one of them was sent beside its control.
    expect(negatives.filter((c) => c.control === undefined).map((c) => c.id)).toEqual([]);
    const of = (suite: string) => negatives.filter((c) => c.suite === suite).length;
    // 44 members and 2 email formats; 2 required and their anonymous twins; 2 enums and theirs; 6 written
    // (and the empty cart's, whose rule is the cart); the localized site's 2.
    expect([of('nested'), of('required'), of('enums'), of('checkout'), of('localized')]).toEqual([46, 4, 4, 6, 2]);
    expect(negatives.filter((c) => c.outcome === 'passed').map((c) => c.id)).toEqual([]);
    const notBlocked = negatives.filter((c) => c.outcome !== 'blocked').map((c) => `${c.suite}/${c.id}`);
    // The empty cart's refusal expects the platform's 400 for it, and got 409: a should-level failure.
    expect(notBlocked).toEqual(['checkout/empty-cart-refused']);
    for (const c of negatives.filter((n) => n.outcome === 'blocked'))
      expect(c.control?.reason, `${c.suite}/${c.id}`).toMatch(
        /^it was refused for another reason than its rule: 409 shop_rest_cart_empty/,
      );
  });
});
