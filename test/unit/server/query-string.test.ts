import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  MAX_INPUT_NESTING_LEVEL,
  MAX_INPUT_VARS,
  parseQueryString,
} from '../../../reference-server/http/query-string.js';

// `qs` has no types of its own here; the two options used are typed by hand.
const qs = createRequire(import.meta.url)('qs') as {
  parse(text: string, options: { depth: number; arrayLimit: number }): unknown;
};

describe('parseQueryString reads query strings as PHP does', () => {
  // Each expectation is PHP's own: php-src's tests, its manual, or main/php_variables.c step by step.
  it.each([
    // php.net, parse_str: "first=value&arr[]=foo+bar&arr[]=baz".
    ['first=value&arr[]=foo+bar&arr[]=baz', { first: 'value', arr: ['foo bar', 'baz'] }],
    // php.net, parse_str: "My Value=Something" is read as My_Value.
    ['My Value=Something', { My_Value: 'Something' }],
    // php-src ext/standard/tests/strings/parse_str_basic3.phpt, "badly formed strings".
    ['arr[1=sid&arr[4][2=fred', { arr_1: 'sid', arr: { 4: 'fred' } }],
    ['arr1]=sid&arr[4]2]=fred', { 'arr1]': 'sid', arr: { 4: 'fred' } }],
    ['arr[one=sid&arr[4][two=fred', { arr_one: 'sid', arr: { 4: 'fred' } }],
    ['first=%41&second=%a&third=%b', { first: 'A', second: '%a', third: '%b' }],
    ['arr.test[1]=sid&arr test[4][two]=fred', { arr_test: { 1: 'sid', 4: { two: 'fred' } } }],
    // php-src tests/basic/027.phpt: after `]`, anything but `[` ends the name (`e[][]][]` is e[][]).
    ['e[][]][]=3', { e: [['3']] }],
    ['arr[][]=sid&arr[][]=fred', { arr: [['sid'], ['fred']] }],
    ['arr[3][4]=sid&arr[3][6]=fred', { arr: { 3: { 4: 'sid', 6: 'fred' } } }],
  ])('%s', (query, expected) => {
    expect(parseQueryString(query)).toEqual(expected);
  });

  it('takes a bracket index as a key, never as a length: `foo[99999999]=1` is one entry', () => {
    const parsed = parseQueryString('foo[99999999]=1&bar[4294967295]=2&baz[9223372036854775807]=3');
    // No list of 100 million slots: the members are the keys given, whatever their numbers.
    expect(Array.isArray(parsed.foo)).toBe(false);
    expect(Object.keys(parsed.foo as object)).toEqual(['99999999']);
    expect(parsed).toEqual({ foo: { 99999999: '1' }, bar: { 4294967295: '2' }, baz: { '9223372036854775807': '3' } });
    expect(JSON.stringify(parsed).length).toBeLessThan(100);
  });

  it('numbers `[]` after the highest integer key so far, named keys in between', () => {
    // PHP: [0 => '1', 'x' => '2', 1 => '3']: not a list, so an object.
    expect(parseQueryString('a[]=1&a[x]=2&a[]=3')).toEqual({ a: { 0: '1', x: '2', 1: '3' } });
    expect(parseQueryString('a[5]=x&a[]=y&a[2]=z&a[]=w')).toEqual({ a: { 5: 'x', 6: 'y', 2: 'z', 7: 'w' } });
    // PHP 8: after a first key of -5 the next is -4 (it was 0 before).
    expect(parseQueryString('a[-5]=x&a[]=y')).toEqual({ a: { '-5': 'x', '-4': 'y' } });
    // After PHP_INT_MAX there is no next index: the append is dropped.
    expect(parseQueryString('a[9223372036854775807]=1&a[]=2')).toEqual({ a: { '9223372036854775807': '1' } });
  });

  it('makes integer keys only of canonical decimals inside 64 bits', () => {
    expect(parseQueryString('a[05]=1&a[5]=2&a[-0]=3&a[9223372036854775808]=4&a[]=5')).toEqual({
      a: { '05': '1', 5: '2', '-0': '3', '9223372036854775808': '4', 6: '5' },
    });
  });

  it('gives a list (keys 0..n-1 in order) as an array and anything else as an object', () => {
    expect(parseQueryString('a[0]=x&a[1]=y')).toEqual({ a: ['x', 'y'] });
    expect(parseQueryString('a[1]=y&a[0]=x').a).not.toBeInstanceOf(Array);
    expect(parseQueryString('a[1]=y')).toEqual({ a: { 1: 'y' } });
    // The top level is always an object, whatever its names.
    expect(parseQueryString('0=a&1=b')).toEqual({ 0: 'a', 1: 'b' });
    expect(parseQueryString('')).toEqual({});
  });

  it('mangles only the top-level name: leading spaces dropped, `.` and space become `_`', () => {
    expect(parseQueryString(' a.b c[d.e f]=1')).toEqual({ a_b_c: { 'd.e f': '1' } });
    expect(parseQueryString('a%5Bb%5D=1')).toEqual({ a: { b: '1' } });
    // `[ ]` is `[]`: one space after the bracket is skipped when looking for `]`.
    expect(parseQueryString('a[ ]=1&a[ ]=2&a[  ]=3')).toEqual({ a: { 0: '1', 1: '2', '  ': '3' } });
    // A `[` without `]` deeper down: the rest is ignored, the value goes to the last key read.
    expect(parseQueryString('a[b][c=1&d[][x=2')).toEqual({ a: { b: '1' }, d: ['2'] });
    // A mangled name may not forge a cookie prefix.
    expect(parseQueryString('..Host-x=1&__Host-y=2')).toEqual({ '__Host-y': '2' });
  });

  it('skips empty pairs and names, and cuts a name at its first NUL', () => {
    expect(parseQueryString('&&a=1&&=2&[x]=3&flag')).toEqual({ a: '1', flag: '' });
    expect(parseQueryString('a%00b=1')).toEqual({ a: '1' });
  });

  it('lets a value or a new array replace what a key held, as PHP does', () => {
    expect(parseQueryString('a=1&a[]=2')).toEqual({ a: ['2'] });
    expect(parseQueryString('a[x]=1&a[x][y]=2')).toEqual({ a: { x: { y: '2' } } });
    expect(parseQueryString('a[x][y]=1&a[x]=2')).toEqual({ a: { x: '2' } });
    expect(parseQueryString('a[]=1&a=2')).toEqual({ a: '2' });
  });

  it('decodes as php_url_decode does: an invalid escape stays, bytes are read as UTF-8', () => {
    expect(parseQueryString('q=a+b%20c&x=%zz&y=100%&e=%C3%A9')).toEqual({ q: 'a b c', x: '%zz', y: '100%', e: 'é' });
    // E0 A4 begins a three-byte sequence that never ends: one replacement character, then `%A` as written.
    expect(parseQueryString('bad=%E0%A4%A')).toEqual({ bad: '\uFFFD%A' });
  });

  it('drops a variable nested past max_input_nesting_level (64), all of it, as php-src tests/basic/027.phpt shows', () => {
    const at = (levels: number) => `c${'[]'.repeat(levels)}=1`;
    let deepest: unknown = parseQueryString(at(MAX_INPUT_NESTING_LEVEL)).c;
    for (let i = 0; i < MAX_INPUT_NESTING_LEVEL; i++) deepest = (deepest as unknown[])[0];
    expect(deepest).toBe('1');
    expect(parseQueryString(`c[x]=0&${at(MAX_INPUT_NESTING_LEVEL + 1)}&d=2`)).toEqual({ d: '2' });
    expect(parseQueryString(`${at(5000)}&d=2`)).toEqual({ d: '2' });
  });

  it('reads at most max_input_vars (1000) pairs', () => {
    const query = Array.from({ length: 1500 }, (_, i) => `k${i}=${i}`).join('&');
    const parsed = parseQueryString(query);
    expect(Object.keys(parsed)).toHaveLength(MAX_INPUT_VARS);
    expect(parsed.k999).toBe('999');
    expect(parsed.k1000).toBeUndefined();
  });

  describe('departures from PHP, on purpose', () => {
    it('a plain name repeated makes a list (PHP keeps the last), as the conventions read repeated keys', () => {
      expect(parseQueryString('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
    });

    it('a key that means something to JavaScript objects drops its variable', () => {
      const parsed = parseQueryString('__proto__[polluted]=1&a[constructor]=2&b[x][prototype]=3&x=1');
      expect(parsed).toEqual({ x: '1' });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});

/**
 * `qs` as an independent oracle, on the ground where its rules are PHP's: names of letters, named keys,
 * a `[]` only last, no path both a value and an array, a plain name repeated (qs, like the reference
 * server, makes it a list). Where they part: qs does not mangle `.` and spaces, turns indexes above 20
 * into object keys but compacts sparse ones (`a[1]=x` is `['x']`, PHP `{1: 'x'}`), keeps both values of
 * a repeated key (`a[x]=1&a[x]=2`), stops at depth 5 by default and decodes a bad escape not at all.
 */
describe('parseQueryString agrees with qs where their rules are the same', () => {
  let seed = 11;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const VALUES = ['1', 'x', 'a+b', 'caf%C3%A9', '%26%3D', '', 'v%5B%5D'];

  /** Random pairs from a random tree of named keys; leaves are one value or a list sent with `[]`. */
  function randomQuery(): string {
    const pairs: string[] = [];
    const grow = (path: string, depth: number) => {
      for (const key of ['x', 'y', 'z'].filter(() => random() < 0.6)) {
        const here = `${path}[${key}]`;
        const kind = depth >= 4 ? pick(['value', 'list']) : pick(['value', 'list', 'tree', 'tree']);
        if (kind === 'tree') grow(here, depth + 1);
        else if (kind === 'list')
          for (let i = 0; i < 1 + Math.floor(random() * 3); i++) pairs.push(`${here}[]=${pick(VALUES)}`);
        else pairs.push(`${here}=${pick(VALUES)}`);
      }
    };
    for (const name of ['a', 'b', 'c'].filter(() => random() < 0.7)) {
      const kind = pick(['value', 'repeated', 'list', 'tree']);
      if (kind === 'tree') grow(name, 1);
      else if (kind === 'list') pairs.push(`${name}[]=${pick(VALUES)}`, `${name}[]=${pick(VALUES)}`);
      else if (kind === 'repeated') pairs.push(`${name}=${pick(VALUES)}`, `${name}=${pick(VALUES)}`);
      else pairs.push(`${name}=${pick(VALUES)}`);
    }
    // Shuffled: PHP and qs both read pairs in order, and different paths do not depend on one another.
    for (let i = pairs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j] as string, pairs[i] as string];
    }
    return pairs.join('&');
  }

  it('on 500 random query strings', () => {
    for (let i = 0; i < 500; i++) {
      const query = randomQuery();
      expect(parseQueryString(query), query).toEqual(qs.parse(query, { depth: 20, arrayLimit: 100 }));
    }
  });
});
