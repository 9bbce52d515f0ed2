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

export function itemShape(l: PricedLine, home: string): Record<string, unknown> {
  const { product, parent } = l;
  const price = minor(l.unitPrice);
  return {
    key: l.line.key,
    id: product.id,
    type: product.type,
    quantity: l.line.quantity,
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
      line_subtotal: minor(l.subtotal),
      line_subtotal_tax: '0',
      line_total: minor(l.total),
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

export function cartShape(storage: Storage, cart: CartState, home: string): Record<string, unknown> {
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
  return {
    items: priced.lines.map((l) => itemShape(l, home)),
    coupons: priced.coupons.map(couponShape),
    fees: [],
    totals: {
      total_items: minor(priced.itemsSubtotal),
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: minor(priced.discountTotal),
      total_discount_tax: '0',
      total_shipping: priced.shippingTotal === null ? null : minor(priced.shippingTotal),
      total_shipping_tax: priced.shippingTotal === null ? null : '0',
      total_price: minor(priced.total),
      total_tax: '0',
      tax_lines: [],
      ...CURRENCY,
    },
    shipping_address: { ...cart.shipping },
    billing_address: { ...cart.billing },
    needs_payment: priced.total > 0,
    needs_shipping: priced.needsShipping,
    payment_requirements: ['products'],
    has_calculated_shipping: priced.needsShipping,
    shipping_rates: packages,
    items_count: priced.lines.reduce((n, l) => n + l.line.quantity, 0),
    items_weight: priced.lines.reduce(
      (n, l) => n + Number.parseFloat(l.product.weight || l.parent.weight || '0') * 1000 * l.line.quantity,
      0,
    ),
    cross_sells: [],
    errors: [],
    payment_methods: ['bacs', 'cheque', 'cod'],
    extensions: {
      subscriptions: priced.lines.some((l) => l.product.subscription.billingPeriod)
        ? priced.lines
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
            }))
        : [],
    },
  };
}
