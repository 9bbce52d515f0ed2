import type { ArgSchema, Endpoint } from '../../spec/types.js';
import { STATED_VALUES } from '../../spec/stated-values.js';
import { REFUSED_FORMATS } from '../generators/negative-members.js';

import {
  BOOLEAN_WORDS,
  LOWER,
  letters,
  lowerWord,
  generated,
  highest,
  lowest,
  objectValue,
  sendable,
  typesOf,
  validArgs,
  validValue,
  type Arbitrary,
  type Fc,
} from './valid-values.js';

/**
 * A rule of the document a generated request breaks. Only rules the platform enforces as it reads
 * arguments: a string is never "of the wrong type" (most values print as one), a list is read from a
 * word or a comma list, and a uri is only sanitised (platform-core-rest.md:328), so none of those is
 * tried (the negative generators make the same choices: src/generators/negatives.ts).
 */
export type Rule =
  'type' | 'enum' | 'minimum' | 'maximum' | 'required' | 'format' | 'maxItems' | 'minItems' | 'maxLength' | 'minLength';

/** One generated request's arguments, and the one rule it breaks, if any. */
export interface FuzzArgs {
  args: Record<string, unknown>;
  broken?: { arg: string; rule: Rule; place: string } | undefined;
}

/** One way to break one rule: which argument, which rule, and the values that break it (undefined: left out). */
export interface Breakage {
  arg: string;
  rule: Rule;
  /** `orderby`, `stock_status[]`, `billing.email`: where the rule stands. */
  place: string;
  value: Arbitrary<unknown>;
}

/** A word that is no number and no boolean: the value of the wrong type for those. */
const word = (fc: Fc) => lowerWord(fc, `${LOWER}_-`).filter((w) => !BOOLEAN_WORDS.has(w) && !/^(inf|nan)/.test(w));

/**
 * Three times in four the value at the edge of the rule, else one further out. Where servers get a
 * bound wrong is the bound itself (`>` for `>=`, a check that starts one late), so that is where
 * property-based tools look first. `further` holds the edge too, as the value it shrinks to: a failure
 * found further out shrinks back to the edge.
 */
const edgeFirst = (fc: Fc, edge: Arbitrary<unknown>, further: Arbitrary<unknown>): Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: edge }, { weight: 1, arbitrary: further });

/** Characters a near miss of an enum member ends in: no comma (a comma list is read as a list), no space (trimmed). */
const NEAR = `${LOWER}0123456789`;

/**
 * Outside an enum. Mostly a near miss: a member with its last character changed, one more added or its
 * last dropped (what a server comparing prefixes, or a list with a typo, takes); else a word far from
 * every member, or for numbers one past the largest and further. Never a member in any case (a site
 * may compare case-insensitively, the coupon codes do: spec/conventions.ts, so `ASC` is no miss of
 * `asc`), never the empty string (a site may read it as not given), never a word read as a boolean.
 */
function outsideEnum(fc: Fc, values: readonly unknown[]): Arbitrary<unknown> | undefined {
  if (values.every((v) => typeof v === 'number')) {
    const max = Math.max(...(values as number[]));
    return edgeFirst(fc, fc.constant(max + 1), fc.integer({ min: max + 1, max: max + 1000 }));
  }
  if (!values.every((v) => typeof v === 'string')) return undefined;
  const members = values as readonly string[];
  const taken = new Set(members.map((v) => v.toLowerCase()));
  const outside = (w: string) => w !== '' && !taken.has(w.toLowerCase()) && !BOOLEAN_WORDS.has(w.toLowerCase());
  const far = lowerWord(fc, `${NEAR}_-`).filter(outside);
  const named = members.filter((m) => m !== '');
  if (named.length === 0) return far;
  const near = fc
    .tuple(fc.constantFrom(...named), fc.constantFrom('change', 'add', 'drop'), fc.constantFrom(...NEAR))
    .map(([member, how, c]) =>
      how === 'add' ? member + c : how === 'drop' ? member.slice(0, -1) : member.slice(0, -1) + c,
    )
    .filter(outside);
  return edgeFirst(fc, near, far);
}

/** A string the document leaves free: no format, pattern, enum or value stated in words (their rules come first). */
const plainString = (schema: ArgSchema, name: string) => {
  const types = typesOf(schema).filter((t) => t !== 'null');
  return (
    types.length === 1 &&
    types[0] === 'string' &&
    !schema.format &&
    !schema.pattern &&
    !schema.enum &&
    STATED_VALUES[name] === undefined
  );
};

/**
 * One of a schema's bounds, and the value just past it: one below the minimum (the minimum itself when
 * exclusive), one above the maximum, a list of one item too many or too few, a text one character too
 * long or too short (the empty text where one character is the least). What `edgeExamples` sends first.
 */
interface Bound {
  rule: 'minimum' | 'maximum' | 'maxItems' | 'minItems' | 'maxLength' | 'minLength';
  edge: unknown;
  /** How many items or characters the edge has, for the lists and texts drawn around it. */
  size?: number;
}

/** Upper bounds before lower ones: a maximum's edge is what a `--fuzz N` too small for all of them tries. */
const BOUND_ORDER: readonly Bound['rule'][] = ['maximum', 'maxItems', 'maxLength', 'minimum', 'minItems', 'minLength'];

/**
 * `n` items a list's schema allows, the simplest ones: one item repeated, or different ones where the
 * items must be unique (whole numbers and plain strings only; undefined for other unique items, whose
 * count is then not broken: a repeated item would break their uniqueness too).
 */
function itemsOf(schema: ArgSchema, n: number, inQuery: boolean): unknown[] | undefined {
  const items = schema.items as ArgSchema;
  if (!schema.uniqueItems) return Array.from({ length: n }, () => simplestValue(items, inQuery, 1));
  const types = typesOf(items);
  if (!items.enum && types.length === 1 && (types[0] === 'integer' || types[0] === 'number')) {
    const low = lowest(items, 0);
    return highest(items, Number.MAX_SAFE_INTEGER) - low + 1 >= n
      ? Array.from({ length: n }, (_, i) => low + i)
      : undefined;
  }
  if (plainString(items, '') && (items.maxLength ?? 16) >= String(n).length + 1)
    return Array.from({ length: n }, (_, i) => `a${i}`.padEnd(items.minLength ?? 0, 'a'));
  return undefined;
}

/** The bounds a value's own schema states (not its members'), with their edges; `name` is the argument's. */
function boundsOf(schema: ArgSchema, inQuery: boolean, name: string): Bound[] {
  const out: Bound[] = [];
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (schema.enum) return out;
  const numeric = types.length > 0 && types.every((t) => t === 'integer' || t === 'number');
  if (numeric && schema.minimum !== undefined) out.push({ rule: 'minimum', edge: lowest(schema, 0) - 1 });
  if (numeric && schema.maximum !== undefined) out.push({ rule: 'maximum', edge: highest(schema, 0) + 1 });
  if (types.includes('array') && schema.items) {
    const over = schema.maxItems !== undefined ? schema.maxItems + 1 : undefined;
    const overItems = over === undefined ? undefined : itemsOf(schema, over, inQuery);
    if (over !== undefined && overItems) out.push({ rule: 'maxItems', edge: overItems, size: over });
    // An empty list cannot be said in a query string (`key[]=` is a list of one empty item).
    const under = schema.minItems !== undefined && schema.minItems > 0 ? schema.minItems - 1 : undefined;
    const underItems = under === undefined || (inQuery && under === 0) ? undefined : itemsOf(schema, under, inQuery);
    if (under !== undefined && underItems) out.push({ rule: 'minItems', edge: underItems, size: under });
  }
  if (plainString(schema, name)) {
    if (schema.maxLength !== undefined) {
      const size = schema.maxLength + 1;
      out.push({ rule: 'maxLength', edge: 'a'.repeat(size), size });
    }
    if (schema.minLength !== undefined && schema.minLength > 0) {
      const size = schema.minLength - 1;
      out.push({ rule: 'minLength', edge: 'a'.repeat(size), size });
    }
  }
  return out;
}

/** Values past one bound: mostly its edge (`edgeFirst`), else further out. */
function pastBound(fc: Fc, schema: ArgSchema, bound: Bound, inQuery: boolean): Arbitrary<unknown> {
  const edge = bound.edge as number;
  const size = bound.size ?? 0;
  const list = (minLength: number, maxLength: number) => {
    const items = validValue(fc, schema.items as ArgSchema, inQuery);
    return schema.uniqueItems
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
      : fc.array(items, { minLength, maxLength });
  };
  switch (bound.rule) {
    case 'minimum':
      return edgeFirst(fc, fc.constant(edge), fc.integer({ min: edge - 999, max: edge }));
    case 'maximum':
      return edgeFirst(fc, fc.constant(edge), fc.integer({ min: edge, max: edge + 999 }));
    case 'maxItems':
      return edgeFirst(fc, list(size, size), list(size, size + 2));
    case 'minItems':
      return edgeFirst(fc, list(size, size), list(inQuery ? 1 : 0, size));
    case 'maxLength':
      return edgeFirst(fc, letters(fc, LOWER, size, size), letters(fc, LOWER, size, size + 15));
    case 'minLength':
      return edgeFirst(fc, letters(fc, LOWER, size, size), letters(fc, LOWER, 0, size));
  }
}

/** The ways one value's own rules can be broken (not its members'). */
function valueBreakages(
  fc: Fc,
  schema: ArgSchema,
  inQuery: boolean,
  name: string,
): { rule: Rule; value: Arbitrary<unknown> }[] {
  const out: { rule: Rule; value: Arbitrary<unknown> }[] = [];
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (schema.enum) {
    const outside = outsideEnum(fc, schema.enum);
    if (outside) out.push({ rule: 'enum', value: outside });
    return out;
  }
  const numeric = types.length > 0 && types.every((t) => t === 'integer' || t === 'number');
  if (numeric || (types.length === 1 && types[0] === 'boolean')) out.push({ rule: 'type', value: word(fc) });
  for (const bound of boundsOf(schema, inQuery, name))
    out.push({ rule: bound.rule, value: pastBound(fc, schema, bound, inQuery) });
  if (types.length === 1 && types[0] === 'string' && schema.format && REFUSED_FORMATS.has(schema.format))
    out.push({ rule: 'format', value: word(fc).map((w) => `not-${w}`) });
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
    for (const b of valueBreakages(fc, schema, inQuery, arg)) out.push({ arg, place: arg, ...b });
    if (schema.required === true) out.push({ arg, rule: 'required', place: arg, value: fc.constant(undefined) });
    const types = typesOf(schema);
    if (types.includes('array') && schema.items?.enum) {
      const outside = outsideEnum(fc, schema.items.enum);
      if (outside) out.push({ arg, rule: 'enum', place: `${arg}[]`, value: outside.map((v) => [v]) });
    }
    if (inQuery || !types.includes('object') || types.length !== 1) continue;
    for (const [name, member] of sendable(schema.properties ?? {})) {
      for (const b of valueBreakages(fc, member, false, name)) {
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
 * The simplest value a schema allows, what fast-check shrinks toward: the first value stated in words
 * or of the enum, the whole number nearest zero within the bounds, false, the shortest list and text,
 * an object of its required members. For the arguments beside an edge (`edgeExamples`).
 */
function simplestValue(schema: ArgSchema, inQuery: boolean, depth = 0, name = ''): unknown {
  const stated = STATED_VALUES[name];
  if (stated && typesOf(schema).includes('string')) {
    if (stated.values) return stated.values[0];
    if (stated.prefixes) return stated.empty ? '' : `${stated.prefixes[0] ?? ''}a`;
  }
  if (schema.enum && schema.enum.length > 0) {
    const values = inQuery ? schema.enum.filter((v) => v !== null) : schema.enum;
    return values[0] ?? schema.enum[0];
  }
  const type = typesOf(schema).filter((t) => !(inQuery && t === 'null'))[0] ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(0, lowest(schema, Number.NEGATIVE_INFINITY)), highest(schema, Number.POSITIVE_INFINITY));
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? (itemsOf(schema, schema.minItems ?? 0, inQuery) ?? []) : [];
    case 'object': {
      const required = sendable(schema.properties ?? {}).filter(([, m]) => m.required === true);
      return depth > 3
        ? {}
        : Object.fromEntries(required.map(([n, m]) => [n, simplestValue(m, inQuery, depth + 1, n)]));
    }
    case 'mixed':
      return '';
    case 'string':
    default:
      if (schema.format === 'date-time') return '2000-01-01T00:00:00';
      if (schema.format === 'email') return 'a@example.com';
      if (schema.format === 'uri') return 'https://a.example/a';
      return 'a'.repeat(schema.minLength ?? 0);
  }
}

/**
 * The requests the phase sends first on an endpoint, whatever the seed (fast-check's `examples`): the
 * edge of each bound of each argument, the other arguments left out, or at their simplest when
 * required. A server that enforces `per_page <= 100` everywhere but at 101 is found on every endpoint
 * by any run of at least as many requests as the endpoint has bounds (three on a paged list); random
 * draws lean on the edges too, but twenty of them spread over two dozen rules miss most: drawn alone,
 * they found 6 to 8 of the 17 paged lists accepting per_page=101 at --fuzz 20 (seeds 1 to 5).
 * Upper bounds first, so that a smaller run still tries each argument's maximum.
 */
export function edgeExamples(endpoint: Endpoint, inQuery: boolean): FuzzArgs[] {
  const args = sendable(endpoint.args).filter(([, schema]) => generated(schema, inQuery));
  const required = Object.fromEntries(
    args.filter(([, s]) => s.required === true).map(([name, s]) => [name, simplestValue(s, inQuery, 0, name)]),
  );
  return args
    .flatMap(([arg, schema]) => boundsOf(schema, inQuery, arg).map((bound) => ({ arg, bound })))
    .sort((a, b) => BOUND_ORDER.indexOf(a.bound.rule) - BOUND_ORDER.indexOf(b.bound.rule))
    .map(({ arg, bound }) => ({
      args: { ...required, [arg]: bound.edge },
      broken: { arg, rule: bound.rule, place: arg },
    }));
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
