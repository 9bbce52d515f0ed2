import { describe, expect, it } from 'vitest';
import { startServer } from '../../reference-server/server.js';
import { checksMade, DEFAULT_COST } from '../../reference-server/storage/passwords.js';

/**
 * A shop started as `serve` starts it (its users hashed at the default cost): the credentials given
 * at start are known verified, so the first signed request hashes nothing, on the event loop or off it.
 * (At start the two hashes are made on the thread pool while the app is built: reference-server/server.ts.)
 */
describe('the first signed request after start', () => {
  it('hashes no password: the start credentials are known verified', async () => {
    const admin = { login: 'first-admin', password: 'first-secret-1' };
    const customer = { login: 'first-customer', password: 'first-secret-2' };
    const server = await startServer({ admin, customer, passwordCost: DEFAULT_COST, errorLog: false });
    try {
      // Answered from memory, without a promise: no scrypt waits behind it.
      for (const c of [admin, customer]) {
        const check = server.storage.users.check(c.login, c.password);
        expect(check).not.toBeInstanceOf(Promise);
        expect(check).toMatchObject({ status: 'ok' });
      }
      const before = checksMade();
      const res = await fetch(`${server.url}${server.apiRoot}/shop-analytics/orders`, {
        headers: { authorization: `Basic ${Buffer.from(`${admin.login}:${admin.password}`).toString('base64')}` },
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(checksMade()).toBe(before);
    } finally {
      await server.close();
    }
  });
});
