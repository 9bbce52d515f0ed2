import { errors } from '../../../../reference-server/http/errors.js';
import { LISTED_ONLY_NAMESPACES } from '../../../../spec/catalog.js';
import type { Place } from '../../../../spec/statements/index.js';
import {
  acceptsRefusal,
  aroundExecute,
  changesDefault,
  matches,
  refuses,
  rewritesIndex,
  type Fault,
  type IndexDocument,
} from '../../../helpers/faults.js';
import { targetOf } from '../targets.js';
import type { Area } from './area.js';

/** Both sites: a statement of the document holds on each. */
const on = (places: readonly Place[]) => ({ ...targetOf(places), site: 'any' as const });

/** A value of the wrong type taken where the document states the argument's type (rest_invalid_param answered 200). */
const takesWrongType = (places: readonly Place[], param: string): Fault =>
  acceptsRefusal({ ...on(places), status: 400, param, code: 'rest_invalid_param' });

type Descriptor = IndexDocument['routes'][string];
const eachRoute = (index: IndexDocument, edit: (route: Descriptor, pattern: string) => void) => {
  for (const [pattern, route] of Object.entries(index.routes)) edit(route, pattern);
};

/** Statements of the index, namespace indexes, the localized site, the gateway, oEmbed, contact forms, security, insights, custom blocks. */
export const AREA: Area = {
  exempt: {
    'context.selects-fields':
      'Line 37 says context selects which fields are present and line 349 that edit exposes more, but the document never says which fields any context selects on which route (response payloads are not shown, line 344), and the platform notes name no field of these routes that one context shows and another hides: a server that ignores context answers no request otherwise than the document allows, so no request can show it broken.',
    'get.root.context':
      "The index's context (line 235) selects nothing the document names: no member of the index depends on view or edit, and the platform the document describes serves the same index for both (only its undocumented help value adds schemas), so a server that ignores it answers every request alike.",
    'get.root.context.default':
      "The index's context defaults to view (line 235), but no member of the index depends on view or edit (the platform serves the same index for both), so an index answered as if another value had been given is the same answer: no request can tell the default.",
    'namespace-index.context-default':
      "A namespace index's context defaults to view (line 237), but no member of a namespace index depends on view or edit (the platform serves the same index for both), so a namespace index answered for another context is the same answer: no request can tell the default.",
    'get.oembed.1.0.proxy.format':
      'The document gives the proxy\'s format only its values and default (line 326; the values are guarded as an enum), not what the answer does with it: the platform validates it and answers JSON whatever it says ("It does not change the output format"), so a server that ignores it once validated answers as the platform does and no request can show it broken.',
    'get.oembed.1.0.proxy.format.default':
      'The proxy answers JSON whatever its format says, on the platform the document describes (it validates format and does not change the output), so the proxy asked without format answers the same whatever default a server applies: no request can tell the default.',
    'get.oembed.1.0.proxy.discover.default':
      "discover (line 326) is whether the proxy looks for an oEmbed endpoint in a third-party page: for the site's own pages it changes nothing, and any other URL makes the site fetch a third party, which a conformance run never makes a shop do; its stated type is guarded (a non-boolean refused), its default cannot be seen.",
    'post.shop.v3.gateway.orders.order_id.capture_terminal_payment.payment_intent_id':
      'A payment intent is made by the card reader at the payment provider when a customer pays in person; no request of the interface makes one, and the provider refuses an id it did not issue, so no request a run can send captures a payment: what the argument does cannot be shown (its being required is guarded).',
  },
  explicit: {
    // ----- the index (primary site)
    'index.describes-site': () =>
      rewritesIndex('timezone_string null (no timezone set)', (index) => {
        index.timezone_string = null;
      }),
    'index.lists-every-route': () =>
      rewritesIndex('the cart coupons route listed with its GET endpoint only', (index) => {
        const route = index.routes['/shop/store/cart/coupons'];
        if (route) {
          route.endpoints = route.endpoints.slice(0, 1);
          route.methods = route.endpoints.flatMap((e) => e.methods);
        }
      }),
    'index.authentication-empty': () =>
      rewritesIndex('authentication ["basic"]', (index) => {
        index.authentication = ['basic'];
      }),
    'index.descriptor': () =>
      rewritesIndex('{} as the args of every endpoint without arguments', (index) =>
        eachRoute(index, (route) => {
          for (const endpoint of route.endpoints) if (Array.isArray(endpoint.args)) endpoint.args = {};
        }),
      ),
    'index.links-self': () =>
      rewritesIndex('no _links on any route', (index) =>
        eachRoute(index, (route) => {
          delete route._links;
        }),
      ),
    'index.allow-batch': () =>
      rewritesIndex('no allow_batch on any endpoint', (index) =>
        eachRoute(index, (route) => {
          for (const endpoint of route.endpoints) delete endpoint.allow_batch;
        }),
      ),
    'index.namespaces': () =>
      rewritesIndex('custom-blocks not in namespaces (its routes still listed)', (index) => {
        index.namespaces = index.namespaces.filter((n) => n !== 'custom-blocks');
      }),
    'index.namespaces-only': () =>
      rewritesIndex('only the namespaces with routes of the document listed', (index) => {
        index.namespaces = index.namespaces.filter((n) => !LISTED_ONLY_NAMESPACES.includes(n));
      }),
    // ----- namespace indexes
    'namespace-index.routes': (places) =>
      refuses(
        {
          ...on(places),
          when: (r) => LISTED_ONLY_NAMESPACES.includes(r.path.replace(/^\/+|\/+$/g, '')),
        },
        errors.noRoute(),
      ),
    'namespace-index.namespace-default': (places) => changesDefault(on(places), 'namespace', 'oembed/1.0'),
    // ----- the localized site
    'localized.index': () =>
      rewritesIndex(
        'url and home without /de',
        (index) => {
          index.url = String(index.url).replace(/\/de$/, '');
          index.home = String(index.home).replace(/\/de$/, '');
        },
        'de',
      ),
    'localized.same-routes': () =>
      rewritesIndex(
        "the products route's argument descriptions in English",
        (index) => {
          const args = index.routes['/shop/store/products']?.endpoints[0]?.args as Record<
            string,
            { description?: string }
          >;
          if (args?.per_page) args.per_page.description = 'Maximum number of items to be returned in result set.';
          if (args?.page) args.page.description = 'Current page of the collection.';
        },
        'de',
      ),
    'localized.no-wallet-gateway': (places) =>
      acceptsRefusal({ ...targetOf(places), site: 'de', status: 400, param: 'payment_method' }),
    'localized.namespaces': () =>
      rewritesIndex(
        'the wallet namespaces listed',
        (index) => {
          index.namespaces = [...index.namespaces, 'shop-wallet/v1', 'wallet/v1'];
        },
        'de',
      ),
    // ----- oEmbed
    'get.oembed.1.0.embed.format.default': (places) => changesDefault(on(places), 'format', 'xml'),
    'get.oembed.1.0.proxy.maxheight': (places) => takesWrongType(places, 'maxheight'),
    'get.oembed.1.0.proxy.discover': (places) => takesWrongType(places, 'discover'),
    // ----- the gateway: the routing is case-insensitive (the platform's), so an id with a capital
    // letter reaches the route; the fault is the handler lower-casing it into the id it resembles.
    'path.shop.v3.gateway.payment-gateway.payment_gateway_id': (places): Fault => {
      const target = on(places);
      return {
        name: 'path.shop.v3.gateway.payment-gateway.payment_gateway_id: an id with capitals served as the lower-case id',
        description:
          'GET, POST, PUT, PATCH /shop/v3/gateway/payment-gateway/{id} lower-case the id before looking it up.',
        apply(app) {
          aroundExecute(app, async (prepared, next) => {
            const id = prepared.params.payment_gateway_id;
            if (!matches(target, prepared.request) || typeof id !== 'string') return next(prepared);
            return next({ ...prepared, params: { ...prepared.params, payment_gateway_id: id.toLowerCase() } });
          });
        },
      };
    },
    // ----- what the document states of these arguments is their type
    'get.custom-blocks.template-file.blockName': (places) => takesWrongType(places, 'blockName'),
    'get.insights.v1.onboarding.connect-url.license_key': (places) => takesWrongType(places, 'license_key'),
    'post.insights.v1.onboarding.set-license-key.license_key': (places) => takesWrongType(places, 'license_key'),
    // The live keys: writing one replaces the shop's key, which the interface cannot write back (reads
    // are masked), so what a run may show of them is what the document states, that they are strings
    // (the test keys are shown written and read back).
    'post.shop.v3.gateway.account_keys.publishable_key': (places) => takesWrongType(places, 'publishable_key'),
    'post.shop.v3.gateway.account_keys.secret_key': (places) => takesWrongType(places, 'secret_key'),
    'post.shop.v3.gateway.account_keys.webhook_secret': (places) => takesWrongType(places, 'webhook_secret'),
  },
  notYetGuarded: [],
};
