import type * as FastCheck from 'fast-check';
import type { ArgSchema, Endpoint } from '../../spec/types.js';
import { STATED_VALUES } from '../../spec/stated-values.js';

export type Fc = typeof FastCheck;
export type Arbitrary<T> = FastCheck.Arbitrary<T>;

/**
 * The valid side of the fuzz phase's arbitraries: values each argument's schema allows, as the route
 * reads them (the breaking side, one rule at a time, is `arbitraries.ts`).
 */

export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789`;

/**
 * Strings of these characters. Built from characters, not from a regular expression: fast-check's
 * stringMatching tokenises every value it shrinks or filters, and cost the phase most of its time.
 */
export const letters = (fc: Fc, chars: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength, maxLength });

/** A lower-case letter, then up to nine of `rest`. */
export const lowerWord = (fc: Fc, rest = `${LOWER}0123456789`) =>
  fc.tuple(fc.constantFrom(...LOWER), letters(fc, rest, 0, 9)).map(([first, more]) => first + more);

/** Words the platform reads as booleans (rest_is_boolean), whatever their case. */
export const BOOLEAN_WORDS = new Set(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']);

export const typesOf = (schema: ArgSchema): string[] =>
  Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];

/** Arguments a client sends: read-only ones are the answer's. */
export const sendable = (args: Record<string, ArgSchema>): [string, ArgSchema][] =>
  Object.entries(args).filter(([, schema]) => !schema.readonly);

/**
 * Values a schema allows. `inQuery`: the value travels in a query string, where null cannot be said
 * and objects are not what a client sends (object arguments are left out of reads unless required).
 */
export function validValue(fc: Fc, schema: ArgSchema, inQuery: boolean, depth = 0, name = ''): Arbitrary<unknown> {
  // What the document says of the value in words (spec/stated-values.ts) narrows a string.
  const stated = STATED_VALUES[name];
  if (stated && typesOf(schema).includes('string')) {
    if (stated.values) return fc.constantFrom(...stated.values);
    if (stated.prefixes) {
      const prefixed = fc
        .tuple(fc.constantFrom(...stated.prefixes), letters(fc, ALNUM, 1, 24))
        .map(([prefix, rest]) => prefix + rest);
      return stated.empty ? fc.oneof(prefixed, fc.constant('')) : prefixed;
    }
  }
  if (schema.enum && schema.enum.length > 0) {
    const values = inQuery ? schema.enum.filter((v) => v !== null) : [...schema.enum];
    return fc.constantFrom(...(values.length > 0 ? values : schema.enum));
  }
  const types = typesOf(schema).filter((t) => !(inQuery && t === 'null'));
  const arbs = (types.length > 0 ? types : ['string']).map((t) => byType(fc, t, schema, inQuery, depth));
  return arbs.length === 1 ? (arbs[0] as Arbitrary<unknown>) : fc.oneof(...arbs);
}

/** The smallest and largest whole number a schema allows (an exclusive bound is not allowed itself). */
export const lowest = (schema: ArgSchema, otherwise: number) =>
  schema.minimum === undefined ? otherwise : Math.ceil(schema.minimum) + (schema.exclusiveMinimum ? 1 : 0);
export const highest = (schema: ArgSchema, otherwise: number) =>
  schema.maximum === undefined ? otherwise : Math.floor(schema.maximum) - (schema.exclusiveMaximum ? 1 : 0);

function byType(fc: Fc, type: string, schema: ArgSchema, inQuery: boolean, depth: number): Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer({ min: lowest(schema, -100), max: highest(schema, 100_000) });
    case 'number':
      return fc.integer({ min: lowest(schema, -100) * 4, max: highest(schema, 100_000) * 4 }).map((n) => n / 4);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? validValue(fc, schema.items, inQuery, depth + 1) : fc.string({ maxLength: 8 });
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectValue(fc, schema, inQuery, depth);
    case 'mixed':
      return fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 1000 }));
    case 'string':
    default:
      return stringValue(fc, schema);
  }
}

function stringValue(fc: Fc, schema: ArgSchema): Arbitrary<unknown> {
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 19));
  // The platform's is_email is narrower than the RFC: plain local parts and domains only.
  if (schema.format === 'email')
    return fc
      .tuple(lowerWord(fc), lowerWord(fc), fc.constantFrom('com', 'org', 'net'))
      .map(([local, domain, top]) => `${local}@${domain}.${top}`);
  // Only sanitised by the platform (platform-core-rest.md:328); fc.webUrl builds a dozen string
  // arbitraries each time it is made, most of the phase's set-up in a profile.
  if (schema.format === 'uri')
    return fc.tuple(lowerWord(fc), lowerWord(fc)).map(([host, path]) => `https://${host}.example/${path}`);
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 16, 16)) });
}

export function objectValue(fc: Fc, schema: ArgSchema, inQuery: boolean, depth: number): Arbitrary<unknown> {
  const members = sendable(schema.properties ?? {});
  if (members.length === 0 || depth > 3) return fc.constant({});
  return fc.record(
    Object.fromEntries(members.map(([name, m]) => [name, validValue(fc, m, inQuery, depth + 1, name)])),
    {
      requiredKeys: members.filter(([, m]) => m.required === true).map(([name]) => name),
    },
  );
}

/** Whether an argument is generated at all on this endpoint: objects (and lists of them) stay out of query strings. */
export function generated(schema: ArgSchema, inQuery: boolean): boolean {
  if (!inQuery || schema.required === true) return true;
  const types = typesOf(schema);
  if (types.includes('object')) return false;
  return !(types.includes('array') && schema.items && typesOf(schema.items).includes('object'));
}

/** Every argument within its rules; the required ones always present, the others now and then. */
export function validArgs(fc: Fc, endpoint: Endpoint, inQuery: boolean): Arbitrary<Record<string, unknown>> {
  const args = sendable(endpoint.args).filter(([, schema]) => generated(schema, inQuery));
  return fc.record(Object.fromEntries(args.map(([name, schema]) => [name, validValue(fc, schema, inQuery, 0, name)])), {
    requiredKeys: args.filter(([, schema]) => schema.required === true).map(([name]) => name),
  });
}
