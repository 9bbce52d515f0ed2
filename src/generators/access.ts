import type { Catalog } from '../../spec/types.js';
import type { CaseSpec, GeneratorSpec, RequestSpec, Requirement } from '../model/suite.js';
import { caseSlug, endpointTargets, readablePattern, sampleValue, targetOptions, type EndpointTarget } from './samples.js';

/**
 * A request that would succeed for an administrator: the required arguments with accepted values, the
 * route's own arguments the suite gives (`arguments`: an option name the options route needs before it
 * reaches its permission check), and the path the suite gives (`paths`: an id captured from the site,
 * since a platform may look an object up before it checks permission, and answer 404 for a sample id).
 */
function request(t: EndpointTarget, auth: RequestSpec['auth'], given: Record<string, unknown>): RequestSpec {
  const params: Record<string, unknown> = Object.fromEntries(Object.entries(t.endpoint.args).filter(([, a]) => a.required === true).map(([k, a]) => [k, sampleValue(a)]));
  Object.assign(params, given);
  const base = t.method === 'GET' ? { method: t.method, path: t.path, query: params as RequestSpec['query'] } : { method: t.method, path: t.path, body: params };
  return { ...base, auth };
}

/**
 * Every endpoint the catalog marks as administrator-only, asked anonymously (401 due) and, with a
 * non-administrator's credentials, as that person (403 due). Which routes need credentials, and how
 * they refuse, are conventions (the document does not show them): these cases are should-level. A
 * request other than GET would act on a server that let it through, so those cases are writes.
 */
export function accessCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const options = targetOptions(spec);
  const given = (spec.options?.arguments ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  // The suite names the conventions: which routes refuse whom (`source`), and the error body's shape.
  const shape = (spec.options?.sources as { shape: string }).shape;
  const common = { level: spec.level ?? 'should', source: spec.source as string, tags: spec.tags ?? [], capture: {}, origin: { file, generator: spec.generator } };
  return endpointTargets(catalog, options)
    .filter((t) => t.endpoint.access === 'admin')
    .flatMap((t): CaseSpec[] => {
      const what = `${t.method} ${readablePattern(t.route.pattern)}`;
      const args = given[readablePattern(t.route.pattern)]?.[t.method] ?? {};
      const writes: Requirement[] = t.method === 'GET' ? [] : ['writes'];
      return [
        {
          ...common,
          id: `anonymous.${caseSlug(t.method, t.route)}`,
          title: `${what} refuses an anonymous caller with 401`,
          requires: writes,
          request: request(t, 'none', args),
          expect: [{ check: 'status', value: 401 }, { check: 'error', source: shape }],
        },
        {
          ...common,
          id: `customer.${caseSlug(t.method, t.route)}`,
          title: `${what} refuses a non-administrator with 403`,
          requires: ['customer', ...writes],
          request: request(t, 'customer', args),
          expect: [{ check: 'status', value: 403 }, { check: 'error', source: shape }],
        },
      ];
    });
}
