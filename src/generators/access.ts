import type { Catalog } from '../../spec/types.js';
import type { CaseSpec, GeneratorSpec, RequestSpec } from '../model/suite.js';
import { caseSlug, endpointTargets, readablePattern, sampleValue, type EndpointTarget } from './samples.js';

function request(t: EndpointTarget, auth: RequestSpec['auth']): RequestSpec {
  const params = Object.fromEntries(Object.entries(t.endpoint.args).filter(([, a]) => a.required === true).map(([k, a]) => [k, sampleValue(a)]));
  const base = t.method === 'GET' ? { method: t.method, path: t.path, query: params as RequestSpec['query'] } : { method: t.method, path: t.path, body: params };
  return { ...base, auth };
}

/**
 * Every endpoint the catalog marks as administrator-only, asked anonymously (401 due) and, with a
 * non-administrator's credentials, as that person (403 due); arguments that are required get accepted
 * values, so the answer is about permission, not validation.
 */
export function accessCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const common = { level: spec.level ?? 'should', tags: spec.tags ?? [], capture: {}, origin: { file, generator: spec.generator } };
  return endpointTargets(catalog, spec.options?.namespaces as string[] | undefined)
    .filter((t) => t.endpoint.access === 'admin')
    .flatMap((t): CaseSpec[] => {
      const what = `${t.method} ${readablePattern(t.route.pattern)}`;
      return [
        {
          ...common,
          id: `anonymous.${caseSlug(t.method, t.route)}`,
          title: `${what} refuses an anonymous caller with 401`,
          requires: [],
          request: request(t, 'none'),
          expect: [{ check: 'status', value: 401 }, { check: 'error' }],
        },
        {
          ...common,
          id: `customer.${caseSlug(t.method, t.route)}`,
          title: `${what} refuses a non-administrator with 403`,
          requires: ['customer'],
          request: request(t, 'customer'),
          expect: [{ check: 'status', value: 403 }, { check: 'error' }],
        },
      ];
    });
}
