/**
 * JSON bodies read as the platform reads them: `json_decode($body, true)` with PHP's default depth of
 * 512 (php.net, json_decode: "depth: Maximum nesting depth of the structure being decoded"). An array
 * or object nested deeper is refused as PHP refuses it, JSON_ERROR_DEPTH, before anything else sees
 * the value: nothing past the parser (validation, translation, storage) walks a structure deeper than
 * PHP itself would accept.
 */

export const JSON_MAX_DEPTH = 512;

/** What json_last_error() and json_last_error_msg() say; the REST layer puts both in rest_invalid_json. */
export interface JsonError {
  code: number;
  message: string;
  /** Only for a depth error: the limit, so that the refusal says what it was measured against. */
  maxDepth?: number;
}

export const JSON_ERROR_DEPTH: JsonError = {
  code: 1,
  message: 'Maximum stack depth exceeded',
  maxDepth: JSON_MAX_DEPTH,
};
export const JSON_ERROR_SYNTAX: JsonError = { code: 4, message: 'Syntax error' };

export type JsonRead = { value: unknown } | { error: JsonError };

export function readJson(text: string): JsonRead {
  // A text this short cannot open more than JSON_MAX_DEPTH arrays or objects.
  const tooDeep = text.length > JSON_MAX_DEPTH ? depthExceededAt(text) : undefined;
  if (tooDeep === undefined) {
    try {
      return { value: JSON.parse(text.includes(NEAR_INT64_MAX) ? keepIntegersInRange(text) : text) as unknown };
    } catch {
      return { error: JSON_ERROR_SYNTAX };
    }
  }
  // PHP's parser stops at whichever comes first: a syntax error, or the bracket one level too deep.
  return { error: validPrefix(text, tooDeep) ? JSON_ERROR_DEPTH : JSON_ERROR_SYNTAX };
}

const NEAR_INT64_MAX = '922337203685477';
const INT64_MAX = 2n ** 63n - 1n;
/** The integers JSON.parse rounds up to 2^63: from 2^63 − 512 (halfway to the double below) on. */
const ROUNDS_UP = 2n ** 63n - 512n;
/** The largest double below 2^63, an integer in PHP's range. */
const LARGEST_BELOW = '9223372036854774784';

/**
 * PHP's json_decode keeps an integer up to PHP_INT_MAX (2^63 − 1) exactly; JSON.parse makes a double of
 * it, and 2^63 − 512 to 2^63 − 1 round up to 2^63, past PHP's range, which validation then refuses
 * (`validation/php-values.ts`). Such a token is read as the largest double below 2^63 instead: an
 * integer in range, as PHP has it, off by less than the double's step there. Strings are left alone;
 * only a body that names those digits at all is scanned.
 */
function keepIntegersInRange(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) => {
    if (token.length !== 19 || !/^\d+$/.test(token)) return token;
    const value = BigInt(token);
    return value >= ROUNDS_UP && value <= INT64_MAX ? LARGEST_BELOW : token;
  });
}

interface DepthScan {
  /** Where the first bracket nested one level too deep stands. */
  at: number;
  /** The brackets open there, outermost first. */
  open: string[];
}

/** Brackets outside strings, counted in one pass; undefined when none is nested too deep. */
function depthExceededAt(text: string): DepthScan | undefined {
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (open.length === JSON_MAX_DEPTH) return { at: i, open };
      open.push(c === 0x5b ? ']' : '}');
    } else if (c === 0x5d || c === 0x7d) {
      open.pop();
    }
  }
  return undefined;
}

/**
 * Whether the text before the bracket that is one level too deep is correct JSON so far: it is exactly
 * when a value put in that bracket's place, and the open brackets closed, make a document that parses.
 */
function validPrefix(text: string, scan: DepthScan): boolean {
  try {
    JSON.parse(`${text.slice(0, scan.at)}0${scan.open.reverse().join('')}`);
    return true;
  } catch {
    return false;
  }
}
