import type { Product } from '../../storage/repositories/products.js';
import type { Storage } from '../../storage/index.js';
import type { CartState } from './cart-state.js';
import { priceCart, type PricedCart, type PricedLine } from './cart-pricing.js';
import { CURRENCY, minor } from './money.js';

/** Quantity limits of the platform: at least 1, at most 9999, the stock, or 1 when sold individually. */
export function quantityLimits(product: Product): {
  minimum: number;
  maximum: number;
  multiple_of: number;
  editable: boolean;
} {
  let maximum = 9999;
  if (product.manageStock && product.backorders === 'no')
    maximum = Math.min(maximum, Math.max(0, product.stockQuantity ?? 0));
  if (product.soldIndividually) maximum = 1;
  return { minimum: 1, maximum: Math.max(1, maximum), multiple_of: 1, editable: !product.soldIndividually };
}

/** `extensions.subscriptions` of a cart item: real values for subscriptions, all ten fields null otherwise. */
export function subscriptionData(product: Product): Record<string, unknown> {
  const s = product.subscription;
  if (!s.billingPeriod) {
    return {
      billing_period: null,
      billing_interval: null,
      subscription_length: null,
      trial_period: null,
      trial_length: null,
      sign_up_fees: null,
      sign_up_fees_tax: null,
      is_resubscribe: null,
      switch_type: null,
      synchronization: null,
    };
  }
  return {
    billing_period: s.billingPeriod,
    billing_interval: s.billingInterval,
    subscription_length: s.length ?? 0,
    trial_period: s.trialLength ? s.trialPeriod : null,
    trial_length: s.trialLength ?? 0,
    sign_up_fees: minor(s.signUpFee ?? 0),
    sign_up_fees_tax: '0',
    is_resubscribe: false,
    switch_type: null,
    synchronization: s.synchronization ?? null,
  };
}

/**
 * A figure of a reply: a count, an amount as minor() writes it (digits and a sign), or null. What varies
 * between two replies naming the same line or cart; the JSON rendering (cart-json.ts) writes each
 * without a JSON.stringify call.
 */
export type Figure = number | string | null;

export const LINE_FIGURES = ['quantity', 'line_subtotal', 'line_total'] as const;
type LineFigures<V = Figure> = Record<(typeof LINE_FIGURES)[number], V>;

/** What varies between two replies naming the same line of the same product: the rest is the product's. */
export const lineFigures = (l: PricedLine): LineFigures => ({
  quantity: l.line.quantity,
  line_subtotal: minor(l.subtotal),
  line_total: minor(l.total),
});

export function itemShape(l: PricedLine, home: string): Record<string, unknown> {
  return itemLayout(l, home, lineFigures(l));
}

/** A cart item; everything but `figures` comes from the product, its parent, the line's key and options. */
export function itemLayout(l: PricedLine, home: string, figures: LineFigures<unknown>): Record<string, unknown> {
  const { product, parent } = l;
  const price = minor(l.unitPrice);
  return {
    key: l.line.key,
    id: product.id,
    type: product.type,
    quantity: figures.quantity,
    quantity_limits: quantityLimits(product),
    name: parent.name,
    short_description: `<p>${parent.shortDescription}</p>`,
    description: parent.description,
    sku: product.sku,
    low_stock_remaining: product.manageStock && (product.stockQuantity ?? 0) <= 2 ? product.stockQuantity : null,
    backorders_allowed: product.backorders !== 'no',
    show_backorder_badge: false,
    sold_individually: product.soldIndividually,
    permalink: `${home}/product/${parent.slug}/`,
    images: [],
    variation: Object.entries(l.line.variation).map(([attribute, value]) => ({
      raw_attribute: `attribute_${attribute}`,
      attribute: 'Signal tier',
      value,
    })),
    item_data: [],
    prices: {
      price,
      regular_price: minor(product.regularPrice),
      sale_price: minor(product.salePrice ?? product.regularPrice),
      price_range: null,
      raw_prices: {
        precision: 6,
        price: String(l.unitPrice * 10_000),
        regular_price: String((product.regularPrice ?? 0) * 10_000),
        sale_price: String((product.salePrice ?? product.regularPrice ?? 0) * 10_000),
      },
      ...CURRENCY,
    },
    totals: {
      line_subtotal: figures.line_subtotal,
      line_subtotal_tax: '0',
      line_total: figures.line_total,
      line_total_tax: '0',
      ...CURRENCY,
    },
    catalog_visibility: parent.catalogVisibility,
    extensions: { subscriptions: subscriptionData(product) },
  };
}

export function couponShape(c: PricedCart['coupons'][number]): Record<string, unknown> {
  return {
    code: c.coupon.code,
    discount_type: c.coupon.discount_type,
    totals: { total_discount: minor(c.discount), total_discount_tax: '0', ...CURRENCY },
  };
}

/**
 * What a cart reply says, worked out once for either rendering (an object here, JSON text in
 * cart-json.ts): its lines, its totals' figures, and its other parts as values.
 */
export function cartContent(storage: Storage, cart: CartState) {
  const priced = priceCart(storage, cart);
  const packages = priced.needsShipping
    ? [
        {
          package_id: 0,
          name: 'Shipment 1',
          destination: {
            address_1: cart.shipping.address_1,
            address_2: cart.shipping.address_2,
            city: cart.shipping.city,
            state: cart.shipping.state,
            postcode: cart.shipping.postcode,
            country: cart.shipping.country,
          },
          items: priced.lines
            .filter((l) => !l.product.virtual)
            .map((l) => ({ key: l.line.key, name: l.parent.name, quantity: l.line.quantity })),
          shipping_rates: priced.rates.map((r) => ({
            rate_id: r.rate_id,
            name: r.name,
            description: '',
            delivery_time: '',
            price: minor(r.price),
            taxes: '0',
            instance_id: r.instance_id,
            method_id: r.method_id,
            meta_data: [],
            selected: r === priced.selectedRate,
            ...CURRENCY,
          })),
        },
      ]
    : [];
  const subscriptions = priced.lines
    .filter((l) => l.product.subscription.billingPeriod)
    .map((l) => ({
      key: `${l.product.subscription.billingPeriod}_${l.product.subscription.billingInterval}`,
      next_payment_date: null,
      billing_period: l.product.subscription.billingPeriod,
      billing_interval: l.product.subscription.billingInterval,
      subscription_length: l.product.subscription.length ?? 0,
      totals: {
        total_items: minor((l.product.salePrice ?? l.product.regularPrice ?? 0) * l.line.quantity),
        total_price: minor((l.product.salePrice ?? l.product.regularPrice ?? 0) * l.line.quantity),
        ...CURRENCY,
      },
    }));
  const figures: CartFigures = {
    total_items: minor(priced.itemsSubtotal),
    total_discount: minor(priced.discountTotal),
    total_shipping: priced.shippingTotal === null ? null : minor(priced.shippingTotal),
    total_shipping_tax: priced.shippingTotal === null ? null : '0',
    total_price: minor(priced.total),
  };
  // The addresses are the cart's own (frozen once kept: cart-state.ts), not copies.
  const parts: Omit<CartParts, 'items' | 'totals'> = {
    coupons: priced.coupons.map(couponShape),
    shipping_address: cart.shipping,
    billing_address: cart.billing,
    needs_payment: priced.total > 0,
    needs_shipping: priced.needsShipping,
    has_calculated_shipping: priced.needsShipping,
    shipping_rates: packages,
    items_count: priced.lines.reduce((n, l) => n + l.line.quantity, 0),
    items_weight: priced.lines.reduce(
      (n, l) => n + Number.parseFloat(l.product.weight || l.parent.weight || '0') * 1000 * l.line.quantity,
      0,
    ),
    subscriptions,
  };
  return { lines: priced.lines, figures, parts };
}

export const CART_FIGURES = [
  'total_items',
  'total_discount',
  'total_shipping',
  'total_shipping_tax',
  'total_price',
] as const;
type CartFigures<V = Figure> = Record<(typeof CART_FIGURES)[number], V>;

export function totalsLayout(f: CartFigures<unknown>): Record<string, unknown> {
  return {
    total_items: f.total_items,
    total_items_tax: '0',
    total_fees: '0',
    total_fees_tax: '0',
    total_discount: f.total_discount,
    total_discount_tax: '0',
    total_shipping: f.total_shipping,
    total_shipping_tax: f.total_shipping_tax,
    total_price: f.total_price,
    total_tax: '0',
    tax_lines: [],
    ...CURRENCY,
  };
}

export const CART_PARTS = [
  'items',
  'coupons',
  'totals',
  'shipping_address',
  'billing_address',
  'needs_payment',
  'needs_shipping',
  'has_calculated_shipping',
  'shipping_rates',
  'items_count',
  'items_weight',
  'subscriptions',
] as const;
type CartParts = Record<(typeof CART_PARTS)[number], unknown>;

/** The cart reply's keys, in the platform's order; `p` gives what varies. */
export function cartLayout(p: CartParts): Record<string, unknown> {
  return {
    items: p.items,
    coupons: p.coupons,
    fees: [],
    totals: p.totals,
    shipping_address: p.shipping_address,
    billing_address: p.billing_address,
    needs_payment: p.needs_payment,
    needs_shipping: p.needs_shipping,
    payment_requirements: ['products'],
    has_calculated_shipping: p.has_calculated_shipping,
    shipping_rates: p.shipping_rates,
    items_count: p.items_count,
    items_weight: p.items_weight,
    cross_sells: [],
    errors: [],
    payment_methods: ['bacs', 'cheque', 'cod'],
    extensions: { subscriptions: p.subscriptions },
  };
}

export function cartShape(storage: Storage, cart: CartState, home: string): Record<string, unknown> {
  const { lines, figures, parts } = cartContent(storage, cart);
  return cartLayout({ ...parts, items: lines.map((l) => itemShape(l, home)), totals: totalsLayout(figures) });
}
