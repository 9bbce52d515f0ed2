import { describe, expect, it } from 'vitest';
import { builtInChecks } from '../../../src/checks/registry.js';

const validate = (check: string, args: Record<string, unknown>) => builtInChecks().get(check)?.validateArgs(args);

describe('check arguments', () => {
  it('refuses a header pattern that is no regular expression', () =>
    expect(validate('header', { name: 'x', matches: '(' })).toBe('/matches must match format "regex"'));
  it('accepts a header pattern that is a regular expression', () =>
    expect(validate('header', { name: 'x', matches: '^[0-9]+$' })).toBeUndefined());
  it('refuses a json pattern that is no regular expression', () =>
    expect(validate('json', { pointer: '/a', matches: '[' })).toBe('/matches must match format "regex"'));
  it('accepts a json pattern that is a regular expression', () =>
    expect(validate('json', { pointer: '/a', matches: '^a{2}$' })).toBeUndefined());
  it('accepts a pattern with a placeholder, filled only when the case runs', () =>
    expect(validate('header', { name: 'x', matches: '^{{token}}$' })).toBeUndefined());
  // A pointer not starting with "/" made the check throw when the case ran.
  it.each([
    ['no-element', { pointer: 'namespaces', value: 'x' }],
    ['german-text', { pointer: 'message' }],
    ['sorted', { pointer: 'items', by: '/p', order: 'asc' }],
    ['sorted', { pointer: '', by: 'p', order: 'asc' }],
    ['json-schema', { schema: {}, pointer: 'data' }],
  ])('refuses a %s pointer without a leading slash', (check, args) =>
    expect(validate(check, args)).toMatch(/^\/(pointer|by) must match pattern "\^\(\/\.\*\)\?\$"$/),
  );
  it.each([
    ['no-element', { pointer: '/namespaces', value: 'x' }],
    ['german-text', { pointer: '' }],
    ['sorted', { pointer: '', by: '/p', order: 'asc' }],
    ['json-schema', { schema: {}, pointer: '/data' }],
  ])('accepts a %s pointer', (check, args) => expect(validate(check, args)).toBeUndefined());
});
