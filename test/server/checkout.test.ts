import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, call, testApp, testStorage } from '../helpers/app.js';
import { ADDRESS, shopper } from '../helpers/storefront.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const address = ADDRESS;
const billing = { ...address, email: 'ada@example.com' };

async function checkout(
  items: { id: number; quantity?: number; variation?: unknown[] }[],
  body: Record<string, unknown>,
) {
  const s = await shopper(app);
  for (const item of items) await s.send('POST', '/cart/add-item', item);
  return { s, res: await s.send('POST', '/checkout', { billing_address: billing, ...body }) };
}

describe('checkout', () => {
  it.each([
    ['bacs', 'on-hold'],
    ['cheque', 'on-hold'],
    ['cod', 'processing'],
  ])(
    '%s leaves the order %s, empties the cart, and the order is visible to the administration',
    async (method, status) => {
      const { s, res } = await checkout([{ id: 17, quantity: 2 }], { payment_method: method });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status,
        payment_method: method,
        customer_id: 0,
        billing_address: { email: 'ada@example.com' },
        payment_result: { payment_status: 'success' },
      });
      expect(body.order_key).toMatch(/^shop_order_.{13}$/);
      expect(Object.keys(body)).toEqual([
        'order_id',
        'status',
        'order_key',
        'order_number',
        'customer_note',
        'customer_id',
        'billing_address',
        'shipping_address',
        'payment_method',
        'payment_result',
        'additional_fields',
        'extensions',
      ]);
      expect((await s.send('GET', '/cart')).json().items).toEqual([]);
      const admin = await call(app, 'GET', `/rest-api/shop-analytics/orders/${body.order_id}`, { as: ADMIN });
      expect(admin.json()).toMatchObject({
        id: body.order_id,
        status,
        total: '52.90',
        line_items: [{ product_id: 17, quantity: 2 }],
      });
    },
  );

  it('a zero total completes when every item is virtual and downloadable, else processes', async () => {
    const trial = await checkout([{ id: 12, variation: [{ attribute: 'pa_signal-tier', value: 'pro' }] }], {});
    expect(trial.res.json().status).toBe('processing');
    const storage = testStorage();
    storage.coupons.create({ code: 'FREEBOOK', amount: '100', discount_type: 'percent' });
    const own = await testApp({ storage });
    try {
      const s = await shopper(own);
      await s.send('POST', '/cart/add-item', { id: 16 });
      await s.send('POST', '/cart/apply-coupon', { code: 'freebook' });
      const res = await s.send('POST', '/checkout', { billing_address: billing });
      expect(res.json()).toMatchObject({ status: 'completed', payment_method: '' });
    } finally {
      await own.close();
      storage.close();
    }
  });

  it('GET creates one checkout-draft order and reuses it', async () => {
    const s = await shopper(app);
    await s.send('POST', '/cart/add-item', { id: 16 });
    const first = (await s.send('GET', '/checkout')).json();
    const second = (await s.send('GET', '/checkout')).json();
    expect(first).toMatchObject({
      status: 'checkout-draft',
      payment_result: { payment_status: '', payment_details: [], redirect_url: '' },
    });
    expect(second.order_id).toBe(first.order_id);
    const placed = (await s.send('POST', '/checkout', { billing_address: billing, payment_method: 'bacs' })).json();
    expect(placed.order_id).toBe(first.order_id);
  });

  it('refuses an empty cart, a missing billing address, a bad email, an unknown or unavailable method', async () => {
    const s = await shopper(app);
    expect((await s.send('GET', '/checkout')).json()).toEqual({
      code: 'shop_rest_cart_empty',
      message: 'Cannot create order from empty cart.',
      data: { status: 400 },
    });
    expect((await s.send('POST', '/checkout', { billing_address: billing, payment_method: 'bacs' })).json().code).toBe(
      'shop_rest_cart_empty',
    );
    await s.send('POST', '/cart/add-item', { id: 16 });
    expect((await s.send('POST', '/checkout', { payment_method: 'bacs' })).json()).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { params: ['billing_address'] },
    });
    expect(
      (
        await s.send('POST', '/checkout', { billing_address: { ...billing, email: 'nope' }, payment_method: 'bacs' })
      ).json().data.params,
    ).toEqual({ billing_address: 'The provided email address is not valid' });
    expect(
      (await s.send('POST', '/checkout', { billing_address: billing, payment_method: 'bitcoin' })).json().code,
    ).toBe('rest_invalid_param');
    expect(
      (await s.send('POST', '/checkout', { billing_address: billing, payment_method: 'gateway' })).json().code,
    ).toBe('shop_rest_checkout_payment_method_disabled');
    expect((await s.send('POST', '/checkout', { billing_address: billing })).json().code).toBe(
      'shop_rest_checkout_missing_payment_method',
    );
  });

  it('create_account makes a customer and links the order', async () => {
    const { res } = await checkout([{ id: 16 }], {
      payment_method: 'cheque',
      create_account: true,
      billing_address: { ...billing, email: 'new.customer@example.com' },
    });
    expect(res.json().customer_id).toBeGreaterThan(2);
    const again = await checkout([{ id: 16 }], {
      payment_method: 'cheque',
      create_account: true,
      billing_address: { ...billing, email: 'new.customer@example.com' },
    });
    expect(again.res.json().code).toBe('shop_rest_registration_error_email_exists');
  });

  it('stock is reduced once per order, and a later checkout beyond the stock is refused', async () => {
    const storage = testStorage();
    const own = await testApp({ storage });
    try {
      const a = await shopper(own);
      const b = await shopper(own);
      await a.send('POST', '/cart/add-item', { id: 17, quantity: 20 });
      await b.send('POST', '/cart/add-item', { id: 17, quantity: 10 });
      const placed = await a.send('POST', '/checkout', { billing_address: billing, payment_method: 'cod' });
      expect(placed.statusCode).toBe(200);
      expect(storage.products.get(17)).toMatchObject({ stockQuantity: 5, totalSales: 27 });
      const late = await b.send('POST', '/checkout', { billing_address: billing, payment_method: 'cod' });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('shop_rest_product_partially_out_of_stock');
      expect(storage.products.get(17)?.stockQuantity).toBe(5);
      // Cancelling the placed order gives its 20 back; b's checkout then goes through.
      await call(own, 'PUT', `/rest-api/shop-analytics/orders/${placed.json().order_id}`, {
        as: ADMIN,
        body: { status: 'cancelled' },
      });
      expect(storage.products.get(17)?.stockQuantity).toBe(25);
      expect((await b.send('POST', '/checkout', { billing_address: billing, payment_method: 'cod' })).statusCode).toBe(
        200,
      );
      expect(storage.products.get(17)?.stockQuantity).toBe(15);
    } finally {
      await own.close();
      storage.close();
    }
  });
});

describe('administration order deletion', () => {
  it('trashes, refuses a second trash with 410, and force deletes', async () => {
    const { res } = await checkout([{ id: 16 }], { payment_method: 'bacs' });
    const id = res.json().order_id;
    const trashed = await call(app, 'DELETE', `/rest-api/shop-analytics/orders/${id}`, { as: ADMIN });
    expect(trashed.json()).toMatchObject({ id, status: 'on-hold' });
    expect((await call(app, 'GET', `/rest-api/shop-analytics/orders/${id}`, { as: ADMIN })).json().status).toBe(
      'trash',
    );
    expect((await call(app, 'DELETE', `/rest-api/shop-analytics/orders/${id}`, { as: ADMIN })).statusCode).toBe(410);
    expect(
      (await call(app, 'DELETE', `/rest-api/shop-analytics/orders/${id}?force=true`, { as: ADMIN })).statusCode,
    ).toBe(200);
    expect((await call(app, 'GET', `/rest-api/shop-analytics/orders/${id}`, { as: ADMIN })).json()).toEqual({
      code: 'shop_rest_shop_order_invalid_id',
      message: 'Invalid ID.',
      data: { status: 404 },
    });
  });
});
