import { describe, expect, it } from 'vitest';
import { isArrayLike, isInteger } from '../../../reference-server/validation/php-values.js';
import { validateValue } from '../../../reference-server/validation/validate-value.js';

describe("integers are PHP's: 64 bits signed", () => {
  it.each([
    ['9223372036854775807', true],
    ['-9223372036854775808', true],
    ['9223372036854775808', false],
    ['-9223372036854775809', false],
    ['99999999999999999999999', false],
    ['1e308', false],
    ['1e400', false],
    ['-1e308', false],
    ['9.223372036854775807e18', true],
    ['9.223372036854775808e18', false],
    ['0.0000000000000000000009223372036854775807e40', true],
    ['4611686018427387904', true],
    ['1e18', true],
    ['9007199254740993', true],
    ['12', true],
    [' 12 ', true],
    ['1.5', false],
    // eslint-disable-next-line no-loss-of-precision -- a number past 2^53 on purpose: what a PHP integer may be
    [9223372036854775807, false], // the double is 2^63
    [-9223372036854775808, true], // the double is -2^63, PHP_INT_MIN itself
    [1e20, false],
    [2 ** 62, true],
  ] as const)('%s: %s', (value, expected) => {
    expect(isInteger(value)).toBe(expected);
  });

  it('a value past them is "not of type integer", the platform\'s template', () => {
    expect(validateValue('1e308', { type: 'integer', minimum: 1 }, 'page')).toEqual({
      code: 'rest_invalid_type',
      message: 'page is not of type integer.',
      data: { param: 'page' },
    });
    expect(validateValue('9223372036854775807', { type: 'integer', minimum: 1 }, 'page')).toBeNull();
  });
});

describe('rest_is_array: a PHP array with integer keys only is an array (wp_is_numeric_array)', () => {
  it.each([
    [{ 0: 'a', 1: 'b' }, true],
    [{ 99999999: 'a' }, true],
    [{ 5: 'a', 2: 'b' }, true],
    [{ '-5': 'a' }, true],
    [{ '05': 'a' }, false],
    [{ x: 'a' }, false],
    [{}, true],
  ])('%j: %s', (value, expected) => {
    expect(isArrayLike(value)).toBe(expected);
  });
});
