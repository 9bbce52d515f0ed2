import { describe, expect, it } from 'vitest';
import { failed, path, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';
import { testStorage } from '../helpers/app.js';

/** Each storefront suite against a reference server altered in one behaviour: exactly the matching cases fail. */

describe('storefront suites can fail', () => {
  it('cart-key: a 31-character key routed', async () => {
    const run = await runSuitesAgainst(['cart-key'], {}, (app) => rewriteReplies(app,
      (_m, url) => /\/cart\/items\/[\w-]{31}$/.test(path(url)),
      (_body, reply) => { reply.code(409); return { code: 'shop_rest_cart_invalid_key', message: 'Cart item does not exist.', data: { status: 409 } }; }));
    expect(failed(run.notPassed)).toEqual(['key-31-not-routed']);
  });

  it('cart: a merged add that shows a second line', async () => {
    const run = await runSuitesAgainst(['cart'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && path(url).endsWith('/cart/add-item') && status === 201,
      (body) => {
        const cart = body as { items: { key: string; quantity: number }[] };
        const [first] = cart.items;
        if (first && first.quantity === 2) cart.items = [{ ...first, quantity: 1 }, { ...first, key: 'f'.repeat(32), quantity: 1 }];
        return cart;
      }));
    expect(failed(run.notPassed)).toEqual(['add-same-merges']);
  });

  it('checkout: cancelled orders keeping their stock fail nothing (no source says a cancellation restocks), and are reported as left behind', async () => {
    const storage = testStorage();
    storage.products.restoreStock = () => undefined;
    const run = await runSuitesAgainst(['checkout'], { storage });
    expect(failed(run.notPassed)).toEqual([]);
    expect(run.result.suites[0]?.leftovers.join('\n')).toMatch(/stock-restored: the stock the orders sold is back .*\? no: .*stock_quantity differs/);
    storage.close();
  });

  it('checkout: bacs leaving the order pending', async () => {
    const run = await runSuitesAgainst(['checkout'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && path(url).endsWith('/checkout') && status === 200,
      (body) => {
        const result = body as { payment_method?: string; status?: string };
        return result.payment_method === 'bacs' ? { ...result, status: 'pending' } : result;
      }));
    expect(failed(run.notPassed)).toEqual(['bacs-on-hold']);
  });

  it('catalog: the on_sale filter ignored', async () => {
    const run = await runSuitesAgainst(['catalog'], {}, (app) => app.addHook('onRequest', async (request) => {
      request.raw.url = (request.raw.url ?? '').replace(/([?&])on_sale=[^&]*/, '$1');
    }));
    expect(failed(run.notPassed)).toEqual(['on-sale-only']);
  });

  it('catalog: prices not ordered', async () => {
    const run = await runSuitesAgainst(['catalog'], {}, (app) => rewriteReplies(app,
      (_m, url) => url.includes('orderby=price') && url.includes('order=asc'),
      (body) => [...(body as unknown[])].reverse()));
    expect(failed(run.notPassed)).toEqual(['orderby-price-asc']);
  });

  it('storefront-aliases: the versioned namespace answering differently', async () => {
    const run = await runSuitesAgainst(['storefront-aliases'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url) === '/rest-api/shop/store/v1/products' && status === 200,
      (body) => [...(body as unknown[])].reverse()));
    expect(failed(run.notPassed)).toEqual(['products-versioned']);
  });

  it('cart-coupons: every refused code accepted (an unknown one, and one already applied)', async () => {
    const run = await runSuitesAgainst(['cart-coupons'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && path(url).endsWith('/cart/apply-coupon') && status === 400,
      (_body, reply) => { reply.code(200); return { items: [], coupons: [] }; }));
    expect(failed(run.notPassed)).toEqual(['own-coupon-twice-refused', 'unknown-code-refused']);
  });

  it('cart-coupons: an applied coupon that takes nothing off', async () => {
    const run = await runSuitesAgainst(['cart-coupons'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url).endsWith('/shop/store/cart') && status === 200,
      (body) => {
        const cart = body as { totals: Record<string, unknown>; coupons: { totals: Record<string, unknown> }[] };
        return { ...cart, totals: { ...cart.totals, total_discount: '0' }, coupons: cart.coupons.map((c) => ({ ...c, totals: { ...c.totals, total_discount: '0' } })) };
      }));
    expect(failed(run.notPassed)).toEqual(['own-coupon-discounts']);
  });

  it('shipping: rate_id treated as optional', async () => {
    const run = await runSuitesAgainst(['shipping'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && path(url).endsWith('/select-shipping-rate') && status === 400,
      (body, reply) => {
        const error = body as { data?: { params?: unknown } };
        if (JSON.stringify(error.data?.params) !== '["rate_id"]') return body;
        reply.code(200);
        return { items: [] };
      }));
    expect(failed(run.notPassed)).toEqual(['rate-id-required']);
  });

  it('customer: the shipping address not echoed', async () => {
    const run = await runSuitesAgainst(['customer'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && path(url).endsWith('/update-customer') && status === 200,
      (body) => ({ ...(body as object), shipping_address: { ...(body as { shipping_address: object }).shipping_address, city: '' } })));
    expect(failed(run.notPassed)).toEqual(['addresses-echoed']);
  });
});
