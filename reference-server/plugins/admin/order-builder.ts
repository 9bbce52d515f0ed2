import { randomBytes } from 'node:crypto';
import { RestError } from '../../http/errors.js';
import { EMPTY_ADDRESS } from '../../storage/address.js';
import type { StoredOrder } from '../../storage/repositories/orders.js';
import type { Storage } from '../../storage/index.js';

type Fields = Record<string, unknown>;
type Line = Record<string, unknown>;

const money = (minor: number, dp: number) => (minor / 100).toFixed(dp);

/**
 * The `dp` a request asks for, as decimals that can be written: below 0 is 0, as PHP's number_format
 * took it before 8.3; above 100 is 100, toFixed's limit. The platform would write as many zeros as
 * asked, so a request could make it build a string as long as the number it sends; these digits past
 * the hundredth are zeros for every amount anyway.
 */
export function decimalPlaces(dp: unknown): number {
  const n = Math.trunc(Number(dp ?? 2));
  return Number.isNaN(n) ? 2 : Math.min(100, Math.max(0, n));
}
const toMinor = (text: unknown) => Math.round(Number.parseFloat(String(text ?? '0')) * 100) || 0;
const now = () => new Date().toISOString().slice(0, 19);

const EMPTY_BILLING = { ...EMPTY_ADDRESS, email: null, phone: '' };
const EMPTY_SHIPPING = EMPTY_ADDRESS;

/**
 * An order address: the members of its kind only (billing has email and phone, shipping neither), the
 * given ones over the stored ones. A member the address does not have is not kept, as the platform
 * keeps only what it has a setter for.
 */
function address(empty: Fields, stored: unknown, given: unknown): Fields {
  const out: Fields = { ...empty };
  for (const source of [stored, given])
    if (source && typeof source === 'object')
      for (const [key, value] of Object.entries(source)) if (Object.hasOwn(empty, key)) out[key] = value;
  return out;
}

export type Meta = { id?: unknown; key?: unknown; value?: unknown };

/**
 * Meta data written over what the order has: an entry naming a stored id, or else a stored key,
 * replaces it, any other is added; each entry gets an id of the server's (the document's `id:
 * integer read-only`).
 */
export function metaData(stored: Meta[] | undefined, given: Meta[] | undefined, orderId: number): Meta[] {
  const out = (stored ?? []).map((m) => ({ ...m }));
  let next = out.reduce((n, m) => Math.max(n, Number(m.id) || 0), orderId * 1000);
  for (const entry of given ?? []) {
    if (entry === null || typeof entry !== 'object') continue;
    const same =
      out.find((m) => entry.id !== undefined && m.id === Number(entry.id)) ??
      out.find((m) => entry.id === undefined && m.key === entry.key);
    if (same) {
      if (entry.key !== undefined) same.key = entry.key;
      same.value = entry.value ?? null;
    } else out.push({ id: ++next, key: entry.key ?? '', value: entry.value ?? null });
  }
  return out;
}

/** Line items priced from their products unless the request gives subtotal/total; ids kept on update. */
function lineItems(storage: Storage, orderId: number, given: Line[], previous: Line[], dp: number): Line[] {
  const kept = new Map(previous.map((l) => [Number(l.id), l]));
  const out = [...previous];
  let next = previous.reduce((n, l) => Math.max(n, Number(l.id) % 100), 0);
  for (const item of given) {
    const existing = item.id !== undefined ? kept.get(Number(item.id)) : undefined;
    const productId = Number(item.product_id ?? existing?.product_id ?? 0);
    const variationId = Number(item.variation_id ?? existing?.variation_id ?? 0);
    const product = storage.products.get(variationId || productId);
    if (productId && !product)
      throw new RestError('shop_rest_invalid_product_id', `Invalid product ID ${productId}.`, 400);
    const quantity = Number(item.quantity ?? existing?.quantity ?? 1);
    const unit = product ? (product.salePrice ?? product.regularPrice ?? 0) : 0;
    const subtotal = item.subtotal !== undefined ? toMinor(item.subtotal) : unit * quantity;
    const total = item.total !== undefined ? toMinor(item.total) : subtotal;
    const line: Line = {
      id: existing?.id ?? orderId * 100 + ++next,
      name: item.name ?? existing?.name ?? product?.name ?? '',
      product_id: productId,
      variation_id: variationId,
      quantity,
      tax_class: item.tax_class ?? '',
      subtotal: money(subtotal, dp),
      subtotal_tax: money(0, dp),
      total: money(total, dp),
      total_tax: money(0, dp),
      taxes: [],
      meta_data: lineMeta(item.meta_data, existing?.meta_data, orderId * 100 + next, true),
      sku: product?.sku ?? '',
      price: quantity ? total / 100 / quantity : 0,
      image: { id: 0, src: '' },
      parent_name: variationId && product ? (storage.products.get(productId)?.name ?? null) : null,
    };
    if (existing) out[out.indexOf(existing)] = line;
    else out.push(line);
  }
  return out.filter((l) => Number(l.quantity) > 0);
}

function simpleLines(
  given: Line[] | undefined,
  previous: Line[],
  orderId: number,
  base: number,
  dp: number,
  shape: (l: Line) => Line,
): Line[] {
  if (!given) return previous;
  return given.map((l, i) => ({
    id: orderId * 100 + base + i,
    ...shape(l),
    total: money(toMinor(l.total), dp),
    total_tax: money(0, dp),
    taxes: [],
    meta_data: lineMeta(l.meta_data, undefined, orderId * 100 + base + i, false),
  }));
}

/**
 * A line's meta data: each entry with its id (read-only, line 124), a line item's also with how it is
 * shown (display_key, display_value, line 131).
 */
function lineMeta(given: unknown, previous: unknown, lineId: number, shown: boolean): Meta[] {
  const entries = metaData(previous as Meta[] | undefined, given as Meta[] | undefined, lineId);
  if (!shown) return entries;
  return entries.map((m) => ({
    ...m,
    display_key: String(m.key ?? ''),
    display_value: typeof m.value === 'string' ? m.value : JSON.stringify(m.value ?? ''),
  }));
}

/**
 * An administration order from request fields: line, shipping, fee and coupon lines priced and totalled
 * in `dp` decimals. Status and payment transitions are the caller's; this only shapes and totals.
 */
export function buildOrder(
  storage: Storage,
  id: number,
  params: Fields,
  existing?: StoredOrder,
): Omit<StoredOrder, 'id'> {
  const dp = decimalPlaces(params.dp);
  const prev = (existing ?? {}) as Fields;
  const items = lineItems(
    storage,
    id,
    (params.line_items as Line[] | undefined) ?? [],
    (prev.line_items as Line[] | undefined) ?? [],
    dp,
  );
  const shipping = simpleLines(
    params.shipping_lines as Line[] | undefined,
    (prev.shipping_lines as Line[] | undefined) ?? [],
    id,
    50,
    dp,
    (l) => ({
      method_title: l.method_title ?? '',
      method_id: l.method_id ?? '',
      instance_id: String(l.instance_id ?? ''),
    }),
  );
  const fees = simpleLines(
    params.fee_lines as Line[] | undefined,
    (prev.fee_lines as Line[] | undefined) ?? [],
    id,
    60,
    dp,
    (l) => ({ name: l.name ?? '', tax_class: l.tax_class ?? '', tax_status: l.tax_status ?? 'taxable' }),
  );
  const itemsTotal = items.reduce((n, l) => n + toMinor(l.total), 0);
  const coupons = params.coupon_lines
    ? (params.coupon_lines as Line[]).map((c, i) => {
        const coupon = storage.coupons.byCode(String(c.code ?? ''));
        if (!coupon) throw new RestError('shop_rest_invalid_coupon', `Coupon "${String(c.code)}" does not exist!`, 400);
        const amount = Number.parseFloat(coupon.amount || '0');
        const discount =
          coupon.discount_type === 'percent'
            ? Math.round((itemsTotal * amount) / 100)
            : Math.min(itemsTotal, Math.round(amount * 100));
        return {
          id: id * 100 + 80 + i,
          code: coupon.code,
          discount: money(discount, dp),
          discount_tax: money(0, dp),
          meta_data: lineMeta(c.meta_data, undefined, id * 100 + 80 + i, false),
        };
      })
    : ((prev.coupon_lines as Line[] | undefined) ?? []);
  const discount = coupons.reduce((n, c) => n + toMinor(c.discount), 0);
  const shippingTotal = shipping.reduce((n, l) => n + toMinor(l.total), 0);
  const feeTotal = fees.reduce((n, l) => n + toMinor(l.total), 0);
  const stamp = now();
  const pick = <T>(name: string, fallback: T): T =>
    params[name] !== undefined ? (params[name] as T) : ((prev[name] as T | undefined) ?? fallback);
  return {
    parent_id: pick('parent_id', 0),
    number: String(id),
    order_key:
      (prev.order_key as string | undefined) ?? `shop_order_${randomBytes(10).toString('base64url').slice(0, 13)}`,
    created_via: (prev.created_via as string | undefined) ?? 'rest-api',
    status: pick('status', 'pending'),
    currency: pick('currency', 'EUR'),
    date_created: (prev.date_created as string | undefined) ?? stamp,
    date_created_gmt: (prev.date_created_gmt as string | undefined) ?? stamp,
    date_modified: stamp,
    date_modified_gmt: stamp,
    discount_total: money(discount, dp),
    discount_tax: money(0, dp),
    shipping_total: money(shippingTotal, dp),
    shipping_tax: money(0, dp),
    cart_tax: money(0, dp),
    total: money(itemsTotal - discount + shippingTotal + feeTotal, dp),
    total_tax: money(0, dp),
    prices_include_tax: false,
    customer_id: pick('customer_id', 0),
    customer_note: pick('customer_note', ''),
    billing: address(EMPTY_BILLING, prev.billing, params.billing),
    shipping: address(EMPTY_SHIPPING, prev.shipping, params.shipping),
    payment_method: pick('payment_method', ''),
    payment_method_title: pick('payment_method_title', ''),
    transaction_id: pick('transaction_id', ''),
    date_paid: (prev.date_paid as string | null | undefined) ?? null,
    date_paid_gmt: (prev.date_paid_gmt as string | null | undefined) ?? null,
    date_completed: (prev.date_completed as string | null | undefined) ?? null,
    date_completed_gmt: (prev.date_completed_gmt as string | null | undefined) ?? null,
    meta_data: metaData(prev.meta_data as Meta[] | undefined, params.meta_data as Meta[] | undefined, id),
    line_items: items,
    tax_lines: [],
    shipping_lines: shipping,
    fee_lines: fees,
    coupon_lines: coupons,
    refunds: [],
    stock_reduced: (prev.stock_reduced as boolean | undefined) ?? false,
  };
}
