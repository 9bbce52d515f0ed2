import { randomBytes } from 'node:crypto';
import type { StoredOrder } from '../../storage/repositories/orders.js';
import type { Storage } from '../../storage/index.js';
import type { PricedCart } from './cart-pricing.js';
import type { Address, CartState } from './cart-state.js';

const decimal = (minorUnits: number) => (minorUnits / 100).toFixed(2);
const now = () => new Date().toISOString().slice(0, 19);

const PAYMENT_TITLES: Record<string, string> = {
  bacs: 'Direct bank transfer',
  cheque: 'Check payments',
  cod: 'Cash on delivery',
};

export interface CheckoutDetails {
  billing: Address;
  shipping: Address;
  customerNote: string;
  paymentMethod: string;
  customerId: number;
}

/** An order in the administration's shape, built from a priced cart (money as decimal strings). */
export function orderFields(
  id: number,
  priced: PricedCart,
  cart: CartState,
  details: CheckoutDetails,
  status: string,
  existing?: StoredOrder,
): Omit<StoredOrder, 'id'> {
  const stamp = now();
  return {
    parent_id: 0,
    number: String(id),
    order_key:
      (existing?.order_key as string | undefined) ?? `shop_order_${randomBytes(10).toString('base64url').slice(0, 13)}`,
    created_via: 'store-api',
    status,
    currency: 'EUR',
    date_created: (existing?.date_created as string | undefined) ?? stamp,
    date_created_gmt: (existing?.date_created_gmt as string | undefined) ?? stamp,
    date_modified: stamp,
    date_modified_gmt: stamp,
    discount_total: decimal(priced.discountTotal),
    discount_tax: '0.00',
    shipping_total: decimal(priced.shippingTotal ?? 0),
    shipping_tax: '0.00',
    cart_tax: '0.00',
    total: decimal(priced.total),
    total_tax: '0.00',
    prices_include_tax: false,
    customer_id: details.customerId,
    customer_note: details.customerNote,
    billing: { ...details.billing },
    shipping: { ...details.shipping },
    payment_method: details.paymentMethod,
    payment_method_title: PAYMENT_TITLES[details.paymentMethod] ?? '',
    transaction_id: '',
    date_paid: null,
    date_paid_gmt: null,
    date_completed: null,
    date_completed_gmt: null,
    meta_data: [],
    line_items: priced.lines.map((l, i) => ({
      id: id * 100 + i + 1,
      name: l.product.name,
      product_id: l.line.productId,
      variation_id: l.line.variationId,
      quantity: l.line.quantity,
      tax_class: '',
      subtotal: decimal(l.subtotal),
      subtotal_tax: '0.00',
      total: decimal(l.total),
      total_tax: '0.00',
      taxes: [],
      meta_data: [],
      sku: l.product.sku,
      price: l.unitPrice / 100,
      image: { id: 0, src: '' },
      parent_name: l.line.variationId ? l.parent.name : null,
    })),
    tax_lines: [],
    shipping_lines:
      priced.needsShipping && priced.selectedRate
        ? [
            {
              id: id * 100 + 50,
              method_title: priced.selectedRate.name,
              method_id: priced.selectedRate.method_id,
              instance_id: String(priced.selectedRate.instance_id),
              total: decimal(priced.selectedRate.price),
              total_tax: '0.00',
              taxes: [],
              meta_data: [],
            },
          ]
        : [],
    fee_lines: [],
    coupon_lines: priced.coupons.map((c, i) => ({
      id: id * 100 + 80 + i,
      code: c.coupon.code,
      discount: decimal(c.discount),
      discount_tax: '0.00',
      meta_data: [],
    })),
    refunds: [],
    cart_items: cart.items.length,
  };
}

export function saveDraft(
  storage: Storage,
  priced: PricedCart,
  cart: CartState,
  details: CheckoutDetails,
): StoredOrder {
  const existing = cart.draftOrderId ? storage.orders.get(cart.draftOrderId) : undefined;
  if (existing && existing.status === 'checkout-draft') {
    const updated = {
      ...orderFields(existing.id, priced, cart, details, 'checkout-draft', existing),
      id: existing.id,
    } as StoredOrder;
    storage.orders.save(updated);
    return updated;
  }
  const created = storage.orders.create((id) => orderFields(id, priced, cart, details, 'checkout-draft'));
  cart.draftOrderId = created.id;
  return created;
}
