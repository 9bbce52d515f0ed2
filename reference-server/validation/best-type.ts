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
  // The platform tries its own fixed order of checks, not the schema's order.
  for (const type of ['array', 'object', 'integer', 'number', 'boolean', 'string', 'null'] as JsonType[]) {
    if (types.includes(type) && checks[type]?.(value)) return type;
  }
  return undefined;
}
