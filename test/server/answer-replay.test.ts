import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, basic, call, CUSTOMER, testApp } from '../helpers/app.js';

/**
 * Answers a listing gave before are replayed for the very same request while the data behind them is
 * unchanged (reference-server/http/answer-replay.ts). What must hold: a replayed answer is the one the
 * ordinary path gives a fresh server, and anything that could change it (another principal, a method
 * override, a body, HEAD, a write) is not answered from the replay.
 */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
async function app(): Promise<FastifyInstance> {
  const made = await testApp();
  apps.push(made);
  return made;
}

type Req = { method: 'GET' | 'HEAD'; url: string; headers?: Record<string, string>; payload?: string };
const send = (a: FastifyInstance, r: Req) =>
  a.inject({ method: r.method, url: r.url, headers: r.headers ?? {}, payload: r.payload });
const seen = (res: LightMyRequestResponse) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
};

const ORDERS = '/rest-api/shop-analytics/orders?per_page=3';
const PRODUCTS = '/rest-api/shop/store/products?per_page=2&orderby=price';

describe('answers replayed', () => {
  it.each<[string, Req, Req]>([
    ['the same request', { method: 'GET', url: PRODUCTS }, { method: 'GET', url: PRODUCTS }],
    [
      'another principal (anonymous after an administrator)',
      { method: 'GET', url: ORDERS, headers: { authorization: basic(ADMIN) } },
      { method: 'GET', url: ORDERS },
    ],
    [
      'another principal (a customer after an administrator)',
      { method: 'GET', url: ORDERS, headers: { authorization: basic(ADMIN) } },
      { method: 'GET', url: ORDERS, headers: { authorization: basic(CUSTOMER) } },
    ],
    [
      'a wrong password after the right one',
      { method: 'GET', url: ORDERS, headers: { authorization: basic(ADMIN) } },
      { method: 'GET', url: ORDERS, headers: { authorization: basic({ ...ADMIN, password: 'wrong' }) } },
    ],
    ['HEAD after GET', { method: 'GET', url: PRODUCTS }, { method: 'HEAD', url: PRODUCTS }],
    [
      'a method override header',
      { method: 'GET', url: PRODUCTS },
      { method: 'GET', url: PRODUCTS, headers: { 'x-http-method-override': 'POST' } },
    ],
    [
      'a method override in the query',
      { method: 'GET', url: `${PRODUCTS}&_method=HEAD` },
      { method: 'GET', url: `${PRODUCTS}&_method=HEAD` },
    ],
    [
      'a body',
      { method: 'GET', url: PRODUCTS },
      { method: 'GET', url: PRODUCTS, headers: { 'content-type': 'application/json' }, payload: '{"per_page":1}' },
    ],
    [
      'another host',
      { method: 'GET', url: PRODUCTS },
      { method: 'GET', url: PRODUCTS, headers: { host: 'other.test' } },
    ],
  ])('%s: the answer is the one a fresh server gives', async (_name, first, second) => {
    const warmed = await app();
    await send(warmed, first);
    await send(warmed, first);
    const after = seen(await send(warmed, second));
    const fresh = seen(await send(await app(), second));
    expect(after).toEqual(fresh);
  });

  it('a write in between: the listing answered again is the new one', async () => {
    const a = await app();
    const auth = { authorization: basic(ADMIN) };
    const before = await send(a, { method: 'GET', url: ORDERS, headers: auth });
    expect((await send(a, { method: 'GET', url: ORDERS, headers: auth })).body).toBe(before.body);
    const made = await call(a, 'POST', '/rest-api/shop-analytics/orders', {
      as: ADMIN,
      body: { line_items: [{ product_id: 17 }] },
    });
    expect(made.statusCode).toBe(201);
    const after = await send(a, { method: 'GET', url: ORDERS, headers: auth });
    expect(Number(after.headers['x-wp-total'])).toBe(Number(before.headers['x-wp-total']) + 1);
    expect(after.json()[0].id).toBe(made.json().id);
  });
});
