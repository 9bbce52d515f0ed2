import { describe, expect, it } from 'vitest';
import { ADMIN, call, testApp, testStorage } from '../helpers/app.js';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { includeScopedLists } from '../helpers/quirks/include-scoping.js';

/**
 * The suites whose cases list products, coupons and terms, against the platform's lists (issue 36):
 * `exclude` and `on_sale=false` ignored whenever `include` is given, `on_sale=true` replacing `include`'s
 * list with the ids on sale (products); `exclude` ignored beside `include` (coupons, term listings). The
 * document defines each argument alone and never their combination: every case scopes its list by what
 * the document defines on its own (its probes' SKUs, a code prefix, a first page of the site's own
 * listing) and compares with no baseline made with such a combination, so nothing fails, must or should.
 */
const SUITES = ['admin-products', 'catalog-filters', 'input-forms', 'coupons-list', 'catalog-terms'];

describe('lists whose include hides exclude and on_sale (the platform’s id lists)', () => {
  // The quirk is live: without it the first test would pass on the plain reference server alone.
  it('lists what exclude names, and products on sale outside include, when include is given', async () => {
    const storage = testStorage();
    const app = await testApp({ storage, extend: includeScopedLists(storage) });
    try {
      const ids = async (url: string, admin = false) =>
        ((await call(app, 'GET', url, admin ? { as: ADMIN } : {})).json() as { id: number }[]).map((p) => p.id);
      const [a, b] = await ids('/rest-api/shop/store/products?orderby=id&order=asc&per_page=2');
      expect(a && b).toBeTruthy();
      for (const [list, admin] of [
        ['/rest-api/shop/store/products', false],
        ['/rest-api/shop-analytics/products', true],
      ] as const) {
        // Alone, exclude leaves the product out; beside include, it is ignored.
        expect(await ids(`${list}?orderby=id&order=asc&per_page=2&exclude=${a}`, admin)).not.toContain(a);
        expect((await ids(`${list}?include=${a},${b}&exclude=${a}`, admin)).sort()).toEqual([a, b].sort());
        // on_sale=true lists the products on sale, whatever include named.
        const onSale = await ids(`${list}?on_sale=true&per_page=100`, admin);
        expect(onSale.length).toBeGreaterThan(0);
        const notOnSale = (await ids(`${list}?on_sale=false&per_page=1`, admin))[0];
        expect(notOnSale).toBeDefined();
        expect((await ids(`${list}?include=${notOnSale}&on_sale=true&per_page=100`, admin)).sort()).toEqual(
          [...onSale].sort(),
        );
      }
      // The coupons and the term listings: exclude ignored beside include, taken alone.
      for (const code of ['include-scoping-a', 'include-scoping-b'])
        expect(
          (await call(app, 'POST', '/rest-api/shop-analytics/coupons', { as: ADMIN, body: { code } })).statusCode,
        ).toBe(201);
      for (const [list, admin] of [
        ['/rest-api/shop-analytics/coupons', true],
        ['/rest-api/shop/store/products/categories', false],
      ] as const) {
        const [x, y] = await ids(`${list}?per_page=2`, admin);
        expect(x && y, list).toBeTruthy();
        expect(await ids(`${list}?per_page=2&exclude=${x}`, admin)).not.toContain(x);
        expect((await ids(`${list}?include=${x},${y}&exclude=${x}`, admin)).sort()).toEqual([x, y].sort());
      }
    } finally {
      await app.close();
      storage.close();
    }
  });

  it('fail no case of the suites that list products, coupons and terms', async () => {
    const storage = testStorage();
    try {
      const run = await runSuitesAgainst(SUITES, { storage, extend: includeScopedLists(storage) });
      const wrong = run.cases.filter((c) => c.outcome !== 'passed' && c.outcome !== 'skipped');
      expect(
        wrong.map((c) => `${c.suite}/${c.id}: ${c.outcome} ${c.blockedBy ?? c.failures[0]?.message ?? ''}`),
      ).toEqual([]);
      // A skipped case says why; none of these suites skips a filter case on this site.
      const skipped = run.cases.filter((c) => c.outcome === 'skipped');
      for (const c of skipped) expect(c.skipReason, `${c.suite}/${c.id}`).toBeTruthy();
      const ran = new Set(run.cases.filter((c) => c.outcome === 'passed').map((c) => `${c.suite}/${c.id}`));
      for (const id of SCOPED) expect(ran.has(id), `${id} ran and passed`).toBe(true);
    } finally {
      storage.close();
    }
  });
});

/** The cases that tested exclude or on_sale inside an include, or compared with such a baseline. */
const SCOPED = [
  'admin-products/filter-exclude',
  'admin-products/filter-on-sale',
  'catalog-filters/exclude',
  'catalog-filters/on-sale',
  'catalog-filters/data-exclude',
  'catalog-filters/data-on-sale',
  'catalog-filters/data-rating',
  'input-forms/products-exclude-single',
  'input-forms/collection-exclude-single',
  'input-forms/admin-products-exclude-single',
  'input-forms/coupons-exclude-single',
  'input-forms/categories-exclude-single',
  'input-forms/tags-exclude-single',
  'input-forms/terms-exclude-single',
  'coupons-list/exclude',
];
