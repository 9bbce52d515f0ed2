import type { Translator } from '../../spec/translator.js';
import type { SiteId } from '../../spec/types.js';
import { catalogFor, endpointFor, routeFor } from '../catalog/routes.js';
import { partOf, PARTS } from '../coverage/parts.js';
import type { InterfacePart } from '../model/result.js';
import type { RequestSpec } from '../model/suite.js';
import { deepEqual } from '../util/deep-equal.js';
import { escapeToken } from '../util/json-pointer.js';
import { PART_VALUES } from '../loading/part-tags.js';

/**
 * What a site without a plugin lacks inside what it has: values of an argument its index does not
 * offer (the subscriptions' product types, the gateway's payment methods), and a part whose routes it
 * lists none of in namespaces it lists (the gateway's routes under `shop/v3`). Each is one root cause
 * (`prerequisites.ts`), the cases that try it blocked under it.
 *
 * How fine a value's root cause is: one per plugin whose values the document lists beside the
 * platform's (`values:subscriptions` for its product and discount types, `values:gateway` for the
 * payment plugins' methods: `PART_VALUES`), naming each value it lacks and the routes whose index lacks
 * it; a shop without the subscriptions plugin is one finding, not six. Any other value is one per
 * argument and value, `value:orderby=rating`: the same value name of two arguments is two facts.
 */

/** The site's index as read once: its namespaces and routes, in the site's words. */
export interface Listed {
  namespaces: Set<string>;
  routes: Set<string>;
  /** Each route's descriptor, as the index gives it (for the enums of its endpoints' arguments). */
  descriptors: Record<string, unknown>;
}

/** A value of an argument a request sends, where the catalog's enum for that route and method has it. */
export interface ValueNeed {
  /** The route's pattern and the method, in the interface's words. */
  route: string;
  method: string;
  arg: string;
  /** The enum's member (a query's `5` is the enum's number 5). */
  value: string | number | boolean | null;
}

/** `value:payment_method=gateway_sepa`, prefixed `de ` on the localized site. */
export const valueKey = (site: SiteId, arg: string, value: unknown): string =>
  `${site === 'de' ? 'de ' : ''}value:${arg}=${String(value)}`;

/** The plugin a value of an argument belongs to (`PART_VALUES`), if any. */
export const ownerOf = (arg: string, value: unknown): string | undefined =>
  PART_VALUES.find((p) => p.arg === arg && p.values.includes(String(value)))?.tag;

/** The root cause of an absent value: its plugin's (`values:subscriptions`), else its own (`valueKey`). */
export const causeKey = (site: SiteId, arg: string, value: unknown): string => {
  const owner = ownerOf(arg, value);
  return owner ? `${site === 'de' ? 'de ' : ''}values:${owner}` : valueKey(site, arg, value);
};

/** `part:gateway`, prefixed `de ` on the localized site. */
export const partKey = (site: SiteId, part: InterfacePart): string => `${site === 'de' ? 'de ' : ''}part:${part}`;

const plain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The enum values a request's top-level arguments give, on the route and method it reaches. */
function valuesOf(site: SiteId, method: string, path: string, query: unknown, body: unknown): ValueNeed[] {
  const route = routeFor(site, path);
  const endpoint = route && endpointFor(route, method);
  if (!route || !endpoint) return [];
  const needs: ValueNeed[] = [];
  for (const source of [query, body]) {
    if (!plain(source)) continue;
    for (const [arg, given] of Object.entries(source)) {
      const members = endpoint.args[arg]?.enum;
      if (!members) continue;
      for (const v of [given].flat()) {
        if (v !== null && typeof v === 'object') continue;
        // A query string's values are text: `rating=5` gives the enum's 5.
        const member = members.find((m) => m === v || (typeof v === 'string' && String(m) === v));
        if (member !== undefined)
          needs.push({ route: route.pattern, method: method.toUpperCase(), arg, value: member });
      }
    }
  }
  return needs;
}

/** The enum values a request sends: its own query and body, and each batch sub-request's. */
export function valueNeedsOf(site: SiteId, request: RequestSpec): ValueNeed[] {
  const needs = valuesOf(site, request.method, request.path, request.query, request.body);
  const requests = plain(request.body) ? request.body.requests : undefined;
  if (Array.isArray(requests)) {
    for (const sub of requests as { method?: unknown; path?: unknown; body?: unknown }[]) {
      if (typeof sub?.path !== 'string') continue;
      const method = typeof sub.method === 'string' ? sub.method : 'POST';
      needs.push(...valuesOf(site, method, sub.path, undefined, sub.body));
    }
  }
  return needs;
}

/** A value the site's index lacks, with every endpoint whose index lacks it. */
export interface AbsentValue {
  key: string;
  /** The root cause it is reported under (`causeKey`), with every absent value of that cause (itself included). */
  cause: string;
  owner?: string;
  group: AbsentValue[];
  arg: string;
  value: string | number | boolean | null;
  /** The value in the site's words. */
  siteValue: unknown;
  /** `POST /shop/store/checkout`: where the catalog has it and the index does not, in the interface's words. */
  places: Set<string>;
  /** The same in the site's words, for reports. */
  sitePlaces: string[];
  /** Where the first of them sits in the index, for the failure's pointer. */
  pointer: string;
}

type SiteEndpoint = { methods?: unknown; args?: unknown };

/**
 * Every enum value of the site's catalog its index lacks, by key: an argument the index declares with
 * an enum that does not have it, on the endpoint the index pairs by its methods (as the drift check
 * pairs them). An argument or endpoint the index lacks altogether is the drift check's finding, not
 * an absent value; an argument the index declares without an enum limits nothing.
 */
export function absentValues(site: SiteId, listed: Listed, t: Translator | undefined): Map<string, AbsentValue> {
  const absent = new Map<string, AbsentValue>();
  const path = (p: string) => (t ? t.path(p, 'site') : p);
  for (const route of catalogFor(site).routes) {
    const sitePattern = path(route.pattern);
    const descriptor = listed.descriptors[sitePattern] as { endpoints?: unknown } | undefined;
    const endpoints = Array.isArray(descriptor?.endpoints) ? (descriptor.endpoints as SiteEndpoint[]) : [];
    for (const endpoint of route.endpoints) {
      const index = endpoints.findIndex(
        (e) =>
          plain(e) && Array.isArray(e.methods) && endpoint.methods.every((m) => (e.methods as unknown[]).includes(m)),
      );
      const args = endpoints[index]?.args;
      if (!plain(args)) continue;
      for (const [arg, schema] of Object.entries(endpoint.args)) {
        const offered = (args[arg] as { enum?: unknown } | undefined)?.enum;
        if (!schema.enum || !Array.isArray(offered)) continue;
        for (const value of schema.enum) {
          const siteValue = typeof value === 'string' && t ? t.value(value, 'site') : value;
          if (offered.some((o) => deepEqual(o, siteValue))) continue;
          const key = valueKey(site, arg, value);
          let entry = absent.get(key);
          if (!entry) {
            const owner = ownerOf(arg, value);
            entry = {
              key,
              cause: causeKey(site, arg, value),
              ...(owner ? { owner } : {}),
              group: [],
              arg,
              value,
              siteValue,
              places: new Set(),
              sitePlaces: [],
              pointer: `/routes/${escapeToken(sitePattern)}/endpoints/${index}/args/${escapeToken(arg)}/enum`,
            };
            absent.set(key, entry);
          }
          for (const method of endpoint.methods) entry.places.add(`${method} ${route.pattern}`);
          entry.sitePlaces.push(`${endpoint.methods.join(', ')} ${sitePattern}`);
        }
      }
    }
  }
  const groups = new Map<string, AbsentValue[]>();
  for (const entry of absent.values()) {
    const group = groups.get(entry.cause) ?? [];
    group.push(entry);
    groups.set(entry.cause, group);
    entry.group = group;
  }
  return absent;
}

/** A part whose routes the index lists none of, in namespaces it lists. */
export interface AbsentPart {
  key: string;
  part: InterfacePart;
  title: string;
  /** Its routes and their namespaces, in the site's words. */
  routes: string[];
  namespaces: string[];
}

/**
 * The part a missing route belongs to, when the index lists none of that part's routes in the
 * namespaces it lists, and there are at least two (a plugin not installed inside a namespace the
 * platform has: the gateway's routes under `shop/v3`). A route missing among present ones of its part
 * stays a root cause of its own; a namespace's own index route belongs to no part.
 */
export function absentPart(
  site: SiteId,
  pattern: string,
  listed: Listed,
  t: Translator | undefined,
): AbsentPart | undefined {
  const routes = catalogFor(site).routes;
  const route = routes.find((r) => r.pattern === pattern);
  const part = route && partOf(route);
  if (!part || part === 'index') return undefined;
  const path = (p: string) => (t ? t.path(p, 'site') : p);
  const within = routes.filter(
    (r) => partOf(r) === part && (r.namespace === '' || listed.namespaces.has(path(r.namespace))),
  );
  if (within.length < 2 || within.some((r) => listed.routes.has(path(r.pattern)))) return undefined;
  return {
    key: partKey(site, part),
    part,
    title: PARTS.find((p) => p.part === part)?.title ?? part,
    routes: within.map((r) => path(r.pattern)),
    namespaces: [...new Set(within.map((r) => path(r.namespace)).filter((n) => n !== ''))],
  };
}
