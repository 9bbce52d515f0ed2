import { buildCatalog } from '../catalog.js';
import { readablePattern } from '../patterns.js';
import type { ArgSchema, HttpMethod, Route } from '../types.js';
import { ARGUMENT_ROWS } from './arguments.js';
import { PATH_RULES } from './paths.js';
import { PROSE_ROWS } from './prose.js';
import { replySays, replyStatements } from '../replies/index.js';
import { ROUTE_ROWS } from './routes.js';
import type { Place, Statement, StatementKind } from './types.js';

export type { Place, Statement, StatementKind } from './types.js';

/**
 * The statement ledger: every statement `shop-rest-interface.md` makes, each with its lines, as data.
 * Built from four tables: the routes' rows (`routes.ts`), each argument where the document states it
 * (`arguments.ts`, its facets confirmed by the catalog), the path parameters' rules (`paths.ts`) and
 * what the document says in prose (`prose.ts`). Suites name these ids (`doc:`) for every must-level
 * expectation; `test/deviations/statements.test.ts` holds each statement to a case that shows it and
 * a fault that breaks it.
 */

const STORE = '/shop/store';
const STORE_V1 = '/shop/store/v1';

/** `get./shop/store/products` → `get.shop.store.products`: the generated cases' slug, kept in step with them. */
export function statementSlug(method: string, route: string): string {
  const path = route
    .replace(/^\//, '')
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '.');
  return `${method.toLowerCase()}.${path || 'root'}`.toLowerCase();
}

/** A storefront route in both namespaces; any other route as it is. */
export function aliasesOf(route: string): string[] {
  return route === STORE || route.startsWith(`${STORE}/`) ? [route, STORE_V1 + route.slice(STORE.length)] : [route];
}

const places = (methods: readonly HttpMethod[], route: string): Place[] =>
  aliasesOf(route).flatMap((r) => methods.map((method) => ({ method, route: r })));

interface CatalogEndpoint {
  route: Route;
  readable: string;
  methods: HttpMethod[];
  args: Record<string, ArgSchema>;
}

let endpointsBuilt: CatalogEndpoint[] | undefined;

function catalogEndpoints(): CatalogEndpoint[] {
  endpointsBuilt ??= buildCatalog('primary')
    .routes.filter((r) => r.namespace !== 'shop/store/v1')
    .flatMap((route) =>
      route.endpoints.map((e) => ({
        route,
        readable: readablePattern(route.pattern),
        methods: e.methods,
        args: e.args,
      })),
    );
  return endpointsBuilt;
}

const FACETS: readonly StatementKind[] = ['default', 'enum', 'minimum', 'maximum', 'max-items', 'required'];
const REFUSALS: ReadonlySet<StatementKind> = new Set(['enum', 'minimum', 'maximum', 'max-items', 'required']);

/** The value the catalog gives a facet, or undefined when the catalog has no such facet. */
function facetValue(schema: ArgSchema, facet: StatementKind): unknown {
  switch (facet) {
    case 'default':
      return schema.default;
    case 'enum':
      return schema.enum ?? (schema.type === 'array' ? schema.items?.enum : undefined);
    case 'minimum':
      return schema.minimum;
    case 'maximum':
      return schema.maximum;
    case 'max-items':
      return schema.maxItems;
    case 'required':
      return schema.required === true ? true : undefined;
    default:
      return undefined;
  }
}

/** Forms the prose states for an argument itself (`route arg`), which the argument rows leave to it. */
const PROSE_FORMS = new Set(['/shop/store/cart/select-shipping-rate package_id']);

function build(): Statement[] {
  const endpoints = catalogEndpoints();
  const statements: Statement[] = [];
  // Routes: each endpoint of each route row.
  for (const [route, line] of ROUTE_ROWS) {
    for (const e of endpoints.filter((x) => x.readable === route)) {
      statements.push({
        id: `route.${statementSlug(e.methods[0] as string, route)}`,
        kind: 'route',
        lines: [line],
        says: `${e.methods.join(', ')} ${route}`,
        on: places(e.methods, route),
      });
    }
  }
  // Arguments: what each does, and the facets the document states that the catalog has too.
  for (const [methods, route, arg, line, facets, says] of ARGUMENT_ROWS) {
    const first = methods.split(',')[0] as HttpMethod;
    const endpoint = endpoints.find((e) => e.readable === route && e.methods[0] === first);
    const schema = endpoint?.args[arg];
    if (!endpoint || !schema) throw new Error(`statements: no argument ${arg} of ${methods} ${route} in the catalog`);
    const slug = `${statementSlug(first, route)}.${arg}`;
    const on = places(endpoint.methods, route);
    statements.push({ id: slug, kind: 'effect', lines: [line], says, on, arg });
    // Each form of a type the document gives in words ("null or string", "integer or null"): taken.
    const types = Array.isArray(schema.type) ? schema.type : [];
    if (types.length > 1 && / or /.test(says) && !PROSE_FORMS.has(`${route} ${arg}`))
      statements.push({
        id: `${slug}.forms`,
        kind: 'forms',
        lines: [line],
        says,
        on,
        arg,
        value: [...types],
      });
    const stated = new Set(facets.split(' ').filter(Boolean));
    for (const facet of FACETS) {
      const value = facetValue(schema, facet);
      if (!stated.has(facet) || value === undefined) continue;
      statements.push({
        id: `${slug}.${facet}`,
        kind: facet,
        lines: facetLines(line, arg, facet),
        says,
        on,
        arg,
        value,
        ...(REFUSALS.has(facet) ? { refusal: true } : {}),
      });
    }
  }
  // Path parameters.
  for (const rule of PATH_RULES) {
    const methods = endpoints.filter((e) => e.readable === rule.route).flatMap((e) => e.methods);
    if (methods.length === 0) throw new Error(`statements: no route ${rule.route} in the catalog`);
    statements.push({
      id: `path.${statementSlug('x', rule.route).slice(2)}`,
      kind: 'path',
      lines: rule.lines,
      says: rule.says,
      on: places(methods, rule.route),
      arg: rule.param,
      refusal: true,
    });
  }
  // Prose.
  for (const row of PROSE_ROWS) {
    statements.push({
      id: row.id,
      kind: row.id.endsWith('-forms') ? 'forms' : 'behaviour',
      lines: row.lines,
      says: row.says,
      on: row.on.flatMap((where) => resolvePlace(where, endpoints)),
      ...(row.arg !== undefined ? { arg: row.arg } : {}),
      ...(row.value !== undefined ? { value: row.value } : {}),
      ...(row.refusal ? { refusal: true } : {}),
    });
  }
  // Reply members: each rule the document states of a member, on the routes whose replies carry it.
  for (const reply of replyStatements()) {
    statements.push({
      id: reply.id,
      kind: 'reply',
      lines: [...reply.lines],
      says: replySays(reply),
      on: [...reply.on].flatMap((where) => {
        const [method, route] = where.split(' ') as [HttpMethod, string];
        return places([method], route);
      }),
      arg: reply.path,
      ...(reply.node.type ? { value: [...reply.node.type] } : {}),
    });
  }
  return statements;
}

/**
 * A facet stated on the argument's own line, and where the document states it again for all: the
 * common `context` (line 37), paging (229, the limits table 368-372).
 */
function facetLines(line: number, arg: string, facet: StatementKind): number[] {
  const more: number[] = [];
  if (arg === 'context') more.push(37);
  if (arg === 'page') more.push(229, 372);
  // Stated again elsewhere: the states table (215), the status vocabularies (211, 221), the limits table (373-375).
  if (arg === 'status' && facet === 'default' && line === 118) more.push(215);
  if (arg === 'status' && line === 289) more.push(211);
  if (arg === 'status' && line === 292) more.push(221);
  if (arg === 'maxwidth' && facet === 'default') more.push(374);
  // The catalog filter vocabulary states the operators' enums and defaults once for both listings.
  if (['category_operator', 'tag_operator', 'attribute_relation'].includes(arg)) more.push(109);
  if ((arg === 'download_limit' || arg === 'download_expiry') && facet === 'default') more.push(375);
  if (arg === 'requests' && facet === 'max-items') more.push(367);
  if (arg === 'per_page' && (facet === 'minimum' || facet === 'maximum' || facet === 'default')) {
    if (line === 268) more.push(368);
    else if (line === 270 || line === 272) more.push(369);
    else if (line === 296) more.push(371);
    else more.push(370);
  }
  return [line, ...more.filter((l) => l !== line)];
}

/** `GET /route` (both storefront namespaces), `GET *` (every route with a GET), `GET /{namespace}` (every namespace index). */
function resolvePlace(where: string, endpoints: CatalogEndpoint[]): Place[] {
  const [method, route] = where.split(' ') as [HttpMethod, string];
  if (route === '*')
    return endpoints.filter((e) => e.methods.includes(method)).flatMap((e) => places([method], e.readable));
  if (route === '/{namespace}')
    return endpoints
      .filter((e) => e.route.pattern === `/${e.route.namespace}` && e.route.namespace !== '')
      .flatMap((e) => places([method], e.readable));
  const endpoint = endpoints.find((e) => e.readable === route && e.methods.includes(method));
  if (!endpoint) throw new Error(`statements: no ${method} ${route} in the catalog`);
  return places([method], route);
}

/** A route's readable pattern in the form the ledger speaks: `shop/store/v1` routes as their `shop/store` form. */
export function ledgerRoute(readable: string): string {
  return readable === STORE_V1 || readable.startsWith(`${STORE_V1}/`)
    ? STORE + readable.slice(STORE_V1.length)
    : readable;
}

/**
 * The statement about an argument of an endpoint (`facet` left out: what it does), if the document makes
 * one: `method` is any method of the endpoint, `route` its readable pattern in either storefront namespace.
 */
export function argumentStatement(
  method: string,
  route: string,
  arg: string,
  facet?: Exclude<StatementKind, 'route' | 'effect' | 'path' | 'behaviour' | 'forms'>,
): Statement | undefined {
  const base = ledgerRoute(route);
  const endpoint = catalogEndpoints().find(
    (e) => e.readable === base && e.methods.includes(method.toUpperCase() as HttpMethod),
  );
  if (!endpoint) return undefined;
  return statement(`${statementSlug(endpoint.methods[0] as string, base)}.${arg}${facet ? `.${facet}` : ''}`);
}

/** The statement that an endpoint answers its method (its route's row). */
export function routeStatement(method: string, route: string): Statement | undefined {
  const base = ledgerRoute(route);
  const endpoint = catalogEndpoints().find(
    (e) => e.readable === base && e.methods.includes(method.toUpperCase() as HttpMethod),
  );
  return endpoint ? statement(`route.${statementSlug(endpoint.methods[0] as string, base)}`) : undefined;
}

let built: readonly Statement[] | undefined;
let byId: ReadonlyMap<string, Statement> | undefined;

/** Every statement of the document, built once. */
export function statements(): readonly Statement[] {
  built ??= Object.freeze(build());
  return built;
}

export function statement(id: string): Statement | undefined {
  byId ??= new Map(statements().map((s) => [s.id, s]));
  return byId.get(id);
}

/** Ids that share a statement's prefix, for a loader's "did you mean". */
export function statementsNear(id: string, limit = 5): string[] {
  const stem = id.split('.').slice(0, -1).join('.');
  return statements()
    .map((s) => s.id)
    .filter((s) => stem !== '' && s.startsWith(stem))
    .slice(0, limit);
}
