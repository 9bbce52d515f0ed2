import { describe, expect, it } from 'vitest';
import { argumentRefusedCheck } from '../../../src/checks/argument-refused.js';
import { jsonCheck } from '../../../src/checks/json.js';
import { noExtraRoutesCheck } from '../../../src/checks/no-extra-routes.js';
import { paginationCheck } from '../../../src/checks/pagination.js';
import { routeDescriptorCheck, type ExpectedEndpoint } from '../../../src/checks/route-descriptor.js';
import { statusCheck } from '../../../src/checks/status.js';
import type { CheckContext } from '../../../src/checks/types.js';

const ctx = (body: unknown, status = 200, headers: Record<string, string> = {}): CheckContext => ({
  response: { status, headers, body: JSON.stringify(body), truncated: false, durationMs: 1 },
  json: () => body,
  namedSchema: () => undefined,
});

describe('status', () => {
  it('takes a class, and says what the answer was', () => {
    expect(statusCheck.run({ value: '4xx' }, ctx({}, 422))).toEqual([]);
    expect(statusCheck.run({ value: '4xx' }, ctx([], 200))[0]?.message).toBe('expected 4xx, got 200 (accepted)');
    expect(statusCheck.run({ value: '4xx' }, ctx({}, 500))[0]?.message).toBe('expected 4xx, got 500 (a server error)');
    expect(statusCheck.run({ value: [200, '2xx'] }, ctx({}, 204))).toEqual([]);
  });
});

describe('argument-refused', () => {
  const refusal = (code: string, params: unknown) => ({ code, message: 'x', data: { status: 400, params } });
  it("passes the platform's refusal naming the argument", () => {
    expect(
      argumentRefusedCheck.run(
        { param: 'per_page' },
        ctx(refusal('rest_invalid_param', { per_page: 'per_page must be…' }), 400),
      ),
    ).toEqual([]);
    expect(
      argumentRefusedCheck.run(
        { param: 'url', missing: true },
        ctx(refusal('rest_missing_callback_param', ['url']), 400),
      ),
    ).toEqual([]);
  });

  it('says that permission was checked, not validation, when the answer is 401 or 403', () => {
    const [failure] = argumentRefusedCheck.run({ param: 'status' }, ctx({ code: 'rest_forbidden' }, 401));
    expect(failure).toMatchObject({
      title: 'Permission was checked, not validation',
      message:
        'answered 401: the server checked permission before it validated status (the platform validates arguments first)',
    });
  });

  it('names what differs: the status, the code, the argument not named', () => {
    expect(argumentRefusedCheck.run({ param: 'type' }, ctx([], 200))[0]?.message).toBe(
      'expected 400 rest_invalid_param naming type, got 200',
    );
    expect(argumentRefusedCheck.run({ param: 'type' }, ctx(refusal('other_code', {}), 400))[0]).toMatchObject({
      pointer: '/code',
      expected: 'rest_invalid_param',
      actual: 'other_code',
    });
    expect(
      argumentRefusedCheck.run({ param: 'type' }, ctx(refusal('rest_invalid_param', { status: 'x' }), 400))[0],
    ).toMatchObject({ title: 'type is not named', pointer: '/data/params' });
  });
});

describe('json inOrder', () => {
  it('holds members in order with others among them, and names the one out of place', () => {
    expect(jsonCheck.run({ pointer: '', inOrder: ['a', 'b', 'c'] }, ctx({ a: 1, x: 2, b: 3, c: 4, y: 5 }))).toEqual([]);
    expect(jsonCheck.run({ pointer: '', inOrder: ['a', 'b', 'c'] }, ctx({ b: 1, a: 2, c: 3 }))[0]?.message).toBe(
      '/: b comes before a',
    );
    expect(jsonCheck.run({ pointer: '', inOrder: ['a', 'b'] }, ctx({ a: 1 }))[0]?.message).toBe('/ lacks b');
  });
});

describe('pagination', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));
  it('names the header that is wrong', () => {
    const wrongPages = paginationCheck.run(
      { perPage: 2 },
      ctx(page(2), 200, { 'x-wp-total': '5', 'x-wp-totalpages': '2', link: '<x?page=2>; rel="next"' }),
    );
    expect(wrongPages.map((f) => f.message)).toEqual(['X-WP-TotalPages: is 2, not ceil(X-WP-Total 5 / per_page 2)']);
    const wrongCount = paginationCheck.run(
      { perPage: 2 },
      ctx(page(1), 200, { 'x-wp-total': '5', 'x-wp-totalpages': '3', link: '<x?page=2>; rel="next"' }),
    );
    expect(wrongCount.map((f) => f.message)).toEqual([
      'X-WP-Total: says 5, so page 1 of 2 should hold 2 items; it holds 1',
    ]);
    const noNext = paginationCheck.run(
      { perPage: 2 },
      ctx(page(2), 200, { 'x-wp-total': '5', 'x-wp-totalpages': '3' }),
    );
    expect(noNext.map((f) => f.message)).toEqual(['Link: has no rel="next" though page 1 of 3 is not the last']);
    expect(paginationCheck.run({ perPage: 2 }, ctx(page(2), 200, {}))[0]?.message).toBe(
      'X-WP-Total: missing or not a number',
    );
  });
});

describe('route-descriptor', () => {
  const expected = (args: ExpectedEndpoint['args'], extra: Partial<ExpectedEndpoint> = {}) => ({
    pattern: '/shop/store/checkout',
    namespace: 'shop/store',
    endpoints: [{ methods: ['POST'], args, ...extra }],
  });
  const index = (descriptor: unknown) => ctx({ routes: { '/shop/store/checkout': descriptor } });
  const must = <F extends { level?: string }>(fs: F[]) => fs.filter((f) => f.level !== 'info');
  const notes = (fs: { level?: string; title: string }[]) => fs.filter((f) => f.level === 'info').map((f) => f.title);

  it('names the enum values the site lacks and the ones it has instead, in one failure', () => {
    const found = routeDescriptorCheck.run(
      expected({ payment_method: { type: 'string', enum: ['bacs', 'cheque', 'cod'], required: false } }),
      index({
        namespace: 'shop/store',
        methods: ['POST'],
        endpoints: [
          {
            methods: ['POST'],
            args: { payment_method: { type: 'string', enum: ['bacs', 'cod', 'paypal'], required: false } },
          },
        ],
      }),
    );
    expect(found.map((f) => f.title)).toEqual([
      'argument payment_method: enum lacks cheque; the site has paypal instead',
    ]);
    expect(found[0]?.level).toBeUndefined();
  });

  it('notes what the site adds: enum values, types, optional arguments, methods, allow_batch', () => {
    const found = routeDescriptorCheck.run(
      expected({ id: { type: 'integer', required: false } }),
      index({
        namespace: 'shop/store',
        methods: ['POST', 'PUT'],
        endpoints: [
          {
            methods: ['POST'],
            allow_batch: { v1: true },
            args: { id: { type: ['integer', 'null'], required: false }, brand: { type: 'string', required: false } },
          },
        ],
      }),
    );
    expect(must(found)).toEqual([]);
    expect(notes(found)).toEqual([
      'the site also declares PUT (the document does not list it)',
      'POST declares allow_batch (the document does not mark the route [b])',
      "argument id: the site's type also has null",
      'the site also takes argument brand (optional; the document does not list it)',
    ]);
  });

  it('fails an extra argument the site requires, a documented one missing, and a changed bound or default', () => {
    const found = routeDescriptorCheck.run(
      expected({
        per_page: { type: 'integer', default: 10, maximum: 100, required: false },
        page: { type: 'integer', required: false },
      }),
      index({
        namespace: 'shop/store',
        methods: ['POST'],
        endpoints: [
          {
            methods: ['POST'],
            args: {
              per_page: { type: 'integer', default: 20, maximum: 200, required: false },
              token: { type: 'string', required: true },
            },
          },
        ],
      }),
    );
    expect(must(found).map((f) => f.title)).toEqual([
      'argument per_page: default differs',
      'argument per_page: maximum differs',
      'argument page missing (the document has it, the site lacks it)',
      'argument token is required by the site but not in the document',
    ]);
  });

  it('compares methods and endpoints as sets: a route registered twice is no deviation', () => {
    const endpoint = { methods: ['POST'], args: { id: { type: 'integer', required: false } } };
    const found = routeDescriptorCheck.run(
      expected({ id: { type: 'integer', required: false } }),
      index({ namespace: 'shop/store', methods: ['POST', 'POST'], endpoints: [endpoint, endpoint] }),
    );
    expect(found).toEqual([]);
  });
});

describe('no-extra-routes', () => {
  it('notes a route the document does not declare, never failing', () => {
    const found = noExtraRoutesCheck.run(
      { namespaces: ['shop/store'], known: ['/shop/store/cart'] },
      ctx({
        routes: { '/shop/store/cart': { namespace: 'shop/store' }, '/shop/store/secret': { namespace: 'shop/store' } },
      }),
    );
    expect(found).toEqual([expect.objectContaining({ level: 'info', actual: '/shop/store/secret' })]);
  });
});
