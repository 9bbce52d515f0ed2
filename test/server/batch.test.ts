import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
let nonce: string;
beforeAll(async () => {
  app = await testApp();
  nonce = String((await call(app, 'GET', '/rest-api/shop/store/cart')).headers.nonce);
});
afterAll(async () => {
  await app.close();
});

const MISSING_NONCE = {
  code: 'shop_rest_missing_nonce',
  message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
  data: { status: 401 },
};
const NOT_ALLOWED = {
  code: 'rest_batch_not_allowed',
  message: 'The requested route does not support batch requests.',
  data: { status: 400 },
};

const addItem = (id: unknown, headers?: Record<string, string>) => ({
  path: '/shop/store/cart/add-item',
  body: { id },
  ...(headers ? { headers } : {}),
});

describe.each(['/rest-api/batch/v1', '/rest-api/shop/store/batch', '/rest-api/shop/store/v1/batch'])('%s', (url) => {
  it('accepts 25 requests with 207', async () => {
    const res = await call(app, 'POST', url, { body: { requests: Array.from({ length: 25 }, () => addItem(1)) } });
    expect(res.statusCode).toBe(207);
    expect(res.json().responses).toHaveLength(25);
  });

  it('refuses 26 with the platform body', async () => {
    const res = await call(app, 'POST', url, { body: { requests: Array.from({ length: 26 }, () => addItem(1)) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): requests',
      data: {
        status: 400,
        params: { requests: 'requests must contain at most 25 items.' },
        details: {
          requests: { code: 'rest_too_many_items', message: 'requests must contain at most 25 items.', data: null },
        },
      },
    });
  });

  it('refuses a GET sub-request before running anything', async () => {
    const res = await call(app, 'POST', url, {
      body: { requests: [addItem(1), { method: 'GET', path: '/shop/store/cart' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.params).toEqual({
      requests: 'requests[1][method] is not one of POST, PUT, PATCH, and DELETE.',
    });
  });

  it('an empty list is 207 with no responses', async () => {
    const res = await call(app, 'POST', url, { body: { requests: [] } });
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual({ responses: [] });
  });
});

describe('/batch/v1 semantics', () => {
  it('runs each sub-request through its own permission check, with its own headers', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', {
      body: { requests: [addItem(1), addItem(1, { Nonce: nonce })] },
    });
    expect(res.statusCode).toBe(207);
    const [anonymous, withNonce] = res.json().responses;
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(MISSING_NONCE);
    expect(anonymous.headers.Allow).toBe('POST');
    expect(withNonce.status).not.toBe(401);
  });

  it('refuses a route without allow_batch inside its entry', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', {
      as: ADMIN,
      body: { requests: [{ path: '/shop-analytics/orders' }] },
    });
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual({ responses: [{ body: NOT_ALLOWED, status: 400, headers: [] }] });
  });

  it('an unknown path is rest_no_route inside its entry', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', { body: { requests: [{ path: '/nope' }] } });
    expect(res.json().responses[0]).toEqual({
      body: {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
      status: 404,
      headers: [],
    });
  });

  it('normal mode runs the valid requests and reports the invalid ones', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', {
      body: { validation: 'normal', requests: [addItem(1), addItem('x')] },
    });
    const [first, second] = res.json().responses;
    expect(first.status).toBe(401);
    expect(second.status).toBe(400);
    expect(second.body.data.params).toEqual({ id: 'id is not of type integer.' });
  });

  it('require-all-validate runs nothing when one request is invalid', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', {
      body: { validation: 'require-all-validate', requests: [addItem(1), addItem('x')] },
    });
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual({
      failed: 'validation',
      responses: [
        null,
        {
          body: {
            code: 'rest_invalid_param',
            message: 'Invalid parameter(s): id',
            data: {
              status: 400,
              params: { id: 'id is not of type integer.' },
              details: {
                id: { code: 'rest_invalid_type', message: 'id is not of type integer.', data: { param: 'id' } },
              },
            },
          },
          status: 400,
          headers: [],
        },
      ],
    });
  });

  it('a bad validation mode is a plain 400', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', { body: { validation: 'sometimes', requests: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.params).toEqual({ validation: 'validation is not one of require-all-validate and normal.' });
  });

  it('a query string in path becomes that entry’s query', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', {
      body: { requests: [{ path: '/shop/store/cart/add-item?quantity=many', body: { id: 1 } }] },
    });
    expect(res.json().responses[0].body.data.params).toEqual({ quantity: 'quantity is not of type integer.' });
  });

  it('a missing path is named', async () => {
    const res = await call(app, 'POST', '/rest-api/batch/v1', { body: { requests: [{ method: 'POST' }] } });
    expect(res.json().data.params).toEqual({ requests: 'path is a required property of requests[0].' });
  });
});

describe('storefront batch', () => {
  it('refuses a path outside the storefront', async () => {
    const res = await call(app, 'POST', '/rest-api/shop/store/batch', {
      body: { requests: [{ path: '/shop-analytics/orders' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'shop_rest_invalid_path',
      message: 'Invalid path provided.',
      data: { status: 400 },
    });
  });
});
