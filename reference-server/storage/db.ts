/**
 * The SQLite the repositories are written against: the part of better-sqlite3's surface they use, so
 * that a better-sqlite3 database is one as it is, and node:sqlite's `DatabaseSync` one through a thin
 * adapter (`node-sqlite.ts`); `driver.ts` chooses between them.
 */
export interface RunInfo {
  changes: number | bigint;
  lastInsertRowid: number | bigint;
}

export interface Statement<P extends unknown[] = unknown[], R = unknown> {
  run(...params: P): RunInfo;
  get(...params: P): R | undefined;
  all(...params: P): R[];
  /** Each row as the value of its first column from now on (better-sqlite3's `pluck`): this statement. */
  pluck(toggle?: boolean): this;
}

export interface Db {
  /** The database lives in memory (`:memory:`), not in a file. */
  readonly memory: boolean;
  readonly inTransaction: boolean;
  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Statement<P, R>;
  exec(sql: string): unknown;
  /** `PRAGMA source`: its rows, or with `simple` the first column of the first row. */
  pragma(source: string, options?: { simple?: boolean }): unknown;
  /**
   * `fn` made a function that runs it in a transaction (BEGIN … COMMIT, ROLLBACK when it throws), or in
   * a savepoint inside one already open: better-sqlite3's `transaction`.
   */
  transaction<F extends (...args: never[]) => unknown>(fn: F): F;
  close(): unknown;
}
