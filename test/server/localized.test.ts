import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCatalog } from '../../spec/index.js';
import { BASE, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe('/de/rest-api/', () => {
  it('points url and home at /de and lists no wallet namespaces', async () => {
    const body = (await call(app, 'GET', '/de/rest-api/')).json();
    expect(body.url).toBe(`${BASE}/de`);
    expect(body.home).toBe(`${BASE}/de`);
    expect(body.namespaces).not.toContain('shop-wallet/v1');
    expect(body.namespaces).not.toContain('wallet/v1');
    expect(body.namespaces).toEqual(buildCatalog('de').namespaces);
    const primary = (await call(app, 'GET', '/rest-api/')).json();
    expect(primary.namespaces).toEqual([...body.namespaces, 'shop-wallet/v1', 'wallet/v1']);
  });

  it('has the same route shapes with German descriptions', async () => {
    const de = (await call(app, 'GET', '/de/rest-api/')).json().routes;
    const en = (await call(app, 'GET', '/rest-api/')).json().routes;
    const checkout = (
      routes: Record<string, { endpoints: { args: Record<string, { description?: string; enum?: string[] }> }[] }>,
    ) => routes['/shop/store/checkout']?.endpoints[1]?.args;
    expect(checkout(de)?.payment_method?.enum).not.toContain('wallet-gateway');
    expect(checkout(en)?.payment_method?.enum).toContain('wallet-gateway');
    expect(checkout(de)?.payment_method?.description).not.toBe(checkout(en)?.payment_method?.description);
    const perPage = de['/shop/store/products'].endpoints[0].args.per_page;
    expect(perPage).toMatchObject({ type: 'integer', default: 10, minimum: 0, maximum: 100 });
    expect(perPage.description).not.toBe(en['/shop/store/products'].endpoints[0].args.per_page.description);
    const enOnly = Object.keys(en).filter((k) => !(k in de));
    expect(enOnly).toEqual(['/shop-wallet/v1', '/wallet/v1']);
  });

  it('serves routes and the namespace index under /de with its own links', async () => {
    const res = await call(app, 'GET', '/de/rest-api/shop/store');
    expect(res.json()._links).toEqual({ up: [{ href: `${BASE}/de/rest-api/` }] });
    expect((await call(app, 'GET', '/de/rest-api/shop-wallet/v1')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/de/?rest_route=/')).json().url).toBe(`${BASE}/de`);
  });

  it('validates with the same rules and messages', async () => {
    const res = await call(app, 'GET', '/de/rest-api/shop/store/products?per_page=101');
    expect(res.json().data.params).toEqual({ per_page: 'per_page must be between 0 (inclusive) and 100 (inclusive)' });
  });
});
