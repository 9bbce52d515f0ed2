import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCartToken } from '../../reference-server/auth/tokens.js';
import { ADMIN, call, CUSTOMER, testApp } from '../helpers/app.js';

/**
 * Two places where the reference server parted from the platform notes: a logged-in user's cart is the
 * user's (the session is keyed by the user id), and a method no route takes is an unknown route of the
 * REST API like any other.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const CART = '/rest-api/shop/store/cart';
type Who = { login: string; password: string } | undefined;

/** A cart read as `who`, with no Cart-Token: the cart and the session headers it was answered with. */
async function readCart(who: Who) {
  const res = await call(app, 'GET', CART, who ? { as: who } : {});
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { id: number; quantity: number }[] };
  return { items: body.items, nonce: String(res.headers.nonce), token: String(res.headers['cart-token']) };
}

/** Adds a product as `who` with the Nonce a read gave, and no Cart-Token. */
async function addItem(who: Who, id: number) {
  const { nonce } = await readCart(who);
  const res = await call(app, 'POST', `${CART}/add-item`, {
    body: { id, quantity: 1 },
    headers: { nonce },
    ...(who ? { as: who } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("a logged-in user's cart without a Cart-Token", () => {
  it('is the same cart request after request: what one request adds, the next reads', async () => {
    await addItem(CUSTOMER, 16);
    const again = await readCart(CUSTOMER);
    expect(again.items.map((i) => i.id)).toEqual([16]);
    await addItem(CUSTOMER, 16);
    expect((await readCart(CUSTOMER)).items).toEqual([expect.objectContaining({ id: 16, quantity: 2 })]);
  });

  it('is keyed by the user: the Cart-Token names the same session each time, another user has another', async () => {
    const session = (token: string) => readCartToken('test-secret', token);
    const first = await readCart(CUSTOMER);
    const second = await readCart(CUSTOMER);
    expect(session(first.token)).toBeDefined();
    expect(session(second.token)).toBe(session(first.token));
    const other = await readCart(ADMIN);
    expect(session(other.token)).not.toBe(session(first.token));
    expect(other.items.some((i) => i.id === 16)).toBe(false);
  });

  it('a guest still gets a fresh cart on every request without a Cart-Token', async () => {
    await addItem(undefined, 16);
    const guest = await readCart(undefined);
    expect(guest.items).toEqual([]);
    expect(readCartToken('test-secret', guest.token)).not.toBe(
      readCartToken('test-secret', (await readCart(undefined)).token),
    );
  });
});

describe('a method no route takes, under the API root', () => {
  /** The headers of an unknown route of the same site. */
  const standard = async (url: string) =>
    (await call(app, 'GET', `${url.startsWith('/de/') ? '/de' : ''}/rest-api/nope`)).headers;

  it.each([
    ['TRACE', '/rest-api/shop/store/products'],
    ['PROPFIND', '/rest-api/'],
    ['MKCOL', '/rest-api/shop/store/cart'],
    ['PURGE', '/de/rest-api/shop/store/products'],
    ['QUERY', '/rest-api/shop-analytics/orders'],
  ])('%s %s is rest_no_route with the headers of any unknown route', async (method, url) => {
    // QUERY must name its content's type (RFC 10008 §2; Fastify answers 400 in the error shape without it).
    const headers = method === 'QUERY' ? { 'content-type': 'application/json' } : {};
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(method === 'QUERY' ? { payload: '{}' } : {}),
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
    const expected = await standard(url);
    for (const name of ['x-robots-tag', 'link', 'x-content-type-options', 'access-control-expose-headers'])
      expect(res.headers[name], name).toBe(expected[name]);
    expect(res.headers['content-type']).toBe(expected['content-type']);
  });

  it('a body it carries changes nothing', async () => {
    const res = await app.inject({
      method: 'PROPFIND' as 'GET',
      url: '/rest-api/shop/store/products',
      headers: { 'content-type': 'application/xml' },
      payload: '<propfind xmlns="DAV:"><allprop/></propfind>',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'rest_no_route' });
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });
});
