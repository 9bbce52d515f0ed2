import { describe, expect, it } from 'vitest';
import { builtInChecks } from '../../../src/checks/registry.js';
import { formatProblem, SuiteLoadError } from '../../../src/loading/errors.js';
import { citedBy } from '../../../src/loading/doc.js';
import { loadSuite } from '../../../src/loading/load-suite.js';

/**
 * The verdict discipline's must half at load: a must-level check names the statement of the interface
 * document it enforces (`doc:`, on the check or its case), or checks that the request succeeded, which
 * enforces the route's own row. A statement that does not exist is refused with the ones near it.
 */
const checks = builtInChecks();

function problems(...cases: string[]): string[] {
  try {
    loadSuite('suite.yaml', checks, ['id: mine', 'title: Mine', 'cases:', ...cases].join('\n'));
  } catch (error) {
    if (error instanceof SuiteLoadError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('statements cited by must-level checks', () => {
  it('refuses a must-level check that names no statement, and takes one that does', () => {
    expect(
      problems(
        '  - { id: a, title: A, request: { path: /shop/store/products }, expect: [{ json: { pointer: "", type: array } }] }',
      ),
    ).toEqual([
      expect.stringMatching(
        /^suite\.yaml:4:5: \/cases\/0: must-level check "json" names no statement of the interface document/,
      ),
    ]);
    expect(
      problems(
        '  - { id: a, title: A, doc: route.get.shop.store.products, request: { path: /shop/store/products }, expect: [{ json: { pointer: "", type: array } }] }',
        '  - { id: b, title: B, request: { path: /shop/store/products }, expect: [{ json: { pointer: "", type: array }, doc: [route.get.shop.store.products] }] }',
      ),
    ).toEqual([]);
  });

  it('refuses an unknown statement, naming the ones near it', () => {
    expect(
      problems(
        '  - { id: a, title: A, doc: get.shop.store.products.min_prize, request: { path: /shop/store/products }, expect: [{ status: 2xx }] }',
      ),
    ).toEqual([
      expect.stringContaining(
        'unknown statement "get.shop.store.products.min_prize"; statements near it: get.shop.store.products.context',
      ),
    ]);
  });

  it('reads a success check as the route row of the request, on either storefront namespace and the localized site', () => {
    const status = { check: 'status', value: '2xx' };
    expect(citedBy({ request: { method: 'GET', path: '/shop/store/v1/products/{{id}}' } }, status)).toEqual([
      'route.get.shop.store.products.id',
    ]);
    expect(
      citedBy(
        { request: { method: 'PATCH', path: '/shop-analytics/orders/7' } },
        { check: 'status', value: [200, 201] },
      ),
    ).toEqual(['route.post.shop-analytics.orders.id']);
    expect(citedBy({ request: { method: 'GET', path: '/', site: 'de' } }, status)).toEqual(['route.get.root']);
    // A refusal enforces the rule it breaks, which only the suite can name.
    expect(
      citedBy({ request: { method: 'GET', path: '/shop/store/products' } }, { check: 'status', value: '4xx' }),
    ).toEqual([]);
    // What the check names wins over its case's.
    expect(
      citedBy(
        { doc: ['index.describes-site'], request: { method: 'GET', path: '/' } },
        { check: 'json', doc: ['index.authentication-empty'] },
      ),
    ).toEqual(['index.authentication-empty']);
  });

  it('holds no should-level check to it', () => {
    expect(
      problems(
        '  - { id: a, title: A, level: should, source: errors.shape, request: { path: /shop/store/products }, expect: [{ json: { pointer: "", type: array } }] }',
      ),
    ).toEqual([]);
  });
});
