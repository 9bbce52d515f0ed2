import { describe, expect, it } from 'vitest';
import { createCartToken, createNonce, readCartToken, verifyNonce } from '../../../reference-server/auth/tokens.js';

const now = 1_800_000_000;

describe('cart tokens, signed and checked once and remembered', () => {
  it('a token read again is still refused once it has expired', () => {
    const token = createCartToken('s1', 't_abc', 'shop/store', now);
    expect(readCartToken('s1', token, now)).toBe('t_abc');
    expect(readCartToken('s1', token, now + 10)).toBe('t_abc');
    expect(readCartToken('s1', token, now + 172_801)).toBeUndefined();
  });

  it('a token is only good under the secret that signed it, however often it was read', () => {
    const token = createCartToken('s1', 't_abc', 'shop/store', now);
    expect(readCartToken('s1', token, now)).toBe('t_abc');
    expect(readCartToken('s2', token, now)).toBeUndefined();
    const [header, payload] = token.split('.');
    expect(readCartToken('s1', `${header}.${payload}.AAAA`, now)).toBeUndefined();
  });

  it('the same inputs in the same second give the same token; another second, another token', () => {
    expect(createCartToken('s1', 't_x', 'shop/store', now)).toBe(createCartToken('s1', 't_x', 'shop/store', now));
    expect(createCartToken('s1', 't_x', 'shop/store', now + 1)).not.toBe(
      createCartToken('s1', 't_x', 'shop/store', now),
    );
    expect(createCartToken('s2', 't_x', 'shop/store', now)).not.toBe(createCartToken('s1', 't_x', 'shop/store', now));
  });

  it('nonces stay per user and secret, and verify', () => {
    const nonce = createNonce('s1', 7, now);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(createNonce('s1', 8, now)).not.toBe(nonce);
    expect(createNonce('s2', 7, now)).not.toBe(nonce);
    expect(verifyNonce('s1', 7, nonce, now)).toBe(true);
    expect(verifyNonce('s1', 8, nonce, now)).toBe(false);
  });
});
