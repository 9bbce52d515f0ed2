import { errors, RestError } from '../../../../reference-server/http/errors.js';
import type { RestRequest } from '../../../../reference-server/http/types.js';
import type { Storage } from '../../../../reference-server/storage/index.js';
import type { Place } from '../../../../spec/statements/index.js';
import { isPlainObject } from '../../../../src/util/plain-object.js';
import {
  acceptsRefusal,
  aroundExecute,
  failsRoute,
  ignoresArgument,
  matches,
  refuses,
  refusesValue,
  rewritesAnswer,
  type Fault,
  type Target,
} from '../../../helpers/faults.js';
import { notKept, subRequestsOf } from '../../catalogue/cart-faults.js';
import { targetOf } from '../targets.js';
import type { Area } from './area.js';

/** Requests to the places given, on both sites (a statement of the document holds on each). */
const at = (places: readonly Place[], when?: (request: RestRequest) => boolean): Target => ({
  ...targetOf(places, when),
  site: 'any',
});
const body = (r: RestRequest) => (r.json ?? {}) as Record<string, unknown>;
const routes = (places: readonly Place[]) => [...new Set(places.map((p) => p.route))].join(', ');
const refusal = (param: string, message: string) => errors.invalidParams({ [param]: message }, {});

/** Reads a route answers otherwise under one namespace: its list in reverse order. */
const answersOtherwise = (places: readonly Place[]): Fault =>
  rewritesAnswer(at(places), 'its list in reverse order', (answer) =>
    Array.isArray(answer) ? [...(answer as unknown[])].reverse() : answer,
  );

/**
 * The storefront under one namespace not doing what it does under the other, route by route: a read
 * answers otherwise; a write whose effect a later request of the same route sees (the cart's lists, a
 * second add, update or removal, an address written after another) is answered but not kept; the
 * writes whose effect no later request of their own route shows (a shipping rate chosen, an
 * extension's data, a checkout) fail there.
 */
function aliasDiffers(places: readonly Place[]): Fault {
  if (places.every((p) => p.method === 'GET')) return answersOtherwise(places);
  if (places.some((p) => /\/(cart\/select-shipping-rate|cart\/extensions|checkout)$/.test(p.route)))
    return failsRoute(at(places));
  return notKept(at(places), routes(places));
}

/** A subscription line's extension data with billing_interval as text, in every answer of the places. */
function subscriptionsMistyped(places: readonly Place[]): Fault {
  const retype = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(retype);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const data = (record.extensions as { subscriptions?: Record<string, unknown> } | undefined)?.subscriptions;
    if (data && typeof data.billing_interval === 'number') data.billing_interval = String(data.billing_interval);
    for (const value of Object.values(record)) retype(value);
  };
  return rewritesAnswer(at(places), 'billing_interval of a subscription line as text', (answer) => {
    retype(answer);
    return answer;
  });
}

/** A batch refused as a whole (400 naming requests) when one of its sub-requests is as `when` says. */
const batchRefused = (places: readonly Place[], why: string, when: (sub: Record<string, unknown>) => boolean): Fault =>
  refuses(
    at(places, (r) => subRequestsOf(r).some(when)),
    refusal('requests', `requests: ${why}.`),
  );

/** add-item refusing a variation's own id as its id (a variation taken only by its product's attributes). */
function variationIdRefused(places: readonly Place[]): Fault {
  const target = at(places);
  let shop: Storage | undefined;
  return {
    name: `a variation's id refused on ${routes(places)}`,
    description: `${routes(places)} refuses the id of a variation: only a product id is taken.`,
    storage(storage) {
      shop = storage;
    },
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const id = Number(prepared.params.id);
        if (!matches(target, prepared.request) || shop?.products.get(id)?.type !== 'variation') return next(prepared);
        const error = new RestError('shop_rest_cart_invalid_product', `Product with ID "${id}" cannot be added.`, 400);
        return { status: error.status, body: error.toBody(), headers: {} };
      });
    },
  };
}

/** Statements of the storefront cart, checkout, customer, shipping, batch and the two namespaces. */
export const AREA: Area = {
  exempt: {
    // What context selects: the document shows no answer of these routes (line 207) and names no field
    // one context gives and the other does not.
    ...Object.fromEntries(
      [
        'get.shop.store.cart',
        'get.shop.store.cart.coupons',
        'get.shop.store.cart.coupons.code',
        'get.shop.store.cart.items',
        'get.shop.store.cart.items.key',
        'get.shop.store.checkout',
      ].flatMap((route) => [
        [
          `${route}.context`,
          'context selects which fields an answer holds (line 37), but the document shows no answer of this route (line 207) and names no field that view gives and edit does not, or the other way round; the platform gives every field of its storefront answers in both. An answer asked with edit and one asked with view cannot differ in anything the document states, so no request can tell whether context was applied.',
        ],
        [
          `${route}.context.default`,
          'The default view cannot be told from edit: the document names no field of this route that one of the two contexts gives and the other does not (no answer of the route is shown, line 207), so an answer with context left out is the same whichever of the two is applied.',
        ],
      ]),
    ),
    'post.shop.store.cart.items.extensions':
      "The cart item's extension data is all read-only (line 56): what a request sends in extensions changes nothing an answer shows, so no request can tell the argument taken from the argument ignored.",
    'post.shop.store.cart.items.extensions.default':
      "The default applies to an argument whose members are all read-only (lines 56, 71): the item created holds its product's extension data whatever the argument is, so no answer can show which default was applied.",
    'post.shop.store.cart.items.key.extensions':
      "The cart item's extension data is all read-only (line 56): what a write to an item sends in extensions changes nothing an answer shows, so no request can tell the argument taken from the argument ignored.",
    'post.shop.store.cart.coupons.discount_type':
      "The document says only that create takes discount_type (line 77), not what it does: a cart coupon is the shop's coupon of that code, whose type the administration set, and nothing stated depends on the value sent, so no answer can show it applied or ignored.",
    'post.shop.store.cart.extensions.namespace':
      'namespace names the extension that receives the data (line 248), but the document names no extension that takes data through cart/extensions (the subscription data it names is read-only, line 56): with no extension known to be there, routing to the one named cannot be told from ignoring the name.',
    'post.shop.store.cart.extensions.data':
      'data goes to the extension named by namespace (line 248); the document names no extension that takes data through cart/extensions and shows no answer (line 207), so nothing a request can read back depends on the data sent.',
    'post.shop.store.checkout.payment_data':
      'payment_data is passed to the payment method (line 88); what a method does with it is not stated, and no answer of the checkout is shown (line 207): the methods that complete without a payment service (bacs, cheque, cod) take no data, so nothing a request can read back depends on it. Its two value forms are shown taken (checkout.payment-data-forms).',
    'post.shop.store.checkout.extensions':
      'extensions goes to the extensions registered for the checkout (line 92); the document names none, and shows neither the checkout answer nor an order member that would carry it (lines 207, 113-134), so nothing a request can read back depends on it.',
    'post.shop.store.checkout.extensions.default':
      'The default (empty) is what extensions holds when it is left out (line 92); with no extension named and no answer showing extension data (line 207), an empty object and any other default cannot be told apart by any request.',
    'post.batch.v1.validation':
      'The document names the two validation modes and says their failure behaviour is not otherwise described (line 361): it states no difference between require-all-validate and normal, so no answer can show which mode a batch ran in. That both are taken is shown (batch.validation-modes).',
    'post.shop.store.batch.validation':
      'The document names the two validation modes and says their failure behaviour is not otherwise described (line 361): it states no difference between require-all-validate and normal, so no answer can show which mode a batch ran in. That both are taken is shown (batch.validation-modes).',
  },
  explicit: {
    'storefront.aliases': aliasDiffers,
    'storefront.writes-alias': aliasDiffers,
    'cart-item.subscriptions': subscriptionsMistyped,
    // A variation's own id refused as add-item's id: a variation taken only by its attributes.
    'cart-item.add': (places) => variationIdRefused(places),
    // "integer or string" taken as an integer only.
    'shipping.package-id-forms': (places) =>
      refusesValue(
        at(places, (r) => typeof body(r).package_id === 'string'),
        'package_id',
      ),
    // "string or boolean" taken as a string only.
    'checkout.payment-data-forms': (places) =>
      refusesValue(
        at(
          places,
          (r) =>
            Array.isArray(body(r).payment_data) &&
            (body(r).payment_data as { value?: unknown }[]).some((d) => typeof d?.value === 'boolean'),
        ),
        'payment_data',
      ),
    'checkout.create-account': (places) => ignoresArgument(at(places), 'create_account'),
    // The address object's members not held to their rules (strings, each required, a country code).
    'address.members': (places) => [
      acceptsRefusal({ ...at(places), status: 400, param: 'billing_address' }),
      acceptsRefusal({ ...at(places), status: 400, param: 'shipping_address' }),
    ],
    // The billing address loses its email on the way in.
    'address.billing-email': (places) => {
      const target = at(places);
      return {
        name: `billing email dropped on ${routes(places)}`,
        description: `${routes(places)} takes the billing address without its email.`,
        apply(app) {
          aroundExecute(app, async (prepared, next) => {
            const billing = prepared.params.billing_address;
            if (!matches(target, prepared.request) || !isPlainObject(billing)) return next(prepared);
            const { email: _dropped, ...rest } = billing;
            return next({ ...prepared, params: { ...prepared.params, billing_address: rest } });
          });
        },
      };
    },
    // The checkout's shipping address refused with an email, as update-customer's has none.
    'address.shipping-email-checkout': (places) =>
      refusesValue(
        at(places, (r) => isPlainObject(body(r).shipping_address) && 'email' in (body(r).shipping_address as object)),
        'shipping_address',
      ),
    // The cart's shipping address keeps an email after update-customer (the billing one).
    'address.shipping-email-absent': (places) =>
      rewritesAnswer(at(places), 'an email in the shipping address', (answer) => {
        const cart = answer as { billing_address?: { email?: unknown }; shipping_address?: Record<string, unknown> };
        if (cart?.shipping_address && typeof cart.shipping_address === 'object')
          cart.shipping_address.email = cart.billing_address?.email ?? 'conformance@example.com';
        return cart;
      }),
    // A batch route that does not take the batch body.
    'batch.routes': (places) => refuses(at(places), refusal('requests', 'requests is not a list of requests.')),
    'batch.method-enum': (places) =>
      acceptsRefusal({
        ...at(places, (r) =>
          subRequestsOf(r).some(
            (s) => s.method !== undefined && !['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(s.method)),
          ),
        ),
        status: 400,
        param: 'requests',
      }),
    // No default: a sub-request without a method is refused as if the method were required.
    'batch.method-default': (places) =>
      batchRefused(places, 'method is a required property', (s) => s.method === undefined),
    'batch.path-required': (places) =>
      acceptsRefusal({
        ...at(places, (r) => subRequestsOf(r).some((s) => s.path === undefined)),
        status: 400,
        param: 'requests',
      }),
    // A body with members refused: the body taken as a list.
    'batch.body': (places) =>
      batchRefused(places, 'body is not of type array', (s) => isPlainObject(s.body) && Object.keys(s.body).length > 0),
    // "string or array of strings" taken as a string only.
    'batch.headers-forms': (places) =>
      batchRefused(places, 'a header is not of type string', (s) =>
        isPlainObject(s.headers) ? Object.values(s.headers).some(Array.isArray) : false,
      ),
    'batch.validation-modes': (places) =>
      refusesValue(
        at(places, (r) => body(r).validation === 'require-all-validate'),
        'validation',
      ),
    // The storefront's [b] routes not batchable: a batch naming one refused as a whole.
    'batch.allow-batch-routes': (places) =>
      refuses(
        at(places, (r) => subRequestsOf(r).some((s) => /^\/shop\/store\//i.test(String(s.path ?? '')))),
        new RestError('rest_batch_not_allowed', 'The requested route does not support batch requests.', 400),
      ),
  },
  notYetGuarded: [],
};
