import { memo } from '../util/memo.js';
import type { Catalog, Endpoint, HttpMethod, Route } from '../../spec/types.js';

export interface RouteMatch {
  route: Route;
  endpoint: Endpoint;
  urlParams: Record<string, string>;
}

interface CompiledRoute {
  route: Route;
  regex: RegExp;
}

/** The platform's named groups `(?P<name>` are JavaScript's `(?<name>`. */
export function compilePattern(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/\(\?P</g, '(?<')}$`, 'i');
}

/** Untrailed, '/' for empty: the platform's route normalisation. */
export function normalizeRoutePath(path: string): string {
  // Most paths need no decoding or trimming at all.
  if (!path.includes('%') && !path.endsWith('/') && path.startsWith('/')) return path;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as sent; it will simply find no route.
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Route matching with the platform's semantics: only the routes of namespaces that prefix the path are
 * tried (all routes when none does), in registration order, anchored and case-insensitive; within a
 * route the first endpoint declaring the method wins, HEAD falling back to GET; a route whose
 * endpoints do not take the method lets the search continue.
 */
export class Router {
  private readonly compiled: CompiledRoute[];
  private readonly byNamespace = new Map<string, CompiledRoute[]>();

  constructor(readonly catalog: Catalog) {
    this.compiled = catalog.routes.map((route) => ({ route, regex: compilePattern(route.pattern) }));
    for (const entry of this.compiled) {
      const list = this.byNamespace.get(entry.route.namespace) ?? [];
      list.push(entry);
      this.byNamespace.set(entry.route.namespace, list);
    }
  }

  match(method: string, rawPath: string): RouteMatch | undefined {
    const path = normalizeRoutePath(rawPath);
    for (const { route, regex } of this.candidates(path)) {
      const found = regex.exec(path);
      if (!found) continue;
      const endpoint = findEndpoint(route, method);
      if (!endpoint) continue;
      const urlParams: Record<string, string> = {};
      for (const [name, value] of Object.entries(found.groups ?? {})) if (value !== undefined) urlParams[name] = value;
      return { route, endpoint, urlParams };
    }
    return undefined;
  }

  /** The first route whose pattern matches, whatever the method: what OPTIONS and Allow describe. */
  routeFor(rawPath: string): Route | undefined {
    const path = normalizeRoutePath(rawPath);
    return this.candidates(path).find(({ regex }) => regex.test(path))?.route;
  }

  private readonly candidateCache = memo<string, CompiledRoute[]>(5000);

  private candidates(path: string): CompiledRoute[] {
    return this.candidateCache(path, () => this.computeCandidates(path));
  }

  private computeCandidates(path: string): CompiledRoute[] {
    const probe = `${path.replace(/^\/+/, '')}/`;
    const prefixed = this.catalog.namespaces
      .filter((ns) => probe.startsWith(ns))
      .flatMap((ns) => this.byNamespace.get(ns) ?? []);
    return prefixed.length > 0 ? prefixed : this.compiled;
  }
}

function findEndpoint(route: Route, method: string): Endpoint | undefined {
  for (const endpoint of route.endpoints) {
    const checked = method === 'HEAD' && !endpoint.methods.includes('HEAD' as HttpMethod) ? 'GET' : method;
    if (endpoint.methods.includes(checked as HttpMethod)) return endpoint;
  }
  return undefined;
}
