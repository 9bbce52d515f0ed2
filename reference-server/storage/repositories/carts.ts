import type { Db } from '../database.js';

/** Storefront cart sessions as JSON documents; the storefront plugin owns their shape. */
export function createCartRepository(db: Db) {
  const read = db.prepare<[string], { data: string }>('SELECT data FROM carts WHERE session_id = ?');
  const write = db.prepare(`INSERT INTO carts (session_id, data, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`);
  return {
    get<T>(sessionId: string): T | undefined {
      const row = read.get(sessionId);
      return row ? (JSON.parse(row.data) as T) : undefined;
    },
    save(sessionId: string, data: unknown): void {
      write.run(sessionId, JSON.stringify(data), new Date().toISOString());
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
