/**
 * Finds many literal secrets in a text at once, and the beginning of one cut short.
 *
 * A run learns a hundred session tokens as it goes, and scrubs every case as it ends: a pattern is
 * rebuilt after each one learned. One regular expression holding every secret cost V8 up to a second
 * to compile at that size (and an alternation of them was tried secret by secret at every position),
 * so the pattern holds only the secrets' first four characters (a few hundred bytes, however long the
 * secrets), and where it matches, the secrets that begin so are compared there.
 */

const KEY = 4;

/**
 * A secret cut short where a text ends or says it was cut (`...`, `…`): a check quoting the first 120
 * characters of a body, an answer cut at the size limit. Its beginning is masked when at least this
 * long; shorter beginnings are too common in plain text (`admin:` begins `admin:password`).
 */
export const SHORTEST_CUT = 6;

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

/** `ab(?:cd|ef)` for `abcd`, `abef`: the keys' common beginnings written once (every key is as long). */
function keysPattern(keys: string[]): string {
  if (keys.every((k) => k === '')) return '';
  const byFirst = new Map<string, string[]>();
  for (const key of keys) {
    const rests = byFirst.get(key.slice(0, 1));
    if (rests) rests.push(key.slice(1));
    else byFirst.set(key.slice(0, 1), [key.slice(1)]);
  }
  const branches = [...byFirst].map(([first, rests]) => `${escapeRegExp(first)}${keysPattern(rests)}`);
  return branches.length === 1 ? (branches[0] as string) : `(?:${branches.join('|')})`;
}

/**
 * A text at least this long may have been cut where it ends (a body kept to 64 KiB); a shorter one says
 * so (`...`, `…`) when it was. Without this bound, any short text that begins a secret (a case id
 * `customer`, the login that begins `customer:password`) would read as a secret cut short.
 */
export const LONG_TEXT = 1024;

/** Where the text says it was cut after `from`: `...`, `…`, or the end of a long text. */
function cutAfter(text: string, from: number): number[] {
  const ends = text.length >= LONG_TEXT ? [text.length] : [];
  const dots = text.indexOf('...', from);
  if (dots >= 0) ends.push(dots);
  const ellipsis = text.indexOf('…', from);
  if (ellipsis >= 0) ends.push(ellipsis);
  return ends;
}

export class SecretMatcher {
  /** Secrets by their first four characters, longest first (the longest that matches is masked whole). */
  private readonly byKey = new Map<string, string[]>();
  private readonly prefilter: RegExp;

  /** Every secret at least four characters long. */
  constructor(secrets: Iterable<string>) {
    for (const secret of secrets) {
      const key = secret.slice(0, KEY);
      const list = this.byKey.get(key);
      if (list) list.push(secret);
      else this.byKey.set(key, [secret]);
    }
    for (const list of this.byKey.values()) list.sort((a, b) => b.length - a.length);
    this.prefilter = new RegExp(this.byKey.size > 0 ? keysPattern([...this.byKey.keys()]) : '(?!)', 'g');
  }

  /** The text with each secret, and each secret's beginning cut short (`SHORTEST_CUT`), replaced by `mask`. */
  replace(text: string, mask: string): string {
    const prefilter = this.prefilter;
    prefilter.lastIndex = 0;
    let out = '';
    let done = 0;
    for (let m = prefilter.exec(text); m !== null; m = prefilter.exec(text)) {
      const at = m.index;
      const candidates = this.byKey.get(m[0]) ?? [];
      const length = this.wholeAt(text, at, candidates) || this.cutAt(text, at, candidates);
      if (length > 0) {
        out += `${text.slice(done, at)}${mask}`;
        done = at + length;
        prefilter.lastIndex = done;
      } else {
        // Secrets may overlap what was just looked at: look again one character further.
        prefilter.lastIndex = at + 1;
      }
    }
    return done === 0 ? text : `${out}${text.slice(done)}`;
  }

  private wholeAt(text: string, at: number, candidates: string[]): number {
    for (const secret of candidates) if (text.startsWith(secret, at)) return secret.length;
    return 0;
  }

  /** The length of a secret's beginning at `at` that runs to where the text was cut, or 0. */
  private cutAt(text: string, at: number, candidates: string[]): number {
    for (const end of cutAfter(text, at)) {
      const piece = end - at;
      if (piece < SHORTEST_CUT) continue;
      const seen = text.slice(at, end);
      if (candidates.some((secret) => secret.length > piece && secret.startsWith(seen))) return piece;
    }
    return 0;
  }
}
