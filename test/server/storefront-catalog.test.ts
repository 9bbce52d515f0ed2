import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, BASE, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const ids = (body: { id: number }[]) => body.map((p) => p.id);

describe('storefront catalog (both namespaces)', () => {
  it.each(['shop/store', 'shop/store/v1'])('every listing of %s returns something', async (ns) => {
    for (const path of [
      'products',
      'products/categories',
      'products/tags',
      'products/attributes',
      'products/attributes/1/terms',
      'products/reviews',
    ]) {
      const res = await call(app, 'GET', `/rest-api/${ns}/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.json().length, path).toBeGreaterThan(0);
    }
  });

  it('lists the published products without variations, newest first, with pagination headers', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products');
    expect(ids(res.json())).toEqual([18, 17, 16, 12, 11, 10]);
    expect(res.headers['x-wp-total']).toBe('6');
    expect(res.headers['x-wp-totalpages']).toBe('1');
  });

  it('pages with Link headers that keep the query', async () => {
    const first = await call(app, 'GET', '/rest-api/shop/store/products?per_page=2&order=asc');
    expect(ids(first.json())).toEqual([10, 11]);
    expect(first.headers['x-wp-totalpages']).toBe('3');
    expect(first.headers.link).toBe(`<${BASE}/rest-api/shop/store/products?per_page=2&order=asc&page=2>; rel="next"`);
    const second = await call(app, 'GET', '/rest-api/shop/store/products?per_page=2&order=asc&page=2');
    expect(second.headers.link).toBe(
      `<${BASE}/rest-api/shop/store/products?per_page=2&order=asc&page=1>; rel="prev", <${BASE}/rest-api/shop/store/products?per_page=2&order=asc&page=3>; rel="next"`,
    );
  });

  it('filters by type, category, featured, on_sale, sku and price in minor units', async () => {
    const q = async (query: string) => ids((await call(app, 'GET', `/rest-api/shop/store/products?${query}`)).json());
    expect(await q('type=subscription&order=asc')).toEqual([10, 11, 18]);
    expect(await q('category=21&order=asc')).toEqual([16, 18]);
    expect(await q('featured=true&order=asc')).toEqual([10, 12]);
    expect(await q('on_sale=1')).toEqual([16]);
    expect(await q('sku=JOURNAL,BOOK-TA&order=asc')).toEqual([16, 17]);
    expect(await q('min_price=2000&max_price=3000&order=asc')).toEqual([10, 17]);
    expect(await q('include=17,10&orderby=include')).toEqual([17, 10]);
    expect(await q('search=signals&order=asc')).toEqual([10, 11]);
  });

  it("searches for % and _ as the characters themselves, not SQL's wildcards", async () => {
    const q = async (path: string) => (await call(app, 'GET', `/rest-api/shop/store/${path}`)).json() as unknown[];
    // No seeded name, SKU or slug holds either character: a wildcard would have matched everything.
    for (const path of ['products', 'products/categories', 'products/tags'])
      for (const search of ['%25', '_', '%25_%25']) expect(await q(`${path}?search=${search}`)).toEqual([]);
    expect((await q('products?search=signals')).length).toBeGreaterThan(0);
  });

  it('orders by the average rating and by the number of reviews', async () => {
    const q = async (query: string) => ids((await call(app, 'GET', `/rest-api/shop/store/products?${query}`)).json());
    // Averages: 17 5, 10 4.5, 11 4, 12 3.67, 16 3, 18 2.33.
    expect(await q('orderby=rating')).toEqual([17, 10, 11, 12, 16, 18]);
    // Reviews: 12 and 18 three each, 10 two, the others one.
    const byCount = await q('orderby=comment_count');
    expect([...byCount.slice(0, 2)].sort()).toEqual([12, 18]);
    expect(byCount[2]).toBe(10);
  });

  it('serves one product with prices as minor-unit strings and the currency block', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products/16');
    const body = res.json();
    expect(body).toMatchObject({ id: 16, type: 'simple', on_sale: true, sku: 'BOOK-TA' });
    expect(body.prices).toMatchObject({
      price: '1400',
      regular_price: '1900',
      sale_price: '1400',
      currency_code: 'EUR',
      currency_minor_unit: 2,
    });
    expect(body.categories).toEqual([
      { id: 21, name: 'Courses', slug: 'courses', link: `${BASE}/product-category/courses/` },
    ]);
  });

  it('an unknown product is 404', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products/9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'shop_rest_product_invalid_id',
      message: 'Invalid product ID.',
      data: { status: 404 },
    });
  });

  it('categories, tags and attribute terms', async () => {
    const categories = (await call(app, 'GET', '/rest-api/shop/store/products/categories')).json();
    expect(categories.map((c: { slug: string; count: number }) => [c.slug, c.count])).toEqual([
      ['courses', 2],
      ['signals', 3],
      ['tools', 1],
    ]);
    const terms = (await call(app, 'GET', '/rest-api/shop/store/products/attributes/1/terms?orderby=slug')).json();
    expect(terms.map((t: { slug: string }) => t.slug)).toEqual(['basic', 'elite', 'pro']);
    const one = await call(app, 'GET', '/rest-api/shop/store/products/categories/20?context=embed');
    expect(one.json()).toMatchObject({ id: 20, name: 'Signals' });
    expect((await call(app, 'GET', '/rest-api/shop/store/products/attributes/99')).statusCode).toBe(404);
  });

  it('terms no product carries are listed only with hide_empty false; a blank per_page has no limit', async () => {
    const slugs = async (path: string) =>
      (await call(app, 'GET', `/rest-api/shop/store/products/${path}`)).json().map((t: { slug: string }) => t.slug);
    expect(await slugs('categories')).not.toContain('vouchers');
    expect(await slugs('categories?hide_empty=false')).toContain('vouchers');
    expect(await slugs('attributes/1/terms')).toEqual(['basic', 'elite', 'pro']);
    expect(await slugs('attributes/1/terms?hide_empty=false')).toEqual(['basic', 'elite', 'legacy', 'pro']);
    expect((await slugs('tags?hide_empty=false')).length).toBe(11);
    expect(await slugs('tags?hide_empty=false&per_page=10')).toHaveLength(10);
  });

  it('reviews filter by product and page', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products/reviews?product_id=10&order=asc');
    expect(res.json().map((r: { id: number; rating: number }) => [r.id, r.rating])).toEqual([
      [50, 5],
      [51, 4],
    ]);
    expect(res.headers['x-wp-total']).toBe('2');
  });

  it('collection-data computes what it is asked for', async () => {
    const res = await call(
      app,
      'GET',
      '/rest-api/shop/store/products/collection-data?calculate_price_range=true&calculate_stock_status_counts=1',
    );
    const body = res.json();
    expect(body.price_range).toMatchObject({ min_price: '900', max_price: '29000', currency_code: 'EUR' });
    expect(body.stock_status_counts).toEqual([{ status: 'instock', count: 6 }]);
    expect(body.rating_counts).toBeNull();
    const counts = (
      await call(
        app,
        'GET',
        '/rest-api/shop/store/products/collection-data?calculate_rating_counts=1&calculate_attribute_counts[0][taxonomy]=pa_signal-tier&calculate_attribute_counts[0][query_type]=or',
      )
    ).json();
    expect(counts.rating_counts).toEqual([
      { rating: 2, count: 1 },
      { rating: 3, count: 1 },
      { rating: 4, count: 2 },
      { rating: 5, count: 2 },
    ]);
    expect(counts.attribute_counts).toEqual([
      { term: 40, count: 1 },
      { term: 42, count: 1 },
      { term: 41, count: 1 },
    ]);
  });
});

describe('catalog filters with operators, ratings and dates', () => {
  const q = async (query: string) =>
    ids((await call(app, 'GET', `/rest-api/shop/store/products?order=asc&${query}`)).json());
  it('category and tag operators', async () => {
    expect(await q('category=20,21&category_operator=in')).toEqual([10, 11, 12, 16, 18]);
    expect(await q('category=20&category_operator=not_in')).toEqual([16, 17, 18]);
    expect(await q('tag=30,31&tag_operator=and')).toEqual([12]);
    expect(await q('category=21&tag=32&tag_operator=not_in')).toEqual([]);
  });
  it('attributes by term id or slug, and their relation', async () => {
    expect(await q('attributes[0][attribute]=pa_signal-tier&attributes[0][slug][]=elite')).toEqual([12]);
    expect(
      await q('attributes[0][attribute]=pa_signal-tier&attributes[0][term_id][]=41&attributes[0][operator]=not_in'),
    ).toEqual([10, 11, 16, 17, 18]);
    expect(await q('attributes[0][attribute]=pa_signal-tier&attributes[0][slug][]=nothing')).toEqual([]);
  });
  it('attribute_relation combines the attribute filters only, and a term named twice is one term', async () => {
    const pro = 'attributes[0][attribute]=pa_signal-tier&attributes[0][term_id][]=41';
    const notPro = 'attributes[1][attribute]=pa_signal-tier&attributes[1][term_id][]=41&attributes[1][operator]=not_in';
    expect(await q(`${pro}&${notPro}`)).toEqual([]);
    expect(await q(`${pro}&${notPro}&attribute_relation=in`)).toEqual([10, 11, 12, 16, 17, 18]);
    // The category filter holds whatever the attributes' relation.
    expect(await q(`category=21&${pro}&${notPro}&attribute_relation=in`)).toEqual([16, 18]);
    expect(await q('tag=30,31,30&tag_operator=and')).toEqual([12]);
  });
  it('collection-data counts the stock statuses in their own order, whatever the order of the products', async () => {
    const own = await testApp();
    try {
      const created = await call(own, 'POST', '/rest-api/shop-analytics/products', {
        body: { name: 'Sold out one', sku: 'sold-out-one', regular_price: '4.00', stock_status: 'outofstock' },
        as: ADMIN,
      });
      const id = created.json().id as number;
      const counts = async (order: string) =>
        (
          await call(
            own,
            'GET',
            `/rest-api/shop/store/products/collection-data?calculate_stock_status_counts=1&include[]=16&include[]=${id}&orderby=id&order=${order}`,
          )
        ).json().stock_status_counts;
      const expected = [
        { status: 'instock', count: 1 },
        { status: 'outofstock', count: 1 },
      ];
      expect(await counts('asc')).toEqual(expected);
      expect(await counts('desc')).toEqual(expected);
    } finally {
      await own.close();
    }
  });
  it('catalog_visibility any lists hidden products too', async () => {
    const own = await testApp();
    try {
      const created = await call(own, 'POST', '/rest-api/shop-analytics/products', {
        body: { name: 'Hidden one', sku: 'hidden-one', regular_price: '3.00', catalog_visibility: 'hidden' },
        as: ADMIN,
      });
      const id = created.json().id as number;
      const listed = async (query: string) =>
        ids((await call(own, 'GET', `/rest-api/shop/store/products?include[]=${id}${query}`)).json());
      expect(await listed('')).toEqual([]);
      expect(await listed('&catalog_visibility=any')).toEqual([id]);
      expect(await listed('&catalog_visibility=hidden')).toEqual([id]);
      expect(await listed('&catalog_visibility=visible')).toEqual([]);
    } finally {
      await own.close();
    }
  });
  it('rating, dates, offset and stock status', async () => {
    expect(await q('rating=5')).toEqual([10, 17]);
    expect(await q('rating[]=4&rating[]=5')).toEqual([10, 11, 12, 17]);
    expect(await q('after=2026-01-08T00:00:00')).toEqual([16, 17, 18]);
    expect(await q('before=2026-01-07T00:00:00&date_column=modified')).toEqual([10, 11]);
    expect(await q('offset=4&per_page=2')).toEqual([17, 18]);
    expect(await q('stock_status=outofstock')).toEqual([]);
    expect(await q('catalog_visibility=hidden')).toEqual([]);
  });
});
