import { RestError } from '../../../reference-server/http/errors.js';
import { acceptsRefusal, failsRoute, refuses, rewritesAnswer } from '../../helpers/faults.js';
import { routeFails } from './cart-faults.js';
import { on, json, store, of, sorted, v1, type Deviation } from './shared.js';

/** A coupon's route in the cart, after the namespace. */
const CODE = '/cart/coupons/[^/]+';

/** Deviations of the cart-coupons suites: coupons applied, listed, read and removed. */
export const STOREFRONT_COUPONS: Deviation[] = [
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
  routeFails(
    "the cart's coupons fail",
    'cart-coupons',
    'GET',
    '/cart/coupons',
    'list-empty',
    'list-context-edit-taken',
    'applied-listed',
    'removed-listed',
    'added-by-route-listed',
    'deleted-all-listed',
  ),
  routeFails(
    'an applied coupon cannot be read',
    'cart-coupons',
    'GET',
    CODE,
    'own-coupon-readable',
    'coupon-context-edit-taken',
  ),
  routeFails('an applied coupon cannot be removed', 'cart-coupons', 'POST', '/cart/remove-coupon', 'remove-own-coupon'),
  routeFails(
    'a coupon cannot be added through cart/coupons',
    'cart-coupons',
    'POST',
    '/cart/coupons',
    'add-own-by-route',
    'add-second-by-route',
  ),
  routeFails(
    'a coupon cannot be taken out through cart/coupons/{code}',
    'cart-coupons',
    'DELETE',
    CODE,
    'delete-own-by-route',
  ),
  routeFails('DELETE cart/coupons fails', 'cart-coupons', 'DELETE', '/cart/coupons', 'delete-all'),
  {
    name: 'a code not in the cart read',
    suites: v1('cart-coupons'),
    fault: acceptsRefusal({
      method: 'GET',
      path: store(CODE),
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
  {
    // The coupon the enums suite reads in its second cart (its negatives on it are blocked, not failed).
    name: 'a coupon cannot be applied',
    suites: ['enums', ...v1('cart-coupons')],
    fault: failsRoute(on('POST', store('/cart/apply-coupon'))),
    fails: sorted(of(v1('cart-coupons'), 'apply-own', 'apply-own-case-insensitive'), ['enums/apply-own-coupon']),
  },
];
