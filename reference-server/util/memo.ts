/**
 * The server's one way of remembering work: compiled statements, route candidates, encoded answers,
 * signed tokens, listing answers and totals. Keys often come from callers (paths, header names,
 * tokens, query strings), so every memo is bounded: when full it starts again from empty, which
 * costs only recomputation and never grows memory without end.
 */
export function memo<K, V>(limit: number): (key: K, make: () => V) => V {
  const values = new Map<K, V>();
  return (key, make) => {
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
export function memoByVersion<K, V>(version: () => number, limit: number): (key: K, make: () => V) => V {
  const remember = memo<K, { version: number; value: V }>(limit);
  return (key, make) => {
    const now = version();
    const entry = remember(key, () => ({ version: now, value: make() }));
    // A stale entry is refreshed in place: one slot per key, whatever the number of writes.
    if (entry.version !== now) Object.assign(entry, { version: now, value: make() });
    return entry.value;
  };
}
