import type { Db } from '../database.js';
import { DEFAULT_COST, hashPasswordSync, verifyPassword } from '../passwords.js';

export { hashPassword } from '../passwords.js';

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

const toUser = (r: Row): User => ({ id: r.id, login: r.login, email: r.email, displayName: r.display_name, role: r.role });

export type PasswordCheck = { status: 'ok'; user: User } | { status: 'unknown-user' } | { status: 'bad-password' };

/** People who can sign in. Passwords are kept only as salted scrypt hashes. */
export function createUserRepository(db: Db, passwordCost = DEFAULT_COST) {
  const byLogin = db.prepare<[string, string], Row>('SELECT * FROM users WHERE login = ? OR email = ?');
  // Hashing is deliberately slow; a run sends thousands of authenticated requests, so verified pairs are
  // remembered. Only pairs that verified: one per user and password, and `ensure` starts it afresh.
  const verified = new Map<string, string>();
  return {
    /**
     * Creates the user, or resets its password and role: the credentials given at start always work.
     * A hash made beforehand (`hashPassword`) may be given. The pair counts as verified at once, so
     * the first signed request does not pay for a hash the server has only just computed.
     */
    ensure: (login: string, password: string, role: Role, passwordHash = hashPasswordSync(password, undefined, passwordCost)): User => {
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
    /**
     * A pair verified before answers at once, without a promise (every signed request of a run after
     * its first). Anything else is hashed on the thread pool (`passwords.ts`), an unknown login
     * against a dummy, so that it takes as long as a wrong password.
     */
    check(login: string, password: string): PasswordCheck | Promise<PasswordCheck> {
      const row = byLogin.get(login, login);
      const key = row ? `${row.id}\u0000${password}` : '';
      if (row && verified.get(key) === row.password_hash) return { status: 'ok', user: toUser(row) };
      return verifyPassword(password, row?.password_hash, passwordCost).then((ok): PasswordCheck => {
        if (!row) return { status: 'unknown-user' };
        if (!ok) return { status: 'bad-password' };
        // Remembered against the hash that was checked: a password reset meanwhile makes it stale.
        verified.set(key, row.password_hash);
        return { status: 'ok', user: toUser(row) };
      });
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
