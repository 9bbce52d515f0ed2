import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createStorage } from '../../reference-server/storage/index.js';
import {
  checksMade,
  costsSince,
  DEFAULT_COST,
  hashPasswordSync,
  LEAST_COST,
  verifyPassword,
} from '../../reference-server/storage/passwords.js';
import { ADMIN, basic, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe('password checks run off the event loop', () => {
  it('refuses a wrong password and an unknown user as the platform does', async () => {
    const wrong = await call(app, 'GET', '/rest-api/shop-analytics/orders', {
      as: { login: ADMIN.login, password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('incorrect_password');
    const unknown = await call(app, 'GET', '/rest-api/shop-analytics/orders', {
      as: { login: 'nobody', password: 'wrong' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('invalid_username');
  });

  it('an unrelated read is answered while eight wrong passwords are being hashed (it waited for all of them)', async () => {
    const finished: string[] = [];
    const flood = Array.from({ length: 8 }, (_, i) =>
      app
        .inject({
          method: 'GET',
          url: '/rest-api/shop-analytics/orders',
          headers: { authorization: basic({ login: ADMIN.login, password: `wrong-${i}` }) },
        })
        .then((res) => {
          finished.push(`flood ${res.statusCode}`);
        }),
    );
    const read = app.inject({ method: 'GET', url: '/rest-api/shop/store/cart' }).then((res) => {
      finished.push(`cart ${res.statusCode}`);
    });
    await Promise.all([...flood, read]);
    expect(finished[0]).toBe('cart 200');
    expect(finished.filter((f) => f === 'flood 401')).toHaveLength(8);
  });

  it('a pair verified once is answered from memory, without a promise; a new one is hashed', async () => {
    const storage = createStorage({ seed: false });
    try {
      storage.users.ensure('bob', 'bob-password', 'customer');
      storage.users.ensure('carol', 'carol-password', 'customer');
      expect(storage.users.check('carol', 'carol-password')).not.toBeInstanceOf(Promise);
      // bob's row gets another hash: the pair remembered against the old one no longer matches it, so
      // the same password is hashed again (no clearing of every pair is needed for that).
      storage.users.ensure('bob', 'bob-new', 'customer', hashPasswordSync('bob-password', undefined, LEAST_COST));
      const first = storage.users.check('bob', 'bob-password');
      expect(first).toBeInstanceOf(Promise);
      expect(await first).toMatchObject({ status: 'ok', user: { login: 'bob' } });
      expect(storage.users.check('bob', 'bob-password')).toMatchObject({ status: 'ok', user: { login: 'bob' } });
      // A wrong password is never remembered: each one is hashed.
      expect(storage.users.check('bob', 'nope')).toBeInstanceOf(Promise);
      expect(await storage.users.check('bob', 'nope')).toEqual({ status: 'bad-password' });
      // An account a checkout opened has no password: none opens it, and making it hashed nothing.
      storage.users.addWithoutPassword('dora@example.test', 'customer');
      expect(await storage.users.check('dora@example.test', '')).toEqual({ status: 'bad-password' });
      expect(await storage.users.check('dora@example.test', '!')).toEqual({ status: 'bad-password' });
    } finally {
      storage.close();
    }
  });

  it('an unknown user takes the work of a wrong password: the same scrypt, at the same cost', async () => {
    // The work is the cost: compared as such, not as timings the machine's load decides.
    for (const cost of [LEAST_COST, DEFAULT_COST]) {
      const storage = createStorage({ path: ':memory:', seed: false, passwordCost: cost });
      try {
        storage.users.ensure(ADMIN.login, ADMIN.password, 'administrator');
        // The list of recent costs full, as other files of this worker may leave it: still counted.
        await Promise.all(Array.from({ length: 70 }, () => verifyPassword('x', undefined, LEAST_COST)));
        const before = checksMade();
        const unknown = storage.users.check('nobody-at-all', 'not the password');
        const wrong = storage.users.check(ADMIN.login, 'not the password');
        expect(unknown).toBeInstanceOf(Promise);
        expect(wrong).toBeInstanceOf(Promise);
        expect(await unknown).toEqual({ status: 'unknown-user' });
        expect(await wrong).toEqual({ status: 'bad-password' });
        expect(costsSince(before)).toEqual([cost, cost]);
      } finally {
        storage.close();
      }
    }
  });

  // On Linux a thread has a nice value of its own: the hashing thread gives way to the event loop.
  it.runIf(process.platform === 'linux')('hashes on a thread of lower CPU priority than the event loop', async () => {
    await call(app, 'GET', '/rest-api/shop-analytics/orders', { as: { login: ADMIN.login, password: 'wrong again' } });
    const nice = (task: string) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const main = nice(String(process.pid));
    // Under a nice of 10 or more already, a thread may not go lower without privileges: nothing to see.
    if (main < 10) expect(readdirSync('/proc/self/task').map(nice)).toContain(10);
  });
});
