import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCatalog } from '../../spec/index.js';
import { samplePath, sampleValue } from '../../src/generators/samples.js';
import { ADMIN, basic, call, testApp } from '../helpers/app.js';

const catalog = () => buildCatalog('primary');

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

/** Values of every wrong shape, sent for every declared argument of every endpoint. */
const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  1e308,
  'x'.repeat(5000),
  '',
  [],
  [[[]]],
  {},
  { a: { b: { c: [1, { d: null }] } } },
  '💥\u0000',
  ['a', 1, null],
  { __proto__: { polluted: 1 } },
];

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;

describe('hostile input never makes the reference server fail', () => {
  const catalog = buildCatalog('primary');
  const endpoints = catalog.routes
    .flatMap((route) => route.endpoints.map((endpoint) => ({ route, endpoint, path: samplePath(route) })))
    .filter((e) => e.path !== undefined);

  it.each(endpoints.map((e) => [`${e.endpoint.methods[0]} ${e.route.pattern}`, e] as const))(
    '%s answers in the error shape or succeeds, never 5xx',
    async (_name, { endpoint, path }) => {
      for (let round = 0; round < 6; round++) {
        const params = Object.fromEntries(Object.keys(endpoint.args).map((name) => [name, pick(HOSTILE)]));
        const method = endpoint.methods[0] as 'GET';
        const headers = { nonce: 'bogus' };
        const res =
          method === 'GET'
            ? await call(
                app,
                'GET',
                `/rest-api${path}?${Object.entries(params)
                  .map(
                    ([k, v]) =>
                      `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
                  )
                  .join('&')}`,
                { as: ADMIN },
              )
            : await call(app, method, `/rest-api${path}`, { as: ADMIN, body: params, headers });
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const body = res.json();
          expect(typeof body.code).toBe('string');
          expect(body.data.status).toBe(res.statusCode);
        }
      }
    },
  );
});

/** A 4xx or 5xx answer must be the interface's error shape, its status in `data.status`. */
function expectErrorShape(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  context: string,
): void {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(String(res.headers['content-type']), context).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { code?: unknown; message?: unknown; data?: { status?: unknown } };
  expect(typeof body.code, context).toBe('string');
  expect(typeof body.message, context).toBe('string');
  expect(body.data?.status, context).toBe(res.statusCode);
}

const integerArgs = () =>
  buildCatalog('primary').routes.flatMap((route) =>
    route.endpoints.flatMap((endpoint) => {
      const path = samplePath(route);
      if (path === undefined) return [];
      return Object.entries(endpoint.args)
        .filter(([, arg]) => arg.type === 'integer' || (arg.type === 'array' && arg.items?.type === 'integer'))
        .map(([name, arg]) => ({ route, endpoint, path, name, list: arg.type === 'array' }));
    }),
  );

describe("numbers past PHP's 64-bit integers are refused at validation, never reach the storage", () => {
  // Written every way a client may: digits, exponents, negative; all past [-2^63, 2^63 - 1].
  const HUGE_QUERY = ['99999999999999999999999', '1e308', '9223372036854775808', '-9223372036854775809', '1e400'];
  // In JSON, -9223372036854775809 is the double -2^63: PHP_INT_MIN itself, so not among these.
  const HUGE_JSON = ['99999999999999999999999', '1e308', '9223372036854775808', '-1e20'];

  it.each(integerArgs().map((e) => [`${e.endpoint.methods[0]} ${e.route.pattern} ${e.name}`, e] as const))(
    '%s',
    async (_name, { endpoint, path, name, list }) => {
      const method = endpoint.methods[0] as 'GET';
      const others = Object.fromEntries(
        Object.entries(endpoint.args)
          .filter(([n, a]) => a.required === true && n !== name)
          .map(([n, a]) => [n, sampleValue(a)]),
      );
      const expected = list ? `${name}[0] is not of type integer.` : `${name} is not of type integer.`;
      for (const value of method === 'GET' ? HUGE_QUERY : HUGE_JSON) {
        const res =
          method === 'GET'
            ? await call(
                app,
                'GET',
                `/rest-api${path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(others).map(([k, v]) => [k, String(v)])), [name]: value })}`,
                { as: ADMIN },
              )
            : await app.inject({
                method,
                url: `/rest-api${path}`,
                headers: { authorization: basic(ADMIN), 'content-type': 'application/json', nonce: 'bogus' },
                payload: `{${[...Object.entries(others).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(name)}:${list ? `[${value}]` : value}`].join(',')}}`,
              });
        expectErrorShape(res, `${name}=${value}`);
        expect(res.statusCode, `${name}=${value}`).toBe(400);
        expect(res.json().data.params[name], `${name}=${value}`).toBe(expected);
      }
    },
  );

  it.each([
    '/shop/store/products',
    '/shop/store/v1/products',
    '/shop/store/products/reviews',
    '/shop/store/v1/products/reviews',
    '/shop-analytics/orders',
    '/shop-analytics/products',
  ])('%s: the last page PHP can number, or the last offset, is an empty page', async (listing) => {
    for (const query of [
      'page=9223372036854775807',
      'offset=9223372036854775807',
      'page=9223372036854775807&per_page=100',
      'page=4611686018427387904',
    ]) {
      const res = await call(app, 'GET', `/rest-api${listing}?${query}`, { as: ADMIN });
      expect(res.statusCode, `${listing}?${query}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it("an order's `dp` far outside 0..100 is written within it, not refused or failed", async () => {
    for (const dp of ['-5', '101', '9007199254740993', '9223372036854775807']) {
      const res = await call(app, 'GET', `/rest-api/shop-analytics/orders?per_page=1&dp=${dp}`, { as: ADMIN });
      expect(res.statusCode, `dp=${dp}: ${res.body.slice(0, 200)}`).toBe(200);
      const total = (res.json() as { total: string }[])[0]?.total ?? '';
      expect(total.length, `dp=${dp}`).toBeLessThan(120);
    }
  });
});

describe('odd paths are answered as no route (or the index), never failed', () => {
  const PATHS = [
    '//',
    '///',
    '///x',
    '//rest-api/',
    '/rest-api//',
    '/rest-api///',
    '/rest-api//shop//store//products',
    '/de//',
    '/rest-api/%zz',
    '/rest-api/%c0%80',
    '/rest-api/%',
    '/rest-api/%2',
    '/rest-api/%ff%fe',
    '/%zz',
    '/rest-api/%00',
    '/rest-api/..%2f..%2fetc%2fpasswd',
    '/rest-api/shop/store/products/%zz',
    '/rest-api/shop/store/cart/items/%zz%zz%zz%zz%zz%zz%zz%zz%zz%zz%zz',
    '/?rest_route=%zz',
    '/?rest_route[]=x',
    '/?rest_route=//',
    '/?rest_route=/shop/store/%c0%80',
    '//?rest_route=/',
    `/rest-api/${'a'.repeat(5000)}`,
    `/rest-api/shop/store/products/${'9'.repeat(400)}`,
    '/rest-api/shop/store/products?%zz=%zz&a[=1&]=2&[]=3',
  ];
  it.each(
    PATHS.flatMap((path) => (['GET', 'POST', 'DELETE', 'OPTIONS'] as const).map((method) => [method, path] as const)),
  )('%s %s', async (method, path) => {
    const res = await app.inject({ method, url: path });
    expectErrorShape(res, `${method} ${path}`);
    if (res.statusCode >= 400) expect([400, 404, 414], `${method} ${path}`).toContain(res.statusCode);
  });

  it('`GET //` is rest_no_route (it failed as `Invalid URL`)', async () => {
    const res = await app.inject({ method: 'GET', url: '//' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('rest_no_route');
  });
});

describe("JSON bodies nested past PHP's json_decode depth of 512 are refused at parse", () => {
  const bodies = catalog().routes.flatMap((route) =>
    route.endpoints.flatMap((endpoint) => {
      const path = samplePath(route);
      return path === undefined
        ? []
        : endpoint.methods
            .filter((m) => m !== 'GET')
            .map((method) => ({ method, path, pattern: route.pattern, args: Object.keys(endpoint.args) }));
    }),
  );

  it.each(bodies.map((b) => [`${b.method} ${b.pattern}`, b] as const))('%s', async (_name, { method, path, args }) => {
    for (const name of [...args.slice(0, 3), 'unknown']) {
      for (const deep of [`${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(600)}1${'}'.repeat(600)}`]) {
        const res = await app.inject({
          method: method as 'POST',
          url: `/rest-api${path}`,
          headers: { authorization: basic(ADMIN), 'content-type': 'application/json' },
          payload: `{${JSON.stringify(name)}:${deep}}`,
        });
        expectErrorShape(res, `${method} ${path} ${name}`);
        expect(res.json(), `${method} ${path} ${name}`).toMatchObject({
          code: 'rest_invalid_json',
          message: 'Invalid JSON body passed.',
          data: {
            status: 400,
            json_error_code: 1,
            json_error_message: 'Maximum stack depth exceeded',
            json_max_depth: 512,
          },
        });
      }
      // 512 levels in all (the body's own object is the first): read, and never a failure.
      const deepest = `${'['.repeat(511)}${']'.repeat(511)}`;
      const res = await app.inject({
        method: method as 'POST',
        url: `/rest-api${path}`,
        headers: { authorization: basic(ADMIN), 'content-type': 'application/json', nonce: 'bogus' },
        payload: `{${JSON.stringify(name)}:${deepest}}`,
      });
      expectErrorShape(res, `${method} ${path} ${name} at 512`);
      if (res.statusCode >= 400) expect(res.json().code).not.toBe('rest_invalid_json');
    }
  });

  it('a form body nested past 64 brackets loses that variable, as PHP drops it, and fails nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/rest-api/shop-analytics/orders',
      headers: { authorization: basic(ADMIN), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `meta_data${'[0]'.repeat(5000)}=1&status=nope`,
    });
    expectErrorShape(res, 'form');
    expect(res.json().data.params).toEqual({ status: expect.any(String) });
  });
});

describe('bracket indexes are keys: no request builds or keeps anything the size of a number it sends', () => {
  it('`foo[99999999]=1` on every listing is answered at once (it built a list of 100 million slots)', async () => {
    for (const listing of [
      '/shop/store/products',
      '/shop/store/products/reviews',
      '/shop-analytics/orders',
      '/shop-analytics/products',
      '/shop/store/products/categories',
    ]) {
      // It built a list of 100 million slots (40 s, 4.4 GB); the parse itself is held to one entry in query-string.test.ts.
      const res = await call(app, 'GET', `/rest-api${listing}?foo[99999999]=1&bar[4294967295][9007199254740991]=2`, {
        as: ADMIN,
      });
      expect(res.statusCode, listing).toBe(200);
    }
  });

  it('an index list is read as the platform reads a numeric array: its values', async () => {
    const res = await call(
      app,
      'GET',
      '/rest-api/shop/store/products?include[99999999]=17&include[5]=10&orderby=include&order=asc',
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }[]).map((p) => p.id).sort()).toEqual([10, 17]);
  });

  it('a list of 100,000 ids (a megabyte of body) is one statement and one bounded cache key', async () => {
    const include = Array.from({ length: 100_000 }, (_, i) => i + 1);
    for (let round = 0; round < 3; round++) {
      const res = await app.inject({
        method: 'GET',
        url: '/rest-api/shop/store/products?per_page=100',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ include: [...include, round] }),
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
