import type { Failure } from '../model/result.js';
import { resolvePointer } from '../util/json-pointer.js';
import { brief } from '../util/brief.js';
import { defineCheck, POINTER_ARG } from './types.js';

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
      pointer: POINTER_ARG,
      by: POINTER_ARG,
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
    const at = (i: number) => `${args.pointer}/${i}${args.by}`;
    const failures: Failure[] = [];
    // An item without a comparable value is a failure of its own and is left out of the order: as NaN
    // or "undefined" it compared false with both neighbours and hid the disorder around it.
    const why = (v: unknown): string | undefined => {
      if (v === undefined) return `has no value at ${args.by || '/'}`;
      if (args.numeric) {
        const numeric = typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !isNaN(Number(v)));
        return numeric ? undefined : `(${brief(v)}) is not a number`;
      }
      return ['string', 'number', 'boolean'].includes(typeof v) ? undefined : `(${brief(v)}) is not a text`;
    };
    // null and '' are values a shop may hold (a product with no price yet) and that have no place in the
    // order the document states: left out of the comparison, never a failure.
    const blank = (v: unknown) => v === null || v === '';
    const incomparable = values.flatMap((v, i) => {
      const reason = blank(v) ? undefined : why(v);
      return reason === undefined ? [] : [{ i, reason }];
    });
    const first = incomparable[0];
    if (first) {
      const more = incomparable.length > 1 ? ` (${incomparable.length} items without a comparable value)` : '';
      failures.push({
        check: 'sorted',
        title: 'Value not comparable',
        message: `item ${first.i} ${first.reason}${more}`,
        expected: args.numeric ? 'a number' : 'a text',
        actual: values[first.i] === undefined ? 'absent' : values[first.i],
        pointer: at(first.i),
      });
    }
    const key = (v: unknown) => (args.numeric ? Number(v) : String(v));
    const skipped = new Set([...incomparable.map(({ i }) => i), ...values.flatMap((v, i) => (blank(v) ? [i] : []))]);
    let previous: number | undefined;
    for (let i = 0; i < values.length; i++) {
      if (skipped.has(i)) continue;
      if (previous !== undefined) {
        const a = key(values[previous]);
        const b = key(values[i]);
        if (args.order === 'asc' ? a > b : a < b) {
          failures.push({
            check: 'sorted',
            title: `Not sorted ${args.order === 'asc' ? 'ascending' : 'descending'}`,
            message: `item ${i} (${String(values[i])}) is out of order after ${String(values[previous])}`,
            expected: args.order,
            actual: values,
            pointer: at(i),
          });
          break;
        }
      }
      previous = i;
    }
    return failures;
  },
});
