import { describe, expect, it } from 'vitest';
import { testStorage } from '../helpers/app.js';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { noOrdersOrCoupons } from '../helpers/real-shop-quirks.js';

/**
 * A site with no orders and no coupons of its own (a real shop showed it): the suites that probe the
 * site's oldest order and coupon run beside `auth` and `admin-auth`, which create an order (and a
 * coupon) of their own and delete it when they end. A probe that took one of those read it after it
 * was gone (404: three must failures on the real shop). A probe takes only what the run did not make:
 * here it finds nothing, and what needs it is skipped with the reason.
 */
describe('a fresh site, with no orders or coupons of its own', () => {
  it('fails no case of auth, admin-auth and enums: what needs the site’s own order or coupon is skipped, saying so', async () => {
    const storage = testStorage();
    try {
      noOrdersOrCoupons(storage);
      const run = await runSuitesAgainst(['auth', 'admin-auth', 'enums'], { storage });
      const wrong = run.cases.filter((c) => c.outcome !== 'passed' && c.outcome !== 'skipped');
      expect(
        wrong.map((c) => `${c.suite}/${c.id}: ${c.outcome} ${c.blockedBy ?? c.failures[0]?.message ?? ''}`),
      ).toEqual([]);
      const probes = run.cases.filter((c) => c.id === 'find-order' || c.id === 'find-coupon');
      expect(probes.map((c) => `${c.suite}/${c.id} ${c.outcome}`).sort()).toEqual([
        'admin-auth/find-coupon passed',
        'admin-auth/find-order passed',
        'enums/find-coupon passed',
        'enums/find-order passed',
      ]);
      // The site's own order and coupon: nothing found, whatever the other suites had made by then.
      const skipped = run.cases.filter((c) => c.outcome === 'skipped');
      for (const c of skipped) expect(c.skipReason, `${c.suite}/${c.id}`).toMatch(/found nothing on the site/);
      for (const suite of ['admin-auth', 'enums'])
        for (const capture of ['orderId', 'couponId']) {
          const needing = skipped.filter(
            (c) =>
              c.suite === suite &&
              c.skipReason?.includes(
                `found nothing on the site for {{${capture}}} (no item with /id at / that this run did not create or delete)`,
              ),
          );
          expect(needing.length, `${suite}: cases skipped for {{${capture}}}`).toBeGreaterThan(0);
        }
    } finally {
      storage.close();
    }
  });
});
