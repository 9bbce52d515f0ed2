import type { Catalog } from '../../spec/types.js';
import type { CaseSpec, CheckSpec, GeneratorSpec, RequestSpec, Requirement } from '../model/suite.js';
import {
  caseSlug,
  endpointTargets,
  readablePattern,
  sampleValue,
  targetOptions,
  type EndpointTarget,
} from './samples.js';
import { routeRow } from './statements.js';

/** The route's row, cited by a check that its answer is there at all. */
const routeDoc = (t: EndpointTarget) => {
  const id = routeRow(t);
  return id ? { doc: [id] } : {};
};

/**
 * A request that would succeed for an administrator: the required arguments with accepted values, the
 * route's own arguments the suite gives (`arguments`: an option name the options route needs before it
 * reaches its permission check), and the path the suite gives (`paths`: an id captured from the site,
 * since a platform may look an object up before it checks permission, and answer 404 for a sample id).
 */
function request(
  t: EndpointTarget,
  auth: RequestSpec['auth'],
  given: Record<string, unknown>,
  site: { site?: 'de' },
): RequestSpec {
  const params: Record<string, unknown> = Object.fromEntries(
    Object.entries(t.endpoint.args)
      .filter(([, a]) => a.required === true)
      .map(([k, a]) => [k, sampleValue(a)]),
  );
  Object.assign(params, given);
  const base =
    t.method === 'GET'
      ? { method: t.method, path: t.path, query: params as RequestSpec['query'] }
      : { method: t.method, path: t.path, body: params };
  return { ...base, auth, ...site };
}

/** What the suite gives a route's requests: by method and readable pattern, the first method's serving the others. */
function givenArguments(
  t: EndpointTarget,
  given: Record<string, Record<string, Record<string, unknown>>>,
): Record<string, unknown> {
  const byMethod = given[readablePattern(t.route.pattern)] ?? {};
  return byMethod[t.method] ?? byMethod[t.endpoint.methods[0] as string] ?? {};
}

/**
 * Every endpoint the catalog marks as administrator-only, with each method it serves, asked
 * anonymously (401 due) and, with a non-administrator's credentials, as that person (403 due). Which
 * routes need credentials, and how they refuse, are conventions (the document does not show them):
 * these cases are should-level. A request other than GET would act on a server that let it through, so
 * those cases are writes.
 *
 * Beside each refusal, the other side of the rule: the same GET, as the administrator, succeeds. The
 * document lists the route and what it takes, so a valid request that fails is a deviation from it
 * (must); the answer is JSON, the interface's sending format. The suite names the reads it cannot make
 * valid here (`options.served.except`, with the reason: where they are made instead).
 */
export function accessCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const options = targetOptions(spec);
  const given = (spec.options?.arguments ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  const except = ((spec.options?.served as { except?: Record<string, string> } | undefined)?.except ?? {}) as Record<
    string,
    string
  >;
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  // The suite names the conventions: which routes refuse whom (`source`), and the error body's shape.
  const { shape, json } = spec.options?.sources as { shape: string; json: string };
  const common = {
    level: spec.level ?? 'should',
    source: spec.source as string,
    tags: spec.tags ?? [],
    capture: {},
    origin: { file, generator: spec.generator },
  };
  return endpointTargets(catalog, options, true)
    .filter((t) => t.endpoint.access === 'admin')
    .flatMap((t): CaseSpec[] => {
      const what = `${t.method} ${readablePattern(t.route.pattern)}`;
      const args = givenArguments(t, given);
      const writes: Requirement[] = t.method === 'GET' ? [] : ['writes'];
      const cases: CaseSpec[] = [
        {
          ...common,
          id: `anonymous.${caseSlug(t.method, t.route)}`,
          title: `${what} refuses an anonymous caller with 401`,
          requires: writes,
          request: request(t, 'none', args, site),
          expect: [
            { check: 'status', value: 401 },
            { check: 'error', source: shape },
          ],
        },
        {
          ...common,
          id: `customer.${caseSlug(t.method, t.route)}`,
          title: `${what} refuses a non-administrator with 403`,
          requires: ['customer', ...writes],
          request: request(t, 'customer', args, site),
          expect: [
            { check: 'status', value: 403 },
            { check: 'error', source: shape },
          ],
        },
      ];
      if (t.method === 'GET' && !(what in except)) cases.push(served(t, what, args, site, common, json));
      return cases;
    });
}

/** The administrator's read: must succeed with JSON; the JSON content type is the platform's convention. */
function served(
  t: EndpointTarget,
  what: string,
  args: Record<string, unknown>,
  site: { site?: 'de' },
  common: Pick<CaseSpec, 'tags' | 'capture' | 'origin'>,
  json: string,
): CaseSpec {
  const expect: CheckSpec[] = [
    { check: 'status', value: '2xx' },
    { check: 'json', pointer: '', present: true, ...routeDoc(t) },
    { check: 'header', name: 'Content-Type', matches: '^application/json', level: 'should', source: json },
  ];
  return {
    ...common,
    id: `administrator.${caseSlug(t.method, t.route)}`,
    title: `${what} answers an administrator with JSON`,
    level: 'must',
    requires: ['admin'],
    request: request(t, 'admin', args, site),
    expect,
  };
}
