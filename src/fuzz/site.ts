import { catalogFor } from '../catalog/routes.js';
import type { CaseSpec, RequestSpec } from '../model/suite.js';
import { executeCase } from '../runner/execute-case.js';
import type { Route } from '../../spec/types.js';
import { fuzzOrigin } from './cases.js';
import { isItemWrite, segmentsOf, type FuzzEndpoint } from './endpoints.js';
import type { PhaseContext } from './context.js';

/**
 * What the phase asks of the site besides its generated requests: the items whose ids fill a path,
 * the cart its storefront writes carry, and the removal of what its creates made. Each is sent as a
 * case of its own (spoken in the site's words, its captures taken as every case takes them), but
 * reported nowhere: only the generated requests have verdicts.
 */
async function ask(
  e: FuzzEndpoint,
  ctx: PhaseContext,
  request: RequestSpec,
  capture: CaseSpec['capture'] = {},
  expect: CaseSpec['expect'] = [],
): Promise<{ passed: boolean; captures: Map<string, unknown>; status?: number | undefined }> {
  const spec: CaseSpec = {
    id: 'fuzz-site',
    title: `${request.method} ${request.path}`,
    level: 'must',
    tags: ['fuzz'],
    requires: [],
    request,
    expect,
    capture,
    origin: fuzzOrigin(e),
  };
  const captures = new Map<string, unknown>();
  const result = await executeCase(ctx.suite, ctx.speak(spec), captures, ctx.env);
  return { passed: result.outcome === 'passed', captures, status: result.exchange?.response?.status };
}

const auth = (e: FuzzEndpoint) => (e.endpoint.access === 'admin' ? ('admin' as const) : ('none' as const));

/**
 * The path to request, its parameters taken from what the site lists (probe with what the site has,
 * not assumed ids): each parameter from the first item of the collection before it, that item's member
 * of the parameter's name, or its `id` or `key`, and only a value the parameter's pattern allows.
 */
export async function resolvePath(e: FuzzEndpoint, ctx: PhaseContext): Promise<{ path: string } | { skip: string }> {
  const segments = segmentsOf(e.route);
  if (!segments) return { skip: `a path parameter the phase cannot fill: ${e.route.pattern}` };
  let path = '';
  for (const segment of segments) {
    if ('text' in segment) {
      path += `/${segment.text}`;
      continue;
    }
    const listed = await ask(
      e,
      ctx,
      { method: 'GET', path: path || '/', auth: auth(e) },
      {
        named: { pointer: `/0/${segment.param}` },
        id: { pointer: '/0/id' },
        key: { pointer: '/0/key' },
      },
    );
    const value = [listed.captures.get('named'), listed.captures.get('id'), listed.captures.get('key')].find(
      (v) => (typeof v === 'number' || typeof v === 'string') && segment.pattern.test(String(v)),
    );
    if (value === undefined) return { skip: `GET ${path || '/'} listed no item to take ${segment.param} from` };
    path += `/${encodeURIComponent(String(value))}`;
  }
  return { path: path || '/' };
}

/** The cart the storefront writes carry, as the site hands it out (its Cart-Token header), in the suites' words. */
export async function cartHeaders(e: FuzzEndpoint, ctx: PhaseContext): Promise<Record<string, string>> {
  const { captures } = await ask(
    e,
    ctx,
    { method: 'GET', path: '/shop/store/cart' },
    { cartToken: { header: 'Cart-Token' } },
  );
  const token = captures.get('cartToken');
  return typeof token === 'string' ? { 'Cart-Token': token } : {};
}

/** The route that deletes what a create on `e` makes: its pattern and one parameter more, with DELETE. */
function deleteRouteOf(e: FuzzEndpoint): Route | undefined {
  const depth = segmentsOf(e.route)?.length ?? 0;
  return catalogFor('primary').routes.find(
    (r) =>
      r.pattern.startsWith(`${e.route.pattern}/(?P<`) &&
      segmentsOf(r)?.length === depth + 1 &&
      r.endpoints.some((x) => x.methods.includes('DELETE')),
  );
}

/**
 * Why valid combinations are not sent to a write, or undefined: a valid update changes the site's own
 * item, a valid checkout places an order, and a valid create whose result no route deletes would be
 * left behind, once per request. Those get only requests that break a rule, which must be refused.
 */
export function validWithheld(e: FuzzEndpoint): string | undefined {
  if (e.method === 'GET') return undefined;
  if (isItemWrite(e)) return 'a valid update would change the site’s own item';
  // The one storefront write whose success outlives the session's cart (shop-rest-interface.md, checkout).
  if (/\/checkout$/.test(e.route.pattern)) return 'a valid checkout would place an order';
  if (e.endpoint.access === 'admin' && e.method === 'POST' && !deleteRouteOf(e))
    return 'a valid create would leave what it made behind (no route deletes it)';
  return undefined;
}

/** At most this much of an id the target made is quoted in what the phase reports as left behind. */
const QUOTED = 80;
const quoted = (id: unknown) => {
  const text = typeof id === 'string' ? id : (JSON.stringify(id) ?? String(id));
  return text.length > QUOTED ? `${text.slice(0, QUOTED)}… (${text.length} characters)` : text;
};

/**
 * Removes what the endpoint's valid creates made (the route's DELETE, `force=true`, as the suites'
 * teardowns do); says what it could not remove. An id is the target's: only one the delete route's
 * parameter allows is sent, and what is quoted of any other is cut.
 */
export async function removeCreated(
  e: FuzzEndpoint,
  path: string,
  ids: readonly unknown[],
  ctx: PhaseContext,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const route = deleteRouteOf(e);
  const last = route ? segmentsOf(route)?.at(-1) : undefined;
  if (!route || !last || !('param' in last))
    return ids.map((id) => `${e.key} made ${quoted(id)}, which no route of the interface deletes`);
  const left: string[] = [];
  for (const id of ids) {
    if ((typeof id !== 'number' && typeof id !== 'string') || !last.pattern.test(String(id))) {
      left.push(`${e.key} made ${quoted(id)}, not an id the delete route takes`);
      continue;
    }
    const removed = await ask(
      e,
      ctx,
      { method: 'DELETE', path: `${path}/${encodeURIComponent(String(id))}`, query: { force: true }, auth: auth(e) },
      {},
      [{ check: 'status', value: '2xx' }],
    );
    if (!removed.passed) left.push(`${e.key} made ${quoted(id)}; DELETE answered ${removed.status ?? 'nothing'}`);
  }
  return left;
}
