import { describe, expect, it } from 'vitest';
import { bestType } from '../../../reference-server/validation/best-type.js';
import { sanitizeValue } from '../../../reference-server/validation/sanitize-value.js';

/**
 * rest_get_best_type_for_value tries the schema's types in the schema's order (WP 6.7's `foreach ( $types
 * as $type )`): a word is a list to rest_is_array, so the order decides what a "string or array" value
 * becomes, and a list taken as an object stays a list, as a PHP array does.
 */
describe('the best type of a value', () => {
  it('is the first of the schema types the value passes, in the schema order', () => {
    expect(bestType('x-conformance', ['string', 'array'])).toBe('string');
    expect(bestType('x-conformance', ['array', 'string'])).toBe('array');
    expect(bestType(['a', 'b'], ['string', 'array'])).toBe('array');
    expect(bestType('5', ['integer', 'string'])).toBe('integer');
    expect(bestType('five', ['integer', 'string'])).toBe('string');
    expect(bestType('plain text', ['null', 'object', 'string', 'number', 'boolean', 'integer', 'array'])).toBe(
      'string',
    );
    expect(bestType(1.5, ['null', 'object', 'string', 'number', 'boolean', 'integer', 'array'])).toBe('number');
    expect(bestType('', ['array', 'string'])).toBe('string');
  });

  it('keeps a sanitised value in the form sent', () => {
    const anyOf = { type: ['null', 'object', 'string', 'number', 'boolean', 'integer', 'array'] } as const;
    expect(sanitizeValue('plain text', { type: [...anyOf.type] })).toBe('plain text');
    expect(sanitizeValue(1.5, { type: [...anyOf.type] })).toBe(1.5);
    expect(sanitizeValue([1, 'two'], { type: [...anyOf.type] })).toEqual([1, 'two']);
    expect(sanitizeValue({ a: 1 }, { type: [...anyOf.type] })).toEqual({ a: 1 });
    expect(sanitizeValue(['a', 'b'], { type: ['string', 'array'] })).toEqual(['a', 'b']);
    expect(sanitizeValue('a', { type: ['string', 'array'] })).toBe('a');
  });
});
