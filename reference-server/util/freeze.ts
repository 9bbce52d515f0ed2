// Data shared between requests that no request may change (products, kept carts) is frozen, all of it.

// A large frozen part is measured once: a kept cart's addresses are shared by the carts saved after it.
// (Remembering every part cost more than measuring the small ones again.)
const sizes = new WeakMap<object, number>();
const REMEMBERED_SIZE = 1024;

/**
 * Freezes a value and everything it holds, and says roughly what it holds: its strings' lengths and a
 * few words for every member (what bounds the carts kept in memory).
 */
export function freezeAndMeasure(value: unknown): number {
  if (typeof value === 'string') return 16 + value.length;
  if (value === null || typeof value !== 'object') return 16;
  let size = sizes.get(value);
  if (size !== undefined) return size;
  size = 32;
  for (const key in value) size += key.length + freezeAndMeasure((value as Record<string, unknown>)[key]);
  Object.freeze(value);
  if (size > REMEMBERED_SIZE) sizes.set(value, size);
  return size;
}

/** Freezes a value and everything it holds. */
export function deepFreeze<T>(value: T): T {
  freezeAndMeasure(value);
  return value;
}
