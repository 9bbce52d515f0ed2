import { RestError } from '../../http/errors.js';
import { json, jsonText, type HandlerContext, type RestResponse } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { cartError } from './cart-errors.js';
import { addLine, findLine, updateLine } from './cart-lines.js';
import { priceCart } from './cart-pricing.js';
import { couponShape, itemShape } from './cart-shapes.js';
import { cartJson } from './cart-json.js';
import { loadCart, saveCart, type CartState } from './cart-state.js';
import { applyCoupon, removeCoupon } from './coupon-rules.js';
import { registerCartCustomer } from './cart-customer.js';

const H = (path: string, methods: string) => `shop/store:${path} ${methods}`;

/**
 * Loads the session's cart, lets `change` work on it, saves it, and answers. A GET reads only: nothing
 * is saved, so a caller asking for carts without a token, request after request, leaves nothing behind.
 */
function withCart(storage: Storage, change: (cart: CartState, ctx: HandlerContext) => RestResponse) {
  return (ctx: HandlerContext): RestResponse => {
    const sessionId = (ctx.session as { id: string }).id;
    const cart = loadCart(storage, sessionId);
    const response = change(cart, ctx);
    if (ctx.request.method !== 'GET' && ctx.request.method !== 'HEAD') saveCart(storage, sessionId, cart);
    return response;
  };
}

/** The storefront cart: items, coupons, customer, shipping; every route answers with the platform's shapes. */
export function registerCart(registry: HandlerRegistry, storage: Storage): void {
  const cart = (c: CartState, ctx: HandlerContext, status = 200) =>
    jsonText(cartJson(storage, c, ctx.request.urls.home), status);
  const item = (c: CartState, key: string, ctx: HandlerContext, status = 200) => {
    const line = priceCart(storage, c).lines.find((l) => l.line.key === key);
    return json(line ? itemShape(line, ctx.request.urls.home) : null, status);
  };
  const str = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));

  registry.handle(
    H('/cart', 'GET'),
    withCart(storage, (c, ctx) => cart(c, ctx)),
  );
  registry.handle(
    H('/cart/add-item', 'POST'),
    withCart(storage, (c, ctx) => {
      addLine(storage, c, ctx.params, ctx);
      return cart(c, ctx, 201);
    }),
  );
  registry.handle(
    H('/cart/update-item', 'POST'),
    withCart(storage, (c, ctx) => {
      updateLine(storage, c, str(ctx.params.key), Math.trunc(Number(ctx.params.quantity ?? 0)), ctx);
      return cart(c, ctx);
    }),
  );
  registry.handle(
    H('/cart/remove-item', 'POST'),
    withCart(storage, (c, ctx) => {
      const line = findLine(storage, c, str(ctx.params.key), ctx, 'Cart item no longer exists or is invalid.');
      c.items = c.items.filter((l) => l !== line);
      return cart(c, ctx);
    }),
  );

  registry.handle(
    H('/cart/items', 'GET'),
    withCart(storage, (c, ctx) => json(priceCart(storage, c).lines.map((l) => itemShape(l, ctx.request.urls.home)))),
  );
  registry.handle(
    H('/cart/items', 'POST'),
    withCart(storage, (c, ctx) => {
      if (ctx.params.key !== undefined)
        throw new RestError('shop_rest_cart_item_exists', 'Cannot create an existing cart item.', 400);
      const line = addLine(storage, c, ctx.params, ctx);
      return item(c, line.key, ctx, 201);
    }),
  );
  registry.handle(
    H('/cart/items', 'DELETE'),
    withCart(storage, (c) => {
      c.items = [];
      c.coupons = [];
      return json([]);
    }),
  );
  registry.handle(
    H('/cart/items/{key}', 'GET'),
    withCart(storage, (c, ctx) => {
      const line = findLine(storage, c, str(ctx.params.key), ctx);
      return item(c, line.key, ctx);
    }),
  );
  registry.handle(
    H('/cart/items/{key}', 'POST,PUT,PATCH'),
    withCart(storage, (c, ctx) => {
      const line = findLine(storage, c, str(ctx.params.key), ctx);
      if (ctx.params.quantity !== undefined)
        updateLine(storage, c, line.key, Math.trunc(Number(ctx.params.quantity)), ctx);
      return item(c, line.key, ctx);
    }),
  );
  registry.handle(
    H('/cart/items/{key}', 'DELETE'),
    withCart(storage, (c, ctx) => {
      const line = findLine(storage, c, str(ctx.params.key), ctx);
      c.items = c.items.filter((l) => l !== line);
      return { status: 204, body: null, headers: {} };
    }),
  );

  registry.handle(
    H('/cart/apply-coupon', 'POST'),
    withCart(storage, (c, ctx) => {
      applyCoupon(storage, c, str(ctx.params.code));
      return cart(c, ctx);
    }),
  );
  registry.handle(
    H('/cart/remove-coupon', 'POST'),
    withCart(storage, (c, ctx) => {
      removeCoupon(storage, c, str(ctx.params.code), ctx);
      return cart(c, ctx);
    }),
  );
  const applied = (c: CartState) => priceCart(storage, c).coupons;
  const appliedCoupon = (c: CartState, code: string) => {
    const found = applied(c).find((x) => x.coupon.code === code.trim().toLowerCase());
    if (!found) throw cartError('shop_rest_cart_coupon_invalid_code', 'Coupon does not exist in the cart.', 404);
    return found;
  };
  registry.handle(
    H('/cart/coupons', 'GET'),
    withCart(storage, (c) => json(applied(c).map(couponShape))),
  );
  registry.handle(
    H('/cart/coupons', 'POST'),
    withCart(storage, (c, ctx) => {
      applyCoupon(storage, c, str(ctx.params.code));
      return json(couponShape(appliedCoupon(c, str(ctx.params.code))), 201);
    }),
  );
  registry.handle(
    H('/cart/coupons', 'DELETE'),
    withCart(storage, (c) => {
      c.coupons = [];
      return json([]);
    }),
  );
  registry.handle(
    H('/cart/coupons/{code}', 'GET'),
    withCart(storage, (c, ctx) => json(couponShape(appliedCoupon(c, str(ctx.params.code))))),
  );
  registry.handle(
    H('/cart/coupons/{code}', 'DELETE'),
    withCart(storage, (c, ctx) => {
      const found = appliedCoupon(c, str(ctx.params.code));
      c.coupons = c.coupons.filter((x) => x !== found.coupon.code);
      return { status: 204, body: null, headers: {} };
    }),
  );

  registerCartCustomer(registry, storage, withCart, cart);
}
