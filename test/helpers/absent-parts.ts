import type { FastifyInstance } from 'fastify';
import { PreparationError, type Dispatcher } from '../../reference-server/core/dispatcher.js';
import { errors } from '../../reference-server/http/errors.js';
import type { Handler, RestResponse } from '../../reference-server/http/types.js';
import type { HandlerRegistry } from '../../reference-server/plugins/registry.js';
import type { Storage } from '../../reference-server/storage/index.js';
import { buildCatalog } from '../../spec/catalog.js';
import { partOf } from '../../src/coverage/parts.js';
import { PART_VALUES } from '../../src/loading/part-tags.js';
import { bodyOf, type IndexDocument } from './faults.js';

/**
 * A shop without two optional plugins, as the platform runs without them: no subscriptions (its product
 * types and coupon discount types) and no payment gateway (its checkout payment methods, and its routes
 * under `shop/v3` and `shop/v1`, namespaces the platform itself has). Legitimate: the document describes
 * a shop with both, and a shop without them is told so by the run once per absent part (the root causes
 * `values:subscriptions`, `values:gateway` and `part:gateway`), never by a failing case.
 */

/** The values each argument loses: the plugins' values of the part-tags table. */
export const ABSENT_VALUES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  ['payment_method', 'type', 'discount_type'].map((arg) => [
    arg,
    new Set(PART_VALUES.filter((p) => p.arg === arg).flatMap((p) => p.values)),
  ]),
);

/** The gateway's routes, on both sites (the same patterns). */
export const GATEWAY_ROUTES: ReadonlySet<string> = new Set(
  buildCatalog('primary')
    .routes.filter((r) => partOf(r) === 'gateway')
    .map((r) => r.pattern),
);

/** An index (or a namespace's) without the gateway's routes and without the plugins' enum values. */
function withoutPlugins(index: Pick<IndexDocument, 'routes'>): void {
  for (const pattern of Object.keys(index.routes)) if (GATEWAY_ROUTES.has(pattern)) delete index.routes[pattern];
  for (const route of Object.values(index.routes)) {
    for (const endpoint of route.endpoints) {
      if (Array.isArray(endpoint.args)) continue;
      for (const [name, arg] of Object.entries(endpoint.args)) {
        const gone = ABSENT_VALUES.get(name);
        if (gone && Array.isArray(arg.enum)) arg.enum = arg.enum.filter((v) => !gone.has(String(v)));
      }
    }
  }
}

/** Runs `patch` on the dispatcher once the app is built (the dispatcher is decorated after `extend`). */
function patchDispatcher(app: FastifyInstance, patch: (dispatcher: Dispatcher) => void): void {
  app.addHook('onReady', async () => patch(app.shop.dispatcher));
}

/** A handler whose JSON answer is rewritten, in the interface's words (before any vocabulary speaks it). */
function rewritten(handler: Handler | undefined, edit: (body: Pick<IndexDocument, 'routes'>) => void): Handler {
  if (!handler) throw new Error('absent parts: no index handler to wrap');
  const rewrite = (response: RestResponse): RestResponse => {
    if (response.status !== 200) return response;
    const body = bodyOf(response) as Pick<IndexDocument, 'routes'>;
    edit(body);
    const { rawJson: _raw, rawJsonOnce: _once, ...rest } = response;
    return { ...rest, body };
  };
  return (ctx) => {
    const response = handler(ctx);
    return response instanceof Promise ? response.then(rewrite) : rewrite(response);
  };
}

/**
 * The variation: the index (and the `shop/v3`, `shop/v1` namespace indexes) without the plugins'
 * routes and values, on both sites; a request for one of the gateway's routes is not routed
 * (`rest_no_route`, batch sub-requests too), and a value the index no longer offers is refused as
 * invalid (`rest_invalid_param`, naming the argument), as the platform validates against its own enum.
 * `storage` is the shop's, as every variation takes it; the plugins leave it as it is.
 */
export function absentParts(_storage: Storage) {
  return (app: FastifyInstance, registry: HandlerRegistry): void => {
    registry.handle('core:index GET', rewritten(registry.map.get('core:index GET'), withoutPlugins));
    registry.handle(
      'core:namespace-index GET',
      rewritten(registry.map.get('core:namespace-index GET'), withoutPlugins),
    );
    patchDispatcher(app, (dispatcher) => {
      const match = dispatcher.match.bind(dispatcher);
      dispatcher.match = (request) => {
        const found = match(request);
        if (GATEWAY_ROUTES.has(found.route.pattern)) throw errors.noRoute();
        return found;
      };
      const prepare = dispatcher.prepare.bind(dispatcher);
      dispatcher.prepare = (request, found) => {
        const prepared = prepare(request, found);
        for (const [name, gone] of ABSENT_VALUES) {
          const value = prepared.params[name];
          if (typeof value === 'string' && gone.has(value))
            throw new PreparationError(
              errors.invalidParams({ [name]: `${name} is not one of the values this site offers.` }, {}),
              prepared.headers,
            );
        }
        return prepared;
      };
    });
  };
}
