import { describe, expect, it } from 'vitest';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { testStorage } from '../helpers/app.js';

/**
 * A run that ended before its teardown (killed, its connection lost; Ctrl-C still runs the teardowns)
 * leaves the coupons it made, and their codes stay taken. The suites that create a coupon under a
 * fixed code first remove one an earlier run left, found by its exact code; before, every later run
 * against that shop failed 6 must-level cases (admin-auth/probe-coupon, cart-coupons and its v1
 * variant's two creates, enums/create-own-coupon) and blocked what read those coupons.
 */
const LEFT_BEHIND = [
  'conformance-access-probe',
  'conformance-cart-probe',
  'conformance-cart-extra',
  'conformance-cart-probe-v1',
  'conformance-cart-extra-v1',
  'conformance-enums-probe',
];

describe('a shop where an earlier run was killed before its teardown', () => {
  it('fails nothing: each coupon it left is removed before its code is used again, and nothing else', async () => {
    const storage = testStorage();
    try {
      for (const code of LEFT_BEHIND) storage.coupons.create({ code, amount: '1.00', discount_type: 'fixed_cart' });
      // A coupon whose code only begins like one of ours is not ours to remove.
      const near = storage.coupons.create({
        code: 'conformance-cart-probe-2',
        amount: '2.00',
        discount_type: 'fixed_cart',
      });
      const run = await runSuitesAgainst(['admin-auth', 'cart-coupons', 'cart-coupons-v1', 'enums'], { storage });
      const notPassed = run.cases
        .filter((c) => c.outcome !== 'passed')
        .map((c) => `${c.suite}/${c.id}: ${c.outcome} ${c.blockedBy ?? c.skipReason ?? c.failures[0]?.message ?? ''}`);
      expect(notPassed).toEqual([]);
      const removed = run.cases.filter(
        (c) => /^remove-leftover-/.test(c.id) && !(c.notes ?? []).some((n) => n.title === 'nothing to do'),
      );
      expect(removed.map((c) => `${c.suite}/${c.id}`).sort()).toEqual([
        'admin-auth/remove-leftover-probe',
        'cart-coupons-v1/remove-leftover-extra',
        'cart-coupons-v1/remove-leftover-probe',
        'cart-coupons/remove-leftover-extra',
        'cart-coupons/remove-leftover-probe',
        'enums/remove-leftover-probe',
      ]);
      expect(storage.coupons.get(near.id)?.code).toBe('conformance-cart-probe-2');
      for (const code of LEFT_BEHIND) expect(storage.coupons.byCode(code), code).toBeUndefined();
    } finally {
      storage.close();
    }
  });
});
