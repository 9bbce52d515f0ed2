import type { Product } from '../../storage/repositories/products.js';
import type { Coupon } from '../../storage/repositories/coupons.js';
import type { Storage } from '../../storage/index.js';
import type { CartLine, CartState } from './cart-state.js';

export interface PricedLine {
  line: CartLine;
  /** What is sold: the product, or the variation. */
  product: Product;
  parent: Product;
  /** Charged now per unit, in minor units: the price, or only the sign-up fee during a free trial. */
  unitPrice: number;
  subtotal: number;
  discount: number;
  total: number;
}

export interface ShippingRate {
  rate_id: string;
  name: string;
  price: number;
  method_id: string;
  instance_id: number;
}

export interface PricedCart {
  lines: PricedLine[];
  coupons: { coupon: Coupon; discount: number }[];
  needsShipping: boolean;
  rates: ShippingRate[];
  selectedRate: ShippingRate | undefined;
  itemsSubtotal: number;
  discountTotal: number;
  shippingTotal: number | null;
  total: number;
}

export const FREE_SHIPPING_FROM = 5000;

/** Reference-only shipping: a flat rate, pickup, and free shipping from €50 or with a coupon that grants it. */
export function shippingRates(itemsSubtotal: number, freeByCoupon: boolean): ShippingRate[] {
  const rates: ShippingRate[] = [
    { rate_id: 'flat_rate:1', name: 'Flat rate', price: 490, method_id: 'flat_rate', instance_id: 1 },
  ];
  if (freeByCoupon || itemsSubtotal >= FREE_SHIPPING_FROM)
    rates.push({
      rate_id: 'free_shipping:2',
      name: 'Free shipping',
      price: 0,
      method_id: 'free_shipping',
      instance_id: 2,
    });
  rates.push({ rate_id: 'local_pickup:3', name: 'Local pickup', price: 0, method_id: 'local_pickup', instance_id: 3 });
  return rates;
}

export function unitPrice(product: Product): number {
  const price = product.salePrice ?? product.regularPrice ?? 0;
  const fee = product.subscription.signUpFee ?? 0;
  if (product.subscription.billingPeriod && (product.subscription.trialLength ?? 0) > 0) return fee;
  return price + fee;
}

function couponDiscount(coupon: Coupon, lines: PricedLine[]): Map<PricedLine, number> {
  const amount = Number.parseFloat(coupon.amount || '0');
  const applies = (l: PricedLine) =>
    (!coupon.product_ids?.length || coupon.product_ids.includes(l.line.productId)) &&
    !coupon.excluded_product_ids?.includes(l.line.productId);
  const eligible = lines.filter(applies);
  const out = new Map<PricedLine, number>();
  const base = eligible.reduce((n, l) => n + l.subtotal, 0);
  const spread = (total: number) => {
    for (const l of eligible) out.set(l, base > 0 ? Math.round((total * l.subtotal) / base) : 0);
  };
  switch (coupon.discount_type) {
    case 'percent':
    case 'sign_up_fee_percent':
      for (const l of eligible) out.set(l, Math.round((l.subtotal * amount) / 100));
      break;
    case 'fixed_product':
      for (const l of eligible) out.set(l, Math.min(l.subtotal, Math.round(amount * 100) * l.line.quantity));
      break;
    case 'fixed_cart':
    case 'initial_cart':
    case 'sign_up_fee':
      spread(Math.min(base, Math.round(amount * 100)));
      break;
    default:
      // Recurring and renewal discounts apply to renewals, not to the first payment this cart makes.
      break;
  }
  return out;
}

/** Prices the cart: lines, coupon discounts spread over lines, shipping and totals, all in minor units. */
export function priceCart(storage: Storage, cart: CartState): PricedCart {
  const lines: PricedLine[] = [];
  for (const line of cart.items) {
    const parent = storage.products.get(line.productId);
    const product = line.variationId ? storage.products.get(line.variationId) : parent;
    if (!parent || !product) continue;
    const price = unitPrice(product);
    lines.push({
      line,
      product,
      parent,
      unitPrice: price,
      subtotal: price * line.quantity,
      discount: 0,
      total: price * line.quantity,
    });
  }
  const coupons: PricedCart['coupons'] = [];
  for (const code of cart.coupons) {
    const coupon = storage.coupons.byCode(code);
    if (!coupon) continue;
    const discounts = couponDiscount(coupon, lines);
    let total = 0;
    for (const l of lines) {
      const d = Math.min(discounts.get(l) ?? 0, l.total);
      l.discount += d;
      l.total -= d;
      total += d;
    }
    coupons.push({ coupon, discount: total });
  }
  const itemsSubtotal = lines.reduce((n, l) => n + l.subtotal, 0);
  const discountTotal = lines.reduce((n, l) => n + l.discount, 0);
  const needsShipping = lines.some((l) => !l.product.virtual);
  const rates = needsShipping
    ? shippingRates(
        itemsSubtotal,
        coupons.some((c) => c.coupon.free_shipping),
      )
    : [];
  const chosen = cart.selectedRates['0'];
  const selectedRate = rates.find((r) => r.rate_id === chosen) ?? rates[0];
  const shippingTotal = needsShipping ? (selectedRate?.price ?? 0) : null;
  return {
    lines,
    coupons,
    needsShipping,
    rates,
    selectedRate,
    itemsSubtotal,
    discountTotal,
    shippingTotal,
    total: itemsSubtotal - discountTotal + (shippingTotal ?? 0),
  };
}
