import { expect } from 'vitest';
import { RestError } from '../../../reference-server/http/errors.js';
import type { RestRequest } from '../../../reference-server/http/types.js';
import {
  acceptsRefusal,
  altersAnswers,
  altersStockReduction,
  changesDefault,
  failsRoute,
  ignoresArgument,
  pendingOrderTakesStock,
  refuses,
  refusesValue,
  rewritesAnswer,
  rewritesField,
  rewritesParams,
  type Fault,
} from '../../helpers/faults.js';
import {
  COUPON,
  forced,
  on,
  query,
  noQuery,
  json,
  ORDER,
  of,
  re,
  sorted,
  store,
  write,
  type Deviation,
} from './shared.js';
import { siteTwoHoursAhead } from '../statements/areas/admin-faults.js';

const LIST = '/shop-analytics/orders';
const BATCH = '/shop-analytics/orders/batch';
const LISTS = 'order-lists';
const FIELDS = 'order-fields';
const TRANSITIONS = 'order-transitions';

/** A query argument sent with one of these values (compared as text; a list's members each). */
const carries =
  (name: string, ...values: string[]) =>
  (r: RestRequest): boolean =>
    [r.query[name]].flat().some((v) => values.includes(String(v)));

/** The batch's create or update items run without their fields (an update keeps its id). */
const batchItemsBare = (section: 'create' | 'update'): Fault =>
  rewritesParams(`the orders' batch ${section} items keep none of their fields`, { path: BATCH }, (params) =>
    Array.isArray(params[section])
      ? {
          ...params,
          [section]: (params[section] as { id?: unknown }[]).map((u) => (section === 'update' ? { id: u.id } : {})),
        }
      : params,
  );

/**
 * A write answered as if it had been taken, but not stored: the argument ignored, and the reply showing
 * the status it would have given (a status update, or set_paid's processing). What only a read of its
 * own can catch.
 */
function answeredNotStored(method: string, path: string | RegExp, arg: 'status' | 'set_paid'): Fault[] {
  const target = on(method, path, (r) => json(r)[arg] !== undefined);
  return [
    ignoresArgument(target, arg),
    rewritesAnswer(target, `the ${arg} it was sent, not stored`, (body, request) => {
      const order = body as { status?: unknown };
      order.status = arg === 'status' ? json(request).status : 'processing';
      return order;
    }),
  ];
}

/** The order-lists cases that name our twelve by include, on a page of 100, and expect all twelve. */
const ALL_OURS = [
  'after-past',
  'before-future',
  'context-edit',
  'orderby-modified',
  'per-page-100',
  'status-any',
  'status-default',
];
/** The order-lists cases that filter our twelve, on a page of 100, and expect the ones the filter keeps. */
const PART_OF_OURS = [
  'customer',
  'exclude',
  'number',
  'number-partial',
  'parent',
  'parent-exclude',
  'product',
  'search',
  'status',
];
/** The order-lists cases that name our twelve, on a page of 100, with a date bound that keeps none. */
const NONE_OF_OURS = ['after-future', 'before-past', 'modified-after-future', 'modified-before-past'];

/** The list's arguments whose effect order-lists shows on its own orders, and what each, ignored, makes fail. */
const LIST_FILTERS: Record<string, string[]> = {
  include: [
    ...ALL_OURS,
    'dp',
    'dp-default',
    'exclude',
    'include',
    'mine-by-id',
    'order-desc',
    'orderby-date',
    'orderby-include',
    'orderby-modified-first',
    'parent-exclude',
    'status',
  ],
  exclude: ['exclude'],
  page: ['page-two'],
  per_page: [...ALL_OURS, 'mine-by-id', 'order-desc', 'per-page', 'per-page-1'],
  offset: ['offset'],
  order: ['mine-by-id', 'orderby-date', 'orderby-modified-first'],
  orderby: ['orderby-include'],
  status: ['status', 'status-checkout-draft'],
  customer: ['customer'],
  parent: ['parent'],
  parent_exclude: ['parent-exclude'],
  search: ['search'],
  number: ['number'],
  after: ['after-future'],
  before: ['before-past'],
  modified_after: ['modified-after-future'],
  modified_before: ['modified-before-past'],
  dp: ['dp'],
};

/** Deviations of orders and their transitions. */
export const ORDERS: Deviation[] = [
  // ----- orders and their transitions
  {
    name: 'order-transitions: set_paid leaving the order pending',
    suites: ['order-transitions'],
    fault: rewritesField(on('PUT', ORDER), '/status', (old) => (old === 'processing' ? 'pending' : old)),
    fails: of(TRANSITIONS, 'set-paid-again', 'set-paid-processing'),
  },
  {
    name: "the orders' product filter ignored (orders, order-fields, order-transitions)",
    suites: ['orders', FIELDS, TRANSITIONS],
    fault: ignoresArgument(on('GET', LIST), 'product'),
    // What an earlier run left is looked for by product: the shop's own order is listed, holds no line of
    // the probe, and nothing is removed (no order is paid on a fresh shop: nothing to cancel either).
    fails: of(['orders', FIELDS, TRANSITIONS], 'find-leftovers'),
    also: (run) =>
      expect(run.cases.filter((c) => c.id === 'remove-leftovers').map((c) => c.outcome)).toEqual([
        'blocked',
        'blocked',
        'blocked',
      ]),
  },
  {
    name: "order-transitions: the probe's paid orders cannot be listed",
    suites: [TRANSITIONS],
    fault: failsRoute(on('GET', LIST, carries('status', 'processing'))),
    fails: of(TRANSITIONS, 'find-paid-leftover'),
  },
  {
    name: 'order-transitions: stock not reduced',
    suites: ['order-transitions'],
    fault: altersStockReduction('stock not reduced', () => () => undefined),
    fails: of(TRANSITIONS, 'stock-reduced', 'stock-reduced-by-quantity', 'stock-reduced-on-create'),
  },
  {
    name: 'order-transitions: stock reduced twice',
    suites: ['order-transitions'],
    fault: altersStockReduction('stock reduced twice', (reduce) => (lines) => {
      reduce(lines);
      reduce(lines);
    }),
    fails: of(TRANSITIONS, 'stock-reduced-by-quantity'),
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
    fails: of(TRANSITIONS, 'status-any-refused', 'status-trash-refused', 'status-unknown-refused'),
  },
  {
    name: 'a new order is processing unless told otherwise',
    suites: ['order-transitions', 'orders'],
    fault: changesDefault(on('POST', '/shop-analytics/orders'), 'status', 'processing'),
    // What reads the order after it was paid is blocked by create-pending; stock-reduced-on-create sees
    // what the processing order took from the stock.
    fails: sorted(of(TRANSITIONS, 'create-pending', 'stock-reduced-by-quantity'), of('orders', 'create-defaults')),
  },
  {
    name: 'set_paid on create ignored',
    suites: ['order-transitions'],
    fault: ignoresArgument(on('POST', '/shop-analytics/orders'), 'set_paid'),
    fails: of(TRANSITIONS, 'create-paid'),
  },
  {
    name: 'a pending order takes its stock when it is created',
    suites: ['order-transitions'],
    fault: pendingOrderTakesStock,
    fails: of(TRANSITIONS, 'stock-before'),
  },
  {
    name: 'paying leaves no date_paid',
    suites: ['order-transitions'],
    fault: rewritesField(on('GET', ORDER), '/date_paid', null),
    fails: of(TRANSITIONS, 'date-paid-set'),
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
      TRANSITIONS,
      'give-back-whole-stock',
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
    fails: of(TRANSITIONS, 'status-pending'),
  },
  {
    name: 'trashing an order fails',
    suites: ['order-transitions'],
    fault: failsRoute(on('DELETE', ORDER, noQuery('force'))),
    fails: of(TRANSITIONS, 'trash'),
  },
  {
    name: 'a trashed order trashed again',
    suites: ['order-transitions'],
    fault: acceptsRefusal({ method: 'DELETE', path: ORDER, status: 410, answer: { body: { id: 1 } } }),
    fails: of(TRANSITIONS, 'trash-again-410'),
  },
  {
    name: 'a deleted order still served',
    suites: ['order-transitions'],
    fault: acceptsRefusal({ method: 'GET', path: ORDER, status: 404, answer: { body: { id: 1 } } }),
    fails: of(TRANSITIONS, 'deleted-is-gone'),
  },
  {
    name: 'orders: the batch cap not enforced',
    suites: ['orders'],
    fault: acceptsRefusal({ path: '/shop-analytics/orders/batch', status: 413, answer: { body: { delete: [] } } }),
    fails: of('orders', 'batch-cap'),
  },
  {
    name: 'an order total that does not sum its lines',
    suites: ['orders'],
    fault: rewritesField(on('GET', ORDER, noQuery('dp')), '/total', '17.00'),
    fails: of('orders', 'totals'),
  },
  {
    name: 'dp ignored',
    suites: ['orders'],
    fault: ignoresArgument(on('GET', ORDER), 'dp'),
    fails: of('orders', 'dp'),
  },
  {
    name: "the orders' include ignored",
    suites: ['orders'],
    fault: ignoresArgument(on('GET', '/shop-analytics/orders'), 'include'),
    fails: of('orders', 'list-includes-new'),
  },
  {
    name: "the orders' status filter ignored",
    suites: ['orders'],
    fault: ignoresArgument(on('GET', '/shop-analytics/orders'), 'status'),
    fails: of('orders', 'status-filter'),
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
    fails: of('orders', 'per-page-and-headers'),
  },
  {
    name: 'an unknown order served',
    suites: ['orders'],
    fault: acceptsRefusal({ method: 'GET', path: ORDER, status: 404, answer: { body: { id: 999999999 } } }),
    fails: of('orders', 'unknown-get-404'),
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
    fails: of('orders', 'unknown-update-400'),
  },
  {
    name: "the orders' batch drops its errors",
    suites: ['orders'],
    fault: rewritesAnswer(on('POST', '/shop-analytics/orders/batch'), 'no errors in place', (body) => {
      const reply = body as { update?: unknown[] };
      if (reply.update) reply.update = reply.update.filter((u) => !(u as { error?: unknown }).error);
      return reply;
    }),
    fails: of('orders', 'batch-mixed'),
  },

  {
    name: 'orders: an update ignores its note (each method)',
    suites: ['orders'],
    fault: ignoresArgument(write(ORDER), 'customer_note'),
    fails: of('orders', 'update-patch-read', 'update-post-read', 'update-read'),
  },
  {
    name: "orders: the batch's updates keep none of their fields",
    suites: ['orders'],
    fault: batchItemsBare('update'),
    fails: of(
      'orders',
      'batch-mixed',
      'batch-update',
      'batch-update-patch',
      'batch-update-patch-read',
      'batch-update-put',
      'batch-update-put-read',
      'batch-update-read',
    ),
    // Their own replies show the note gone (should); what reads the order back shows it at must.
    shouldOnly: of('orders', 'batch-update', 'batch-update-patch', 'batch-update-put'),
  },

  // ----- order-lists, order-fields: the data they make, and what removes it
  {
    name: "the order suites' probe products cannot be created",
    suites: [LISTS, FIELDS, 'orders'],
    fault: failsRoute(on('POST', '/shop-analytics/products')),
    fails: sorted(of(LISTS, 'probe-a', 'probe-b'), of([FIELDS, 'orders'], 'probe')),
  },
  {
    name: "the administrator's storefront cart fails",
    suites: [LISTS, FIELDS],
    fault: failsRoute(on('GET', store('/cart'), (r) => r.principal?.role === 'administrator')),
    fails: sorted(of(FIELDS, 'administrator-id'), of(LISTS, 'administrator-id')),
  },
  {
    name: 'creating an order fails (order-lists, order-fields)',
    suites: [LISTS, FIELDS],
    fault: failsRoute(on('POST', LIST)),
    fails: sorted(of(FIELDS, 'create-on-hold', 'create-plain'), of(LISTS, 'create-parent')),
  },
  {
    name: "the orders' batch cannot create",
    suites: [LISTS, FIELDS],
    fault: failsRoute(on('POST', BATCH, (r) => json(r).create !== undefined)),
    fails: sorted(of(FIELDS, 'batch-create'), of(LISTS, 'create-orders')),
  },
  {
    name: "order-fields: the orders' batch cannot update",
    suites: [FIELDS],
    fault: failsRoute(on('POST', BATCH, (r) => json(r).update !== undefined)),
    fails: of(FIELDS, 'batch-update'),
  },
  {
    name: "the orders' batch cannot delete",
    suites: [LISTS, TRANSITIONS],
    fault: failsRoute(on('POST', BATCH, (r) => json(r).delete !== undefined)),
    fails: sorted(of(LISTS, 'delete-orders'), of(TRANSITIONS, 'delete-whole-order')),
  },
  {
    name: 'force-deleting an order fails (order-lists, order-fields)',
    suites: [LISTS, FIELDS],
    fault: failsRoute(on('DELETE', ORDER, forced)),
    fails: sorted(of(FIELDS, 'delete-full', 'delete-held', 'delete-plain', 'force-delete'), of(LISTS, 'delete-parent')),
  },
  {
    name: 'order-fields: its coupon cannot be created',
    suites: [FIELDS],
    fault: failsRoute(on('POST', '/shop-analytics/coupons')),
    fails: of(FIELDS, 'coupon'),
  },
  {
    name: 'order-fields: its coupon cannot be force-deleted',
    suites: [FIELDS],
    fault: failsRoute(on('DELETE', COUPON, forced)),
    fails: of(FIELDS, 'delete-coupon'),
  },
  {
    name: 'order-fields: updating an order fails',
    suites: [FIELDS],
    fault: failsRoute(write(ORDER)),
    fails: of(FIELDS, 'billing-email-null', 'full-note-only-update', 'held-completed', 'update-plain'),
  },

  // ----- order-lists: each argument of the list
  {
    name: 'order-lists: product ignored',
    suites: [LISTS],
    fault: ignoresArgument(on('GET', LIST), 'product'),
    // What an earlier run left is looked for by product: the shop's own order is listed, holds no line of
    // a probe, and nothing is removed.
    fails: of(LISTS, 'find-leftovers-a', 'find-leftovers-b', 'product'),
    also: (run) =>
      expect([run.notPassed['remove-leftovers-a'], run.notPassed['remove-leftovers-b']]).toEqual([
        'blocked',
        'blocked',
      ]),
  },
  ...Object.entries(LIST_FILTERS).map(([arg, ids]): Deviation => ({
    name: `order-lists: ${arg} ignored`,
    suites: [LISTS],
    fault: ignoresArgument(on('GET', LIST), arg),
    fails: of(LISTS, ...ids),
  })),
  {
    name: 'order-lists: the list always ascending',
    suites: [LISTS],
    fault: rewritesParams('order taken as asc', { method: 'GET', path: LIST }, (params) => ({
      ...params,
      order: 'asc',
    })),
    fails: of(LISTS, 'order-desc'),
  },
  {
    name: 'order-lists: per_page 20 by default',
    suites: [LISTS],
    fault: changesDefault(on('GET', LIST), 'per_page', 20),
    fails: of(LISTS, 'per-page-default'),
  },
  {
    name: 'order-lists: dates_are_gmt ignored on a site ahead of GMT',
    suites: [LISTS],
    fault: [
      siteTwoHoursAhead({ path: /^\/shop-analytics\/orders(?:\/.*)?$/, site: 'any' }),
      ignoresArgument(on('GET', LIST), 'dates_are_gmt'),
    ],
    fails: of(LISTS, 'after-own-gmt-date'),
  },
  {
    name: 'order-lists: dates_are_gmt read the other way round on a site ahead of GMT',
    suites: [LISTS],
    fault: [
      siteTwoHoursAhead({ path: /^\/shop-analytics\/orders(?:\/.*)?$/, site: 'any' }),
      rewritesParams('dates_are_gmt inverted', on('GET', LIST), (params) =>
        typeof params.dates_are_gmt === 'boolean' ? { ...params, dates_are_gmt: !params.dates_are_gmt } : params,
      ),
    ],
    fails: of(LISTS, 'after-own-gmt-date', 'before-own-gmt-date'),
  },
  {
    name: "order-lists: the site's oldest orders cannot be listed",
    suites: [LISTS],
    fault: failsRoute(on('GET', LIST, (r) => r.query.orderby === 'id' && String(r.query.per_page) === '20')),
    // orderby-date and orderby-modified-first compare it with ours: blocked by it.
    fails: of(LISTS, 'find-oldest'),
  },
  {
    name: 'order-lists: the list fails with dates_are_gmt false',
    suites: [LISTS],
    fault: failsRoute(on('GET', LIST, (r) => String(r.query.dates_are_gmt) === 'false')),
    fails: of(LISTS, 'after-own-local-date', 'before-own-local-date'),
  },
  {
    name: 'order-lists: page 2 by default',
    suites: [LISTS],
    fault: changesDefault(on('GET', LIST), 'page', 2),
    fails: of(
      LISTS,
      ...ALL_OURS,
      ...PART_OF_OURS,
      'dp',
      'dp-default',
      'include',
      'order-desc',
      'orderby-include',
      'page-default',
      'per-page-default',
    ),
  },
  {
    name: 'order-lists: pending orders only by default',
    suites: [LISTS],
    fault: changesDefault(on('GET', LIST), 'status', ['pending']),
    fails: of(
      LISTS,
      ...ALL_OURS.filter((id) => id !== 'status-any'),
      'customer',
      'exclude',
      'include',
      'mine-by-id',
      'order-desc',
      'orderby-include',
      'parent-exclude',
      'per-page-default',
      'product',
    ),
  },
  {
    name: 'order-lists: three decimals by default',
    suites: [LISTS],
    fault: changesDefault(on('GET', LIST), 'dp', 3),
    fails: of(LISTS, 'dp-default'),
  },
  {
    name: 'order-lists: per_page out of bounds taken',
    suites: [LISTS],
    fault: acceptsRefusal({ method: 'GET', path: LIST, status: 400, param: 'per_page' }),
    fails: of(LISTS, 'per-page-0', 'per-page-101'),
  },
  {
    name: 'order-lists: page 0 taken',
    suites: [LISTS],
    fault: acceptsRefusal({ method: 'GET', path: LIST, status: 400, param: 'page' }),
    fails: of(LISTS, 'page-0'),
  },
  {
    name: 'order-lists: per_page 1 and 100 refused',
    suites: [LISTS],
    fault: refusesValue(on('GET', LIST, carries('per_page', '1', '100')), 'per_page'),
    fails: of(
      LISTS,
      ...ALL_OURS,
      ...PART_OF_OURS,
      ...NONE_OF_OURS,
      'find-leftovers-a',
      'find-leftovers-b',
      'mine-by-id',
      'order-desc',
      'page-1',
      'per-page-1',
    ),
  },
  {
    name: 'order-lists: page 1 refused',
    suites: [LISTS],
    fault: refusesValue(on('GET', LIST, carries('page', '1')), 'page'),
    fails: of(LISTS, 'mine-by-id', 'page-1'),
  },
  ...(['orderby', 'status', 'context'] as const).map((arg): Deviation => ({
    name: `order-lists: a ${arg} outside the enum taken`,
    suites: [LISTS],
    fault: acceptsRefusal({ method: 'GET', path: LIST, status: 400, param: arg }),
    fails: [`${LISTS}/${arg}-outside`],
  })),
  {
    name: "order-lists: one order's context outside the enum taken",
    suites: [LISTS],
    fault: acceptsRefusal({ method: 'GET', path: ORDER, status: 400, param: 'context' }),
    fails: of(LISTS, 'one-context-outside'),
  },
  {
    name: 'order-lists: orderby modified refused',
    suites: [LISTS],
    fault: refusesValue(on('GET', LIST, carries('orderby', 'modified')), 'orderby'),
    fails: of(LISTS, 'orderby-modified', 'orderby-modified-first'),
  },
  {
    name: 'order-lists: the status filters checkout-draft and any refused',
    suites: [LISTS],
    fault: refusesValue(on('GET', LIST, carries('status', 'checkout-draft', 'any')), 'status'),
    fails: of(LISTS, 'status-any', 'status-checkout-draft'),
  },
  {
    name: 'order-lists: context edit refused',
    suites: [LISTS],
    fault: refusesValue(
      { path: new RegExp(`^${LIST}(/\\d+)?$`), method: 'GET', when: carries('context', 'edit') },
      'context',
    ),
    fails: of(LISTS, 'context-edit', 'one-context-edit'),
  },

  // ----- order-fields: each field written and read back
  ...Object.entries({
    customer_note: ['full-note-read'],
    customer_id: ['full-by-customer', 'full-note-only-read', 'full-read'],
    status: ['full-note-only-read', 'full-read', 'held-read'],
  }).map(([arg, ids]): Deviation => ({
    name: `order-fields: a create ignores ${arg}`,
    suites: [FIELDS],
    fault: ignoresArgument(on('POST', LIST), arg),
    fails: of(FIELDS, ...ids),
  })),
  ...Object.entries({
    customer_note: ['full-note-only-note-read', 'plain-updated-read'],
    customer_id: ['plain-by-customer', 'plain-updated-read'],
  }).map(([arg, ids]): Deviation => ({
    name: `order-fields: an update ignores ${arg}`,
    suites: [FIELDS],
    fault: ignoresArgument(write(ORDER), arg),
    fails: of(FIELDS, ...ids),
  })),
  {
    name: 'a status update answered, not stored',
    suites: [FIELDS, TRANSITIONS],
    fault: answeredNotStored('PUT', ORDER, 'status'),
    fails: sorted(of(FIELDS, 'held-completed-read'), of(TRANSITIONS, 'status-on-hold-read')),
  },
  {
    name: 'order-transitions: set_paid on an update answered, not stored',
    suites: [TRANSITIONS],
    fault: answeredNotStored('PUT', ORDER, 'set_paid'),
    fails: of(TRANSITIONS, 'date-paid-set', 'paid-read', 'stock-reduced'),
  },
  {
    name: 'order-transitions: set_paid on a create answered, not stored',
    suites: [TRANSITIONS],
    fault: answeredNotStored('POST', LIST, 'set_paid'),
    fails: of(TRANSITIONS, 'create-paid-read', 'stock-reduced-by-quantity', 'stock-reduced-on-create'),
  },
  {
    name: 'a pending order read back as processing',
    suites: [FIELDS, TRANSITIONS],
    fault: rewritesField(on('GET', ORDER), '/status', (old) => (old === 'pending' ? 'processing' : old)),
    fails: sorted(of(FIELDS, 'plain-read'), of(TRANSITIONS, 'pending-read')),
  },
  {
    name: 'order-fields: a new order in AED unless told otherwise',
    suites: [FIELDS],
    fault: changesDefault(on('POST', LIST), 'currency', 'AED'),
    fails: of(FIELDS, 'plain-read'),
  },
  {
    name: 'order-fields: a shipping address answered with email and phone',
    suites: [FIELDS],
    fault: rewritesField(on('GET', ORDER), '/shipping/email', 'ship@example.com'),
    fails: of(FIELDS, 'full-note-only-read', 'full-read', 'plain-updated-read'),
  },
  {
    name: 'order-fields: a billing email that is no address taken',
    suites: [FIELDS],
    fault: acceptsRefusal({ ...write(re(`${LIST}(/\\d+)?`)), status: 400, param: 'billing' }),
    fails: of(FIELDS, 'create-billing-email-refused', 'update-billing-email-refused'),
  },
  {
    name: 'order-fields: a billing email of null refused',
    suites: [FIELDS],
    fault: refusesValue(
      write(ORDER, (r) => (json(r).billing as { email?: unknown } | undefined)?.email === null),
      'billing',
    ),
    fails: of(FIELDS, 'billing-email-null'),
  },
  {
    name: "order-fields: a fee line's tax status outside the enum taken",
    suites: [FIELDS],
    fault: acceptsRefusal({ method: 'POST', path: LIST, status: 400, param: 'fee_lines' }),
    fails: of(FIELDS, 'fee-tax-status-refused'),
  },
  {
    name: 'order-fields: a status outside the enum taken on create',
    suites: [FIELDS],
    fault: acceptsRefusal({ method: 'POST', path: LIST, status: 400, param: 'status' }),
    fails: of(FIELDS, 'create-status-refused'),
  },
  {
    name: 'order-fields: a currency outside the enum taken',
    suites: [FIELDS],
    fault: acceptsRefusal({ ...write(re(`${LIST}(/\\d+)?`)), status: 400, param: 'currency' }),
    fails: of(FIELDS, 'create-currency-refused', 'update-currency-refused'),
  },
  {
    name: 'order-fields: meta values other than text refused',
    suites: [FIELDS],
    fault: refusesValue(
      on('POST', LIST, (r) =>
        ((json(r).meta_data as { value?: unknown }[] | undefined) ?? []).some((m) => typeof m.value !== 'string'),
      ),
      'meta_data',
    ),
    fails: of(FIELDS, 'create-full'),
  },
  {
    name: "order-fields: the batch's creates keep none of their fields",
    suites: [FIELDS],
    fault: batchItemsBare('create'),
    fails: of(FIELDS, 'batch-created-read'),
  },
  {
    name: "order-fields: the batch's updates keep none of their fields",
    suites: [FIELDS],
    fault: batchItemsBare('update'),
    fails: of(FIELDS, 'batch-updated-read'),
  },
  {
    name: 'order-fields: force ignored (a forced delete trashes)',
    suites: [FIELDS],
    fault: ignoresArgument(on('DELETE', ORDER), 'force'),
    fails: of(FIELDS, 'delete-held', 'force-deleted-read'),
  },
  {
    name: 'order-fields: every delete forced',
    suites: [FIELDS],
    fault: changesDefault(on('DELETE', ORDER), 'force', true),
    fails: of(FIELDS, 'delete-held', 'trashed-listed', 'trashed-read'),
  },
];
