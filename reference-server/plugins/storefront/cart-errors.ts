import { RestError } from '../../http/errors.js';
import type { HandlerContext } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import { cartShape } from './cart-shapes.js';
import { loadCart } from './cart-state.js';

/** Storefront errors keep the platform's words under the shop prefix; a 409 carries the cart as it is. */
export function cartError(
  code: string,
  message: string,
  status: number,
  ctx?: HandlerContext,
  storage?: Storage,
): RestError {
  if (status === 409 && ctx?.session && storage) {
    return new RestError(code, message, status, {
      cart: cartShape(storage, loadCart(storage, ctx.session.id), ctx.request.urls.home),
    });
  }
  return new RestError(code, message, status);
}
