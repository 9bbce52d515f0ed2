import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVENTIONS } from '../../spec/conventions.js';
import { readablePattern } from '../../spec/patterns.js';
import { statement } from '../../spec/statements/index.js';
import type { ArgSchema } from '../../spec/types.js';
import { HANDLED_VALUES, handledArgs, handledValue } from '../../spec/value-handling.js';
import { catalogFor, routeFor } from '../../src/catalog/routes.js';
import { breakages } from '../../src/fuzz/arbitraries.js';
import { validArgs } from '../../src/fuzz/valid-values.js';
import { expectations } from '../../src/fuzz/cases.js';
import { fuzzEndpoints } from '../../src/fuzz/endpoints.js';
import { negativeCases } from '../../src/generators/negatives.js';
import type { CaseSpec } from '../../src/model/suite.js';

/**
 * Whether a route validates or sanitises a value its schema gives no format (an address email), as a
 * table (spec/value-handling.ts) each entry of which names its line: the catalog publishes a format only
 * where the document states one, and the generators, the fuzz phase and the reference server follow the
 * table where it speaks.
 */
const catalog = catalogFor('primary');
const member = (method: string, route: string, label: string): ArgSchema | undefined => {
  const r = catalog.routes.find((x) => readablePattern(x.pattern) === route);
  const e = r?.endpoints.find((x) => (x.methods as string[]).includes(method));
  const [arg = '', name = ''] = label.split('.');
  return e?.args[arg]?.properties?.[name];
};

describe('the value table', () => {
  it('names members the catalog has, each on a line: a statement of the document or a convention', () => {
    const conventions = new Set(CONVENTIONS.map((c) => c.id));
    for (const h of HANDLED_VALUES) {
      const where = `${h.method} ${h.route} ${h.member}`;
      expect(member(h.method, h.route, h.member), where).toBeDefined();
      expect((h.doc === undefined) !== (h.source === undefined), `${where}: a statement or a convention`).toBe(true);
      if (h.doc) expect(statement(h.doc), where).toBeDefined();
      if (h.source) expect(conventions.has(h.source), where).toBe(true);
      expect(h.stated, where).toMatch(/\.(md|txt):\d+/);
      // The catalog states a format where the document does (a must-level refusal), and none elsewhere.
      expect(member(h.method, h.route, h.member)?.format, where).toBe(h.doc ? h.format : undefined);
    }
  });

  it('says update-customer sanitises the billing email and the checkout validates it, in both storefront namespaces', () => {
    for (const ns of ['/shop/store', '/shop/store/v1']) {
      expect(handledValue(['POST'], `${ns}/cart/update-customer`, 'billing_address.email')?.handling).toBe('sanitised');
      expect(handledValue(['POST'], `${ns}/checkout`, 'billing_address.email')?.handling).toBe('validated');
    }
  });

  it('gives the storefront’s address emails no format in the catalog: neither the document nor the site’s index states one', () => {
    const emails = catalog.routes
      .filter((r) => r.namespace.startsWith('shop/store'))
      .flatMap((r) => r.endpoints.flatMap((e) => Object.values(e.args)))
      .flatMap((arg) => (arg.properties?.email ? [arg.properties.email] : []));
    expect(emails.length).toBeGreaterThan(4);
    expect(emails.filter((e) => e.format !== undefined)).toEqual([]);
  });

  it('handledArgs adds the format a route validates and takes away one it sanitises, leaving the rest as it is', () => {
    const checkout = routeFor('primary', '/shop/store/checkout')?.endpoints.find((e) => e.methods.includes('POST'));
    const args = handledArgs(['POST'], '/shop/store/checkout', checkout?.args ?? {});
    expect(args.billing_address?.properties?.email?.format).toBe('email');
    expect(args.shipping_address?.properties?.email?.format).toBeUndefined();
    expect(checkout?.args.billing_address?.properties?.email?.format).toBeUndefined();
    const sanitised = handledArgs(['POST'], '/shop/store/cart/update-customer', {
      billing_address: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
    });
    expect(sanitised.billing_address?.properties?.email).toEqual({ type: 'string' });
    const untouched = { per_page: { type: 'integer' as const } };
    expect(handledArgs(['GET'], '/shop/store/products', untouched)).toBe(untouched);
  });
});

describe('what follows the table', () => {
  const refusals = negativeCases(
    catalog,
    {
      generator: 'negatives',
      options: { kinds: ['nested', 'format'], sources: { invalid: 'a', missing: 'b', anonymous: 'c', uri: 'd' } },
    },
    'test',
  ).filter((c) => c.id.endsWith('.email.not-in-format'));
  const byId = (id: string) => refusals.find((c) => c.id === id) as CaseSpec;

  it('the generators: a bad email refused at checkout (should, its convention) and on orders (must), never on update-customer', () => {
    expect(refusals.map((c) => c.id).filter((id) => id.includes('update-customer'))).toEqual([]);
    for (const ns of ['shop.store', 'shop.store.v1'])
      expect(byId(`post.${ns}.checkout.billing_address.email.not-in-format`)).toMatchObject({
        level: 'should',
        source: 'storefront.checkout-email',
      });
    expect(byId('post.shop-analytics.orders.billing.email.not-in-format')).toMatchObject({
      level: 'must',
      doc: ['order-address.billing-email-format'],
    });
  });

  it('the fuzz phase: addresses drawn where a route validates, a bad one held at the table’s level; any text on update-customer', () => {
    const endpoints = fuzzEndpoints(
      [
        { request: { method: 'POST', path: '/shop/store/checkout' } },
        { request: { method: 'POST', path: '/shop/store/cart/update-customer' } },
      ] as CaseSpec[],
      false,
    );
    const [checkout, customer] = endpoints;
    if (!checkout || !customer) throw new Error('no endpoints');
    const emails = fc.sample(validArgs(fc, checkout.endpoint, false), { numRuns: 30, seed: 3 });
    for (const args of emails) {
      const email = (args.billing_address as { email?: string } | undefined)?.email;
      if (email !== undefined) expect(email).toMatch(/^[a-z0-9]+@[a-z0-9]+\.(com|org|net)$/);
    }
    const formats = (e: typeof checkout) =>
      breakages(fc, e.endpoint, false)
        .filter((b) => b.rule === 'format')
        .map((b) => b.place);
    expect(formats(checkout)).toEqual(['billing_address.email']);
    expect(formats(customer)).toEqual([]);
    const broken = { arg: 'billing_address', rule: 'format' as const, place: 'billing_address.email' };
    expect(expectations(checkout, { args: {}, broken }, false)[0]).toMatchObject({
      check: 'status',
      level: 'should',
      source: 'storefront.checkout-email',
    });
  });
});
