import { describe, expect, it } from 'vitest';
import { failed, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';

/**
 * A conformance case that cannot fail is a defect. For each suite, the reference server is altered in
 * one behaviour and exactly the cases that check that behaviour must fail; all others still pass.
 */

describe('the unaltered reference server', () => {
  it('passes every case of every suite', async () => {
    const run = await runSuitesAgainst([]);
    expect(run.cases.length).toBeGreaterThan(500);
    expect(run.notPassed).toEqual({});
  });
});

describe('index-shape', () => {
  it('an enum value dropped from the index fails that route\'s drift case only', async () => {
    const run = await runSuitesAgainst(['index-shape'], {}, (app) => rewriteReplies(app,
      (m, url) => m === 'GET' && /^\/rest-api\/?$/.test(url),
      (body) => {
        const index = body as { routes: Record<string, { endpoints: { args: Record<string, { enum?: string[] }> }[] }> };
        const context = index.routes['/shop/store/cart']?.endpoints[0]?.args.context;
        if (context?.enum) context.enum = context.enum.filter((v) => v !== 'edit');
        return index;
      }));
    expect(failed(run.notPassed)).toEqual(['drift.shop.store.cart']);
  });

  it('index members out of order fail the should-level order case only', async () => {
    const run = await runSuitesAgainst(['index-shape'], {}, (app) => rewriteReplies(app,
      (m, url) => m === 'GET' && /^\/rest-api\/?$/.test(url),
      (body) => {
        const { routes, ...rest } = body as Record<string, unknown>;
        return { routes, ...rest };
      }));
    expect(failed(run.notPassed)).toEqual(['index-member-order']);
    expect(run.result.totals.mustFailed).toBe(0);
  });

  it('a route missing from the index is one root cause; a route added is a note, not a failure', async () => {
    const run = await runSuitesAgainst(['index-shape'], {}, (app) => rewriteReplies(app,
      (m, url) => m === 'GET' && /^\/rest-api\/?$/.test(url),
      (body) => {
        const index = body as { routes: Record<string, unknown> };
        delete index.routes['/shop/store/cart/select-shipping-rate'];
        index.routes['/shop/store/cart/secret'] = { namespace: 'shop/store', methods: ['GET'], endpoints: [{ methods: ['GET'], args: [] }] };
        return index;
      }));
    expect(failed(run.notPassed)).toEqual([]);
    expect(run.notPassed).toEqual({ 'drift.shop.store.cart.select-shipping-rate': 'blocked' });
    expect(run.result.rootCauses.map((r) => [r.id, r.blocked.map((b) => b.id)])).toEqual([['route:/shop/store/cart/select-shipping-rate', ['drift.shop.store.cart.select-shipping-rate']]]);
    expect(run.result.totals.mustFailed).toBe(1);
    const namespace = run.cases.find((c) => c.id === 'namespace.shop.store');
    expect(namespace?.notes?.map((n) => n.actual)).toEqual(['/shop/store/cart/secret']);
  });
});

describe('enums', () => {
  it('a value outside the products order enum accepted fails exactly that case', async () => {
    const run = await runSuitesAgainst(['enums'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && url.startsWith('/rest-api/shop/store/products?') && url.includes('order=conformance-not-in-enum') && status === 400,
      (_body, reply) => { reply.code(200); return []; }));
    expect(failed(run.notPassed)).toEqual(['get.shop.store.products.order.not-in-enum']);
  });
});

describe('limits', () => {
  it('a 31-character cart key routed fails the 31-character case only', async () => {
    const run = await runSuitesAgainst(['limits'], {}, (app) => rewriteReplies(app,
      (m, url) => /\/cart\/items\/[\w-]{31}$/.test(url),
      (_body, reply) => { reply.code(409); return { code: 'shop_rest_cart_invalid_key', message: 'Cart item does not exist.', data: { status: 409 } }; }));
    expect(failed(run.notPassed)).toEqual(['cart-key-31-characters']);
  });

  it('per_page 101 accepted on the storefront products fails that bound case only', async () => {
    const run = await runSuitesAgainst(['limits'], {}, (app) => rewriteReplies(app,
      (m, url, status) => status === 400 && /^\/rest-api\/shop\/store\/products\?per_page=101$/.test(url),
      (_body, reply) => { reply.code(200); return []; }));
    expect(failed(run.notPassed)).toEqual(['get.shop.store.products.per_page.above-maximum']);
  });

  it('a batch cap of 26 fails the 26 case only', async () => {
    const run = await runSuitesAgainst(['limits'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && url === '/rest-api/batch/v1' && status === 400,
      (_body, reply) => { reply.code(207); return { responses: [] }; }));
    expect(failed(run.notPassed)).toEqual(['batch-cap-26-refused']);
  });
});

describe('batch', () => {
  it('a batch cap raised to 26 fails the /batch/v1 cap case only', async () => {
    const run = await runSuitesAgainst(['batch'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && url === '/rest-api/batch/v1' && status === 400,
      (body, reply) => {
        const error = body as { data?: { params?: { requests?: string } } };
        if (!error.data?.params?.requests?.includes('at most 25')) return body;
        reply.code(207);
        return { responses: Array.from({ length: 26 }, () => ({ body: null, status: 401, headers: [] })) };
      }));
    expect(failed(run.notPassed)).toEqual(['cap-26-refused']);
  });

  it('require-all-validate ignored fails that case only', async () => {
    const run = await runSuitesAgainst(['batch'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'POST' && url === '/rest-api/batch/v1' && status === 207,
      (body) => {
        const reply = body as { failed?: string; responses: unknown[] };
        if (reply.failed !== 'validation') return body;
        return { responses: reply.responses.map((r) => r ?? { body: {}, status: 401, headers: [] }) };
      }));
    expect(failed(run.notPassed)).toEqual(['require-all-validate-stops-all']);
  });
});

describe('errors', () => {
  it('rest_no_route renamed fails exactly the cases that expect it', async () => {
    const run = await runSuitesAgainst(['errors'], {}, (app) => rewriteReplies(app,
      (_m, _url, status) => status === 404,
      (body) => ({ ...(body as object), code: 'rest_not_found' })));
    expect(failed(run.notPassed)).toEqual(['unknown-path', 'unknown-path-in-namespace', 'wrong-method', 'wrong-method-oembed']);
  });

  it('data.status differing from the HTTP status fails the error-shape cases of that status', async () => {
    const run = await runSuitesAgainst(['errors'], {}, (app) => rewriteReplies(app,
      (_m, _url, status) => status === 401,
      (body) => ({ ...(body as object), data: { status: 403 } })));
    expect(failed(run.notPassed)).toEqual(['anonymous-protected', 'wrong-credentials']);
  });
});

describe('localized', () => {
  it('wallet namespaces listed on /de fail that case only', async () => {
    const run = await runSuitesAgainst(['localized'], {}, (app) => rewriteReplies(app,
      (m, url) => m === 'GET' && /^\/de\/rest-api\/?$/.test(url),
      (body) => ({ ...(body as object), namespaces: [...(body as { namespaces: string[] }).namespaces, 'wallet/v1'] })));
    expect(failed(run.notPassed)).toEqual(['no-wallet-namespaces']);
  });

  it('English descriptions on /de fail the German case only', async () => {
    const run = await runSuitesAgainst(['localized'], {}, (app) => rewriteReplies(app,
      (m, url) => m === 'GET' && /^\/de\/rest-api\/?$/.test(url),
      (body) => {
        const index = body as { routes: Record<string, { endpoints: { args: Record<string, { description?: string }> }[] }> };
        const perPage = index.routes['/shop/store/products']?.endpoints[0]?.args.per_page;
        if (perPage) perPage.description = 'Maximum number of items to be returned in result set.';
        return index;
      }));
    expect(failed(run.notPassed)).toEqual(['german-descriptions']);
  });
});
