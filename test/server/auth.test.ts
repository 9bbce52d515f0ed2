import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createCartToken } from '../../reference-server/auth/tokens.js';
import { ADMIN, call, CUSTOMER, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe('administrator routes', () => {
  it('refuse an anonymous caller with 401', async () => {
    const res = await call(app, 'GET', '/rest-api/shop-analytics/orders');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'shop_rest_cannot_view',
      message: 'Sorry, you cannot list resources.',
      data: { status: 401 },
    });
  });

  it('refuse an authenticated non-administrator with 403', async () => {
    const res = await call(app, 'POST', '/rest-api/shop-analytics/coupons', { as: CUSTOMER, body: { code: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'shop_rest_cannot_create',
      message: 'Sorry, you are not allowed to create resources.',
      data: { status: 403 },
    });
  });

  it('outside the shop namespaces use rest_forbidden', async () => {
    const anonymous = await call(app, 'GET', '/rest-api/shop/v3/gateway/settings');
    expect(anonymous.json()).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
    const customer = await call(app, 'GET', '/rest-api/oembed/1.0/proxy?url=http://shop.test/', { as: CUSTOMER });
    expect(customer.json()).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to make proxied oEmbed requests.',
      data: { status: 403 },
    });
  });

  it('let an administrator through', async () => {
    const res = await call(app, 'GET', '/rest-api/shop-admin/features', { as: ADMIN });
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).not.toBe(403);
    expect(res.headers.allow).toBe('GET');
  });

  it('list only the methods the caller may use in Allow', async () => {
    const anonymous = await call(app, 'GET', '/rest-api/shop-analytics/orders');
    expect(anonymous.headers.allow).toBe('');
    const admin = await call(app, 'GET', '/rest-api/shop-analytics/orders?per_page=0', { as: ADMIN });
    expect(admin.headers.allow).toBe('GET, POST');
  });
});

describe('bad credentials', () => {
  it('a wrong password is 401 on any route, before routing', async () => {
    for (const url of ['/rest-api/shop/store/products', '/rest-api/nope']) {
      const res = await call(app, 'GET', url, { as: { login: ADMIN.login, password: 'wrong' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
        data: { status: 401 },
      });
    }
  });

  it('an unknown user is 401 invalid_username', async () => {
    const res = await call(app, 'GET', '/rest-api/', { as: { login: 'ghost', password: 'x' } });
    expect(res.json().code).toBe('invalid_username');
  });

  it('a header that is not Basic is ignored', async () => {
    const res = await call(app, 'GET', '/rest-api/', { headers: { authorization: 'Bearer abc' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('storefront Nonce and Cart-Token', () => {
  it('every cart and checkout reply carries Nonce, Nonce-Timestamp, User-ID and Cart-Token', async () => {
    for (const [method, url] of [
      ['GET', '/rest-api/shop/store/cart'],
      ['POST', '/rest-api/shop/store/v1/cart/add-item'],
      ['GET', '/rest-api/shop/store/checkout'],
    ] as const) {
      const res = await call(app, method, url);
      expect(res.headers.nonce, url).toMatch(/^[0-9a-f]{10}$/);
      expect(res.headers['nonce-timestamp'], url).toMatch(/^\d+$/);
      expect(res.headers['user-id'], url).toBe('0');
      expect(res.headers['cart-token'], url).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    const products = await call(app, 'GET', '/rest-api/shop/store/products');
    expect(products.headers.nonce).toBeUndefined();
  });

  it('a write without Nonce is 401, with a wrong one 403, with a valid one it passes', async () => {
    const missing = await call(app, 'POST', '/rest-api/shop/store/cart/add-item', { body: { id: 1 } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      code: 'shop_rest_missing_nonce',
      message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
      data: { status: 401 },
    });
    const wrong = await call(app, 'POST', '/rest-api/shop/store/cart/add-item', {
      body: { id: 1 },
      headers: { nonce: '0123456789' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 'shop_rest_invalid_nonce',
      message: 'Nonce is invalid.',
      data: { status: 403 },
    });
    const nonce = String(missing.headers.nonce);
    const valid = await call(app, 'POST', '/rest-api/shop/store/cart/add-item', {
      body: { id: 1 },
      headers: { nonce },
    });
    expect([401, 403]).not.toContain(valid.statusCode);
  });

  it('checkout needs the Nonce for GET too', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/checkout');
    expect(res.statusCode).toBe(401);
  });

  it('a valid Cart-Token waives the Nonce and keeps the session; a forged one is ignored', async () => {
    const first = await call(app, 'GET', '/rest-api/shop/store/cart');
    const token = String(first.headers['cart-token']);
    const withToken = await call(app, 'POST', '/rest-api/shop/store/cart/add-item', {
      body: { id: 1 },
      headers: { 'cart-token': token },
    });
    expect([401, 403]).not.toContain(withToken.statusCode);
    const session = (t: string) => JSON.parse(Buffer.from(t.split('.')[1] as string, 'base64url').toString()).user_id;
    expect(session(String(withToken.headers['cart-token']))).toBe(session(token));
    const forged = createCartToken('another-secret', 't_forged', 'shop/store');
    const ignored = await call(app, 'POST', '/rest-api/shop/store/cart/add-item', {
      body: { id: 1 },
      headers: { 'cart-token': forged },
    });
    expect(ignored.statusCode).toBe(401);
    const expired = createCartToken('test-secret', 't_old', 'shop/store', Math.floor(Date.now() / 1000) - 200_000);
    expect(
      (
        await call(app, 'POST', '/rest-api/shop/store/cart/add-item', {
          body: { id: 1 },
          headers: { 'cart-token': expired },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('an authenticated caller gets its user id and a nonce of its own', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/cart', { as: ADMIN });
    expect(res.headers['user-id']).toBe('1');
    const guestNonce = String((await call(app, 'GET', '/rest-api/shop/store/cart')).headers.nonce);
    const refused = await call(app, 'POST', '/rest-api/shop/store/cart/add-item', {
      as: ADMIN,
      body: { id: 1 },
      headers: { nonce: guestNonce },
    });
    expect(refused.statusCode).toBe(403);
  });
});
