/**
 * The reference server found no SQLite driver it can use (`driver.ts`), or was asked for one this
 * process lacks. A set-up problem of the user's (exit 2), not a bug; its own small module so that the
 * CLI can tell it apart (bin/fail.ts) without loading the storage. It crosses the embedded server's
 * thread boundary as a message: `code` is how the other side knows it again.
 */
export class SqliteDriverUnavailable extends Error {
  static readonly code = 'SHOP_CONFORMANCE_NO_SQLITE_DRIVER';
  readonly code = SqliteDriverUnavailable.code;
  constructor(message: string) {
    super(message);
    this.name = 'SqliteDriverUnavailable';
  }
}

/** What `serve` and the embedded run say when neither driver is there. */
export const NO_DRIVER =
  'the reference server needs a SQLite driver: `npm install better-sqlite3`, or Node 22.13 or later (node:sqlite)';
