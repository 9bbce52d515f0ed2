import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, testApp } from '../helpers/app.js';
import { shopper } from '../helpers/storefront.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const NON_ASCII = /[\u0080-\uffff]/;
/** Every string in a JSON value. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

// The platform's encoder (PHP's json_encode) writes JSON in ASCII; so does every kind of reply here:
// cached answers, a handler's own text, replies serialised per request, errors.
describe('JSON replies are written in ASCII, the same values', () => {
  it('a cached answer (the German index) and a listing', async () => {
    for (const url of ['/de/rest-api/', '/rest-api/shop/store/products']) {
      const res = await call(app, 'GET', url);
      expect(res.payload).not.toMatch(NON_ASCII);
      expect(strings(res.json()).some((s) => NON_ASCII.test(s))).toBe(true);
    }
    const products = await call(app, 'GET', '/rest-api/shop/store/products');
    expect(products.payload).toContain('"currency_symbol":"\\u20ac"');
    expect(products.json()[0].prices.currency_symbol).toBe('€');
  });

  it('a cart reply and an error that repeats what the caller sent', async () => {
    const s = await shopper(app);
    const added = await s.send('POST', '/cart/add-item', { id: 16 });
    expect(added.payload).not.toMatch(NON_ASCII);
    expect(added.json().totals.currency_symbol).toBe('€');
    const refused = await s.send('POST', '/cart/apply-coupon', { code: 'Gutschein-für-Müller-😀' });
    expect(refused.statusCode).toBe(400);
    expect(refused.payload).toContain('gutschein-f\\u00fcr-m\\u00fcller-\\ud83d\\ude00');
    expect(refused.json().message).toBe('"gutschein-für-müller-😀" is an invalid coupon code.');
  });
});
