import type { Exchange } from '../model/result.js';

function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Credentials come from the environment in the reproduction, so it works without showing them. */
const AUTH_ENV = { admin: 'SHOP_CONFORMANCE_AUTH', customer: 'SHOP_CONFORMANCE_CUSTOMER_AUTH', wrong: 'WRONG_USER:WRONG_PASSWORD' } as const;

/** A copy-pasteable reproduction of the request; the exchange is already redacted. */
export function curlCommand(request: Exchange['request']): string {
  const parts = ['curl', '-sS', '-i'];
  if (request.method !== 'GET') parts.push('-X', request.method);
  if (request.auth === 'wrong') parts.push('-u', quote(AUTH_ENV.wrong));
  else if (request.auth) parts.push('-u', `"$${AUTH_ENV[request.auth]}"`);
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'authorization' && request.auth) continue;
    parts.push('-H', quote(`${name}: ${value}`));
  }
  if (request.body !== undefined && request.body !== '') parts.push('--data-binary', quote(request.body));
  parts.push(quote(request.url));
  return parts.join(' ');
}
