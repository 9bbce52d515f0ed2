import { deepEqual, firstDifference } from '../util/deep-equal.js';
import { lastToken, resolvePointer } from '../util/json-pointer.js';
import { brief } from '../util/brief.js';
import { defineCheck, POINTER_ARG } from './types.js';
import type { Failure } from '../model/result.js';

interface JsonArgs {
  pointer: string;
  equals?: unknown;
  oneOf?: unknown[];
  matches?: string;
  length?: number;
  present?: boolean;
  type?: string;
  contains?: unknown;
  keys?: string[];
  /** These members are present, in this order; others may stand among them. */
  inOrder?: string[];
  /**
   * Compare `equals` by outline only: which items (by id), in which order, with which members, which
   * of them null. For answers of a live shop read twice, where counts, stock and prices move in between
   * (another client buys something) but the items, their order and their members do not.
   */
  project?: 'outline';
}

/**
 * An object as its id, its member names (sorted) and the names of its null members; a list as the
 * outlines of its items; other values as they are. Member names show the view a `context` gives, nulls
 * what a `calculate_…` flag leaves out, ids and their order what a filter, order or page gives.
 */
export function outline(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(outline);
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value).sort();
    const id = (value as { id?: unknown }).id;
    return {
      ...(id !== undefined ? { id } : {}),
      members,
      nulls: members.filter((k) => (value as Record<string, unknown>)[k] === null),
    };
  }
  return value;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Values at JSON pointers: equal, one of, matching, of a length, present or absent, of a type. */
export const jsonCheck = defineCheck<JsonArgs>({
  name: 'json',
  description:
    'The value at a JSON pointer of the body: equals (by outline with project: outline), oneOf, matches, length, present, type, contains, keys (exactly these members, in order), inOrder (these members in this order, others allowed).',
  args: {
    type: 'object',
    properties: {
      pointer: POINTER_ARG,
      equals: {},
      oneOf: { type: 'array', minItems: 1 },
      matches: { type: 'string', format: 'regex' },
      length: { type: 'integer', minimum: 0 },
      present: { type: 'boolean' },
      type: { enum: ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null'] },
      contains: {},
      keys: { type: 'array', items: { type: 'string' } },
      inOrder: { type: 'array', items: { type: 'string' }, minItems: 1 },
      project: { enum: ['outline'] },
    },
    required: ['pointer'],
    additionalProperties: false,
  },
  // Expected values stand where the pointer points: `/code` holds an error code, `/namespaces` paths.
  speak(args, t) {
    const key = lastToken(args.pointer);
    const out: JsonArgs = { ...args, pointer: t.pointer(args.pointer, 'site') };
    for (const name of ['equals', 'oneOf', 'contains'] as const)
      if (name in args) out[name] = t.json(args[name], 'site', key) as never;
    if (args.matches !== undefined) out.matches = t.loose(args.matches, 'site');
    return out;
  },
  run(args, ctx) {
    const result = resolvePointer(ctx.json(), args.pointer);
    const failures: Failure[] = [];
    const fail = (title: string, message: string, expected: unknown, actual: unknown) =>
      failures.push({ check: 'json', title, message, expected, actual, pointer: args.pointer });
    if (args.present === false) {
      if (result.found) fail('Value should be absent', `${args.pointer || '/'} is present`, 'absent', result.value);
      return failures;
    }
    if (!result.found) {
      // `equals: null` expects null; `??` would have turned it into 'present'.
      fail(
        'Value is missing',
        `nothing at ${args.pointer || '/'}`,
        'equals' in args ? args.equals : 'present',
        'absent',
      );
      return failures;
    }
    const value = result.value;
    if ('equals' in args) {
      // Whole documents are compared too (the same answer under two namespaces): say where they part.
      const difference = args.project
        ? firstDifference(outline(args.equals), outline(value), args.pointer)
        : firstDifference(args.equals, value, args.pointer);
      if (difference) {
        const shown = (v: unknown) => (v === undefined ? 'absent' : v);
        failures.push({
          check: 'json',
          title: 'Value differs',
          message: `${difference.pointer || '/'} differs: expected ${brief(shown(difference.expected))}, got ${brief(shown(difference.actual))}`,
          expected: shown(difference.expected),
          actual: shown(difference.actual),
          pointer: difference.pointer,
        });
      }
    }
    if (args.oneOf && !args.oneOf.some((v) => deepEqual(v, value)))
      fail(
        'Value is not one of the allowed',
        `${args.pointer || '/'} is not one of the allowed values`,
        args.oneOf,
        value,
      );
    if (args.matches !== undefined && (typeof value !== 'string' || !new RegExp(args.matches).test(value))) {
      fail(
        'Value does not match',
        `${args.pointer || '/'} does not match /${args.matches}/`,
        `/${args.matches}/`,
        value,
      );
    }
    if (args.length !== undefined) {
      const length =
        Array.isArray(value) || typeof value === 'string'
          ? value.length
          : value && typeof value === 'object'
            ? Object.keys(value).length
            : undefined;
      if (length !== args.length)
        fail('Length differs', `${args.pointer || '/'} has length ${length ?? 'n/a'}`, args.length, length ?? value);
    }
    if (args.type !== undefined) {
      const actual = typeOf(value);
      if (!(actual === args.type || (args.type === 'number' && actual === 'integer')))
        fail('Type differs', `${args.pointer || '/'} is ${actual}`, args.type, actual);
    }
    if ('contains' in args) {
      const ok = Array.isArray(value)
        ? value.some((v) => deepEqual(v, args.contains))
        : typeof value === 'string' && typeof args.contains === 'string' && value.includes(args.contains);
      if (!ok)
        fail(
          'Value does not contain',
          `${args.pointer || '/'} does not contain ${JSON.stringify(args.contains)}`,
          args.contains,
          value,
        );
    }
    if (args.keys !== undefined) {
      const actual = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : null;
      if (!actual || !deepEqual(actual, args.keys))
        fail('Members differ', `${args.pointer || '/'} members (in order) differ`, args.keys, actual);
    }
    if (args.inOrder !== undefined) {
      const actual = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
      const missing = args.inOrder.filter((k) => !actual.includes(k));
      const placed = args.inOrder.filter((k) => actual.includes(k));
      const misplaced = placed.find((k, i) => i > 0 && actual.indexOf(k) < actual.indexOf(placed[i - 1] as string));
      if (missing.length)
        fail('Members missing', `${args.pointer || '/'} lacks ${missing.join(', ')}`, args.inOrder, actual);
      else if (misplaced !== undefined)
        fail(
          'Members out of order',
          `${args.pointer || '/'}: ${misplaced} comes before ${placed[placed.indexOf(misplaced) - 1]}`,
          args.inOrder,
          actual,
        );
    }
    return failures;
  },
});
