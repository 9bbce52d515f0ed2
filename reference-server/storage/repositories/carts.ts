import type { Db } from '../database.js';

const KEPT_SESSIONS = 2000;
/**
 * A cart's text is the caller's to grow (its addresses, a line's options, up to a body's size): only
 * carts up to this size are kept in memory (2000 × 16 KB: 32 MB at most), larger ones read from the table.
 */
const KEPT_TEXT = 16 * 1024;

/** Storefront cart sessions as JSON documents; the storefront plugin owns their shape. */
export function createCartRepository(db: Db) {
  const read = db.prepare<[string], { data: string }>('SELECT data FROM carts WHERE session_id = ?');
  const write = db.prepare(`INSERT INTO carts (session_id, data, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`);
  // The text last written for each session, read back without a query: a cart is read on every
  // storefront request and written on every change. This repository is the table's only writer.
  // Bounded: past the limit the map starts again (a session is then read from the table once more).
  const written = new Map<string, string>();
  return {
    get<T>(sessionId: string): T | undefined {
      const data = written.get(sessionId) ?? read.get(sessionId)?.data;
      return data === undefined ? undefined : (JSON.parse(data) as T);
    },
    save(sessionId: string, data: unknown): void {
      const text = JSON.stringify(data);
      write.run(sessionId, text, new Date().toISOString());
      // Inside a transaction (a checkout) the write may yet be rolled back, and a large cart is not kept:
      // read from the table next time.
      if (db.inTransaction || text.length > KEPT_TEXT) {
        written.delete(sessionId);
        return;
      }
      if (written.size >= KEPT_SESSIONS) written.clear();
      written.set(sessionId, text);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
