import Database from 'better-sqlite3';
import { SCHEMA } from './schema.js';

export type Db = Database.Database;

/** `:memory:` for tests and the embedded run; a file (in WAL mode) for `serve --db`. */
export function openDatabase(path = ':memory:'): Db {
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}
