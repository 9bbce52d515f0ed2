import { defineCheck } from './types.js';

/** The answer is anything but the named error: "this path is routed" without knowing what the route does. */
export const notErrorCodeCheck = defineCheck<{ value: string }>({
  name: 'not-error-code',
  description: 'The response is not an error with the given code.',
  shorthand: 'value',
  args: { type: 'object', properties: { value: { type: 'string' } }, required: ['value'], additionalProperties: false },
  speak: ({ value }, t) => ({ value: t.code(value, 'site') }),
  run({ value }, ctx) {
    if (ctx.response.status < 400) return [];
    let code: unknown;
    try {
      code = (ctx.json() as { code?: unknown } | null)?.code;
    } catch {
      return [];
    }
    if (code !== value) return [];
    return [
      {
        check: 'not-error-code',
        title: `Answered ${value}`,
        message: `the response is ${value} (${ctx.response.status})`,
        expected: `not ${value}`,
        actual: code,
        pointer: '/code',
      },
    ];
  },
});
