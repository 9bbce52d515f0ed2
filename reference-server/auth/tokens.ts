import { memo, type Memo } from '../util/memo.js';
import { createHmac, timingSafeEqual } from 'node:crypto';

const NONCE_ACTION = 'shop_store_api';
const HALF_DAY = 43_200;

function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function tick(now: number): number {
  return Math.ceil(now / HALF_DAY);
}

// Every cart reply carries a nonce and a fresh token; both are the same for the same inputs within
// their time step, so each is signed once per step rather than once per reply. Bounded.
// Keys hold a session id or a whole token (~300 characters): kept as they are up to 1 KB (5,000 keys:
// 5 MB at most) rather than hashed with SHA-256 on every cart request. The memos are kept per secret
// (a server has one; tests make a few), so that no key repeats the 64 characters of the secret: three
// lookups with it were 1 µs of each cart request (bench/server-load.mjs).
const TOKEN_KEY_LIMIT = 1024;
type Claims = { sessionId: string; exp: number } | null;
const perSecret = memo<string, { once: Memo<string, string>; checked: Memo<string, Claims> }>(16, TOKEN_KEY_LIMIT);
const memosOf = (secret: string) =>
  perSecret(secret, () => ({
    once: memo<string, string>(5000, TOKEN_KEY_LIMIT),
    checked: memo<string, Claims>(5000, TOKEN_KEY_LIMIT),
  }));

/** The platform's nonce: ten hex characters, valid for the current and the previous half-day tick. */
export function createNonce(secret: string, userId: number, now = Date.now() / 1000): string {
  const data = `${tick(now)}|${NONCE_ACTION}|${userId}`;
  return memosOf(secret).once(`n\u0000${data}`, () => hmac(secret, data).slice(0, 10));
}

export function verifyNonce(secret: string, userId: number, nonce: string, now = Date.now() / 1000): boolean {
  if (!/^[0-9a-f]{10}$/.test(nonce)) return false;
  for (const t of [tick(now), tick(now) - 1]) {
    const expected = hmac(secret, `${t}|${NONCE_ACTION}|${userId}`).slice(0, 10);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(nonce))) return true;
  }
  return false;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export interface CartTokenPayload {
  user_id: string;
  exp: number;
  iss: string;
  iat: number;
}

/** Cart-Token: an HS256 JWT naming the cart session, valid two days, as the platform issues it. */
export function createCartToken(
  secret: string,
  sessionId: string,
  issuer: string,
  now = Math.floor(Date.now() / 1000),
): string {
  return memosOf(secret).once(`t\u0000${sessionId}\u0000${issuer}\u0000${now}`, () => {
    const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = b64url(JSON.stringify({ user_id: sessionId, exp: now + 172_800, iss: issuer, iat: now }));
    const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  });
}

/** The session id of a valid, unexpired token; anything else is ignored, as the platform ignores it. */
export function readCartToken(
  secret: string,
  token: string | undefined,
  now = Math.floor(Date.now() / 1000),
): string | undefined {
  if (!token) return undefined;
  // Tokens already checked, with what they say (or that they are no good): a cart sends the same token
  // again and again. The expiry is checked on every use.
  const claims = memosOf(secret).checked(token, () => claimsOf(secret, token));
  return claims && claims.exp >= now ? claims.sessionId : undefined;
}

/** What a correctly signed HS256 token says; null for anything else. */
function claimsOf(secret: string, token: string): Claims {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
    return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<CartTokenPayload>;
    if (head.alg !== 'HS256' || head.typ !== 'JWT') return null;
    if (typeof body.exp !== 'number' || typeof body.user_id !== 'string') return null;
    return { sessionId: body.user_id, exp: body.exp };
  } catch {
    return null;
  }
}
