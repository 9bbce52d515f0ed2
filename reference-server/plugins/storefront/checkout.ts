import { RestError } from '../../http/errors.js';
import { json, type HandlerContext } from '../../http/types.js';
import type { StoredOrder } from '../../storage/repositories/orders.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { checkAddress, checkEmail } from './cart-customer.js';
import { priceCart } from './cart-pricing.js';
import { emptyCart, loadCart, saveCart, updatedAddress, type Address } from './cart-state.js';
import { saveDraft, type CheckoutDetails } from './order-from-cart.js';
import { paymentComplete, reduceStockOnce, setStatus } from '../admin/transitions.js';

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

/**
 * The order placed, as the platform's offline gateways leave it: nothing to pay completes the payment
 * (processing, or completed when every line is virtual and downloadable); cash on delivery is
 * processing; bank transfer and cheque wait on-hold. Either way the stock is taken, once, by the same
 * transitions the administration uses, so a later cancellation or set_paid treats it alike.
 */
function place(storage: Storage, order: StoredOrder, method: string, total: number): void {
  if (total <= 0) {
    paymentComplete(storage, order);
    return;
  }
  setStatus(storage, order, method === 'cod' ? 'processing' : 'on-hold');
  reduceStockOnce(storage, order);
}

export function registerCheckout(registry: HandlerRegistry, storage: Storage): void {
  const session = (ctx: HandlerContext) => (ctx.session as { id: string }).id;

  registry.handle('shop/store:/checkout GET', (ctx) => {
    const cart = loadCart(storage, session(ctx));
    const priced = priceCart(storage, cart);
    if (priced.lines.length === 0)
      throw new RestError('shop_rest_cart_empty', 'Cannot create order from empty cart.', 400);
    const draft = saveDraft(storage, priced, cart, {
      billing: cart.billing,
      shipping: cart.shipping,
      customerNote: '',
      paymentMethod: '',
      customerId: ctx.request.principal?.id ?? 0,
    });
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
    // Validated with the arguments, before the cart is looked at (platform-shop-rest.md:196).
    checkEmail('/shop/store/checkout', 'billing_address', billing);
    checkEmail('/shop/store/checkout', 'shipping_address', ctx.params.shipping_address as Address | undefined);
    if (priced.lines.length === 0)
      throw new RestError('shop_rest_cart_empty', 'Cannot create order from empty cart.', 400);
    const method = typeof ctx.params.payment_method === 'string' ? ctx.params.payment_method : '';
    if (priced.total > 0 && method === '')
      throw new RestError('shop_rest_checkout_missing_payment_method', 'No payment method provided.', 400);
    if (method !== '' && !AVAILABLE.has(method)) {
      throw new RestError(
        'shop_rest_checkout_payment_method_disabled',
        `${method} is not available for this order—please choose a different payment method`,
        400,
      );
    }
    if (!billing.email)
      throw new RestError('shop_rest_missing_email_address', 'A valid email address is required', 400);
    for (const line of priced.lines) {
      const p = line.product;
      if (p.manageStock && p.backorders === 'no' && (p.stockQuantity ?? 0) < line.line.quantity) {
        throw new RestError(
          'shop_rest_product_partially_out_of_stock',
          `There is not enough "${line.parent.name}" in stock.`,
          409,
        );
      }
    }

    let customerId = ctx.request.principal?.id ?? 0;
    if (ctx.params.create_account === true && customerId === 0) {
      if (storage.users.exists(billing.email)) {
        throw new RestError(
          'shop_rest_registration_error_email_exists',
          'An account is already registered with your email address.',
          400,
        );
      }
      // An account nobody knows a password for (the platform mails one): nothing to hash.
      customerId = storage.users.addWithoutPassword(billing.email, 'customer').id;
    }
    const details: CheckoutDetails = {
      billing,
      shipping,
      customerNote: String(ctx.params.customer_note ?? ''),
      paymentMethod: method,
      customerId,
    };
    const order = storage.transaction(() => {
      const placed: StoredOrder = { ...saveDraft(storage, priced, cart, details) };
      place(storage, placed, method, priced.total);
      storage.orders.save(placed);
      storage.coupons.recordUse(cart.coupons);
      const empty = emptyCart();
      saveCart(storage, session(ctx), {
        ...empty,
        billing: updatedAddress(empty.billing, billing),
        shipping: updatedAddress(empty.shipping, shipping),
      });
      return placed;
    });
    const redirect = `${ctx.request.urls.home}/checkout/order-received/${order.id}/?key=${String(order.order_key)}`;
    return json(
      checkoutShape(order, {
        payment_status: 'success',
        payment_details: [
          { key: 'result', value: 'success' },
          { key: 'redirect', value: redirect },
        ],
        redirect_url: redirect,
      }),
    );
  });
}
