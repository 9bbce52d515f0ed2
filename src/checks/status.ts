import { defineCheck } from './types.js';

export const statusCheck = defineCheck<{ value: number | number[] }>({
  name: 'status',
  description: 'The HTTP status is the one given, or one of a list.',
  shorthand: 'value',
  args: {
    type: 'object',
    properties: { value: { oneOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' }, minItems: 1 }] } },
    required: ['value'],
    additionalProperties: false,
  },
  run({ value }, { response }) {
    const allowed = Array.isArray(value) ? value : [value];
    if (allowed.includes(response.status)) return [];
    return [{
      check: 'status',
      title: 'Unexpected status code',
      message: `expected ${allowed.join(' or ')}, got ${response.status}`,
      expected: value,
      actual: response.status,
    }];
  },
});
