/**
 * PHP's array as its request parser builds one: keys in insertion order, a key that is a canonical
 * decimal integer stored as that integer, and `$a[] = …` taking the next free integer index. Kept as
 * a Map of keys to values, so an index a request names (`a[99999999]`) is one entry, never a list of
 * that many slots: the work and memory stay in proportion to the bytes sent.
 */

const LONG_MAX = 2n ** 63n - 1n;
const LONG_MIN = -(2n ** 63n);

/**
 * ZEND_HANDLE_NUMERIC_STR: `0` or an optional `-` and up to 19 digits without a leading zero, inside
 * the 64-bit range. `05`, `-0`, ` 5` and `9223372036854775808` stay string keys.
 */
export function integerKey(key: string): bigint | undefined {
  if (!/^(?:0|-?[1-9]\d{0,18})$/.test(key)) return undefined;
  const n = BigInt(key);
  return n > LONG_MAX || n < LONG_MIN ? undefined : n;
}

export class PhpArray {
  private readonly entries = new Map<string, unknown>();
  /** nNextFreeElement: PHP 8 starts it "unset" (LONG_MIN), so a first key of -5 makes the next -4. */
  private next = LONG_MIN;

  get(key: string): unknown {
    return this.entries.get(key);
  }

  /** Sets a key, keeping its place if it is there already (PHP updates in place). */
  set(key: string, value: unknown): void {
    const n = integerKey(key);
    if (n !== undefined && n >= this.next) this.next = n < LONG_MAX ? n + 1n : LONG_MAX;
    this.entries.set(key, value);
  }

  /** `$a[] = value`; false (and nothing stored) when the next index is taken: PHP_INT_MAX was used. */
  append(value: unknown): boolean {
    const index = this.next === LONG_MIN ? 0n : this.next;
    const key = String(index);
    if (this.entries.has(key)) return false;
    this.set(key, value);
    return true;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /**
   * The JavaScript value: a list (keys 0..n-1 in order, what PHP's array_is_list and json_encode call
   * a list) as an array, anything else as an object. An object cannot keep integer keys in PHP's order:
   * JavaScript lists them first, ascending.
   */
  toJs(convert: (value: unknown) => unknown = fromPhp): unknown[] | Record<string, unknown> {
    let i = 0;
    let list = true;
    for (const key of this.entries.keys()) {
      if (key !== String(i++)) {
        list = false;
        break;
      }
    }
    if (list) return [...this.entries.values()].map(convert);
    return this.toObject(convert);
  }

  /** As an object whatever its keys: what a request's top level always is. */
  toObject(convert: (value: unknown) => unknown = fromPhp): Record<string, unknown> {
    // Defined, not assigned: no key (not even `__proto__`) can reach an object's prototype.
    return Object.fromEntries([...this.entries].map(([key, value]) => [key, convert(value)]));
  }
}

export function fromPhp(value: unknown): unknown {
  return value instanceof PhpArray ? value.toJs(fromPhp) : value;
}
