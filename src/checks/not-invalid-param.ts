import { escapeToken } from '../util/json-pointer.js';
import { defineCheck } from './types.js';

/** The answer may be anything except a refusal of this argument as invalid. */
export const notInvalidParamCheck = defineCheck<{ param: string }>({
  name: 'not-invalid-param',
  description: 'The response does not refuse the named argument as invalid (rest_invalid_param naming it).',
  shorthand: 'param',
  args: { type: 'object', properties: { param: { type: 'string' } }, required: ['param'], additionalProperties: false },
  run({ param }, ctx) {
    if (ctx.response.status !== 400) return [];
    const body = ctx.json() as { code?: unknown; data?: { params?: unknown } } | null;
    if (body?.code !== 'rest_invalid_param') return [];
    const params = body.data?.params;
    // Only a member the server wrote names the argument: `in` would also see `constructor` and the like.
    const refused =
      params !== null &&
      typeof params === 'object' &&
      !Array.isArray(params) &&
      Object.prototype.hasOwnProperty.call(params, param);
    if (!refused) return [];
    const reason = (params as Record<string, unknown>)[param];
    return [
      {
        check: 'not-invalid-param',
        title: `A valid ${param} is refused`,
        message: `${param} was refused: ${String(reason)}`,
        expected: `no rest_invalid_param for ${param}`,
        actual: reason,
        pointer: `/data/params/${escapeToken(param)}`,
      },
    ];
  },
});
