import { MAX_JSON_DEPTH, TooDeepError } from './json-depth.js';
import { formatPointer } from './json-pointer.js';

/**
 * Structural comparison of JSON values: object key order does not matter, array order does. One walk
 * serves both questions, "equal?" and "where do they first part ways?"; the path is built only on the
 * way back from a difference, so equal values cost no strings.
 *
 * The walk recurses, so it stops, with a TooDeepError, below `MAX_JSON_DEPTH` levels both values
 * share: answers that deep are never judged (`body-json.ts`), and a value captured from one never
 * gets here, but nothing may overflow the stack if one did.
 */
interface Difference {
  tokens: (string | number)[];
  expected: unknown;
  actual: unknown;
}

function differ(expected: unknown, actual: unknown, depth: number): Difference | undefined {
  if (expected === actual) return undefined;
  const here = (): Difference => ({ tokens: [], expected, actual });
  if (
    expected === null ||
    actual === null ||
    typeof expected !== 'object' ||
    typeof actual !== 'object' ||
    Array.isArray(expected) !== Array.isArray(actual)
  )
    return here();
  if (depth >= MAX_JSON_DEPTH) throw new TooDeepError(MAX_JSON_DEPTH, 'a value compared');
  if (Array.isArray(expected)) {
    const other = actual as unknown[];
    for (let i = 0; i < Math.min(expected.length, other.length); i++) {
      const inner = differ(expected[i], other[i], depth + 1);
      if (inner) return { ...inner, tokens: [i, ...inner.tokens] };
    }
    // Equal as far as both go: the lengths differ, which is said of the arrays themselves.
    return expected.length === other.length ? undefined : here();
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  for (const key of Object.keys(e)) {
    if (!Object.prototype.hasOwnProperty.call(a, key)) return { tokens: [key], expected: e[key], actual: undefined };
    const inner = differ(e[key], a[key], depth + 1);
    if (inner) return { ...inner, tokens: [key, ...inner.tokens] };
  }
  const extra = Object.keys(a).find((key) => !Object.prototype.hasOwnProperty.call(e, key));
  return extra === undefined ? undefined : { tokens: [extra], expected: undefined, actual: a[extra] };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return differ(a, b, 0) === undefined;
}

/** Where two JSON values first part ways, as a JSON pointer below `base`, with the two values found there. */
export function firstDifference(
  expected: unknown,
  actual: unknown,
  base = '',
): { pointer: string; expected: unknown; actual: unknown } | undefined {
  const found = differ(expected, actual, 0);
  if (!found) return undefined;
  return { pointer: `${base}${formatPointer(found.tokens)}`, expected: found.expected, actual: found.actual };
}
