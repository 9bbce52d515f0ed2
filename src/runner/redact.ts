/** Secrets never reach a report in clear: credentials, gateway keys, onboarding and license keys. */

const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-shop-gateway-secret']);
const SECRET_FIELD = /(secret|password|passwd|license_key|onboarding_key|api_key|token_secret|^secret_key$|^test_secret_key$)/i;

export const MASK = '***';

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.has(k.toLowerCase()) ? maskValue(k, v) : v]));
}

function maskValue(name: string, value: string): string {
  if (name.toLowerCase() === 'authorization') {
    const scheme = value.split(' ')[0];
    return scheme && scheme !== value ? `${scheme} ${MASK}` : MASK;
  }
  return MASK;
}

/** Masks secret-named members anywhere in a JSON value. */
export function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [
      k,
      SECRET_FIELD.test(k) && typeof v === 'string' && v !== '' ? MASK : redactJson(v),
    ]));
  }
  return value;
}

/** A body as text: JSON bodies are redacted member by member, other text is kept as it is. */
const MAYBE_SECRET = /secret|password|passwd|license_key|onboarding_key|api_key/i;

export function redactBody(text: string | undefined): string | undefined {
  // Most bodies name no secret member at all: leave them as they are, unparsed.
  if (text === undefined || text === '' || !MAYBE_SECRET.test(text)) return text;
  try {
    return JSON.stringify(redactJson(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** Literal secrets known to the run (passwords, keys) are replaced wherever they appear in text. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(MASK);
  return out;
}

/** Every form a credential can take on the wire: the password itself and the Basic token that carries it. */
export function credentialSecrets(credentials: ({ login: string; password: string } | undefined)[]): string[] {
  return credentials.flatMap((c) => (c ? [c.password, Buffer.from(`${c.login}:${c.password}`).toString('base64')] : []));
}
