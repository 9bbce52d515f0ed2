import type { Catalog } from '../../spec/types.js';
import type { CaseSpec, Exercise, GeneratorSpec, RequestSpec } from '../model/suite.js';
import { statement } from '../../spec/statements/index.js';
import {
  caseSlug,
  endpointTargets,
  readablePattern,
  samplePath,
  sampleValue,
  targetOptions,
  type EndpointTarget,
} from './samples.js';
import { ruleStatement } from './statements.js';

/**
 * The statement of a default: the argument's own, or, on a namespace index, the one row that states
 * the namespace's (`namespace` is the namespace itself, `context` is view).
 */
function statedDefault(t: EndpointTarget, name: string): string | undefined {
  if (t.route.namespace !== '' && t.route.pattern === `/${t.route.namespace}`)
    return statement(`namespace-index.${name}-default`)?.id;
  return ruleStatement(t, name, 'default');
}

/** A default a query string can say: an empty list or object is no value to send (and changes nothing). */
const sayable = (value: unknown) =>
  !(Array.isArray(value) && value.length === 0) &&
  !(value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * Every default of a read is applied: the request that leaves the defaulted arguments out answers as
 * the one that gives each of them its default (must: the document states the defaults). Compared by
 * outline (the same items in the same order, with the same members, the same ones null), which shows
 * what a page, an order, a context or a `calculate_…` flag changes, and not what a live shop's stock or
 * counts move in between. Whether a default can show depends on the site's data (an order by date and
 * one by id agree on a shop whose ids follow the dates): on such a shop the pair agrees either way.
 *
 * The suite names what holds the answers still (`arguments`: an `include` of objects no suite touches,
 * given to both requests), the objects the single reads name (`paths`), and the reads it does not pair
 * here (`skip`, with the reason), or the only ones it pairs (`only`).
 */
export function defaultCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const options = targetOptions(spec);
  const given = (spec.options?.arguments ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  const skip = (spec.options?.skip ?? {}) as Record<string, string>;
  const only = spec.options?.only as string[] | undefined;
  const site = catalog.site === 'de' ? { site: 'de' as const } : {};
  const common = {
    level: spec.level ?? 'must',
    tags: spec.tags ?? [],
    requires: [],
    origin: { file, generator: spec.generator },
  };
  const cases: CaseSpec[] = [];
  for (const t of endpointTargets(catalog, options)) {
    const readable = readablePattern(t.route.pattern);
    if (
      t.method !== 'GET' ||
      t.endpoint.access === 'storefront-nonce' ||
      readable in skip ||
      (only && !only.includes(readable))
    )
      continue;
    // A read of an object the suite did not name would be refused both times, and agree.
    if (t.route.pattern.includes('(?P<') && t.path === samplePath(t.route)) continue;
    const pins = given[readable]?.GET ?? {};
    // Only the defaults the document states: what the catalog has beside them is the platform's own
    // declaration, which no must-level pair may rest on.
    const defaults = Object.entries(t.endpoint.args).filter(
      ([name, a]) => a.default !== undefined && sayable(a.default) && !(name in pins) && statedDefault(t, name),
    );
    if (defaults.length === 0) continue;
    const required = Object.fromEntries(
      Object.entries(t.endpoint.args)
        .filter(([, a]) => a.required === true)
        .map(([k, a]) => [k, sampleValue(a)]),
    );
    const auth = t.endpoint.access === 'admin' ? { auth: 'admin' as const } : {};
    const request = (query: Record<string, unknown>): RequestSpec => ({
      method: 'GET',
      path: t.path,
      query: query as RequestSpec['query'],
      ...auth,
      ...site,
    });
    const slug = caseSlug('get', t.route).replace(/^get\./, '');
    const captured = `default.${slug}`;
    const exercises: Exercise[] = defaults.map(([name]) => ({ kind: 'default', arg: name }));
    const named = defaults.map(([name, a]) => `${name}=${JSON.stringify(a.default)}`).join(', ');
    const requires = t.endpoint.access === 'admin' ? (['admin'] as const) : [];
    cases.push(
      {
        ...common,
        id: `default.${slug}.given`,
        title: `GET ${readable} with its defaults given (${named})`,
        requires: [...requires],
        request: request({
          ...required,
          ...pins,
          ...Object.fromEntries(defaults.map(([name, a]) => [name, a.default])),
        }),
        expect: [{ check: 'status', value: '2xx' }],
        capture: { [captured]: { pointer: '' } },
      },
      {
        ...common,
        id: `default.${slug}.applied`,
        title: `GET ${readable} without them answers the same (the defaults are applied)`,
        requires: [...requires],
        request: request({ ...required, ...pins }),
        expect: [
          { check: 'status', value: '2xx' },
          {
            check: 'json',
            pointer: '',
            equals: `{{${captured}}}`,
            project: 'outline',
            doc: defaults.map(([name]) => statedDefault(t, name) as string),
          },
        ],
        capture: {},
        exercises,
      },
    );
  }
  return cases;
}
