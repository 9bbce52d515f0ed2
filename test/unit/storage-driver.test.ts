import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_DRIVER, SqliteDriverUnavailable } from '../../reference-server/storage/driver-error.js';
import { chooseDriver, installedLoaders, type DriverLoaders } from '../../reference-server/storage/driver.js';
import { openNodeSqlite, type NodeSqliteModule } from '../../reference-server/storage/node-sqlite.js';
import { createStorage, type Storage } from '../../reference-server/storage/index.js';
import type { Db } from '../../reference-server/storage/db.js';

const ROOT = join(import.meta.dirname, '../..');

/**
 * node:sqlite's DatabaseSync as it behaves, on better-sqlite3: the machine's Node 20 has no node:sqlite,
 * and the adapter's own logic (transactions, savepoints, pluck, pragmas, large integers, bare names) is
 * what is under test. Rows with a null prototype, integers read as numbers unless `setReadBigInts`, and
 * one past 2^53 refused (ERR_OUT_OF_RANGE); a file that cannot be opened is errcode 14. Where the real
 * node:sqlite exists (CI's Node 22, 24, 26), the same tests run on it too.
 */
function fakeNodeSqlite({ isTransaction = true } = {}): NodeSqliteModule {
  class StatementSync {
    #big = false;
    readonly #s: Database.Statement;
    constructor(s: Database.Statement) {
      this.#s = s.reader ? s.safeIntegers(true) : s;
    }
    setAllowBareNamedParameters() {}
    setReadBigInts(on: boolean) {
      this.#big = on;
    }
    #row(row: unknown) {
      if (row === undefined) return undefined;
      const out = Object.create(null) as Record<string, unknown>;
      for (const [k, v] of Object.entries(row as object)) {
        if (typeof v === 'bigint' && !this.#big && (v > Number.MAX_SAFE_INTEGER || v < Number.MIN_SAFE_INTEGER))
          throw Object.assign(new RangeError(`Value is too large to be represented as a JavaScript number: ${v}`), {
            code: 'ERR_OUT_OF_RANGE',
          });
        out[k] = typeof v === 'bigint' && !this.#big ? Number(v) : v;
      }
      return out;
    }
    /** node:sqlite refuses a member of a parameter object that the SQL does not name. */
    #known(p: unknown[]) {
      const [first] = p;
      if (typeof first !== 'object' || first === null || Array.isArray(first)) return;
      for (const key of Object.keys(first))
        if (!new RegExp(`[@$:]${key}\\b`).test(this.#s.source)) throw new Error(`Unknown named parameter '${key}'`);
    }
    run(...p: unknown[]) {
      this.#known(p);
      const r = this.#s.run(...p);
      return { changes: Number(r.changes), lastInsertRowid: Number(r.lastInsertRowid) };
    }
    get(...p: unknown[]) {
      this.#known(p);
      return this.#s.reader ? this.#row(this.#s.get(...p)) : (this.#s.run(...p), undefined);
    }
    all(...p: unknown[]) {
      this.#known(p);
      return this.#s.reader ? this.#s.all(...p).map((r) => this.#row(r)) : (this.#s.run(...p), []);
    }
  }
  class DatabaseSync {
    readonly #db: Database.Database;
    constructor(path: string) {
      try {
        this.#db = new Database(path);
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_CANTOPEN') throw error;
        throw Object.assign(new Error('unable to open database file'), { code: 'ERR_SQLITE_ERROR', errcode: 14 });
      }
      if (isTransaction) Object.defineProperty(this, 'isTransaction', { get: () => this.#db.inTransaction });
    }
    exec(sql: string) {
      this.#db.exec(sql);
    }
    prepare(sql: string) {
      return new StatementSync(this.#db.prepare(sql));
    }
    close() {
      this.#db.close();
    }
  }
  return { DatabaseSync };
}

const real = process.getBuiltinModule('node:sqlite') as NodeSqliteModule | undefined;
const modules: [string, NodeSqliteModule][] = [
  ['a node:sqlite (simulated)', fakeNodeSqlite()],
  ['a node:sqlite without isTransaction (before 22.16, simulated)', fakeNodeSqlite({ isTransaction: false })],
  ...(real ? ([[`node:sqlite of Node ${process.version}`, real]] as [string, NodeSqliteModule][]) : []),
];

describe('the driver a process runs on', () => {
  const Better = Database as unknown as ReturnType<DriverLoaders['betterSqlite3']>;
  const loaders = (better: () => typeof Better, node: () => NodeSqliteModule | undefined): DriverLoaders => ({
    betterSqlite3: vi.fn(better),
    nodeSqlite: vi.fn(node),
  });
  const absent = () => undefined;
  const broken = () => {
    throw new Error('The module was compiled against NODE_MODULE_VERSION 115.\nThis version needs 127.');
  };
  const sqlite = fakeNodeSqlite();

  it('is better-sqlite3 when it loads, without asking for node:sqlite', () => {
    const l = loaders(
      () => Better,
      () => sqlite,
    );
    expect(chooseDriver(undefined, l).name).toBe('better-sqlite3');
    expect(l.nodeSqlite).not.toHaveBeenCalled();
  });

  it('is node:sqlite when better-sqlite3 is not installed, or does not load', () => {
    expect(
      chooseDriver(
        undefined,
        loaders(absent, () => sqlite),
      ).name,
    ).toBe('node:sqlite');
    expect(
      chooseDriver(
        '',
        loaders(broken, () => sqlite),
      ).name,
    ).toBe('node:sqlite');
  });

  it('with neither, is refused in one line that says what to install', () => {
    const refusal = () => chooseDriver(undefined, loaders(absent, absent));
    expect(refusal).toThrow(SqliteDriverUnavailable);
    expect(() => refusal()).toThrow(
      expect.objectContaining({
        message:
          'the reference server needs a SQLite driver: `npm install better-sqlite3`, or Node 22.13 or later (node:sqlite)',
      }),
    );
    expect(NO_DRIVER).not.toContain('\n');
    // An addon that does not load is said too: installing it again would not help.
    expect(() => chooseDriver(undefined, loaders(broken, absent))).toThrow(
      `${NO_DRIVER} (better-sqlite3 is installed but does not load: The module was compiled against NODE_MODULE_VERSION 115.)`,
    );
  });

  it('is the one SHOP_CONFORMANCE_SQLITE names, or a refusal that says why', () => {
    expect(
      chooseDriver(
        'node',
        loaders(
          () => Better,
          () => sqlite,
        ),
      ).name,
    ).toBe('node:sqlite');
    expect(
      chooseDriver(
        'better-sqlite3',
        loaders(
          () => Better,
          () => sqlite,
        ),
      ).name,
    ).toBe('better-sqlite3');
    expect(() =>
      chooseDriver(
        'node',
        loaders(() => Better, absent),
        'v20.20.2',
      ),
    ).toThrow('SHOP_CONFORMANCE_SQLITE=node, but Node v20.20.2 has no node:sqlite: Node 22.13 or later has it');
    expect(() =>
      chooseDriver(
        'better-sqlite3',
        loaders(absent, () => sqlite),
      ),
    ).toThrow(
      'SHOP_CONFORMANCE_SQLITE=better-sqlite3, but better-sqlite3 is not installed: `npm install better-sqlite3`',
    );
    expect(() =>
      chooseDriver(
        'better-sqlite3',
        loaders(broken, () => sqlite),
      ),
    ).toThrow(/does not load: The module/);
    expect(() =>
      chooseDriver(
        'sqlite3',
        loaders(
          () => Better,
          () => sqlite,
        ),
      ),
    ).toThrow(/SHOP_CONFORMANCE_SQLITE is "sqlite3": better-sqlite3 or node/);
  });

  it("this checkout's better-sqlite3 loads; node:sqlite is there exactly from Node 22.13 on", () => {
    expect(installedLoaders.betterSqlite3()).toBe(Database);
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(installedLoaders.nodeSqlite() !== undefined).toBe(major > 22 || (major === 22 && minor >= 13));
  });

  it.runIf(real)('loads node:sqlite without its experimental warning; other warnings still show', () => {
    // In a process of its own: node:sqlite warns once per process, on its first load.
    const driver = join(ROOT, 'dist/reference-server/storage/driver.js');
    const script = `const { installedLoaders } = await import(${JSON.stringify(driver)}); console.log(typeof installedLoaders.nodeSqlite().DatabaseSync); process.emitWarning('another warning');`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe('function');
    expect(child.stderr).toMatch(/Warning: another warning/);
    expect(child.stderr).not.toMatch(/experimental/i);
  });
});

describe.each(modules)('the Db made of %s', (_name, sqlite) => {
  let db: Db | undefined;
  afterEach(() => {
    db?.close();
    db = undefined;
  });
  const open = () => {
    db = openNodeSqlite(sqlite, ':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, n INTEGER)');
    return db;
  };
  const names = (d: Db) => d.prepare('SELECT name FROM t ORDER BY id').pluck().all();

  it('binds @names from an object without the prefix, and counts its writes', () => {
    const d = open();
    const info = d.prepare('INSERT INTO t (name, n) VALUES (@name, @n)').run({ name: 'a', n: 1 });
    expect([Number(info.changes), Number(info.lastInsertRowid)]).toEqual([1, 1]);
    expect({ ...(d.prepare('SELECT * FROM t WHERE id = ?').get(1) as object) }).toEqual({ id: 1, name: 'a', n: 1 });
    expect(d.prepare('SELECT * FROM t WHERE id = ?').get(2)).toBeUndefined();
  });

  it('passes over members of a parameter object that the SQL does not name, as better-sqlite3 does', () => {
    const d = open();
    d.prepare('INSERT INTO t (name, n) VALUES (@name, $n)').run({ name: 'a', n: 2, terms: [20] });
    expect(d.prepare('SELECT n FROM t WHERE name = :name').pluck().get({ name: 'a', other: 1 })).toBe(2);
  });

  it('plucks the first column, for get and all', () => {
    const d = open();
    d.prepare('INSERT INTO t (name) VALUES (?), (?)').run('a', 'b');
    expect(names(d)).toEqual(['a', 'b']);
    expect(d.prepare('SELECT name, id FROM t WHERE id = ?').pluck().get(2)).toBe('b');
    expect(d.prepare('SELECT name, id FROM t WHERE id = ?').pluck().get(3)).toBeUndefined();
  });

  it('commits a transaction, rolls back one that throws, and a savepoint inside one', () => {
    const d = open();
    const insert = d.prepare('INSERT INTO t (name) VALUES (?)');
    const inside: boolean[] = [];
    const add = d.transaction((name: string) => {
      inside.push(d.inTransaction);
      insert.run(name);
      return name;
    });
    expect(add('a')).toBe('a');
    expect(() => d.transaction(() => (insert.run('b'), insert.run('a')))()).toThrow(/UNIQUE/);
    expect(d.inTransaction).toBe(false);
    // The inner one fails and is undone alone; the outer one goes on and commits.
    d.transaction(() => {
      insert.run('c');
      expect(() => d.transaction(() => (insert.run('d'), insert.run('c')))()).toThrow(/UNIQUE/);
      expect(d.inTransaction).toBe(true);
      add('e');
    })();
    expect(names(d)).toEqual(['a', 'c', 'e']);
    expect(inside).toEqual([true, true]);
    expect(d.inTransaction).toBe(false);
  });

  it('refuses a transaction function that returns a promise, and undoes it', () => {
    const d = open();
    const add = d.transaction(() => {
      d.prepare("INSERT INTO t (name) VALUES ('p')").run();
      return Promise.resolve();
    });
    expect(() => add()).toThrow(/cannot return a promise/);
    expect(names(d)).toEqual([]);
  });

  it('runs pragmas, simple or as rows', () => {
    const d = open();
    d.pragma('user_version = 7');
    expect(d.pragma('user_version', { simple: true })).toBe(7);
    expect((d.pragma('user_version') as object[]).map((r) => ({ ...r }))).toEqual([{ user_version: 7 }]);
    expect(d.memory).toBe(true);
  });

  it('reads an integer past 2^53 as the nearest number, as better-sqlite3 does', () => {
    const d = open();
    d.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run('big', 2n ** 63n - 1n);
    expect((d.prepare('SELECT n FROM t').get() as { n: number }).n).toBe(2 ** 63);
    expect(d.prepare('SELECT n FROM t').pluck().all()).toEqual([2 ** 63]);
    // The statement reads numbers again afterwards.
    expect(d.prepare('SELECT id FROM t').pluck().get()).toBe(1);
  });

  it('says a file it cannot open (here a folder) is SQLITE_CANTOPEN, as serve expects', () => {
    expect(() => openNodeSqlite(sqlite, ROOT)).toThrow(expect.objectContaining({ code: 'SQLITE_CANTOPEN' }));
  });
});

describe.each(modules)('the reference storage on %s', (_name, sqlite) => {
  let storage: Storage | undefined;
  afterEach(() => {
    storage?.close();
    storage = undefined;
  });

  it('seeds, lists, creates and undoes what the better-sqlite3 storage does', () => {
    storage = createStorage({ driver: { name: 'node:sqlite', open: (path) => openNodeSqlite(sqlite, path) } });
    const other = createStorage({ driver: chooseDriver('better-sqlite3') });
    try {
      for (const s of [storage, other]) {
        s.products.create({ name: 'Probe', slug: 'probe', type: 'simple', status: 'publish', sku: 'P-1' }, [20, 30]);
        s.products.reduceStock([{ productId: 11, quantity: 1 }]);
        // A failed storage transaction takes its cart with it.
        expect(() =>
          s.transaction(() => {
            s.carts.save('s1', { items: 1 });
            throw new Error('undone');
          }),
        ).toThrow('undone');
      }
      const view = (s: Storage) => ({
        products: s.products.list({ perPage: 100 }),
        created: s.products.bySku('P-1'),
        terms: s.terms.list('product_cat', {}),
        orders: s.orders.list({}),
        cart: s.carts.get('s1'),
      });
      // Dates left out: the two products were created a moment apart.
      const plain = (s: Storage) =>
        JSON.parse(JSON.stringify(view(s), (k, v: unknown) => (/^date/i.test(k) ? undefined : v)));
      expect(plain(storage)).toEqual(plain(other));
      expect(view(storage).created?.name).toBe('Probe');
    } finally {
      other.close();
    }
  });
});
