import { describe, expect, it } from 'vitest';
import { routeFor, routeMethods } from '../../src/catalog/routes.js';
import { computeCoverage, isPositive, partOf, type PlannedCase } from '../../src/coverage/index.js';
import type { CaseResult, Coverage } from '../../src/model/result.js';
import type { CaseSpec, CheckSpec, Exercise, RequestSpec } from '../../src/model/suite.js';
import type { SiteId } from '../../spec/types.js';

const spec = (
  id: string,
  request: Partial<RequestSpec> & { path: string },
  expect: CheckSpec[],
  exercises?: Exercise[],
): CaseSpec => ({
  id,
  title: id,
  level: 'must',
  tags: [],
  requires: [],
  request: { method: 'GET', ...request },
  expect,
  capture: {},
  origin: { file: 'x.yaml' },
  ...(exercises ? { exercises } : {}),
});
const status = (value: unknown): CheckSpec => ({ check: 'status', value });
const planned = (suite: string, s: CaseSpec, skip?: string): PlannedCase => ({
  suite: { id: suite },
  spec: s,
  ...(skip ? { skip: { kind: 'credentials' as const, reason: skip } } : {}),
});
const answered = (suite: string, id: string, code: number): CaseResult => ({
  suite,
  id,
  title: id,
  level: 'must',
  tags: [],
  outcome: 'passed',
  failures: [],
  durationMs: 1,
  spec: { origin: { file: 'x.yaml' }, requires: [] },
  exchange: {
    request: { method: 'GET', url: 'http://x', headers: {} },
    response: { status: code, headers: {}, body: '', truncated: false, durationMs: 1 },
  },
});
const row = (coverage: Coverage, site: SiteId, key: string) =>
  coverage.sites.find((s) => s.site === site)?.routes.find((r) => r.key === key);

const PLAN: PlannedCase[] = [
  planned(
    'catalog',
    spec(
      'products',
      { path: '/shop/store/products', query: { orderby: 'price' } },
      [status(200)],
      [
        { kind: 'enum', arg: 'orderby' },
        { kind: 'enum', arg: 'order' },
      ],
    ),
  ),
  planned(
    'catalog',
    spec(
      'products-per-page',
      { path: '/shop/store/products' },
      [status('4xx')],
      [
        { kind: 'maximum', arg: 'per_page' },
        { kind: 'enum', arg: 'orderby' },
      ],
    ),
  ),
  planned(
    'cart',
    spec(
      'add-item-no-id',
      { method: 'POST', path: '/shop/store/cart/add-item', body: {} },
      [status('4xx')],
      [{ kind: 'required', arg: 'id' }],
    ),
  ),
  planned(
    'orders',
    spec('order-by-capture', { path: '/shop-analytics/orders/{{order}}', auth: 'admin' }, [status('2xx')]),
  ),
  planned('localized', spec('de-products', { path: '/shop/store/products', site: 'de' }, [status([200, '2xx'])])),
  planned(
    'oembed',
    spec('embed-error-only', { path: '/oembed/1.0/embed' }, [
      { check: 'error', code: 'oembed_invalid_url', status: 404 },
    ]),
  ),
  planned(
    'catalog',
    spec('categories-head', { method: 'HEAD', path: '/shop/store/products/categories' }, [status(200)]),
  ),
  planned('errors', spec('unknown-path', { path: '/no/such/route' }, [status(404)])),
  planned('errors', spec('wrong-method', { method: 'DELETE', path: '/shop/store/products' }, [status([404, 405])])),
  planned(
    'orders',
    spec('delete-order', { method: 'DELETE', path: '/shop-analytics/orders/80', auth: 'admin' }, [status(200)]),
    'read-only mode: this case writes',
  ),
];
const RESULTS = [
  answered('catalog', 'products', 200),
  answered('catalog', 'products-per-page', 400),
  answered('cart', 'add-item-no-id', 400),
  answered('localized', 'de-products', 200),
];

describe('coverage of a hand-made plan', () => {
  const coverage = computeCoverage(PLAN, RESULTS);

  it('counts the route×methods requested and positive, per site and over both', () => {
    // primary: products, add-item, orders/{id}, oembed embed, categories (HEAD counts for GET) = 5;
    // positive: products (200), orders/{id} (2xx), categories (200) = 3. de: products, positive.
    expect(
      coverage.sites.map(({ site, requested, positive, total }) => ({ site, requested, positive, total })),
    ).toEqual([
      { site: 'primary', requested: 5, positive: 3, total: 222 },
      { site: 'de', requested: 1, positive: 1, total: 220 },
    ]);
    expect(coverage.totals).toEqual({ requested: 6, positive: 4, total: 442 });
    expect(coverage.skipped).toBe(1);
    expect(coverage.unrouted).toEqual([
      { suite: 'errors', id: 'unknown-path', site: 'primary', request: 'GET /no/such/route' },
      { suite: 'errors', id: 'wrong-method', site: 'primary', request: 'DELETE /shop/store/products' },
    ]);
  });

  it('gives each route×method its cases, statuses seen and rules exercised', () => {
    expect(row(coverage, 'primary', 'GET /shop/store/products')).toEqual({
      key: 'GET /shop/store/products',
      part: 'storefront',
      positive: true,
      statuses: [200, 400],
      cases: [
        { suite: 'catalog', id: 'products' },
        { suite: 'catalog', id: 'products-per-page' },
      ],
      rules: { enum: ['orderby', 'order'], maximum: ['per_page'] },
    });
    expect(row(coverage, 'primary', 'POST /shop/store/cart/add-item')).toMatchObject({
      positive: false,
      statuses: [400],
      rules: { required: ['id'] },
    });
    // A capture stands for one segment; no result for it, so no status seen.
    expect(row(coverage, 'primary', 'GET /shop-analytics/orders/(?P<id>[\\d]+)')).toMatchObject({
      part: 'administration',
      positive: true,
      statuses: [],
      cases: [{ suite: 'orders', id: 'order-by-capture' }],
    });
    expect(row(coverage, 'primary', 'GET /shop/store/products/categories')?.cases).toHaveLength(1);
    expect(row(coverage, 'primary', 'GET /oembed/1.0/embed')).toMatchObject({ positive: false, part: 'oembed' });
    // The skipped DELETE requested nothing.
    expect(row(coverage, 'primary', 'DELETE /shop-analytics/orders/(?P<id>[\\d]+)')?.cases).toEqual([]);
    expect(row(coverage, 'de', 'GET /shop/store/products')).toMatchObject({
      positive: true,
      statuses: [200],
      cases: [{ suite: 'localized', id: 'de-products' }],
    });
  });

  it('groups by part of the interface, with the cases of each', () => {
    const part = (name: string) => coverage.parts.find((p) => p.part === name);
    expect(coverage.parts.map((p) => p.part)).toEqual([
      'storefront',
      'administration',
      'gateway',
      'contact-forms',
      'security',
      'insights',
      'custom-blocks',
      'oembed',
      'batch',
      'index',
    ]);
    expect(part('storefront')).toMatchObject({
      requested: 4,
      positive: 3,
      cases: 5,
      sites: [
        { site: 'primary', requested: 3, positive: 2 },
        { site: 'de', requested: 1, positive: 1 },
      ],
    });
    expect(part('administration')).toMatchObject({ requested: 1, positive: 1, cases: 1 });
    expect(part('oembed')).toMatchObject({ requested: 1, positive: 0, total: 4, cases: 1 });
    expect(part('gateway')).toMatchObject({ requested: 0, positive: 0, cases: 0 });
    expect(coverage.parts.reduce((n, p) => n + p.total, 0)).toBe(442);
  });

  it('without results it still says what was requested, with no statuses', () => {
    const plain = computeCoverage(PLAN);
    expect(plain.totals).toEqual(coverage.totals);
    expect(plain.sites.flatMap((s) => s.routes).every((r) => r.statuses.length === 0)).toBe(true);
  });
});

describe('parts of the interface', () => {
  const part = (path: string, site: SiteId = 'primary') => {
    const route = routeFor(site, path);
    if (!route) throw new Error(`no route for ${path}`);
    return partOf(route);
  };

  it("maps routes to the document's parts, the storefront batch routes to batch, namespace indexes to index", () => {
    expect(part('/shop/store/products')).toBe('storefront');
    expect(part('/shop/store/v1/cart/add-item')).toBe('storefront');
    expect(part('/shop/store/batch')).toBe('batch');
    expect(part('/shop/store/v1/batch')).toBe('batch');
    expect(part('/batch/v1')).toBe('batch');
    expect(part('/shop-analytics/coupons/batch')).toBe('administration');
    expect(part('/shop-admin/features')).toBe('administration');
    expect(part('/shop/v3/gateway/settings')).toBe('gateway');
    expect(part('/shop/v1/connect/gateway/oauth/init')).toBe('gateway');
    expect(part('/contact-form/v1/contact-forms')).toBe('contact-forms');
    expect(part('/custom-blocks/template-file', 'de')).toBe('custom-blocks');
    expect(part('/')).toBe('index');
    expect(part('/shop/store')).toBe('index');
    expect(part('/shop/v2')).toBe('index');
    expect(part('/site-tools/v1')).toBe('index');
  });

  it('puts in index only `/` and namespace index routes: every other route of both catalogs has a part', () => {
    for (const site of ['primary', 'de'] as const) {
      const stray = routeMethods(site).filter(
        ({ route }) => partOf(route) === 'index' && route.pattern !== '/' && route.pattern !== `/${route.namespace}`,
      );
      expect(stray.map((r) => r.key)).toEqual([]);
      expect(routeMethods(site).filter(({ route }) => partOf(route) === 'index').length).toBe(
        site === 'primary' ? 21 : 19,
      );
    }
  });
});

describe('positive cases', () => {
  const expecting = (...expect: CheckSpec[]) => isPositive(spec('x', { path: '/' }, expect));

  it('expect success: a status check, every value of it 2xx', () => {
    expect(expecting(status(200))).toBe(true);
    expect(expecting(status(204))).toBe(true);
    expect(expecting(status('2xx'))).toBe(true);
    expect(expecting(status([200, 201]), { check: 'json', pointer: '/id' })).toBe(true);
  });

  it('are not cases without a status check, or allowing anything but 2xx', () => {
    expect(expecting()).toBe(false);
    expect(expecting({ check: 'error', code: 'rest_forbidden', status: 200 })).toBe(false);
    expect(expecting(status('4xx'))).toBe(false);
    expect(expecting(status(400))).toBe(false);
    expect(expecting(status([200, 404]))).toBe(false);
    expect(expecting(status(200), status('4xx'))).toBe(false);
  });
});
