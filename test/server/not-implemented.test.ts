import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCatalog } from '../../spec/index.js';
import { StorefrontSessions } from '../../reference-server/auth/storefront-session.js';
import { Dispatcher } from '../../reference-server/core/dispatcher.js';
import { PRIMARY_SITE, siteUrls } from '../../reference-server/core/site.js';
import { Router } from '../../reference-server/routing/router.js';
import { testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe('every endpoint of the catalog has its behaviour', () => {
  it('no handler id is left unimplemented', () => {
    expect(app.shop.registry.unimplemented()).toEqual([]);
  });

  it('an endpoint without a handler would answer 501 shop_rest_not_implemented after validating', async () => {
    const catalog = buildCatalog('primary');
    const site = { id: 'primary' as const, catalog, settings: PRIMARY_SITE, prefix: '' };
    const dispatcher = new Dispatcher({
      routerFor: () => new Router(catalog),
      handlers: new Map(),
      sessions: new StorefrontSessions('s'),
      onUnexpected: () => undefined,
    });
    const request = {
      method: 'GET',
      path: '/shop/store/products',
      query: {},
      headers: {},
      principal: null,
      site,
      urls: siteUrls('http://x', site, '/rest-api'),
      inBatch: false,
    };
    expect((await dispatcher.dispatch({ ...request, query: { per_page: '101' } })).status).toBe(400);
    expect((await dispatcher.dispatch(request)).body).toEqual({
      code: 'shop_rest_not_implemented',
      message: 'The reference server does not implement GET /shop/store/products yet.',
      data: { status: 501 },
    });
  });
});
