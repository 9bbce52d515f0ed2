import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../reference-server/storage/index.js';
import { ADMIN, BASE, call, CUSTOMER, testApp, testStorage } from '../helpers/app.js';

let app: FastifyInstance;
let storage: Storage;
beforeAll(async () => {
  storage = testStorage();
  app = await testApp({ storage });
});
afterAll(async () => {
  await app.close();
  storage.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(app, method, `/rest-api/shop-analytics${url}`, { as: ADMIN, ...(body !== undefined ? { body } : {}) });

describe('administration orders', () => {
  it('create: 201 with Location, pending by default, totals from lines', async () => {
    const res = await admin('POST', '/orders', {
      line_items: [{ product_id: 17, quantity: 2 }],
      shipping_lines: [{ method_id: 'flat_rate', method_title: 'Flat rate', total: '4.90' }],
      fee_lines: [{ name: 'Gift wrap', total: '1.00' }],
      billing: { first_name: 'Ada', email: 'ada@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(res.headers.location).toBe(`${BASE}/rest-api/shop-analytics/orders/${order.id}`);
    expect(order).toMatchObject({
      status: 'pending',
      currency: 'EUR',
      total: '53.90',
      shipping_total: '4.90',
      customer_id: 0,
      created_via: 'rest-api',
      needs_payment: true,
    });
    expect(order.line_items[0]).toMatchObject({
      product_id: 17,
      quantity: 2,
      subtotal: '48.00',
      total: '48.00',
      sku: 'JOURNAL',
    });
  });

  it('set_paid on create: processing, paid date, stock reduced once; a second set_paid changes nothing', async () => {
    const before = storage.products.get(17)?.stockQuantity ?? 0;
    const order = (
      await admin('POST', '/orders', { line_items: [{ product_id: 17, quantity: 3 }], set_paid: true })
    ).json();
    expect(order.status).toBe('processing');
    expect(order.date_paid).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(storage.products.get(17)?.stockQuantity).toBe(before - 3);
    const again = (await admin('PUT', `/orders/${order.id}`, { set_paid: true })).json();
    expect(again.status).toBe('processing');
    expect(storage.products.get(17)?.stockQuantity).toBe(before - 3);
  });

  it('cancelling a paid order puts its stock back, once; paying it again takes it again', async () => {
    const before = storage.products.get(17)?.stockQuantity ?? 0;
    const order = (
      await admin('POST', '/orders', { line_items: [{ product_id: 17, quantity: 2 }], set_paid: true })
    ).json();
    expect(storage.products.get(17)?.stockQuantity).toBe(before - 2);
    expect((await admin('PUT', `/orders/${order.id}`, { status: 'cancelled' })).json().status).toBe('cancelled');
    expect(storage.products.get(17)?.stockQuantity).toBe(before);
    await admin('PUT', `/orders/${order.id}`, { status: 'cancelled' });
    await admin('PUT', `/orders/${order.id}`, { status: 'pending' });
    expect(storage.products.get(17)?.stockQuantity).toBe(before);
    await admin('PUT', `/orders/${order.id}`, { set_paid: true });
    expect(storage.products.get(17)?.stockQuantity).toBe(before - 2);
  });

  it('a free order (its lines given at 0.00) is paid on creation, takes its stock and gives it back cancelled; paid later, it is not', async () => {
    const before = storage.products.get(17)?.stockQuantity ?? 0;
    const free = [{ product_id: 17, quantity: 4, subtotal: '0.00', total: '0.00' }];
    const paid = (await admin('POST', '/orders', { line_items: free, set_paid: true })).json();
    expect(paid).toMatchObject({ status: 'processing', total: '0.00' });
    expect(storage.products.get(17)?.stockQuantity).toBe(before - 4);
    await admin('PUT', `/orders/${paid.id}`, { status: 'cancelled' });
    expect(storage.products.get(17)?.stockQuantity).toBe(before);
    // The platform's needs_payment: an existing order of no total needs none, and set_paid leaves it.
    const pending = (await admin('POST', '/orders', { line_items: free })).json();
    expect((await admin('PUT', `/orders/${pending.id}`, { set_paid: true })).json().status).toBe('pending');
    expect(storage.products.get(17)?.stockQuantity).toBe(before);
  });

  it('cancelling an order that never took stock puts nothing back', async () => {
    const before = storage.products.get(17)?.stockQuantity ?? 0;
    const order = (await admin('POST', '/orders', { line_items: [{ product_id: 17, quantity: 2 }] })).json();
    await admin('PUT', `/orders/${order.id}`, { status: 'cancelled' });
    expect(storage.products.get(17)?.stockQuantity).toBe(before);
  });

  it('set_paid on a pending order pays it; virtual downloadable lines complete', async () => {
    const pending = (await admin('POST', '/orders', { line_items: [{ product_id: 16 }] })).json();
    expect((await admin('PUT', `/orders/${pending.id}`, { set_paid: true })).json().status).toBe('completed');
  });

  it('every enum status may be set; others are refused', async () => {
    const order = (await admin('POST', '/orders', { line_items: [{ product_id: 16 }] })).json();
    for (const status of [
      'on-hold',
      'completed',
      'cancelled',
      'refunded',
      'failed',
      'pending',
      'checkout-draft',
      'auto-draft',
      'processing',
    ]) {
      expect((await admin('PUT', `/orders/${order.id}`, { status })).json().status, status).toBe(status);
    }
    for (const status of ['any', 'trash', 'shipped']) {
      expect((await admin('PUT', `/orders/${order.id}`, { status })).json().code, status).toBe('rest_invalid_param');
    }
  });

  it('unknown ids: 404 on read and delete, 400 on update', async () => {
    expect((await admin('GET', '/orders/999999')).statusCode).toBe(404);
    expect((await admin('DELETE', '/orders/999999')).statusCode).toBe(404);
    expect((await admin('PUT', '/orders/999999', { status: 'completed' })).json()).toEqual({
      code: 'shop_rest_shop_order_invalid_id',
      message: 'Invalid ID.',
      data: { status: 400 },
    });
  });

  it('lists with status, customer, product and number filters and pagination', async () => {
    const customerOrder = (await admin('POST', '/orders', { customer_id: 2, line_items: [{ product_id: 18 }] })).json();
    const list = async (q: string) => (await admin('GET', `/orders?${q}`)).json().map((o: { id: number }) => o.id);
    expect(await list('customer=2')).toEqual([customerOrder.id]);
    expect(await list('product=18')).toEqual([customerOrder.id]);
    expect(await list(`number=${customerOrder.id}&include=${customerOrder.id}`)).toEqual([customerOrder.id]);
    expect((await list('status=processing')).length).toBeGreaterThan(0);
    const paged = await admin('GET', '/orders?per_page=2');
    expect(paged.json()).toHaveLength(2);
    expect(Number(paged.headers['x-wp-total'])).toBeGreaterThan(2);
  });

  it('orderby include keeps the order of the include list, whatever order says', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await admin('POST', '/orders', { customer_note: `include ${i}` })).json().id);
    const asked = [ids[1], ids[2], ids[0]] as number[];
    for (const order of ['asc', 'desc']) {
      const res = await admin('GET', `/orders?include=${asked.join(',')}&orderby=include&order=${order}`);
      expect(res.json().map((o: { id: number }) => o.id)).toEqual(asked);
    }
  });

  it('addresses keep the members of their kind only: billing has email and phone, shipping neither', async () => {
    const order = (
      await admin('POST', '/orders', {
        billing: { first_name: 'Grace', email: 'grace@example.com', phone: '040123456', nickname: 'x' },
        shipping: { city: 'Bremen', email: 'ship@example.com', phone: '0421' },
      })
    ).json();
    const read = (await admin('GET', `/orders/${order.id}`)).json();
    expect(read.billing).toMatchObject({ first_name: 'Grace', email: 'grace@example.com', phone: '040123456' });
    expect(read.billing).not.toHaveProperty('nickname');
    expect(read.shipping.city).toBe('Bremen');
    expect(read.shipping).not.toHaveProperty('email');
    expect(read.shipping).not.toHaveProperty('phone');
    // An update merges members over what the address has.
    await admin('PUT', `/orders/${order.id}`, { billing: { city: 'Hamburg' } });
    expect((await admin('GET', `/orders/${order.id}`)).json().billing).toMatchObject({
      first_name: 'Grace',
      city: 'Hamburg',
    });
  });

  it('meta data: ids of the server, an update replaces a key it names and adds the others', async () => {
    const order = (
      await admin('POST', '/orders', {
        meta_data: [
          { key: 'colour', value: { shade: 'teal' } },
          { key: 'sizes', value: [1, 'two'] },
        ],
      })
    ).json();
    expect(order.meta_data).toEqual([
      { id: expect.any(Number), key: 'colour', value: { shade: 'teal' } },
      { id: expect.any(Number), key: 'sizes', value: [1, 'two'] },
    ]);
    const colourId = order.meta_data[0].id;
    await admin('PUT', `/orders/${order.id}`, {
      meta_data: [
        { key: 'colour', value: { shade: 'red' } },
        { key: 'new', value: [] },
      ],
    });
    const read = (await admin('GET', `/orders/${order.id}`)).json();
    expect(read.meta_data).toHaveLength(3);
    expect(read.meta_data[0]).toEqual({ id: colourId, key: 'colour', value: { shade: 'red' } });
    expect(read.meta_data[2]).toMatchObject({ key: 'new' });
  });

  it('batch: create, update, delete with per-item errors; more than 100 is 413', async () => {
    const res = await admin('POST', '/orders/batch', {
      create: [{ line_items: [{ product_id: 16 }] }, { status: 'nope' }],
      update: [{ id: 999999, status: 'completed' }],
      delete: [999998],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.create[0].status).toBe('pending');
    expect(body.create[1]).toMatchObject({ id: 0, error: { code: 'rest_invalid_param' } });
    expect(body.update[0]).toMatchObject({ id: 999999, error: { code: 'shop_rest_shop_order_invalid_id' } });
    expect(body.delete[0]).toMatchObject({ id: 999998, error: { code: 'shop_rest_shop_order_invalid_id' } });
    const big = await admin('POST', '/orders/batch', { delete: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(big.json()).toEqual({
      code: 'shop_rest_request_entity_too_large',
      message: 'Unable to accept more than 100 items for this request.',
      data: { status: 413 },
    });
  });

  it('refuses anonymous callers and non-administrators', async () => {
    expect((await call(app, 'GET', '/rest-api/shop-analytics/orders')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/rest-api/shop-analytics/orders', { as: CUSTOMER, body: {} })).statusCode).toBe(
      403,
    );
  });
});

describe('administration coupons', () => {
  it('create stores the code lower case with the defaults; duplicates are refused', async () => {
    const res = await admin('POST', '/coupons', { code: 'SPRING25', amount: '25', discount_type: 'percent' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'spring25',
      amount: '25.00',
      discount_type: 'percent',
      individual_use: false,
      free_shipping: false,
      exclude_sale_items: false,
      usage_limit: null,
    });
    expect((await admin('POST', '/coupons', { code: 'spring25' })).json()).toEqual({
      code: 'shop_rest_coupon_code_already_exists',
      message: 'The coupon code already exists',
      data: { status: 400 },
    });
    expect((await admin('POST', '/coupons', { amount: '1' })).json().code).toBe('rest_missing_callback_param');
    expect((await admin('POST', '/coupons', { code: 'x', discount_type: 'half' })).json().code).toBe(
      'rest_invalid_param',
    );
    const defaults = (await admin('POST', '/coupons', { code: 'plain' })).json();
    expect(defaults.discount_type).toBe('fixed_cart');
  });

  it('update, list by code, trash then 410, force delete; the storefront can apply a created coupon', async () => {
    const coupon = (await admin('POST', '/coupons', { code: 'summer', amount: '5' })).json();
    expect((await admin('PUT', `/coupons/${coupon.id}`, { amount: '7.5' })).json().amount).toBe('7.50');
    expect((await admin('GET', '/coupons?code=SUMMER')).json().map((c: { id: number }) => c.id)).toEqual([coupon.id]);
    expect((await admin('DELETE', `/coupons/${coupon.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/coupons/${coupon.id}`)).statusCode).toBe(410);
    expect((await admin('DELETE', `/coupons/${coupon.id}?force=true`)).statusCode).toBe(200);
    expect((await admin('GET', `/coupons/${coupon.id}`)).statusCode).toBe(404);
  });

  it('batch with the 100 cap', async () => {
    const res = (await admin('POST', '/coupons/batch', { create: [{ code: 'b1' }, { code: 'b1' }] })).json();
    expect(res.create[0].code).toBe('b1');
    expect(res.create[1].error.code).toBe('shop_rest_coupon_code_already_exists');
    expect(
      (await admin('POST', '/coupons/batch', { create: Array.from({ length: 101 }, (_, i) => ({ code: `c${i}` })) }))
        .statusCode,
    ).toBe(413);
  });
});

describe('administration products', () => {
  it('create applies the document defaults and the storefront sells the product', async () => {
    const res = await admin('POST', '/products', {
      name: 'Options Masterclass',
      regular_price: '99.00',
      categories: [{ id: 21 }],
      virtual: true,
    });
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      type: 'simple',
      status: 'publish',
      featured: false,
      catalog_visibility: 'visible',
      download_limit: -1,
      download_expiry: -1,
      tax_status: 'taxable',
      manage_stock: false,
      stock_status: 'instock',
      backorders: 'no',
      sold_individually: false,
      reviews_allowed: true,
      regular_price: '99.00',
      price: '99.00',
      slug: 'options-masterclass',
      categories: [{ id: 21, name: 'Courses', slug: 'courses' }],
    });
    const store = (await call(app, 'GET', `/rest-api/shop/store/products/${product.id}`)).json();
    expect(store.prices.price).toBe('9900');
    expect((await admin('POST', '/products', { name: 'Dup', sku: 'JOURNAL' })).json().code).toBe(
      'shop_rest_product_invalid_sku',
    );
  });

  it('lists with status, type, sku and search filters', async () => {
    await admin('POST', '/products', { name: 'Draft idea', status: 'draft', sku: 'DRAFT-1' });
    const ids = async (q: string) => (await admin('GET', `/products?${q}`)).json().map((p: { sku: string }) => p.sku);
    expect(await ids('status=draft')).toEqual(['DRAFT-1']);
    expect(await ids('sku=JOURNAL')).toEqual(['JOURNAL']);
    expect(await ids('search_sku=member&type=variable-subscription')).toEqual(['MEMBER']);
    expect(await ids('type=subscription&order=asc&orderby=id')).toEqual(['SIG-FX-M', 'SIG-CR-Y', 'OUTLOOK-W']);
  });
});

describe('administration order listing', () => {
  it('a parameter no route declares (`_fields`, a cache buster) changes nothing and reads one page, not every order', async () => {
    const plain = await admin('GET', '/orders?per_page=2&order=asc');
    const list = storage.orders.list.bind(storage.orders);
    const asked: Parameters<typeof list>[0][] = [];
    storage.orders.list = (options) => {
      asked.push(options);
      return list(options);
    };
    try {
      const busted = await admin('GET', '/orders?per_page=2&order=asc&_=17');
      expect(busted.statusCode).toBe(200);
      expect(busted.json()).toEqual(plain.json());
      expect(busted.headers['x-wp-total']).toBe(plain.headers['x-wp-total']);
      expect(asked).toEqual([expect.objectContaining({ perPage: 2, page: 1 })]);
    } finally {
      storage.orders.list = list;
    }
  });
});
