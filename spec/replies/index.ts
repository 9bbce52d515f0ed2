import { readablePattern } from '../patterns.js';
import { REPLY_ROUTES } from './routes.js';
import { ERROR, NAMESPACE_INDEX } from './site.js';
import type { ReplyNode, ReplyRoute, ReplySource } from './types.js';

export type { ReplyFormat, ReplyNode, ReplyRoute, ReplySource, ReplyType } from './types.js';
export { REPLY_ROUTES } from './routes.js';
export { ERROR as ERROR_REPLY } from './site.js';

const STORE = '/shop/store';
const STORE_V1 = '/shop/store/v1';

/** A `/shop/store/v1` route in its `/shop/store` form, as the document's tables show the storefront. */
function unversioned(route: string): string {
  return route === STORE_V1 || route.startsWith(`${STORE_V1}/`) ? STORE + route.slice(STORE_V1.length) : route;
}

let byRoute: Map<string, ReplyNode> | undefined;

/**
 * What a 2xx answer of `method` on a route (its catalog pattern, any site, either storefront namespace)
 * is, if the document or a convention describes it; a namespace's own index is found by its pattern.
 */
export function successReply(method: string, pattern: string, namespace: string): ReplyNode | undefined {
  if (namespace !== '' && pattern === `/${namespace}`) return method === 'GET' ? NAMESPACE_INDEX : undefined;
  byRoute ??= new Map(REPLY_ROUTES.flatMap((r) => r.methods.map((m) => [`${m} ${r.route}`, r.reply] as const)));
  return byRoute.get(`${method.toUpperCase()} ${unversioned(readablePattern(pattern))}`);
}

/** The id of the statement a member's rule stands on: `reply.order.line_items[].quantity`, `….present` for its presence. */
export function replyStatementId(resource: string, path: string, rule: 'type' | 'present'): string {
  const base =
    path === ''
      ? `reply.${resource}`
      : `reply.${resource}${path.startsWith('[') || path.startsWith('{') ? '' : '.'}${path}`;
  return rule === 'present' ? `${base}.present` : base;
}

/** A member's place inside its resource, one step further: `billing` → `billing.email`, items as `[]`, map values as `{}`. */
export function stepInto(path: string, step: string): string {
  if (step === '[]' || step === '{}') return `${path}${step}`;
  return path === '' ? step : `${path}.${step}`;
}

/** One rule of a member the document states (must), where a reply carries it. */
export interface ReplyStatement {
  id: string;
  resource: string;
  title: string;
  /** Its place in the resource (`line_items[].quantity`; '' for the resource itself). */
  path: string;
  rule: 'type' | 'present';
  lines: readonly number[];
  node: ReplyNode;
  /** `METHOD /route` of every route whose 2xx reply carries it (storefront routes in their `shop/store` form). */
  on: Set<string>;
}

const linesOf = (source: ReplySource | undefined): readonly number[] | undefined =>
  source && 'lines' in source ? source.lines : undefined;

/**
 * Walks a reply's description as the examiner does, naming each member by its resource and path:
 * `visit` sees every node with the resource it belongs to and its path there.
 */
export function walkReply(
  node: ReplyNode,
  visit: (node: ReplyNode, resource: string, title: string, path: string) => void,
  resource = node.resource ?? 'reply',
  title = node.title ?? 'a reply',
  path = '',
): void {
  if (node.resource !== undefined && path !== '') {
    walkReply(node, visit, node.resource, node.title ?? node.resource, '');
    return;
  }
  visit(node, resource, title, path);
  for (const [name, member] of Object.entries(node.members ?? {}))
    walkReply(member, visit, resource, title, stepInto(path, name));
  if (node.items) walkReply(node.items, visit, resource, title, stepInto(path, '[]'));
  if (node.values) walkReply(node.values, visit, resource, title, stepInto(path, '{}'));
  if (node.orError) walkReply(node.orError, visit, resource, title, stepInto(path, 'error'));
}

/** Every convention a reply's description rests on (each a should-level rule of the examination). */
export function replyConventions(): Set<string> {
  const out = new Set<string>();
  const note = (source: ReplySource | undefined) => {
    if (source && 'convention' in source) out.add(source.convention);
  };
  const all = [...REPLY_ROUTES.map((r) => r.reply), NAMESPACE_INDEX, ERROR];
  for (const reply of all)
    walkReply(reply, (node) => {
      note(node.source);
      note(node.present);
      note(node.nullable);
      note(node.statusMatches);
      if (node.orError) walkReply(node.orError, (inner) => [inner.source, inner.present].forEach(note));
    });
  return out;
}

let statementsBuilt: ReplyStatement[] | undefined;

/** Every rule of a reply member the document states, each once, with the routes whose replies carry it. */
export function replyStatements(): readonly ReplyStatement[] {
  if (statementsBuilt) return statementsBuilt;
  const byId = new Map<string, ReplyStatement>();
  const add = (route: ReplyRoute | undefined, node: ReplyNode, resource: string, title: string, path: string) => {
    for (const rule of ['type', 'present'] as const) {
      const lines = linesOf(rule === 'type' ? node.source : node.present);
      // A member "of any type" states nothing a value could break: no statement of its type.
      if (!lines || (rule === 'type' && !node.type)) continue;
      const id = replyStatementId(resource, path, rule);
      let entry = byId.get(id);
      if (!entry) {
        entry = { id, resource, title, path, rule, lines, node, on: new Set() };
        byId.set(id, entry);
      }
      if (route) for (const m of route.methods) entry.on.add(`${m} ${route.route}`);
    }
  };
  for (const route of REPLY_ROUTES)
    walkReply(route.reply, (node, resource, title, path) => add(route, node, resource, title, path));
  // The descriptors of a namespace's index are the index's descriptors (line 31): no route of their own.
  walkReply(NAMESPACE_INDEX, (node, resource, title, path) => add(undefined, node, resource, title, path));
  walkReply(ERROR, (node, resource, title, path) => add(undefined, node, resource, title, path));
  statementsBuilt = [...byId.values()];
  return statementsBuilt;
}

/** What a statement of a reply member says, in words: `an order: line_items[].quantity is an integer`. */
export function replySays(s: ReplyStatement): string {
  const where = s.path === '' ? s.title : `${s.title}: ${s.path}`;
  if (s.rule === 'present') return `${where} is always in the reply`;
  const types = s.node.type ? s.node.type.map((t) => TYPE_WORDS[t]).join(' or ') : 'of any type';
  const extra = [
    s.node.enum ? `one of ${s.node.enum.join(', ')}` : '',
    s.node.format ? FORM_WORDS[s.node.format] : '',
    s.node.nullable ? 'null when it holds no value' : '',
  ].filter(Boolean);
  return `${where} is ${types}${extra.length ? ` (${extra.join('; ')})` : ''}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** The forms a string may be stated to have, in words. */
export const FORM_WORDS: Record<string, string> = {
  uri: 'a URL',
  email: 'an e-mail address',
  'cart-item-key': 'exactly 32 word characters or hyphens',
  'http-method': 'an HTTP method name',
};
