import type { Catalog } from '../../spec/types.js';
import type { CaseSpec, GeneratorSpec, RequestSpec } from '../model/suite.js';
import { caseSlug, endpointTargets, readablePattern, sampleValue, targetOptions } from './samples.js';
import { routeRow } from './statements.js';

/**
 * Every route×method of the catalog, asked once, anonymously, with its required arguments: the site
 * routes it (the answer is anything but `rest_no_route`, which the platform gives for a path or method it
 * has no route for). For a site whose other cases read only some of its routes, such as the localized
 * site, whose "route shapes are the same" (the document): a route or method it lacks is found here.
 * What each route does is judged on the primary site. A request other than GET would act on a server
 * that let an anonymous caller through, so those cases are writes.
 */
export function routedCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  const common = {
    level: spec.level ?? 'must',
    tags: spec.tags ?? [],
    capture: {},
    origin: { file, generator: spec.generator },
  };
  return endpointTargets(catalog, targetOptions(spec), true).map((t): CaseSpec => {
    const params = Object.fromEntries(
      Object.entries(t.endpoint.args)
        .filter(([, a]) => a.required === true)
        .map(([k, a]) => [k, sampleValue(a)]),
    );
    const request: RequestSpec =
      t.method === 'GET'
        ? { method: 'GET', path: t.path, query: params as RequestSpec['query'], auth: 'none', ...site }
        : { method: t.method, path: t.path, body: params, auth: 'none', ...site };
    return {
      ...common,
      id: `routed.${caseSlug(t.method, t.route)}`,
      title: `${t.method} ${readablePattern(t.route.pattern)} is routed`,
      requires: t.method === 'GET' ? [] : ['writes'],
      request,
      expect: [
        { check: 'not-error-code', value: 'rest_no_route', ...(routeRow(t) ? { doc: [routeRow(t) as string] } : {}) },
      ],
    };
  });
}
