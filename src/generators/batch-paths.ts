import { PATH_RULES, type PathRule } from '../../spec/statements/paths.js';
import { routeStatement, statement } from '../../spec/statements/index.js';
import type { Catalog, Route } from '../../spec/types.js';
import type { CaseSpec, CheckSpec, GeneratorSpec } from '../model/suite.js';
import { readablePattern } from './samples.js';

/**
 * Every path rule the document states (`spec/statements/paths.ts`) holds inside a batch too: a route that
 * a batch can reach (marked [b]) is sent, as a batch sub-request, a path whose parameter is just outside
 * the rule, on every batch route that reaches it (the core's `/batch/v1` every batchable route, a
 * storefront batch route the routes of its own namespace). A refusal inside a batch is the refused
 * entry of a reply the document does not show, so what the sub-request did is read back instead: it is
 * sent as a DELETE of the object the real value names, and the object must still be there (must: the
 * rule). The control is the same sub-request with the rule kept, on a second object of the same kind
 * in the same cart, sent first: it must delete that object (must: the sub-request reaches its route in
 * a batch), or the negatives, which read after it, are blocked.
 *
 * Values just outside a rule are derived from the parameter's pattern in the catalog: a character of
 * its class appended where the pattern fixes the length (`[\w-]{32}`: 33 characters, a prefix of which
 * is the real key), and a character outside its class appended (`~`) to any pattern, which a match
 * without its end anchor would still read as the real value.
 *
 * Options (what the site holds is the suite's to make, in its setup):
 * - `carts`: by `<batch route> <namespace prefix>` (`/batch/v1 /shop/store/v1`), a cart of its own: the
 *   `headers` its sub-requests carry, and by each rule's route (its `shop/store` form) the two values its
 *   parameter takes there, `kept` (the negatives' object) and `control` (the control's):
 *   `/shop/store/cart/items/{key}: { kept: "{{itemKey}}", control: "{{otherKey}}" }`; a batch route and
 *   namespace, or a rule, the suite gives no cart or values for is left out;
 * - `sources`: `entry` (the platform's answer to a path no route matches, inside the entry) and
 *   `reply` (the batch reply's shape), the conventions the should-level checks rest on.
 */

/** A value just outside a parameter's pattern, built from the real value: how, and a slug for the case id. */
interface Outside {
  slug: string;
  what: string;
  value: (real: string) => string;
}

/** The parameter's pattern in the route's regex form: `[\w-]{32}` of `(?P<key>[\w-]{32})`. */
function parameterPattern(route: Route, param: string): string | undefined {
  return new RegExp(`\\(\\?P<${param}>([^)]*)\\)`).exec(route.pattern)?.[1];
}

/** The values just outside a pattern the generator knows how to make from a real value (none: no case). */
export function outsideValues(pattern: string): Outside[] {
  const fixed = /^(\[[^\]]+\])\{(\d+)\}$/.exec(pattern);
  const open = /^(\[[^\]]+\]|\\w|\\d)[+*]$/.exec(pattern);
  if (!fixed && !open) return [];
  const out: Outside[] = [];
  if (fixed) {
    const inClass = new RegExp(`^${fixed[1]}$`).test('0') ? '0' : 'a';
    out.push({
      slug: `${Number(fixed[2]) + 1}-characters`,
      what: `${Number(fixed[2]) + 1} characters (the real value and one more)`,
      value: (real) => `${real}${inClass}`,
    });
  }
  out.push({
    slug: 'character-outside',
    what: 'a character outside its pattern after the real value',
    value: (real) => `${real}~`,
  });
  return out;
}

/** The batch routes of the catalog: a route whose endpoint takes `requests` of sub-requests with a path. */
function batchRoutes(catalog: Catalog): Route[] {
  return catalog.routes.filter((r) => r.endpoints.some((e) => e.args.requests?.items?.properties?.path !== undefined));
}

/** The namespaces a batch route reaches: every one from the core's (namespace ''), its own otherwise. */
const reaches = (batch: Route, route: Route) => batch.namespace === '' || batch.namespace === route.namespace;

/** `/shop/store/v1/cart/items/(?P<key>[\w-]{32})` with the parameter given: the path a sub-request sends. */
const pathWith = (route: Route, param: string, value: string) =>
  route.pattern.replace(new RegExp(`\\(\\?P<${param}>[^)]*\\)`), value);

/** `/shop/store/v1/cart/items/{key}` → `/shop/store/cart/items/{key}`: the rule's form of a route. */
const ruleForm = (readable: string) => readable.replace(/^\/shop\/store\/v1(?=\/|$)/, '/shop/store');

const slugOf = (text: string) =>
  text
    .replace(/^\//, '')
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '.')
    .toLowerCase();

export function batchPathCases(catalog: Catalog, spec: GeneratorSpec, file: string): CaseSpec[] {
  const options = spec.options ?? {};
  type Cart = { headers?: Record<string, string> } & Record<string, { kept: string; control: string } | undefined>;
  const carts = (options.carts ?? {}) as Record<string, Cart>;
  const sources = (options.sources ?? {}) as { entry?: string; reply?: string };
  const level = spec.level ?? 'must';
  const common = { level, tags: spec.tags ?? [], capture: {}, origin: { file, generator: spec.generator } };
  const cases: CaseSpec[] = [];
  const ruleOf = (route: Route): PathRule | undefined =>
    PATH_RULES.find((r) => r.route === ruleForm(readablePattern(route.pattern)));
  for (const batch of batchRoutes(catalog)) {
    const batchPath = readablePattern(batch.pattern);
    const batchRow = routeStatement('POST', batchPath)?.id;
    for (const route of catalog.routes) {
      const rule = ruleOf(route);
      if (!rule || !route.allowBatch || !reaches(batch, route)) continue;
      const deletes = route.endpoints.some((e) => e.methods.includes('DELETE'));
      const pattern = parameterPattern(route, rule.param);
      const cart = carts[`${batchPath} /${route.namespace}`];
      const headers = cart?.headers;
      const values = cart?.[rule.route] as { kept: string; control: string } | undefined;
      if (!deletes || !pattern || !values || !headers) continue;
      const outside = outsideValues(pattern);
      if (outside.length === 0) continue;
      const pathStatement = `path.${slugOf(rule.route)}`;
      if (!statement(pathStatement)) throw new Error(`batch-paths: no statement ${pathStatement}`);
      const readable = readablePattern(route.pattern);
      const deleteRow = routeStatement('DELETE', readable)?.id;
      const id = `batch-path.${slugOf(batchPath)}.${slugOf(readable)}`;
      const sub = (value: string) => ({
        method: 'DELETE',
        path: pathWith(route, rule.param, value),
        headers,
      });
      const sent: CheckSpec[] = [
        { check: 'status', value: '2xx', ...(batchRow ? { doc: [batchRow, 'batch.allow-batch-routes'] } : {}) },
        { check: 'status', value: 207, level: 'should', source: sources.reply },
      ];
      const read = (value: string) => ({ method: 'GET', path: pathWith(route, rule.param, value), headers });
      // The control first: the sub-request with the rule kept deletes the second object.
      cases.push({
        ...common,
        id: `${id}.control`,
        title: `a DELETE sub-request of ${readable} through ${batchPath}, ${rule.param} inside its rule (the control: a second object of ours)`,
        requires: ['writes'],
        request: { method: 'POST', path: batchPath, body: { requests: [sub(values.control)] } },
        expect: [
          ...sent,
          { check: 'json', pointer: '/responses/0/status', oneOf: [200, 204], level: 'should', source: sources.reply },
        ],
      });
      cases.push({
        ...common,
        id: `${id}.control-gone`,
        title: `the object the control's sub-request named is gone (the sub-request reached ${readable})`,
        requires: ['writes'],
        after: [`${id}.control`],
        request: read(values.control),
        expect: [{ check: 'status', value: '4xx', doc: [...(deleteRow ? [deleteRow] : []), 'batch.routes'] }],
      });
      for (const o of outside) {
        const value = o.value(values.kept);
        cases.push({
          ...common,
          id: `${id}.${o.slug}`,
          title: `a DELETE sub-request of ${readable} through ${batchPath} with ${rule.param} of ${o.what}: refused inside its entry`,
          requires: ['writes'],
          after: [`${id}.control-gone`],
          request: { method: 'POST', path: batchPath, body: { requests: [sub(value)] } },
          expect: [
            ...sent,
            { check: 'json', pointer: '/responses/0/status', equals: 404, level: 'should', source: sources.entry },
          ],
        });
        cases.push({
          ...common,
          id: `${id}.${o.slug}.kept`,
          title: `the object the real ${rule.param} names is still there: the sub-request outside the rule did not reach it (${rule.lines.map((l) => `line ${l}`).join(', ')})`,
          requires: ['writes'],
          after: [`${id}.${o.slug}`],
          request: read(values.kept),
          expect: [{ check: 'status', value: '2xx', doc: [pathStatement] }],
        });
      }
    }
  }
  return cases;
}
