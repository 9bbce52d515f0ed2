import type { Catalog } from '../../spec/types.js';
import type { ExpectedEndpoint } from '../checks/route-descriptor.js';
import type { CaseSpec, GeneratorSpec } from '../model/suite.js';
import { caseSlug, readablePattern } from './samples.js';

function expectedEndpoints(catalog: Catalog, pattern: string): ExpectedEndpoint[] {
  const route = catalog.routes.find((r) => r.pattern === pattern);
  if (!route) return [];
  return route.endpoints.map((endpoint) => ({
    methods: endpoint.methods,
    ...(route.allowBatch ? { allow_batch: { v1: true } } : {}),
    args: Object.fromEntries(Object.entries(endpoint.args).map(([name, arg]) => {
      const picked: ExpectedEndpoint['args'][string] = {};
      for (const key of ['type', 'enum', 'default', 'minimum', 'maximum'] as const) if (arg[key] !== undefined) picked[key] = arg[key];
      picked.required = arg.required === true;
      return [name, picked];
    })),
  }));
}

/**
 * One case per route of the catalog, each reading the target's index (fetched once and shared) and
 * comparing that route's descriptor; plus the reverse direction: routes the target lists under the
 * interface's namespaces that the catalog does not have.
 */
export function indexDriftCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  const origin = { file, generator: spec.generator };
  const cases: CaseSpec[] = catalog.routes.map((route) => ({
    id: `drift.${caseSlug('route', route).replace(/^route\./, '')}`,
    title: `index describes ${readablePattern(route.pattern)} as the interface does`,
    level: spec.level ?? 'must',
    tags: spec.tags ?? [],
    requires: [],
    request: { method: 'GET', path: '/', ...site },
    expect: [{ check: 'route-descriptor', pattern: route.pattern, namespace: route.namespace, endpoints: expectedEndpoints(catalog, route.pattern) }],
    capture: {},
    origin,
  }));
  cases.push({
    id: 'drift.no-undeclared-routes',
    title: 'the index lists no route under the interface\'s namespaces that the interface does not declare',
    level: 'should',
    tags: spec.tags ?? [],
    requires: [],
    request: { method: 'GET', path: '/', ...site },
    expect: [{ check: 'no-extra-routes', namespaces: catalog.namespaces, known: catalog.routes.map((r) => r.pattern) }],
    capture: {},
    origin,
  });
  return cases;
}
