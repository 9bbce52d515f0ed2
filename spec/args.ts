import type { ArgSchema, Args } from './types.js';
import { CONTEXT_VIEW_EDIT, ORDER_DIRECTIONS } from './enums.js';

/**
 * Argument builders shared by several routes. Key order matters: the index publishes each argument's
 * keywords in registration order, so builders write them in the platform's order.
 */

export function context(values: readonly string[] = CONTEXT_VIEW_EDIT): ArgSchema {
  return {
    description: 'Scope under which the request is made; determines fields present in response.',
    type: 'string',
    enum: [...values],
    default: 'view',
  };
}

export function page(): ArgSchema {
  return { description: 'Current page of the collection.', type: 'integer', default: 1, minimum: 1 };
}

export function perPage(minimum: number, maximum: number, def: number | undefined, description?: string): ArgSchema {
  const arg: ArgSchema = {
    description: description ?? 'Maximum number of items to be returned in result set.',
    type: 'integer',
  };
  if (def !== undefined) arg.default = def;
  arg.minimum = minimum;
  arg.maximum = maximum;
  return arg;
}

export const str = (description: string, extra: Partial<ArgSchema> = {}): ArgSchema => ({
  description,
  type: 'string',
  ...extra,
});
export const int = (description: string, extra: Partial<ArgSchema> = {}): ArgSchema => ({
  description,
  type: 'integer',
  ...extra,
});
export const bool = (description: string, extra: Partial<ArgSchema> = {}): ArgSchema => ({
  description,
  type: 'boolean',
  ...extra,
});
export const obj = (description: string, extra: Partial<ArgSchema> = {}): ArgSchema => ({
  description,
  type: 'object',
  ...extra,
});
export const dateTime = (description: string): ArgSchema => ({ description, type: 'string', format: 'date-time' });
export const nullableString = (description: string, extra: Partial<ArgSchema> = {}): ArgSchema => ({
  description,
  type: ['null', 'string'],
  ...extra,
});
/** A response-only field of the given type(s): published with `readonly: true` after its other keywords. */
export const readOnly = (description: string, type: ArgSchema['type'], extra: Partial<ArgSchema> = {}): ArgSchema => ({
  description,
  type,
  ...extra,
  readonly: true,
});

export function intList(description: string, def?: unknown[]): ArgSchema {
  const arg: ArgSchema = { description, type: 'array', items: { type: 'integer' } };
  if (def !== undefined) arg.default = def;
  return arg;
}

/** An array of strings, each one of `values`. */
export const enumList = (description: string, values: readonly string[]): ArgSchema => ({
  description,
  type: 'array',
  items: { type: 'string', enum: [...values] },
});

export function enumOf(description: string, values: readonly (string | number)[], def?: string): ArgSchema {
  const arg: ArgSchema = { description, type: 'string', enum: [...values] };
  if (def !== undefined) arg.default = def;
  return arg;
}

export function order(def: 'asc' | 'desc'): ArgSchema {
  return enumOf('Order sort attribute ascending or descending.', ORDER_DIRECTIONS, def);
}

export function orderby(values: readonly string[], def?: string): ArgSchema {
  return enumOf('Sort collection by object attribute.', values, def);
}

export const search = (): ArgSchema => str('Limit results to those matching a string.');
export const offset = (): ArgSchema => int('Offset the result set by a specific number of items.');
export const exclude = (def?: unknown[]): ArgSchema => intList('Ensure result set excludes specific IDs.', def);
export const include = (def?: unknown[]): ArgSchema => intList('Limit result set to specific ids.', def);

/** Date-window arguments of the administration lists. */
export function adminDateWindow(): Args {
  return {
    after: dateTime('Limit response to resources published after a given ISO8601 compliant date.'),
    before: dateTime('Limit response to resources published before a given ISO8601 compliant date.'),
    modified_after: dateTime('Limit response to resources modified after a given ISO8601 compliant date.'),
    modified_before: dateTime('Limit response to resources modified before a given ISO8601 compliant date.'),
    dates_are_gmt: bool('Whether to consider GMT post dates when limiting response by published or modified date.', {
      default: false,
    }),
  };
}

export function idArg(description = 'Unique identifier for the resource.'): ArgSchema {
  return int(description);
}

export function force(): ArgSchema {
  return bool('Whether to bypass trash and force deletion.', { default: false });
}
