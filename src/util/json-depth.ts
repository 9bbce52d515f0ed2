/**
 * The deepest nesting of arrays and objects the engine judges. JSON.parse itself copes with far
 * deeper text, but everything that walks a value afterwards (deep comparison, schema validation,
 * redaction, the JSON of a report) recurses, and 100,000 levels overflow the stack. No answer of the
 * interface nests beyond a dozen levels; a thousand leaves room for any honest one.
 */
export const MAX_JSON_DEPTH = 1000;

/** A body (or a value compared) nested deeper than `MAX_JSON_DEPTH`: its case is errored, not judged. */
export class TooDeepError extends Error {
  readonly code = 'too-deep';

  constructor(
    readonly max: number,
    what = 'the body',
  ) {
    super(`${what} nests deeper than ${max} levels; not judged`);
  }
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/**
 * Whether JSON text nests deeper than `max`, read in one pass before any parse (brackets inside strings
 * do not count). Text shorter than two characters per level cannot, and is not read at all: that is
 * almost every answer.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  if (text.length < 2 * (max + 1)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
