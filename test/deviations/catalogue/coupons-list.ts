import { expect } from 'vitest';
import {
  acceptsRefusal,
  aroundExecute,
  changesDefault,
  describe,
  failsRoute,
  ignoresArgument,
  matches,
  refusesValue,
  swapsArgument,
  type Fault,
  type Target,
} from '../../helpers/faults.js';
import { on, json, query, noQuery, write, of, sorted, type Deviation } from './shared.js';

const COUPONS = '/shop-analytics/coupons';
const COUPONS_BATCH = '/shop-analytics/coupons/batch';

/** What lists every coupon of the lot named by include (eleven, less the one excluded) on one page of 100. */
const WHOLE_LOT = [
  'after-past',
  'before-future',
  'context-edit',
  'exclude',
  'modified-after-past',
  'modified-before-future',
  'order-by-code-asc',
  'order-default-desc',
  'orderby-id',
  'orderby-last-member',
  'per-page-100',
];
/** What names the lot by include, on a page of 100, and expects none of it (bounds outside its dates). */
const NONE_OF_THE_LOT = ['after-future', 'before-past', 'modified-after-future', 'modified-before-past'];
/** What reads the lot by code ascending, in pages of a few, and expects a coupon at a place. */
const PAGES_BY_CODE = ['offset', 'page-1', 'page-2', 'page-default'];

/** Deviations of the administration coupon list (coupons-list, and the coupons suite's reads through it). */
export const ADMIN_COUPON_LIST: Deviation[] = [
  {
    name: 'the coupons list fails (our own coupons)',
    suites: ['coupons', 'coupons-list'],
    fault: failsRoute(on('GET', COUPONS)),
    fails: sorted(
      of(
        'coupons-list',
        ...WHOLE_LOT,
        ...NONE_OF_THE_LOT,
        ...PAGES_BY_CODE,
        'after-own-local-date',
        'before-own-local-date',
        'code-exact',
        'find-leftovers',
        'find-oldest',
        'include',
        'lot-gone',
        'per-page',
        'per-page-1',
        'per-page-default',
        'search-partial',
      ),
      of(
        'coupons',
        'coupon-gone',
        'find-leftovers',
        'force-delete-not-listed',
        'trash-not-listed',
        'update-code-read-back',
      ),
    ),
  },
  {
    name: "the coupons' batch cannot create",
    suites: ['coupons', 'coupons-list'],
    fault: failsRoute(write(COUPONS_BATCH, (r) => json(r).create !== undefined)),
    fails: sorted(of('coupons-list', 'make-lot'), of('coupons', 'batch-create', 'batch-create-duplicate')),
  },
  {
    name: "the coupons' search ignored",
    suites: ['coupons-list'],
    fault: ignoresArgument(on('GET', COUPONS), 'search'),
    // find-leftovers finds the shop's coupons, whose codes lack the prefix: nothing is removed. exclude
    // is shown on our coupons found by the prefix (not inside include, which hides it on the platform).
    fails: of('coupons-list', 'exclude', 'find-leftovers', 'search-partial'),
    also: (run) => expect(run.notPassed['remove-leftovers']).toBe('blocked'),
  },
  {
    name: "the coupons' code filter ignored",
    suites: ['coupons-list', 'admin-auth', 'cart-coupons', 'cart-coupons-v1', 'enums'],
    fault: ignoresArgument(on('GET', COUPONS), 'code'),
    // The suites that remove a coupon a killed run left find it by its exact code: listed whole, the
    // shop's other coupons fail the code each must hold, and nothing is removed (its removal blocked).
    fails: sorted(
      of('coupons-list', 'code-exact'),
      of('admin-auth', 'find-leftover-probe'),
      of('cart-coupons', 'find-leftover-extra', 'find-leftover-probe'),
      of('cart-coupons-v1', 'find-leftover-extra', 'find-leftover-probe'),
      of('enums', 'find-leftover-probe'),
    ),
  },
  {
    name: "the coupons' include taken as exclude",
    suites: ['coupons-list'],
    fault: swapsArgument(on('GET', COUPONS), 'include', 'exclude'),
    fails: of(
      'coupons-list',
      ...WHOLE_LOT,
      ...PAGES_BY_CODE,
      'code-exact',
      'include',
      'lot-gone',
      'orderby-default-date',
      'orderby-modified',
      'per-page',
      'per-page-default',
      'search-partial',
    ),
  },
  {
    name: "the coupons' exclude ignored",
    suites: ['coupons-list'],
    fault: ignoresArgument(on('GET', COUPONS), 'exclude'),
    fails: of('coupons-list', 'exclude'),
  },
  {
    name: "the coupons' after taken as before",
    suites: ['coupons-list'],
    fault: swapsArgument(on('GET', COUPONS), 'after', 'before'),
    fails: of('coupons-list', 'after-future', 'after-past'),
  },
  {
    name: "the coupons' before taken as after",
    suites: ['coupons-list'],
    fault: swapsArgument(on('GET', COUPONS), 'before', 'after'),
    fails: of('coupons-list', 'before-future', 'before-past'),
  },
  {
    name: "the coupons' modified_after taken as modified_before",
    suites: ['coupons-list'],
    fault: swapsArgument(on('GET', COUPONS), 'modified_after', 'modified_before'),
    fails: of('coupons-list', 'modified-after-future', 'modified-after-past'),
  },
  {
    name: "the coupons' modified_before taken as modified_after",
    suites: ['coupons-list'],
    fault: swapsArgument(on('GET', COUPONS), 'modified_before', 'modified_after'),
    fails: of('coupons-list', 'modified-before-future', 'modified-before-past'),
  },
  {
    // A site an hour ahead of GMT whose server compares GMT bounds with its own time: the window widens.
    name: "the coupons' GMT bounds compared an hour off",
    suites: ['coupons-list'],
    fault: shiftsBounds(on('GET', COUPONS), (params) => params.dates_are_gmt === true),
    fails: of('coupons-list', 'after-own-gmt-date', 'before-own-gmt-date'),
  },
  {
    name: "the coupons' bounds taken as GMT, an hour off, when dates_are_gmt is left out",
    suites: ['coupons-list'],
    fault: shiftsBounds(on('GET', COUPONS, noQuery('dates_are_gmt'))),
    fails: of('coupons-list', 'dates-in-site-time-by-default', 'dates-in-site-time-by-default-after'),
  },
  {
    name: "the coupons' order ignored",
    suites: ['coupons-list'],
    fault: ignoresArgument(on('GET', COUPONS), 'order'),
    fails: of(
      'coupons-list',
      ...PAGES_BY_CODE,
      'order-by-code-asc',
      'orderby-default-date',
      'orderby-id',
      'orderby-modified',
    ),
  },
  {
    name: "the coupons' order ascending by default",
    suites: ['coupons-list'],
    fault: changesDefault(on('GET', COUPONS), 'order', 'asc'),
    fails: of('coupons-list', 'order-default-desc'),
  },
  {
    name: "the coupons' orderby ignored",
    suites: ['coupons-list'],
    fault: ignoresArgument(on('GET', COUPONS), 'orderby'),
    fails: of('coupons-list', ...PAGES_BY_CODE, 'order-by-code-asc', 'order-default-desc'),
  },
  {
    name: 'the coupons ordered by code by default',
    suites: ['coupons-list'],
    fault: changesDefault(on('GET', COUPONS), 'orderby', 'title'),
    fails: ['coupons-list/orderby-default-date'],
  },
  {
    name: "the coupons' orderby modified refused",
    suites: ['coupons-list'],
    fault: refusesValue(on('GET', COUPONS, query('orderby', 'modified')), 'orderby'),
    fails: of('coupons-list', 'orderby-last-member', 'orderby-modified'),
  },
  {
    name: "the coupons' orderby outside the enum accepted",
    suites: ['coupons-list'],
    fault: acceptsRefusal({ method: 'GET', path: COUPONS, status: 400, param: 'orderby' }),
    fails: of('coupons-list', 'orderby-outside'),
  },
  {
    name: "the coupons' per_page ignored",
    suites: ['coupons-list'],
    fault: ignoresArgument(on('GET', COUPONS), 'per_page'),
    fails: of('coupons-list', ...WHOLE_LOT, 'offset', 'page-2', 'per-page', 'per-page-1'),
  },
  {
    name: "the coupons' per_page 20 by default",
    suites: ['coupons-list'],
    fault: changesDefault(on('GET', COUPONS), 'per_page', 20),
    fails: of('coupons-list', 'per-page-default'),
  },
  {
    name: "the coupons' per_page bounds refused",
    suites: ['coupons-list'],
    fault: refusesValue(
      on('GET', COUPONS, (r) => ['1', '100'].includes(String(r.query.per_page))),
      'per_page',
    ),
    fails: of(
      'coupons-list',
      ...WHOLE_LOT,
      ...NONE_OF_THE_LOT,
      'code-exact',
      'find-leftovers',
      'include',
      'lot-gone',
      'per-page-1',
      'search-partial',
    ),
  },
  {
    name: "the coupons' per_page outside its bounds accepted",
    suites: ['coupons-list'],
    fault: acceptsRefusal({ method: 'GET', path: COUPONS, status: 400, param: 'per_page' }),
    fails: of('coupons-list', 'per-page-0', 'per-page-101'),
  },
  {
    name: "the coupons' page ignored",
    suites: ['coupons-list'],
    fault: ignoresArgument(on('GET', COUPONS), 'page'),
    fails: of('coupons-list', 'page-2'),
  },
  {
    name: "the coupons' page 2 by default",
    suites: ['coupons-list'],
    fault: changesDefault(on('GET', COUPONS), 'page', 2),
    fails: of(
      'coupons-list',
      ...WHOLE_LOT,
      'code-exact',
      'include',
      'page-default',
      'per-page-default',
      'search-partial',
    ),
  },
  {
    name: "the coupons' page 1 refused",
    suites: ['coupons-list'],
    fault: refusesValue(on('GET', COUPONS, query('page', '1')), 'page'),
    fails: of('coupons-list', 'page-1'),
  },
  {
    name: "the coupons' page 0 accepted",
    suites: ['coupons-list'],
    fault: acceptsRefusal({ method: 'GET', path: COUPONS, status: 400, param: 'page' }),
    fails: of('coupons-list', 'page-0'),
  },
  {
    name: "the coupons' offset ignored",
    suites: ['coupons-list'],
    fault: ignoresArgument(on('GET', COUPONS), 'offset'),
    fails: of('coupons-list', 'offset'),
  },
  {
    name: "the coupons' context edit refused",
    suites: ['coupons-list'],
    fault: refusesValue(on('GET', COUPONS, query('context', 'edit')), 'context'),
    fails: of('coupons-list', 'context-edit'),
  },
  {
    name: "the coupons' context outside the enum accepted",
    suites: ['coupons-list'],
    fault: acceptsRefusal({ method: 'GET', path: COUPONS, status: 400, param: 'context' }),
    fails: of('coupons-list', 'context-outside'),
  },
];

/**
 * The date bounds of matching requests moved an hour apart (after an hour earlier, before an hour later),
 * as a server comparing them with dates in another time would: the window they make widens.
 */
function shiftsBounds(target: Target, when: (params: Record<string, unknown>) => boolean = () => true): Fault {
  const shift = (value: unknown, hours: number) =>
    new Date(Date.parse(`${String(value).slice(0, 19)}Z`) + hours * 3_600_000).toISOString().slice(0, 19);
  return {
    name: `date bounds an hour off on ${describe(target)}`,
    description: `${describe(target)} compares after and before an hour wider than given.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const { params } = prepared;
        if (!matches(target, prepared.request) || !when(params)) return next(prepared);
        return next({
          ...prepared,
          params: {
            ...params,
            ...(params.after ? { after: shift(params.after, -1) } : {}),
            ...(params.before ? { before: shift(params.before, 1) } : {}),
          },
        });
      });
    },
  };
}
