import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../../reference-server/http/query-string.js';
import { buildRequest, encodeQuery, MAX_URL_LENGTH, RequestTooLargeError } from '../../../src/http/request.js';

describe('query strings the engine sends', () => {
  it("write lists as key[] and objects as key[i][member], as the platform's PHP reads them", () => {
    const query = {
      per_page: 5,
      stock_status: ['instock', 'onbackorder'],
      attributes: [{ attribute: 'pa_colour', operator: 'in' }],
    } as never;
    const text = encodeQuery(query);
    expect(text).toBe(
      'per_page=5&stock_status[]=instock&stock_status[]=onbackorder&attributes[0][attribute]=pa_colour&attributes[0][operator]=in',
    );
    // What the reference server reads back is what was meant.
    expect(parseQueryString(text)).toEqual({
      per_page: '5',
      stock_status: ['instock', 'onbackorder'],
      attributes: [{ attribute: 'pa_colour', operator: 'in' }],
    });
  });

  it('encode names and values', () => {
    expect(encodeQuery({ 'a b': 'x&y=z', m: [{ 'k k': 'v/v' }] } as never)).toBe('a%20b=x%26y%3Dz&m[0][k%20k]=v%2Fv');
  });
});

describe('a captured value the target made huge or deep is not sent', () => {
  const target = { baseUrl: 'http://shop.test', apiRoot: '/rest-api', headers: {} };
  it('a query nested past 64 levels, or a URL past MAX_URL_LENGTH, is refused before sending', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = { a: deep };
    expect(() => encodeQuery({ include: deep } as never)).toThrow(RequestTooLargeError);
    // 5,000 members of 20 characters each: a URL of about 150 KiB.
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`member-${i}`, 'x'.repeat(12)]));
    expect(() =>
      buildRequest({ method: 'GET', path: '/x', query: { include: wide } } as never, target as never),
    ).toThrow(/request URL would be \d+ characters \(the limit is 65536\)/);
    expect(buildRequest({ method: 'GET', path: '/x', query: { include: [1, 2] } } as never, target as never).url).toBe(
      'http://shop.test/rest-api/x?include[]=1&include[]=2',
    );
    expect(MAX_URL_LENGTH).toBe(65536);
  });
});
