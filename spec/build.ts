import { readablePattern } from './patterns.js';
import type { Access, Args, Endpoint, HttpMethod, Route } from './types.js';

/** An endpoint before its route fills in the handler id and access defaults. */
export interface EndpointDraft {
  methods: HttpMethod[];
  args: Args;
  access?: Access;
}

export function ep(methods: HttpMethod | HttpMethod[], args: Args = {}, access?: Access): EndpointDraft {
  const draft: EndpointDraft = { methods: Array.isArray(methods) ? methods : [methods], args };
  if (access) draft.access = access;
  return draft;
}

export const EDITABLE: HttpMethod[] = ['POST', 'PUT', 'PATCH'];

export interface RouteOptions {
  batch?: boolean;
  /** Namespace whose handlers serve this route (the storefront's versioned alias shares handlers). */
  handlerNamespace?: string;
  /** Access for endpoints that do not name their own. */
  access: Access | ((methods: HttpMethod[]) => Access);
}

/**
 * `path` is written with the platform's named groups, relative to the namespace. Handler ids drop the
 * group bodies so that `/cart/items/{key} GET` reads the same wherever the route is served.
 */
export function route(namespace: string, path: string, options: RouteOptions, ...drafts: EndpointDraft[]): Route {
  const pattern = namespace === '' ? path : `/${namespace}${path}`;
  const readable = readablePattern(path) || '/';
  const owner = options.handlerNamespace ?? namespace;
  const endpoints: Endpoint[] = drafts.map((d) => ({
    methods: d.methods,
    args: d.args,
    access: d.access ?? (typeof options.access === 'function' ? options.access(d.methods) : options.access),
    handler: `${owner}${owner ? ':' : ''}${readable} ${d.methods.join(',')}`,
  }));
  return { namespace, pattern, allowBatch: options.batch ?? false, endpoints };
}
