import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from '../../reference-server/storage/index.js';
import { openDatabase } from '../../reference-server/storage/database.js';
import { createCartRepository } from '../../reference-server/storage/repositories/carts.js';

let storage: Storage | undefined;
const dirs: string[] = [];
/** A scratch folder, removed after the test. */
const dir = () => {
  const made = mkdtempSync(join(tmpdir(), 'shop-'));
  dirs.push(made);
  return made;
};
afterEach(() => {
  storage?.close();
  storage = undefined;
  for (const made of dirs.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('storage', () => {
  it('seeds the trading-signals catalogue once', () => {
    storage = createStorage();
    const all = storage.products.list({});
    expect(all.total).toBe(9);
    expect(storage.products.get(10)).toMatchObject({
      type: 'subscription',
      regularPrice: 2900,
      subscription: { billingPeriod: 'month', trialLength: 7, signUpFee: 999 },
    });
    expect(storage.products.get(11)?.subscription.synchronization).toEqual({ day: 1, month: 1 });
    expect(storage.products.variations(12).map((v) => v.variation)).toEqual([
      { 'pa_signal-tier': 'basic' },
      { 'pa_signal-tier': 'pro' },
      { 'pa_signal-tier': 'elite' },
    ]);
    expect(storage.products.get(17)).toMatchObject({ manageStock: true, stockQuantity: 25, virtual: false });
  });

  // In memory the kept values are the store; with a file the table is, written through.
  describe.each([
    ['in memory', () => createStorage()],
    ['in a file', () => createStorage({ path: join(dir(), 'carts.db') })],
  ])('carts %s', (_where, open) => {
    it('are read as last saved, and as they were before a transaction that failed', () => {
      const s = (storage = open());
      const carts = s.carts;
      carts.save('s1', { n: 1 });
      expect(carts.get('s1')).toEqual({ n: 1 });
      expect(() =>
        s.transaction(() => {
          carts.save('s1', { n: 2 });
          carts.save('new', { n: 1 });
          expect(carts.get('s1')).toEqual({ n: 2 });
          throw new Error('the checkout failed after emptying the cart');
        }),
      ).toThrow('the checkout failed');
      expect(carts.get('s1')).toEqual({ n: 1 });
      expect(carts.get('new')).toBeUndefined();
      s.transaction(() => s.transaction(() => carts.save('s1', { n: 3 })));
      expect(carts.get('s1')).toEqual({ n: 3 });
      carts.save('s1', { n: 4 });
      expect(carts.get('s1')).toEqual({ n: 4 });
      expect(carts.get('nobody')).toBeUndefined();
      // A cart larger than what is kept in memory with a file is read from the table, as written.
      const large = { note: 'n'.repeat(100_000) };
      carts.save('s2', large);
      expect(carts.get('s2')).toEqual(large);
    });

    it('are kept frozen: a value handed over cannot be changed after', () => {
      const s = (storage = open());
      const cart = { items: [{ quantity: 1 }], billing: { city: 'Berlin' } };
      s.carts.save('s1', cart);
      expect(() => {
        (cart.items[0] as { quantity: number }).quantity = 2;
      }).toThrow(TypeError);
      expect(s.carts.get('s1')).toEqual({ items: [{ quantity: 1 }], billing: { city: 'Berlin' } });
    });
  });

  it('carts in memory are let go oldest first past a number of sessions or of bytes, as sessions expire', () => {
    const db = openDatabase(':memory:');
    try {
      const carts = createCartRepository(db, { sessions: 3, bytes: 10_000 });
      for (const id of ['a', 'b', 'c']) carts.save(id, { id });
      carts.save('a', { id: 'a', again: true });
      carts.save('d', { id: 'd' });
      expect(['a', 'b', 'c', 'd'].map((id) => carts.get(id) !== undefined)).toEqual([true, false, true, true]);
      // Past the number of sessions, c goes (a was saved again since); past the bytes, a goes too.
      carts.save('big', { note: 'x'.repeat(9_880) });
      expect(['a', 'c', 'd', 'big'].map((id) => carts.get(id) !== undefined)).toEqual([false, false, true, true]);
    } finally {
      db.close();
    }
  });

  it('a cart saved inside a bare database transaction is refused in memory, where it could not be undone', () => {
    const s = (storage = createStorage());
    expect(() => s.db.transaction(() => s.carts.save('s1', { n: 1 }))()).toThrow(/storage\.transaction/);
    expect(s.carts.get('s1')).toBeUndefined();
  });

  it('totals kept between writes are counted again after each write', () => {
    storage = createStorage();
    const query = { statuses: ['publish'], types: ['simple'], perPage: 1, page: 1 };
    const before = storage.products.list(query).total;
    expect(storage.products.list({ ...query, page: 2 }).total).toBe(before);
    storage.products.create(
      {
        name: 'Counted',
        slug: 'counted',
        type: 'simple',
        status: 'publish',
        regular_price: 100,
        date_created: '2026-01-01T00:00:00',
        date_modified: '2026-01-01T00:00:00',
      },
      [],
    );
    expect(storage.products.list(query).total).toBe(before + 1);
    const orders = storage.orders.list({ perPage: 1 }).total;
    storage.orders.create((id) => ({ id, status: 'pending' }) as never);
    expect(storage.orders.list({ perPage: 1 }).total).toBe(orders + 1);
    expect(storage.orders.list({ perPage: 1, statuses: ['pending'] }).total).toBeGreaterThan(0);
  });

  it('pages and counts', () => {
    storage = createStorage();
    const page = storage.products.list({
      statuses: ['publish'],
      types: ['subscription'],
      perPage: 2,
      page: 2,
      orderBy: 'id',
      order: 'asc',
    });
    expect(page.total).toBe(3);
    expect(page.items.map((p) => p.id)).toEqual([18]);
    expect(storage.terms.list('product_tag', { perPage: 2 }).items.map((t) => t.slug)).toEqual(['crypto', 'education']);
    expect(storage.reviews.averageRating(10)).toEqual({ average: 4.5, count: 2 });
  });

  it('keeps only password hashes and tells unknown users from wrong passwords', async () => {
    storage = createStorage();
    storage.users.ensure('ada', 'correct horse', 'administrator');
    const row = storage.db.prepare('SELECT password_hash FROM users WHERE login = ?').get('ada') as {
      password_hash: string;
    };
    expect(row.password_hash).not.toContain('correct horse');
    expect(storage.users.check('ada', 'correct horse')).toMatchObject({
      status: 'ok',
      user: { login: 'ada', role: 'administrator' },
    });
    // A check that must hash answers as a promise (the hash runs on the thread pool).
    expect(await storage.users.check('ada', 'wrong')).toEqual({ status: 'bad-password' });
    expect(await storage.users.check('bob', 'x')).toEqual({ status: 'unknown-user' });
    storage.users.ensure('ada', 'new password', 'customer');
    expect(await storage.users.check('ada', 'correct horse')).toEqual({ status: 'bad-password' });
  });

  it('a file database keeps its data and signing secret across restarts, in WAL mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-'));
    try {
      const path = join(dir, 'shop.db');
      storage = createStorage({ path });
      const secret = storage.options.secret();
      storage.users.ensure('ada', 'pw-1234', 'administrator');
      expect(storage.db.pragma('journal_mode', { simple: true })).toBe('wal');
      storage.close();
      storage = createStorage({ path });
      expect(storage.options.secret()).toBe(secret);
      expect((await storage.users.check('ada', 'pw-1234')).status).toBe('ok');
      expect(storage.products.list({}).total).toBe(9);
    } finally {
      storage?.close();
      storage = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failed seed transaction back', () => {
    storage = createStorage({ seed: false });
    const insert = storage.db.transaction(() => {
      storage?.db.prepare("INSERT INTO terms (taxonomy, name, slug) VALUES ('product_tag', 'A', 'a')").run();
      storage?.db.prepare("INSERT INTO terms (taxonomy, name, slug) VALUES ('product_tag', 'A', 'a')").run();
    });
    expect(() => insert()).toThrow(/UNIQUE/);
    expect(storage.terms.list('product_tag', {}).total).toBe(0);
  });
});
