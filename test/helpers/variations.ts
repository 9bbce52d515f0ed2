import type { FastifyInstance } from 'fastify';
import { isAdministrator, refuse } from '../../reference-server/auth/permissions.js';
import type { Dispatcher, PreparedRequest } from '../../reference-server/core/dispatcher.js';
import { RestError } from '../../reference-server/http/errors.js';
import type { RestRequest, RestResponse } from '../../reference-server/http/types.js';
import type { HandlerRegistry } from '../../reference-server/plugins/registry.js';
import type { Storage } from '../../reference-server/storage/index.js';
import type { Vocabulary } from '../../spec/vocabulary.js';
import { path, rewriteReplies } from './conformance.js';
import {
  noDefaultsPublishedOnUpdates,
  noOrdersOrCoupons,
  sanitisedCustomerEmail,
  scalarHeadersAsLists,
  storefrontBatchOwnPaths,
} from './real-shop-quirks.js';

/**
 * The reference server varied the way a real instance of the platform legally varies (the platform
 * notes' list of variations observed on a real site), and the way a server that follows the document
 * but not the platform's conventions may. The legitimate quirks must fail no case at all; the
 * document-true server must fail no must-level case.
 */

/** A site whose namespaces say one word and whose error codes say another (invented words). */
export const TWO_WORDS: Vocabulary = { words: { shop: { path: 'mk', code: 'mercato' } }, apiRoot: '/api-json' };

const isIndex = (url: string) => /^\/(de\/)?api-json\/?$/.test(path(url));

/** Runs `patch` on the dispatcher once the app is built (the dispatcher is decorated after `extend`). */
function patchDispatcher(app: FastifyInstance, patch: (dispatcher: Dispatcher) => void): void {
  app.addHook('onReady', async () => patch(app.shop.dispatcher));
}

const answer = (error: RestError): RestResponse => ({ status: error.status, body: error.toBody(), headers: {} });

/** Single objects of the administration, looked up by the platform before it checks permission. */
const LOOKED_UP: { pattern: RegExp; exists: (storage: Storage, id: number) => boolean; code: string }[] = [
  {
    pattern: /^\/shop-analytics\/orders\/(\d+)$/,
    exists: (s, id) => s.orders.get(id) !== undefined,
    code: 'shop_rest_shop_order_invalid_id',
  },
  {
    pattern: /^\/shop-analytics\/coupons\/(\d+)$/,
    exists: (s, id) => s.coupons.get(id) !== undefined,
    code: 'shop_rest_shop_coupon_invalid_id',
  },
  {
    pattern: /^\/shop-analytics\/admin\/notes\/(\d+)$/,
    exists: (s, id) => s.notes.get(id) !== undefined,
    code: 'shop_note_invalid_id',
  },
];

/**
 * The platform's legal variations, each as the notes describe it:
 * - a route registered twice: the index lists its methods and endpoints twice;
 * - newer declarations: extra optional arguments (brand, include_meta), allow_batch on storefront GET
 *   routes, PUT and PATCH on the checkout, extra members of the index;
 * - permission checked after the object lookup: an unknown id is 404 even anonymously;
 * - the options route needs an option name before its permission check (500 without one);
 * - a home page that is not embeddable (a default site shows its latest posts there);
 * - German states given as the site's country data lists them (DE-BE …), any other refused;
 * - any shipping rate id stored;
 * - the store currency is site configuration (USD), and the order currency default follows it;
 * - a fresh site with no administration notes yet, and no orders or coupons of its own;
 * - what a real shop showed (real-shop-quirks.ts): a scalar header value of a batch sub-request read as
 *   a one-item list, the storefront's batch refusing a sub-request outside its namespace, update-customer sanitising a billing email that is no address to '', no default
 *   published on update endpoints (nor for the storefront's product attributes' context).
 * The error-code word different from the namespace word is the vocabulary (`TWO_WORDS`), given to both sides.
 */
export function legitimateQuirks(storage: Storage) {
  return (app: FastifyInstance, registry: HandlerRegistry): void => {
    // Newer declarations and a route registered twice, in the index and the namespace indexes.
    rewriteReplies(
      app,
      (m, url, status) =>
        m === 'GET' && status === 200 && (isIndex(url) || /^\/(de\/)?api-json\/mk-analytics\/?$/.test(path(url))),
      (body) => {
        const index = body as Record<string, unknown> & {
          routes: Record<
            string,
            { methods: string[]; endpoints: { methods: string[]; args: unknown; allow_batch?: unknown }[] }
          >;
        };
        for (const [pattern, route] of Object.entries(index.routes)) {
          if (pattern === '/mk-analytics/admin/notes' || pattern === '/mk-analytics/orders') {
            route.methods = [...route.methods, ...route.methods];
            route.endpoints = [...route.endpoints, ...route.endpoints];
          }
          for (const endpoint of route.endpoints) {
            if (
              pattern.startsWith('/mk/store/products') &&
              endpoint.methods.includes('GET') &&
              !Array.isArray(endpoint.args)
            ) {
              (endpoint.args as Record<string, unknown>).brand = {
                description: 'Limit result set to products of a brand.',
                type: 'string',
                required: false,
              };
              endpoint.allow_batch = { v1: true };
            }
            if (pattern === '/mk-analytics/orders' && !Array.isArray(endpoint.args))
              (endpoint.args as Record<string, unknown>).include_meta = {
                type: 'array',
                items: { type: 'string' },
                required: false,
              };
          }
          if (/^\/mk\/store(\/v1)?\/checkout$/.test(pattern)) route.methods = [...route.methods, 'PUT', 'PATCH'];
        }
        if (!('name' in index)) return index;
        // Newer members where the newer platform puts them: after timezone_string, and after routes.
        const { namespaces, authentication, routes, ...head } = index;
        return {
          ...head,
          page_for_posts: 0,
          page_on_front: 0,
          show_on_front: 'posts',
          namespaces,
          authentication,
          routes,
          site_logo: 0,
          site_icon: 0,
          site_icon_url: '',
          _links: { help: [{ href: 'https://example.com/help' }] },
        };
      },
    );
    // The store's currency is USD: what the storefront and the orders say of it (never the index's enum).
    rewriteReplies(
      app,
      (_m, url, status) => status < 400 && !isIndex(url) && /\/(mk\/store|mk-analytics\/orders)/.test(path(url)),
      (body) => JSON.parse(JSON.stringify(body).replace(/"EUR"/g, '"USD"')),
    );
    // German states as DE-BE, in the country data and in what the storefront accepts.
    rewriteReplies(
      app,
      (_m, url, status) => status === 200 && /\/data\/countries\/de$/i.test(path(url)),
      (body) => {
        const country = body as { states: { code: string }[] };
        return { ...country, states: country.states.map((s) => ({ ...s, code: `DE-${s.code}` })) };
      },
    );
    app.addHook('preHandler', async (request, reply) => {
      const url = path(request.url);
      if (request.method !== 'POST' || !/\/mk\/store(\/v1)?\/(cart\/update-customer|checkout)$/.test(url)) return;
      const raw = (request.body as { text?: string } | undefined)?.text ?? '';
      const body = (() => {
        try {
          return JSON.parse(raw) as Record<string, { country?: string; state?: string } | undefined>;
        } catch {
          return {};
        }
      })();
      for (const name of ['billing_address', 'shipping_address']) {
        const address = body[name];
        if (address?.country === 'DE' && address.state && !address.state.startsWith('DE-')) {
          const message = `${name} state is not a valid state of DE.`;
          return reply.code(400).send({
            code: 'rest_invalid_param',
            message: `Invalid parameter(s): ${name}`,
            data: { status: 400, params: { [name]: message }, details: {} },
          });
        }
      }
    });
    // A home page that is not embeddable; any shipping rate id stored.
    const embed = registry.map.get('oembed/1.0:/embed GET');
    registry.handle('oembed/1.0:/embed GET', (ctx) => {
      if (String(ctx.params.url).replace(/\/+$/, '') === ctx.request.urls.home)
        throw new RestError('oembed_invalid_url', 'Not Found', 404);
      return (embed as NonNullable<typeof embed>)(ctx);
    });
    const select = registry.map.get('shop/store:/cart/select-shipping-rate POST');
    registry.handle('shop/store:/cart/select-shipping-rate POST', async (ctx) => {
      try {
        return await (select as NonNullable<typeof select>)(ctx);
      } catch (error) {
        // Stored whatever it is: the answer is the cart, as for a rate the site knows.
        if (error instanceof RestError && error.status === 400) {
          const cart = registry.map.get('shop/store:/cart GET');
          return (cart as NonNullable<typeof cart>)(ctx);
        }
        throw error;
      }
    });
    // A fresh site: no administration notes listed yet, no orders or coupons of its own.
    for (const note of storage.notes.all()) storage.notes.save({ ...note, is_deleted: true });
    noOrdersOrCoupons(storage);
    scalarHeadersAsLists(app);
    storefrontBatchOwnPaths(app, 'mercato');
    sanitisedCustomerEmail(app);
    noDefaultsPublishedOnUpdates(app);
    patchDispatcher(app, (dispatcher) => {
      const execute = dispatcher.execute.bind(dispatcher);
      dispatcher.execute = (prepared: PreparedRequest) => {
        const { request } = prepared;
        // The options route reads its option names in its permission check: without one it fails (500).
        if (
          request.path.replace(/\/+$/, '') === '/shop-admin/options' &&
          request.method === 'GET' &&
          request.query.options === undefined
        ) {
          return {
            status: 500,
            body: {
              code: 'internal_server_error',
              message: 'There has been a critical error on this website.',
              data: null,
            },
            headers: {},
          };
        }
        // Single objects are looked up before permission is checked.
        for (const { pattern, exists, code } of LOOKED_UP) {
          const m = pattern.exec(request.path.replace(/\/+$/, ''));
          if (m && !isAdministrator(request.principal) && !exists(storage, Number(m[1])))
            return answer(new RestError(code, 'Invalid ID.', 404));
        }
        return execute(prepared);
      };
    });
  };
}

/**
 * A server that follows the document and not the platform's conventions: its errors have another
 * shape (`{error: {type, detail}}`) and other statuses (422 for an invalid or missing argument), it
 * answers 200 to a create without a Location header, and it checks permission (and the storefront's
 * nonce) before it validates arguments.
 */
export function documentTrue(app: FastifyInstance): void {
  patchDispatcher(app, (dispatcher) => {
    const dispatch = dispatcher.dispatch.bind(dispatcher);
    dispatcher.dispatch = (request: RestRequest) => {
      try {
        const match = dispatcher.match(request);
        if (match.endpoint.access === 'admin' && !isAdministrator(request.principal))
          return answer(refuse(match.route, request.method, request.principal));
        if (
          match.endpoint.access === 'storefront-nonce' &&
          !request.inBatch &&
          !request.headers.cart_token &&
          !request.headers.nonce
        ) {
          return answer(new RestError('shop_rest_missing_nonce', 'Missing the Nonce header.', 401));
        }
      } catch {
        // No route: the ordinary way says so.
      }
      return dispatch(request);
    };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    if (typeof text !== 'string') return payload;
    if (reply.statusCode === 201) {
      reply.code(200);
      reply.removeHeader('location');
    }
    if (reply.statusCode < 400) return payload;
    let body: { code?: unknown; message?: unknown } | undefined;
    try {
      body = JSON.parse(text) as { code?: unknown; message?: unknown };
    } catch {
      return payload;
    }
    if (body?.code === 'rest_invalid_param' || body?.code === 'rest_missing_callback_param') reply.code(422);
    return JSON.stringify({ error: { type: String(body?.code ?? 'error'), detail: String(body?.message ?? '') } });
  });
}
