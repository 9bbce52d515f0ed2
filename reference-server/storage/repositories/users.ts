import type { Db } from '../database.js';
import { DEFAULT_COST, hashPasswordSync, NO_PASSWORD, verifyPassword } from '../passwords.js';
import { BoundedMap, memoByVersion } from '../../util/memo.js';

/** The most verified pairs remembered. */
const VERIFIED_PAIRS = 1024;

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

const toUser = (r: Row): User => ({
  id: r.id,
  login: r.login,
  email: r.email,
  displayName: r.display_name,
  role: r.role,
});

export type PasswordCheck = { status: 'ok'; user: User } | { status: 'unknown-user' } | { status: 'bad-password' };

/** People who can sign in. Passwords are kept only as salted scrypt hashes. */
export function createUserRepository(db: Db, passwordCost = DEFAULT_COST) {
  const byLogin = db.prepare<[string, string], Row>('SELECT * FROM users WHERE login = ? OR email = ?');
  // Hashing is deliberately slow; a run sends thousands of authenticated requests, so verified pairs are
  // remembered. Only pairs that verified: one per user and password, and `ensure` starts it afresh.
  // Bounded as every cache of the server is: keys hold a password a caller sent (hashed past 256
  // characters), and past the limit the map starts again (a verified pair is then hashed once more).
  const verified = new BoundedMap<string, string>(VERIFIED_PAIRS);
  // Every signed request reads its user by login: rows kept until this repository next writes (the only
  // writer of the table), a query fewer per request.
  let version = 0;
  const rowByLogin = memoByVersion<string, Row | undefined>(() => version, 1000);
  const remember = (key: string, hash: string) => verified.set(key, hash);
  return {
    /**
     * Creates the user, or resets its password and role: the credentials given at start always work.
     * A hash made beforehand (`hashPassword`) may be given. The pair counts as verified at once, so
     * the first signed request does not pay for a hash the server has only just computed.
     */
    ensure: (
      login: string,
      password: string,
      role: Role,
      passwordHash = hashPasswordSync(password, undefined, passwordCost),
    ): User => {
      // No clearing of the verified pairs: each is checked against the row's hash of the moment, so a
      // pair remembered for an old password can never match the new one.
      version++;
      const user = db.transaction(() => {
        const existing = byLogin.get(login, login);
        if (existing) {
          db.prepare('UPDATE users SET password_hash = ?, role = ? WHERE id = ?').run(passwordHash, role, existing.id);
        } else {
          db.prepare('INSERT INTO users (login, email, display_name, role, password_hash) VALUES (?, ?, ?, ?, ?)').run(
            login,
            `${login}@signal-desk.example`,
            login,
            role,
            passwordHash,
          );
        }
        return toUser(byLogin.get(login, login) as Row);
      })();
      remember(`${user.id}\u0000${password}`, passwordHash);
      return user;
    },
    /**
     * An account nobody has a password for (one a checkout opens with `create_account`): stored with
     * no hash at all (`!`, which no password verifies), so opening it costs no scrypt on the event loop.
     */
    addWithoutPassword: (login: string, role: Role): User => {
      version++;
      db.prepare('INSERT INTO users (login, email, display_name, role, password_hash) VALUES (?, ?, ?, ?, ?)').run(
        login,
        `${login}@signal-desk.example`,
        login,
        role,
        NO_PASSWORD,
      );
      return toUser(byLogin.get(login, login) as Row);
    },
    /**
     * A pair verified before answers at once, without a promise (every signed request of a run after
     * its first). Anything else is hashed on the thread pool (`passwords.ts`), an unknown login
     * against a dummy, so that it takes as long as a wrong password.
     */
    check(login: string, password: string): PasswordCheck | Promise<PasswordCheck> {
      const row = rowByLogin(login, () => byLogin.get(login, login));
      const key = row ? `${row.id}\u0000${password}` : '';
      if (row && verified.get(key) === row.password_hash) return { status: 'ok', user: toUser(row) };
      return verifyPassword(password, row?.password_hash, passwordCost).then((ok): PasswordCheck => {
        if (!row) return { status: 'unknown-user' };
        if (!ok) return { status: 'bad-password' };
        // Remembered against the hash that was checked: a password reset meanwhile makes it stale.
        remember(key, row.password_hash);
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
