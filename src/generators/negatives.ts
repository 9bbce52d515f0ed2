import type { ArgSchema, Catalog, Endpoint } from '../../spec/types.js';
import type { CaseSpec, CheckSpec, GeneratorSpec, RequestSpec } from '../model/suite.js';
import { caseSlug, endpointTargets, readablePattern, sampleValue, type EndpointTarget as Target } from './samples.js';

type Kind = 'enum' | 'bounds' | 'required';


/** The other required arguments, filled with accepted values, so validation reaches the argument under test. */
function baseParams(endpoint: Endpoint, except: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, arg] of Object.entries(endpoint.args)) if (arg.required === true && name !== except) params[name] = sampleValue(arg);
  return params;
}

function request(t: Target, params: Record<string, unknown>): RequestSpec {
  if (t.method === 'GET') return { method: 'GET', path: t.path, query: params as RequestSpec['query'] };
  return { method: t.method, path: t.path, body: params };
}

/** Outside the enum: a word no enum of the interface contains, or an integer past the largest. */
function outsideEnum(arg: ArgSchema): unknown | undefined {
  const values = arg.enum ?? [];
  if (values.every((v) => typeof v === 'number')) return Math.max(...(values as number[])) + 1;
  if (values.every((v) => typeof v === 'string')) return 'conformance-not-in-enum';
  return undefined;
}

function rejected(arg: string, code: 'rest_invalid_param' | 'rest_missing_callback_param'): CheckSpec[] {
  const pointer = code === 'rest_invalid_param' ? `/data/params/${arg}` : '/data/params';
  return [
    { check: 'status', value: 400 },
    { check: 'error', code },
    code === 'rest_invalid_param' ? { check: 'json', pointer, present: true } : { check: 'json', pointer, contains: arg },
  ];
}

/** A value at a bound must not be refused as invalid, whatever else the route answers (401, 404...). */
function accepted(arg: string): CheckSpec[] {
  return [{ check: 'not-invalid-param', param: arg }];
}

/**
 * Cases derived from the catalog: for every enum a value outside it, for every minimum and maximum the
 * values just outside (refused) and the bounds themselves (accepted), for every required argument its
 * absence. Requests are anonymous: validation comes before permission, so nothing is written on a
 * conforming target; cases that would send valid values to a public write route are marked as writes.
 */
export function negativeCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const namespaces = spec.options?.namespaces as string[] | undefined;
  const kinds = (spec.options?.kinds as Kind[] | undefined) ?? ['enum', 'bounds', 'required'];
  const site = catalog.site;
  const cases: CaseSpec[] = [];
  const add = (t: Target, arg: string, kind: string, title: string, params: Record<string, unknown>, expect: CheckSpec[], valid: boolean) => {
    const writes = valid && t.method !== 'GET' && t.endpoint.access === 'public';
    cases.push({
      id: `${caseSlug(t.method, t.route)}.${arg}.${kind}`,
      title: `${t.method} ${readablePattern(t.route.pattern)}: ${title}`,
      level: spec.level ?? 'must',
      tags: spec.tags ?? [],
      requires: writes ? ['writes'] : [],
      request: { ...request(t, params), ...(site === 'de' ? { site: 'de' as const } : {}) },
      expect,
      capture: {},
      origin: { file, generator: spec.generator },
    });
  };
  for (const t of endpointTargets(catalog, namespaces)) {
    for (const [name, arg] of Object.entries(t.endpoint.args)) {
      const itemEnum = arg.type === 'array' && arg.items?.enum ? arg.items : undefined;
      if (kinds.includes('enum') && (arg.enum || itemEnum)) {
        const bad = outsideEnum(itemEnum ?? arg);
        if (bad !== undefined) {
          const value = itemEnum ? [bad] : bad;
          add(t, name, 'not-in-enum', `${name}=${JSON.stringify(value)} is refused`, { ...baseParams(t.endpoint, name), [name]: value }, rejected(name, 'rest_invalid_param'), false);
        }
      }
      if (kinds.includes('bounds') && (arg.type === 'integer' || arg.type === 'number')) {
        if (arg.minimum !== undefined) {
          add(t, name, 'below-minimum', `${name}=${arg.minimum - 1} is refused`, { ...baseParams(t.endpoint, name), [name]: arg.minimum - 1 }, rejected(name, 'rest_invalid_param'), false);
          add(t, name, 'at-minimum', `${name}=${arg.minimum} is accepted`, { ...baseParams(t.endpoint, name), [name]: arg.minimum }, accepted(name), true);
        }
        if (arg.maximum !== undefined) {
          add(t, name, 'above-maximum', `${name}=${arg.maximum + 1} is refused`, { ...baseParams(t.endpoint, name), [name]: arg.maximum + 1 }, rejected(name, 'rest_invalid_param'), false);
          add(t, name, 'at-maximum', `${name}=${arg.maximum} is accepted`, { ...baseParams(t.endpoint, name), [name]: arg.maximum }, accepted(name), true);
        }
      }
      if (kinds.includes('required') && arg.required === true) {
        add(t, name, 'missing', `leaving out ${name} is refused`, baseParams(t.endpoint, name), rejected(name, 'rest_missing_callback_param'), false);
      }
    }
  }
  return cases;
}
