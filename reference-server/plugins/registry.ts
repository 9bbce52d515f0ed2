import type { Catalog } from '../../spec/types.js';
import type { Handler } from '../http/types.js';

/**
 * Binds implementations to the catalog's handler ids. Registering an id the catalog does not have is
 * a programming error caught at start-up, so a plugin can never serve a route the index does not list.
 */
export class HandlerRegistry {
  private readonly handlers = new Map<string, Handler>();
  private readonly known: Set<string>;

  constructor(catalogs: Catalog[]) {
    this.known = new Set(catalogs.flatMap((c) => c.routes.flatMap((r) => r.endpoints.map((e) => e.handler))));
  }

  handle(id: string, handler: Handler): void {
    if (!this.known.has(id)) throw new Error(`reference-server: no catalog endpoint has handler id "${id}"`);
    this.handlers.set(id, handler);
  }

  get map(): ReadonlyMap<string, Handler> {
    return this.handlers;
  }

  /** Catalog handler ids with no implementation: they answer 501 after validating. */
  unimplemented(): string[] {
    return [...this.known].filter((id) => !this.handlers.has(id)).sort();
  }
}
