import { PART_EXTENSIONS } from '../loading/part-tags.js';
import { deepEqual } from '../util/deep-equal.js';
import { escapeToken } from '../util/json-pointer.js';
import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

/** The part of an argument the drift check compares. */
type Compared = 'type' | 'enum' | 'default' | 'minimum' | 'maximum' | 'required';

export interface ExpectedEndpoint {
  methods: string[];
  allow_batch?: { v1: boolean };
  args: Record<string, Partial<Record<Compared, unknown>>>;
}

interface RouteArgs {
  pattern: string;
  namespace: string;
  endpoints: ExpectedEndpoint[];
  /** The document: `_links.self[].href` on a route without a path parameter (true), absent on one with (false). */
  links?: boolean;
  /**
   * Enum values the site's index lacks that the run reports as root causes of their own ("the site does
   * not offer X", `src/site/absent.ts`), by argument, in the site's words: noted here, not failed a
   * second time. The runner gives them; a suite does not.
   */
  absent?: Record<string, unknown[]>;
  /**
   * Plugins the site does not have (the root cause `values:<plugin>`): an argument's default that is
   * the plugin's extension data (`extensions`' `{ subscriptions: … }`, `PART_EXTENSIONS`) is that one
   * failure, noted here. The runner gives them; a suite does not.
   */
  plugins?: string[];
}

type SiteEndpoint = { methods?: string[]; allow_batch?: unknown; args?: unknown };
type Descriptor = { namespace?: unknown; methods?: unknown; endpoints?: unknown; _links?: { self?: unknown } };

/** Whether the site's index says anything of a facet (a member it wrote, null included). */
const published = (arg: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(arg, key);
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const shown = (values: unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

/** What one list has that the other lacks, both ways. */
function difference(documented: unknown[], site: unknown[]): { missing: unknown[]; extra: unknown[] } {
  return {
    missing: documented.filter((d) => !site.some((s) => deepEqual(s, d))),
    extra: site.filter((s) => !documented.some((d) => deepEqual(s, d))),
  };
}

/**
 * One route of the index against the document. The rule behind each level, from the document's text
 * ("the index lists every route with its methods and arguments"; each argument with its type, enum,
 * default, minimum, maximum and required):
 * - What the document states and the site lacks is must: a route, a method, an argument, a type or an
 *   enum value missing, allow_batch missing on a route marked [b]. A client that follows the document
 *   relies on each of them.
 * - What the site adds is a note, not a failure: an extra method, an optional argument, a type or enum
 *   value, allow_batch on a route the document does not mark. The document lists what a route takes,
 *   not what it may not; later platform versions add such declarations.
 * - An extra argument the site declares required is must: a client that follows the document does not
 *   send it and is refused.
 * - A scalar the document states (namespace, default, minimum, maximum, required) that differs is must;
 *   a default the site does not publish at all is a note ("not published"), never a different default.
 * - Methods and endpoints are compared as sets: a platform that registers a route twice lists each
 *   method and endpoint twice, which changes nothing a client can observe.
 */
export const routeDescriptorCheck = defineCheck<RouteArgs>({
  name: 'route-descriptor',
  description:
    'A route of the index against the document: what the document states is there (must), what the site adds is noted.',
  args: {
    type: 'object',
    properties: {
      pattern: { type: 'string' },
      namespace: { type: 'string' },
      endpoints: { type: 'array' },
      links: { type: 'boolean' },
      absent: { type: 'object', additionalProperties: { type: 'array' } },
      plugins: { type: 'array', items: { type: 'string' } },
    },
    required: ['pattern', 'namespace', 'endpoints'],
    additionalProperties: false,
  },
  run(expected, ctx) {
    const body = ctx.json() as { routes?: Record<string, Descriptor> } | null;
    const base = `/routes/${escapeToken(expected.pattern)}`;
    const findings: Failure[] = [];
    const fail = (title: string, pointer: string, want: unknown, got: unknown) =>
      findings.push({
        check: 'route-descriptor',
        title,
        message: `${expected.pattern}: ${title}`,
        expected: want,
        actual: got,
        pointer,
      });
    const note = (title: string, pointer: string, got: unknown) =>
      findings.push({
        check: 'route-descriptor',
        level: 'info',
        title,
        message: `${expected.pattern}: ${title}`,
        actual: got,
        pointer,
      });
    const descriptor = body?.routes?.[expected.pattern];
    if (!descriptor) {
      fail('route missing from the index (the document has it, the site lacks it)', base, 'present', 'absent');
      return findings;
    }
    if (descriptor.namespace !== expected.namespace)
      fail('namespace differs', `${base}/namespace`, expected.namespace, descriptor.namespace);
    if (expected.links !== undefined) selfLink(expected.links, descriptor, base, fail);
    const methods = difference(
      [...new Set(expected.endpoints.flatMap((e) => e.methods))],
      [...new Set(list(descriptor.methods))],
    );
    if (methods.missing.length)
      fail(
        `methods lack ${shown(methods.missing)}`,
        `${base}/methods`,
        expected.endpoints.flatMap((e) => e.methods),
        descriptor.methods,
      );
    if (methods.extra.length)
      note(
        `the site also declares ${shown(methods.extra)} (the document does not list it)`,
        `${base}/methods`,
        descriptor.methods,
      );
    // A site's endpoints that are no list, or items that are no object with a list of methods, serve
    // nothing the document states: they are reported as not serving it, never read further.
    const siteEndpoints: unknown[] = Array.isArray(descriptor.endpoints) ? descriptor.endpoints : [];
    const isEndpoint = (e: unknown): e is SiteEndpoint =>
      e !== null && typeof e === 'object' && Array.isArray((e as SiteEndpoint).methods);
    // Endpoints are paired by method, not position: a site may split, join or repeat handlers.
    for (const want of expected.endpoints) {
      const index = siteEndpoints.findIndex((e) => isEndpoint(e) && want.methods.every((m) => e.methods?.includes(m)));
      const got = siteEndpoints[index] as SiteEndpoint | undefined;
      const at = `${base}/endpoints/${index}`;
      if (!got) {
        if (!methods.missing.length)
          fail(
            `no endpoint serves ${want.methods.join(', ')}`,
            `${base}/endpoints`,
            want.methods,
            Array.isArray(descriptor.endpoints)
              ? descriptor.endpoints.map((e: unknown) =>
                  e !== null && typeof e === 'object' ? (e as SiteEndpoint).methods : e,
                )
              : descriptor.endpoints,
          );
        continue;
      }
      const batch = (got.allow_batch as { v1?: unknown } | undefined)?.v1 === true;
      if (want.allow_batch && !batch)
        fail(
          `allow_batch missing on ${want.methods.join(', ')} (the document marks the route [b])`,
          `${at}/allow_batch`,
          want.allow_batch,
          got.allow_batch ?? 'absent',
        );
      if (!want.allow_batch && got.allow_batch !== undefined)
        note(
          `${want.methods.join(', ')} declares allow_batch (the document does not mark the route [b])`,
          `${at}/allow_batch`,
          got.allow_batch,
        );
      const gotArgs = Array.isArray(got.args) ? {} : ((got.args ?? {}) as Record<string, Record<string, unknown>>);
      for (const [name, arg] of Object.entries(want.args))
        compareArgument(
          name,
          arg,
          gotArgs[name],
          `${at}/args/${escapeToken(name)}`,
          fail,
          note,
          expected.absent?.[name] ?? [],
          pluginsOf(arg.default, expected.plugins),
        );
      for (const [name, arg] of Object.entries(gotArgs)) {
        if (name in want.args) continue;
        if (arg?.required === true)
          fail(
            `argument ${name} is required by the site but not in the document`,
            `${at}/args/${escapeToken(name)}`,
            'absent or optional',
            arg,
          );
        else
          note(
            `the site also takes argument ${name} (optional; the document does not list it)`,
            `${at}/args/${escapeToken(name)}`,
            arg,
          );
      }
    }
    return findings;
  },
});

type Report = (title: string, pointer: string, ...rest: unknown[]) => void;

/** `_links.self[].href` (a string URI) on a route without a path parameter, absent on one with (the document). */
function selfLink(due: boolean, descriptor: Descriptor, base: string, fail: Report): void {
  const self = descriptor._links?.self;
  if (due) {
    const hrefs = Array.isArray(self) ? self.map((l) => (l as { href?: unknown } | null)?.href) : [];
    if (hrefs.length === 0 || !hrefs.every((h) => typeof h === 'string' && h !== '')) {
      fail(
        '_links.self with an href missing (the route has no path parameter)',
        `${base}/_links/self`,
        [{ href: 'a URI' }],
        self ?? 'absent',
      );
    }
  } else if (self !== undefined) {
    fail(
      '_links.self present on a route with a path parameter (the document: absent)',
      `${base}/_links/self`,
      'absent',
      self,
    );
  }
}

/** The absent plugins a default is the extension data of: an object whose every member is one of theirs. */
function pluginsOf(value: unknown, absent: readonly string[] | undefined): string[] {
  if (!absent?.length || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const members = Object.keys(value);
  const theirs = PART_EXTENSIONS.filter((p) => absent.includes(p.tag) && members.includes(p.member));
  return members.length > 0 && theirs.length === members.length ? theirs.map((p) => p.tag) : [];
}

function compareArgument(
  name: string,
  want: ExpectedEndpoint['args'][string],
  got: Record<string, unknown> | undefined,
  at: string,
  fail: Report,
  note: (t: string, p: string, g: unknown) => void,
  causes: unknown[] = [],
  plugins: string[] = [],
): void {
  if (!got) {
    fail(`argument ${name} missing (the document has it, the site lacks it)`, at, want, 'absent');
    return;
  }
  for (const key of ['type', 'enum'] as const) {
    if (want[key] === undefined && got[key] === undefined) continue;
    if (want[key] === undefined) {
      if (key === 'enum')
        fail(
          `argument ${name} limits its values to an enum the document does not give`,
          `${at}/enum`,
          'no enum',
          got.enum,
        );
      continue;
    }
    const { missing: lacking, extra } = difference(list(want[key]), list(got[key]));
    // An enum value the run reports as a root cause of its own is that one failure, noted here.
    const elsewhere = key === 'enum' ? lacking.filter((v) => causes.some((c) => deepEqual(c, v))) : [];
    const missing = lacking.filter((v) => !elsewhere.includes(v));
    if (elsewhere.length)
      note(
        `argument ${name}: enum lacks ${shown(elsewhere)}: the site does not offer ${elsewhere.length > 1 ? 'them' : 'it'} (a root cause of the run)`,
        `${at}/enum`,
        got.enum,
      );
    if (missing.length) {
      const more = extra.length ? `; the site has ${shown(extra)} instead` : '';
      // Expected and actual are the difference, not two long lists (163 currencies) to compare by eye.
      fail(
        `argument ${name}: ${key} lacks ${shown(missing)}${more}`,
        `${at}/${key}`,
        missing,
        got[key] === undefined ? 'absent' : extra.length ? extra : 'nothing else',
      );
    } else if (extra.length) {
      note(`argument ${name}: the site's ${key} also has ${shown(extra)}`, `${at}/${key}`, got[key]);
    }
  }
  for (const key of ['default', 'minimum', 'maximum'] as const) {
    if (deepEqual(got[key], want[key])) continue;
    // A default the document does not state takes nothing from a client that follows it.
    if (key === 'default' && want.default === undefined)
      note(`argument ${name}: the site declares a default the document does not state`, `${at}/default`, got.default);
    // One the index does not publish at all says nothing of the default the site applies (the platform
    // publishes none on its update endpoints, and none for some contexts): what it applies is the
    // defaults suite's to show. Only a default published with another value is a different default.
    else if (key === 'default' && plugins.length > 0)
      note(
        `argument ${name}: default differs: the document's is the ${plugins.join(' and ')} plugin's extension data, which the site does not offer (a root cause of the run)`,
        `${at}/default`,
        published(got, 'default') ? got.default : 'absent',
      );
    else if (key === 'default' && !published(got, 'default'))
      note(
        `argument ${name}: default not published (the document states ${JSON.stringify(want.default)})`,
        `${at}/default`,
        'absent',
      );
    else
      fail(
        `argument ${name}: ${key} differs`,
        `${at}/${key}`,
        want[key] ?? 'absent',
        published(got, key) ? got[key] : 'absent',
      );
  }
  const required = want.required ?? false;
  if ((got.required ?? false) !== required)
    fail(
      `argument ${name}: ${required ? 'required in the document, optional on the site' : 'optional in the document, required on the site'}`,
      `${at}/required`,
      required,
      got.required ?? 'absent',
    );
}
