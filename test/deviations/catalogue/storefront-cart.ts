import { errors } from '../../../reference-server/http/errors.js';
import {
  acceptsRefusal,
  altersAnswers,
  answered,
  answersStatus,
  dropsField,
  failsRoute,
  overridesHandler,
  rewritesAnswer,
  rewritesField,
} from '../../helpers/faults.js';
import { routeFails } from './cart-faults.js';
import { on, query, json, store, CART_ITEM, of, v1, error, type Deviation } from './shared.js';

/** An item's route, after the namespace. */
const ITEM = '/cart/items/[\\w-]{32}';

/** Deviations of the cart suites: items, their keys, the subscription data a line carries. */
export const STOREFRONT_CART: Deviation[] = [
  // ----- cart-key
  routeFails(
    'an item cannot be read by its key',
    'cart-key',
    'GET',
    ITEM,
    'real-key-get',
    'real-key-shape',
    'item-context-edit-taken',
    'put-read-back',
    'post-read-back',
    'patch-read-back',
  ),
  routeFails('an item cannot be updated by its key with PUT', 'cart-key', 'PUT', ITEM, 'real-key-put'),
  routeFails('an item cannot be updated by its key with POST', 'cart-key', 'POST', ITEM, 'real-key-put-post'),
  routeFails('an item cannot be updated by its key with PATCH', 'cart-key', 'PATCH', ITEM, 'real-key-put-patch'),
  routeFails('an item cannot be deleted by its key', 'cart-key', 'DELETE', ITEM, 'real-key-delete'),
  {
    name: 'a malformed key refused with another code',
    suites: v1('cart-key'),
    fault: answersStatus(
      on('GET', store('/cart/items/short')),
      404,
      error('shop_rest_cart_invalid_key', 404, 'Cart item does not exist.'),
    ),
    fails: of(v1('cart-key'), 'key-not-routed-code'),
  },
  {
    name: 'an unknown key answered 404',
    suites: v1('cart-key'),
    fault: altersAnswers(
      'unknown keys 404',
      'An unknown cart item key is answered 404.',
      on('GET', CART_ITEM),
      (response) =>
        response.status === 409 ? answered(response, 404, error('shop_rest_cart_invalid_key', 404)) : response,
    ),
    // The item deleted is still refused (any 4xx: must), with another status than the platform's (should).
    fails: of(v1('cart-key'), 'unknown-key-409', 'deleted-read-back'),
    shouldOnly: of(v1('cart-key'), 'deleted-read-back'),
  },

  // ----- cart
  {
    name: 'cart: a merged add that shows a second line',
    suites: v1('cart'),
    fault: rewritesAnswer(on('POST', store('/cart/add-item')), 'a second line', (body, request) => {
      // A product added again: its line shows what was there, and a second line what was added.
      const cart = body as { items: { id: number; key: string; quantity: number }[] };
      const added = Number(json(request).quantity ?? 1);
      const merged = cart.items.find((l) => l.id === Number(json(request).id) && l.quantity > added);
      if (merged)
        cart.items = cart.items.flatMap((l) =>
          l === merged
            ? [
                { ...l, quantity: l.quantity - added },
                { ...l, key: 'f'.repeat(32), quantity: added },
              ]
            : [l],
        );
      return cart;
    }),
    fails: of(v1('cart'), 'add-same-merges'),
  },
  {
    name: "the catalogue's subscription filter fails",
    suites: v1('cart'),
    fault: failsRoute(on('GET', store('/products'), query('type', 'subscription'))),
    fails: of(v1('cart'), 'find-subscription'),
  },
  routeFails('update-item fails', 'cart', 'POST', '/cart/update-item', 'update-item'),
  routeFails('adding through cart/items fails', 'cart', 'POST', '/cart/items', 'add-subscription'),
  routeFails(
    "the cart's items fail",
    'cart',
    'GET',
    '/cart/items',
    'items-listed',
    'plain-item-subscription-fields-null',
    'quantity-limits',
    'items-context-edit-taken',
    'updated-read-back',
    'removed-read-back',
    'items-route-read-back',
    'cleared-items-read-back',
    'variations-read-back',
  ),
  routeFails('remove-item fails', 'cart', 'POST', '/cart/remove-item', 'remove-item'),
  {
    name: 'cart/extensions not routed',
    suites: v1('cart'),
    fault: overridesHandler(
      'shop/store:/cart/extensions POST',
      'The cart/extensions handler answers rest_no_route, as if the route did not exist.',
      () => () => {
        throw errors.noRoute();
      },
    ),
    fails: of(v1('cart'), 'extensions-route'),
  },
  {
    name: 'storefront money as decimals',
    suites: v1('cart'),
    fault: rewritesField(on('GET', store('/cart')), '/totals/total_items', (old) => (Number(old) / 100).toFixed(2)),
    fails: of(v1('cart'), 'money-minor-units'),
  },
  {
    name: 'a quantity of 0 taken',
    suites: v1('cart'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/update-item'),
      status: 400,
      answer: { body: { items: [] } },
    }),
    fails: of(v1('cart'), 'update-item-zero-refused'),
  },
  {
    name: 'quantity limits with a minimum of 0',
    suites: v1('cart'),
    fault: rewritesField(on('GET', store('/cart/items')), '/*/quantity_limits/minimum', 0),
    fails: of(v1('cart'), 'quantity-limits'),
  },
  {
    name: 'a subscription field missing from an ordinary item',
    suites: v1('cart'),
    fault: dropsField(on('GET', store('/cart/items')), '/*/extensions/subscriptions/switch_type'),
    // The subscription line's ten fields are the document's (must): the items list fails it too.
    fails: of(v1('cart'), 'plain-item-subscription-fields-null', 'items-listed'),
  },
  {
    name: 'removing an unknown key taken',
    suites: v1('cart'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/remove-item'),
      status: 409,
      answer: { body: { items: [] } },
    }),
    fails: of(v1('cart'), 'remove-unknown-item'),
  },
  {
    name: 'an unknown product added',
    suites: v1('cart'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/add-item'),
      status: 400,
      code: 'shop_rest_cart_invalid_product',
      answer: { status: 201, body: { items: [] } },
    }),
    fails: of(v1('cart'), 'unknown-product-refused'),
  },
  {
    name: 'a cart write without Nonce or Cart-Token taken',
    suites: v1('cart'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/add-item'),
      status: 401,
      code: 'shop_rest_missing_nonce',
      answer: { status: 201, body: { items: [] } },
    }),
    fails: of(v1('cart'), 'write-without-nonce'),
  },
  {
    name: 'cart replies without User-ID',
    suites: v1('cart'),
    fault: altersAnswers(
      'no User-ID header',
      'Cart replies carry no User-ID header.',
      on('GET', store('/cart')),
      (response) => ({
        ...response,
        headers: Object.fromEntries(Object.entries(response.headers).filter(([k]) => k.toLowerCase() !== 'user-id')),
      }),
    ),
    fails: of(v1('cart'), 'session-headers'),
  },
  {
    name: "the catalogue's variable-subscription filter fails",
    suites: v1('cart'),
    fault: failsRoute(on('GET', store('/products'), query('type', 'variable-subscription'))),
    fails: of(v1('cart'), 'find-variable'),
  },
  {
    name: "an added subscription line's billing interval given as text",
    suites: v1('cart'),
    fault: rewritesAnswer(on('POST', store('/cart/add-item')), 'billing_interval as text', (body) => {
      for (const line of (body as { items: { extensions?: { subscriptions?: Record<string, unknown> } }[] }).items) {
        const data = line.extensions?.subscriptions;
        if (data && typeof data.billing_interval === 'number') data.billing_interval = String(data.billing_interval);
      }
      return body;
    }),
    fails: of(v1('cart'), 'add-subscription-item'),
  },
];
