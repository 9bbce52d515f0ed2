import type { RestRequest } from '../../../../reference-server/http/types.js';
import type { StoredOrder } from '../../../../reference-server/storage/repositories/orders.js';
import {
  acceptsRefusal,
  altersStockReduction,
  aroundExecute,
  ignoresArgument,
  refusesValue,
  rewritesAnswer,
  storageFault,
  type Fault,
  type Target,
} from '../../../helpers/faults.js';
import { siteTwoHoursAhead } from './admin-faults.js';
import type { Area } from './area.js';

/** The orders' batch route, in neutral words. */
const BATCH = /^\/shop-analytics\/orders\/batch$/;
const WRITES = ['POST', 'PUT', 'PATCH'];

/** Writes to the order routes (a create, an update with each method), on either site. */
const orderWrites = (when?: (r: RestRequest) => boolean): Target => ({
  path: /^\/shop-analytics\/orders(\/\d+)?$/,
  site: 'any',
  when: (r) => WRITES.includes(r.method) && (when ? when(r) : true),
});
/** Every answer that shows an order: the list, one order, a write's reply. */
const orderAnswers: Target = { path: /^\/shop-analytics\/orders(\/\d+)?$/, site: 'any' };

/** An order as the storage keeps it, changed on every create and save. */
function altersStoredOrders(name: string, description: string, alter: (order: StoredOrder) => void): Fault {
  return storageFault(name, description, (storage) => {
    const create = storage.orders.create.bind(storage.orders);
    const save = storage.orders.save.bind(storage.orders);
    storage.orders.create = (build) => {
      const order = create(build);
      alter(order);
      save(order);
      return order;
    };
    storage.orders.save = (order) => {
      alter(order);
      save(order);
    };
  });
}

type Line = Record<string, unknown>;
const linesOf = (order: StoredOrder, member: string): Line[] => (order[member] as Line[] | undefined) ?? [];
const metaValues = (r: RestRequest): unknown[] => {
  const meta = (r.json as { meta_data?: unknown } | undefined)?.meta_data;
  return Array.isArray(meta) ? meta.map((m) => (m as { value?: unknown } | null)?.value) : [];
};

/** Statements of administration orders and their states. */
export const AREA: Area = {
  exempt: {
    'get.shop-analytics.orders.context':
      'The document says context selects which response fields are present (line 37) but shows no order response (line 206) and names no order field that view and edit part on; the platform gives an order the same fields in both, so a server that ignores context on the orders list answers exactly as one that honours it, and no request can tell them apart.',
    'get.shop-analytics.orders.context.default':
      'Which context the orders list applies when none is given shows only in fields that view and edit part on, and the document names none for an order (lines 37, 206; the platform has none): view and edit answer alike, so no request can see which of them was applied.',
    'get.shop-analytics.orders.id.context':
      'The document says context selects which response fields are present (line 37) but shows no order response (line 206) and names no order field that view and edit part on; the platform gives an order the same fields in both, so a server that ignores context on one order answers exactly as one that honours it.',
    'get.shop-analytics.orders.id.context.default':
      'Which context one order is read in when none is given shows only in fields that view and edit part on, and the document names none for an order (lines 37, 206; the platform has none): view and edit answer alike, so no request can see which of them was applied.',
    'get.shop-analytics.orders.order_item_display_meta':
      'The document gives order_item_display_meta only its name, type and default (line 289) and no effect: response bodies are not shown (line 206), so there is no stated answer that a request sending true could be held to, and a server that ignores the flag answers as the document allows.',
    'get.shop-analytics.orders.order_item_display_meta.default':
      'The default false of order_item_display_meta (line 289) could show only through what true changes, and the document states no effect of the flag at all (response bodies not shown, line 206): no request can tell which value a server applied when the flag is left out.',
  },
  explicit: {
    // dates_are_gmt shows only where the site's time is not GMT (the reference site's offset is 0): the order
    // routes answered as by a site two hours ahead of GMT, the list ignoring the flag there. order-lists
    // compares a bound in GMT against the GMT date with the same bound in the site's time against the site's
    // date (after-/before-own-gmt-date), which parts from such a server.
    'get.shop-analytics.orders.dates_are_gmt': (places) => [
      siteTwoHoursAhead({ path: /^\/shop-analytics\/orders(?:\/.*)?$/, site: 'any' }),
      {
        ...ignoresArgument(
          { path: /^\/shop-analytics\/orders$/, site: 'any', when: (r) => places.some((p) => p.method === r.method) },
          'dates_are_gmt',
        ),
        name: 'get.shop-analytics.orders.dates_are_gmt: ignored on a site ahead of GMT',
      },
    ],
    // Shipping answered in the billing shape: email and phone where the document says shipping has neither.
    'order-address.members': () =>
      rewritesAnswer(orderAnswers, 'a shipping address in the billing shape (email, phone)', (body) => {
        const withShape = (order: unknown) => {
          const shipping = (order as { shipping?: Record<string, unknown> } | null)?.shipping;
          if (shipping && typeof shipping === 'object') Object.assign(shipping, { email: null, phone: '' });
        };
        if (Array.isArray(body)) body.forEach(withShape);
        else withShape(body);
        return body;
      }),
    // A billing email that is no email address taken, on create and on update.
    'order-address.billing-email-format': () => acceptsRefusal({ ...orderWrites(), status: 400, param: 'billing' }),
    // set_paid makes the order processing but takes nothing from the stock.
    'orders.set-paid': () => altersStockReduction('set_paid reduces no stock', () => () => undefined),
    // A line item's quantity not kept: every line is stored as one.
    'orders.line-items': () =>
      altersStoredOrders(
        'line item quantities not kept',
        'Every line item of an order is stored with quantity 1.',
        (order) => {
          for (const line of linesOf(order, 'line_items')) line.quantity = 1;
        },
      ),
    // A shipping line's method id not kept.
    'orders.shipping-lines': () =>
      altersStoredOrders(
        'shipping line method ids not kept',
        'Shipping lines are stored without their method_id.',
        (order) => {
          for (const line of linesOf(order, 'shipping_lines')) line.method_id = '';
        },
      ),
    // A fee line's total not kept.
    'orders.fee-lines': () =>
      altersStoredOrders('fee line totals not kept', 'Fee lines are stored with a total of 0.00.', (order) => {
        for (const line of linesOf(order, 'fee_lines')) line.total = '0.00';
      }),
    // Coupon lines answered without their read-only discount.
    'orders.coupon-lines': () =>
      rewritesAnswer(orderAnswers, 'coupon lines without their discount', (body) => {
        const strip = (order: unknown) => {
          for (const line of (order as { coupon_lines?: Line[] } | null)?.coupon_lines ?? []) delete line.discount;
        };
        if (Array.isArray(body)) body.forEach(strip);
        else strip(body);
        return body;
      }),
    // A fee line's tax status outside taxable and none taken.
    'orders.fee-tax-status': () => acceptsRefusal({ ...orderWrites(), status: 400, param: 'fee_lines' }),
    // Meta values other than strings refused: one form of the seven taken.
    'orders.meta-data-forms': () =>
      refusesValue(
        orderWrites((r) => metaValues(r).some((v) => typeof v !== 'string')),
        'meta_data',
      ),
    // The batch route's updates run without their fields: the order answered as it was.
    'orders.batch': () => ({
      name: 'orders.batch: updates through the batch keep none of their fields',
      description: 'POST, PUT, PATCH /shop-analytics/orders/batch runs each update with its id alone.',
      apply(app) {
        aroundExecute(app, async (prepared, next) => {
          const update = prepared.params.update;
          if (!BATCH.test(prepared.request.path.replace(/\/+$/, '')) || !Array.isArray(update)) return next(prepared);
          return next({
            ...prepared,
            params: { ...prepared.params, update: update.map((u) => ({ id: (u as { id?: unknown }).id })) },
          });
        });
      },
    }),
  },
  notYetGuarded: [],
};
