import type { Product } from '../../storage/repositories/products.js';
import type { Storage } from '../../storage/index.js';
import { jsonTemplate, valueJson, type JsonTemplate } from '../../http/json-template.js';
import { memo } from '../../util/memo.js';
import type { PricedLine } from './cart-pricing.js';
import {
  CART_FIGURES,
  CART_PARTS,
  cartContent,
  cartLayout,
  itemLayout,
  LINE_FIGURES,
  lineFigures,
  totalsLayout,
  type Figure,
} from './cart-shapes.js';
import type { CartState } from './cart-state.js';

/**
 * The cart reply as text, from templates (http/json-template.ts): what cartShape gives, without a
 * JSON.stringify over its ~150 keys on every change of the cart (5.5 µs against 2.1 for a one-line cart).
 */
const CART = jsonTemplate(CART_PARTS, cartLayout);
const TOTALS = jsonTemplate(CART_FIGURES, totalsLayout);

/**
 * A line's template belongs to its product, the product's parent, the line's key (its options) and the
 * site's address. Products are replaced on a write, never changed in place (products.ts): a template
 * made from other objects than the line's is made again. Bounded.
 */
const itemTemplates = memo<
  string,
  { product: Product; parent: Product; template: JsonTemplate<(typeof LINE_FIGURES)[number]> }
>(2000);

// A figure without a JSON.stringify call (its fixed cost was half of what a cart reply still cost):
// a count as String() writes it (JSON has no NaN), an amount's digits quoted (nothing in them to escape).
const figureJson = (f: Figure) =>
  f === null ? 'null' : typeof f === 'number' ? (Number.isFinite(f) ? String(f) : 'null') : `"${f}"`;

function itemJson(l: PricedLine, home: string): string {
  const make = () => ({
    product: l.product,
    parent: l.parent,
    template: jsonTemplate(LINE_FIGURES, (holes) => itemLayout(l, home, holes)),
  });
  const made = itemTemplates(`${l.product.id} ${l.parent.id} ${l.line.key} ${home}`, make);
  if (made.product !== l.product || made.parent !== l.parent) Object.assign(made, make());
  const f = lineFigures(l);
  return made.template.render({
    quantity: figureJson(f.quantity),
    line_subtotal: figureJson(f.line_subtotal),
    line_total: figureJson(f.line_total),
  });
}

/**
 * JSON.stringify(cartShape(storage, cart, home)), in ASCII as the server writes JSON. The values come
 * from cartContent, as cartShape's do; each hole is named here (no loop over names: a literal of a
 * fixed shape cost a fifth less).
 */
export function cartJson(storage: Storage, cart: CartState, home: string): string {
  const { lines, figures: f, parts: p } = cartContent(storage, cart);
  let items = '[';
  for (const l of lines) items += (items.length > 1 ? ',' : '') + itemJson(l, home);
  return CART.render({
    items: `${items}]`,
    coupons: valueJson(p.coupons),
    totals: TOTALS.render({
      total_items: figureJson(f.total_items),
      total_discount: figureJson(f.total_discount),
      total_shipping: figureJson(f.total_shipping),
      total_shipping_tax: figureJson(f.total_shipping_tax),
      total_price: figureJson(f.total_price),
    }),
    shipping_address: valueJson(p.shipping_address),
    billing_address: valueJson(p.billing_address),
    needs_payment: valueJson(p.needs_payment),
    needs_shipping: valueJson(p.needs_shipping),
    has_calculated_shipping: valueJson(p.has_calculated_shipping),
    shipping_rates: valueJson(p.shipping_rates),
    items_count: valueJson(p.items_count),
    items_weight: valueJson(p.items_weight),
    subscriptions: valueJson(p.subscriptions),
  });
}
