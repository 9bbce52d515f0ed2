import { describe, expect, it } from 'vitest';
import { validateValue } from '../../../reference-server/validation/validate-value.js';
import { sanitizeValue } from '../../../reference-server/validation/sanitize-value.js';
import { listJoin } from '../../../reference-server/validation/php-values.js';

const message = (value: unknown, schema: Parameters<typeof validateValue>[1], param = 'x') =>
  validateValue(value, schema, param)?.message ?? null;

describe('the platform list join', () => {
  it.each([
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b, and c'],
  ])('%j', (items, joined) => {
    expect(listJoin(items)).toBe(joined);
  });
});

describe('validateValue', () => {
  it.each([
    ['5', { type: 'integer' }, null],
    ['5.0', { type: 'integer' }, null],
    ['1.5', { type: 'integer' }, 'x is not of type integer.'],
    [true, { type: 'integer' }, 'x is not of type integer.'],
    ['abc', { type: 'number' }, 'x is not of type number.'],
    ['TRUE', { type: 'boolean' }, null],
    ['yes', { type: 'boolean' }, 'x is not of type boolean.'],
    [5, { type: 'string' }, 'x is not of type string.'],
    [{ a: 1 }, { type: ['string', 'array'] }, 'x is not of type string,array.'],
    ['0', { type: 'integer', minimum: 1 }, 'x must be greater than or equal to 1'],
    ['5', { type: 'integer', maximum: 4 }, 'x must be less than or equal to 4'],
    ['5', { type: 'integer', minimum: 1, maximum: 4 }, 'x must be between 1 (inclusive) and 4 (inclusive)'],
    ['1', { type: 'integer', minimum: 1, exclusiveMinimum: true }, 'x must be greater than 1'],
    ['c', { type: 'string', enum: ['a', 'b'] }, 'x is not one of a and b.'],
    ['c', { type: 'string', enum: ['a'] }, 'x is not a.'],
    ['6', { type: 'integer', enum: [1, 2, 3, 4, 5] }, 'x is not one of 1, 2, 3, 4, and 5.'],
    ['5', { type: 'integer', enum: [1, 2, 3, 4, 5] }, null],
    ['ab', { type: 'string', minLength: 3 }, 'x must be at least 3 characters long.'],
    ['ab', { type: 'string', maxLength: 1 }, 'x must be at most 1 character long.'],
    ['ab', { type: 'string', pattern: '^a$' }, 'x does not match pattern ^a$.'],
    ['a,b', { type: 'array', maxItems: 1 }, 'x must contain at most 1 item.'],
    ['a', { type: 'array', minItems: 2 }, 'x must contain at least 2 items.'],
    [['a', 'a'], { type: 'array', uniqueItems: true }, 'x has duplicate items.'],
    [
      { a: 1 },
      { type: 'object', properties: { b: { type: 'string', required: true } } },
      'b is a required property of x.',
    ],
    [{ a: 1 }, { type: 'object', additionalProperties: false }, 'a is not a valid property of Object.'],
    [{ a: 'z' }, { type: 'object', additionalProperties: { type: 'integer' } }, 'x[a] is not of type integer.'],
    ['', { type: 'object' }, null],
    ['2026-02-30T00:00:00', { type: 'string', format: 'date-time' }, 'Invalid date.'],
    ['2026-02-28T10:00:00Z', { type: 'string', format: 'date-time' }, null],
    ['a@b', { type: 'string', format: 'email' }, 'Invalid email address.'],
    ['ada@example.com', { type: 'string', format: 'email' }, null],
    ['not a url', { type: 'string', format: 'uri' }, null],
    ['1.2.3', { type: 'string', format: 'ip' }, 'x is not a valid IP address.'],
    ['nope', { type: 'string', format: 'uuid' }, 'x is not a valid UUID.'],
    ['anything', { type: 'mixed' }, null],
    [null, { type: ['null', 'string'] }, null],
  ] as const)('%j against %j', (value, schema, expected) => {
    expect(message(value, schema as Parameters<typeof validateValue>[1])).toBe(expected);
  });

  it('gives type errors the param as data and others none', () => {
    expect(validateValue('x', { type: 'integer' }, 'p')).toEqual({
      code: 'rest_invalid_type',
      message: 'p is not of type integer.',
      data: { param: 'p' },
    });
    expect(validateValue('9', { type: 'integer', maximum: 1 }, 'p')?.data).toBeNull();
  });
});

describe('sanitizeValue', () => {
  it.each([
    ['5', { type: 'integer' }, 5],
    ['false', { type: 'boolean' }, false],
    ['1', { type: 'boolean' }, true],
    ['1,2', { type: 'array', items: { type: 'integer' } }, [1, 2]],
    [
      { a: '1', b: 'x' },
      { type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: false },
      { a: 1 },
    ],
  ] as const)('%j as %j', (value, schema, expected) => {
    expect(sanitizeValue(value, schema as Parameters<typeof sanitizeValue>[1])).toEqual(expected);
  });
});
