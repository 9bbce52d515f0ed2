import type { JsonType } from '../../spec/types.js';
import { isArrayLike, isBoolean, isInteger, isNumeric, isObjectLike } from './php-values.js';

/** rest_get_best_type_for_value: the first listed type the value passes, a string for ''. */
export function bestType(value: unknown, types: readonly JsonType[]): JsonType | undefined {
  if (value === '' && types.includes('string')) return 'string';
  const checks: Partial<Record<JsonType, (v: unknown) => boolean>> = {
    array: isArrayLike,
    object: isObjectLike,
    integer: isInteger,
    number: isNumeric,
    boolean: isBoolean,
    string: (v) => typeof v === 'string',
    null: (v) => v === null,
  };
  // In the schema's order, as the platform's `foreach ( $types as $type )` (rest-api.php, WP 6.7): a
  // word is a list to `rest_is_array`, so for "string or array" it stays a string, and for "array or
  // string" it becomes a one-item list.
  for (const type of types) {
    if (checks[type]?.(value)) return type;
  }
  return undefined;
}
