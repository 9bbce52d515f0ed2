import type { Exchange } from '../model/result.js';

/**
 * A copy-pasteable reproduction of a request, for bash or zsh, that sends the bytes the engine sent.
 *
 * - A body goes with `--data-raw`, which never reads `@file` (`--data-binary '@x'` would read the file
 *   x). A body the command line cannot carry as it stands (a NUL, which no argv can hold, a carriage
 *   return or another control character, which the reports would strip from the command, text that
 *   is not well-formed UTF-16) is written by `printf`, each such byte an octal escape, into
 *   `--data-binary @-` (stdin), so every byte arrives as the engine sent it.
 * - HEAD is `-I` (`-X HEAD` makes curl wait for a body that never comes); a GET with a body keeps
 *   `-X GET` (a body alone would make it a POST).
 * - Everything else is single-quoted; a header or URL with a control character (which HTTP does not
 *   allow there, so the engine could not have sent it either) is written `$'…'`, and a NUL in it is
 *   left out.
 * - `-g` when the URL has brackets or braces (`key[]=a`: curl would read them as a glob), and
 *   `--path-as-is` when its path has `.` or `..` segments (curl would resolve them).
 * - Credentials come from the environment, so the command works without showing them; the exchange
 *   is already redacted, and a masked value reads `***`. A request body the result kept cut short
 *   (`bodySize`) is sent as far as it was kept, and a comment at the end says so.
 * - As one step of a reproduction in several (`repro-script.ts`), the request's text may name shell
 *   variables, `${CART_TOKEN}`: those it is told of are expanded where they stand (in a body piped
 *   through `printf`, as its arguments), never quoted away.
 */

/** Credentials come from the environment in the reproduction, so it works without showing them. */
const AUTH_ENV = {
  admin: 'SHOP_CONFORMANCE_AUTH',
  customer: 'SHOP_CONFORMANCE_CUSTOMER_AUTH',
  wrong: 'WRONG_USER:WRONG_PASSWORD',
} as const;

const UNSAFE_IN_ARGUMENT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Newlines and tabs are kept as they are in a quoted body: a multi-line JSON body stays readable.
const UNSAFE_IN_BODY =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The UTF-8 bytes the engine sends for one UTF-16 code unit or pair (an unpaired surrogate as U+FFFD, as Node encodes it). */
function bytesOf(char: string): number[] {
  return [...Buffer.from(char, 'utf8')];
}

/** An argument with characters `'…'` cannot show: ANSI-C quoting, `\xHH` per byte; a NUL cannot be in an argument and is left out. */
function ansiQuote(value: string): string {
  let out = '';
  for (const char of value) {
    if (char === '\u0000') continue;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (UNSAFE_IN_ARGUMENT.test(char))
      out += bytesOf(char)
        .map((b) => `\\x${b.toString(16).padStart(2, '0')}`)
        .join('');
    else out += char;
  }
  return `$'${out}'`;
}

/** One word of a shell command, quoted so that a shell reads it back as it is (also the fuzz phase's replay command). */
export function argument(value: string): string {
  return UNSAFE_IN_ARGUMENT.test(value) ? ansiQuote(value) : quote(value);
}

/** A printf format's text for a body's characters: `%` and `\` doubled, bytes the command line cannot carry as octal escapes. */
function printfText(body: string): string {
  let out = '';
  for (const char of body) {
    if (char === '%') out += '%%';
    else if (char === '\\') out += '\\\\';
    else if (char === "'") out += `'\\''`;
    else if (char !== '\n' && char !== '\t' && UNSAFE_IN_BODY.test(char))
      out += bytesOf(char)
        .map((b) => `\\${b.toString(8).padStart(3, '0')}`)
        .join('');
    else out += char;
  }
  return out;
}

/**
 * A printf format that writes the body's bytes, and its arguments: a shell variable in the body
 * (`${CART_TOKEN}`, see `CurlOptions.variables`) is a `%s` of the format, its value an argument.
 */
function printfFormat(body: string, variables: ReadonlySet<string>): string {
  const pieces = split(body, variables);
  const out = pieces.map((p) => (typeof p === 'string' ? printfText(p) : '%s')).join('');
  const args = pieces.flatMap((p) => (typeof p === 'string' ? [] : [` "$${p.variable}"`])).join('');
  // A format that starts with `-` would be read as an option of printf.
  return `'${out.startsWith('-') ? `\\055${out.slice(1)}` : out}'${args}`;
}

/** A shell variable a reproduction names (`${CART_TOKEN}`): upper case, so no literal `${…}` of a payload is taken for one. */
const VARIABLE = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** Text split at the variables it names that are in `variables`; the rest stays text. */
function split(text: string, variables: ReadonlySet<string>): (string | { variable: string })[] {
  if (variables.size === 0 || !text.includes('${')) return [text];
  const pieces: (string | { variable: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(VARIABLE)) {
    const name = m[1] as string;
    if (!variables.has(name)) continue;
    pieces.push(text.slice(at, m.index), { variable: name });
    at = m.index + m[0].length;
  }
  pieces.push(text.slice(at));
  return pieces.filter((p) => p !== '');
}

/** Text with its variables left out: what curl sees of it for `-g` and `--path-as-is`. */
function withoutVariables(text: string, variables: ReadonlySet<string>): string {
  return split(text, variables)
    .map((p) => (typeof p === 'string' ? p : 'x'))
    .join('');
}

/** Characters that mean something inside double quotes (and `!`, history expansion in an interactive bash). */
const SPECIAL_IN_DOUBLE_QUOTES = /[$`"\\!]/;

/**
 * One word of a shell command with the variables it names expanded where they stand: `"Cart-Token:
 * $CART_TOKEN"` when the rest can stand in double quotes, else quoted pieces side by side
 * (`'{"code":"'"$CODE"'"}'`).
 */
function word(value: string, variables: ReadonlySet<string>): string {
  const pieces = split(value, variables);
  if (pieces.every((p) => typeof p === 'string')) return argument(value);
  const plain = (p: string) => !SPECIAL_IN_DOUBLE_QUOTES.test(p) && !UNSAFE_IN_ARGUMENT.test(p);
  if (pieces.every((p) => typeof p !== 'string' || plain(p))) {
    return `"${pieces
      .map((p, i) => {
        if (typeof p === 'string') return p;
        const next = pieces[i + 1];
        // `$NAME` unless a letter, digit or `_` follows, which would be read as part of the name.
        return typeof next === 'string' && /^\w/.test(next) ? `\${${p.variable}}` : `$${p.variable}`;
      })
      .join('')}"`;
  }
  return pieces.map((p) => (typeof p === 'string' ? argument(p) : `"$${p.variable}"`)).join('');
}

/** `-H 'name: value'`; an empty value is `name;` (`name:` would remove the header curl sends by default instead). */
function header(name: string, value: string, variables: ReadonlySet<string>): string {
  return word(value === '' ? `${name};` : `${name}: ${value}`, variables);
}

const NONE: ReadonlySet<string> = new Set();

/** How a command is written when it is one step of a reproduction (`repro-script.ts`). */
export interface CurlOptions {
  /**
   * Shell variables the request's text names as `${NAME}` (a Cart-Token an earlier step took from its
   * answer): each is expanded where it stands, the rest quoted as ever. Other `${…}` text is sent as it is.
   */
  variables?: ReadonlySet<string>;
  /** What curl does with the answer instead of `-i` (print it whole): `-f -o /dev/null` for a step before the last. */
  output?: string[];
}

/** A copy-pasteable reproduction of the request; the exchange is already redacted. */
export function curlCommand(request: Exchange['request'], options: CurlOptions = {}): string {
  const variables = options.variables ?? NONE;
  const method = request.method.toUpperCase();
  const hasBody = request.body !== undefined && method !== 'HEAD';
  const head = method === 'HEAD';
  const parts = ['curl', '-sS', ...(head ? ['-I'] : []), ...(options.output ?? (head ? [] : ['-i']))];
  const url = withoutVariables(request.url, variables);
  if (/[[\]{}]/.test(url)) parts.push('-g');
  if (/^[^?#]*\/\.\.?(?:[/?#]|$)/.test(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, ''))) parts.push('--path-as-is');
  if (method !== 'HEAD' && (method !== 'GET' || hasBody))
    parts.push('-X', /^[A-Za-z]+$/.test(request.method) ? request.method : argument(request.method));
  if (request.auth === 'wrong') parts.push('-u', quote(AUTH_ENV.wrong));
  else if (request.auth) parts.push('-u', `"$${AUTH_ENV[request.auth]}"`);
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'authorization' && request.auth) continue;
    parts.push('-H', header(name, value, variables));
  }
  const body = hasBody ? (request.body as string) : undefined;
  const piped = body !== undefined && UNSAFE_IN_BODY.test(body);
  if (body !== undefined) parts.push(piped ? '--data-binary @-' : `--data-raw ${word(body, variables)}`);
  parts.push(word(request.url, variables));
  // A body kept cut short (`bodySize`) cannot be sent whole: the command says so rather than pass for the request.
  const size = (request as { bodySize?: unknown }).bodySize;
  const cut =
    body !== undefined && typeof size === 'number'
      ? ` # the body was cut: this sends ${Buffer.byteLength(body)} of its ${size} bytes`
      : '';
  const command = `${parts.join(' ')}${cut}`;
  return piped ? `printf ${printfFormat(body as string, variables)} | ${command}` : command;
}
