import { HttpClient, type ClientOptions, type HttpRequest, type HttpResponse } from '../http/client.js';
import { proxyCredentials, type ProxySettings } from '../http/proxy.js';
import { isSecretMember, MASK, secretMemberValues } from './redact.js';
import { SecretMatcher } from './secret-matcher.js';
import type { Credentials, TargetContext } from '../http/request.js';

/**
 * The run's secrets, and the one pass that keeps them out of everything the engine hands on.
 *
 * A secret is known before the run (the passwords given, the Basic credentials that carry them, the
 * values of the user's `--header`s, a password in the base URL) or learned as the run goes (what the
 * target hands out: `Cart-Token`, `Nonce`, cookies, any header named like a secret, and the values of
 * body members named like secrets). Each is registered in the forms it can take in text: as given,
 * JSON-escaped, URL-encoded and HTML-escaped; a target that re-encodes a secret some other way (`\u`
 * escapes, its own Base64) is not recognised. Secrets shorter than four characters are not masked:
 * masking `de` or `1` everywhere would ruin every report and hide nothing.
 */

/** A shorter secret is not masked (see above). */
export const SHORTEST_SECRET = 4;

/** Nesting deeper than this is cut from a result: no report recurses without bound (a body 100,000 levels deep crashed them). */
export const DEPTH_LIMIT = 100;
export const CUT_DEEP = `[cut: nested deeper than ${DEPTH_LIMIT} levels]`;

/**
 * Headers of the user's whose values are public vocabulary, never credentials: every other `--header`
 * value is a secret (an API key travels under any name a site chooses).
 */
const PUBLIC_HEADERS = new Set([
  'accept',
  'accept-language',
  'accept-encoding',
  'accept-charset',
  'content-type',
  'content-language',
  'user-agent',
  'cache-control',
  'pragma',
  'connection',
  'host',
  'origin',
  'referer',
  'dnt',
  'x-requested-with',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
]);

/** A header whose value is public vocabulary (`Accept`), never a credential: see `PUBLIC_HEADERS`. */
export function isPublicHeader(name: string): boolean {
  return PUBLIC_HEADERS.has(name.toLowerCase());
}

/**
 * A secret a target hands out in a body (`"secret_key": "sk_live_…"`) is learned when at least this
 * long: a member such as `"password_strength": "weak"` must not mask a common word everywhere. Shorter
 * ones are still masked where they stand, member by member.
 */
export const SHORTEST_LEARNED = 8;
/** The longest value learned from a target, and the most forms learned in a run (`SecretRegistry.learn`). */
export const LONGEST_LEARNED = 4096;
export const MOST_LEARNED = 20_000;

/** Response headers that hand out a session or a secret: their values are learned as they come. */
const SESSION_HEADER = /^(cart-token|nonce|x-wp-nonce)$|token|secret|password|passwd|api-?key|session/i;

function htmlEscaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The forms one secret takes in text a target or the engine writes. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), htmlEscaped(secret)]);
  try {
    const encoded = encodeURIComponent(secret);
    forms.add(encoded).add(encoded.replace(/%20/g, '+'));
  } catch {
    // A lone surrogate cannot be URL-encoded; nor can a target have sent it so.
  }
  return [...forms];
}

export class SecretRegistry {
  private readonly known = new Set<string>();
  /** What finds them all in a text; built again after a new one is learned. */
  private matcher: SecretMatcher | null | undefined = null;
  /** Long texts (bodies) are read by many cases that share an answer: each is scrubbed once per set of secrets. */
  private readonly long = new Map<string, string>();

  /** Secrets learned from the target so far (their forms): bounded, see `MOST_LEARNED`. */
  private learned = 0;

  /** A secret, in every form it can take. */
  add(secret: string | undefined): void {
    if (!secret || secret.length < SHORTEST_SECRET) return;
    this.register(secret);
  }

  /**
   * A secret the target handed out. The target decides how many and how long, so both are bounded: a
   * value longer than `LONGEST_LEARNED` is no session token (its header or member is masked by its
   * name where it stands), and past `MOST_LEARNED` forms the run learns no more (a run of the built-in
   * suites learns a few hundred; every one learned makes the matcher larger for every later scrub).
   */
  private learn(secret: string | undefined): void {
    if (!secret || secret.length < SHORTEST_SECRET || secret.length > LONGEST_LEARNED || this.learned >= MOST_LEARNED)
      return;
    this.learned += this.register(secret);
  }

  /** Registers each form not known yet; how many were new. */
  private register(secret: string): number {
    let added = 0;
    for (const form of formsOf(secret)) {
      if (form.length < SHORTEST_SECRET || this.known.has(form)) continue;
      this.known.add(form);
      this.matcher = undefined;
      this.long.clear();
      added++;
    }
    return added;
  }

  /** A password, and the Basic credentials that carry it (`login:password` in Base64, alone and with its scheme). */
  addCredentials(credentials: Credentials | undefined): void {
    if (!credentials) return;
    this.add(credentials.password);
    const token = Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64');
    this.add(token);
    this.add(Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64url'));
    this.add(`${credentials.login}:${credentials.password}`);
  }

  /** The values of headers the user gives (`--header`), but for those that are public vocabulary. */
  addUserHeaders(headers: Record<string, string>): void {
    for (const [name, value] of Object.entries(headers)) {
      if (isPublicHeader(name)) continue;
      this.add(value);
      this.addAuthorization(value);
    }
  }

  /** `Basic dXNlcjpwYXNz`, `Bearer abc`: the credentials after the scheme, and a Basic one's password. */
  private addAuthorization(value: string): void {
    const match = /^\s*([A-Za-z][\w-]*)\s+(\S.*)$/.exec(value);
    if (!match) return;
    const [, scheme = '', token = ''] = match;
    this.add(token);
    if (scheme.toLowerCase() !== 'basic') return;
    const decoded = Buffer.from(token, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) this.addCredentials({ login: decoded.slice(0, colon), password: decoded.slice(colon + 1) });
  }

  /** A password in the base URL (`https://user:password@shop.example`). */
  addUrl(url: string): void {
    try {
      const { password } = new URL(url);
      if (password) this.add(decodeURIComponent(password));
      if (password) this.add(password);
    } catch {
      // Not a URL the client could use either.
    }
  }

  /**
   * The credentials of the proxies in force (`http://user:password@proxy:3128`): the password as
   * given and decoded, and the `Proxy-Authorization` forms that carry it.
   */
  addProxy(proxy: ProxySettings | undefined): void {
    for (const url of [proxy?.httpProxy, proxy?.httpsProxy]) {
      const credentials = url ? proxyCredentials(url) : undefined;
      if (!credentials) continue;
      this.addCredentials(credentials);
      this.add(credentials.raw);
    }
  }

  /** What an answer hands out: session tokens, cookies, and any header named like a secret. */
  learnFrom(headers: Record<string, string>): void {
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'set-cookie') {
        // Cookies are joined with ", " by the client; each is `name=value; attributes`.
        for (const cookie of value.split(/,\s*(?=[^;,=\s]+=)/)) this.learn(/^[^=]*=([^;]*)/.exec(cookie)?.[1]?.trim());
      } else if (SESSION_HEADER.test(name)) {
        this.learn(value);
        const token = /^\s*[A-Za-z][\w-]*\s+(\S.*)$/.exec(value)?.[1];
        if (token) this.learn(token);
      }
    }
  }

  /** Values of string members named like secrets in a body, but those the target has masked itself (`sk_live_12****…`). */
  learnFromBody(body: string): void {
    for (const value of secretMemberValues(body))
      if (value.length >= SHORTEST_LEARNED && !value.includes('****')) this.learn(value);
  }

  /** Every known secret in the text masked, and the beginning of one cut short (`SHORTEST_CUT`). */
  scrub(text: string): string {
    if (text.length < SHORTEST_SECRET) return text;
    const matcher = this.compiled();
    if (!matcher) return text;
    if (text.length < 4096) return matcher.replace(text, MASK);
    let done = this.long.get(text);
    if (done === undefined) {
      done = matcher.replace(text, MASK);
      // Bounded: a run has a few distinct long answers, but nothing here may grow without end.
      if (this.long.size >= 256) this.long.clear();
      this.long.set(text, done);
    }
    return done;
  }

  /**
   * A value with every string in it (member names too) scrubbed, cut below `DEPTH_LIMIT`; the same
   * value back when nothing in it changed, else a copy (the value itself is never changed: parts of it
   * are shared with the loaded suites). A lazily computed `body` stays lazy: it is scrubbed when read,
   * with every secret known by then.
   */
  scrubValue<T>(value: T): T {
    return this.walk(value, 0) as T;
  }

  private compiled(): SecretMatcher | undefined {
    if (this.matcher === undefined) this.matcher = this.known.size > 0 ? new SecretMatcher(this.known) : null;
    return this.matcher ?? undefined;
  }

  private walk(value: unknown, depth: number): unknown {
    if (typeof value === 'string') return this.scrub(value);
    if (value === null || typeof value !== 'object') return value;
    if (depth >= DEPTH_LIMIT) return CUT_DEEP;
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        const next = this.walk(item, depth + 1);
        if (next !== item) (copy ??= value.slice())[i] = next;
      }
      return copy ?? value;
    }
    return this.walkObject(value as Record<string, unknown>, depth);
  }

  private walkObject(source: Record<string, unknown>, depth: number): Record<string, unknown> {
    let copy: Record<string, unknown> | undefined;
    const start = () =>
      (copy ??= Object.defineProperties({}, Object.getOwnPropertyDescriptors(source)) as Record<string, unknown>);
    for (const key of Object.keys(source)) {
      const cleanKey = this.scrub(key);
      const getter = key === 'body' ? Object.getOwnPropertyDescriptor(source, key)?.get : undefined;
      if (getter) {
        const target = start();
        delete target[key];
        let read: { value: unknown } | undefined;
        Object.defineProperty(target, cleanKey, {
          enumerable: true,
          configurable: true,
          get: () => (read ??= { value: this.walk(getter.call(source), depth + 1) }).value,
        });
        continue;
      }
      const item = source[key];
      // A member named like a secret is masked whole, as in a body (`redactJson`): its value may be one never learned.
      const next = typeof item === 'string' && item !== '' && isSecretMember(key) ? MASK : this.walk(item, depth + 1);
      if (next === item && cleanKey === key) continue;
      const target = start();
      if (cleanKey !== key) delete target[key];
      target[cleanKey] = next;
    }
    return copy ?? source;
  }
}

/** The secrets a run knows before it sends anything: credentials, the user's headers, a password in the base URL or a proxy's URL. */
export function runSecrets(target: TargetContext, proxy?: ProxySettings): SecretRegistry {
  const secrets = new SecretRegistry();
  secrets.addCredentials(target.admin);
  secrets.addCredentials(target.customer);
  secrets.addUserHeaders(target.headers);
  secrets.addUrl(target.baseUrl);
  secrets.addProxy(proxy);
  return secrets;
}

/** The engine's client, learning the secrets every answer hands out before anyone reads it. */
export class LearningClient extends HttpClient {
  constructor(
    options: ClientOptions,
    private readonly secrets: SecretRegistry,
  ) {
    super(options);
  }

  override send(req: HttpRequest, onConnected?: () => void): Promise<HttpResponse> {
    return super.send(req, onConnected).then((response) => {
      this.secrets.learnFrom(response.headers);
      this.secrets.learnFromBody(response.body);
      return response;
    });
  }
}
