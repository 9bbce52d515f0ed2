import { defineCheck } from './types.js';

/** The raw body does not contain a text: a secret sent earlier must never come back in clear. */
export const excludesCheck = defineCheck<{ text: string }>({
  name: 'excludes',
  description: 'The response body does not contain the given text anywhere.',
  shorthand: 'text',
  args: {
    type: 'object',
    properties: { text: { type: 'string', minLength: 1 } },
    required: ['text'],
    additionalProperties: false,
  },
  run({ text }, ctx) {
    if (!ctx.response.body.includes(text)) return [];
    return [
      {
        check: 'excludes',
        title: 'The body contains a text it must not',
        message: 'a value that must stay secret came back in clear',
        expected: 'absent',
        actual: 'present',
      },
    ];
  },
});
