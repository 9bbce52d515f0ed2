import { deepEqual } from '../util/deep-equal.js';
import { lastToken, resolvePointer } from '../util/json-pointer.js';
import { defineCheck, POINTER_ARG } from './types.js';

/** A list at a pointer does not hold a value (the localized site's missing namespaces and methods). */
export const noElementCheck = defineCheck<{ pointer: string; value: unknown }>({
  name: 'no-element',
  description: 'The list at `pointer` exists and does not contain `value`.',
  args: {
    type: 'object',
    properties: { pointer: POINTER_ARG, value: {} },
    required: ['pointer', 'value'],
    additionalProperties: false,
  },
  speak: ({ pointer, value }, t) => ({
    pointer: t.pointer(pointer, 'site'),
    value: t.json(value, 'site', lastToken(pointer)),
  }),
  run({ pointer, value }, ctx) {
    const found = resolvePointer(ctx.json(), pointer);
    if (!found.found || !Array.isArray(found.value)) {
      return [
        {
          check: 'no-element',
          title: 'List is missing',
          message: `no list at ${pointer}`,
          expected: 'a list',
          actual: found.found ? found.value : 'absent',
          pointer,
        },
      ];
    }
    if (!found.value.some((v) => deepEqual(v, value))) return [];
    return [
      {
        check: 'no-element',
        title: 'List holds a value it must not',
        message: `${pointer} contains ${JSON.stringify(value)}`,
        expected: `no ${JSON.stringify(value)}`,
        actual: found.value,
        pointer,
      },
    ];
  },
});
