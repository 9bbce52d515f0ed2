import { escapeToken } from '../util/json-pointer.js';
import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

/** More endpoints than this on one route is no site of the interface (a route has a handful). */
const MAX_ENDPOINTS = 64;

type Endpoint = { methods?: string[]; args?: unknown };
type Descriptor = { methods?: unknown; endpoints?: unknown };

/** An endpoint whose methods can be paired: an object, its methods a list if it has any. */
const readable = (e: unknown): e is Endpoint =>
  e !== null &&
  typeof e === 'object' &&
  !Array.isArray(e) &&
  ((e as Endpoint).methods === undefined || Array.isArray((e as Endpoint).methods));

interface Args {
  pattern: string;
  /** The primary site's `routes`, captured: the English text each description must differ from. */
  english: Record<string, Descriptor> | string;
  /** The arguments the document declares on the route: what the rule is about (a site's own additions are its affair). */
  args: string[];
  /** Descriptions that may read the same in both languages, by argument name, with the reason. */
  exceptions?: Record<string, string>;
}

const argsOf = (endpoint: { args?: unknown } | undefined): Record<string, { description?: unknown }> =>
  endpoint && endpoint.args && !Array.isArray(endpoint.args)
    ? (endpoint.args as Record<string, { description?: unknown }>)
    : {};

/**
 * The localized site's argument descriptions are German (the document): each differs from the primary
 * site's English description of the same argument the document declares, unless the suite lists it
 * as an exception with a reason (an argument a site adds beyond the document may come untranslated).
 * Endpoints are paired by their methods, as the drift check pairs them. An objective test where
 * reading the text as German is a heuristic: an untranslated description is the same string.
 */
export const translatedDescriptionsCheck = defineCheck<Args>({
  name: 'translated-descriptions',
  description:
    "Every argument description of a route on the localized site differs from the primary site's English one (captured), exceptions named with a reason.",
  args: {
    type: 'object',
    properties: {
      pattern: { type: 'string' },
      english: { type: ['object', 'string'] },
      args: { type: 'array', items: { type: 'string' } },
      exceptions: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
    },
    required: ['pattern', 'english', 'args'],
    additionalProperties: false,
  },
  // Only the route pattern stands in a position with words of the interface; argument names are the platform's own.
  speak: (args, t) => ({ ...args, pattern: t.path(args.pattern, 'site') }),
  run({ pattern, english, args, exceptions = {} }, ctx) {
    const body = ctx.json() as { routes?: Record<string, Descriptor> } | null;
    const local = body?.routes?.[pattern];
    const other = typeof english === 'object' ? english[pattern] : undefined;
    const base = `/routes/${escapeToken(pattern)}`;
    if (!local || !other) return []; // The drift cases report a missing route; nothing to compare here.
    const same: { name: string; text: unknown; pointer: string }[] = [];
    // The twin is the other site's endpoint that takes every method this one takes; the target decides
    // how many endpoints there are, so the comparison stops after a bounded number of them.
    // An unreadable English endpoint is no twin: the primary site's answer is not what this check judges.
    const theirEndpoints = (Array.isArray(other.endpoints) ? other.endpoints : [])
      .slice(0, MAX_ENDPOINTS)
      .filter(readable);
    // The localized site's endpoints the document states as a list of objects with their methods: one
    // that is not cannot be shown translated, so it fails rather than passing unread.
    const unreadable: { actual: unknown; pointer: string }[] = [];
    if (local.endpoints !== undefined && !Array.isArray(local.endpoints))
      unreadable.push({ actual: local.endpoints, pointer: `${base}/endpoints` });
    const ours: unknown[] = Array.isArray(local.endpoints) ? local.endpoints : [];
    ours.slice(0, MAX_ENDPOINTS).forEach((endpoint, i) => {
      if (!readable(endpoint)) {
        const anObject = endpoint !== null && typeof endpoint === 'object' && !Array.isArray(endpoint);
        unreadable.push(
          anObject
            ? { actual: (endpoint as Endpoint).methods, pointer: `${base}/endpoints/${i}/methods` }
            : { actual: endpoint, pointer: `${base}/endpoints/${i}` },
        );
        return;
      }
      const twin = theirEndpoints.find((e) => (endpoint.methods ?? []).every((m) => e.methods?.includes(m)));
      const theirs = argsOf(twin);
      for (const [name, arg] of Object.entries(argsOf(endpoint))) {
        const text = arg?.description;
        if (typeof text !== 'string' || text === '' || name in exceptions || !args.includes(name)) continue;
        if (theirs[name]?.description === text)
          same.push({ name, text, pointer: `${base}/endpoints/${i}/args/${escapeToken(name)}/description` });
      }
    });
    const failures: Failure[] = [];
    if (unreadable.length) {
      const first = unreadable[0] as (typeof unreadable)[number];
      failures.push({
        check: 'translated-descriptions',
        title: `${unreadable.length} endpoint(s) not readable`,
        message: `${pattern}: the endpoints on the localized site are no list of endpoints with a list of methods`,
        expected: 'a list of endpoints, each with a list of methods',
        actual: first.actual,
        pointer: first.pointer,
      });
    }
    if (same.length === 0) return failures;
    const names = [...new Set(same.map((s) => s.name))];
    const first = same[0] as (typeof same)[number];
    failures.push({
      check: 'translated-descriptions',
      title: `${same.length} argument description(s) not translated`,
      message: `${pattern}: the description of ${names.join(', ')} is the English text on the localized site`,
      expected: 'a German description',
      actual: first.text,
      pointer: first.pointer,
    });
    return failures;
  },
});
