import { describe, expect, it } from 'vitest';
import { failed, path, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';
import type { Storage } from '../../reference-server/storage/index.js';
import { testStorage } from '../helpers/app.js';

/** Each administration suite against a reference server altered in one behaviour: exactly the matching cases fail. */

/** A storage whose stock reduction is altered, to show the stock cases can fail. */
function withStock(alter: (storage: Storage, original: Storage['products']['reduceStock']) => Storage['products']['reduceStock']): Storage {
  const storage = testStorage();
  const original = storage.products.reduceStock.bind(storage.products);
  storage.products.reduceStock = alter(storage, original);
  return storage;
}

describe('administration suites can fail', () => {
  it('order-transitions: set_paid leaving the order pending', async () => {
    const run = await runSuitesAgainst(['order-transitions'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'PUT' && /\/orders\/\d+$/.test(path(url)) && status === 200,
      (body) => ((body as { status: string }).status === 'processing' ? { ...(body as object), status: 'pending' } : body)));
    expect(failed(run.notPassed)).toEqual(['set-paid-again', 'set-paid-processing']);
  });

  it('order-transitions: stock not reduced', async () => {
    const storage = withStock(() => () => undefined);
    const run = await runSuitesAgainst(['order-transitions'], { storage });
    expect(failed(run.notPassed)).toEqual(['stock-reduced', 'stock-reduced-on-create', 'stock-reduced-once']);
    storage.close();
  });

  it('order-transitions: stock reduced twice', async () => {
    const storage = withStock((_s, original) => (lines) => { original(lines); original(lines); });
    const run = await runSuitesAgainst(['order-transitions'], { storage });
    expect(failed(run.notPassed)).toEqual(['stock-reduced', 'stock-reduced-on-create', 'stock-reduced-once']);
    storage.close();
  });

  it('order-transitions: statuses outside the enum accepted', async () => {
    const run = await runSuitesAgainst(['order-transitions'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'PUT' && /\/orders\/\d+$/.test(path(url)) && status === 400,
      (body, reply) => {
        if ((body as { data?: { params?: { status?: string } } }).data?.params?.status === undefined) return body;
        reply.code(200);
        return { status: 'accepted' };
      }));
    expect(failed(run.notPassed)).toEqual(['status-any-refused', 'status-trash-refused', 'status-unknown-refused']);
  });

  it('coupons: a duplicate code accepted', async () => {
    const run = await runSuitesAgainst(['coupons'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && path(url).endsWith('/shop-analytics/coupons') && status === 400,
      (body, reply) => {
        if ((body as { code?: string }).code !== 'shop_rest_coupon_code_already_exists') return body;
        reply.code(201);
        return { id: 1, code: 'conformance-probe' };
      }));
    expect(failed(run.notPassed)).toEqual(['code-unique']);
  });

  it('admin-auth: an administration route open to anonymous callers', async () => {
    const run = await runSuitesAgainst(['admin-auth'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url) === '/rest-api/shop-admin/features' && status === 401,
      (_body, reply) => { reply.code(200); return {}; }));
    expect(failed(run.notPassed)).toEqual(['anonymous.get.shop-admin.features']);
  });

  it('orders: the batch cap not enforced', async () => {
    const run = await runSuitesAgainst(['orders'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url).endsWith('/orders/batch') && status === 413,
      (_body, reply) => { reply.code(200); return { delete: [] }; }));
    expect(failed(run.notPassed)).toEqual(['batch-cap']);
  });

  it('admin-products: a default not applied', async () => {
    const run = await runSuitesAgainst(['admin-products'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && path(url).endsWith('/shop-analytics/products') && status === 201,
      (body) => ({ ...(body as object), download_limit: 0 })));
    expect(failed(run.notPassed)).toEqual(['create-defaults']);
  });

  it('admin-products: a filter applied after paging, so X-WP-Total counts what does not match', async () => {
    const run = await runSuitesAgainst(['admin-products'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url).endsWith('/shop-analytics/products') && url.includes('slug=') && status === 200,
      (body, reply) => {
        (reply as unknown as { header(name: string, value: string): void }).header('X-WP-Total', '7');
        return body;
      }));
    expect(failed(run.notPassed)).toEqual(['filter-slug-counted']);
  });

  it('notes: deleted notes listed', async () => {
    const run = await runSuitesAgainst(['notes'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url).endsWith('/admin/notes') && status === 200,
      (body) => (body as { is_deleted: boolean }[]).map((n, i) => (i === 0 ? { ...n, is_deleted: true } : n))));
    expect(failed(run.notPassed)).toEqual(['no-deleted-notes']);
  });

  it('notes: a status that is answered but not kept', async () => {
    const run = await runSuitesAgainst(['notes'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && /\/admin\/notes\/\d+$/.test(path(url)) && status === 200,
      (body) => ({ ...(body as object), status: 'unactioned' })));
    expect(failed(run.notPassed)).toEqual(['status-read-back']);
  });

  it('admin-data: the countries route failing', async () => {
    const run = await runSuitesAgainst(['admin-data'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url).endsWith('/data/countries') && status === 200,
      (_body, reply) => { reply.code(500); return { code: 'internal', message: 'x', data: { status: 500 } }; }));
    expect(failed(run.notPassed)).toEqual(['countries']);
  });
});
