import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

// ajv-formats ships CommonJS; under NodeNext its default export is the module object.
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
// Keyed by the schema's text: cases fill their expectations from captures, so the same schema
// arrives as a new object every time, and compiling costs far more than validating.
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

interface SchemaArgs {
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
    properties: { name: { type: 'string' }, schema: { type: 'object' }, pointer: { type: 'string' } },
    oneOf: [{ required: ['name'] }, { required: ['schema'] }],
    additionalProperties: false,
  },
  run(args, ctx) {
    const schema = args.schema ?? ctx.namedSchema(args.name as string);
    if (!schema) throw new Error(`json-schema: no schema named "${args.name}"`);
    let value = ctx.json();
    const base = args.pointer ?? '';
    if (base) {
      for (const token of base.slice(1).split('/')) value = (value as Record<string, unknown> | undefined)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
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
