import { defineCheck } from './types.js';

/** The answer may be anything except a refusal of this argument as invalid. */
export const notInvalidParamCheck = defineCheck<{ param: string }>({
  name: 'not-invalid-param',
  description: 'The response does not refuse the named argument as invalid (rest_invalid_param naming it).',
  shorthand: 'param',
  args: { type: 'object', properties: { param: { type: 'string' } }, required: ['param'], additionalProperties: false },
  run({ param }, ctx) {
    if (ctx.response.status !== 400) return [];
    const body = ctx.json() as { code?: unknown; data?: { params?: Record<string, unknown> } } | null;
    const refused = body?.code === 'rest_invalid_param' && body.data?.params && param in body.data.params;
    if (!refused) return [];
    return [
      {
        check: 'not-invalid-param',
        title: `A valid ${param} is refused`,
        message: `${param} was refused: ${String(body?.data?.params?.[param])}`,
        expected: `no rest_invalid_param for ${param}`,
        actual: body?.data?.params?.[param],
        pointer: `/data/params/${param}`,
      },
    ];
  },
});
