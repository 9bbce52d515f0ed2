import type { ArgSchema, JsonType } from '../../spec/types.js';
import { isDateTime, isEmail, isHexColor, isIp, isUuid } from './formats.js';
import {
  isArrayLike,
  isBoolean,
  isInteger,
  isNumeric,
  isObjectLike,
  isPlainObject,
  listJoin,
  toArray,
  toObject,
} from './php-values.js';
import { sanitizeValue } from './sanitize-value.js';
import { bestType } from './best-type.js';

/** One argument's failure, shaped like the platform's WP_Error for that argument. */
export interface ValueError {
  code: string;
  message: string;
  data: Record<string, unknown> | null;
}

const fail = (code: string, message: string, data: Record<string, unknown> | null = null): ValueError => ({
  code,
  message,
  data,
});

const BUILT_IN: JsonType[] = ['array', 'object', 'string', 'number', 'integer', 'boolean', 'null'];

/** rest_validate_value_from_schema, message for message. `null` means valid. */
export function validateValue(value: unknown, schema: ArgSchema, param: string): ValueError | null {
  let type = schema.type;
  if (Array.isArray(type)) {
    const best = bestType(value, type);
    if (!best) return fail('rest_invalid_type', `${param} is not of type ${type.join(',')}.`, { param });
    type = best;
  }
  const resolved: ArgSchema = { ...schema, type };
  const typeError = type && BUILT_IN.includes(type) ? validateByType(value, resolved, param) : null;
  if (typeError) return typeError;
  if (schema.enum && schema.enum.length > 0) {
    const enumError = validateEnum(value, resolved, param);
    if (enumError) return enumError;
  }
  if (
    schema.format &&
    (type === undefined || type === 'string' || !BUILT_IN.includes(type)) &&
    typeof value === 'string'
  ) {
    return validateFormat(value, schema.format, param);
  }
  return null;
}

function validateByType(value: unknown, schema: ArgSchema, param: string): ValueError | null {
  switch (schema.type) {
    case 'null':
      return value === null ? null : fail('rest_invalid_type', `${param} is not of type null.`, { param });
    case 'boolean':
      return isBoolean(value) ? null : fail('rest_invalid_type', `${param} is not of type boolean.`, { param });
    case 'integer':
      if (!isInteger(value)) return fail('rest_invalid_type', `${param} is not of type integer.`, { param });
      return validateNumber(Number(value), schema, param);
    case 'number':
      if (!isNumeric(value)) return fail('rest_invalid_type', `${param} is not of type number.`, { param });
      return validateNumber(Number(value), schema, param);
    case 'string':
      if (typeof value !== 'string') return fail('rest_invalid_type', `${param} is not of type string.`, { param });
      return validateString(value, schema, param);
    case 'array':
      return validateArray(value, schema, param);
    case 'object':
      return validateObject(value, schema, param);
    default:
      return null;
  }
}

function validateNumber(value: number, schema: ArgSchema, param: string): ValueError | null {
  const bounds = (message: string) => fail('rest_out_of_bounds', message);
  const { minimum: min, maximum: max } = schema;
  const exMin = Boolean(schema.exclusiveMinimum);
  const exMax = Boolean(schema.exclusiveMaximum);
  // %d in the platform's templates: bounds print as integers.
  const d = (n: number) => Math.trunc(n);
  if (min !== undefined && max === undefined) {
    if (exMin && value <= min) return bounds(`${param} must be greater than ${d(min)}`);
    if (!exMin && value < min) return bounds(`${param} must be greater than or equal to ${d(min)}`);
  } else if (max !== undefined && min === undefined) {
    if (exMax && value >= max) return bounds(`${param} must be less than ${d(max)}`);
    if (!exMax && value > max) return bounds(`${param} must be less than or equal to ${d(max)}`);
  } else if (min !== undefined && max !== undefined) {
    const below = exMin ? value <= min : value < min;
    const above = exMax ? value >= max : value > max;
    if (below || above) {
      const lo = exMin ? 'exclusive' : 'inclusive';
      const hi = exMax ? 'exclusive' : 'inclusive';
      return bounds(`${param} must be between ${d(min)} (${lo}) and ${d(max)} (${hi})`);
    }
  }
  return null;
}

function validateString(value: string, schema: ArgSchema, param: string): ValueError | null {
  const length = [...value].length;
  const chars = (n: number) => (n === 1 ? 'character' : 'characters');
  if (schema.minLength !== undefined && length < schema.minLength) {
    return fail('rest_too_short', `${param} must be at least ${schema.minLength} ${chars(schema.minLength)} long.`);
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    return fail('rest_too_long', `${param} must be at most ${schema.maxLength} ${chars(schema.maxLength)} long.`);
  }
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
    return fail('rest_invalid_pattern', `${param} does not match pattern ${schema.pattern}.`);
  }
  return null;
}

function validateArray(value: unknown, schema: ArgSchema, param: string): ValueError | null {
  if (!isArrayLike(value)) return fail('rest_invalid_type', `${param} is not of type array.`, { param });
  const list = toArray(value);
  if (schema.items) {
    for (const [i, item] of list.entries()) {
      const error = validateValue(item, schema.items, `${param}[${i}]`);
      if (error) return error;
    }
  }
  const items = (n: number) => (n === 1 ? 'item' : 'items');
  if (schema.minItems !== undefined && list.length < schema.minItems) {
    return fail('rest_too_few_items', `${param} must contain at least ${schema.minItems} ${items(schema.minItems)}.`);
  }
  if (schema.maxItems !== undefined && list.length > schema.maxItems) {
    return fail('rest_too_many_items', `${param} must contain at most ${schema.maxItems} ${items(schema.maxItems)}.`);
  }
  if (schema.uniqueItems && new Set(list.map((v) => JSON.stringify(v))).size !== list.length) {
    return fail('rest_duplicate_items', `${param} has duplicate items.`);
  }
  return null;
}

function validateObject(value: unknown, schema: ArgSchema, param: string): ValueError | null {
  if (!isObjectLike(value)) return fail('rest_invalid_type', `${param} is not of type object.`, { param });
  const object = toObject(value);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.required === true && !(name in object)) {
      return fail('rest_property_required', `${name} is a required property of ${param}.`);
    }
  }
  for (const [key, item] of Object.entries(object)) {
    const property = schema.properties?.[key];
    if (property) {
      const error = validateValue(item, property, `${param}[${key}]`);
      if (error) return error;
      continue;
    }
    if (schema.additionalProperties === false) {
      return fail('rest_additional_properties_forbidden', `${key} is not a valid property of Object.`);
    }
    if (isPlainObject(schema.additionalProperties)) {
      const error = validateValue(item, schema.additionalProperties, `${param}[${key}]`);
      if (error) return error;
    }
  }
  return null;
}

function validateEnum(value: unknown, schema: ArgSchema, param: string): ValueError | null {
  const sanitized = sanitizeValue(value, schema);
  const values = schema.enum ?? [];
  if (values.some((candidate) => candidate === sanitized)) return null;
  const shown = values.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)));
  if (shown.length === 1) return fail('rest_not_in_enum', `${param} is not ${shown[0]}.`);
  return fail('rest_not_in_enum', `${param} is not one of ${listJoin(shown)}.`);
}

function validateFormat(value: string, format: string, param: string): ValueError | null {
  switch (format) {
    case 'hex-color':
      return isHexColor(value) ? null : fail('rest_invalid_hex_color', 'Invalid hex color.');
    case 'date-time':
      return isDateTime(value) ? null : fail('rest_invalid_date', 'Invalid date.');
    case 'email':
      return isEmail(value) ? null : fail('rest_invalid_email', 'Invalid email address.');
    case 'ip':
      return isIp(value) ? null : fail('rest_invalid_ip', `${param} is not a valid IP address.`);
    case 'uuid':
      return isUuid(value) ? null : fail('rest_invalid_uuid', `${param} is not a valid UUID.`);
    default:
      return null;
  }
}
