import { checkoutShippingAddress } from '../../../spec/schemas/address.js';
import { acceptsRefusal, failsRoute } from '../../helpers/faults.js';
import { on, query, store, of, sorted, v1, type Deviation } from './shared.js';

/** The suites that open a cart of their own (`open-cart`). */
const CART_OPENERS = [
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
];
/** The suites that find a simple product in stock (`find-product`) to put in their cart. */
const PRODUCT_FINDERS = [...v1('cart-coupons'), ...v1('cart-key'), 'checkout', ...v1('shipping'), 'nested', 'required'];
/** The suites that put a product in a cart through add-item. */
/**
 * The checkout refusals of the generator suites, each sent in a cart of its own that holds an item
 * (`itemCarts`): opened by `<id>.open-cart`, filled by `<id>.fill-cart`.
 */
/** The checkout address's members as the catalog declares them (what the nested generator leaves out one by one). */
const ADDRESS_MEMBERS = Object.keys(checkoutShippingAddress().properties ?? {});
const CHECKOUT_REFUSALS = ['shop.store', 'shop.store.v1'].flatMap((ns) => [
  ...['billing', 'shipping'].flatMap((a) =>
    ADDRESS_MEMBERS.map((m) => `nested/post.${ns}.checkout.${a}_address.${m}.member-missing`),
  ),
  `nested/post.${ns}.checkout.billing_address.email.not-in-format`,
  `required/post.${ns}.checkout.billing_address.missing`,
  `enums/post.${ns}.checkout.payment_method.not-in-enum`,
]);
const ownCarts = (step: 'open-cart' | 'fill-cart') => CHECKOUT_REFUSALS.map((id) => `${id}.${step}`);

const ITEM_ADDERS = [...PRODUCT_FINDERS, ...v1('cart'), 'enums'];
/** The suites whose teardown empties their cart (`empty-cart`). */
const EMPTIERS = [...v1('cart-coupons'), ...v1('cart'), ...v1('cart-key'), ...v1('shipping'), 'batch'];

/** What the storefront suites set up and tear down (a cart, a product, the country data), and the context every cart route and the checkout refuse. */
export const STOREFRONT_SETUP: Deviation[] = [
  {
    name: 'a new cart cannot be opened',
    suites: [...CART_OPENERS, 'orders', 'admin-auth'],
    fault: failsRoute(on('GET', store('/cart'), (r) => r.headers.cart_token === undefined)),
    fails: sorted(
      of(CART_OPENERS, 'open-cart'),
      ownCarts('open-cart'),
      of('batch', 'open-storefront-cart', 'open-storefront-v1-cart'),
      // The batch suite's carts of the default validation mode and of the path rules inside a batch.
      of(
        'batch',
        'open-default-cart',
        'open-normal-cart',
        'open-storefront-default-cart',
        'open-storefront-v1-default-cart',
        'open-path-cart-a',
        'open-path-cart-b',
        'open-path-cart-c',
        'open-path-cart-d',
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
    suites: ['batch', ...ITEM_ADDERS],
    fault: failsRoute(on('GET', store('/products'), query('type', 'simple'))),
    fails: sorted(
      of(['batch', ...PRODUCT_FINDERS], 'find-product'),
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
    suites: ITEM_ADDERS,
    fault: failsRoute(on('POST', store('/cart/add-item'))),
    fails: sorted(
      of([...v1('cart-coupons'), ...v1('cart-key'), ...v1('cart'), ...v1('shipping')], 'add-item'),
      of(v1('cart'), 'add-variation', 'add-variation-by-id'),
      of(v1('cart-key'), 'add-other'),
      of('checkout', 'add-for-bacs', 'add-for-cheque', 'add-for-cod'),
      // The second carts of the generator suites, filled for the negatives whose controls read or change their content.
      ['enums/fill-cart', 'nested/fill-item-cart', 'required/fill-shipping-cart'],
      ownCarts('fill-cart'),
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
    suites: EMPTIERS,
    fault: failsRoute(on('DELETE', store('/cart/items'))),
    // The clear the cart suite reads back (what reads it is blocked by it), and every teardown; the batch
    // routes' DELETE sub-requests are not asked directly, and pass.
    fails: sorted(
      of(EMPTIERS, 'empty-cart'),
      of('batch', 'empty-storefront-cart', 'empty-storefront-v1-cart'),
      of(
        'batch',
        'empty-default-cart',
        'empty-normal-cart',
        'empty-storefront-default-cart',
        'empty-storefront-v1-default-cart',
        'empty-path-cart-a',
        'empty-path-cart-b',
        'empty-path-cart-c',
        'empty-path-cart-d',
      ),
      of(v1('cart'), 'clear'),
    ),
  },
  {
    name: 'the German country data fails',
    // The addresses take their state from the new cart, not from the country data: only its own case fails.
    suites: ['admin-data', 'checkout', ...v1('customer'), 'nested', 'required', 'enums'],
    fault: failsRoute(on('GET', /^\/shop-analytics\/data\/countries\/de$/i)),
    fails: ['admin-data/one-country'],
  },
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
];
