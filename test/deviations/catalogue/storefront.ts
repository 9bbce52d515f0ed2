import { errors, RestError } from '../../../reference-server/http/errors.js';
import {
  acceptsRefusal,
  altersAnswers,
  answered,
  answersStatus,
  aroundDispatch,
  aroundExecute,
  dropsField,
  failsRoute,
  overridesHandler,
  refuses,
  refusesValue,
  rewritesAnswer,
  rewritesField,
} from '../../helpers/faults.js';
import { notKept } from './cart-faults.js';
import {
  on,
  query,
  noQuery,
  json,
  re,
  store,
  CART_ITEM,
  SELECT_RATE,
  of,
  sorted,
  v1,
  error,
  type Deviation,
} from './shared.js';

/** Deviations of the storefront: carts, coupons in the cart, item keys, customers, the two namespaces. */
export const STOREFRONT: Deviation[] = [
  // ----- what the storefront suites set up and tear down
  {
    name: 'a new cart cannot be opened',
    suites: [
      'enums',
      'required',
      'nested',
      'batch',
      ...v1('cart-coupons'),
      ...v1('cart-key'),
      ...v1('cart'),
      'checkout',
      ...v1('customer'),
      ...v1('shipping'),
      'orders',
      'admin-auth',
    ],
    fault: failsRoute(on('GET', store('/cart'), (r) => r.headers.cart_token === undefined)),
    fails: sorted(
      of(
        [
          'enums',
          'required',
          'nested',
          'batch',
          ...v1('cart-coupons'),
          ...v1('cart-key'),
          ...v1('cart'),
          'checkout',
          ...v1('customer'),
          ...v1('shipping'),
        ],
        'open-cart',
      ),
      of('batch', 'open-storefront-cart', 'open-storefront-v1-cart'),
      ['orders/store-currency', 'admin-auth/find-user'],
      // The second carts the generator suites send some negatives in (those whose controls need a cart's content).
      ['enums/open-full-cart', 'nested/open-item-cart', 'required/open-shipping-cart'],
      // The enums suite's values inside the cart's enums, asked of a cart of nobody's.
      of(
        'enums',
        'accepts.get.shop.store.cart.1',
        'accepts.get.shop.store.cart.2',
        'accepts.get.shop.store.v1.cart.1',
        'accepts.get.shop.store.v1.cart.2',
      ),
    ),
  },
  {
    name: "the catalogue's simple-product filter fails",
    suites: [
      'batch',
      ...v1('cart-coupons'),
      ...v1('cart-key'),
      ...v1('cart'),
      'checkout',
      ...v1('shipping'),
      'enums',
      'nested',
      'required',
    ],
    fault: failsRoute(on('GET', store('/products'), query('type', 'simple'))),
    fails: sorted(
      of(
        ['batch', ...v1('cart-coupons'), ...v1('cart-key'), 'checkout', ...v1('shipping'), 'nested', 'required'],
        'find-product',
      ),
      of(v1('cart'), 'find-simple'),
      // The product the enums suite's second cart holds; and its values of type, simple among them.
      of(
        'enums',
        'find-simple-product',
        'accepts.get.shop.store.products.1',
        'accepts.get.shop.store.products.8',
        'accepts.get.shop.store.v1.products.1',
        'accepts.get.shop.store.v1.products.8',
      ),
    ),
  },
  {
    name: 'add-item fails',
    suites: [
      ...v1('cart-coupons'),
      ...v1('cart-key'),
      ...v1('cart'),
      'checkout',
      ...v1('shipping'),
      'enums',
      'nested',
      'required',
    ],
    fault: failsRoute(on('POST', store('/cart/add-item'))),
    fails: sorted(
      of([...v1('cart-coupons'), ...v1('cart-key'), ...v1('cart'), ...v1('shipping')], 'add-item'),
      of(v1('cart'), 'add-variation', 'add-variation-by-id'),
      of(v1('cart-key'), 'add-other'),
      of('checkout', 'add-for-bacs', 'add-for-cheque', 'add-for-cod'),
      // The second carts of the generator suites, filled for the negatives whose controls read or change their content.
      ['enums/fill-cart', 'nested/fill-item-cart', 'required/fill-shipping-cart'],
    ),
  },
  {
    name: 'reading a cart fails',
    suites: [...v1('cart'), ...v1('customer'), ...v1('shipping')],
    fault: failsRoute(on('GET', store('/cart'), (r) => r.headers.cart_token !== undefined)),
    fails: sorted(
      of(
        v1('cart'),
        'cart-shape',
        'money-minor-units',
        'context-edit-taken',
        'cart-lists-subscription',
        'cleared-cart-read-back',
      ),
      of(v1('customer'), 'shipping-address-has-no-email'),
      of(v1('shipping'), 'rates-are-packages', 'selected-read-back'),
    ),
  },
  {
    name: 'emptying a cart fails',
    suites: [...v1('cart-coupons'), ...v1('cart'), ...v1('cart-key'), ...v1('shipping'), 'batch'],
    fault: failsRoute(on('DELETE', store('/cart/items'))),
    // The clear the cart suite reads back (what reads it is blocked by it), and every teardown; the batch
    // routes' DELETE sub-requests are not asked directly, and pass.
    fails: sorted(
      of([...v1('cart-coupons'), ...v1('cart'), ...v1('cart-key'), ...v1('shipping'), 'batch'], 'empty-cart'),
      of('batch', 'empty-storefront-cart', 'empty-storefront-v1-cart'),
      of(v1('cart'), 'clear'),
    ),
  },
  {
    name: 'the German country data fails',
    suites: ['admin-data', 'checkout', ...v1('customer')],
    fault: failsRoute(on('GET', '/shop-analytics/data/countries/de')),
    fails: sorted(['admin-data/one-country', 'checkout/german-state'], of(v1('customer'), 'german-state')),
  },

  // ----- cart-coupons
  {
    name: 'cart-coupons: every refused code accepted (an unknown one, and one already applied)',
    suites: v1('cart-coupons'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/apply-coupon'),
      status: 400,
      answer: { body: { items: [], coupons: [] } },
    }),
    fails: of(v1('cart-coupons'), 'own-coupon-twice-refused', 'unknown-code-refused'),
  },
  {
    name: 'cart-coupons: an applied coupon that takes nothing off',
    suites: v1('cart-coupons'),
    fault: rewritesAnswer(on('GET', store('/cart')), 'no discount', (body) => {
      const cart = body as { totals: Record<string, unknown>; coupons: { totals: Record<string, unknown> }[] };
      return {
        ...cart,
        totals: { ...cart.totals, total_discount: '0' },
        coupons: cart.coupons.map((c) => ({ ...c, totals: { ...c.totals, total_discount: '0' } })),
      };
    }),
    fails: of(v1('cart-coupons'), 'own-coupon-discounts'),
  },
  {
    name: "the cart's coupons fail",
    suites: v1('cart-coupons'),
    fault: failsRoute(on('GET', store('/cart/coupons'))),
    fails: of(
      v1('cart-coupons'),
      'list-empty',
      'list-context-edit-taken',
      'applied-listed',
      'removed-listed',
      'added-by-route-listed',
      'deleted-all-listed',
    ),
  },
  {
    name: 'an applied coupon cannot be read',
    suites: v1('cart-coupons'),
    fault: failsRoute(on('GET', store('/cart/coupons/[^/]+'))),
    fails: of(v1('cart-coupons'), 'own-coupon-readable', 'coupon-context-edit-taken'),
  },
  {
    name: 'an applied coupon cannot be removed',
    suites: v1('cart-coupons'),
    fault: failsRoute(on('POST', store('/cart/remove-coupon'))),
    fails: of(v1('cart-coupons'), 'remove-own-coupon'),
  },
  {
    name: 'a coupon cannot be added through cart/coupons',
    suites: v1('cart-coupons'),
    fault: failsRoute(on('POST', store('/cart/coupons'))),
    fails: of(v1('cart-coupons'), 'add-own-by-route', 'add-second-by-route'),
  },
  {
    name: 'a coupon cannot be taken out through cart/coupons/{code}',
    suites: v1('cart-coupons'),
    fault: failsRoute(on('DELETE', store('/cart/coupons/[^/]+'))),
    fails: of(v1('cart-coupons'), 'delete-own-by-route'),
  },
  {
    name: 'DELETE cart/coupons fails',
    suites: v1('cart-coupons'),
    fault: failsRoute(on('DELETE', store('/cart/coupons'))),
    fails: of(v1('cart-coupons'), 'delete-all'),
  },
  {
    name: 'a code not in the cart read',
    suites: v1('cart-coupons'),
    fault: acceptsRefusal({
      method: 'GET',
      path: store('/cart/coupons/[^/]+'),
      status: 404,
      answer: { body: { code: 'conformance-no-such-code' } },
    }),
    // A code outside the pattern (not routed, 404) and a code deleted from the cart are taken alike.
    fails: of(v1('cart-coupons'), 'unknown-code-not-in-cart', 'code-outside-pattern-refused', 'deleted-code-gone'),
  },
  {
    name: 'removing an unknown code taken',
    suites: v1('cart-coupons'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/remove-coupon'),
      status: 400,
      answer: { body: { items: [], coupons: [] } },
    }),
    fails: of(v1('cart-coupons'), 'remove-unknown-code'),
  },
  {
    name: 'coupon codes case-sensitive in the cart',
    suites: v1('cart-coupons'),
    fault: refuses(
      on('POST', store('/cart/apply-coupon'), (r) => /[A-Z]/.test(String(json(r).code))),
      new RestError('shop_rest_cart_coupon_error', 'Coupon does not exist.', 400),
    ),
    fails: of(v1('cart-coupons'), 'apply-own-case-insensitive'),
  },

  // ----- cart-key
  {
    name: 'an item cannot be read by its key',
    suites: v1('cart-key'),
    fault: failsRoute(on('GET', CART_ITEM)),
    fails: of(
      v1('cart-key'),
      'real-key-get',
      'real-key-shape',
      'item-context-edit-taken',
      'put-read-back',
      'post-read-back',
      'patch-read-back',
    ),
  },
  {
    name: 'an item cannot be updated by its key with PUT',
    suites: v1('cart-key'),
    fault: failsRoute(on('PUT', CART_ITEM)),
    fails: of(v1('cart-key'), 'real-key-put'),
  },
  {
    name: 'an item cannot be updated by its key with POST',
    suites: v1('cart-key'),
    fault: failsRoute(on('POST', CART_ITEM)),
    fails: of(v1('cart-key'), 'real-key-put-post'),
  },
  {
    name: 'an item cannot be updated by its key with PATCH',
    suites: v1('cart-key'),
    fault: failsRoute(on('PATCH', CART_ITEM)),
    fails: of(v1('cart-key'), 'real-key-put-patch'),
  },
  {
    name: 'an item cannot be deleted by its key',
    suites: v1('cart-key'),
    fault: failsRoute(on('DELETE', CART_ITEM)),
    fails: of(v1('cart-key'), 'real-key-delete'),
  },
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
  {
    name: 'update-item fails',
    suites: v1('cart'),
    fault: failsRoute(on('POST', store('/cart/update-item'))),
    fails: of(v1('cart'), 'update-item'),
  },
  {
    name: 'adding through cart/items fails',
    suites: v1('cart'),
    fault: failsRoute(on('POST', store('/cart/items'))),
    fails: of(v1('cart'), 'add-subscription'),
  },
  {
    name: "the cart's items fail",
    suites: v1('cart'),
    fault: failsRoute(on('GET', store('/cart/items'))),
    fails: of(
      v1('cart'),
      'items-listed',
      'plain-item-subscription-fields-null',
      'quantity-limits',
      'items-context-edit-taken',
      'updated-read-back',
      'removed-read-back',
      'items-route-read-back',
      'cleared-items-read-back',
    ),
  },
  {
    name: 'remove-item fails',
    suites: v1('cart'),
    fault: failsRoute(on('POST', store('/cart/remove-item'))),
    fails: of(v1('cart'), 'remove-item'),
  },
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

  // ----- customer
  {
    name: 'customer: the shipping address not echoed',
    suites: v1('customer'),
    fault: rewritesField(on('POST', store('/cart/update-customer')), '/shipping_address/city', ''),
    fails: of(v1('customer'), 'addresses-echoed'),
  },
  {
    name: 'update-customer fails',
    suites: v1('customer'),
    fault: failsRoute(on('POST', store('/cart/update-customer'))),
    fails: of(v1('customer'), 'addresses-echoed'),
  },
  {
    name: 'an address member that is not a string taken',
    suites: v1('customer'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/update-customer'),
      status: 400,
      param: 'billing_address',
      when: (r) => typeof (json(r).billing_address as { first_name?: unknown } | undefined)?.first_name !== 'string',
      answer: { body: {} },
    }),
    fails: of(v1('customer'), 'address-member-types'),
  },
  {
    name: 'a country that is not an ISO code taken',
    suites: v1('customer'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/update-customer'),
      status: 400,
      param: 'shipping_address',
      answer: { body: {} },
    }),
    // A shipping address refused for a member left out is taken alike.
    fails: of(v1('customer'), 'bad-country-refused', 'address-member-missing'),
  },
  {
    name: 'a billing email that is not an address taken',
    suites: v1('customer'),
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/update-customer'),
      status: 400,
      param: 'billing_address',
      when: (r) => !String((json(r).billing_address as { email?: unknown } | undefined)?.email).includes('@'),
      answer: { body: {} },
    }),
    fails: of(v1('customer'), 'bad-email-refused'),
  },

  // ----- what each storefront write does, read back (the cart's own routes, both namespaces)
  ...(['/shop/store', '/shop/store/v1'] as const).flatMap((ns): Deviation[] => {
    const under = ns === '/shop/store' ? 'under shop/store' : 'under shop/store/v1';
    const route = (rest: string) => re(`${ns}${rest}`);
    // Each suite runs the same flow under both namespaces: the fault is under one, its variant catches it.
    const [suite, keys, coupons, customer] = ['cart', 'cart-key', 'cart-coupons', 'customer'].map((id) =>
      ns === '/shop/store' ? id : `${id}-v1`,
    ) as [string, string, string, string];
    return [
      {
        name: `add-item ${under} answered but not kept`,
        suites: [suite],
        fault: notKept(on('POST', route('/cart/add-item'))),
        fails: of(
          suite,
          'add-other',
          'added-item-read-back',
          'money-minor-units',
          'plain-item-subscription-fields-null',
          'quantity-limits',
        ),
      },
      {
        name: `update-item ${under} answered but not kept`,
        suites: [suite],
        fault: notKept(on('POST', route('/cart/update-item'))),
        fails: of(suite, 'update-other'),
      },
      {
        name: `remove-item ${under} answered but not kept`,
        suites: [suite],
        fault: notKept(on('POST', route('/cart/remove-item'))),
        fails: of(suite, 'remove-other'),
      },
      {
        name: `the clear of cart/items ${under} answered but not kept`,
        suites: [suite],
        fault: notKept(on('DELETE', route('/cart/items'))),
        fails: of(suite, 'cleared-cart-read-back', 'cleared-items-read-back'),
      },
      {
        name: `an item added through cart/items ${under} not kept`,
        suites: [suite],
        fault: notKept(on('POST', route('/cart/items'))),
        fails: of(suite, 'items-route-read-back'),
      },
      {
        name: `an item deleted by its key ${under} not kept`,
        suites: [keys],
        fault: notKept(on('DELETE', route('/cart/items/[\\w-]{32}'))),
        fails: of(keys, 'deleted-read-back'),
      },
      {
        name: `apply-coupon ${under} answered but not kept`,
        suites: [coupons],
        fault: notKept(on('POST', route('/cart/apply-coupon'))),
        fails: of(
          coupons,
          'applied-listed',
          'apply-second',
          'coupon-context-edit-taken',
          'own-coupon-discounts',
          'own-coupon-readable',
          'own-coupon-twice-refused',
        ),
      },
      {
        name: `remove-coupon ${under} answered but not kept`,
        suites: [coupons],
        fault: notKept(on('POST', route('/cart/remove-coupon'))),
        fails: of(coupons, 'remove-second-coupon'),
      },
      {
        name: `a coupon added through cart/coupons ${under} not kept`,
        suites: [coupons],
        fault: notKept(on('POST', route('/cart/coupons'))),
        // The coupon added is not there to be deleted by its code either.
        fails: of(coupons, 'added-by-route-listed', 'delete-own-by-route'),
      },
      {
        name: `a coupon deleted by its code ${under} not kept`,
        suites: [coupons],
        fault: notKept(on('DELETE', route('/cart/coupons/[\\w-]+'))),
        fails: of(coupons, 'deleted-code-gone'),
      },
      {
        name: `DELETE cart/coupons ${under} answered but not kept`,
        suites: [coupons],
        fault: notKept(on('DELETE', route('/cart/coupons'))),
        // Nor can the coupon still applied be applied again.
        fails: of(coupons, 'deleted-all-listed', 'apply-own-case-insensitive'),
      },
      {
        name: `update-customer ${under} answered but not kept`,
        suites: [customer],
        fault: notKept(on('POST', route('/cart/update-customer'))),
        fails: of(customer, 'shipping-update-keeps-billing'),
      },
    ];
  }),
  {
    name: 'a context outside view and edit taken by the cart routes and the checkout',
    suites: [...v1('cart'), ...v1('cart-coupons'), ...v1('cart-key'), 'checkout'],
    fault: acceptsRefusal({ method: 'GET', path: store('/(cart.*|checkout)'), status: 400, param: 'context' }),
    fails: sorted(
      of(v1('cart'), 'context-outside-refused', 'items-context-outside-refused'),
      of(v1('cart-coupons'), 'list-context-outside-refused', 'coupon-context-outside-refused'),
      of(v1('cart-key'), 'item-context-outside-refused'),
      of('checkout', 'context-outside-refused', 'context-outside-refused-v1'),
    ),
  },
  {
    name: "the catalogue's variable-subscription filter fails",
    suites: v1('cart'),
    fault: failsRoute(on('GET', store('/products'), query('type', 'variable-subscription'))),
    fails: of(v1('cart'), 'find-variable'),
  },
  {
    name: 'package_id given as a string refused',
    suites: v1('shipping'),
    fault: refusesValue(
      on('POST', SELECT_RATE, (r) => typeof json(r).package_id === 'string'),
      'package_id',
    ),
    fails: of(v1('shipping'), 'select-rate-text-package'),
  },
  {
    // The coupon the enums suite reads in its second cart (its negatives on it are blocked, not failed).
    name: 'a coupon cannot be applied',
    suites: ['enums', ...v1('cart-coupons')],
    fault: failsRoute(on('POST', store('/cart/apply-coupon'))),
    fails: sorted(of(v1('cart-coupons'), 'apply-own', 'apply-own-case-insensitive'), ['enums/apply-own-coupon']),
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

  // ----- batch: what the sub-requests do, read back from the cart they carry the token of
  {
    name: 'batch sub-requests answered as done and not run',
    suites: ['batch'],
    fault: {
      name: 'sub-requests not run',
      description: 'Every sub-request of a batch is answered 201 with an empty body, and none runs.',
      apply(app) {
        aroundExecute(app, async (prepared, next) =>
          prepared.request.inBatch ? { status: 201, body: {}, headers: {} } : next(prepared),
        );
      },
    },
    fails: sorted(
      of(
        'batch',
        'all-validate-read-back',
        'storefront-all-validate-read-back',
        'storefront-v1-all-validate-read-back',
        'normal-read-back',
        'storefront-normal-read-back',
        'storefront-v1-normal-read-back',
      ),
      of('batch', 'permission-inside-batch', 'query-string-in-path'),
    ),
  },
  {
    name: 'a sub-request without a method run as PUT',
    suites: ['batch'],
    // The adds answer 2xx (must) with the sub-request refused inside (should): what they added is read back.
    shouldOnly: of('batch', 'all-validate-adds', 'storefront-all-validate-adds', 'storefront-v1-all-validate-adds'),
    fault: {
      name: 'sub-request method defaults to PUT',
      description: 'A batch sub-request that names no method is sent as PUT.',
      apply(app) {
        aroundDispatch(app, async (request, next) => {
          const requests = json(request).requests;
          if (!/batch/.test(request.path) || !Array.isArray(requests)) return next(request);
          const json2 = {
            ...json(request),
            requests: requests.map((r: Record<string, unknown>) =>
              r?.method === undefined ? { ...r, method: 'PUT' } : r,
            ),
          };
          return next({ ...request, json: json2 });
        });
      },
    },
    fails: sorted(
      of(
        'batch',
        'all-validate-adds',
        'storefront-all-validate-adds',
        'storefront-v1-all-validate-adds',
        'all-validate-read-back',
        'storefront-all-validate-read-back',
        'storefront-v1-all-validate-read-back',
        'normal-read-back',
        'storefront-normal-read-back',
        'storefront-v1-normal-read-back',
      ),
      of(
        'batch',
        'normal-mode-runs-each',
        'not-batchable-refused-inside',
        'permission-inside-batch',
        'query-string-in-path',
        'require-all-validate-stops-all',
      ),
    ),
  },
  {
    name: 'a sub-request header given as a list dropped',
    suites: ['batch'],
    fault: {
      name: 'list headers dropped',
      description: 'A batch sub-request header whose value is a list of strings is dropped.',
      apply(app) {
        aroundDispatch(app, async (request, next) => {
          const requests = json(request).requests;
          if (!/batch/.test(request.path) || !Array.isArray(requests)) return next(request);
          const json2 = {
            ...json(request),
            requests: requests.map((r: Record<string, unknown>) => {
              const headers = r?.headers as Record<string, unknown> | undefined;
              if (!headers || typeof headers !== 'object') return r;
              return {
                ...r,
                headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => !Array.isArray(v))),
              };
            }),
          };
          return next({ ...request, json: json2 });
        });
      },
    },
    fails: of('batch', 'normal-read-back', 'storefront-normal-read-back', 'storefront-v1-normal-read-back'),
  },
  {
    name: 'sub-request bodies dropped',
    suites: ['batch'],
    shouldOnly: of('batch', 'all-validate-adds', 'storefront-all-validate-adds', 'storefront-v1-all-validate-adds'),
    fault: {
      name: 'sub-request bodies dropped',
      description: 'A batch sub-request runs without the body it was given.',
      apply(app) {
        aroundExecute(app, async (prepared, next) =>
          prepared.request.inBatch
            ? next({
                ...prepared,
                params: Object.fromEntries(
                  Object.entries(prepared.params).filter(([k]) => k in prepared.request.query),
                ),
              })
            : next(prepared),
        );
      },
    },
    fails: of(
      'batch',
      'all-validate-adds',
      'storefront-all-validate-adds',
      'storefront-v1-all-validate-adds',
      'all-validate-read-back',
      'storefront-all-validate-read-back',
      'storefront-v1-all-validate-read-back',
      'normal-read-back',
      'storefront-normal-read-back',
      'storefront-v1-normal-read-back',
    ),
  },
  {
    name: 'a DELETE sub-request answered and not run',
    suites: ['batch'],
    fault: {
      name: 'DELETE sub-requests not run',
      description: 'A batch sub-request with DELETE is answered 200 [] and not run.',
      apply(app) {
        aroundExecute(app, async (prepared, next) =>
          prepared.request.inBatch && prepared.request.method === 'DELETE'
            ? { status: 200, body: [], headers: {} }
            : next(prepared),
        );
      },
    },
    fails: of('batch', 'delete-read-back', 'storefront-delete-read-back', 'storefront-v1-delete-read-back'),
  },
  {
    name: 'require-all-validate refused by every batch route',
    suites: ['batch'],
    fault: refusesValue(
      on('POST', /^\/(batch\/v1|shop\/store(\/v1)?\/batch)$/, (r) => json(r).validation === 'require-all-validate'),
      'validation',
    ),
    fails: sorted(of('batch', 'all-validate-adds', 'storefront-all-validate-adds', 'storefront-v1-all-validate-adds'), [
      'batch/require-all-validate-stops-all',
    ]),
  },
  {
    name: 'a sub-request header given as a list refused by every batch route',
    suites: ['batch'],
    fault: refuses(
      on('POST', /^\/(batch\/v1|shop\/store(\/v1)?\/batch)$/, (r) =>
        JSON.stringify((json(r).requests as unknown[] | undefined) ?? []).includes('"Cart-Token":['),
      ),
      errors.invalidParams({ requests: 'requests[0][headers][Cart-Token] is not of type string.' }, {}),
    ),
    fails: of('batch', 'normal-adds', 'storefront-normal-adds', 'storefront-v1-normal-adds'),
  },
  {
    name: 'a DELETE sub-request refused by every batch route',
    suites: ['batch'],
    fault: refuses(
      on('POST', /^\/(batch\/v1|shop\/store(\/v1)?\/batch)$/, (r) =>
        ((json(r).requests as { method?: unknown }[] | undefined) ?? []).some((x) => x?.method === 'DELETE'),
      ),
      errors.invalidParams({ requests: 'requests[0][method] is not one of POST, PUT and PATCH.' }, {}),
    ),
    fails: of('batch', 'delete-clears', 'storefront-delete-clears', 'storefront-v1-delete-clears'),
  },
  {
    name: 'the versioned storefront batch route takes what it refuses naming requests',
    suites: ['batch'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop/store/v1/batch',
      status: 400,
      param: 'requests',
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: of(
      'batch',
      'storefront-v1-cap-26-refused',
      'storefront-v1-get-sub-request-refused',
      'storefront-v1-path-missing-refused',
      'storefront-v1-requests-missing-refused',
    ),
  },
  {
    name: 'the batch route takes a sub-request without a path',
    suites: ['batch'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/batch/v1',
      status: 400,
      param: 'requests',
      when: (r) => ((json(r).requests as { path?: unknown }[] | undefined) ?? []).some((x) => x?.path === undefined),
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: ['batch/path-missing-refused'],
  },
  {
    name: 'the batch route takes a batch without requests',
    suites: ['batch'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/batch/v1',
      status: 400,
      param: 'requests',
      when: (r) => json(r).requests === undefined,
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: ['batch/requests-missing-refused'],
  },
  {
    name: 'the storefront batch routes take any validation mode',
    suites: ['batch'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/batch'),
      status: 400,
      param: 'validation',
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: of('batch', 'storefront-bad-validation-mode', 'storefront-v1-bad-validation-mode'),
  },

  // ----- storefront-aliases
  {
    name: 'storefront-aliases: the versioned namespace answering differently',
    suites: ['storefront-aliases'],
    fault: rewritesAnswer(on('GET', '/shop/store/v1/products'), 'products in reverse', (body) =>
      [...(body as unknown[])].reverse(),
    ),
    fails: of('storefront-aliases', 'alias.products.shop-store-v1', 'products-versioned', 'products-unversioned-same'),
  },
  {
    name: 'the unversioned product list fails',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/products', query('featured'))),
    // products-versioned, which compares with what products-unversioned captured, is blocked by it.
    fails: of('storefront-aliases', 'products-unversioned', 'products-unversioned-same'),
  },
  {
    name: 'the versioned product list fails',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/v1/products', query('featured'))),
    // products-unversioned-same, which compares with what products-versioned-first captured, is blocked by it.
    fails: of('storefront-aliases', 'products-versioned', 'products-versioned-first'),
  },
  {
    name: 'the unversioned categories fail',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/products/categories', noQuery('per_page'))),
    // The versioned cases, which compare with what the unversioned ones captured, are blocked by them.
    fails: of('storefront-aliases', 'alias.products.categories.shop-store', 'categories-unversioned'),
  },
  {
    name: 'the versioned categories in another order',
    suites: ['storefront-aliases'],
    fault: rewritesAnswer(on('GET', '/shop/store/v1/products/categories'), 'categories in reverse', (body) =>
      [...(body as unknown[])].reverse(),
    ),
    fails: of('storefront-aliases', 'alias.products.categories.shop-store-v1', 'categories-versioned'),
  },
  {
    name: 'the unversioned products take per_page 101',
    suites: ['storefront-aliases'],
    fault: acceptsRefusal({ method: 'GET', path: '/shop/store/products', status: 400 }),
    fails: ['storefront-aliases/validation-unversioned'],
  },
  {
    name: 'the versioned products take per_page 101',
    suites: ['storefront-aliases'],
    fault: acceptsRefusal({ method: 'GET', path: '/shop/store/v1/products', status: 400 }),
    fails: ['storefront-aliases/validation-versioned'],
  },
  {
    name: 'the versioned namespace index fails',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/v1')),
    fails: ['storefront-aliases/namespace-indexes'],
  },
  {
    name: "the catalogue's first product cannot be found",
    suites: ['storefront-aliases'],
    fault: failsRoute(
      on('GET', '/shop/store/products', (r) => String(r.query.per_page) === '1' && r.query.orderby === 'id'),
    ),
    fails: ['storefront-aliases/find-product'],
  },
  {
    name: 'the attributes fail under shop/store',
    suites: ['defaults', 'enums', 'storefront-aliases', 'limits'],
    fault: failsRoute(on('GET', '/shop/store/products/attributes', (r) => Object.keys(r.query).length === 0)),
    fails: sorted(
      of(['defaults', 'enums', 'limits'], 'find-attribute'),
      ['defaults/default.shop.store.products.attributes.applied'],
      of('storefront-aliases', 'alias.products.attributes.shop-store', 'find-attribute'),
    ),
  },
  {
    name: 'a page of categories fails',
    suites: ['defaults', 'enums', 'storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/products/categories', query('per_page', '1'))),
    fails: of(['defaults', 'enums', 'storefront-aliases'], 'find-category'),
  },
];
