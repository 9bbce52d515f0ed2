import { describe, expect, it } from 'vitest';
import { catalogFor, routeFor } from '../../src/catalog/routes.js';
import { computeCoverage } from '../../src/coverage/index.js';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { acceptedCases } from '../../src/generators/accepted.js';
import { generateCases } from '../../src/generators/registry.js';
import { buildCatalog } from '../../spec/catalog.js';
import type { CaseSpec } from '../../src/model/suite.js';
import type { ArgSchema } from '../../spec/types.js';

/**
 * What the built-in suites plan to check, read from the catalog and the planned cases alone (nothing is
 * sent): every route×method of both sites requested, nearly all of the primary site's by a case that
 * expects success, and the document's rules exercised.
 */
const { suites } = prepare([]);
const planned = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases;
const coverage = computeCoverage(planned);
const site = (id: 'primary' | 'de') => coverage.sites.find((s) => s.site === id);

describe('the built-in suites cover the catalog', () => {
  it('request every route×method of both sites (222 primary, 220 localized)', () => {
    for (const id of ['primary', 'de'] as const) {
      const never = site(id)
        ?.routes.filter((r) => r.cases.length === 0)
        .map((r) => `${id} ${r.key}`);
      expect(never).toEqual([]);
    }
    expect(site('primary')?.requested).toBe(222);
    expect(site('primary')?.total).toBe(222);
    expect(site('de')?.requested).toBe(220);
  });

  it("request at least 200 of the primary site's 222 by a positive case; the rest are named here, each with its reason", () => {
    // What no case may do on a live shop, or what only the shop's own data could make valid.
    const withoutPositive: Record<string, string> = {
      'POST /security/v1/authenticate': 'connects the site: nothing in the interface undoes it without the owner',
      'POST /security/v1/authenticate-premium': 'connects the site',
      'POST /security/v1/premium-connect': 'connects the site',
      'PUT /security/v1/premium-connect': 'connects the site',
      'PATCH /security/v1/premium-connect': 'connects the site',
      'POST /security/v1/disconnect': 'disconnects the site',
      'PUT /security/v1/disconnect': 'disconnects the site',
      'PATCH /security/v1/disconnect': 'disconnects the site',
      'GET /custom-blocks/template-file': 'which blocks have a template file is the theme; nothing lists them',
      'POST /shop/store/cart/extensions': "which extension namespaces take data is the site's plugins",
      'POST /shop/store/v1/cart/extensions': 'as above',
      'POST /shop/v3/gateway/orders/(?P<order_id>\\d+)/capture_terminal_payment':
        'needs a payment the gateway took on a terminal',
      'GET /shop/v3/gateway/tokens/(?P<token_id>[a-z]{3}_[a-zA-Z0-9]{24})': 'needs a token of the payment gateway',
      'GET /shop/v3/gateway/terminal/locations/store':
        "finds or creates a location at the payment provider, and fails while the shop's address is incomplete (its configuration)",
      'POST /shop/v1/connect/gateway/oauth/connect': 'needs the state the gateway hands the owner',
    };
    const missing = site('primary')
      ?.routes.filter((r) => !r.positive)
      .map((r) => r.key);
    expect(missing?.sort()).toEqual(Object.keys(withoutPositive).sort());
    expect(site('primary')?.positive).toBeGreaterThanOrEqual(200);
  });

  it('exercise a default on every read whose defaults a query can say, and every enum, bound, required argument and format', () => {
    const primary = site('primary');
    const ruled = (kind: string) =>
      new Set(
        primary?.routes.flatMap((r) => (r.rules[kind as keyof typeof r.rules] ?? []).map((arg) => `${r.key} ${arg}`)),
      );
    const enums = ruled('enum');
    const accepted = ruled('enum-value');
    const required = ruled('required');
    const formats = ruled('format');
    const lacking: string[] = [];
    for (const route of catalogFor('primary').routes) {
      for (const endpoint of route.endpoints) {
        const method = endpoint.methods[0] as string;
        for (const [name, arg] of Object.entries(endpoint.args)) {
          const key = `${method} ${route.pattern} ${name}`;
          if ((arg.enum || arg.items?.enum) && !enums.has(key)) lacking.push(`enum ${key}`);
          if (
            (arg.enum || arg.items?.enum) &&
            !arg.readonly &&
            ![...accepted].some((a) => a === key || a === `${key}[]`)
          )
            lacking.push(`enum-value ${key}`);
          if (arg.required === true && !required.has(key)) lacking.push(`required ${key}`);
          if (arg.format === 'date-time' || arg.format === 'email') {
            if (!formats.has(key)) lacking.push(`format ${key}`);
          }
        }
      }
    }
    expect(lacking).toEqual([]);
  });

  it('check every nested rule the document states: members required inside objects, nested enums, batch requests[] members', () => {
    const nested = new Set(
      site('primary')?.routes.flatMap((r) => (r.rules.nested ?? []).map((arg) => `${r.key} ${arg}`)),
    );
    for (const rule of [
      'POST /shop/store/cart/update-customer billing_address.city',
      'POST /shop/store/checkout billing_address.email',
      'POST /shop/store/checkout shipping_address.country',
      'POST /batch/v1 requests[].path',
      'POST /batch/v1 requests[].method',
      'POST /batch/v1 requests[].body',
      'POST /batch/v1 requests[].headers{}',
      'POST /shop-analytics/orders fee_lines[].tax_status',
    ])
      expect(nested, rule).toContain(rule);
  });
});

describe('accepted values', () => {
  /** Every value of every enum of an endpoint is carried by one of its cases (by their titles, which list them). */
  it('carry each value of each enum of each endpoint once at least', () => {
    const catalog = catalogFor('primary');
    const cases = acceptedCases(catalog, { generator: 'accepted', options: {} }, 'x.yaml');
    const titles = new Map<string, string[]>();
    for (const c of cases) {
      const route = routeFor('primary', c.request.path);
      const key = `${c.request.method} ${route?.pattern}`;
      titles.set(key, [...(titles.get(key) ?? []), c.title]);
    }
    const missing: string[] = [];
    for (const route of catalog.routes) {
      for (const endpoint of route.endpoints) {
        const key = `${endpoint.methods[0]} ${route.pattern}`;
        const carried = (titles.get(key) ?? []).join('\n');
        const values = (name: string, arg: ArgSchema) =>
          (arg.enum ?? (arg.type === 'array' ? arg.items?.enum : undefined) ?? []).map(
            (v) => `${name}=${typeof v === 'string' ? v : JSON.stringify(v)}`,
          );
        for (const [name, arg] of Object.entries(endpoint.args)) {
          if (arg.readonly) continue;
          for (const value of values(arg.enum ? name : `${name}[]`, arg))
            if (!new RegExp(`[ ,]${value.replace(/[[\]]/g, '\\$&')}(,|$)`, 'm').test(carried))
              missing.push(`${key} ${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes carry a decoy of the wrong type, or go anonymously, and are marked as writes', () => {
    const cases: CaseSpec[] = acceptedCases(
      catalogFor('primary'),
      { generator: 'accepted', options: {} },
      'x.yaml',
    ).filter((c) => c.request.method !== 'GET');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.requires).toContain('writes');
      const body = c.request.body as Record<string, unknown>;
      const decoyed = Object.values(body).some((v) => typeof v === 'string' && v.startsWith('conformance-decoy-'));
      expect(decoyed || c.request.auth === undefined, c.id).toBe(true);
      if (!decoyed) expect(c.request.auth ?? 'none', c.id).not.toBe('admin');
    }
  });
});

describe('the generators', () => {
  it('leave the catalog as they found it (what they fill is a copy of its defaults)', () => {
    for (const suite of suites) generateCases(suite);
    for (const id of ['primary', 'de'] as const)
      expect(JSON.stringify(catalogFor(id))).toBe(JSON.stringify(buildCatalog(id)));
  });
});
