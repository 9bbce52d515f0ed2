import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../reference-server/http/json-body.js';
import { isInteger } from '../../reference-server/validation/php-values.js';
import { GATEWAY_SECRET_KEY } from '../../spec/request-headers.js';
import { ADMIN, call, testApp } from '../helpers/app.js';

/**
 * What the OpenAPI export declares, the reference server takes: a tool that sends what the document
 * allows (Schemathesis' positive data) must not be refused. The bounds of PHP's integer in a JSON body,
 * a list of objects in the query as the export's deepObject writes it, the header the token read needs.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe("PHP's integer range in a JSON body, as json_decode reads it", () => {
  const read = (text: string) => (readJson(text) as { value: Record<string, unknown> }).value;

  it('PHP_INT_MAX is an integer in range, though a double rounds it to 2^63', () => {
    expect(isInteger(JSON.parse('9223372036854775807'))).toBe(false);
    for (const digits of ['9223372036854775807', '9223372036854775296'])
      expect(isInteger(read(`{"id": ${digits}}`).id), digits).toBe(true);
    expect(isInteger(read('{"id": -9223372036854775808}').id)).toBe(true);
  });

  it('past PHP_INT_MAX is still refused, and a string holding the digits is left as it is', () => {
    expect(isInteger(read('{"id": 9223372036854775808}').id)).toBe(false);
    expect(read('{"s": "9223372036854775807", "t": "a\\"9223372036854775807"}')).toEqual({
      s: '9223372036854775807',
      t: 'a"9223372036854775807',
    });
    expect(read('{"f": 9223372036854775807.5}').f).toBe(2 ** 63);
  });
});

describe("a list of objects in the query, as the export's deepObject member writes it", () => {
  it.each([
    '/rest-api/shop/store/products?attributes[0][attribute]=pa_color&attributes[0][operator]=in&attributes[0][term_id]=1,2',
    '/rest-api/shop/store/products?attributes[0][attribute]=pa_color&attributes[0][slug]=red,blue',
    '/rest-api/shop/store/products?attributes[0]=',
    '/rest-api/shop/store/products?attributes%5B0%5D%5Boperator%5D=not_in',
    '/rest-api/shop/store/products/collection-data?calculate_attribute_counts[0][taxonomy]=pa_color&calculate_attribute_counts[0][query_type]=or',
    '/rest-api/shop/store/products/collection-data?calculate_attribute_counts[0]=',
  ])('%s is answered 200', async (url) => {
    const res = await call(app, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the header the gateway token read needs', () => {
  const url = '/rest-api/shop/v3/gateway/tokens/tok_A1A1A1A1A1A1A1A1A1A1A1A1';
  it('matching its declared pattern, the read answers; missing or off the pattern, 400', async () => {
    const ok = await call(app, 'GET', url, { as: ADMIN, headers: { [GATEWAY_SECRET_KEY.name]: 'sk_test_1' } });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const headers of [{}, { [GATEWAY_SECRET_KEY.name]: 'sk-test' }]) {
      const refused = await call(app, 'GET', url, { as: ADMIN, headers });
      expect(refused.statusCode, refused.body).toBe(400);
    }
  });
});
