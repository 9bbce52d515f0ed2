import type { ArgSchema } from '../../spec/types.js';
import { bestType } from './best-type.js';
import { isPlainObject, toArray, toObject } from './php-values.js';

/**
 * rest_sanitize_value_from_schema: the value a handler sees after validation. Query strings become
 * integers, booleans and lists here, never earlier, so that validation messages speak of what was sent.
 */
export function sanitizeValue(value: unknown, schema: ArgSchema): unknown {
  let type = schema.type;
  if (Array.isArray(type)) type = bestType(value, type) ?? type[0];
  switch (type) {
    case 'array': {
      const list = toArray(value);
      return schema.items ? list.map((item) => sanitizeValue(item, schema.items as ArgSchema)) : list;
    }
    case 'object': {
      // A PHP array is a list and an object at once: a list taken as an object stays a list (its
      // JSON is a list again), unless the object's own members have rules to apply.
      if (Array.isArray(value) && !schema.properties && schema.additionalProperties === undefined) return [...value];
      const object = { ...toObject(value) };
      for (const [key, item] of Object.entries(object)) {
        const property = schema.properties?.[key];
        if (property) object[key] = sanitizeValue(item, property);
        else if (schema.additionalProperties === false) delete object[key];
        else if (isPlainObject(schema.additionalProperties))
          object[key] = sanitizeValue(item, schema.additionalProperties);
      }
      return object;
    }
    case 'null':
      return null;
    case 'integer': {
      const n = Number(value);
      return Number.isFinite(n) ? Math.trunc(n) : 0;
    }
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? n : 0;
    }
    case 'boolean':
      if (typeof value === 'string') return !['false', '0', ''].includes(value.toLowerCase());
      return Boolean(value);
    case 'string':
      if (value === null || value === undefined) return '';
      return typeof value === 'object' ? '' : String(value);
    default:
      return value;
  }
}
