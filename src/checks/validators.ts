import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Ajv, _, type ValidateFunction } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import addFormatsModule from 'ajv-formats';
import { readCached, writeCached } from '../util/disk-cache.js';

// ajv's standalone entry and ajv-formats ship CommonJS; under NodeNext their default export is the module object.
type Standalone = (ajv: Ajv, validate: ValidateFunction) => string;
type AddFormats = (ajv: Ajv) => Ajv;
const standaloneCode = ((standaloneModule as unknown as { default?: Standalone }).default ?? standaloneModule) as unknown as Standalone;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

const require = createRequire(import.meta.url);
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version;

// `source` keeps each validator's code, so that it can be written out and reused by the next run;
// the formats are then named by module, as the written code must load them itself.
const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
addFormats(ajv);

// Keyed by the schema's text: cases fill their expectations from captures, so the same schema
// can arrive as a new object, and compiling costs far more than validating.
const byText = new Map<string, ValidateFunction>();
// Most schemas come back as the very same object (nothing to fill in), and then not even the text is needed.
const byObject = new WeakMap<object, ValidateFunction>();

/**
 * A validator for a JSON Schema. Compiling is most of what a first run spends on schemas, so the
 * compiled code is kept in the run cache, keyed by the schema's text and ajv's version, and later runs
 * load it instead of compiling.
 */
export function validatorFor(schema: object): ValidateFunction {
  let validate = byObject.get(schema);
  if (validate) return validate;
  const text = JSON.stringify(schema);
  validate = byText.get(text) ?? loadOrCompile(text, schema);
  byText.set(text, validate);
  byObject.set(schema, validate);
  return validate;
}

function loadOrCompile(text: string, schema: object): ValidateFunction {
  const name = `validator-${createHash('sha256').update(`${AJV_VERSION}\0${text}`).digest('hex').slice(0, 32)}.cjs`;
  const code = readCached(name);
  if (code !== undefined) {
    try {
      const module: { exports: unknown } = { exports: {} };
      // Code ajv wrote for this very schema, read from a folder only this user can write.
      new Function('require', 'module', 'exports', code)(require, module, module.exports);
      if (typeof module.exports === 'function') return module.exports as ValidateFunction;
    } catch {
      // A damaged entry: compile again and write it anew.
    }
  }
  const validate = ajv.compile(schema);
  try {
    writeCached(name, standaloneCode(ajv, validate));
  } catch {
    // A schema the standalone writer cannot express is simply compiled on every run.
  }
  return validate;
}
