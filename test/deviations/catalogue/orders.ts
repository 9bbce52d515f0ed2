import { RestError } from '../../../reference-server/http/errors.js';
import {
  acceptsRefusal,
  altersAnswers,
  altersStockReduction,
  changesDefault,
  failsRoute,
  ignoresArgument,
  pendingOrderTakesStock,
  refuses,
  rewritesAnswer,
  rewritesField,
} from '../../helpers/faults.js';
import { on, query, noQuery, json, ORDER, of, sorted, type Deviation } from './shared.js';

/** Deviations of orders and their transitions. */
export const ORDERS: Deviation[] = [
  // ----- orders and their transitions
  {
    name: 'order-transitions: set_paid leaving the order pending',
    suites: ['order-transitions'],
    fault: rewritesField(on('PUT', ORDER), '/status', (old) => (old === 'processing' ? 'pending' : old)),
    fails: of('order-transitions', 'set-paid-again', 'set-paid-processing'),
  },
  {
    name: 'order-transitions: stock not reduced',
    suites: ['order-transitions'],
    fault: altersStockReduction('stock not reduced', () => () => undefined),
    fails: of('order-transitions', 'stock-reduced', 'stock-reduced-on-create', 'stock-reduced-once'),
  },
  {
    name: 'order-transitions: stock reduced twice',
    suites: ['order-transitions'],
    fault: altersStockReduction('stock reduced twice', (reduce) => (lines) => {
      reduce(lines);
      reduce(lines);
    }),
    fails: of('order-transitions', 'stock-reduced', 'stock-reduced-on-create', 'stock-reduced-once'),
  },
  {
    name: 'order-transitions: statuses outside the enum accepted',
    suites: ['order-transitions'],
    fault: acceptsRefusal({
      method: 'PUT',
      path: ORDER,
      status: 400,
      param: 'status',
      answer: { body: { status: 'accepted' } },
    }),
    fails: of('order-transitions', 'status-any-refused', 'status-trash-refused', 'status-unknown-refused'),
  },
  {
    name: 'a new order is processing unless told otherwise',
    suites: ['order-transitions', 'orders'],
    fault: changesDefault(on('POST', '/shop-analytics/orders'), 'status', 'processing'),
    // What reads the order after it was paid is blocked by create-pending; stock-reduced-on-create sees
    // what the processing order took from the stock.
    fails: sorted(
      of('order-transitions', 'create-pending', 'stock-reduced-on-create'),
      of('orders', 'create-defaults'),
    ),
  },
  {
    name: 'set_paid on create ignored',
    suites: ['order-transitions'],
    fault: ignoresArgument(on('POST', '/shop-analytics/orders'), 'set_paid'),
    fails: of('order-transitions', 'create-paid'),
  },
  {
    name: 'a pending order takes its stock when it is created',
    suites: ['order-transitions'],
    fault: pendingOrderTakesStock,
    fails: ['order-transitions/stock-before'],
  },
  {
    name: 'paying leaves no date_paid',
    suites: ['order-transitions'],
    fault: rewritesField(on('GET', ORDER), '/date_paid', null),
    fails: ['order-transitions/date-paid-set'],
  },
  {
    name: 'statuses beyond pending and processing cannot be set',
    suites: ['order-transitions'],
    fault: refuses(
      on('PUT', ORDER, (r) =>
        ['on-hold', 'completed', 'cancelled', 'refunded', 'failed'].includes(String(json(r).status)),
      ),
      new RestError('shop_rest_invalid_status', 'That status cannot be set.', 400),
    ),
    fails: of(
      'order-transitions',
      'status-cancelled',
      'status-completed',
      'status-failed',
      'status-on-hold',
      'status-refunded',
    ),
  },
  {
    name: 'an order cannot be set back to pending',
    suites: ['order-transitions'],
    fault: refuses(
      on('PUT', ORDER, (r) => json(r).status === 'pending'),
      new RestError('shop_rest_invalid_status', 'That status cannot be set.', 400),
    ),
    fails: ['order-transitions/status-pending'],
  },
  {
    name: 'trashing an order fails',
    suites: ['order-transitions'],
    fault: failsRoute(on('DELETE', ORDER, noQuery('force'))),
    fails: ['order-transitions/trash'],
  },
  {
    name: 'a trashed order trashed again',
    suites: ['order-transitions'],
    fault: acceptsRefusal({ method: 'DELETE', path: ORDER, status: 410, answer: { body: { id: 1 } } }),
    fails: ['order-transitions/trash-again-410'],
  },
  {
    name: 'a deleted order still served',
    suites: ['order-transitions'],
    fault: acceptsRefusal({ method: 'GET', path: ORDER, status: 404, answer: { body: { id: 1 } } }),
    fails: ['order-transitions/deleted-is-gone'],
  },
  {
    name: 'orders: the batch cap not enforced',
    suites: ['orders'],
    fault: acceptsRefusal({ path: '/shop-analytics/orders/batch', status: 413, answer: { body: { delete: [] } } }),
    fails: ['orders/batch-cap'],
  },
  {
    name: "the administration products' simple filter fails",
    suites: ['orders'],
    fault: failsRoute(on('GET', '/shop-analytics/products', query('type', 'simple'))),
    fails: ['orders/find-product'],
  },
  {
    name: 'an order total that does not sum its lines',
    suites: ['orders'],
    fault: rewritesField(on('GET', ORDER, noQuery('dp')), '/total', '17.00'),
    fails: ['orders/totals'],
  },
  {
    name: 'dp ignored',
    suites: ['orders'],
    fault: ignoresArgument(on('GET', ORDER), 'dp'),
    fails: ['orders/dp'],
  },
  {
    name: "the orders' status filter ignored",
    suites: ['orders'],
    fault: ignoresArgument(on('GET', '/shop-analytics/orders'), 'status'),
    fails: ['orders/status-filter'],
  },
  {
    name: "the orders' pagination headers wrong",
    suites: ['orders'],
    fault: altersAnswers(
      'X-WP-TotalPages 1',
      'The orders list says it has one page.',
      on('GET', '/shop-analytics/orders', query('per_page', '1')),
      (response) => ({ ...response, headers: { ...response.headers, 'X-WP-TotalPages': '1' } }),
    ),
    fails: ['orders/per-page-and-headers'],
  },
  {
    name: 'an unknown order served',
    suites: ['orders'],
    fault: acceptsRefusal({ method: 'GET', path: ORDER, status: 404, answer: { body: { id: 999999999 } } }),
    fails: ['orders/unknown-get-404'],
  },
  {
    name: 'an unknown order updated',
    suites: ['orders'],
    fault: acceptsRefusal({
      method: 'PUT',
      path: ORDER,
      status: 400,
      code: 'shop_rest_shop_order_invalid_id',
      answer: { body: { id: 999999999 } },
    }),
    fails: ['orders/unknown-update-400'],
  },
  {
    name: "the orders' batch drops its errors",
    suites: ['orders'],
    fault: rewritesAnswer(on('POST', '/shop-analytics/orders/batch'), 'no errors in place', (body) => {
      const reply = body as { update?: unknown[] };
      if (reply.update) reply.update = reply.update.filter((u) => !(u as { error?: unknown }).error);
      return reply;
    }),
    fails: ['orders/batch-mixed'],
  },
];
