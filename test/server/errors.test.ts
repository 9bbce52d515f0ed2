import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ bodyLimit: 4096 });
});
afterAll(async () => {
  await app.close();
});

const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

function invalid(params: Record<string, [code: string, message: string, data?: unknown]>) {
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    data: {
      status: 400,
      params: Object.fromEntries(Object.entries(params).map(([k, [, m]]) => [k, m])),
      details: Object.fromEntries(
        Object.entries(params).map(([k, [code, message, data]]) => [k, { code, message, data: data ?? null }]),
      ),
    },
  };
}

describe('rest_no_route', () => {
  it.each([
    ['GET', '/rest-api/nope'],
    ['GET', '/rest-api/shop/store/nope'],
    ['DELETE', '/rest-api/shop/store/products'],
    ['POST', '/rest-api/oembed/1.0/embed'],
    ['GET', '/rest-api/batch/v1'],
    ['GET', '/rest-api/shop/store/cart/items/0123456789abcdef0123456789abcde'],
    ['GET', '/rest-api/shop/store/cart/items/0123456789abcdef0123456789abcdef0'],
    ['GET', '/rest-api/shop/store/cart/items/0123456789abcdef0123456789abcd.f'],
    ['GET', '/rest-api/shop/v3/gateway/tokens/tok_123'],
    ['GET', '/somewhere-else'],
  ])('%s %s', async (method, url) => {
    const res = await call(app, method as 'GET', url, { as: ADMIN });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NO_ROUTE);
  });

  it('matches paths case-insensitively and ignores a trailing slash', async () => {
    const res = await call(app, 'GET', '/rest-api/SHOP/store/products/?per_page=1000');
    expect(res.json().code).toBe('rest_invalid_param');
  });
});

describe('argument validation', () => {
  it('missing required arguments are listed together', async () => {
    const res = await call(app, 'GET', '/rest-api/insights/v1/onboarding/connect-url');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): license_key, onboarding_key',
      data: { status: 400, params: ['license_key', 'onboarding_key'] },
    });
  });

  it('out of range, not in enum and wrong type are reported together with their details', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products?per_page=101&order=up&page=x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      invalid({
        page: ['rest_invalid_type', 'page is not of type integer.', { param: 'page' }],
        per_page: ['rest_out_of_bounds', 'per_page must be between 0 (inclusive) and 100 (inclusive)'],
        order: ['rest_not_in_enum', 'order is not one of asc and desc.'],
      }),
    );
  });

  it('a minimum alone uses its own template', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products?page=0');
    expect(res.json()).toEqual(invalid({ page: ['rest_out_of_bounds', 'page must be greater than or equal to 1'] }));
  });

  it('booleans, dates and array items follow the platform', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products?featured=maybe&after=yesterday&rating[]=6');
    expect(res.json()).toEqual(
      invalid({
        after: ['rest_invalid_date', 'Invalid date.'],
        featured: ['rest_invalid_type', 'featured is not of type boolean.', { param: 'featured' }],
        rating: ['rest_not_in_enum', 'rating[0] is not one of 1, 2, 3, 4, and 5.'],
      }),
    );
  });

  it('coerces query strings: digits are integers, true/1 booleans, comma lists arrays', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products?per_page=5&featured=1&rating=4,5&include=1,2');
    expect(res.statusCode).not.toBe(400);
  });

  it('nested object properties are checked with their path', async () => {
    const res = await call(app, 'POST', '/rest-api/shop-analytics/orders', {
      as: ADMIN,
      body: { billing: { email: 'not-an-email' }, line_items: [{ quantity: 'two' }] },
    });
    expect(res.json()).toEqual(
      invalid({
        billing: ['rest_invalid_email', 'Invalid email address.'],
        line_items: [
          'rest_invalid_type',
          'line_items[0][quantity] is not of type integer.',
          { param: 'line_items[0][quantity]' },
        ],
      }),
    );
  });

  it('a required property inside an object argument', async () => {
    const res = await call(app, 'POST', '/rest-api/shop/store/checkout', {
      headers: { nonce: 'x' },
      body: { billing_address: { first_name: 'Ada' } },
    });
    expect(res.json()).toEqual(
      invalid({
        billing_address: ['rest_property_required', 'last_name is a required property of billing_address.'],
      }),
    );
  });

  it('validation comes before permission: an anonymous bad request is a 400', async () => {
    const res = await call(app, 'GET', '/rest-api/shop-analytics/orders?per_page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      invalid({ per_page: ['rest_out_of_bounds', 'per_page must be between 1 (inclusive) and 100 (inclusive)'] }),
    );
  });
});

describe('request bodies', () => {
  it('invalid JSON is rest_invalid_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/rest-api/batch/v1',
      headers: { 'content-type': 'application/json' },
      payload: '{"requests": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
    });
  });

  it('a form-encoded body is read as parameters', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/rest-api/batch/v1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'validation=sometimes',
    });
    expect(res.json().code).toBe('rest_missing_callback_param');
  });

  it('a body over the limit is refused in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/rest-api/batch/v1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ requests: [], pad: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'shop_rest_request_too_large',
      message: 'The request body is larger than 4096 bytes.',
      data: { status: 413 },
    });
  });

  it('query keys that would reach the object prototype are ignored, not fatal', async () => {
    const res = await call(app, 'GET', '/rest-api/shop/store/products?__proto__[x]=1&constructor[prototype][y]=2');
    expect(res.statusCode).not.toBe(500);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
