import type { Catalog } from '../../spec/types.js';
import type { CaseSpec, GeneratorSpec, RequestSpec } from '../model/suite.js';
import { endpointTargets, readablePattern, targetOptions } from './samples.js';

/**
 * The storefront's routes exist identically under `shop/store` and `shop/store/v1` (the document). For
 * every public read of the one namespace (`options.from`), the same request under the other
 * (`options.to`): both succeed, and the second answer has the first one's outline (the same items in
 * the same order, the same members). By outline, because a live shop's counts and stock may move
 * between the two reads; the suite compares whole answers where it can hold the data still. Paths with
 * parameters take ids the suite captured (`paths`); `skip` names reads made elsewhere, with the reason.
 */
export function aliasCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const from = (spec.options?.from as string | undefined) ?? 'shop/store';
  const to = (spec.options?.to as string | undefined) ?? 'shop/store/v1';
  const skip = (spec.options?.skip ?? {}) as Record<string, string>;
  const given = (spec.options?.arguments ?? {}) as Record<string, Record<string, unknown>>;
  const common = {
    level: spec.level ?? 'must',
    tags: spec.tags ?? [],
    requires: [],
    origin: { file, generator: spec.generator },
  };
  const move = (path: string) => `/${to}${path.slice(from.length + 1)}`;
  return endpointTargets(catalog, { ...targetOptions(spec), namespaces: [from] })
    .filter(
      (t) =>
        t.method === 'GET' &&
        t.endpoint.access === 'public' &&
        t.route.pattern !== `/${from}` &&
        !(readablePattern(t.route.pattern) in skip),
    )
    .flatMap((t): CaseSpec[] => {
      const readable = readablePattern(t.route.pattern);
      // `/shop/store/products/{id}` → `products.id`: the route below the namespace.
      const slug = readable
        .slice(from.length + 2)
        .replace(/[{}]/g, '')
        .replace(/[^a-zA-Z0-9_-]+/g, '.')
        .toLowerCase();
      const query = given[readable] as RequestSpec['query'] | undefined;
      const request = (path: string): RequestSpec => ({ method: 'GET', path, ...(query ? { query } : {}) });
      const captured = `alias.${slug}`;
      return [
        {
          ...common,
          id: `alias.${slug}.${from.replace(/\//g, '-')}`,
          title: `GET ${readable} answers`,
          request: request(t.path),
          expect: [{ check: 'status', value: '2xx' }],
          capture: { [captured]: { pointer: '' } },
        },
        {
          ...common,
          id: `alias.${slug}.${to.replace(/\//g, '-')}`,
          title: `GET ${readablePattern(move(t.route.pattern))} answers as ${readable} does`,
          request: request(move(t.path)),
          expect: [
            { check: 'status', value: '2xx' },
            { check: 'json', pointer: '', equals: `{{${captured}}}`, project: 'outline', doc: ['storefront.aliases'] },
          ],
          capture: {},
        },
      ];
    });
}
