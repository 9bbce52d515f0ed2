import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../../spec/types.js';
import { catalogFor } from '../../../src/catalog/routes.js';
import { acceptedCases } from '../../../src/generators/accepted.js';
import { negativeCases } from '../../../src/generators/negatives.js';
import { subRequests } from '../../../src/generators/samples.js';
import type { CaseSpec } from '../../../src/model/suite.js';

/**
 * What the generators send inside a batch: a real route of the batch route's own namespace (the
 * storefront's batch refuses a path outside it before it reads the rule a case breaks), one that serves
 * GET alone, so that no sub-request takes anything; and a header value of the wrong type that no
 * coercion of the platform makes right (it reads a scalar as a one-item list).
 */
const BATCHES = ['/batch/v1', '/shop/store/batch', '/shop/store/v1/batch'];

function subRequestsOf(spec: CaseSpec): { path?: unknown; headers?: Record<string, unknown> }[] {
  const body = spec.request.body as { requests?: unknown } | undefined;
  return Array.isArray(body?.requests) ? (body.requests as { path?: unknown }[]) : [];
}

/** A route of the catalog in the namespace given that serves GET alone and names no parameter. */
const readOnlyRoute = (catalog: Catalog, namespace: string, path: unknown) =>
  catalog.routes.some(
    (r) =>
      r.pattern === path && r.namespace === namespace && r.endpoints.every((e) => e.methods.every((m) => m === 'GET')),
  );

describe("a batch's sub-requests in generated cases", () => {
  for (const site of ['primary', 'de'] as const) {
    const catalog = catalogFor(site);
    it(`name a route of the batch route's own namespace that serves GET alone (${site})`, () => {
      const paths = BATCHES.map((pattern) => {
        const route = catalog.routes.find((r) => r.pattern === pattern);
        return route && subRequests(catalog, route)?.[0]?.path;
      });
      expect(paths).toEqual(['/', '/shop/store/cart', '/shop/store/v1/cart']);
      const products = catalog.routes.find((r) => r.pattern === '/shop/store/products');
      expect(products && subRequests(catalog, products)).toBeUndefined();
    });
  }

  it('are such a route in every accepted and negative case of a batch route, the sample word never', () => {
    const catalog = catalogFor('primary');
    const options = { cartHeaders: { 'Cart-Token': 'token' }, sources: { invalid: 'a', missing: 'b', anonymous: 'c' } };
    const cases = [
      ...acceptedCases(catalog, { generator: 'accepted', options }, 'test'),
      ...negativeCases(
        catalog,
        { generator: 'negatives', options: { ...options, kinds: ['enum', 'required', 'nested'] } },
        'test',
      ),
    ].filter((c) => BATCHES.includes(c.request.path));
    const items = cases.flatMap((c) =>
      [...subRequestsOf(c), ...subRequestsOf({ ...c, request: { ...c.request, ...c.control } })].map((item) => ({
        id: c.id,
        namespace: catalog.routes.find((r) => r.pattern === c.request.path)?.namespace ?? '?',
        item,
      })),
    );
    expect(items.length).toBeGreaterThan(20);
    const wrong = items.filter(
      ({ namespace, item }) => 'path' in item && !readOnlyRoute(catalog, namespace, item.path),
    );
    expect(wrong.map(({ id, item }) => `${id}: ${JSON.stringify(item.path)}`)).toEqual([]);
  });

  it('carry, as a header of the wrong type, an object: neither a string nor a list read from a scalar', () => {
    const catalog = catalogFor('primary');
    const cases = negativeCases(
      catalog,
      {
        generator: 'negatives',
        options: { kinds: ['nested'], sources: { invalid: 'a', missing: 'b', anonymous: 'c' } },
      },
      'test',
    ).filter((c) => c.id.endsWith('.requests[].headers{}.value-wrong-type'));
    expect(cases.map((c) => c.request.path).sort()).toEqual([...BATCHES].sort());
    for (const spec of cases) {
      const value = subRequestsOf(spec)[0]?.headers?.['X-Conformance'];
      // A scalar (5, "5", true) is a one-item list to the platform; an empty object an empty list.
      expect(value !== null && typeof value === 'object' && !Array.isArray(value), spec.id).toBe(true);
      expect(Object.keys(value as object).length, spec.id).toBeGreaterThan(0);
      const control = subRequestsOf({ ...spec, request: { ...spec.request, ...spec.control } })[0]?.headers;
      expect(control?.['X-Conformance'], spec.id).toEqual(expect.any(String));
    }
  });
});
