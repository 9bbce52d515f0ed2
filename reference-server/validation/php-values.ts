import { integerKey } from '../http/php-array.js';

/**
 * PHP's loose value predicates, as the platform's validator uses them. Query values arrive as strings,
 * JSON values keep their types; both must be judged the way the platform judges them.
 */

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC.test(value);
}

/**
 * rest_is_integer: numeric, and the float rounds to itself. One rule added: the value must also fit
 * PHP's integer, 64 bits signed. The platform casts a larger "integer" to (int), which saturates or
 * wraps; here it is simply not an integer (`page is not of type integer.`), so that `1e308` or
 * `99999999999999999999999` is refused at validation rather than reaching the storage.
 */
export function isInteger(value: unknown): boolean {
  if (!isNumeric(value)) return false;
  const n = Number(value);
  return Math.round(n) === n && fitsPhpInteger(value as number | string, n);
}

const LONG_MAX = 2n ** 63n - 1n;

/**
 * Whether an integral value lies in [PHP_INT_MIN, PHP_INT_MAX]. A double decides far from the limits;
 * near them (2^62 to 2^64) a number is as exact as the double it is, and a string is judged by the
 * integer part of its exact decimal value (`9223372036854775807` fits, `9223372036854775808` does not).
 */
function fitsPhpInteger(value: number | string, n: number): boolean {
  const magnitude = Math.abs(n);
  if (magnitude < 2 ** 62) return true;
  if (magnitude >= 2 ** 64) return false;
  if (typeof value === 'number') return n >= -(2 ** 63) && n < 2 ** 63;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = NUMERIC_PARTS.exec(value) ?? [];
  let digits = whole + fraction;
  let point = whole.length + Number.parseInt(exponent, 10);
  const significant = digits.replace(/^0+/, '');
  point -= digits.length - significant.length;
  digits = significant;
  // Within this band the integer part has about 19 digits: the padding below is short.
  const integerPart = point <= 0 ? 0n : BigInt(digits.slice(0, point).padEnd(point, '0'));
  return sign === '-' ? integerPart <= LONG_MAX + 1n : integerPart <= LONG_MAX;
}

const NUMERIC_PARTS = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/;

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

/**
 * rest_is_array: a list, or a scalar read as a comma list; an object only when wp_is_numeric_array
 * would call the PHP array it stands for numeric: every key an integer key (`include[7]=3` is an array,
 * read as its values; a key such as `a` or `07` is a string key and makes it an object).
 */
export function isArrayLike(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (isPlainObject(value)) return Object.keys(value).every((k) => integerKey(k) !== undefined);
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
