import type { Catalog } from '../../spec/types.js';
import type { CaseSpec, CheckSpec, Exercise, GeneratorSpec, RequestSpec, Requirement } from '../model/suite.js';
import {
  caseSlug,
  endpointTargets,
  readablePattern,
  sampleValue,
  targetOptions,
  type EndpointTarget as Target,
} from './samples.js';
import { handledArgs, handledValue } from '../../spec/value-handling.js';
import { ruleStatement } from './statements.js';
import { baseParams, controlOf, givenFor, unbrokenValue, type Given } from './negative-controls.js';
import {
  membersOf,
  nestedCases,
  outsideEnum,
  OUTSIDE_FORMAT,
  REFUSED_FORMATS,
  type Add,
  type Kind,
} from './negative-members.js';

/** The facet of the statement ledger each kind of case shows (a type or format: the argument's own row). */
const FACETS: Record<string, Parameters<typeof ruleStatement>[2]> = {
  'not-in-enum': 'enum',
  'below-minimum': 'minimum',
  'at-minimum': 'minimum',
  'above-maximum': 'maximum',
  'at-maximum': 'maximum',
  missing: 'required',
  'member-missing': 'required',
  'member-not-in-enum': 'enum',
  'member-wrong-type': 'type',
  'value-wrong-type': 'type',
  'not-in-format': 'format',
};

/** The convention a rule stands on when the document does not state it: the route's own declaration. */
const DECLARED = 'args.declared-schema';

/**
 * The document states the argument's rule, so refusing a value that breaks it is must: any 4xx, the
 * status and body the server chooses. How the platform refuses (400, rest_invalid_param naming the
 * argument) is a convention beside it.
 */
export function refused(arg: string, missing: boolean, sources: Pick<Sources, 'invalid' | 'missing'>): CheckSpec[] {
  return [
    { check: 'status', value: '4xx' },
    {
      check: 'argument-refused',
      param: arg,
      ...(missing ? { missing: true } : {}),
      level: 'should',
      source: missing ? sources.missing : sources.invalid,
    },
  ];
}

/**
 * The conventions the generated should-level checks rest on, named by the suite that generates them:
 * how the platform refuses an invalid and a missing argument, and that it validates before it checks
 * permission (what the anonymous variants rely on).
 */
interface Sources {
  invalid: string;
  missing: string;
  anonymous: string;
  /** For the format kind: how the platform treats a uri that breaks its format. */
  uri?: string;
}

export const NEGATIVE_SOURCES = ['invalid', 'missing', 'anonymous'] as const;

/** A value the document allows must not be refused as invalid, whatever else the route answers. */
export function accepted(arg: string): CheckSpec[] {
  return [{ check: 'not-invalid-param', param: arg }];
}

/**
 * Cases derived from the catalog: for every enum a value outside it, for every minimum and maximum the
 * values just outside (refused) and the bounds themselves (accepted), for every required argument its
 * absence. Each request carries what the route needs besides the argument under test, so that the
 * argument decides the answer: the administrator's credentials on administration routes, the suite's
 * own cart on storefront writes (or another cart of its own for a route in `carts`), the values the
 * suite gives for the route's other arguments (`arguments`, by readable pattern and method, as the
 * accepted generator reads them) and objects it names (`paths`). The same refusals asked anonymously
 * rely on the platform validating before it checks permission: those are should-level variants beside
 * them. Every refusal carries its control (`controlOf`): the same request with the rule unbroken, which
 * the runner sends first and which must be accepted for the refusal to prove anything.
 */
export function negativeCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const options = targetOptions(spec);
  const given = (spec.options?.arguments ?? {}) as Given;
  // A route whose controls need a cart with something in it (a shipping rate to select, an item to
  // read) is sent in another cart of the suite's than the empty one its other writes use.
  const carts = (spec.options?.carts ?? {}) as Record<string, Record<string, string>>;
  // A read of a cart's content is public, and reads the cart its token names.
  const cartFor = (t: Target) =>
    carts[`${t.method} ${readablePattern(t.route.pattern)}`] ??
    carts[readablePattern(t.route.pattern)] ??
    (t.endpoint.access === 'storefront-nonce' ? options.cartHeaders : undefined);
  // A route whose refusals must meet a cart that holds an item (the checkout: an empty cart is refused
  // whatever the arguments, once they validated, so a refusal there proves nothing of its rule): each
  // refusal in a cart of its own, opened and filled with what the suite gives (the add-item body) just
  // before it. One cart each: a site that wrongly takes a refusal places an order, which empties its
  // cart, and the other refusals keep theirs, each failing for itself rather than meeting an empty cart.
  const itemCarts = (spec.options?.itemCarts ?? {}) as Record<string, Record<string, unknown>>;
  const kinds = (spec.options?.kinds as Kind[] | undefined) ?? ['enum', 'bounds', 'required'];
  const sources = spec.options?.sources as Sources;
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  const origin = { file, generator: spec.generator };
  const tags = spec.tags ?? [];
  const cases: CaseSpec[] = [];

  const exercised: Record<string, Exercise['kind']> = {
    'not-in-enum': 'enum',
    'below-minimum': 'minimum',
    'at-minimum': 'minimum',
    'above-maximum': 'maximum',
    'at-maximum': 'maximum',
    missing: 'required',
    'member-missing': 'nested',
    'member-not-in-enum': 'nested',
    'member-wrong-type': 'nested',
    'value-wrong-type': 'nested',
    'not-in-format': 'format',
  };
  const add: Add = ({ t, arg, kind, title, params, valid, missing = false, label = arg, unbroken }) => {
    const exercises: Exercise[] = [{ kind: exercised[kind] as Exercise['kind'], arg: label }];
    const id = `${caseSlug(t.method, t.route)}.${label}.${kind}`;
    const what = `${t.method} ${readablePattern(t.route.pattern)}: ${title}`;
    const bare: RequestSpec =
      t.method === 'GET'
        ? { method: 'GET', path: t.path, query: params as RequestSpec['query'] }
        : { method: t.method, path: t.path, body: params };
    const admin = t.endpoint.access === 'admin';
    const cart = cartFor(t);
    const storefront = t.endpoint.access === 'storefront-nonce' && cart !== undefined;
    const fill = valid
      ? undefined
      : (itemCarts[`${t.method} ${readablePattern(t.route.pattern)}`] ?? itemCarts[readablePattern(t.route.pattern)]);
    const own = fill ? itemCart(t, id, fill, { tags, origin, site }) : undefined;
    if (own) cases.push(...own.cases);
    // What the route needs besides the argument: an administrator, or the suite's cart (its own).
    const request: RequestSpec = {
      ...bare,
      ...site,
      ...(admin ? { auth: 'admin' as const } : {}),
      ...(own ? { headers: own.headers } : cart ? { headers: cart } : {}),
    };
    // A server that does not validate would act on the request: on a public route or with the
    // administrator's credentials, a write. A refusal's control is a valid request, and any write it
    // is (on the suite's own cart too) is a write a server may take.
    const writes = t.method !== 'GET' && (admin || !valid || t.endpoint.access === 'public');
    const requires: Requirement[] = [...(admin ? ['admin' as const] : []), ...(writes ? ['writes' as const] : [])];
    const control = unbroken ? controlOf(t, arg, unbroken, storefront) : undefined;
    // The statement the rule is (an argument's enum, bound, being required; a member's rule): a rule the
    // catalog has only from the platform's own declaration is a convention's, and so is the case.
    // A format the route handles as the value table says (spec/value-handling.ts) stands on its line.
    const handled =
      kind === 'not-in-format' ? handledValue(t.endpoint.methods, readablePattern(t.route.pattern), label) : undefined;
    const stated = handled ? handled.doc : ruleStatement(t, label, FACETS[kind] ?? 'type');
    cases.push({
      id,
      title: what,
      ...(stated
        ? { level: 'must' as const, doc: [stated] }
        : { level: 'should' as const, source: handled?.source ?? DECLARED }),
      tags,
      requires,
      request,
      expect: valid ? accepted(arg) : refused(arg, missing, sources),
      capture: {},
      origin,
      exercises,
      ...(control ? { control } : {}),
    });
    // The convention is the same for every rule, so the nested and format kinds, which add hundreds of
    // refusals, do not ask each of them again anonymously: enums, bounds and required ones show it.
    const nestedOrFormat = exercises[0]?.kind === 'nested' || exercises[0]?.kind === 'format';
    if (!valid && (admin || storefront) && !nestedOrFormat) {
      cases.push({
        id: `anonymous.${id}`,
        title: `${what}, asked anonymously (validation before permission)`,
        level: 'should',
        source: sources.anonymous,
        tags,
        // Its control is its twin's, with what the route needs (a refusal for permission would say
        // nothing of the arguments): the administrator's credentials, or the suite's cart.
        requires,
        request: { ...bare, ...site },
        expect: [{ check: 'argument-refused', param: arg, ...(missing ? { missing: true } : {}) }],
        capture: {},
        origin,
        exercises,
        ...(control
          ? {
              control: { ...control, ...(admin ? { auth: 'admin' as const } : {}), ...(cart ? { headers: cart } : {}) },
            }
          : {}),
      });
    }
  };

  for (const target of endpointTargets(catalog, options)) {
    // The arguments as the route handles them: a format it validates though its schema publishes none
    // (a checkout's billing email), none where it sanitises (update-customer's): spec/value-handling.ts.
    const args = handledArgs(target.endpoint.methods, readablePattern(target.route.pattern), target.endpoint.args);
    const t: Target = { ...target, endpoint: { ...target.endpoint, args } };
    const base = (except: string) => baseParams(t, except, given);
    for (const [name, arg] of Object.entries(t.endpoint.args)) {
      const itemEnum = arg.type === 'array' && arg.items?.enum ? arg.items : undefined;
      if (kinds.includes('enum') && (arg.enum || itemEnum)) {
        const bad = outsideEnum(itemEnum ?? arg);
        if (bad !== undefined) {
          const value = itemEnum ? [bad] : bad;
          // The control: a member of the enum (its default, else its first value).
          const member = itemEnum ? [sampleValue(itemEnum)] : sampleValue(arg);
          add({
            t,
            arg: name,
            kind: 'not-in-enum',
            title: `${name}=${JSON.stringify(value)} is refused`,
            params: { ...base(name), [name]: value },
            valid: false,
            unbroken: { [name]: member },
          });
        }
      }
      if (kinds.includes('bounds') && (arg.type === 'integer' || arg.type === 'number')) {
        if (arg.minimum !== undefined) {
          add({
            t,
            arg: name,
            kind: 'below-minimum',
            title: `${name}=${arg.minimum - 1} is refused`,
            params: { ...base(name), [name]: arg.minimum - 1 },
            valid: false,
            unbroken: { [name]: arg.minimum },
          });
          add({
            t,
            arg: name,
            kind: 'at-minimum',
            title: `${name}=${arg.minimum} is accepted`,
            params: { ...base(name), [name]: arg.minimum },
            valid: true,
          });
        }
        if (arg.maximum !== undefined) {
          add({
            t,
            arg: name,
            kind: 'above-maximum',
            title: `${name}=${arg.maximum + 1} is refused`,
            params: { ...base(name), [name]: arg.maximum + 1 },
            valid: false,
            unbroken: { [name]: arg.maximum },
          });
          add({
            t,
            arg: name,
            kind: 'at-maximum',
            title: `${name}=${arg.maximum} is accepted`,
            params: { ...base(name), [name]: arg.maximum },
            valid: true,
          });
        }
      }
      if (kinds.includes('required') && arg.required === true) {
        add({
          t,
          arg: name,
          kind: 'missing',
          title: `leaving out ${name} is refused`,
          params: base(name),
          valid: false,
          missing: true,
          unbroken: { [name]: unbrokenValue(t, name, arg, given) },
        });
      }
      if (kinds.includes('format') && arg.format && REFUSED_FORMATS.has(arg.format)) {
        add({
          t,
          arg: name,
          kind: 'not-in-format',
          title: `${name}=${JSON.stringify(OUTSIDE_FORMAT[arg.format])} is refused (format ${arg.format})`,
          params: { ...base(name), [name]: OUTSIDE_FORMAT[arg.format] },
          valid: false,
          unbroken: { [name]: unbrokenValue(t, name, arg, given) },
        });
      }
      if (kinds.includes('format') && arg.format === 'uri' && t.method === 'GET')
        cases.push(uriCase(t, name, sources, site, { file, generator: spec.generator }, tags, base(name)));
      const members =
        kinds.includes('nested') || kinds.includes('format') ? membersOf(name, arg, givenFor(t, given)[name]) : [];
      for (const member of members) nestedCases(t, member, kinds, add, base(member.arg));
    }
  }
  return cases;
}

/**
 * A cart of a refusal's own that holds an item: one case opens it (its Cart-Token), the next adds the
 * suite's item to it and hands the token on from its answer, so that the refusal (and its control,
 * sent just before it on the same headers) starts only once the item is in. Under the route's own
 * namespace, as its refusal is sent.
 */
function itemCart(
  t: Target,
  id: string,
  item: Record<string, unknown>,
  common: { tags: string[]; origin: CaseSpec['origin']; site: { site?: 'de' } },
): { cases: CaseSpec[]; headers: Record<string, string> } {
  const cart = `/${t.route.namespace}/cart`;
  const opened = `open.${id}`;
  const filled = `cart.${id}`;
  const what = `${t.method} ${readablePattern(t.route.pattern)}`;
  const base = {
    level: 'must' as const,
    tags: common.tags,
    origin: common.origin,
    expect: [{ check: 'status', value: '2xx' }],
  };
  return {
    headers: { 'Cart-Token': `{{${filled}}}` },
    cases: [
      {
        ...base,
        id: `${id}.open-cart`,
        title: `${what}: open a cart of the refusal's own`,
        requires: [],
        // Named by the refusal it serves: generated GETs asking the same share one answer, and one
        // answer is one cart (one Cart-Token) for every refusal of the route.
        request: { method: 'GET', path: cart, headers: { 'X-Conformance-Cart': id }, ...common.site },
        capture: { [opened]: { header: 'Cart-Token' } },
      },
      {
        ...base,
        id: `${id}.fill-cart`,
        title: `${what}: put an item in the refusal's cart`,
        requires: ['writes'],
        request: {
          method: 'POST',
          path: `${cart}/add-item`,
          headers: { 'Cart-Token': `{{${opened}}}` },
          body: item,
          ...common.site,
        },
        capture: { [filled]: { header: 'Cart-Token' } },
      },
    ],
  };
}

/**
 * A uri that breaks its format, on a read: the platform does not validate uri, it sanitises it, so the
 * value is not refused for its format (should, the suite's `sources.uri`); what the route then does
 * with it (the oEmbed routes find no page of the site) is its own affair.
 */
function uriCase(
  t: Target,
  arg: string,
  sources: Sources,
  site: { site?: 'de' },
  origin: CaseSpec['origin'],
  tags: string[],
  base: Record<string, unknown>,
): CaseSpec {
  const admin = t.endpoint.access === 'admin';
  const query = { ...base, [arg]: OUTSIDE_FORMAT.uri } as RequestSpec['query'];
  return {
    id: `${caseSlug(t.method, t.route)}.${arg}.not-in-format`,
    title: `${t.method} ${readablePattern(t.route.pattern)}: ${arg}=${JSON.stringify(OUTSIDE_FORMAT.uri)} is sanitised, not refused (format uri)`,
    level: 'should',
    source: sources.uri as string,
    tags,
    requires: admin ? ['admin'] : [],
    request: { method: 'GET', path: t.path, query, ...site, ...(admin ? { auth: 'admin' as const } : {}) },
    expect: [{ check: 'not-invalid-param', param: arg }],
    capture: {},
    origin,
    exercises: [{ kind: 'format', arg }],
  };
}
