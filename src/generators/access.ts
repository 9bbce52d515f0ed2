import type { Catalog, Endpoint, Route } from '../../spec/types.js';
import type { CaseSpec, GeneratorSpec, RequestSpec } from '../model/suite.js';
import { caseSlug, readablePattern, samplePath, sampleValue } from './samples.js';

function request(route: Route, endpoint: Endpoint, path: string, auth: RequestSpec['auth']): RequestSpec {
  const method = endpoint.methods[0] as string;
  const params = Object.fromEntries(Object.entries(endpoint.args).filter(([, a]) => a.required === true).map(([k, a]) => [k, sampleValue(a)]));
  const base = method === 'GET' ? { method, path, query: params as RequestSpec['query'] } : { method, path, body: params };
  return { ...base, auth };
}

/**
 * Every endpoint the catalog marks as administrator-only, asked anonymously (401 due) and, with a
 * non-administrator's credentials, as that person (403 due); arguments that are required get accepted
 * values, so the answer is about permission, not validation.
 */
export function accessCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const namespaces = spec.options?.namespaces as string[] | undefined;
  const cases: CaseSpec[] = [];
  for (const route of catalog.routes) {
    if (namespaces && !namespaces.includes(route.namespace)) continue;
    const path = samplePath(route);
    if (!path) continue;
    for (const endpoint of route.endpoints) {
      if (endpoint.access !== 'admin') continue;
      const method = endpoint.methods[0] as string;
      const common = { level: spec.level ?? 'should', tags: spec.tags ?? [], capture: {}, origin: { file, generator: spec.generator } };
      cases.push({
        ...common,
        id: `anonymous.${caseSlug(method, route)}`,
        title: `${method} ${readablePattern(route.pattern)} refuses an anonymous caller with 401`,
        requires: [],
        request: request(route, endpoint, path, 'none'),
        expect: [{ check: 'status', value: 401 }, { check: 'error' }],
      });
      cases.push({
        ...common,
        id: `customer.${caseSlug(method, route)}`,
        title: `${method} ${readablePattern(route.pattern)} refuses a non-administrator with 403`,
        requires: ['customer'],
        request: request(route, endpoint, path, 'customer'),
        expect: [{ check: 'status', value: 403 }, { check: 'error' }],
      });
    }
  }
  return cases;
}
