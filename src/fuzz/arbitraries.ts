import type * as FastCheck from 'fast-check';
import type { ArgSchema, Endpoint } from '../../spec/types.js';
import { STATED_VALUES } from '../../spec/stated-values.js';
import { REFUSED_FORMATS } from '../generators/negatives.js';

type Fc = typeof FastCheck;
type Arbitrary<T> = FastCheck.Arbitrary<T>;

/**
 * A rule of the document a generated request breaks. Only rules the platform enforces as it reads
 * arguments: a string is never "of the wrong type" (most values print as one), a list is read from a
 * word or a comma list, and a uri is only sanitised (platform-core-rest.md:328), so none of those is
 * tried (the negative generators make the same choices: src/generators/negatives.ts).
 */
export type Rule = 'type' | 'enum' | 'minimum' | 'maximum' | 'required' | 'format' | 'maxItems';

/** One generated request's arguments, and the one rule it breaks, if any. */
export interface FuzzArgs {
  args: Record<string, unknown>;
  broken?: { arg: string; rule: Rule; place: string } | undefined;
}

/** Words the platform reads as booleans (rest_is_boolean), whatever their case. */
const BOOLEAN_WORDS = new Set(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']);

const typesOf = (schema: ArgSchema): string[] =>
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

function byType(fc: Fc, type: string, schema: ArgSchema, inQuery: boolean, depth: number): Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -100, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.integer({ min: (schema.minimum ?? -100) * 4, max: (schema.maximum ?? 100_000) * 4 }).map((n) => n / 4);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? validValue(fc, schema.items, inQuery, depth + 1) : fc.string({ maxLength: 8 });
      const maxLength = Math.min(schema.maxItems ?? 3, 3);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { maxLength });
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
  return fc.string({ maxLength: 16 });
}

function objectValue(fc: Fc, schema: ArgSchema, inQuery: boolean, depth: number): Arbitrary<unknown> {
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
function generated(schema: ArgSchema, inQuery: boolean): boolean {
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

/** One way to break one rule: which argument, which rule, and the values that break it (undefined: left out). */
export interface Breakage {
  arg: string;
  rule: Rule;
  /** `orderby`, `stock_status[]`, `billing.email`: where the rule stands. */
  place: string;
  value: Arbitrary<unknown>;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789`;

/**
 * Strings of these characters. Built from characters, not from a regular expression: fast-check's
 * stringMatching tokenises every value it shrinks or filters, and cost the phase most of its time.
 */
const letters = (fc: Fc, chars: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength, maxLength });

/** A lower-case letter, then up to nine of `rest`. */
const lowerWord = (fc: Fc, rest = `${LOWER}0123456789`) =>
  fc.tuple(fc.constantFrom(...LOWER), letters(fc, rest, 0, 9)).map(([first, more]) => first + more);

/** A word that is no number and no boolean: the value of the wrong type for those. */
const word = (fc: Fc) => lowerWord(fc, `${LOWER}_-`).filter((w) => !BOOLEAN_WORDS.has(w) && !/^(inf|nan)/.test(w));

/** Outside an enum: a word none of its words (no comma: a comma list is read as a list), or a number past its largest. */
function outsideEnum(fc: Fc, values: readonly unknown[]): Arbitrary<unknown> | undefined {
  if (values.every((v) => typeof v === 'number')) {
    const max = Math.max(...(values as number[]));
    return fc.integer({ min: max + 1, max: max + 1000 });
  }
  if (values.every((v) => typeof v === 'string'))
    return lowerWord(fc, `${LOWER}0123456789_-`).filter((w) => !values.includes(w));
  return undefined;
}

/** The ways one value's own rules can be broken (not its members'). */
function valueBreakages(fc: Fc, schema: ArgSchema, inQuery: boolean): { rule: Rule; value: Arbitrary<unknown> }[] {
  const out: { rule: Rule; value: Arbitrary<unknown> }[] = [];
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (schema.enum) {
    const outside = outsideEnum(fc, schema.enum);
    if (outside) out.push({ rule: 'enum', value: outside });
    return out;
  }
  const numeric = types.length > 0 && types.every((t) => t === 'integer' || t === 'number');
  if (numeric || (types.length === 1 && types[0] === 'boolean')) out.push({ rule: 'type', value: word(fc) });
  if (numeric && schema.minimum !== undefined)
    out.push({ rule: 'minimum', value: fc.integer({ min: schema.minimum - 1000, max: schema.minimum - 1 }) });
  if (numeric && schema.maximum !== undefined)
    out.push({ rule: 'maximum', value: fc.integer({ min: schema.maximum + 1, max: schema.maximum + 1000 }) });
  if (types.length === 1 && types[0] === 'string' && schema.format && REFUSED_FORMATS.has(schema.format))
    out.push({ rule: 'format', value: word(fc).map((w) => `not-${w}`) });
  if (types.includes('array') && schema.maxItems !== undefined && schema.items) {
    const items = validValue(fc, schema.items, inQuery);
    out.push({
      rule: 'maxItems',
      value: fc.array(items, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }),
    });
  }
  return out;
}

/**
 * Every rule of an endpoint's arguments that one request can break: each argument's type, enum,
 * bounds, format and length; a required one left out; a list's items outside their enum; a member of
 * an object argument (sent in a body) outside its enum or format, the object's other required
 * members filled. The refusal names the top-level argument, as the platform's does.
 */
export function breakages(fc: Fc, endpoint: Endpoint, inQuery: boolean): Breakage[] {
  const out: Breakage[] = [];
  for (const [arg, schema] of sendable(endpoint.args)) {
    if (!generated(schema, inQuery)) continue;
    for (const b of valueBreakages(fc, schema, inQuery)) out.push({ arg, place: arg, ...b });
    if (schema.required === true) out.push({ arg, rule: 'required', place: arg, value: fc.constant(undefined) });
    const types = typesOf(schema);
    if (types.includes('array') && schema.items?.enum) {
      const outside = outsideEnum(fc, schema.items.enum);
      if (outside) out.push({ arg, rule: 'enum', place: `${arg}[]`, value: outside.map((v) => [v]) });
    }
    if (inQuery || !types.includes('object') || types.length !== 1) continue;
    for (const [name, member] of sendable(schema.properties ?? {})) {
      for (const b of valueBreakages(fc, member, false)) {
        if (b.rule !== 'enum' && b.rule !== 'format') continue;
        const others = objectValue(fc, schema, false, 1);
        out.push({
          arg,
          rule: b.rule,
          place: `${arg}.${name}`,
          value: fc
            .tuple(others, b.value)
            .map(([object, bad]) => ({ ...(object as Record<string, unknown>), [name]: bad })),
        });
      }
    }
  }
  return out;
}

/**
 * What the phase draws for an endpoint: valid combinations and combinations that break exactly one
 * rule, about half each (only the latter with `brokenOnly`); undefined when there is nothing to draw.
 * Shrinking goes toward fewer optional arguments and simpler values; a broken rule stays broken while
 * its value shrinks (the breakage is drawn first, by index).
 */
export function fuzzArgs(
  fc: Fc,
  endpoint: Endpoint,
  inQuery: boolean,
  brokenOnly: boolean,
): Arbitrary<FuzzArgs> | undefined {
  const good = validArgs(fc, endpoint, inQuery);
  const bad = breakages(fc, endpoint, inQuery);
  const asValid = good.map((args): FuzzArgs => ({ args }));
  if (bad.length === 0) return brokenOnly ? undefined : asValid;
  const broken = fc
    .integer({ min: 0, max: bad.length - 1 })
    .chain((i) => {
      const b = bad[i] as Breakage;
      return fc.tuple(fc.constant(b), b.value, good);
    })
    .map(([b, value, args]): FuzzArgs => {
      const out = { ...args };
      if (value === undefined) delete out[b.arg];
      else out[b.arg] = value;
      return { args: out, broken: { arg: b.arg, rule: b.rule, place: b.place } };
    });
  return brokenOnly ? broken : fc.oneof(asValid, broken);
}
