import { createHash } from 'node:crypto';

/** The longest key a memo keeps as it is. */
export const KEY_LIMIT = 256;

/**
 * A key of bounded size: a longer one (a path, token, header or parameter list a caller sent, up to a
 * megabyte of body) is kept as its SHA-256, padded past KEY_LIMIT so that it can never equal a key
 * kept as it is. A memo then holds at most `limit` keys of at most KEY_LIMIT + 1 characters.
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
 * signed tokens, listing answers and totals. Keys often come from callers (paths, header names,
 * tokens, query strings), so every memo is bounded, in entries and in the size of each key: when
 * full it starts again from empty, which costs only recomputation and never grows memory without end.
 */
export function memo<K, V>(limit: number, keyLimit = KEY_LIMIT): (key: K, make: () => V) => V {
  return memoWithKeys(limit, (key: K) => boundedKey(key, keyLimit));
}

/**
 * A memo keyed by texts the server made itself (its own cached answers), never by what a caller sent:
 * kept as they are, bounded in entries. The keys are the very string objects other caches hold, and V8
 * keeps a string's hash on the string, so a lookup costs no pass over it; a bounded key hashed each
 * 153 KB index answer with SHA-256 on every request (the index served at half its bare twin's rate).
 */
export function memoOfOwnTexts<V>(limit: number): (key: string, make: () => V) => V {
  return memoWithKeys(limit, (key: string) => key);
}

function memoWithKeys<K, V>(limit: number, keyOf: (key: K) => K): (key: K, make: () => V) => V {
  const values = new Map<K, V>();
  return (given, make) => {
    const key = keyOf(given);
    if (values.has(key)) return values.get(key) as V;
    const value = make();
    if (values.size >= limit) values.clear();
    values.set(key, value);
    return value;
  };
}

/**
 * A memo whose values hold only until the data behind them changes, as a repository's write count
 * (`version()`) says: read far more often than written, never stale.
 */
export function memoByVersion<K, V>(
  version: () => number,
  limit: number,
  keyLimit = KEY_LIMIT,
): (key: K, make: () => V) => V {
  const remember = memo<K, { version: number; value: V }>(limit, keyLimit);
  return (key, make) => {
    const now = version();
    const entry = remember(key, () => ({ version: now, value: make() }));
    // A stale entry is refreshed in place: one slot per key, whatever the number of writes.
    if (entry.version !== now) Object.assign(entry, { version: now, value: make() });
    return entry.value;
  };
}
