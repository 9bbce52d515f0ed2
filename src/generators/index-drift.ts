import type { Catalog, Route } from '../../spec/types.js';
import { LISTED_ONLY_NAMESPACES } from '../../spec/catalog.js';
import type { ExpectedEndpoint } from '../checks/route-descriptor.js';
import type { CaseSpec, GeneratorSpec } from '../model/suite.js';
import { caseSlug, readablePattern } from './samples.js';
import { routeStatement } from '../../spec/statements/index.js';

/** The rows of a route's endpoints in the document. */
const routeRows = (route: Route): string[] =>
  route.endpoints
    .map((e) => routeStatement(e.methods[0] as string, readablePattern(route.pattern))?.id)
    .filter((id): id is string => id !== undefined);

/**
 * Defaults the document gives as its source site had them configured: a site's own configuration
 * decides them (platform-quirks-observed.md:23, "the store currency is site configuration; the order
 * currency default follows it"), so the index is not held to the document's value.
 */
const CONFIGURED_DEFAULTS = new Set(['currency']);

function expectedEndpoints(catalog: Catalog, pattern: string): ExpectedEndpoint[] {
  const route = catalog.routes.find((r) => r.pattern === pattern);
  if (!route) return [];
  return route.endpoints.map((endpoint) => ({
    methods: endpoint.methods,
    ...(route.allowBatch ? { allow_batch: { v1: true } } : {}),
    args: Object.fromEntries(
      Object.entries(endpoint.args).map(([name, arg]) => {
        const picked: ExpectedEndpoint['args'][string] = {};
        for (const key of ['type', 'enum', 'default', 'minimum', 'maximum'] as const) {
          if (arg[key] !== undefined && !(key === 'default' && CONFIGURED_DEFAULTS.has(name))) picked[key] = arg[key];
        }
        picked.required = arg.required === true;
        return [name, picked];
      }),
    ),
  }));
}

/** `shop/store/v1` → `shop.store.v1`: a namespace as a case id. */
const namespaceSlug = (ns: string) => ns.replace(/[^a-zA-Z0-9_-]+/g, '.');

/**
 * From the catalog: one case per namespace (the index lists it; the routes the site lists under it
 * that the document does not declare are noted) and one case per route (its descriptor against the
 * document), each reading the site's index, fetched once and shared.
 */
export function indexDriftCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  const origin = { file, generator: spec.generator };
  const common = { level: spec.level ?? 'must', tags: spec.tags ?? [], requires: [], capture: {}, origin };
  const namespaces: CaseSpec[] = catalog.namespaces.map((namespace) => ({
    ...common,
    id: `namespace.${namespaceSlug(namespace)}`,
    title: `the index lists namespace ${namespace}`,
    needs: { namespace },
    request: { method: 'GET', path: '/', ...site },
    // A namespace the document lists without routes is also the statement that such are listed: one
    // case (blocked under the namespace's root cause when absent), not a second failure of its own.
    doc: [
      'index.namespaces',
      ...(catalog.site === 'de' ? ['localized.namespaces'] : []),
      ...(catalog.site !== 'de' && LISTED_ONLY_NAMESPACES.includes(namespace) ? ['index.namespaces-only'] : []),
    ],
    expect: [
      { check: 'json', pointer: '/namespaces', contains: namespace },
      {
        check: 'no-extra-routes',
        namespaces: [namespace],
        known: catalog.routes.filter((r) => r.namespace === namespace).map((r) => r.pattern),
      },
    ],
  }));
  const routes: CaseSpec[] = catalog.routes.map((route) => ({
    ...common,
    id: `drift.${caseSlug('route', route).replace(/^route\./, '')}`,
    title: `index describes ${readablePattern(route.pattern)} as the interface does`,
    needs: { route: route.pattern },
    request: { method: 'GET', path: '/', ...site },
    // The index lists the route as the document describes it: its row, and what the index says of routes.
    doc: [
      'index.lists-every-route',
      'index.descriptor',
      ...routeRows(route),
      ...(catalog.site === 'de' ? ['localized.same-routes'] : []),
    ],
    expect: [
      {
        check: 'route-descriptor',
        pattern: route.pattern,
        namespace: route.namespace,
        endpoints: expectedEndpoints(catalog, route.pattern),
        links: !route.pattern.includes('(?P<'),
      },
    ],
  }));
  return [
    ...namespaces,
    ...routes,
    ...namespaceIndexes(catalog, spec, common, site),
    ...translations(catalog, spec, common),
  ];
}

/**
 * On the localized site, each route's argument descriptions are German (the document): compared with
 * the primary site's English ones the suite captured (`options.english`); `options.untranslated` names
 * the arguments whose description may read the same, each with the reason.
 */
function translations(
  catalog: Catalog,
  spec: GeneratorSpec,
  common: Omit<CaseSpec, 'id' | 'title' | 'request' | 'expect'>,
): CaseSpec[] {
  const english = spec.options?.english as string | undefined;
  if (catalog.site !== 'de' || english === undefined) return [];
  const exceptions = (spec.options?.untranslated ?? {}) as Record<string, string>;
  return catalog.routes
    .filter((route) => route.endpoints.some((e) => Object.values(e.args).some((a) => a.description !== undefined)))
    .map((route) => ({
      ...common,
      id: `german.${caseSlug('route', route).replace(/^route\./, '')}`,
      title: `the argument descriptions of ${readablePattern(route.pattern)} are German, not the English text`,
      needs: { route: route.pattern },
      request: { method: 'GET', path: '/', site: 'de' as const },
      doc: ['localized.same-routes'],
      expect: [
        {
          check: 'translated-descriptions',
          pattern: route.pattern,
          english,
          args: [...new Set(route.endpoints.flatMap((e) => Object.keys(e.args)))],
          ...(Object.keys(exceptions).length ? { exceptions } : {}),
        },
      ],
    }));
}

/**
 * Each namespace's own index (the document: `GET /{namespace}` for each namespace) answers, and, by
 * the platform's convention, lists exactly the routes the site's root index lists under it: compared
 * with the root index the suite captured (`options.rootRoutes`), so that a site's own extra routes
 * agree on both sides.
 */
function namespaceIndexes(
  catalog: Catalog,
  spec: GeneratorSpec,
  common: Omit<CaseSpec, 'id' | 'title' | 'request' | 'expect'>,
  site: { site?: 'de' },
): CaseSpec[] {
  const root = spec.options?.rootRoutes as string | undefined;
  if (root === undefined) return [];
  const sources = spec.options?.sources as { namespaceIndex: string };
  return catalog.namespaces.map((namespace) => ({
    ...common,
    id: `namespace-index.${namespaceSlug(namespace)}`,
    title: `the index of ${namespace} answers and lists the root index's routes of ${namespace}`,
    request: { method: 'GET', path: `/${namespace}`, ...site },
    expect: [
      { check: 'status', value: '2xx' },
      { check: 'namespace-index', namespace, root, level: 'should', source: sources.namespaceIndex },
    ],
  }));
}
