/** Structural equality of JSON values; object key order does not matter, array order does. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => deepEqual(v, other[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Where two JSON values first part ways, as a JSON pointer below `base`, with the two values found there. */
export function firstDifference(expected: unknown, actual: unknown, base = ''): { pointer: string; expected: unknown; actual: unknown } | undefined {
  if (deepEqual(expected, actual)) return undefined;
  const here = { pointer: base, expected, actual };
  if (expected === null || actual === null || typeof expected !== 'object' || typeof actual !== 'object' || Array.isArray(expected) !== Array.isArray(actual)) return here;
  const token = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
  if (Array.isArray(expected)) {
    const other = actual as unknown[];
    for (let i = 0; i < Math.min(expected.length, other.length); i++) {
      const inner = firstDifference(expected[i], other[i], `${base}/${i}`);
      if (inner) return inner;
    }
    // Equal as far as both go: the lengths differ, which is said of the arrays themselves.
    return here;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  for (const key of Object.keys(e)) {
    if (!Object.prototype.hasOwnProperty.call(a, key)) return { pointer: `${base}/${token(key)}`, expected: e[key], actual: undefined };
    const inner = firstDifference(e[key], a[key], `${base}/${token(key)}`);
    if (inner) return inner;
  }
  const extra = Object.keys(a).find((key) => !Object.prototype.hasOwnProperty.call(e, key));
  return extra !== undefined ? { pointer: `${base}/${token(extra)}`, expected: undefined, actual: a[extra] } : here;
}
