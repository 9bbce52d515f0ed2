/** `{$repeat: N, item: X}` inside a body stands for N copies of X: how a suite writes a 25-request batch. */
export function expandRepeats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expandRepeats);
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object.$repeat === 'number' && 'item' in object && Object.keys(object).length === 2) {
      const item = expandRepeats(object.item);
      return Array.from({ length: object.$repeat }, () => structuredClone(item));
    }
    return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, expandRepeats(v)]));
  }
  return value;
}
