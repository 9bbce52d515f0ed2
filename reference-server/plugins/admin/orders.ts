import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';

/** Administration orders: reading one order (the rest arrives with the administration work). */
export function registerAdminOrders(registry: HandlerRegistry, storage: Storage): void {
  const find = (id: unknown) => {
    const order = storage.orders.get(Number(id));
    if (!order) throw new RestError('shop_rest_shop_order_invalid_id', 'Invalid ID.', 404);
    return order;
  };
  const shape = (order: ReturnType<typeof find>, ctx: Parameters<Parameters<typeof registry.handle>[1]>[0]) => {
    const { cart_items: _cartItems, ...fields } = order;
    return {
      ...fields,
      _links: {
        self: [{ href: ctx.request.urls.restUrl(`/shop-analytics/orders/${order.id}`) }],
        collection: [{ href: ctx.request.urls.restUrl('/shop-analytics/orders') }],
      },
    };
  };

  registry.handle('shop-analytics:/orders/{id} GET', (ctx) => json(shape(find(ctx.params.id), ctx)));

  // Without force an order goes to the trash (again: 410); with force it is gone. Both answer with the order as it was.
  registry.handle('shop-analytics:/orders/{id} DELETE', (ctx) => {
    const order = find(ctx.params.id);
    const before = shape(order, ctx);
    if (ctx.params.force === true) {
      storage.orders.remove(order.id);
      return json(before);
    }
    if (order.status === 'trash') throw new RestError('shop_rest_already_trashed', 'The order has already been deleted.', 410);
    storage.orders.save({ ...order, status: 'trash', previous_status: order.status });
    return json(before);
  });
}
