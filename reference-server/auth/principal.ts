export type Role = 'administrator' | 'customer';

export interface Principal {
  id: number;
  login: string;
  role: Role;
}

export type CredentialCheck =
  | { status: 'ok'; principal: Principal }
  | { status: 'unknown-user' }
  | { status: 'bad-password' };

/** Anything that can check a login and password; the storage's user repository in practice. */
export interface CredentialStore {
  check(login: string, password: string): CredentialCheck;
}
