import type { Db, RunInfo, Statement } from './db.js';

/**
 * node:sqlite (Node 22.13 and later without a flag) made the `Db` the repositories use (`driver.ts`):
 * the part of better-sqlite3's surface they need, on `DatabaseSync`. Declared here rather than taken
 * from @types/node: the types the project compiles with are Node 20's, which has no node:sqlite.
 */
interface NodeStatement {
  run(...params: unknown[]): RunInfo;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  /** Since 22.5; whether bare names bind by default changed between releases, so it is said. */
  setAllowBareNamedParameters?(enabled: boolean): void;
  setReadBigInts(enabled: boolean): void;
}

interface NodeDatabase {
  exec(sql: string): void;
  prepare(sql: string): NodeStatement;
  close(): void;
  /** Since 22.16 and 24.0; counted here before that. */
  readonly isTransaction?: boolean;
}

export interface NodeSqliteModule {
  DatabaseSync: new (path: string) => NodeDatabase;
}

/** A row's first column, as better-sqlite3's `pluck` gives it. */
const firstColumn = (row: unknown) => (row === undefined ? undefined : Object.values(row as object)[0]);

/** An integer past 2^53 read as better-sqlite3 reads it: the nearest number. */
const asNumbers = (row: unknown) => {
  if (row === undefined || row === null) return row;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row as object)) out[k] = typeof v === 'bigint' ? Number(v) : v;
  return out;
};

/** The names a statement's SQL binds (`@name`, `$name`, `:name`). */
const NAMED = /[@$:]([A-Za-z_]\w*)/g;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);

class NodeStatementAdapter implements Statement {
  #plucked = false;
  readonly #names: ReadonlySet<string>;
  constructor(
    private readonly raw: NodeStatement,
    sql: string,
  ) {
    // better-sqlite3 binds `@name` from { name }: the repositories pass rows so (products.create).
    raw.setAllowBareNamedParameters?.(true);
    this.#names = new Set([...sql.matchAll(NAMED)].map((m) => m[1] as string));
  }
  /**
   * better-sqlite3 binds the members of an object the SQL names and passes over the others; node:sqlite
   * refuses an unknown one (its switch for that came in 22.16 and 23.11). The seed hands over whole rows.
   */
  #bind(params: unknown[]): unknown[] {
    const [first, ...rest] = params;
    if (!isRecord(first) || Object.keys(first).every((k) => this.#names.has(k))) return params;
    return [Object.fromEntries(Object.entries(first).filter(([k]) => this.#names.has(k))), ...rest];
  }
  run(...params: unknown[]): RunInfo {
    return this.raw.run(...this.#bind(params));
  }
  get(...params: unknown[]): unknown {
    const bound = this.#bind(params);
    const row = this.#read(() => this.raw.get(...bound), asNumbers);
    return this.#plucked ? firstColumn(row) : row;
  }
  all(...params: unknown[]): unknown[] {
    const bound = this.#bind(params);
    const rows = this.#read(
      () => this.raw.all(...bound),
      (all) => all.map(asNumbers),
    );
    return this.#plucked ? rows.map(firstColumn) : rows;
  }
  pluck(toggle = true): this {
    this.#plucked = toggle;
    return this;
  }
  /**
   * node:sqlite refuses to read an integer a number cannot hold (ERR_OUT_OF_RANGE) where better-sqlite3
   * gives the nearest number; a stock quantity near PHP_INT_MAX is a value a caller may store. Such a
   * read is made again with BigInts and they are made numbers, as better-sqlite3 would: only reads come
   * here, so reading twice changes nothing.
   */
  #read<T>(read: () => T, toNumbers: (value: T) => T): T {
    try {
      return read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_OUT_OF_RANGE') throw error;
      this.raw.setReadBigInts(true);
      try {
        return toNumbers(read());
      } finally {
        this.raw.setReadBigInts(false);
      }
    }
  }
}

const SAVEPOINT = '"shop_conformance_savepoint"';

class NodeDb implements Db {
  /** Transactions this adapter opened, for a node:sqlite without `isTransaction`. */
  #depth = 0;
  constructor(
    private readonly raw: NodeDatabase,
    readonly memory: boolean,
  ) {}
  get inTransaction(): boolean {
    return this.raw.isTransaction ?? this.#depth > 0;
  }
  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Statement<P, R> {
    return new NodeStatementAdapter(this.raw.prepare(sql), sql) as unknown as Statement<P, R>;
  }
  exec(sql: string): this {
    this.raw.exec(sql);
    return this;
  }
  pragma(source: string, options: { simple?: boolean } = {}): unknown {
    const rows = this.raw.prepare(`PRAGMA ${source}`).all();
    return options.simple ? firstColumn(rows[0]) : rows;
  }
  /** better-sqlite3's semantics: a transaction, or a savepoint within one already open. */
  transaction<F extends (...args: never[]) => unknown>(fn: F): F {
    const within = (that: unknown, args: Parameters<F>) => this.#within(() => fn.apply(that, args));
    return function (this: unknown, ...args: Parameters<F>) {
      return within(this, args);
    } as F;
  }
  #within<T>(body: () => T): T {
    const [begin, commit, undo] = this.inTransaction
      ? [`SAVEPOINT ${SAVEPOINT}`, `RELEASE ${SAVEPOINT}`, `ROLLBACK TO ${SAVEPOINT}; RELEASE ${SAVEPOINT}`]
      : ['BEGIN', 'COMMIT', 'ROLLBACK'];
    this.raw.exec(begin);
    this.#depth++;
    try {
      const result = body();
      if (result instanceof Promise) throw new TypeError('Transaction function cannot return a promise');
      this.raw.exec(commit);
      return result;
    } catch (error) {
      // SQLite may have rolled back already (some errors end the transaction themselves). A node:sqlite
      // that cannot say so is asked to undo all the same, and may answer that nothing is open.
      if (this.inTransaction)
        try {
          this.raw.exec(undo);
        } catch (undoError) {
          if (this.raw.isTransaction !== undefined) throw undoError;
        }
      throw error;
    } finally {
      this.#depth--;
    }
  }
  close(): this {
    this.raw.close();
    return this;
  }
}

/** Opens `path` with node:sqlite; a file it cannot open is SQLITE_CANTOPEN, as with better-sqlite3. */
export function openNodeSqlite(sqlite: NodeSqliteModule, path: string): Db {
  let raw: NodeDatabase;
  try {
    raw = new sqlite.DatabaseSync(path);
  } catch (error) {
    const e = error as Error & { errcode?: number; code?: string };
    // 14: SQLITE_CANTOPEN. `serve --db` says such a file is the user's to fix (bin/commands/serve.ts).
    if (e.errcode === 14) e.code = 'SQLITE_CANTOPEN';
    throw e;
  }
  return new NodeDb(raw, path === ':memory:' || path === '');
}
