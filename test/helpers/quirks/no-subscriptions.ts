import type { FastifyInstance } from 'fastify';
import type { RestRequest } from '../../../reference-server/http/types.js';
import type { HandlerRegistry } from '../../../reference-server/plugins/registry.js';
import type { Storage } from '../../../reference-server/storage/index.js';
import { absentParts } from '../absent-parts.js';
import { path, rewriteReplies } from '../conformance.js';

/**
 * A shop without the subscriptions plugin, as the platform runs without it, beyond the values its index
 * no longer offers (`absentParts`): what the plugin adds to the storefront is gone too. A cart item's
 * `extensions` holds nothing (the plugin registers `extensions.subscriptions`), and the index declares
 * the cart item routes' `extensions` argument with no properties and an empty default (the document's
 * default, `subscriptions.synchronization: []`, is the plugin's), so nothing inside it is validated
 * (an `extensions.subscriptions` member of any type is taken). The absent plugin is one root cause,
 * `values:subscriptions`: nothing that rests on it may fail past it.
 */

type Args = Record<string, { properties?: unknown; default?: unknown }>;
type IndexBody = { routes?: Record<string, { endpoints?: { args?: Args | unknown[] }[] }> };

const isIndex = (url: string) => /^\/(de\/)?(rest-api|api-json)(\/[\w-]+(\/v\d+)?)?\/?$/.test(path(url));

export function noSubscriptionsPlugin(storage: Storage) {
  return (app: FastifyInstance, registry: HandlerRegistry): void => {
    absentParts(storage)(app, registry);
    rewriteReplies(
      app,
      (m, url, status) => m === 'GET' && status === 200 && isIndex(url),
      (body) => {
        const index = body as IndexBody;
        for (const [pattern, route] of Object.entries(index.routes ?? {})) {
          if (!/\/store(\/v1)?\/cart\/items/.test(pattern)) continue;
          for (const endpoint of route.endpoints ?? []) {
            const args = endpoint.args;
            if (!args || Array.isArray(args) || !args.extensions) continue;
            // PHP's empty array: `[]` in JSON, for the properties and the default alike.
            args.extensions = {
              ...args.extensions,
              properties: [],
              ...('default' in args.extensions ? { default: [] } : {}),
            };
          }
        }
        return index;
      },
    );
    // No schema inside extensions: whatever it holds is taken, as the platform takes an argument's unknown members.
    app.addHook('onReady', async () => {
      const dispatcher = app.shop.dispatcher;
      const prepare = dispatcher.prepare.bind(dispatcher);
      dispatcher.prepare = (request: RestRequest, found = dispatcher.match(request)) => {
        if (!/\/cart\/items/.test(found.route.pattern)) return prepare(request, found);
        const without = (source: Record<string, unknown> | undefined) =>
          source && 'extensions' in source
            ? Object.fromEntries(Object.entries(source).filter(([k]) => k !== 'extensions'))
            : source;
        return prepare(
          {
            ...request,
            json: without(request.json),
            body: without(request.body as Record<string, unknown> | undefined) as RestRequest['body'],
            query: without(request.query as Record<string, unknown>) as RestRequest['query'],
          },
          found,
        );
      };
    });
    // Every storefront answer: an item's extensions without the plugin's member.
    const strip = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(strip);
      if (value === null || typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value))
        out[key] =
          key === 'extensions' && inner !== null && typeof inner === 'object' && 'subscriptions' in inner
            ? Object.fromEntries(Object.entries(inner).filter(([k]) => k !== 'subscriptions'))
            : strip(inner);
      return out;
    };
    rewriteReplies(
      app,
      (_m, url) => /\/store(\/v1)?\/(cart|batch)/.test(path(url)) || /\/batch\/v1/.test(path(url)),
      strip,
    );
  };
}
