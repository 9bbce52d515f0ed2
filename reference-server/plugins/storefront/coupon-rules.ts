import type { HandlerContext } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import { cartError } from './cart-errors.js';
import { priceCart } from './cart-pricing.js';
import type { CartState } from './cart-state.js';

const euros = (minorUnits: number) => `€${(minorUnits / 100).toFixed(2)}`;

/** Applies a coupon with the platform's refusals: unknown, already applied, individual use, expiry, limits, spend. */
export function applyCoupon(storage: Storage, cart: CartState, rawCode: string): void {
  const code = rawCode.trim().toLowerCase();
  const coupon = storage.coupons.byCode(code);
  const refuse = (message: string) => cartError('shop_rest_cart_coupon_error', message, 400);
  if (!coupon || (coupon.status && coupon.status !== 'publish' && coupon.status !== 'published'))
    throw refuse(`"${code}" is an invalid coupon code.`);
  if (cart.coupons.includes(code)) throw refuse(`Coupon code "${code}" has already been applied.`);
  const individual = cart.coupons.map((c) => storage.coupons.byCode(c)).find((c) => c?.individual_use);
  if (individual)
    throw refuse(`"${individual.code}" has already been applied and cannot be used in conjunction with other coupons.`);
  if (coupon.date_expires && new Date(`${coupon.date_expires.replace(/Z$/, '')}Z`).getTime() < Date.now())
    throw refuse('This coupon has expired.');
  if (coupon.usage_limit && (coupon.usage_count ?? 0) >= coupon.usage_limit)
    throw refuse('Coupon usage limit has been reached.');
  const subtotal = priceCart(storage, cart).itemsSubtotal;
  const minimum = Math.round(Number.parseFloat(coupon.minimum_amount || '0') * 100);
  const maximum = Math.round(Number.parseFloat(coupon.maximum_amount || '0') * 100);
  if (minimum > 0 && subtotal < minimum) throw refuse(`The minimum spend for this coupon is ${euros(minimum)}.`);
  if (maximum > 0 && subtotal > maximum) throw refuse(`The maximum spend for this coupon is ${euros(maximum)}.`);
  if (coupon.product_ids?.length && !cart.items.some((l) => coupon.product_ids?.includes(l.productId))) {
    throw refuse('Sorry, this coupon is not applicable to selected products.');
  }
  // An individual-use coupon replaces whatever was applied before it.
  cart.coupons = coupon.individual_use ? [code] : [...cart.coupons, code];
}

export function removeCoupon(storage: Storage, cart: CartState, rawCode: string, ctx: HandlerContext): void {
  const code = rawCode.trim().toLowerCase();
  if (!storage.coupons.byCode(code)) throw cartError('shop_rest_cart_coupon_error', 'Invalid coupon code.', 400);
  if (!cart.coupons.includes(code)) {
    throw cartError(
      'shop_rest_cart_coupon_invalid_code',
      'Coupon cannot be removed because it is not already applied to the cart.',
      409,
      ctx,
      storage,
    );
  }
  cart.coupons = cart.coupons.filter((c) => c !== code);
}
