import { createHash } from 'node:crypto';

/** The longest key a memo keeps as it is. */
export const KEY_LIMIT = 256;

/**
 * A key of bounded size: a longer one (a path, token, header or parameter list a caller sent, up to a
 * megabyte of body) is kept as its SHA-256, padded past the limit so that it can never equal a key
 * kept as it is. A memo then holds at most `limit` keys of at most `keyLimit` + 1 characters (256 unless
 * it says otherwise: a larger one where hashing every request's key cost more than keeping it).
 */
export function boundedKey<K>(key: K, keyLimit = KEY_LIMIT): K {
  if (typeof key !== 'string' || key.length <= keyLimit) return key;
  return createHash('sha256')
    .update(key)
    .digest('base64')
    .padEnd(keyLimit + 1, '#') as K;
}

/**
 * The server's one way of remembering work: compiled statements, route candidates, encoded answers,
 * signed tokens, listing answers and totals, index documents. Keys often come from callers (paths,
 * header names, the Host header, tokens, query strings), so every memo is bounded, in entries and in
 * the size of each key: when full it starts again from empty, which costs only recomputation and never
 * grows memory without end.
 */
export class BoundedMap<K, V> {
  private readonly values = new Map<K, V>();

  constructor(
    private readonly limit: number,
    private readonly keyLimit = KEY_LIMIT,
  ) {}

  /** Entries held now: never more than the limit. */
  get size(): number {
    return this.values.size;
  }

  has(key: K): boolean {
    return this.values.has(boundedKey(key, this.keyLimit));
  }

  get(key: K): V | undefined {
    return this.values.get(boundedKey(key, this.keyLimit));
  }

  set(key: K, value: V): void {
    const bounded = boundedKey(key, this.keyLimit);
    if (this.values.size >= this.limit && !this.values.has(bounded)) this.values.clear();
    this.values.set(bounded, value);
  }
}

/** A memo: the value for `key`, made by `make` the first time (and again once the memo has started over). */
export type Memo<K, V> = ((key: K, make: () => V) => V) & {
  /** Entries held now, for the tests that hold the bound. */
  readonly size: number;
};

function withSize<K, V>(remember: (key: K, make: () => V) => V, size: () => number): Memo<K, V> {
  return Object.defineProperty(remember, 'size', { get: size }) as Memo<K, V>;
}

export function memo<K, V>(limit: number, keyLimit = KEY_LIMIT): Memo<K, V> {
  const values = new Map<K, V>();
  const remember = (given: K, make: () => V): V => {
    const key = boundedKey(given, keyLimit);
    if (values.has(key)) return values.get(key) as V;
    const value = make();
    if (values.size >= limit) values.clear();
    values.set(key, value);
    return value;
  };
  return withSize(remember, () => values.size);
}

/**
 * A memo whose values hold only until the data behind them changes, as a repository's write count
 * (`version()`) says: read far more often than written, never stale.
 */
export function memoByVersion<K, V>(version: () => number, limit: number, keyLimit = KEY_LIMIT): Memo<K, V> {
  const remember = memo<K, { version: number; value: V }>(limit, keyLimit);
  const byVersion = (key: K, make: () => V): V => {
    const now = version();
    const entry = remember(key, () => ({ version: now, value: make() }));
    // A stale entry is refreshed in place: one slot per key, whatever the number of writes.
    if (entry.version !== now) Object.assign(entry, { version: now, value: make() });
    return entry.value;
  };
  return withSize(byVersion, () => remember.size);
}
