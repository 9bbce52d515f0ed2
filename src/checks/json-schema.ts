import type { Failure } from '../model/result.js';
import { resolvePointer } from '../util/json-pointer.js';
import { defineCheck, POINTER_ARG } from './types.js';
import { validatorFor } from '../util/validators.js';

interface SchemaArgs {
  /** Judge only a success (2xx); any other answer passes (the fuzz phase's requests may get either). */
  onlyIfSuccess?: boolean;
  name?: string;
  schema?: object;
  pointer?: string;
}

/** The body (or the value at a pointer) validates against an inline JSON Schema or a named one of spec/. */
export const jsonSchemaCheck = defineCheck<SchemaArgs>({
  name: 'json-schema',
  description: 'The body, or the value at `pointer`, validates against `schema` or the named schema `name`.',
  shorthand: 'name',
  args: {
    type: 'object',
    properties: {
      onlyIfSuccess: { type: 'boolean' },
      name: { type: 'string' },
      schema: { type: 'object' },
      pointer: POINTER_ARG,
    },
    oneOf: [{ required: ['name'] }, { required: ['schema'] }],
    additionalProperties: false,
  },
  run(args, ctx) {
    if (args.onlyIfSuccess === true && (ctx.response.status < 200 || ctx.response.status > 299)) return [];
    const schema = args.schema ?? ctx.namedSchema(args.name as string);
    if (!schema) throw new Error(`json-schema: no schema named "${args.name}"`);
    const base = args.pointer ?? '';
    const found = resolvePointer(ctx.json(), base);
    if (!found.found) {
      return [
        {
          check: 'json-schema',
          title: `Does not match schema ${args.name ?? '(inline)'}`,
          message: `nothing at ${base}`,
          expected: 'present',
          actual: 'absent',
          pointer: base,
        },
      ];
    }
    const value = found.value;
    const validate = validatorFor(schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 20).map((e): Failure => ({
      check: 'json-schema',
      title: `Does not match schema ${args.name ?? '(inline)'}`,
      message: `${base}${e.instancePath || ''} ${e.message ?? 'is invalid'}`.trim(),
      expected: e.params,
      actual: undefined,
      pointer: `${base}${e.instancePath}`,
    }));
  },
});
