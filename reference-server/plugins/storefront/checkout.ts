import { RestError } from '../../http/errors.js';
import { json, type HandlerContext } from '../../http/types.js';
import type { StoredOrder } from '../../storage/repositories/orders.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { checkAddress } from './cart-customer.js';
import { priceCart } from './cart-pricing.js';
import { emptyCart, loadCart, saveCart, type Address } from './cart-state.js';
import { allVirtualDownloadable, saveDraft, type CheckoutDetails } from './order-from-cart.js';

/** Gateways this shop offers; the other enum values are valid ids, just not available here. */
const AVAILABLE = new Set(['bacs', 'cheque', 'cod']);

function checkoutShape(order: StoredOrder, paymentResult: Record<string, unknown> | null): Record<string, unknown> {
  return {
    order_id: order.id,
    status: order.status,
    order_key: order.order_key,
    order_number: order.number,
    customer_note: order.customer_note,
    customer_id: order.customer_id,
    billing_address: order.billing,
    shipping_address: order.shipping,
    payment_method: order.payment_method,
    payment_result: paymentResult,
    additional_fields: {},
    extensions: {},
  };
}

/** The status an order takes at checkout, by payment method and total, as the platform's offline gateways set it. */
export function statusAfterCheckout(method: string, total: number, virtualDownloadable: boolean): string {
  if (total <= 0) return virtualDownloadable ? 'completed' : 'processing';
  if (method === 'cod') return 'processing';
  return 'on-hold';
}

export function registerCheckout(registry: HandlerRegistry, storage: Storage): void {
  const session = (ctx: HandlerContext) => (ctx.session as { id: string }).id;

  registry.handle('shop/store:/checkout GET', (ctx) => {
    const cart = loadCart(storage, session(ctx));
    const priced = priceCart(storage, cart);
    if (priced.lines.length === 0) throw new RestError('shop_rest_cart_empty', 'Cannot create order from empty cart.', 400);
    const draft = saveDraft(storage, priced, cart, { billing: cart.billing, shipping: cart.shipping, customerNote: '', paymentMethod: '', customerId: ctx.request.principal?.id ?? 0 });
    saveCart(storage, session(ctx), cart);
    return json(checkoutShape(draft, { payment_status: '', payment_details: [], redirect_url: '' }));
  });

  registry.handle('shop/store:/checkout POST', (ctx) => {
    const cart = loadCart(storage, session(ctx));
    const priced = priceCart(storage, cart);
    const billing = ctx.params.billing_address as Address;
    const shipping = (ctx.params.shipping_address as Address | undefined) ?? { ...billing };
    checkAddress('billing_address', billing);
    checkAddress('shipping_address', shipping);
    if (priced.lines.length === 0) throw new RestError('shop_rest_cart_empty', 'Cannot create order from empty cart.', 400);
    const method = typeof ctx.params.payment_method === 'string' ? ctx.params.payment_method : '';
    if (priced.total > 0 && method === '') throw new RestError('shop_rest_checkout_missing_payment_method', 'No payment method provided.', 400);
    if (method !== '' && !AVAILABLE.has(method)) {
      throw new RestError('shop_rest_checkout_payment_method_disabled', `${method} is not available for this order—please choose a different payment method`, 400);
    }
    if (!billing.email) throw new RestError('shop_rest_missing_email_address', 'A valid email address is required', 400);
    for (const line of priced.lines) {
      const p = line.product;
      if (p.manageStock && p.backorders === 'no' && (p.stockQuantity ?? 0) < line.line.quantity) {
        throw new RestError('shop_rest_product_partially_out_of_stock', `There is not enough "${line.parent.name}" in stock.`, 409);
      }
    }

    let customerId = ctx.request.principal?.id ?? 0;
    if (ctx.params.create_account === true && customerId === 0) {
      if (storage.users.exists(billing.email)) {
        throw new RestError('shop_rest_registration_error_email_exists', 'An account is already registered with your email address.', 400);
      }
      customerId = storage.users.ensure(billing.email, `${Math.random().toString(36).slice(2)}A1!`, 'customer').id;
    }
    const details: CheckoutDetails = { billing, shipping, customerNote: String(ctx.params.customer_note ?? ''), paymentMethod: method, customerId };
    const status = statusAfterCheckout(method, priced.total, allVirtualDownloadable(priced));
    const order = storage.db.transaction(() => {
      const draft = saveDraft(storage, priced, cart, details);
      // The order remembers that it took stock, so that a cancellation puts it back and set_paid does not take it twice.
      const placed: StoredOrder = { ...draft, status, stock_reduced: true };
      if (status === 'processing' || status === 'completed') {
        const stamp = new Date().toISOString().slice(0, 19);
        Object.assign(placed, { date_paid: stamp, date_paid_gmt: stamp, ...(status === 'completed' ? { date_completed: stamp, date_completed_gmt: stamp } : {}) });
      }
      storage.orders.save(placed);
      storage.products.reduceStock(priced.lines.map((l) => ({ productId: l.product.id, quantity: l.line.quantity })));
      storage.coupons.recordUse(cart.coupons);
      saveCart(storage, session(ctx), { ...emptyCart(), billing: { ...billing }, shipping: { ...shipping } });
      return placed;
    })();
    const redirect = `${ctx.request.urls.home}/checkout/order-received/${order.id}/?key=${String(order.order_key)}`;
    return json(checkoutShape(order, {
      payment_status: 'success',
      payment_details: [{ key: 'result', value: 'success' }, { key: 'redirect', value: redirect }],
      redirect_url: redirect,
    }));
  });
}
