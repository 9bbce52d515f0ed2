import { describe, expect, it } from 'vitest';
import { batchPathCases, outsideValues } from '../../src/generators/batch-paths.js';
import { buildCatalog } from '../../spec/catalog.js';
import { readablePattern } from '../../spec/patterns.js';
import { PATH_RULES } from '../../spec/statements/paths.js';

const catalog = buildCatalog('primary');
const cart = (token: string) => ({
  headers: { 'Cart-Token': token },
  '/shop/store/cart/items/{key}': { kept: '{{key}}', control: '{{other}}' },
  '/shop/store/cart/coupons/{code}': { kept: '{{code}}', control: '{{second}}' },
});
const spec = {
  generator: 'batch-paths',
  level: 'must' as const,
  options: {
    sources: { entry: 'errors.no-route', reply: 'batch.reply' },
    carts: {
      '/batch/v1 /shop/store': cart('a'),
      '/batch/v1 /shop/store/v1': cart('b'),
      '/shop/store/batch /shop/store': cart('c'),
      '/shop/store/v1/batch /shop/store/v1': cart('d'),
    },
  },
};
const cases = batchPathCases(catalog, spec, 'suites/batch.yaml');

describe('the batch-paths generator', () => {
  it('derives the values just outside a pattern from the real one', () => {
    expect(outsideValues('[\\w-]{32}').map((o) => o.value('k'.repeat(32)))).toEqual([
      `${'k'.repeat(32)}0`,
      `${'k'.repeat(32)}~`,
    ]);
    expect(outsideValues('[\\w-]+').map((o) => o.value('code'))).toEqual(['code~']);
    // A pattern it cannot make a value outside of from a real one: no case.
    expect(outsideValues('[a-z]{3}_[a-zA-Z0-9]{24}')).toEqual([]);
  });

  it('sends every batchable path rule through every batch route that reaches it, and no other rule', () => {
    const batchable = PATH_RULES.filter(
      (r) => catalog.routes.find((route) => readablePattern(route.pattern) === r.route)?.allowBatch,
    ).map((r) => r.route);
    expect(batchable.sort()).toEqual(['/shop/store/cart/coupons/{code}', '/shop/store/cart/items/{key}']);
    const sequences = [...new Set(cases.map((c) => c.id.replace(/\.(control|control-gone|[\w-]+(\.kept)?)$/, '')))];
    expect(sequences.sort()).toEqual(
      [
        'batch-path.batch.v1.shop.store.cart.coupons.code',
        'batch-path.batch.v1.shop.store.cart.items.key',
        'batch-path.batch.v1.shop.store.v1.cart.coupons.code',
        'batch-path.batch.v1.shop.store.v1.cart.items.key',
        'batch-path.shop.store.batch.shop.store.cart.coupons.code',
        'batch-path.shop.store.batch.shop.store.cart.items.key',
        'batch-path.shop.store.v1.batch.shop.store.v1.cart.coupons.code',
        'batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key',
      ].sort(),
    );
  });

  it('judges each negative by what it left, after a control that deleted the second object', () => {
    const byId = new Map(cases.map((c) => [c.id, c]));
    const negative = byId.get('batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.33-characters');
    expect(negative?.request).toMatchObject({
      method: 'POST',
      path: '/shop/store/v1/batch',
      body: {
        requests: [{ method: 'DELETE', path: '/shop/store/v1/cart/items/{{key}}0', headers: { 'Cart-Token': 'd' } }],
      },
    });
    expect(negative?.after).toEqual(['batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.control-gone']);
    const kept = byId.get(`${negative?.id}.kept`);
    expect(kept?.request).toMatchObject({ method: 'GET', path: '/shop/store/v1/cart/items/{{key}}' });
    expect(kept?.expect).toEqual([{ check: 'status', value: '2xx', doc: ['path.shop.store.cart.items.key'] }]);
    const control = byId.get('batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.control');
    expect(control?.request.body).toMatchObject({ requests: [{ path: '/shop/store/v1/cart/items/{{other}}' }] });
    // Every must-level check names its statement; the entry's status is the platform's (should).
    for (const c of cases)
      for (const check of c.expect)
        expect(check.level === 'should' ? check.source : check.doc, `${c.id} ${check.check}`).toBeDefined();
  });

  it('makes no case for a batch route and namespace the suite gives no cart for', () => {
    const only = batchPathCases(
      catalog,
      { ...spec, options: { ...spec.options, carts: { '/batch/v1 /shop/store': cart('a') } } },
      'x.yaml',
    );
    expect(new Set(only.map((c) => c.request.path))).toEqual(
      new Set([
        '/batch/v1',
        '/shop/store/cart/items/{{key}}',
        '/shop/store/cart/items/{{other}}',
        '/shop/store/cart/coupons/{{code}}',
        '/shop/store/cart/coupons/{{second}}',
      ]),
    );
  });
});
