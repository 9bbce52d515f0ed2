import type { StoredOrder } from '../../storage/repositories/orders.js';
import type { Storage } from '../../storage/index.js';

const PAYABLE = new Set(['on-hold', 'pending', 'failed', 'cancelled', 'checkout-draft']);
const NEEDS_PAYMENT = new Set(['pending', 'failed', 'checkout-draft']);

export function needsPayment(order: StoredOrder): boolean {
  return NEEDS_PAYMENT.has(order.status) && Number.parseFloat(String(order.total)) > 0;
}

function everyLineVirtualDownloadable(storage: Storage, order: StoredOrder): boolean {
  const lines = (order.line_items as { product_id: number; variation_id: number }[] | undefined) ?? [];
  return (
    lines.length > 0 &&
    lines.every((l) => {
      const product = storage.products.get(l.variation_id || l.product_id);
      const parent = storage.products.get(l.product_id);
      return Boolean(product?.virtual && (product.downloadable || parent?.downloadable));
    })
  );
}

function stockLines(order: StoredOrder): { productId: number; quantity: number }[] {
  const lines =
    (order.line_items as { product_id: number; variation_id: number; quantity: number }[] | undefined) ?? [];
  return lines.map((l) => ({ productId: l.variation_id || l.product_id, quantity: l.quantity }));
}

/** Reduces stock for the order's lines, exactly once per order. */
export function reduceStockOnce(storage: Storage, order: StoredOrder): void {
  if (order.stock_reduced) return;
  storage.products.reduceStock(stockLines(order));
  order.stock_reduced = true;
}

// The platform puts reduced stock back when an order becomes cancelled or pending again (its
// wc_maybe_increase_stock_levels), so a cancelled order no longer holds stock; once, like the reduction.
const RESTOCKING = new Set(['cancelled', 'pending']);

function restoreStockOnce(storage: Storage, order: StoredOrder): void {
  if (!order.stock_reduced || !RESTOCKING.has(order.status)) return;
  storage.products.restoreStock(stockLines(order));
  order.stock_reduced = false;
}

/**
 * The platform's payment_complete: from a payable status to processing (completed when every line is
 * virtual and downloadable), the payment date set, the stock reduced once. Other statuses are left alone.
 */
export function paymentComplete(storage: Storage, order: StoredOrder, transactionId?: string): void {
  if (!PAYABLE.has(order.status)) return;
  const stamp = new Date().toISOString().slice(0, 19);
  order.status = everyLineVirtualDownloadable(storage, order) ? 'completed' : 'processing';
  if (transactionId) order.transaction_id = transactionId;
  if (!order.date_paid) Object.assign(order, { date_paid: stamp, date_paid_gmt: stamp });
  if (order.status === 'completed' && !order.date_completed)
    Object.assign(order, { date_completed: stamp, date_completed_gmt: stamp });
  reduceStockOnce(storage, order);
}

/**
 * Setting a status by hand: paid dates follow processing and completed, and a cancelled (or pending
 * again) order gives back the stock it took, as the platform's order does.
 */
export function setStatus(storage: Storage, order: StoredOrder, status: string): void {
  const stamp = new Date().toISOString().slice(0, 19);
  order.status = status;
  if ((status === 'processing' || status === 'completed') && !order.date_paid)
    Object.assign(order, { date_paid: stamp, date_paid_gmt: stamp });
  if (status === 'completed' && !order.date_completed)
    Object.assign(order, { date_completed: stamp, date_completed_gmt: stamp });
  restoreStockOnce(storage, order);
}
