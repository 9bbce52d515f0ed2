import Database from 'better-sqlite3';
import { SCHEMA } from './schema.js';
import { memo } from '../util/memo.js';

export type Db = Database.Database;

/** `:memory:` for tests and the embedded run; a file (in WAL mode) for `serve --db`. */
/**
 * Repositories write their SQL where they use it; compiling a statement costs far more than running
 * it, so each distinct SQL text is compiled once and reused (the cache is bounded for generated IN lists).
 */
function cachePreparedStatements(db: Db): void {
  const compile = db.prepare.bind(db);
  const compiled = memo<string, ReturnType<Db['prepare']>>(2000);
  db.prepare = ((sql: string) => compiled(sql, () => compile(sql))) as Db['prepare'];
}

export function openDatabase(path = ':memory:'): Db {
  const db = new Database(path);
  cachePreparedStatements(db);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}
