import type { ArgSchema, Args, Catalog } from '../../spec/types.js';
import type { CaseSpec, CheckSpec, Exercise, GeneratorSpec, RequestSpec, Requirement } from '../model/suite.js';
import {
  caseSlug,
  endpointTargets,
  readablePattern,
  samplePath,
  sampleValue,
  targetOptions,
  type EndpointTarget,
} from './samples.js';
import { ruleStatement } from './statements.js';

/** One enumerated place of an endpoint's arguments: a top-level argument, a list's items, or a member of an object (or of a list's objects). */
interface EnumPlace {
  /** `orderby`, `stock_status[]`, `fee_lines[].tax_status`, `requests[].method`: what the coverage report names. */
  name: string;
  /** The top-level argument it belongs to. */
  arg: string;
  values: readonly unknown[];
  /** The argument's value carrying one value of the enum, the rest filled with accepted values. */
  carry(value: unknown): unknown;
}

const isObject = (schema: ArgSchema | undefined) =>
  schema?.type === 'object' || (Array.isArray(schema?.type) && schema.type.includes('object'));

/**
 * Required members filled, so that the enumerated one decides: with the endpoint's own sample of the
 * object where it has one (a batch's sub-request names a real route of its namespace), else samples.
 */
function filled(schema: ArgSchema, own: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(schema.properties ?? {}))
    if (member.required === true) out[name] = sampleValue(member);
  const item = Array.isArray(own) ? own[0] : own;
  return item !== null && typeof item === 'object' ? { ...out, ...(item as Record<string, unknown>) } : out;
}

/** Every enumerated place of an endpoint, read-only members left out (a client does not send them). */
function enumPlaces(args: Args, samples: Record<string, unknown> = {}): EnumPlace[] {
  const places: EnumPlace[] = [];
  for (const [arg, schema] of Object.entries(args)) {
    if (schema.readonly) continue;
    if (schema.enum) places.push({ name: arg, arg, values: schema.enum, carry: (v) => v });
    else if (schema.type === 'array' && schema.items?.enum)
      places.push({ name: `${arg}[]`, arg, values: schema.items.enum, carry: (v) => [v] });
    const members =
      schema.type === 'array' && isObject(schema.items) ? schema.items : isObject(schema) ? schema : undefined;
    if (!members) continue;
    const inList = members !== schema;
    for (const [name, member] of Object.entries(members.properties ?? {})) {
      if (!member.enum || member.readonly) continue;
      places.push({
        name: `${arg}${inList ? '[]' : ''}.${name}`,
        arg,
        values: member.enum,
        carry: (v) =>
          inList ? [{ ...filled(members, samples[arg]), [name]: v }] : { ...filled(members, samples[arg]), [name]: v },
      });
    }
  }
  return places;
}

/**
 * A value that breaks an argument's type, for a write that must not be taken: the server refuses the
 * request for it, and the case judges only whether the enumerated arguments were refused beside it.
 */
function decoyFor(args: Args, carried: Set<string>): [string, unknown] | undefined {
  for (const [name, schema] of Object.entries(args)) {
    if (carried.has(name) || schema.enum || schema.readonly) continue;
    const type = Array.isArray(schema.type) ? undefined : schema.type;
    if (type === 'boolean' || type === 'integer' || type === 'number') return [name, 'conformance-decoy-not-a-' + type];
  }
  return undefined;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Every value of every enum the document gives is accepted: requests that carry, together, the i-th
 * value of each enumerated argument of an endpoint (as many requests as its longest enum), each of
 * which must not be refused for any of them (must; `not-invalid-param`, which reads the platform's
 * refusal, names the argument). A read is a valid request, so it must also succeed, where the suite can
 * name an object that exists (`paths`). A write must not be taken: it carries a decoy, one other
 * argument with a value of the wrong type, so that a server refuses it for that; an endpoint without
 * such an argument is asked anonymously. Writes are marked as such all the same: a server that took
 * the decoy would act.
 */
export function acceptedCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const options = targetOptions(spec);
  // The route's own arguments the suite gives, by readable pattern and method (the URL the oEmbed proxy embeds).
  const given = (spec.options?.arguments ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  const common = {
    level: spec.level ?? 'must',
    tags: spec.tags ?? [],
    capture: {},
    origin: { file, generator: spec.generator },
  };
  const cases: CaseSpec[] = [];
  for (const t of endpointTargets(catalog, options)) {
    const read = t.method === 'GET';
    const places = enumPlaces(t.endpoint.args, t.samples);
    if (places.length === 0) continue;
    const carried = new Set(places.map((p) => p.arg));
    const decoy = read ? undefined : decoyFor(t.endpoint.args, carried);
    const own = given[readablePattern(t.route.pattern)]?.[t.method] ?? {};
    const longest = Math.max(...places.map((p) => p.values.length));
    for (let i = 0; i < longest; i++) {
      const params: Record<string, unknown> = Object.fromEntries(
        Object.entries(t.endpoint.args)
          .filter(([, a]) => a.required === true)
          .map(([k, a]) => [k, sampleValue(a)]),
      );
      const values: string[] = [];
      for (const place of places) {
        const value = place.values[i % place.values.length];
        values.push(`${place.name}=${shown(value)}`);
        const carry = place.carry(value);
        const before = params[place.arg];
        // Members of one list argument travel in the same item.
        params[place.arg] =
          Array.isArray(carry) && Array.isArray(before) && typeof carry[0] === 'object'
            ? [{ ...(before[0] as object), ...(carry[0] as object) }]
            : carry !== null &&
                typeof carry === 'object' &&
                !Array.isArray(carry) &&
                typeof before === 'object' &&
                before !== null &&
                !Array.isArray(before)
              ? { ...before, ...carry }
              : carry;
      }
      Object.assign(params, own);
      if (decoy) params[decoy[0]] = decoy[1];
      cases.push(acceptedCase(t, i, values, places, params, decoy !== undefined, options.cartHeaders, site, common));
    }
  }
  return cases;
}

function acceptedCase(
  t: EndpointTarget,
  i: number,
  values: string[],
  places: EnumPlace[],
  params: Record<string, unknown>,
  decoyed: boolean,
  cartHeaders: Record<string, string> | undefined,
  site: { site?: 'de' },
  common: Pick<CaseSpec, 'level' | 'tags' | 'capture' | 'origin'>,
): CaseSpec {
  const read = t.method === 'GET';
  const admin = t.endpoint.access === 'admin' && (read || decoyed);
  const storefront = t.endpoint.access === 'storefront-nonce' && cartHeaders !== undefined;
  const base: RequestSpec = read
    ? { method: 'GET', path: t.path, query: params as RequestSpec['query'] }
    : { method: t.method, path: t.path, body: params };
  const request: RequestSpec = {
    ...base,
    ...site,
    ...(admin ? { auth: 'admin' as const } : {}),
    ...(storefront ? { headers: cartHeaders } : {}),
  };
  const requires: Requirement[] = [...(admin ? ['admin' as const] : []), ...(read ? [] : ['writes' as const])];
  // A read of an object is judged on success only when its path names one the suite found.
  // A read is judged on success when it names an object that exists (or none) and needs no state of
  // a cart (the checkout of an empty cart is refused, whatever its context).
  const named = !t.route.pattern.includes('(?P<') || t.path !== samplePath(t.route);
  const succeeds: CheckSpec[] =
    read && named && t.endpoint.access !== 'storefront-nonce' ? [{ check: 'status', value: '2xx' }] : [];
  const expect: CheckSpec[] = [
    ...succeeds,
    ...[...new Set(places.map((p) => p.arg))].map((arg) => {
      // The enums the document states for this argument (or members inside it); one the platform
      // declares and the document does not is a convention's.
      const doc = [
        ...new Set(
          places
            .filter((p) => p.arg === arg)
            .map((p) => ruleStatement(t, p.name.replace(/\[\]$/, ''), 'enum'))
            .filter((id): id is string => id !== undefined),
        ),
      ];
      return doc.length > 0
        ? { check: 'not-invalid-param', param: arg, doc }
        : { check: 'not-invalid-param', param: arg, level: 'should' as const, source: 'args.declared-schema' };
    }),
  ];
  const exercises: Exercise[] = places.map((p) => ({ kind: 'enum-value', arg: p.name }));
  return {
    ...common,
    id: `accepts.${caseSlug(t.method, t.route)}.${i + 1}`,
    title: `${t.method} ${readablePattern(t.route.pattern)} accepts ${values.join(', ')}`,
    requires,
    request,
    expect,
    exercises,
  };
}
