import { chmodSync, closeSync, openSync, statSync } from 'node:fs';
import { SCHEMA } from './schema.js';
import type { Db } from './db.js';
import { sqliteDriver, type SqliteDriver } from './driver.js';
import { memo } from '../util/memo.js';

export type { Db } from './db.js';

/**
 * Repositories write their SQL where they use it; compiling a statement costs far more than running
 * it, so each distinct SQL text is compiled once and reused (the cache is bounded for generated IN lists).
 */
function cachePreparedStatements(db: Db): void {
  const compile = db.prepare.bind(db);
  const compiled = memo<string, ReturnType<Db['prepare']>>(2000);
  db.prepare = ((sql: string) => compiled(sql, () => compile(sql))) as Db['prepare'];
}

/**
 * `:memory:` for tests and the embedded run; a file (in WAL mode) for `serve --db`. On better-sqlite3
 * when it is installed, else on node:sqlite (`driver.ts`).
 */
export function openDatabase(path = ':memory:', driver: SqliteDriver = sqliteDriver()): Db {
  const file = path !== ':memory:' && path !== '' && !path.startsWith('file:');
  if (file) createPrivately(path);
  const db = driver.open(path);
  cachePreparedStatements(db);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  if (file) for (const sidecar of [`${path}-wal`, `${path}-shm`]) keepPrivate(sidecar);
  return db;
}

/**
 * The database holds password hashes and the secret that signs nonces and cart tokens: it is readable
 * by its owner only (0600). The file is created with that mode before SQLite opens it, rather than
 * under a narrowed umask: the umask belongs to the whole process (every thread's files at that moment)
 * and a worker thread, where the embedded server runs, may not change it. SQLite gives the -wal and -shm
 * files it creates the database file's own mode; they are set again once they exist, all the same. A
 * database made by an earlier build, more open than that, is narrowed to it when it is ours to change.
 */
function createPrivately(path: string): void {
  try {
    closeSync(openSync(path, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    keepPrivate(path);
  }
}

function keepPrivate(path: string): void {
  try {
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  } catch (error) {
    // Absent (no -shm yet) or not ours to change (another user's file, opened read-write all the same).
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}
