import type { ArgSchema, Catalog, Endpoint } from '../../spec/types.js';
import type { CaseSpec, CheckSpec, Exercise, GeneratorSpec, RequestSpec, Requirement } from '../model/suite.js';
import { caseSlug, endpointTargets, readablePattern, sampleValue, targetOptions, type EndpointTarget as Target } from './samples.js';

type Kind = 'enum' | 'bounds' | 'required';

/** The other required arguments, filled with accepted values, so validation reaches the argument under test. */
function baseParams(endpoint: Endpoint, except: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, arg] of Object.entries(endpoint.args)) if (arg.required === true && name !== except) params[name] = sampleValue(arg);
  return params;
}

/** Outside the enum: a word no enum of the interface contains, or an integer past the largest. */
function outsideEnum(arg: ArgSchema): unknown | undefined {
  const values = arg.enum ?? [];
  if (values.every((v) => typeof v === 'number')) return Math.max(...(values as number[])) + 1;
  if (values.every((v) => typeof v === 'string')) return 'conformance-not-in-enum';
  return undefined;
}

/**
 * The document states the argument's rule, so refusing a value that breaks it is must: any 4xx, the
 * status and body the server chooses. How the platform refuses (400, rest_invalid_param naming the
 * argument) is a convention beside it.
 */
function refused(arg: string, missing: boolean, sources: Sources): CheckSpec[] {
  return [
    { check: 'status', value: '4xx' },
    { check: 'argument-refused', param: arg, ...(missing ? { missing: true } : {}), level: 'should', source: missing ? sources.missing : sources.invalid },
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
}

export const NEGATIVE_SOURCES = ['invalid', 'missing', 'anonymous'] as const;

/** A value the document allows must not be refused as invalid, whatever else the route answers. */
function accepted(arg: string): CheckSpec[] {
  return [{ check: 'not-invalid-param', param: arg }];
}

/**
 * Cases derived from the catalog: for every enum a value outside it, for every minimum and maximum the
 * values just outside (refused) and the bounds themselves (accepted), for every required argument its
 * absence. Each request carries what the route needs besides the argument under test, so that the
 * argument decides the answer: the administrator's credentials on administration routes, the suite's
 * own cart on storefront writes. The same refusals asked anonymously rely on the platform validating
 * before it checks permission: those are should-level variants beside them.
 */
export function negativeCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const options = targetOptions(spec);
  const kinds = (spec.options?.kinds as Kind[] | undefined) ?? ['enum', 'bounds', 'required'];
  const sources = spec.options?.sources as Sources;
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  const origin = { file, generator: spec.generator };
  const tags = spec.tags ?? [];
  const cases: CaseSpec[] = [];

  const exercised: Record<string, Exercise['kind']> = {
    'not-in-enum': 'enum', 'below-minimum': 'minimum', 'at-minimum': 'minimum', 'above-maximum': 'maximum', 'at-maximum': 'maximum', missing: 'required',
  };
  const add = (t: Target, arg: string, kind: string, title: string, params: Record<string, unknown>, valid: boolean, missing = false) => {
    const exercises: Exercise[] = [{ kind: exercised[kind] as Exercise['kind'], arg }];
    const id = `${caseSlug(t.method, t.route)}.${arg}.${kind}`;
    const what = `${t.method} ${readablePattern(t.route.pattern)}: ${title}`;
    const bare: RequestSpec = t.method === 'GET' ? { method: 'GET', path: t.path, query: params as RequestSpec['query'] } : { method: t.method, path: t.path, body: params };
    const admin = t.endpoint.access === 'admin';
    const storefront = t.endpoint.access === 'storefront-nonce' && options.cartHeaders !== undefined;
    // What the route needs besides the argument: an administrator, or the suite's cart.
    const request: RequestSpec = { ...bare, ...site, ...(admin ? { auth: 'admin' as const } : {}), ...(storefront ? { headers: options.cartHeaders } : {}) };
    // A server that does not validate would act on the request: on a public route or with the
    // administrator's credentials, a write; on the suite's own cart, nothing but that cart.
    const writes = t.method !== 'GET' && (admin || (valid && t.endpoint.access === 'public'));
    const requires: Requirement[] = [...(admin ? ['admin' as const] : []), ...(writes ? ['writes' as const] : [])];
    cases.push({ id, title: what, level: 'must', tags, requires, request, expect: valid ? accepted(arg) : refused(arg, missing, sources), capture: {}, origin, exercises });
    if (!valid && (admin || storefront)) {
      cases.push({
        id: `anonymous.${id}`,
        title: `${what}, asked anonymously (validation before permission)`,
        level: 'should',
        source: sources.anonymous,
        tags,
        requires: [],
        request: { ...bare, ...site },
        expect: [{ check: 'argument-refused', param: arg, ...(missing ? { missing: true } : {}) }],
        capture: {},
        origin,
        exercises,
      });
    }
  };

  for (const t of endpointTargets(catalog, options)) {
    for (const [name, arg] of Object.entries(t.endpoint.args)) {
      const itemEnum = arg.type === 'array' && arg.items?.enum ? arg.items : undefined;
      if (kinds.includes('enum') && (arg.enum || itemEnum)) {
        const bad = outsideEnum(itemEnum ?? arg);
        if (bad !== undefined) {
          const value = itemEnum ? [bad] : bad;
          add(t, name, 'not-in-enum', `${name}=${JSON.stringify(value)} is refused`, { ...baseParams(t.endpoint, name), [name]: value }, false);
        }
      }
      if (kinds.includes('bounds') && (arg.type === 'integer' || arg.type === 'number')) {
        if (arg.minimum !== undefined) {
          add(t, name, 'below-minimum', `${name}=${arg.minimum - 1} is refused`, { ...baseParams(t.endpoint, name), [name]: arg.minimum - 1 }, false);
          add(t, name, 'at-minimum', `${name}=${arg.minimum} is accepted`, { ...baseParams(t.endpoint, name), [name]: arg.minimum }, true);
        }
        if (arg.maximum !== undefined) {
          add(t, name, 'above-maximum', `${name}=${arg.maximum + 1} is refused`, { ...baseParams(t.endpoint, name), [name]: arg.maximum + 1 }, false);
          add(t, name, 'at-maximum', `${name}=${arg.maximum} is accepted`, { ...baseParams(t.endpoint, name), [name]: arg.maximum }, true);
        }
      }
      if (kinds.includes('required') && arg.required === true) {
        add(t, name, 'missing', `leaving out ${name} is refused`, baseParams(t.endpoint, name), false, true);
      }
    }
  }
  return cases;
}
