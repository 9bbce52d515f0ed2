import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCatalog } from '../../spec/index.js';
import { samplePath } from '../../src/generators/samples.js';
import { ADMIN, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => { app = await testApp(); });
afterAll(async () => { await app.close(); });

/** Values of every wrong shape, sent for every declared argument of every endpoint. */
const HOSTILE: unknown[] = [null, true, -1, 1e308, 'x'.repeat(5000), '', [], [[[]]], {}, { a: { b: { c: [1, { d: null }] } } }, '💥\u0000', ['a', 1, null], { __proto__: { polluted: 1 } }];

let seed = 7;
const random = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;

describe('hostile input never makes the reference server fail', () => {
  const catalog = buildCatalog('primary');
  const endpoints = catalog.routes.flatMap((route) => route.endpoints.map((endpoint) => ({ route, endpoint, path: samplePath(route) })))
    .filter((e) => e.path !== undefined);

  it.each(endpoints.map((e) => [`${e.endpoint.methods[0]} ${e.route.pattern}`, e] as const))('%s answers in the error shape or succeeds, never 5xx', async (_name, { endpoint, path }) => {
    for (let round = 0; round < 6; round++) {
      const params = Object.fromEntries(Object.keys(endpoint.args).map((name) => [name, pick(HOSTILE)]));
      const method = endpoint.methods[0] as 'GET';
      const headers = { nonce: 'bogus' };
      const res = method === 'GET'
        ? await call(app, 'GET', `/rest-api${path}?${Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&')}`, { as: ADMIN })
        : await call(app, method, `/rest-api${path}`, { as: ADMIN, body: params, headers });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      if (res.statusCode >= 400) {
        const body = res.json();
        expect(typeof body.code).toBe('string');
        expect(body.data.status).toBe(res.statusCode);
      }
    }
  });
});
