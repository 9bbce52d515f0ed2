/**
 * Structural comparison of JSON values: object key order does not matter, array order does. One walk
 * serves both questions, "equal?" and "where do they first part ways?"; the path is built only on the
 * way back from a difference, so equal values cost no strings.
 */
interface Difference {
  tokens: string[];
  expected: unknown;
  actual: unknown;
}

const token = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function differ(expected: unknown, actual: unknown): Difference | undefined {
  if (expected === actual) return undefined;
  const here = (): Difference => ({ tokens: [], expected, actual });
  if (expected === null || actual === null || typeof expected !== 'object' || typeof actual !== 'object' || Array.isArray(expected) !== Array.isArray(actual)) return here();
  if (Array.isArray(expected)) {
    const other = actual as unknown[];
    for (let i = 0; i < Math.min(expected.length, other.length); i++) {
      const inner = differ(expected[i], other[i]);
      if (inner) return { ...inner, tokens: [String(i), ...inner.tokens] };
    }
    // Equal as far as both go: the lengths differ, which is said of the arrays themselves.
    return expected.length === other.length ? undefined : here();
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  for (const key of Object.keys(e)) {
    if (!Object.prototype.hasOwnProperty.call(a, key)) return { tokens: [token(key)], expected: e[key], actual: undefined };
    const inner = differ(e[key], a[key]);
    if (inner) return { ...inner, tokens: [token(key), ...inner.tokens] };
  }
  const extra = Object.keys(a).find((key) => !Object.prototype.hasOwnProperty.call(e, key));
  return extra === undefined ? undefined : { tokens: [token(extra)], expected: undefined, actual: a[extra] };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return differ(a, b) === undefined;
}

/** Where two JSON values first part ways, as a JSON pointer below `base`, with the two values found there. */
export function firstDifference(expected: unknown, actual: unknown, base = ''): { pointer: string; expected: unknown; actual: unknown } | undefined {
  const found = differ(expected, actual);
  if (!found) return undefined;
  return { pointer: `${base}${found.tokens.map((t) => `/${t}`).join('')}`, expected: found.expected, actual: found.actual };
}
