import { defineCheck } from './types.js';

type Expected = number | string;

/** `400` is that status; `4xx` any status of that class. */
function matches(expected: Expected, status: number): boolean {
  if (typeof expected === 'number') return expected === status;
  return Math.floor(status / 100) === Number(expected.charAt(0));
}

/** What a status says about the answer, for messages that name the bug. */
function reading(status: number): string {
  if (status === 401 || status === 403) return ' (refused for permission)';
  if (status >= 500) return ' (a server error)';
  if (status >= 200 && status < 300) return ' (accepted)';
  return '';
}

export const statusCheck = defineCheck<{ value: Expected | Expected[] }>({
  name: 'status',
  description: 'The HTTP status is the one given, one of a list, or of a class (`4xx`: any client error).',
  shorthand: 'value',
  args: {
    type: 'object',
    properties: {
      value: {
        oneOf: [
          { type: 'integer' },
          { type: 'string', pattern: '^[1-5]xx$' },
          {
            type: 'array',
            items: { oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^[1-5]xx$' }] },
            minItems: 1,
          },
        ],
      },
    },
    required: ['value'],
    additionalProperties: false,
  },
  run({ value }, { response }) {
    const allowed = Array.isArray(value) ? value : [value];
    if (allowed.some((v) => matches(v, response.status))) return [];
    return [
      {
        check: 'status',
        title: 'Unexpected status code',
        message: `expected ${allowed.join(' or ')}, got ${response.status}${reading(response.status)}`,
        expected: value,
        actual: response.status,
      },
    ];
  },
});
