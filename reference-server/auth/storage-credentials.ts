import type { Storage } from '../storage/index.js';
import type { PasswordCheck } from '../storage/repositories/users.js';
import type { CredentialCheck, CredentialStore } from './principal.js';

/** Basic credentials checked against the users of the shop's storage. */
export function storageCredentials(storage: Storage): CredentialStore {
  return {
    check(login, password) {
      const result = storage.users.check(login, password);
      return result instanceof Promise ? result.then(asCredentialCheck) : asCredentialCheck(result);
    },
  };
}

function asCredentialCheck(result: PasswordCheck): CredentialCheck {
  if (result.status !== 'ok') return result;
  return { status: 'ok', principal: { id: result.user.id, login: result.user.login, role: result.user.role } };
}
