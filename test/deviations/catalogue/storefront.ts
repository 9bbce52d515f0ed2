import { errors, RestError } from '../../../reference-server/http/errors.js';
import {
  acceptsRefusal,
  altersAnswers,
  answered,
  answersStatus,
  dropsField,
  failsRoute,
  overridesHandler,
  refuses,
  rewritesAnswer,
  rewritesField,
} from '../../helpers/faults.js';
import { on, query, noQuery, json, store, CART_ITEM, of, sorted, v1, error, type Deviation } from './shared.js';

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
      of('checkout', 'add-for-bacs', 'add-for-cheque', 'add-for-cod'),
      // The second carts of the generator suites, filled for the negatives whose controls read or change their content.
      ['enums/fill-cart', 'nested/fill-item-cart', 'required/fill-shipping-cart'],
    ),
  },
  {
    name: 'applying a coupon fails',
    suites: ['enums'],
    fault: failsRoute(on('POST', store('/cart/apply-coupon'))),
    // The coupon the enums suite reads in its second cart (its negatives on it are blocked, not failed).
    fails: ['enums/apply-own-coupon'],
  },
  {
    name: 'reading a cart fails',
    suites: [...v1('cart'), ...v1('customer'), ...v1('shipping')],
    fault: failsRoute(on('GET', store('/cart'), (r) => r.headers.cart_token !== undefined)),
    fails: sorted(
      of(v1('cart'), 'cart-shape', 'money-minor-units'),
      of(v1('customer'), 'shipping-address-has-no-email'),
      of(v1('shipping'), 'rates-are-packages'),
    ),
  },
  {
    name: 'emptying a cart fails',
    suites: [...v1('cart-coupons'), ...v1('cart'), ...v1('shipping')],
    fault: failsRoute(on('DELETE', store('/cart/items'))),
    fails: of([...v1('cart-coupons'), ...v1('cart'), ...v1('shipping')], 'empty-cart'),
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
    fails: of(v1('cart-coupons'), 'list-empty'),
  },
  {
    name: 'an applied coupon cannot be read',
    suites: v1('cart-coupons'),
    fault: failsRoute(on('GET', store('/cart/coupons/[^/]+'))),
    fails: of(v1('cart-coupons'), 'own-coupon-readable'),
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
    fails: of(v1('cart-coupons'), 'add-own-by-route'),
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
    fails: of(v1('cart-coupons'), 'unknown-code-not-in-cart'),
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
    fails: of(v1('cart-key'), 'real-key-get', 'real-key-shape'),
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
    fails: of(v1('cart-key'), 'unknown-key-409'),
  },

  // ----- cart
  {
    name: 'cart: a merged add that shows a second line',
    suites: v1('cart'),
    fault: rewritesAnswer(on('POST', store('/cart/add-item')), 'a second line', (body) => {
      const cart = body as { items: { key: string; quantity: number }[] };
      const [first] = cart.items;
      if (first && first.quantity === 2)
        cart.items = [
          { ...first, quantity: 1 },
          { ...first, key: 'f'.repeat(32), quantity: 1 },
        ];
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
    fails: of(v1('cart'), 'items-listed', 'plain-item-subscription-fields-null', 'quantity-limits'),
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
    fails: of(v1('cart'), 'plain-item-subscription-fields-null'),
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
    shouldOnly: of(v1('customer'), 'addresses-echoed'),
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
    fails: of(v1('customer'), 'bad-country-refused'),
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

  // ----- storefront-aliases
  {
    name: 'storefront-aliases: the versioned namespace answering differently',
    suites: ['storefront-aliases'],
    fault: rewritesAnswer(on('GET', '/shop/store/v1/products'), 'products in reverse', (body) =>
      [...(body as unknown[])].reverse(),
    ),
    fails: of('storefront-aliases', 'alias.products.shop-store-v1', 'products-versioned'),
  },
  {
    name: 'the unversioned product list fails',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/products', query('featured'))),
    // products-versioned, which compares with what products-unversioned captured, is blocked by it.
    fails: of('storefront-aliases', 'products-unversioned'),
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
