import type { FastifyInstance } from 'fastify';
import type { RestRequest } from '../../../reference-server/http/types.js';
import { errors } from '../../../reference-server/http/errors.js';
import { buildCatalog } from '../../../spec/catalog.js';
import { patternParams, readablePattern } from '../../../spec/patterns.js';
import type { Place, Statement } from '../../../spec/statements/index.js';
import {
  acceptsRefusal,
  aroundDispatch,
  changesDefault,
  ignoresArgument,
  refuses,
  refusesValue,
  type Fault,
} from '../../helpers/faults.js';
import { EXPLICIT_FAULTS } from './exempt.js';
import { targetOf } from './targets.js';

export { targetOf } from './targets.js';

/**
 * The named fault that breaks exactly one statement of the interface document, on one route or on all
 * it holds on: derived from the statement's kind where the kind says what breaking it means, written
 * out per statement (`explicit.ts`) where it does not.
 * - a route's row: the route is not there (rest_no_route);
 * - what an argument does: the server validates it and then ignores it;
 * - a default: another value applied when the argument is left out (`alternatives`);
 * - an enum, a bound, a list's cap, a required argument: the refusal answered as a success;
 * - a path parameter's rule: a value just outside it routed as the value it resembles (a number with
 *   a letter after it read as the number, a longer key cut to 32 characters, …).
 */

/** The top-level argument a rule names: `requests[].method` → `requests`. */
const topLevel = (arg: string) => arg.split(/[.[]/)[0] as string;

/** The value a default is changed to: one a realistic server might have, and that shows. */
export function alternative(statement: Statement): unknown {
  const value = statement.value;
  const override = ALTERNATIVES[statement.id] ?? ALTERNATIVES[statement.arg ?? ''];
  if (override !== undefined) return override;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (Array.isArray(value) && value.length === 1 && value[0] === 'any') return ['pending'];
  if (typeof value === 'string') {
    const enumOf = statementEnum(statement);
    return enumOf?.find((v) => v !== value) ?? `${value}-other`;
  }
  return undefined;
}

/** Alternatives where "the next value" would not show or would not be realistic. */
const ALTERNATIVES: Record<string, unknown> = {
  per_page: 20,
  // Widths below 600 show (600 is also the largest width served).
  maxwidth: 400,
  // A coupon's dates cannot be written, and they rise with its id: an order by id never differs from one
  // by date in what a client can make. An order by code does.
  'get.shop-analytics.coupons.orderby.default': 'title',
};

function statementEnum(statement: Statement): readonly unknown[] | undefined {
  const route = statement.on[0]?.route;
  if (!route || !statement.arg) return undefined;
  const found = buildCatalog('primary').routes.find((r) => readablePattern(r.pattern) === route);
  const endpoint = found?.endpoints.find((e) => e.methods.includes(statement.on[0]?.method as never));
  const schema = endpoint?.args[statement.arg];
  return schema?.enum ?? schema?.items?.enum;
}

/**
 * A path parameter's value just outside its rule, read as the value it resembles: leading digits as
 * the number, a key past 32 characters cut to 32, a word with other characters stripped of them, an
 * upper-case id lower-cased, a three-letter country code as the two-letter one.
 */
const LENIENT: Record<string, (value: string) => string | undefined> = {
  '[\\d]+': (v) => /^\d+/.exec(v)?.[0],
  '\\d+': (v) => /^\d+/.exec(v)?.[0],
  '[\\d-]+': (v) => /^\d+/.exec(v)?.[0],
  '[\\w-]{32}': (v) => (v.length > 32 ? v.slice(0, 32) : undefined),
  '[\\w-]+': (v) => v.replace(/[^\w-]/g, '') || undefined,
  '[a-z0-9_]+': (v) => v.toLowerCase(),
  '[a-z]{3}_[a-zA-Z0-9]{24}': (v) => v.slice(0, 28),
};
const ALPHA3: Record<string, string> = { deu: 'de', usa: 'us', fra: 'fr', gbr: 'gb', aut: 'at' };

function routesOutside(statement: Statement, places: readonly Place[]): Fault {
  const routes = [...new Set(places.map((p) => p.route))];
  const compiled = routes.map((route) => {
    const found = buildCatalog('primary').routes.find((r) => readablePattern(r.pattern) === route);
    if (!found) throw new Error(`statement faults: no route ${route}`);
    const params = patternParams(found.pattern);
    const loose = new RegExp(
      `^${found.pattern.replace(/\(\?P<(\w+)>(?:[^()]|\([^()]*\))*\)/g, '(?<$1>[^/]+)')}/?$`,
      'i',
    );
    const strict = new RegExp(`^${found.pattern.replace(/\(\?P</g, '(?<')}/?$`, 'i');
    return { params, loose, strict };
  });
  return {
    name: `${statement.id}: a value outside the pattern is routed (${routes.join(', ')})`,
    description: `A path parameter just outside what the document states is read as the value it resembles (${statement.says}).`,
    apply(app: FastifyInstance) {
      aroundDispatch(app, async (request, next) => {
        for (const { params, loose, strict } of compiled) {
          const path = request.path.replace(/\/+$/, '');
          if (strict.test(path)) continue;
          const m = loose.exec(path);
          if (!m?.groups) continue;
          let rewritten = path;
          for (const { name, body } of params) {
            const value = m.groups[name] as string;
            const lenient =
              name === 'location'
                ? (ALPHA3[value.toLowerCase()] ?? undefined)
                : LENIENT[body]?.(decodeURIComponent(value));
            if (lenient !== undefined && lenient !== value) rewritten = rewritten.replace(`/${value}`, `/${lenient}`);
          }
          if (rewritten !== path && strict.test(rewritten)) return next({ ...request, path: rewritten });
        }
        return next(request);
      });
    },
  };
}

/** One way of breaking a statement: a label for the deviation's name and the fault. */
export interface Breach {
  label: string;
  fault: Fault | Fault[];
}

/**
 * The faults that break a statement on the places given (all it holds on, or one route's): one, or,
 * for an enum and a bound, each half of the rule (a value outside taken; a value inside refused).
 */
export function breachesOf(statement: Statement, places: readonly Place[] = statement.on): Breach[] {
  const explicit = EXPLICIT_FAULTS[statement.id];
  if (explicit) return [{ label: 'broken', fault: explicit(places) }];
  const target = { ...targetOf(places), site: 'any' as const };
  const arg = statement.arg;
  const one = (label: string, fault: Fault): Breach[] => [{ label, fault: named(statement, fault) }];
  switch (statement.kind) {
    case 'route':
      return one('not routed', refuses(target, errors.noRoute()));
    case 'effect':
      return arg ? one('ignored', ignoresArgument(target, arg)) : [];
    case 'default': {
      const value = alternative(statement);
      return arg && value !== undefined
        ? one(`default ${JSON.stringify(value)}`, changesDefault(target, arg, value))
        : [];
    }
    case 'enum': {
      if (!arg) return [];
      const inside = (statement.value as readonly unknown[] | undefined)?.at(-1);
      return [
        ...one('a value outside taken', acceptsRefusal({ ...target, status: 400, param: topLevel(arg) })),
        ...(inside === undefined
          ? []
          : one(
              `${JSON.stringify(inside)} refused`,
              refusesValue({ ...target, when: (r) => carries(r, arg, inside) }, topLevel(arg)),
            )),
      ];
    }
    case 'minimum':
    case 'maximum': {
      if (!arg) return [];
      const bound = statement.value as number;
      return [
        ...one('a value past the bound taken', acceptsRefusal({ ...target, status: 400, param: topLevel(arg) })),
        ...one(
          `the bound ${bound} refused`,
          refusesValue({ ...target, when: (r) => carries(r, arg, bound) }, topLevel(arg)),
        ),
      ];
    }
    case 'max-items':
    case 'required':
      return arg
        ? one('the refusal answered as a success', acceptsRefusal({ ...target, status: 400, param: topLevel(arg) }))
        : [];
    case 'path':
      return [{ label: 'a value outside routed', fault: routesOutside(statement, places) }];
    case 'forms': {
      // Each form the document gives, refused on its own: a server that takes only one of them.
      if (!arg) return [];
      return (statement.value as string[]).flatMap((form) =>
        one(
          `the ${form} form refused`,
          refusesValue({ ...target, when: (r) => valuesAt(r, arg).some((v) => formOf(v) === form) }, topLevel(arg)),
        ),
      );
    }
    default:
      return [];
  }
}

const named = (statement: Statement, fault: Fault): Fault => ({ ...fault, name: `${statement.id}: ${fault.name}` });

/** The JSON type a value has, as the document names forms (`integer` before `number`). */
export function formOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The values a request gives an argument: `meta_data` → each item's `value` member is not implied; the
 * path names what it reaches (`requests[].headers` → the values of each sub-request's headers map,
 * `payment_data` → the `value` of each item, as the document's forms are of those).
 */
export function valuesAt(request: RestRequest, arg: string): unknown[] {
  const path = arg.split(/\.|\[\]\.?/).filter(Boolean);
  const out: unknown[] = [];
  const walk = (node: unknown, rest: string[]): void => {
    if (rest.length === 0) {
      // A list argument: its items; a map (headers): its values, a list among them kept whole.
      if (Array.isArray(node)) out.push(...node);
      else if (node !== null && typeof node === 'object') out.push(...Object.values(node));
      else out.push(node);
      return;
    }
    if (Array.isArray(node)) return node.forEach((n) => walk(n, rest));
    if (node === null || typeof node !== 'object') return;
    const next = (node as Record<string, unknown>)[rest[0] as string];
    if (next !== undefined) walk(next, rest.slice(1));
  };
  for (const source of [request.query, request.json]) if (source !== undefined) walk(source, path);
  // A list of objects with a `value` each (payment data, meta data): the forms are of those values.
  return out.flatMap((v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) && 'value' in v ? [(v as { value: unknown }).value] : [v],
  );
}

/**
 * Whether a request carries `value` for an argument (`requests[].method`: a member of the objects of a
 * list argument), as the query string or the JSON body has it (a query string's numbers are text).
 */
export function carries(request: RestRequest, arg: string, value: unknown): boolean {
  const path = arg.split(/\.|\[\]\.?/).filter(Boolean);
  const same = (v: unknown) => v === value || (typeof v === 'string' && String(value) === v);
  const walk = (node: unknown, rest: string[]): boolean => {
    if (Array.isArray(node)) return node.some((n) => walk(n, rest));
    if (rest.length === 0) return same(node);
    if (node === null || typeof node !== 'object') return false;
    return walk((node as Record<string, unknown>)[rest[0] as string], rest.slice(1));
  };
  return [request.query, request.json].some((source) => source !== undefined && walk(source, path));
}
