/**
 * PHP's loose value predicates, as the platform's validator uses them. Query values arrive as strings,
 * JSON values keep their types; both must be judged the way the platform judges them.
 */

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC.test(value);
}

export function isInteger(value: unknown): boolean {
  if (!isNumeric(value)) return false;
  const n = Number(value);
  return Math.round(n) === n;
}

export function isBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return value === 0 || value === 1;
  return typeof value === 'string' && ['true', 'false', '1', '0'].includes(value.toLowerCase());
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** wp_parse_list: a scalar becomes a list split on commas and white space. */
export function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(/[\s,]+/).filter((s) => s !== '');
  if (typeof value === 'number' || typeof value === 'boolean') return [value];
  return [];
}

/** rest_is_array: a list, or a scalar read as a comma list; an object with non-index keys is not one. */
export function isArrayLike(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (isPlainObject(value)) return Object.keys(value).every((k, i) => String(i) === k);
  return false;
}

export function toArray(value: unknown): unknown[] {
  if (isPlainObject(value)) return Object.values(value);
  return parseList(value);
}

/** rest_is_object: PHP arrays (lists included) and the empty string pass. */
export function isObjectLike(value: unknown): boolean {
  return value === '' || (typeof value === 'object' && value !== null);
}

export function toObject(value: unknown): Record<string, unknown> {
  if (value === '' || value === null || value === undefined) return {};
  if (Array.isArray(value)) return Object.fromEntries(value.map((v, i) => [String(i), v]));
  return value as Record<string, unknown>;
}

/** wp_sprintf's `%l`: "a", "a and b", "a, b, and c". */
export function listJoin(values: readonly unknown[]): string {
  const items = values.map(String);
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}
