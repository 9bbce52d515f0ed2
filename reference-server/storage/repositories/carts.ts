import type { Db } from '../database.js';
import { freezeAndMeasure } from '../../util/freeze.js';

const KEPT_SESSIONS = 2000;
/**
 * A cart's text is the caller's to grow (its addresses, a line's options, up to a body's size): with a
 * database file, only carts up to this size are kept in memory (2000 × 16 KB: 32 MB at most), larger
 * ones read from the table.
 */
const KEPT_TEXT = 16 * 1024;

/**
 * In memory the kept carts are the store, and every change of a cart without a token opens a session:
 * past either bound the carts saved longest ago are let go, as sessions expire (the platform's after two
 * days). A cart's size is the caller's to grow (an address field up to a body's size).
 */
export const IN_MEMORY_LIMITS = { sessions: 100_000, bytes: 256 * 1024 * 1024 };

/**
 * Storefront cart sessions; the storefront plugin owns their shape. A cart is read on every storefront
 * request and written on every change, so carts are kept as values, frozen: `get` gives the value last
 * saved, which no one may change (a caller works on a copy and saves that; cart-state.ts).
 *
 * - With a database file (`serve --db`), the table is the store: every save is written through, in the
 *   caller's transaction if there is one, and the values kept are a bounded cache of it.
 * - With a database in memory (tests, the embedded run) the table would be memory too: the values are
 *   the store, with no table write and no JSON either way (8 µs of the ~40 µs of server work in a cart
 *   add, bench/server-load.mjs), bounded by IN_MEMORY_LIMITS. A save inside a transaction is undone
 *   with it: such saves are made within `within` (storage.transaction), which puts back the values
 *   before them when it fails.
 */
export function createCartRepository(db: Db, limits = IN_MEMORY_LIMITS) {
  const read = db.prepare<[string], { data: string }>('SELECT data FROM carts WHERE session_id = ?');
  const write = db.prepare(`INSERT INTO carts (session_id, data, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`);
  const inMemory = db.memory;
  const kept = new Map<string, unknown>();
  /** While `within` runs: the value each session had before its first save in there. */
  let journal: Map<string, unknown> | undefined;
  // In memory: each kept cart's rough size and their sum; the map's order is the order of saves.
  const keptSizes = new Map<string, number>();
  let bytes = 0;
  const drop = (sessionId: string) => {
    bytes -= keptSizes.get(sessionId) ?? 0;
    keptSizes.delete(sessionId);
    kept.delete(sessionId);
  };
  const keepInMemory = (sessionId: string, value: unknown, size: number) => {
    drop(sessionId);
    kept.set(sessionId, value);
    keptSizes.set(sessionId, size);
    bytes += size;
    for (const oldest of kept.keys()) {
      if (kept.size <= limits.sessions && bytes <= limits.bytes) break;
      if (oldest !== sessionId) drop(oldest);
    }
  };

  return {
    /** The value last saved, frozen; undefined for a session never saved. */
    get<T>(sessionId: string): T | undefined {
      const value = kept.get(sessionId);
      if (value !== undefined || inMemory) return value as T | undefined;
      const row = read.get(sessionId);
      if (row === undefined) return undefined;
      const fromTable = JSON.parse(row.data) as T;
      freezeAndMeasure(fromTable);
      return fromTable;
    },
    /** Keeps `value` as it is, frozen: the caller hands it over. */
    save(sessionId: string, value: unknown): void {
      const size = freezeAndMeasure(value);
      if (journal && !journal.has(sessionId)) journal.set(sessionId, kept.get(sessionId));
      if (inMemory) {
        if (db.inTransaction && !journal)
          throw new Error(
            'a cart saved inside a transaction is saved within storage.transaction(), to be undone with it',
          );
        keepInMemory(sessionId, value, size);
        return;
      }
      const text = JSON.stringify(value);
      write.run(sessionId, text, new Date().toISOString());
      // Inside a transaction (a checkout) the write may yet be rolled back, and a large cart is not kept:
      // read from the table next time.
      if (db.inTransaction || text.length > KEPT_TEXT) {
        kept.delete(sessionId);
        return;
      }
      if (kept.size >= KEPT_SESSIONS) kept.clear();
      kept.set(sessionId, value);
    },
    /**
     * Runs `transaction` (a database transaction); if it throws, the carts saved in it are as they were
     * before it. Nested, the outermost one decides.
     */
    within<T>(transaction: () => T): T {
      if (journal) return transaction();
      const saved = (journal = new Map());
      let done = false;
      try {
        const result = transaction();
        done = true;
        return result;
      } finally {
        journal = undefined;
        if (!done) {
          for (const [sessionId, before] of saved) {
            if (before === undefined) drop(sessionId);
            else if (inMemory) keepInMemory(sessionId, before, freezeAndMeasure(before));
            else kept.set(sessionId, before);
          }
        }
      }
    },
  };
}
