import { notKept } from './cart-faults.js';
import { on, of, re, type Deviation } from './shared.js';

/**
 * What each storefront write does, read back (the cart's own routes, both namespaces): one entry per
 * write, answered as done and not kept. Each suite runs the same flow under both namespaces: the fault
 * is under one, and that namespace's run of the suite catches it.
 */
export const STOREFRONT_KEPT: Deviation[] = (['/shop/store', '/shop/store/v1'] as const).flatMap((ns): Deviation[] => {
  const under = ns === '/shop/store' ? 'under shop/store' : 'under shop/store/v1';
  const [cart, keys, coupons, customer] = ['cart', 'cart-key', 'cart-coupons', 'customer'].map((id) =>
    ns === '/shop/store' ? id : `${id}-v1`,
  ) as [string, string, string, string];
  /** `method` on the route (its path after the namespace) answered but not kept: `fails` of `suite` catch it. */
  const unkept = (name: string, suite: string, method: string, rest: string, ...fails: string[]): Deviation => ({
    name,
    suites: [suite],
    fault: notKept(on(method, re(`${ns}${rest}`))),
    fails: of(suite, ...fails),
  });
  return [
    unkept(
      `add-item ${under} answered but not kept`,
      cart,
      'POST',
      '/cart/add-item',
      'add-other',
      'added-item-read-back',
      'money-minor-units',
      'plain-item-subscription-fields-null',
      'quantity-limits',
      'variations-read-back',
    ),
    unkept(`update-item ${under} answered but not kept`, cart, 'POST', '/cart/update-item', 'update-other'),
    unkept(`remove-item ${under} answered but not kept`, cart, 'POST', '/cart/remove-item', 'remove-other'),
    unkept(
      `the clear of cart/items ${under} answered but not kept`,
      cart,
      'DELETE',
      '/cart/items',
      'cleared-cart-read-back',
      'cleared-items-read-back',
    ),
    unkept(`an item added through cart/items ${under} not kept`, cart, 'POST', '/cart/items', 'items-route-read-back'),
    unkept(
      `an item deleted by its key ${under} not kept`,
      keys,
      'DELETE',
      '/cart/items/[\\w-]{32}',
      'deleted-read-back',
    ),
    unkept(
      `apply-coupon ${under} answered but not kept`,
      coupons,
      'POST',
      '/cart/apply-coupon',
      'applied-listed',
      'apply-second',
      'coupon-context-edit-taken',
      'own-coupon-discounts',
      'own-coupon-readable',
      'own-coupon-twice-refused',
    ),
    unkept(
      `remove-coupon ${under} answered but not kept`,
      coupons,
      'POST',
      '/cart/remove-coupon',
      'remove-second-coupon',
    ),
    // The coupon added is not there to be deleted by its code either.
    unkept(
      `a coupon added through cart/coupons ${under} not kept`,
      coupons,
      'POST',
      '/cart/coupons',
      'added-by-route-listed',
      'delete-own-by-route',
    ),
    unkept(
      `a coupon deleted by its code ${under} not kept`,
      coupons,
      'DELETE',
      '/cart/coupons/[\\w-]+',
      'deleted-code-gone',
    ),
    // Nor can the coupon still applied be applied again.
    unkept(
      `DELETE cart/coupons ${under} answered but not kept`,
      coupons,
      'DELETE',
      '/cart/coupons',
      'deleted-all-listed',
      'apply-own-case-insensitive',
    ),
    unkept(
      `update-customer ${under} answered but not kept`,
      customer,
      'POST',
      '/cart/update-customer',
      'shipping-update-keeps-billing',
    ),
  ];
});
