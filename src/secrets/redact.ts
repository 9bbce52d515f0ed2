/** Secrets never reach a report in clear: credentials, gateway keys, onboarding and license keys. */

const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
/** Named like a secret: gateway keys under a site's own words (`X-Mercato-Gateway-Secret-Key`), session tokens, API keys. */
const SECRET_HEADER_NAME = /secret|password|passwd|token|api-?key|(^|-)nonce$/i;
const SECRET_FIELD =
  /(secret|password|passwd|license_key|onboarding_key|api_key|token_secret|^secret_key$|^test_secret_key$)/i;

export const MASK = '***';

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [
      k,
      SECRET_HEADERS.has(k.toLowerCase()) || SECRET_HEADER_NAME.test(k) ? maskValue(k, v) : v,
    ]),
  );
}

function maskValue(name: string, value: string): string {
  if (name.toLowerCase() === 'authorization') {
    const scheme = value.split(' ')[0];
    return scheme && scheme !== value ? `${scheme} ${MASK}` : MASK;
  }
  return MASK;
}

/** Whether a member of this name holds a secret (`secret_key`, `test_webhook_secret`, `password`, `license_key`). */
export function isSecretMember(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** Nesting deeper than this is not redacted member by member: the body is redacted as text instead. */
const JSON_DEPTH_LIMIT = 100;
class TooDeep extends Error {}

/** Masks secret-named members anywhere in a JSON value (no deeper than the limit: it throws `TooDeep` there). */
export function redactJson(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= JSON_DEPTH_LIMIT) throw new TooDeep();
  if (Array.isArray(value)) return value.map((v) => redactJson(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_FIELD.test(k) && typeof v === 'string' && v !== '' ? MASK : redactJson(v, depth + 1),
    ]),
  );
}

/** A body as text: JSON bodies are redacted member by member, other text is kept as it is. */
const MAYBE_SECRET = /secret|password|passwd|license_key|onboarding_key|api_key/i;

/**
 * `"secret_key": "sk_live_…"` in text that is not JSON, or JSON nested too deep to redact as a value:
 * any string member, its name checked apart (a name is at most 200 characters, so that no text makes
 * the pattern backtrack without end).
 */
const STRING_MEMBER = /"((?:[^"\\]|\\.){1,200})"(\s*:\s*)"((?:[^"\\]|\\.)*)"/g;

function redactText(text: string): string {
  return text.replace(STRING_MEMBER, (whole, name: string, colon: string, value: string) =>
    value !== '' && SECRET_FIELD.test(name) ? `"${name}"${colon}"${MASK}"` : whole,
  );
}

export function redactBody(text: string | undefined): string | undefined {
  // Most bodies name no secret member at all: leave them as they are, unparsed.
  if (text === undefined || text === '' || !MAYBE_SECRET.test(text)) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return redactText(text);
  }
  try {
    return JSON.stringify(redactJson(parsed));
  } catch {
    return redactText(text);
  }
}

/** The words every secret name holds (`SECRET_FIELD`), found anywhere. */
const SECRET_WORD = /secret|password|passwd|license_key|onboarding_key|api_key/gi;
const SECRET_WORD_ONCE = new RegExp(SECRET_WORD.source, 'i');
/** How far either side of a secret word its member name's quotes may be. */
const NAME_REACH = 100;
/** After a member name: the colon and a string value (read from where the name's closing quote ends). */
const STRING_VALUE = /\s*:\s*"((?:[^"\\]|\\.)*)"/y;

/**
 * The values of string members named like secrets, in a body as text (JSON or not), JSON escapes
 * read: what the target hands out that the run must mask wherever else it appears. Each word a secret
 * name holds is found once, and the name around it read from the quotes either side: one pass over a
 * long body, however many members it has (a pattern tried at every quote cost an index answer 7 ms).
 */
export function secretMemberValues(text: string): string[] {
  if (!MAYBE_SECRET.test(text)) return [];
  const values: string[] = [];
  for (const word of text.matchAll(SECRET_WORD)) {
    const at = word.index;
    // A member name is short and holds no quote (`"…password…" : "value"`): its quotes are looked for
    // within NAME_REACH either side, never across the whole text (a long string full of the word made
    // that quadratic: 8 s for 0.35 MB).
    const before = text.slice(Math.max(0, at - NAME_REACH), at).lastIndexOf('"');
    const after = text.slice(at + word[0].length, at + word[0].length + NAME_REACH).indexOf('"');
    if (before < 0 || after < 0) continue;
    const open = Math.max(0, at - NAME_REACH) + before;
    const close = at + word[0].length + after;
    const name = text.slice(open + 1, close);
    // A name with two such words (`token_secret_password`) is read once, at its first.
    if (!SECRET_FIELD.test(name) || text.slice(open + 1, at).search(SECRET_WORD_ONCE) >= 0) continue;
    STRING_VALUE.lastIndex = close + 1;
    const value = STRING_VALUE.exec(text)?.[1];
    if (!value) continue;
    try {
      values.push(JSON.parse(`"${value}"`) as string);
    } catch {
      // Not a JSON string after all (a raw control character): taken as it stands.
      values.push(value);
    }
  }
  return values;
}

/**
 * Literal secrets known to the run (passwords, keys) are replaced wherever they appear in text. The
 * run's whole set, learned as it goes, is `SecretRegistry` (`secrets.ts`); this is the first pass a case
 * makes with the credentials alone.
 */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(MASK);
  return out;
}

/** Every form a credential can take on the wire: the password itself and the Basic token that carries it. */
export function credentialSecrets(credentials: ({ login: string; password: string } | undefined)[]): string[] {
  return credentials.flatMap((c) =>
    c ? [c.password, Buffer.from(`${c.login}:${c.password}`).toString('base64')] : [],
  );
}
