import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COST,
  hashPasswordSync,
  LEAST_COST,
  verifyPassword,
} from '../../../reference-server/storage/passwords.js';

describe('a password hash names its cost', () => {
  it("a shop's hashes are at the default cost, a test shop's at the least; each verifies at its own", async () => {
    const shop = hashPasswordSync('pw-1');
    const test = hashPasswordSync('pw-1', undefined, LEAST_COST);
    expect(shop).toMatch(new RegExp(`^scrypt\\$${DEFAULT_COST}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(test).toMatch(new RegExp(`^scrypt\\$${LEAST_COST}\\$`));
    expect(await verifyPassword('pw-1', shop)).toBe(true);
    expect(await verifyPassword('pw-1', test)).toBe(true);
    expect(await verifyPassword('pw-2', test)).toBe(false);
  });

  it('a hash written before costs were named (`scrypt$salt$key`) is read at N=16384', async () => {
    const salt = '00112233445566778899aabbccddeeff';
    const legacy = `scrypt$${salt}$${scryptSync('old-pw', salt, 32).toString('hex')}`;
    expect(await verifyPassword('old-pw', legacy)).toBe(true);
    expect(await verifyPassword('other', legacy)).toBe(false);
  });

  it('a cost below the least, or a hash of another scheme, never verifies', async () => {
    // A true hash of the password, at N=16: refused for its cost alone.
    const salt = '00112233445566778899aabbccddeeff';
    const weak = `scrypt$4$${salt}$${scryptSync('pw-1', salt, 32, { N: 16, r: 8, p: 1 }).toString('hex')}`;
    expect(await verifyPassword('pw-1', weak)).toBe(false);
    expect(await verifyPassword('pw-1', 'md5$abc')).toBe(false);
    expect(await verifyPassword('pw-1', undefined, LEAST_COST)).toBe(false);
  });
});
