import { describe, expect, it } from 'vitest';
import { buildCatalog, LISTED_ONLY_NAMESPACES, PRIMARY_ONLY_NAMESPACES } from '../../spec/index.js';
import type { ArgSchema, Catalog, Route } from '../../spec/types.js';
import { argFacts } from '../transcription/args.js';
import { ENUMS } from '../transcription/enums.js';
import { NAMESPACES_LISTED, NAMESPACES_ONLY, PRIMARY_ONLY, transcribedRoutes } from '../transcription/routes.js';

const primary = buildCatalog('primary');
const de = buildCatalog('de');
const transcribed = transcribedRoutes();

/** Routes of the document; namespace index routes are the platform's own and checked apart. */
const documentRoutes = (catalog: Catalog) => catalog.routes.filter((r) => r.pattern !== `/${r.namespace}`);
const byPattern = new Map(primary.routes.map((r) => [r.pattern, r]));

function endpointFor(route: Route, method: string) {
  return route.endpoints.find((e) => e.methods.includes(method as never));
}

describe('routes: catalog against the transcription, both directions', () => {
  it('has every transcribed route', () => {
    const missing = transcribed.map((t) => t.pattern).filter((p) => !byPattern.has(p));
    expect(missing).toEqual([]);
  });

  it('has no route the document does not list', () => {
    const known = new Set(transcribed.map((t) => t.pattern));
    expect(
      documentRoutes(primary)
        .map((r) => r.pattern)
        .filter((p) => !known.has(p)),
    ).toEqual([]);
  });

  it.each(transcribed.map((t) => [t.pattern, t] as const))('%s: namespace, methods and [b] mark', (_p, t) => {
    const route = byPattern.get(t.pattern) as Route;
    expect(route.namespace).toBe(t.namespace);
    expect([...route.endpoints.flatMap((e) => e.methods)].sort()).toEqual([...t.methods].sort());
    expect(route.allowBatch).toBe(t.batch);
  });

  it('every namespace has its namespace index route, before its own routes', () => {
    for (const ns of primary.namespaces) {
      const index = primary.routes.findIndex((r) => r.pattern === `/${ns}`);
      const first = primary.routes.findIndex((r) => r.namespace === ns);
      expect(index, ns).toBeGreaterThanOrEqual(0);
      expect(index, ns).toBe(first);
    }
  });

  it('route patterns compile as regular expressions and match a sample of their own shape', () => {
    const key = byPattern.get('/shop/store/cart/items/(?P<key>[\\w-]{32})') as Route;
    const re = new RegExp(`^${key.pattern.replace(/\(\?P</g, '(?<')}$`);
    expect(re.test(`/shop/store/cart/items/${'a'.repeat(32)}`)).toBe(true);
    expect(re.test(`/shop/store/cart/items/${'a'.repeat(31)}`)).toBe(false);
    const token = byPattern.get('/shop/v3/gateway/tokens/(?P<token_id>[a-z]{3}_[a-zA-Z0-9]{24})') as Route;
    expect(
      new RegExp(`^${token.pattern.replace(/\(\?P</g, '(?<')}$`).test(`/shop/v3/gateway/tokens/tok_${'A'.repeat(24)}`),
    ).toBe(true);
  });

  it('contact-form items and security config keep separate read, write (and delete) endpoints', () => {
    expect(byPattern.get('/contact-form/v1/contact-forms/(?P<id>\\d+)')?.endpoints.map((e) => e.methods)).toEqual([
      ['GET'],
      ['POST', 'PUT', 'PATCH'],
      ['DELETE'],
    ]);
    expect(byPattern.get('/security/v1/config')?.endpoints.map((e) => e.methods)).toEqual([
      ['GET'],
      ['POST', 'PUT', 'PATCH'],
    ]);
  });
});

describe('namespaces', () => {
  it('lists the document namespaces in its order, then the primary-only ones', () => {
    expect(primary.namespaces).toEqual([...NAMESPACES_LISTED, ...PRIMARY_ONLY]);
    expect(PRIMARY_ONLY_NAMESPACES).toEqual(PRIMARY_ONLY);
  });

  it('listed-only namespaces have no routes beyond their namespace index', () => {
    expect([...LISTED_ONLY_NAMESPACES].sort()).toEqual([...NAMESPACES_ONLY].sort());
    for (const ns of NAMESPACES_ONLY) {
      expect(
        primary.routes.filter((r) => r.namespace === ns).map((r) => r.pattern),
        ns,
      ).toEqual([`/${ns}`]);
    }
  });

  it('storefront routes exist identically under shop/store and shop/store/v1', () => {
    const shape = (ns: string) =>
      primary.routes
        .filter((r) => r.namespace === ns && r.pattern !== `/${ns}`)
        .map((r) => ({
          path: r.pattern.slice(ns.length + 1),
          batch: r.allowBatch,
          endpoints: r.endpoints.map((e) => ({ methods: e.methods, args: e.args, handler: e.handler })),
        }));
    expect(shape('shop/store/v1')).toEqual(shape('shop/store'));
  });
});

describe('arguments: every fact the document states', () => {
  it.each(argFacts().map((f) => [`${f.method} ${f.pattern} ${f.arg}`, f] as const))('%s', (_name, fact) => {
    const route = byPattern.get(fact.pattern);
    expect(route, fact.pattern).toBeDefined();
    const endpoint = endpointFor(route as Route, fact.method);
    expect(endpoint, `${fact.method} endpoint`).toBeDefined();
    const arg = endpoint?.args[fact.arg] as ArgSchema;
    expect(arg, `argument ${fact.arg}`).toBeDefined();
    if ('type' in fact) expect(arg.type).toEqual(fact.type);
    if ('default' in fact) expect(arg.default).toEqual(fact.default);
    if ('minimum' in fact) expect(arg.minimum).toBe(fact.minimum);
    if ('maximum' in fact) expect(arg.maximum).toBe(fact.maximum);
    if ('required' in fact) expect(arg.required === true).toBe(fact.required);
    if (fact.enum) expect(arg.enum?.map(String)).toEqual(ENUMS[fact.enum]);
    if (fact.itemsEnum) expect(arg.items?.enum?.map(String)).toEqual(ENUMS[fact.itemsEnum]);
  });

  it('per_page bounds per route family', () => {
    const perPage = (pattern: string) => endpointFor(byPattern.get(pattern) as Route, 'GET')?.args.per_page;
    for (const p of [
      '/shop/store/products/categories',
      '/shop/store/products/tags',
      '/shop/store/products/attributes/(?P<attribute_id>[\\d]+)/terms',
    ]) {
      expect(perPage(p), p).toMatchObject({ minimum: 0, maximum: 100 });
      expect(perPage(p)?.default, p).toBeUndefined();
    }
    for (const p of ['/shop/store/products', '/shop/store/products/collection-data', '/shop/store/products/reviews'])
      expect(perPage(p), p).toMatchObject({ minimum: 0, maximum: 100, default: 10 });
    for (const p of [
      '/shop-analytics/admin/notes',
      '/shop-analytics/coupons',
      '/shop-analytics/orders',
      '/shop-analytics/products',
      '/shop-admin/marketing/recommended',
    ]) {
      expect(perPage(p), p).toMatchObject({ minimum: 1, maximum: 100, default: 10 });
    }
  });

  it('every page argument has minimum 1 and default 1', () => {
    const pages = primary.routes.flatMap((r) =>
      r.endpoints.flatMap((e) => (e.args.page ? [[r.pattern, e.args.page] as const] : [])),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const [pattern, page] of pages)
      expect(page, pattern).toMatchObject({ type: 'integer', default: 1, minimum: 1 });
  });

  it('batch requests are capped at 25 everywhere', () => {
    for (const p of ['/batch/v1', '/shop/store/batch', '/shop/store/v1/batch']) {
      const requests = endpointFor(byPattern.get(p) as Route, 'POST')?.args.requests;
      expect(requests?.maxItems, p).toBe(25);
      expect(requests?.items?.properties?.method?.enum, p).toEqual(ENUMS.batch_methods);
      expect(requests?.items?.properties?.method?.default, p).toBe('POST');
      expect(requests?.items?.properties?.path?.required, p).toBe(true);
    }
  });

  it('fee line tax_status and the cart item subscription fields', () => {
    const create = endpointFor(byPattern.get('/shop-analytics/orders') as Route, 'POST');
    expect(create?.args.fee_lines?.items?.properties?.tax_status?.enum).toEqual(ENUMS.fee_tax_status);
    const items = endpointFor(byPattern.get('/shop/store/cart/items') as Route, 'POST');
    const subscriptions = items?.args.extensions?.properties?.subscriptions?.properties ?? {};
    expect(Object.keys(subscriptions)).toEqual([
      'billing_period',
      'billing_interval',
      'subscription_length',
      'trial_period',
      'trial_length',
      'sign_up_fees',
      'sign_up_fees_tax',
      'is_resubscribe',
      'switch_type',
      'synchronization',
    ]);
    expect(subscriptions.billing_period?.enum).toEqual(ENUMS.billing_periods);
    expect(subscriptions.trial_period?.enum).toEqual(ENUMS.billing_periods);
    expect(subscriptions.is_resubscribe?.type).toBe('boolean');
  });

  it('storefront addresses: every member required inside, email only where the document puts it', () => {
    const customer = endpointFor(byPattern.get('/shop/store/cart/update-customer') as Route, 'POST');
    const checkout = endpointFor(byPattern.get('/shop/store/checkout') as Route, 'POST');
    const members = (a: ArgSchema | undefined) =>
      Object.entries(a?.properties ?? {}).map(([k, v]) => [k, v.type, v.required]);
    const base = [
      'first_name',
      'last_name',
      'company',
      'address_1',
      'address_2',
      'city',
      'state',
      'postcode',
      'country',
      'phone',
    ];
    expect(
      members(customer?.args.billing_address)
        .map((m) => m[0])
        .sort(),
    ).toEqual([...base, 'email'].sort());
    expect(
      members(customer?.args.shipping_address)
        .map((m) => m[0])
        .sort(),
    ).toEqual([...base].sort());
    expect(
      members(checkout?.args.shipping_address)
        .map((m) => m[0])
        .sort(),
    ).toEqual([...base, 'email'].sort());
    for (const m of [...members(customer?.args.billing_address), ...members(checkout?.args.shipping_address)])
      expect(m.slice(1)).toEqual(['string', true]);
  });

  it('administration order addresses: none required, billing email nullable with format email', () => {
    const create = endpointFor(byPattern.get('/shop-analytics/orders') as Route, 'POST');
    const billing = create?.args.billing?.properties ?? {};
    expect(Object.values(billing).some((p) => p.required)).toBe(false);
    expect(billing.email).toMatchObject({ type: ['string', 'null'], format: 'email' });
    expect(Object.keys(create?.args.shipping?.properties ?? {})).toEqual([
      'first_name',
      'last_name',
      'company',
      'address_1',
      'address_2',
      'city',
      'state',
      'postcode',
      'country',
    ]);
  });
});

describe('the localized site', () => {
  it('has the same routes except the primary-only namespaces', () => {
    const dePatterns = de.routes.map((r) => r.pattern);
    expect(primary.routes.map((r) => r.pattern).filter((p) => !dePatterns.includes(p))).toEqual(
      PRIMARY_ONLY.map((ns) => `/${ns}`),
    );
    expect(de.namespaces).toEqual(NAMESPACES_LISTED);
    expect(de.pathPrefix).toBe('/de');
  });

  it('checkout payment_method has every method but wallet-gateway', () => {
    const arg = endpointFor(de.routes.find((r) => r.pattern === '/shop/store/checkout') as Route, 'POST')?.args
      .payment_method;
    expect(arg?.enum).toEqual(ENUMS.payment_methods?.filter((m) => m !== 'wallet-gateway'));
  });

  it("every description differs from the primary site's, and nothing else does", () => {
    const strip = (s: unknown): unknown => {
      if (Array.isArray(s)) return s.map(strip);
      if (s && typeof s === 'object')
        return Object.fromEntries(
          Object.entries(s)
            .filter(([k]) => k !== 'description')
            .map(([k, v]) => [k, strip(v)]),
        );
      return s;
    };
    const descriptions = (s: unknown, out: string[] = []): string[] => {
      if (Array.isArray(s)) s.forEach((v) => descriptions(v, out));
      else if (s && typeof s === 'object')
        for (const [k, v] of Object.entries(s)) {
          if (k === 'description' && typeof v === 'string') out.push(v);
          else descriptions(v, out);
        }
      return out;
    };
    for (const route of de.routes) {
      const twin = byPattern.get(route.pattern) as Route;
      const a = route.endpoints.map((e) => e.args);
      const b = twin.endpoints.map((e) => e.args);
      if (route.pattern.endsWith('/checkout')) continue;
      expect(strip(a), route.pattern).toEqual(strip(b));
      const german = descriptions(a);
      const english = descriptions(b);
      german.forEach((text, i) => expect(text, `${route.pattern}: ${english[i]}`).not.toBe(english[i]));
    }
  });
});
