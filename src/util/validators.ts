import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Ajv as AjvInstance, ValidateFunction } from 'ajv';
import { readCached, writeCached } from './disk-cache.js';
import { ajv } from './on-demand.js';

// ajv's standalone writer and ajv-formats ship CommonJS: their export is the function itself.
type Standalone = (ajv: AjvInstance, validate: ValidateFunction) => string;
type AddFormats = (ajv: AjvInstance) => AjvInstance;

const require = createRequire(import.meta.url);
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version;

/**
 * The compiler, made when a schema is not in the run cache: most runs load every validator from it
 * (`util/on-demand.ts`). `source` keeps each validator's code, so that it can be written out and reused
 * by the next run; the formats are then named by module, as the written code must load them itself.
 */
let compilerMade: { ajv: AjvInstance; standaloneCode: Standalone } | undefined;
function compiler(): { ajv: AjvInstance; standaloneCode: Standalone } {
  if (!compilerMade) {
    const { Ajv, _ } = ajv();
    const made = new Ajv({
      allErrors: true,
      strict: false,
      code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
    });
    (require('ajv-formats') as AddFormats)(made);
    compilerMade = { ajv: made, standaloneCode: require('ajv/dist/standalone/index.js') as Standalone };
  }
  return compilerMade;
}

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
  const { ajv: made, standaloneCode } = compiler();
  const validate = made.compile(schema);
  try {
    writeCached(name, standaloneCode(made, validate));
  } catch {
    // A schema the standalone writer cannot express is simply compiled on every run.
  }
  return validate;
}
