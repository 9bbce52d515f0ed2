import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../../reference-server/http/query-string.js';

describe('parseQueryString', () => {
  it.each([
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['a[]=1&a[]=2', { a: ['1', '2'] }],
    ['a[x]=1&a[y]=2', { a: { x: '1', y: '2' } }],
    ['attributes[0][attribute]=pa_tier&attributes[0][term_id][]=3', { attributes: [{ attribute: 'pa_tier', term_id: ['3'] }] }],
    ['q=a+b%20c', { q: 'a b c' }],
    ['flag', { flag: '' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['__proto__[polluted]=1&x=1', { x: '1' }],
  ])('%s', (query, expected) => {
    expect(parseQueryString(query)).toEqual(expected);
  });
});
