import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

interface Args {
  param: string;
  /** The argument was left out (rest_missing_callback_param) rather than given a bad value (rest_invalid_param). */
  missing?: boolean;
}

/**
 * The platform's way of refusing one argument: 400, `rest_invalid_param` with the argument named in
 * `data.params` (or `rest_missing_callback_param` listing it). A 401 or 403 instead says the server
 * checked permission before it validated, and the message says so.
 */
export const argumentRefusedCheck = defineCheck<Args>({
  name: 'argument-refused',
  description:
    "The answer refuses the named argument the platform's way: 400 rest_invalid_param naming it in data.params (or rest_missing_callback_param listing it).",
  shorthand: 'param',
  args: {
    type: 'object',
    properties: { param: { type: 'string', minLength: 1 }, missing: { type: 'boolean' } },
    required: ['param'],
    additionalProperties: false,
  },
  run({ param, missing = false }, ctx) {
    const status = ctx.response.status;
    const code = missing ? 'rest_missing_callback_param' : 'rest_invalid_param';
    const fail = (title: string, message: string, expected: unknown, actual: unknown, pointer?: string): Failure[] => [
      { check: 'argument-refused', title, message, expected, actual, ...(pointer !== undefined ? { pointer } : {}) },
    ];
    if (status === 401 || status === 403) {
      return fail(
        'Permission was checked, not validation',
        `answered ${status}: the server checked permission before it validated ${param} (the platform validates arguments first)`,
        `400 ${code}`,
        status,
      );
    }
    if (status !== 400)
      return fail(
        `${param} was not refused as ${missing ? 'missing' : 'invalid'}`,
        `expected 400 ${code} naming ${param}, got ${status}`,
        400,
        status,
      );
    const body = ctx.json() as { code?: unknown; data?: { params?: unknown } } | null;
    if (body?.code !== code)
      return fail(
        'Another error code',
        `expected ${code}, got ${JSON.stringify(body?.code ?? null)}`,
        code,
        body?.code ?? null,
        '/code',
      );
    const params = body.data?.params;
    const named = missing
      ? Array.isArray(params) && params.includes(param)
      : // Only a member the server wrote names the argument: `in` would also see `constructor` and the like.
        params !== null &&
        typeof params === 'object' &&
        !Array.isArray(params) &&
        Object.prototype.hasOwnProperty.call(params, param);
    if (!named)
      return fail(
        `${param} is not named`,
        `data.params does not name ${param}`,
        missing ? `a list holding ${param}` : `{${param}: message}`,
        params ?? 'absent',
        '/data/params',
      );
    return [];
  },
});
