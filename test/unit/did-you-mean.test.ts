import { describe, expect, it } from 'vitest';
import { closest, suggestion } from '../../src/util/did-you-mean.js';

describe('did you mean', () => {
  const options = ['base-url', 'api-root', 'auth', 'customer-auth', 'exclude-tag', 'exclude-suite', 'reporter'];
  it('finds the name meant despite case, dashes and a typo or two', () => {
    expect(closest('baseURL', options)).toBe('base-url');
    expect(closest('basurl', options)).toBe('base-url');
    expect(closest('exclude_tags', options)).toBe('exclude-tag');
    expect(closest('reportr', options)).toBe('reporter');
    expect(closest('rn', ['run', 'list', 'report', 'diff'])).toBe('run');
  });

  it('suggests nothing for what is nothing like a known name', () => {
    expect(closest('frobnicate', options)).toBeUndefined();
    expect(closest('', options)).toBeUndefined();
    expect(suggestion('zzz', options)).toBe('');
    expect(suggestion('basurl', options, '--')).toBe('; did you mean --base-url?');
  });
});
