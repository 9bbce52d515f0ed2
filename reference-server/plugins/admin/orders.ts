import { ORDER_STATUSES } from '../../../spec/enums.js';
import { orderWriteArgs } from '../../../spec/schemas/order.js';
import { RestError } from '../../http/errors.js';
import { paginationHeaders } from '../../http/pagination.js';
import { json, type HandlerContext, type RestResponse } from '../../http/types.js';
import { cachedByVersion } from '../../http/versioned-cache.js';
import type { StoredOrder } from '../../storage/repositories/orders.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { runBatch } from './batch-items.js';
import { buildOrder, decimalPlaces } from './order-builder.js';
import { finder, pageOfList, resourceLinks, sortListing, trashOrRemove, withinSiteDates } from './resource.js';
import { needsPayment, paymentComplete, setStatus } from './transitions.js';
import { offsetOf, shifted } from '../../util/site-time.js';

const asNumbers = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);

function matches(order: StoredOrder, p: Record<string, unknown>, hours: number): boolean {
  const statuses = (p.status as string[] | undefined) ?? ['any'];
  if (!statuses.includes('any') || order.status === 'trash') {
    if (!statuses.includes(order.status)) return false;
  }
  const gmt = (name: string) => String(order[`${name}_gmt`] ?? order[name] ?? '');
  if (!withinSiteDates(p, gmt('date_created'), gmt('date_modified'), hours)) return false;
  const include = asNumbers(p.include);
  if (include.length && !include.includes(order.id)) return false;
  if (asNumbers(p.exclude).includes(order.id)) return false;
  const parents = asNumbers(p.parent);
  if (parents.length && !parents.includes(Number(order.parent_id))) return false;
  if (asNumbers(p.parent_exclude).includes(Number(order.parent_id))) return false;
  if (p.customer !== undefined && Number(order.customer_id) !== Number(p.customer)) return false;
  const lines = (order.line_items as { product_id: number; variation_id: number; name: string }[] | undefined) ?? [];
  if (
    p.product !== undefined &&
    !lines.some((l) => l.product_id === Number(p.product) || l.variation_id === Number(p.product))
  )
    return false;
  if (p.number && !String(order.number).includes(String(p.number))) return false;
  if (p.search) {
    const needle = String(p.search).toLowerCase();
    const haystack = [
      JSON.stringify(order.billing),
      JSON.stringify(order.shipping),
      ...lines.map((l) => l.name),
      String(order.id),
    ]
      .join(' ')
      .toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

const MONEY = new Set([
  'discount_total',
  'discount_tax',
  'shipping_total',
  'shipping_tax',
  'cart_tax',
  'total',
  'total_tax',
  'subtotal',
  'subtotal_tax',
  'discount',
]);

/** Money fields in `dp` decimals, wherever they stand in the order. */
function withDecimals(value: unknown, dp: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withDecimals(v, dp));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        MONEY.has(k) && typeof v === 'string' && v !== '' ? Number.parseFloat(v).toFixed(dp) : withDecimals(v, dp),
      ]),
    );
  }
  return value;
}

/** An order's dates in the site's time: each kept in GMT, the site's own moved by its offset. */
function siteDates(order: StoredOrder, hours: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of ['date_created', 'date_modified', 'date_paid', 'date_completed']) {
    const gmt = order[`${name}_gmt`];
    if (typeof gmt === 'string' && gmt !== '') out[name] = shifted(gmt, hours);
  }
  return out;
}

export function orderShape(order: StoredOrder, ctx: HandlerContext): Record<string, unknown> {
  const { cart_items: _c, stock_reduced: _s, previous_status: _p, ...stored } = order;
  const fields = withDecimals(stored, decimalPlaces(ctx.params.dp)) as Record<string, unknown>;
  return {
    ...fields,
    ...siteDates(order, offsetOf(ctx)),
    needs_payment: needsPayment(order),
    _links: resourceLinks(ctx, '/shop-analytics/orders', order.id),
  };
}

/** Administration orders: list with every filter, create, read, update, transitions, trash, batch. */
export function registerAdminOrders(registry: HandlerRegistry, storage: Storage): void {
  const find = finder('order', (id) => storage.orders.get(id));

  const create = (params: Record<string, unknown>) => {
    if (params.id !== undefined)
      throw new RestError('shop_rest_shop_order_exists', 'Cannot create existing order.', 400);
    if (params.customer_id && !storage.users.get(Number(params.customer_id)))
      throw new RestError('shop_rest_invalid_customer_id', 'Customer ID is invalid.', 400);
    return storage.db.transaction(() => {
      const order = storage.orders.create((id) => buildOrder(storage, id, params));
      if (params.set_paid === true) paymentComplete(storage, order, params.transaction_id as string | undefined);
      storage.orders.save(order);
      return order;
    })();
  };

  const update = (id: unknown, params: Record<string, unknown>) => {
    const existing = find(id, 400);
    return storage.db.transaction(() => {
      const order = { ...buildOrder(storage, existing.id, params, existing), id: existing.id } as StoredOrder;
      if (params.status !== undefined) setStatus(storage, order, String(params.status));
      // set_paid acts only on orders that still need payment: a second one changes nothing.
      if (params.set_paid === true && needsPayment(order))
        paymentComplete(storage, order, params.transaction_id as string | undefined);
      storage.orders.save(order);
      return order;
    })();
  };

  const remove = (id: unknown, force: boolean) =>
    trashOrRemove(find(id), force, {
      type: 'order',
      remove: (order) => storage.orders.remove(order.id),
      trash: (order) => storage.orders.save({ ...order, status: 'trash', previous_status: order.status }),
    });

  /** Filters SQL can answer alone; any other filter takes the slower path through every order. */
  const SQL_ONLY = new Set([
    'context',
    'page',
    'per_page',
    'offset',
    'order',
    'orderby',
    'status',
    'include',
    'exclude',
    'dp',
    'order_item_display_meta',
    'parent',
    'parent_exclude',
  ]);

  registry.handle(
    'shop-analytics:/orders GET',
    cachedByVersion(
      () => storage.orders.version(),
      (ctx) => listOrdersUncached(ctx),
    ),
  );

  function listOrdersUncached(ctx: HandlerContext): RestResponse {
    const p = ctx.params;
    // Only declared arguments filter: a parameter no route declares (`_fields`, a cache buster) is
    // ignored, as the platform ignores it, and must not send the listing through every order.
    const asked = Object.keys(ctx.request.query).filter((k) => Object.hasOwn(ctx.endpoint.args, k));
    const simple =
      asked.every((k) => SQL_ONLY.has(k)) &&
      !asked.includes('parent') &&
      !asked.includes('parent_exclude') &&
      ['date', 'id', undefined].includes(p.orderby as string | undefined);
    if (simple) {
      const statuses = (p.status as string[] | undefined) ?? ['any'];
      const perPage = Number(p.per_page ?? 10);
      const page = Number(p.page ?? 1);
      const result = storage.orders.list({
        statuses: statuses.includes('any') ? [...ORDER_STATUSES, ...statuses.filter((s) => s === 'trash')] : statuses,
        include: asNumbers(p.include),
        exclude: asNumbers(p.exclude),
        perPage,
        page,
        offset: p.offset as number | undefined,
        order: p.order === 'asc' ? 'asc' : 'desc',
        orderBy: p.orderby === 'id' ? 'id' : 'date',
      });
      return json(
        result.items.map((o) => orderShape(o, ctx)),
        200,
        paginationHeaders(ctx.request, result.total, perPage, page),
      );
    }
    const all = storage.orders
      .list({ order: p.order === 'asc' ? 'asc' : 'desc' })
      .items.filter((o) => matches(o, p, offsetOf(ctx)));
    const key =
      (
        {
          date: 'date_created',
          modified: 'date_modified',
          id: 'id',
          include: 'id',
          title: 'number',
          slug: 'number',
        } as Record<string, string>
      )[String(p.orderby ?? 'date')] ?? 'date_created';
    sortListing(all, p, asNumbers(p.include), (a, b) =>
      key === 'id' ? a.id - b.id : String(a[key]).localeCompare(String(b[key])),
    );
    return pageOfList(ctx, all, (o) => orderShape(o, ctx));
  }
  registry.handle('shop-analytics:/orders POST', (ctx) => {
    const order = create(ctx.params);
    return json(orderShape(order, ctx), 201, {
      Location: ctx.request.urls.restUrl(`/shop-analytics/orders/${order.id}`),
    });
  });
  registry.handle('shop-analytics:/orders/{id} GET', (ctx) => json(orderShape(find(ctx.params.id), ctx)));
  registry.handle('shop-analytics:/orders/{id} POST,PUT,PATCH', (ctx) =>
    json(orderShape(update(ctx.params.id, ctx.params), ctx)),
  );
  registry.handle('shop-analytics:/orders/{id} DELETE', (ctx) =>
    json(orderShape(remove(ctx.params.id, ctx.params.force === true), ctx)),
  );
  registry.handle('shop-analytics:/orders/batch POST,PUT,PATCH', (ctx) =>
    json(
      runBatch(ctx.params, {
        createArgs: orderWriteArgs(true),
        updateArgs: orderWriteArgs(false),
        create: (p) => orderShape(create(p), ctx),
        update: (id, p) => orderShape(update(id, p), ctx),
        remove: (id) => orderShape(remove(id, true), ctx),
      }),
    ),
  );
}
