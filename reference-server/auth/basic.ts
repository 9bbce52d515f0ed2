import { errors } from '../http/errors.js';
import type { CredentialCheck, CredentialStore, Principal } from './principal.js';

const BASIC = /^Basic [a-z\d/+]*={0,2}$/i;

/**
 * HTTP Basic credentials, as the platform reads application passwords: a header that is not Basic, or
 * has no colon, is ignored (the caller is anonymous); a known shape with a wrong user or password is a
 * 401 on every route, before routing, exactly as the platform's authentication filter does. A check
 * the store answers at once is answered at once; one that hashes is a promise (the refusal rejects it).
 */
export function authenticate(
  authorization: string | undefined,
  store: CredentialStore,
): Principal | null | Promise<Principal | null> {
  if (!authorization || !BASIC.test(authorization.trim())) return null;
  const decoded = Buffer.from(authorization.trim().slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const result = store.check(decoded.slice(0, colon), decoded.slice(colon + 1));
  return result instanceof Promise ? result.then(principalOf) : principalOf(result);
}

function principalOf(result: CredentialCheck): Principal {
  if (result.status === 'unknown-user') throw errors.invalidUsername();
  if (result.status === 'bad-password') throw errors.incorrectPassword();
  return result.principal;
}
