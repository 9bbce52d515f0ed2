/**
 * A JSON object: not null, not an array. Requests, controls and suite arguments are merged and
 * walked member by member only when they are one (a list or a scalar is replaced whole).
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
