import { NAMESPACES } from './catalog.js';
import { CONTEXTS, NEUTRAL_WORDS, siteWordIn, type Context, type Vocabulary } from './vocabulary.js';

/**
 * Words are translated only where they stand as a whole identifier position, never inside the
 * platform's own identifiers: `shop_rest_shop_order_invalid_id` is `{code word}_rest_shop_order_invalid_id`
 * (`shop_order` is a post type), `payment-gateway-suggestions` keeps its `gateway`. The positions:
 * - a path (route, namespace): its first segment's leading word (`shop-analytics`, `core-site-health`)
 *   and any segment that is a word and nothing else (`/shop/v3/gateway/settings`);
 * - an error code: its leading word (the brand prefix);
 * - an identifier value: its leading word (`gateway_sepa`, `wallet-gateway`);
 * - a header name: any of its hyphen-separated tokens (`X-Shop-Gateway-Secret-Key`).
 * Free text (descriptions, messages), URLs outside the API and anything else is left as it is, and so
 * is a suite's own test data, which never contains an interface word.
 */

export type Direction = 'site' | 'neutral';

export interface Translator {
  readonly vocabulary: Vocabulary;
  path(text: string, to: Direction): string;
  code(text: string, to: Direction): string;
  value(text: string, to: Direction): string;
  header(name: string, to: Direction): string;
  /** A JSON pointer: tokens that are paths (route keys of the index) are translated as paths. */
  pointer(pointer: string, to: Direction): string;
  /** An absolute URL of the API: the route after the API root is translated as a path. */
  url(url: string, to: Direction): string;
  /**
   * A JSON value, each string by the position it stands in: `code` members of an answer are error
   * codes (in a request they are coupon codes, data), `namespace(s)` and `path` members paths, `href`,
   * `Location` and `Link` URLs, `pointer` members pointers, route keys paths, header names in `headers`;
   * any other string is read loosely.
   */
  json<T>(value: T, to: Direction, key?: string, kind?: 'answer' | 'request'): T;
  /** A string whose position is not known: a path, a namespace, an identifier value, or free text. */
  loose(text: string, to: Direction): string;
}

type Table = Map<string, string>;

/** Every word in each context and direction (kept words map to themselves, so a run of words goes on through them). */
function tables(vocabulary: Vocabulary): Record<Context, Record<Direction, Table>> {
  const out = {} as Record<Context, Record<Direction, Table>>;
  for (const context of CONTEXTS) {
    const site: Table = new Map();
    const neutral: Table = new Map();
    for (const word of NEUTRAL_WORDS) {
      const own = siteWordIn(vocabulary, word, context);
      site.set(word, own);
      neutral.set(context === 'header' ? own.toLowerCase() : own, word);
    }
    out[context] = { site, neutral };
  }
  return out;
}

/** Whether a context renames anything at all: most vocabularies leave some contexts as they are. */
function renames(vocabulary: Vocabulary, context: Context): boolean {
  return NEUTRAL_WORDS.some((word) => siteWordIn(vocabulary, word, context) !== word);
}

const SEPARATOR = /[-_/]/;

/**
 * The brand prefix of an identifier, replaced: its leading run of words, `shop_rest_x` → `acme_rest_x`,
 * `shop-wallet/v1` → `acme-purse/v1` (both parts brand words). The run stops at the first part that is
 * not a word: the `shop` of `shop_rest_shop_order_invalid_id` comes after `rest` and stays.
 */
function leading(text: string, table: Table, keys: string[]): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const key = keys.find(
      (k) => text.startsWith(k, at) && (at + k.length === text.length || SEPARATOR.test(text.charAt(at + k.length))),
    );
    if (key === undefined) break;
    out += table.get(key) as string;
    at += key.length;
    if (at < text.length) out += text.charAt(at++);
  }
  return at === 0 ? text : out + text.slice(at);
}

const IDENTIFIER = /^[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/;
/** `shop/store`, `contact-form/v1`, `/shop/store/cart/items/(?P<key>[\w-]{32})`: a path, with or without its leading slash. */
const PATH_LIKE = /^\/|^[a-z][a-z0-9_-]*\/[^\s]*$/;
/** Keys whose string values are paths wherever they stand. */
const PATH_KEYS = new Set(['namespace', 'namespaces', 'path']);
/** Keys whose string values are URLs of the API (a `Link` header may hold several, each in angle brackets). */
const URL_KEYS = new Set(['href', 'Location', 'Link']);

export interface TranslatorOptions {
  apiRoot?: string;
  /** Sees every string a context changed: how the project's tests prove its suites put words only where they belong. */
  observe?: (context: Context, from: string, to: string) => void;
}

export function translator(vocabulary: Vocabulary, options: TranslatorOptions = {}): Translator {
  const all = tables(vocabulary);
  const active = Object.fromEntries(CONTEXTS.map((c) => [c, renames(vocabulary, c)])) as Record<Context, boolean>;
  const sortedKeys = (table: Table) => [...table.keys()].sort((a, b) => b.length - a.length);
  const keys = Object.fromEntries(
    CONTEXTS.map((c) => [c, { site: sortedKeys(all[c].site), neutral: sortedKeys(all[c].neutral) }]),
  ) as Record<Context, Record<Direction, string[]>>;
  const apiRoot = options.apiRoot ?? vocabulary.apiRoot;
  const namespaces = new Set<string>(NAMESPACES);
  const observe = options.observe;
  const seen = (context: Context, from: string, to: string) => {
    if (observe && from !== to) observe(context, from, to);
    return to;
  };

  const path = (text: string, to: Direction): string => {
    const table = all.path[to];
    if (!active.path || text === '' || text === '/') return text;
    const mark = text.indexOf('?');
    const route = mark < 0 ? text : text.slice(0, mark);
    const rest = mark < 0 ? '' : text.slice(mark);
    const segments = route.split('/');
    const first = segments.findIndex((s) => s !== '');
    const spoken = segments.map((segment, i) => {
      const whole = table.get(segment);
      if (whole !== undefined) return whole;
      return i === first ? leading(segment, table, keys.path[to]) : segment;
    });
    return seen('path', text, spoken.join('/') + rest);
  };

  const code = (text: string, to: Direction): string =>
    active.code && IDENTIFIER.test(text) ? seen('code', text, leading(text, all.code[to], keys.code[to])) : text;

  const value = (text: string, to: Direction): string =>
    active.value && IDENTIFIER.test(text) ? seen('value', text, leading(text, all.value[to], keys.value[to])) : text;

  const header = (name: string, to: Direction): string => {
    const table = all.header[to];
    if (!active.header) return name;
    const lower = name.toLowerCase();
    let changed = false;
    let out = '';
    // Tokens are matched case-insensitively, at hyphen boundaries, longest word first.
    for (let i = 0; i < lower.length;) {
      const match = keys.header[to].find(
        (k) =>
          lower.startsWith(k.toLowerCase(), i) &&
          (lower.charAt(i + k.length) === '' || lower.charAt(i + k.length) === '-'),
      );
      if (match !== undefined) {
        const replacement = table.get(to === 'neutral' ? match.toLowerCase() : match) as string;
        const original = name.slice(i, i + match.length);
        out += replacement.toLowerCase() === original.toLowerCase() ? original : replacement;
        changed = true;
        i += match.length;
      } else {
        const next = lower.indexOf('-', i);
        const end = next < 0 ? lower.length : next + 1;
        out += name.slice(i, end);
        i = end;
      }
    }
    return changed && out.toLowerCase() !== lower ? seen('header', name, out) : name;
  };

  const pointer = (text: string, to: Direction): string => {
    if (!active.path || !text.includes('~1')) return text;
    return text
      .split('/')
      .map((token) => {
        const decoded = token.replace(/~1/g, '/').replace(/~0/g, '~');
        return decoded.startsWith('/') ? path(decoded, to).replace(/~/g, '~0').replace(/\//g, '~1') : token;
      })
      .join('/');
  };

  const one = (text: string, to: Direction): string => {
    const at = text.indexOf(`${apiRoot}/`);
    if (at < 0) return text;
    const start = at + (apiRoot as string).length;
    return text.slice(0, start) + path(text.slice(start), to);
  };
  const url = (text: string, to: Direction): string => {
    if (!apiRoot || !active.path) return text;
    return text.includes('<') ? text.replace(/<([^>]*)>/g, (_, inner: string) => `<${one(inner, to)}>`) : one(text, to);
  };

  /** A namespace written without a slash (`shop-analytics`) is a path, not an identifier value. */
  const isNamespace = (text: string, to: Direction) =>
    to === 'site' ? namespaces.has(text) : namespaces.has(path(text, 'neutral'));

  const loose = (text: string, to: Direction): string => {
    if (PATH_LIKE.test(text) || isNamespace(text, to)) return path(text, to);
    return value(text, to);
  };

  const json = <T>(input: T, to: Direction, key?: string, kind: 'answer' | 'request' = 'answer'): T => {
    if (typeof input === 'string') {
      if (key === 'code' && kind === 'answer') return code(input, to) as T;
      if (key === 'pointer') return pointer(input, to) as T;
      if (key !== undefined && URL_KEYS.has(key)) return url(input, to) as T;
      if (key !== undefined && PATH_KEYS.has(key)) return path(input, to) as T;
      return loose(input, to) as T;
    }
    if (Array.isArray(input)) return input.map((item) => json(item, to, key, kind)) as T;
    if (input !== null && typeof input === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(input)) {
        if (key === 'headers') {
          // Header names may carry a word; their values (tokens, nonces, secrets) never, bar the API's URLs.
          out[header(k, to)] = typeof v === 'string' && URL_KEYS.has(k) ? url(v, to) : v;
          continue;
        }
        // Route patterns are keys of the index; other member names are the platform's own.
        out[k.startsWith('/') ? path(k, to) : k] = json(v, to, k, kind);
      }
      return out as T;
    }
    return input;
  };

  return { vocabulary, path, code, value, header, pointer, url, json, loose };
}
