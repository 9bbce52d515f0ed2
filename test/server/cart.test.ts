import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, testApp, testStorage } from '../helpers/app.js';
import { ADDRESS, shopper } from '../helpers/storefront.js';
import { readCartToken } from '../../reference-server/auth/tokens.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('cart items', () => {
  it('add-item answers 201 with the cart; the key is md5 of the product id; adding again merges', async () => {
    const s = await shopper(app);
    const added = await s.send('POST', '/cart/add-item', { id: 16, quantity: 2 });
    expect(added.statusCode).toBe(201);
    const cart = added.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      key: md5('16'),
      id: 16,
      quantity: 2,
      totals: { line_subtotal: '2800', line_total: '2800' },
    });
    expect(cart.items_count).toBe(2);
    const merged = (await s.send('POST', '/cart/add-item', { id: 16, quantity: 1 })).json();
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ key: md5('16'), quantity: 3 });
    expect(merged.totals).toMatchObject({
      total_items: '4200',
      total_price: '4200',
      currency_code: 'EUR',
      currency_minor_unit: 2,
    });
  });

  it('a variation is keyed by parent, variation and attributes and carries its subscription data', async () => {
    const s = await shopper(app);
    const cart = (
      await s.send('POST', '/cart/add-item', { id: 12, variation: [{ attribute: 'pa_signal-tier', value: 'elite' }] })
    ).json();
    const item = cart.items[0];
    expect(item.key).toBe(md5('12_15_attribute_pa_signal-tierelite'));
    expect(item.id).toBe(15);
    expect(item.extensions.subscriptions).toEqual({
      billing_period: 'month',
      billing_interval: 1,
      subscription_length: 12,
      trial_period: null,
      trial_length: 0,
      sign_up_fees: '4900',
      sign_up_fees_tax: '0',
      is_resubscribe: false,
      switch_type: null,
      synchronization: null,
    });
    expect(item.totals.line_total).toBe('14800');
  });

  it('ordinary products carry the ten subscription fields as null; synchronization and trials are reported', async () => {
    const s = await shopper(app);
    await s.send('POST', '/cart/add-item', { id: 17 });
    await s.send('POST', '/cart/add-item', { id: 11 });
    const cart = (await s.send('POST', '/cart/add-item', { id: 10 })).json();
    const byId = Object.fromEntries(cart.items.map((i: { id: number }) => [i.id, i]));
    expect(Object.values(byId[17].extensions.subscriptions)).toEqual(Array(10).fill(null));
    expect(byId[11].extensions.subscriptions.synchronization).toEqual({ day: 1, month: 1 });
    expect(byId[10].extensions.subscriptions).toMatchObject({
      trial_period: 'day',
      trial_length: 7,
      sign_up_fees: '999',
    });
    // During a free trial only the sign-up fee is charged now.
    expect(byId[10].totals.line_total).toBe('999');
  });

  it('refuses unknown products, missing or invalid variation data, and more than the stock', async () => {
    const s = await shopper(app);
    expect((await s.send('POST', '/cart/add-item', { id: 999 })).json()).toEqual({
      code: 'shop_rest_cart_invalid_product',
      message: 'Product with ID "999" was not found and cannot be added to the cart.',
      data: { status: 400 },
    });
    expect((await s.send('POST', '/cart/add-item', { id: 12 })).json().code).toBe('shop_rest_missing_variation_data');
    expect(
      (
        await s.send('POST', '/cart/add-item', { id: 12, variation: [{ attribute: 'Signal tier', value: 'gold' }] })
      ).json().code,
    ).toBe('shop_rest_invalid_variation_data');
    expect((await s.send('POST', '/cart/add-item', { id: 17, quantity: 26 })).json().code).toBe(
      'shop_rest_product_partially_out_of_stock',
    );
    expect((await s.send('POST', '/cart/add-item', { id: 17, quantity: 0 })).json().code).toBe(
      'shop_rest_product_invalid_quantity',
    );
  });

  it('cart/items: POST 201 with the item, GET, PUT with a quantity, DELETE 204, and DELETE all 200 []', async () => {
    const s = await shopper(app);
    const created = await s.send('POST', '/cart/items', { id: 17, quantity: 2 });
    expect(created.statusCode).toBe(201);
    const key = created.json().key;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await s.send('GET', `/cart/items/${key}`)).json()).toMatchObject({
      key,
      quantity: 2,
      quantity_limits: { minimum: 1, maximum: 25, multiple_of: 1, editable: true },
    });
    expect((await s.send('PUT', `/cart/items/${key}`, { quantity: 5 })).json().quantity).toBe(5);
    const tooMany = await s.send('PATCH', `/cart/items/${key}`, { quantity: 26 });
    expect(tooMany.json()).toMatchObject({
      code: 'invalid_quantity',
      message: 'The maximum quantity of "Trading Journal" allowed in the cart is 25',
      data: { status: 400 },
    });
    expect((await s.send('GET', '/cart/items')).json()).toHaveLength(1);
    const removed = await s.send('DELETE', `/cart/items/${key}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    await s.send('POST', '/cart/items', { id: 16 });
    const cleared = await s.send('DELETE', '/cart/items');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual([]);
  });

  it('an unknown 32-character key is 409 with the cart in data', async () => {
    const s = await shopper(app);
    await s.send('POST', '/cart/add-item', { id: 16 });
    const res = await s.send('GET', `/cart/items/${'0'.repeat(32)}`);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'shop_rest_cart_invalid_key',
      message: 'Cart item does not exist.',
      data: { status: 409 },
    });
    expect(body.data.cart.items[0].id).toBe(16);
    expect((await s.send('POST', '/cart/remove-item', { key: 'x'.repeat(32) })).statusCode).toBe(409);
  });

  it('update-item and remove-item answer with the cart', async () => {
    const s = await shopper(app);
    const key = (await s.send('POST', '/cart/add-item', { id: 17 })).json().items[0].key;
    expect((await s.send('POST', '/cart/update-item', { key, quantity: 3 })).json().items_count).toBe(3);
    expect((await s.send('POST', '/cart/update-item', { key, quantity: 0 })).json().code).toBe('invalid_quantity');
    expect((await s.send('POST', '/cart/remove-item', { key })).json().items).toEqual([]);
  });

  it('the cart persists per Cart-Token and is separate per shopper; both namespaces share it', async () => {
    const a = await shopper(app);
    const b = await shopper(app);
    await a.send('POST', '/cart/add-item', { id: 16 });
    expect((await b.send('GET', '/cart')).json().items).toEqual([]);
    const viaV1 = await call(app, 'GET', '/rest-api/shop/store/v1/cart', { headers: { 'cart-token': a.token } });
    expect(viaV1.json().items).toHaveLength(1);
  });
});

describe('cart coupons', () => {
  it('applies case-insensitively, discounts the totals, refuses repeats and unknown codes, removes', async () => {
    const s = await shopper(app);
    await s.send('POST', '/cart/add-item', { id: 17, quantity: 2 });
    const applied = (await s.send('POST', '/cart/apply-coupon', { code: 'WELCOME10' })).json();
    expect(applied.coupons).toEqual([
      { code: 'welcome10', discount_type: 'percent', totals: expect.objectContaining({ total_discount: '480' }) },
    ]);
    expect(applied.totals).toMatchObject({
      total_items: '4800',
      total_discount: '480',
      total_shipping: '490',
      total_price: '4810',
    });
    expect((await s.send('POST', '/cart/apply-coupon', { code: 'welcome10' })).json()).toEqual({
      code: 'shop_rest_cart_coupon_error',
      message: 'Coupon code "welcome10" has already been applied.',
      data: { status: 400 },
    });
    expect((await s.send('POST', '/cart/apply-coupon', { code: 'nope' })).json().message).toBe(
      '"nope" is an invalid coupon code.',
    );
    expect((await s.send('GET', '/cart/coupons')).json()).toHaveLength(1);
    expect((await s.send('GET', '/cart/coupons/WELCOME10')).json().code).toBe('welcome10');
    expect((await s.send('POST', '/cart/remove-coupon', { code: 'welcome10' })).json().coupons).toEqual([]);
    const notApplied = await s.send('POST', '/cart/remove-coupon', { code: 'welcome10' });
    expect(notApplied.statusCode).toBe(409);
    expect(notApplied.json().data.cart).toBeDefined();
    expect((await s.send('GET', '/cart/coupons/welcome10')).statusCode).toBe(404);
    expect((await s.send('POST', '/cart/coupons', { code: 'welcome10' })).statusCode).toBe(201);
    expect((await s.send('DELETE', '/cart/coupons/welcome10')).statusCode).toBe(204);
  });
});

describe('shipping and customer', () => {
  it('a virtual-only cart needs no shipping; a physical item gets rates and a selectable rate', async () => {
    const s = await shopper(app);
    const virtual = (await s.send('POST', '/cart/add-item', { id: 16 })).json();
    expect(virtual).toMatchObject({ needs_shipping: false, shipping_rates: [] });
    expect(virtual.totals.total_shipping).toBeNull();
    expect(
      (await s.send('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:1' })).statusCode,
    ).toBe(400);
    const physical = (await s.send('POST', '/cart/add-item', { id: 17 })).json();
    expect(physical.needs_shipping).toBe(true);
    expect(physical.shipping_rates[0].shipping_rates.map((r: { rate_id: string }) => r.rate_id)).toEqual([
      'flat_rate:1',
      'local_pickup:3',
    ]);
    const picked = (
      await s.send('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'local_pickup:3' })
    ).json();
    expect(picked.totals.total_shipping).toBe('0');
    expect(
      (await s.send('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'teleport:9' })).json().code,
    ).toBe('shop_rest_cart_invalid_rate');
    expect((await s.send('POST', '/cart/select-shipping-rate', { rate_id: 'flat_rate:1' })).json().code).toBe(
      'rest_missing_callback_param',
    );
  });

  it('update-customer stores addresses, refuses bad countries, takes an email that is no address (the checkout validates it)', async () => {
    const s = await shopper(app);
    const address = { ...ADDRESS, country: 'de' };
    const cart = (
      await s.send('POST', '/cart/update-customer', {
        billing_address: { ...address, email: 'ada@example.com' },
        shipping_address: address,
      })
    ).json();
    expect(cart.billing_address).toMatchObject({ first_name: 'Ada', country: 'DE', email: 'ada@example.com' });
    expect(cart.shipping_address.city).toBe('Berlin');
    expect(
      (await s.send('POST', '/cart/update-customer', { shipping_address: { ...address, country: 'XX' } })).json().code,
    ).toBe('rest_invalid_param');
    // Sanitised, not validated, on update-customer (spec/value-handling.ts): taken.
    const taken = await s.send('POST', '/cart/update-customer', { billing_address: { ...address, email: 'not-mail' } });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().billing_address.email).toBe('not-mail');
    // The checkout refuses it, before it looks at the cart (this one is empty).
    expect(
      (
        await s.send('POST', '/checkout', {
          billing_address: { ...address, email: 'not-mail' },
          payment_method: 'bacs',
        })
      ).json(),
    ).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { billing_address: 'The provided email address is not valid' } },
    });
  });

  // The document's address object names its members; the platform sets each known one on the customer
  // and keeps nothing else (reference notes: shipping_address has these fields, billing_address also
  // email). A member under another name is not kept, and none pile up from one request to the next.
  it('update-customer keeps the address fields only, request after request', async () => {
    const s = await shopper(app);
    const address = ADDRESS;
    const fields = Object.keys(address).sort();
    let cart: { billing_address: Record<string, string>; shipping_address: Record<string, string> } | undefined;
    for (const extra of ['x1', 'x2']) {
      cart = (
        await s.send('POST', '/cart/update-customer', {
          billing_address: { ...address, email: 'ada@example.com', [extra]: 'y'.repeat(1000) },
          shipping_address: { ...address, email: 'ada@example.com', [extra]: 'y' },
        })
      ).json();
    }
    expect(Object.keys(cart?.billing_address ?? {}).sort()).toEqual([...fields, 'email'].sort());
    expect(Object.keys(cart?.shipping_address ?? {}).sort()).toEqual(fields);
  });

  it('cart/extensions routes by namespace and refuses an unknown one', async () => {
    const s = await shopper(app);
    expect((await s.send('POST', '/cart/extensions', { namespace: 'subscriptions', data: {} })).statusCode).toBe(200);
    expect((await s.send('POST', '/cart/extensions', { namespace: 'nope', data: {} })).json()).toEqual({
      code: 'shop_rest_cart_extensions_error',
      message: 'There is no such namespace registered: nope.',
      data: { status: 400 },
    });
  });
});

describe('coupon refusals', () => {
  it('expired, used up, minimum and maximum spend, individual use', async () => {
    const storage = testStorage();
    storage.coupons.create({
      code: 'old',
      amount: '5',
      discount_type: 'fixed_cart',
      date_expires: '2020-01-01T00:00:00',
    });
    storage.coupons.create({ code: 'used', amount: '5', discount_type: 'fixed_cart', usage_limit: 1, usage_count: 1 });
    storage.coupons.create({ code: 'big', amount: '5', discount_type: 'fixed_cart', minimum_amount: '100.00' });
    storage.coupons.create({ code: 'small', amount: '5', discount_type: 'fixed_cart', maximum_amount: '10.00' });
    storage.coupons.create({ code: 'solo', amount: '5', discount_type: 'fixed_cart', individual_use: true });
    const own = await testApp({ storage });
    try {
      const s = await shopper(own);
      await s.send('POST', '/cart/add-item', { id: 17 });
      const message = async (code: string) => (await s.send('POST', '/cart/apply-coupon', { code })).json().message;
      expect(await message('old')).toBe('This coupon has expired.');
      expect(await message('used')).toBe('Coupon usage limit has been reached.');
      expect(await message('big')).toBe('The minimum spend for this coupon is €100.00.');
      expect(await message('small')).toBe('The maximum spend for this coupon is €10.00.');
      expect((await s.send('POST', '/cart/apply-coupon', { code: 'welcome10' })).statusCode).toBe(200);
      const solo = (await s.send('POST', '/cart/apply-coupon', { code: 'SOLO' })).json();
      expect(solo.coupons.map((c: { code: string }) => c.code)).toEqual(['solo']);
      expect(solo.totals.total_discount).toBe('500');
      expect(await message('welcome10')).toBe(
        '"solo" has already been applied and cannot be used in conjunction with other coupons.',
      );
    } finally {
      await own.close();
      storage.close();
    }
  });
});

describe('cart sessions kept', () => {
  it('a cart read without a token leaves nothing behind; a change keeps it', async () => {
    const storage = testStorage();
    const own = await testApp({ storage });
    try {
      const sessionOf = (token: string) => readCartToken('test-secret', token) as string;
      const read = await call(own, 'GET', '/rest-api/shop/store/cart');
      expect(read.statusCode).toBe(200);
      const token = String(read.headers['cart-token']);
      expect(storage.carts.get(sessionOf(token))).toBeUndefined();
      const added = await call(own, 'POST', '/rest-api/shop/store/cart/add-item', {
        body: { id: 16 },
        headers: { 'cart-token': token },
      });
      expect(added.statusCode).toBe(201);
      expect(storage.carts.get(sessionOf(token))).toMatchObject({ items: [{ productId: 16, quantity: 1 }] });
      const again = await call(own, 'GET', '/rest-api/shop/store/cart', { headers: { 'cart-token': token } });
      expect(again.json().items_count).toBe(1);
    } finally {
      await own.close();
    }
  });
});
