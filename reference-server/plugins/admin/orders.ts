import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';

/** Administration orders: reading one order (the rest arrives with the administration work). */
export function registerAdminOrders(registry: HandlerRegistry, storage: Storage): void {
  registry.handle('shop-analytics:/orders/{id} GET', (ctx) => {
    const order = storage.orders.get(Number(ctx.params.id));
    if (!order || order.status === 'trash-deleted') throw new RestError('shop_rest_shop_order_invalid_id', 'Invalid ID.', 404);
    const { cart_items: _cartItems, ...fields } = order;
    return json({
      ...fields,
      _links: {
        self: [{ href: ctx.request.urls.restUrl(`/shop-analytics/orders/${order.id}`) }],
        collection: [{ href: ctx.request.urls.restUrl('/shop-analytics/orders') }],
      },
    });
  });
}
