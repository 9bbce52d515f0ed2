import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCatalog, LISTED_ONLY_NAMESPACES } from '../../spec/index.js';
import { BASE, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const catalog = buildCatalog('primary');

describe('GET /rest-api/', () => {
  it('has the members of the conventions, in order, with the site addresses', async () => {
    const res = await call(app, 'GET', '/rest-api/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual([
      'name',
      'description',
      'url',
      'home',
      'gmt_offset',
      'timezone_string',
      'namespaces',
      'authentication',
      'routes',
    ]);
    expect(body).toMatchObject({ url: BASE, home: BASE, gmt_offset: '0', timezone_string: '', authentication: [] });
    expect(body.namespaces).toEqual(catalog.namespaces);
    expect(Object.keys(body.routes)).toEqual(catalog.routes.map((r) => r.pattern));
  });

  it('is served at /rest-api, /rest-api/ and ?rest_route=/ alike', async () => {
    const a = await call(app, 'GET', '/rest-api/');
    const b = await call(app, 'GET', '/rest-api');
    const c = await call(app, 'GET', '/?rest_route=/');
    expect(b.body).toBe(a.body);
    expect(c.body).toBe(a.body);
  });

  it('describes the root route exactly', async () => {
    const { routes } = (await call(app, 'GET', '/rest-api/')).json();
    expect(routes['/']).toEqual({
      namespace: '',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
      _links: { self: [{ href: `${BASE}/rest-api/` }] },
    });
  });

  it('describes /batch/v1 exactly', async () => {
    const { routes } = (await call(app, 'GET', '/rest-api/')).json();
    expect(routes['/batch/v1']).toEqual({
      namespace: '',
      methods: ['POST'],
      endpoints: [
        {
          methods: ['POST'],
          args: {
            validation: {
              type: 'string',
              enum: ['require-all-validate', 'normal'],
              default: 'normal',
              required: false,
            },
            requests: {
              type: 'array',
              maxItems: 25,
              items: {
                type: 'object',
                properties: {
                  method: { type: 'string', enum: ['POST', 'PUT', 'PATCH', 'DELETE'], default: 'POST' },
                  path: { type: 'string', required: true },
                  body: { type: 'object', properties: {}, additionalProperties: true },
                  headers: {
                    type: 'object',
                    properties: {},
                    additionalProperties: { type: ['string', 'array'], items: { type: 'string' } },
                  },
                },
              },
              required: true,
            },
          },
        },
      ],
      _links: { self: [{ href: `${BASE}/rest-api/batch/v1` }] },
    });
  });

  it('describes a batchable route with a path parameter exactly: allow_batch on every endpoint, no _links', async () => {
    const { routes } = (await call(app, 'GET', '/rest-api/')).json();
    const key = { description: 'Unique identifier for the item within the cart.', type: 'string', required: false };
    const descriptor = routes['/shop/store/cart/items/(?P<key>[\\w-]{32})'];
    expect(descriptor.namespace).toBe('shop/store');
    expect(descriptor.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(descriptor._links).toBeUndefined();
    expect(descriptor.endpoints.map((e: { allow_batch: unknown }) => e.allow_batch)).toEqual([
      { v1: true },
      { v1: true },
      { v1: true },
    ]);
    expect(descriptor.endpoints[2]).toEqual({ methods: ['DELETE'], allow_batch: { v1: true }, args: { key } });
  });

  it('publishes args as [] when an endpoint declares none, and `required` last on every argument', async () => {
    const { routes } = (await call(app, 'GET', '/rest-api/')).json();
    expect(routes['/shop/v3/gateway/connection_tokens'].endpoints).toEqual([{ methods: ['POST'], args: [] }]);
    for (const [pattern, descriptor] of Object.entries<{ endpoints: { args: unknown }[] }>(routes)) {
      for (const endpoint of descriptor.endpoints) {
        if (Array.isArray(endpoint.args)) {
          expect(endpoint.args, pattern).toEqual([]);
          continue;
        }
        for (const [name, arg] of Object.entries(endpoint.args as Record<string, Record<string, unknown>>)) {
          const keys = Object.keys(arg);
          expect(keys[keys.length - 1], `${pattern} ${name}`).toBe('required');
          expect(typeof arg.required, `${pattern} ${name}`).toBe('boolean');
          expect(keys, `${pattern} ${name}`).not.toContain('readonly');
        }
      }
    }
  });

  it('gives _links.self exactly to the routes without a path parameter, and allow_batch exactly to [b] routes', async () => {
    const { routes } = (await call(app, 'GET', '/rest-api/')).json();
    for (const route of catalog.routes) {
      const descriptor = routes[route.pattern];
      if (route.pattern.includes('(?P<')) expect(descriptor._links, route.pattern).toBeUndefined();
      else
        expect(descriptor._links, route.pattern).toEqual({
          self: [{ href: `${BASE}/rest-api${route.pattern === '/' ? '/' : route.pattern}` }],
        });
      for (const endpoint of descriptor.endpoints) {
        expect(endpoint.allow_batch, route.pattern).toEqual(route.allowBatch ? { v1: true } : undefined);
      }
    }
  });

  it('publishes the order status enum and its defaults as declared', async () => {
    const { routes } = (await call(app, 'GET', '/rest-api/')).json();
    const [list, create] = routes['/shop-analytics/orders'].endpoints;
    expect(list.args.status).toEqual({
      description: 'Limit result set to orders which have specific statuses.',
      type: 'array',
      items: {
        type: 'string',
        enum: [
          'any',
          'trash',
          'auto-draft',
          'pending',
          'processing',
          'on-hold',
          'completed',
          'cancelled',
          'refunded',
          'failed',
          'checkout-draft',
        ],
      },
      default: ['any'],
      required: false,
    });
    expect(create.args.status).toEqual({
      description: 'Order status.',
      type: 'string',
      default: 'pending',
      enum: [
        'auto-draft',
        'pending',
        'processing',
        'on-hold',
        'completed',
        'cancelled',
        'refunded',
        'failed',
        'checkout-draft',
      ],
      required: false,
    });
  });
});

describe('GET /rest-api/{namespace}', () => {
  it.each(catalog.namespaces)('%s lists exactly its own routes', async (namespace) => {
    const res = await call(app, 'GET', `/rest-api/${namespace}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['namespace', 'routes', '_links']);
    expect(body.namespace).toBe(namespace);
    expect(Object.keys(body.routes)).toEqual(
      catalog.routes.filter((r) => r.namespace === namespace).map((r) => r.pattern),
    );
    expect(body._links).toEqual({ up: [{ href: `${BASE}/rest-api/` }] });
  });

  it('a listed-only namespace holds just its own namespace route', async () => {
    expect(LISTED_ONLY_NAMESPACES).toContain('shop/v2');
    const body = (await call(app, 'GET', '/rest-api/shop/v2')).json();
    expect(body).toEqual({
      namespace: 'shop/v2',
      routes: {
        '/shop/v2': {
          namespace: 'shop/v2',
          methods: ['GET'],
          endpoints: [
            {
              methods: ['GET'],
              args: {
                namespace: { default: 'shop/v2', required: false },
                context: { default: 'view', required: false },
              },
            },
          ],
          _links: { self: [{ href: `${BASE}/rest-api/shop/v2` }] },
        },
      },
      _links: { up: [{ href: `${BASE}/rest-api/` }] },
    });
  });

  it('an unknown namespace path is rest_no_route; an unknown namespace parameter is rest_invalid_namespace', async () => {
    const unknown = await call(app, 'GET', '/rest-api/nope/v9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
    const overridden = await call(app, 'GET', '/rest-api/shop/v3?namespace=nope');
    expect(overridden.statusCode).toBe(404);
    expect(overridden.json()).toEqual({
      code: 'rest_invalid_namespace',
      message: 'The specified namespace could not be found.',
      data: { status: 404 },
    });
  });
});

describe('response headers', () => {
  it('every REST reply carries the platform headers; a matched route carries Allow', async () => {
    const res = await call(app, 'GET', '/rest-api/');
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.link).toBe(`<${BASE}/rest-api/>; rel="https://api.w.org/"`);
    expect(res.headers.allow).toBe('GET');
    const missing = await call(app, 'GET', '/rest-api/nope');
    expect(missing.headers.allow).toBeUndefined();
  });

  it('HEAD answers like GET without a body; OPTIONS describes the route', async () => {
    const head = await call(app, 'HEAD', '/rest-api/shop/v2');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const options = await call(app, 'OPTIONS', '/rest-api/shop/store/cart');
    expect(options.statusCode).toBe(200);
    expect(options.json().methods).toEqual(['GET']);
    const unknown = await call(app, 'OPTIONS', '/rest-api/nope');
    expect(unknown.json()).toEqual([]);
  });
});
