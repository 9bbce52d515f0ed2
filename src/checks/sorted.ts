import { resolvePointer } from '../util/json-pointer.js';
import { defineCheck } from './types.js';

interface SortedArgs {
  pointer: string;
  /** Pointer inside each item to the value compared. */
  by: string;
  order: 'asc' | 'desc';
  numeric?: boolean;
}

/** The list at `pointer` is ordered by the value at `by` in each item: "orderby price gives ordered prices". */
export const sortedCheck = defineCheck<SortedArgs>({
  name: 'sorted',
  description: 'The list at `pointer` is sorted by the value at `by` of each item, ascending or descending.',
  args: {
    type: 'object',
    properties: {
      pointer: { type: 'string' },
      by: { type: 'string' },
      order: { enum: ['asc', 'desc'] },
      numeric: { type: 'boolean' },
    },
    required: ['pointer', 'by', 'order'],
    additionalProperties: false,
  },
  run(args, ctx) {
    const list = resolvePointer(ctx.json(), args.pointer);
    if (!list.found || !Array.isArray(list.value)) {
      return [
        {
          check: 'sorted',
          title: 'Not a list',
          message: `no list at ${args.pointer || '/'}`,
          expected: 'a list',
          actual: list.found ? list.value : 'absent',
          pointer: args.pointer,
        },
      ];
    }
    const values = list.value.map((item) => {
      const v = resolvePointer(item, args.by);
      return v.found ? v.value : undefined;
    });
    const key = (v: unknown) => (args.numeric ? Number(v) : String(v));
    for (let i = 1; i < values.length; i++) {
      const a = key(values[i - 1]);
      const b = key(values[i]);
      if (args.order === 'asc' ? a > b : a < b) {
        return [
          {
            check: 'sorted',
            title: `Not sorted ${args.order === 'asc' ? 'ascending' : 'descending'}`,
            message: `item ${i} (${String(values[i])}) is out of order after ${String(values[i - 1])}`,
            expected: args.order,
            actual: values,
            pointer: `${args.pointer}/${i}${args.by}`,
          },
        ];
      }
    }
    return [];
  },
});
