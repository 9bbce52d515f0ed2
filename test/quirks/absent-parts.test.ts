import { describe, expect, it } from 'vitest';
import { COUPON_DISCOUNT_TYPES, PAYMENT_METHODS } from '../../spec/enums.js';
import { failed, runSuitesAgainst } from '../helpers/conformance.js';
import { testStorage } from '../helpers/app.js';
import { absentParts, GATEWAY_ROUTES } from '../helpers/absent-parts.js';

/** The plugins' values: the subscriptions' product and discount types, the payment plugins' methods. */
const PRODUCT_TYPES = ['subscription', 'variable-subscription'];
const DISCOUNT_TYPES = COUPON_DISCOUNT_TYPES.filter((t) => !['percent', 'fixed_cart', 'fixed_product'].includes(t));
const METHODS = PAYMENT_METHODS.filter((m) => !['bacs', 'cheque', 'cod'].includes(m));

/** One root cause per absent plugin's values and one for the gateway's routes, on each site. */
const expected = (prefix: string) => [
  `${prefix}values:subscriptions`,
  `${prefix}values:gateway`,
  `${prefix}part:gateway`,
];

/**
 * A shop without two optional plugins (subscriptions, the payment gateway) is a legitimate shop that
 * does not offer a part of the document: the run says so once per absent part, and fails no case.
 */
describe('a shop without the subscriptions and the gateway plugins', () => {
  it("fails no case: each absent plugin's values and the gateway's routes are one root cause each, with the cases that try them blocked under it", async () => {
    const storage = testStorage();
    try {
      // The fuzz phase too: it draws no value the site does not offer and sends nothing to a route it lacks.
      const run = await runSuitesAgainst([], { storage, extend: absentParts(storage) }, undefined, undefined, false, {
        fuzz: { runs: 12, seed: 7 },
      });
      expect(failed(run.notPassed)).toEqual([]);
      const roots = run.result.rootCauses;
      expect(roots.map((r) => r.id).sort()).toEqual([...expected(''), ...expected('de ')].sort());
      for (const root of roots) expect(root).toMatchObject({ level: 'must', failure: { check: 'prerequisite' } });
      expect(run.result.totals).toMatchObject({ failed: 0, errored: 0, prerequisites: roots.length });
      expect(run.result.totals.mustFailed).toBe(roots.length);

      const blocked = (id: string) => roots.find((r) => r.id === id)?.blocked.map((b) => `${b.suite}/${b.id}`) ?? [];
      // The checkouts paid by one of the gateway's methods, on both storefront namespaces, under one cause.
      const methods = roots.find((r) => r.id === 'values:gateway');
      expect(methods?.failure?.expected).toEqual(METHODS.map((m) => `payment_method=${m}`));
      expect(methods?.failure?.title).toMatch(/^the site does not offer gateway: payment_method=gateway, /);
      expect(blocked('values:gateway')).toEqual(
        expect.arrayContaining([
          'enums/accepts.post.shop.store.checkout.5',
          'enums/accepts.post.shop.store.v1.checkout.5',
        ]),
      );
      expect(blocked('values:gateway').every((id) => /checkout/.test(id))).toBe(true);
      // The subscriptions' product and discount types are one finding: what finds or makes a subscription
      // product, every case built on it (the cart flows, the filters), the coupons of its discount types.
      const subscriptions = roots.find((r) => r.id === 'values:subscriptions');
      expect(subscriptions?.failure?.expected).toEqual([
        ...PRODUCT_TYPES.map((v) => `type=${v}`),
        ...DISCOUNT_TYPES.map((v) => `discount_type=${v}`),
      ]);
      expect(blocked('values:subscriptions')).toEqual(
        expect.arrayContaining([
          'cart/find-subscription',
          'cart/add-subscription-item',
          'catalog-filters/probe-tansy',
          'catalog/type-subscription-only',
          'enums/accepts.post.shop-analytics.coupons.4',
          'enums/accepts.post.shop-analytics.coupons.id.4',
          'enums/accepts.post.shop-analytics.coupons.batch.4',
        ]),
      );
      // Every case on a gateway route, whichever suite it is in, and each of its routes' drift cases.
      const gateway = roots.find((r) => r.id === 'part:gateway');
      expect(gateway?.failure?.message).toMatch(
        /^the site's index lists none of the gateway's 17 routes \(.*\), though it lists shop\/v3, shop\/v1 \(a plugin not installed\?\)/,
      );
      expect(gateway?.failure?.expected).toHaveLength(GATEWAY_ROUTES.size);
      const suites = new Set(gateway?.blocked.map((b) => b.suite));
      expect([...suites].sort()).toEqual(['auth', 'enums', 'fuzz', 'gateway', 'index-shape', 'required']);
      expect(blocked('part:gateway').filter((id) => id.startsWith('index-shape/drift.'))).toHaveLength(17);
      // The routes' drift cases pass: what their index lacks is those root causes', noted there.
      const checkout = run.cases.find((c) => c.suite === 'index-shape' && c.id === 'drift.shop.store.checkout');
      expect(checkout?.outcome).toBe('passed');
      expect(checkout?.notes?.map((n) => n.title)).toContain(
        `argument payment_method: enum lacks ${METHODS.join(', ')}: the site does not offer them (a root cause of the run)`,
      );
    } finally {
      storage.close();
    }
  });
});
