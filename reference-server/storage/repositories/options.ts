import { randomBytes } from 'node:crypto';
import type { Db } from '../database.js';

/** Site options as JSON values; the signing secret lives here so tokens survive a restart of `serve --db`. */
export function createOptionRepository(db: Db) {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM options WHERE name = ?');
  const write = db.prepare(
    'INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  const repo = {
    get<T>(name: string): T | undefined {
      const row = read.get(name);
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    set(name: string, value: unknown): void {
      write.run(name, JSON.stringify(value));
    },
    secret(): string {
      let secret = repo.get<string>('signing_secret');
      if (!secret) {
        secret = randomBytes(32).toString('hex');
        repo.set('signing_secret', secret);
      }
      return secret;
    },
  };
  return repo;
}
