import { errorCheck } from './error-shape.js';
import { headerCheck } from './header.js';
import { jsonCheck } from './json.js';
import { jsonSchemaCheck } from './json-schema.js';
import { germanTextCheck } from './german-text.js';
import { noElementCheck } from './no-element.js';
import { noExtraRoutesCheck } from './no-extra-routes.js';
import { notErrorCodeCheck } from './not-error-code.js';
import { notInvalidParamCheck } from './not-invalid-param.js';
import { routeDescriptorCheck } from './route-descriptor.js';
import { statusCheck } from './status.js';
import { sortedCheck } from './sorted.js';
import { paginationCheck } from './pagination.js';
import { excludesCheck } from './excludes.js';
import { argumentRefusedCheck } from './argument-refused.js';
import { namespaceIndexCheck } from './namespace-index.js';
import { translatedDescriptionsCheck } from './translated-descriptions.js';
import type { CheckDefinition } from './types.js';
import type { Ajv as AjvInstance, ValidateFunction } from 'ajv';
import { ajv } from '../util/on-demand.js';

export interface RegisteredCheck extends CheckDefinition<never> {
  /** A message when the arguments do not fit the check's own schema, else undefined. */
  validateArgs(args: Record<string, unknown>): string | undefined;
}

/** A pattern the check would hand to `new RegExp`: one it refuses must fail the suite at load, not crash the case. */
function isRegex(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

let argsAjvMade: AjvInstance | undefined;
// Only `regex` is known: other formats (ajv-formats is not loaded here) stay unchecked, as before.
const argsAjv = (): AjvInstance =>
  (argsAjvMade ??= new (ajv().Ajv)({ allErrors: false, strict: false, formats: { regex: isRegex } }));

/** Named checks a suite may use. A name not here fails the suite at load, listing these. */
export class CheckRegistry {
  private readonly checks = new Map<string, RegisteredCheck>();

  register(check: CheckDefinition<never>): this {
    if (this.checks.has(check.name)) throw new Error(`check "${check.name}" is registered twice`);
    // Compiled on first use: suites come from the load cache on most runs and are not validated again.
    let validate: ValidateFunction | undefined;
    this.checks.set(check.name, {
      ...check,
      validateArgs(args) {
        validate ??= argsAjv().compile(check.args);
        if (validate(args)) return undefined;
        const e = validate.errors?.[0];
        if (!e) return 'invalid arguments';
        const extra =
          e.keyword === 'additionalProperties'
            ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"`
            : '';
        return `${e.instancePath || 'arguments'} ${e.message}${extra}`;
      },
    });
    return this;
  }

  get(name: string): RegisteredCheck | undefined {
    return this.checks.get(name);
  }

  names(): string[] {
    return [...this.checks.keys()].sort();
  }
}

const BUILT_IN = [
  statusCheck,
  headerCheck,
  jsonCheck,
  jsonSchemaCheck,
  errorCheck,
  notInvalidParamCheck,
  routeDescriptorCheck,
  noExtraRoutesCheck,
  notErrorCodeCheck,
  noElementCheck,
  germanTextCheck,
  sortedCheck,
  paginationCheck,
  excludesCheck,
  argumentRefusedCheck,
  namespaceIndexCheck,
  translatedDescriptionsCheck,
] as CheckDefinition<never>[];

export function builtInChecks(): CheckRegistry {
  const registry = new CheckRegistry();
  for (const check of BUILT_IN) registry.register(check);
  return registry;
}
