export type Role = 'administrator' | 'customer';

export interface Principal {
  id: number;
  login: string;
  role: Role;
}

export type CredentialCheck =
  { status: 'ok'; principal: Principal } | { status: 'unknown-user' } | { status: 'bad-password' };

/**
 * Anything that can check a login and password; the storage's user repository in practice. A check it
 * can answer at once (a pair verified before) comes without a promise; one that must hash comes as a
 * promise, the hash computed off the event loop.
 */
export interface CredentialStore {
  check(login: string, password: string): CredentialCheck | Promise<CredentialCheck>;
}
