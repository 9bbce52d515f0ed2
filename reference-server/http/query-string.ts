import { PhpArray } from './php-array.js';

/**
 * Query strings (and form bodies) read the way the platform's PHP reads them: `php_default_treat_data`
 * splits and decodes the pairs, `php_register_variable_ex` builds arrays from the brackets in each name
 * (php-src main/php_variables.c). The rules followed, all of them PHP's:
 * - pairs split on `&`, empty pairs skipped; at most `max_input_vars` (1000) pairs are read;
 * - `+` and valid `%XX` escapes decoded, an invalid escape kept as written; the bytes read as UTF-8
 *   (a byte sequence that is not UTF-8 becomes U+FFFD); a name ends at its first NUL;
 * - leading spaces of a name dropped; in the name before the first `[`, `.` and space become `_`;
 * - each `[key]` is a key of a nested array (`a[99999999]=1` is `{"99999999": "1"}`), `[]` (or `[ ]`)
 *   appends after the highest integer key so far (`a[]=1&a[x]=2&a[]=3` is `[0=>1, 'x'=>2, 1=>3]`);
 *   a decimal key such as `5` is the integer 5 (`05` stays a string); a value or a new array replaces
 *   whatever the key held;
 * - a `[` with no `]` after it is no bracket: at the top it turns into `_`, with the rest of the name
 *   mangled the same way (`a[b.c` is `a_b_c`); deeper, the rest is ignored, as is anything after a `]`
 *   that is not `[` (`a[b]c=1` is `a[b]=1`);
 * - more than `max_input_nesting_level` (64) brackets drop the whole variable, as PHP deletes it.
 * A PHP array that is a list becomes a JavaScript array, any other an object (`php-array.ts`).
 *
 * Two departures, on purpose:
 * - a plain name repeated (`a=1&a=2`) becomes a list, where PHP keeps the last value: the interface's
 *   conventions read arrays from repeated keys, as many clients send their array filters;
 * - a variable with a key `__proto__`, `constructor` or `prototype` anywhere in its name is dropped: such
 *   keys mean something to JavaScript objects and nothing to the interface.
 */

/** php.ini's default `max_input_vars`: pairs past it are ignored (PHP warns). */
export const MAX_INPUT_VARS = 1000;
/** php.ini's default `max_input_nesting_level`. */
export const MAX_INPUT_NESTING_LEVEL = 64;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const FORBIDDEN_INDEX = /\[(?:__proto__|constructor|prototype)\]/;

/** Values of a plain name given more than once: the one departure from PHP (see above). */
class Repeated {
  constructor(readonly values: string[]) {}
}

export function parseQueryString(query: string): Record<string, unknown> {
  const top = new PhpArray();
  if (query) {
    let count = 0;
    let start = 0;
    while (start <= query.length) {
      let end = query.indexOf('&', start);
      if (end < 0) end = query.length;
      if (end > start) {
        if (++count > MAX_INPUT_VARS) break;
        const pair = query.slice(start, end);
        const eq = pair.indexOf('=');
        const name = phpUrlDecode(eq < 0 ? pair : pair.slice(0, eq));
        const nul = name.indexOf('\u0000');
        register(top, nul < 0 ? name : name.slice(0, nul), eq < 0 ? '' : phpUrlDecode(pair.slice(eq + 1)));
      }
      start = end + 1;
    }
  }
  return top.toObject(fromQuery);
}

function fromQuery(value: unknown): unknown {
  if (value instanceof Repeated) return value.values;
  return value instanceof PhpArray ? value.toJs(fromQuery) : value;
}

/** php_url_decode: `+` is a space, `%XX` a byte, a `%` without two hex digits stays as it is. */
export function phpUrlDecode(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    // Equal to PHP's bytes read as UTF-8 whenever every escape is valid and the bytes are UTF-8.
    return decodeURIComponent(spaced);
  } catch {
    return decodeBytewise(spaced);
  }
}

const HEX = /^[0-9a-fA-F]{2}$/;

function decodeBytewise(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && HEX.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
      continue;
    }
    const code = text.codePointAt(i) as number;
    if (code > 0xffff) i++;
    bytes.push(...Buffer.from(String.fromCodePoint(code), 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** C's isspace in the "C" locale. */
const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';

/** php_register_variable_ex for one decoded name and value. */
function register(top: PhpArray, rawName: string, value: string): void {
  const name = rawName.replace(/^ +/, '');
  const bracket = name.indexOf('[');
  const base = (bracket < 0 ? name : name.slice(0, bracket)).replace(/[ .]/g, '_');
  // Checked before anything is made: a variable dropped leaves nothing behind.
  if (base === '' || FORBIDDEN_KEYS.has(base) || FORBIDDEN_INDEX.test(name)) return;
  // Cookie prefixes a browser protects may not be forged by mangling (`..Host-x` is dropped).
  for (const prefix of ['__Host-', '__Secure-']) if (base.startsWith(prefix) && !name.startsWith(prefix)) return;
  if (bracket < 0) {
    assignPlain(top, base, value);
    return;
  }

  let container = top;
  let key: string | null = base;
  let at = bracket;
  for (let level = 1; ; level++) {
    if (level > MAX_INPUT_NESTING_LEVEL) {
      top.delete(base);
      return;
    }
    const start = at + 1;
    let scan = isSpace(name[start]) ? start + 1 : start;
    let index: string | null;
    if (name[scan] === ']') {
      index = null;
    } else {
      const close = name.indexOf(']', scan);
      if (close < 0) {
        // Not an index: at the top the `[` and what follows join the name; deeper they are ignored.
        if (level === 1) key = `${base}_${name.slice(start).replace(/[ .[]/g, '_')}`;
        if (FORBIDDEN_KEYS.has(key as string)) return;
        break;
      }
      index = name.slice(start, close);
      scan = close;
    }
    const next = descend(container, key);
    if (!next) return;
    container = next;
    key = index;
    at = scan + 1;
    if (name[at] !== '[') break;
  }
  if (container === top && key !== null) assignPlain(top, key, value);
  else if (key === null) container.append(value);
  else container.set(key, value);
}

/** The array at `key` (made, or replacing a value that is not one); a new one appended for `[]`. */
function descend(container: PhpArray, key: string | null): PhpArray | undefined {
  if (key === null) {
    const made = new PhpArray();
    return container.append(made) ? made : undefined;
  }
  const existing = container.get(key);
  if (existing instanceof PhpArray) return existing;
  const made = new PhpArray();
  container.set(key, made);
  return made;
}

/** A top-level name given plainly: PHP keeps the last value; repeated plain values make a list. */
function assignPlain(top: PhpArray, key: string, value: string): void {
  const existing = top.get(key);
  if (typeof existing === 'string') top.set(key, new Repeated([existing, value]));
  else if (existing instanceof Repeated) existing.values.push(value);
  else top.set(key, value);
}
