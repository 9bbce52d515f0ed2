import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../../reference-server/http/query-string.js';
import { encodeQuery } from '../../../src/runner/request.js';

describe('query strings the engine sends', () => {
  it('write lists as key[] and objects as key[i][member], as the platform\'s PHP reads them', () => {
    const query = { per_page: 5, stock_status: ['instock', 'onbackorder'], attributes: [{ attribute: 'pa_colour', operator: 'in' }] } as never;
    const text = encodeQuery(query);
    expect(text).toBe('per_page=5&stock_status[]=instock&stock_status[]=onbackorder&attributes[0][attribute]=pa_colour&attributes[0][operator]=in');
    // What the reference server reads back is what was meant.
    expect(parseQueryString(text)).toEqual({ per_page: '5', stock_status: ['instock', 'onbackorder'], attributes: [{ attribute: 'pa_colour', operator: 'in' }] });
  });

  it('encode names and values', () => {
    expect(encodeQuery({ 'a b': 'x&y=z', m: [{ 'k k': 'v/v' }] } as never)).toBe('a%20b=x%26y%3Dz&m[0][k%20k]=v%2Fv');
  });
});
