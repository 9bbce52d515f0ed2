import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../database.js';

export type Role = 'administrator' | 'customer';

export interface User {
  id: number;
  login: string;
  email: string;
  displayName: string;
  role: Role;
}

interface Row {
  id: number;
  login: string;
  email: string;
  display_name: string;
  role: Role;
  password_hash: string;
}

function hash(password: string, salt = randomBytes(16).toString('hex')): string {
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString('hex')}`;
}

/**
 * The same hash, computed on libuv's thread pool: a server starting up hashes its two users side by
 * side while it builds its routes, instead of one after the other on the main thread.
 */
export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolve(`scrypt$${salt}$${key.toString('hex')}`)));
  });
}

function matches(password: string, stored: string): boolean {
  const [, salt = '', expected = ''] = stored.split('$');
  const actual = scryptSync(password, salt, 32);
  const wanted = Buffer.from(expected, 'hex');
  return wanted.length === actual.length && timingSafeEqual(actual, wanted);
}

const toUser = (r: Row): User => ({ id: r.id, login: r.login, email: r.email, displayName: r.display_name, role: r.role });

export type PasswordCheck = { status: 'ok'; user: User } | { status: 'unknown-user' } | { status: 'bad-password' };

/** People who can sign in. Passwords are kept only as salted scrypt hashes. */
export function createUserRepository(db: Db) {
  const byLogin = db.prepare<[string, string], Row>('SELECT * FROM users WHERE login = ? OR email = ?');
  // Hashing is deliberately slow; a run sends thousands of authenticated requests, so verified pairs are remembered.
  const verified = new Map<string, string>();
  return {
    /**
     * Creates the user, or resets its password and role: the credentials given at start always work.
     * A hash made beforehand (`hashPassword`) may be given. The pair counts as verified at once, so
     * the first signed request does not pay for a hash the server has only just computed.
     */
    ensure: (login: string, password: string, role: Role, passwordHash = hash(password)): User => {
      verified.clear();
      const user = db.transaction(() => {
        const existing = byLogin.get(login, login);
        if (existing) {
          db.prepare('UPDATE users SET password_hash = ?, role = ? WHERE id = ?').run(passwordHash, role, existing.id);
        } else {
          db.prepare('INSERT INTO users (login, email, display_name, role, password_hash) VALUES (?, ?, ?, ?, ?)')
            .run(login, `${login}@signal-desk.example`, login, role, passwordHash);
        }
        return toUser(byLogin.get(login, login) as Row);
      })();
      verified.set(`${user.id}\u0000${password}`, passwordHash);
      return user;
    },
    check(login: string, password: string): PasswordCheck {
      const row = byLogin.get(login, login);
      if (!row) return { status: 'unknown-user' };
      const key = `${row.id}\u0000${password}`;
      if (verified.get(key) === row.password_hash) return { status: 'ok', user: toUser(row) };
      if (!matches(password, row.password_hash)) return { status: 'bad-password' };
      verified.set(key, row.password_hash);
      return { status: 'ok', user: toUser(row) };
    },
    /** Whether a login or email is taken, without the cost of a password check. */
    exists(login: string): boolean {
      return byLogin.get(login, login) !== undefined;
    },
    get(id: number): User | undefined {
      const row = db.prepare<[number], Row>('SELECT * FROM users WHERE id = ?').get(id);
      return row ? toUser(row) : undefined;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
