import {
  acceptsRefusal,
  changesDefault,
  failsRoute,
  refusesValue,
  rewritesAnswer,
  rewritesField,
  storageFault,
} from '../../helpers/faults.js';
import { batchDropsFields, forceTrashes } from '../statements/areas/admin-faults.js';
import { on, query, noQuery, write, COUPON, of, type Deviation } from './shared.js';

const COUPONS = '/shop-analytics/coupons';
const COUPONS_BATCH = '/shop-analytics/coupons/batch';

/** Deviations of the administration coupons: each field written and read back, the batch, delete and trash. */
export const ADMIN_COUPONS: Deviation[] = [
  {
    name: 'coupons: a duplicate code accepted',
    suites: ['coupons'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-analytics/coupons',
      status: 400,
      code: 'shop_rest_coupon_code_already_exists',
      answer: { status: 201, body: { id: 1, code: 'conformance-probe' } },
    }),
    fails: ['coupons/code-unique'],
  },
  {
    name: "a coupon's discount_type default not applied",
    suites: ['coupons'],
    fault: changesDefault(on('POST', '/shop-analytics/coupons'), 'discount_type', 'percent'),
    fails: ['coupons/create-defaults'],
  },
  {
    name: 'a coupon without code accepted',
    suites: ['coupons'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-analytics/coupons',
      status: 400,
      param: 'code',
      answer: { status: 201, body: { id: 1 } },
    }),
    fails: ['coupons/code-required'],
  },
  {
    name: 'a coupon discount type outside the enum accepted',
    suites: ['coupons'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-analytics/coupons',
      status: 400,
      param: 'discount_type',
      answer: { status: 201, body: { id: 1 } },
    }),
    fails: ['coupons/discount-type-enum'],
  },
  {
    name: 'updating a coupon fails',
    suites: ['coupons'],
    fault: failsRoute(write(COUPON)),
    fails: of(
      'coupons',
      'update',
      'update-code',
      'update-discount-type-last',
      'update-expiry-gmt',
      'update-expiry-null',
      'update-patch',
      'update-post',
    ),
  },
  {
    name: 'a coupon code kept as given',
    suites: ['coupons'],
    fault: rewritesField(on('GET', COUPON), '/code', 'Conformance-Probe'),
    fails: of('coupons', 'batch-create-read-back', 'code-lower-case', 'create-fields-read-back'),
  },
  {
    name: 'coupon amounts without two decimals',
    suites: ['coupons'],
    fault: rewritesField(on('GET', COUPON), '/amount', (old) => String(Number(old))),
    fails: ['coupons/amount-decimals'],
  },
  {
    name: "the coupons' batch creates a duplicate code",
    suites: ['coupons'],
    fault: rewritesAnswer(on('POST', '/shop-analytics/coupons/batch'), 'a duplicate created', (body) => ({
      ...(body as object),
      create: [{ id: 1, code: 'conformance-probe' }],
    })),
    // batch-create reads its coupon's id from the same reply: the coupon read back is another.
    fails: of('coupons', 'batch-create', 'batch-create-duplicate', 'batch-create-read-back'),
    shouldOnly: ['coupons/batch-create'],
  },
  {
    name: 'trashing a coupon fails',
    suites: ['coupons'],
    fault: failsRoute(on('DELETE', COUPON, noQuery('force'))),
    fails: ['coupons/trash'],
  },
  {
    name: 'a trashed coupon trashed again',
    suites: ['coupons'],
    fault: acceptsRefusal({ method: 'DELETE', path: COUPON, status: 410, answer: { body: { id: 1 } } }),
    fails: ['coupons/trash-again-410'],
  },
  // ----- what each field and argument does (issue 26)
  {
    name: "the coupons' batch drops the fields of its items",
    suites: ['coupons', 'coupons-list'],
    fault: batchDropsFields(write(COUPONS_BATCH)),
    fails: of(
      'coupons',
      'batch-create-read-back',
      'batch-update',
      'batch-update-patch',
      'batch-update-put',
      'batch-update-read-back',
    ),
    shouldOnly: ['coupons/batch-update', 'coupons/batch-update-patch', 'coupons/batch-update-put'],
  },
  {
    name: "a coupon's products cannot be found",
    suites: ['coupons'],
    fault: failsRoute(
      on(
        'GET',
        '/shop/store/products',
        (r) => Object.keys(r.query).join() === 'per_page' && String(r.query.per_page) === '1',
      ),
    ),
    fails: of('coupons', 'find-product'),
  },
  {
    name: "a coupon's categories of products cannot be read",
    suites: ['coupons'],
    fault: failsRoute(on('GET', '/shop/store/products/categories', query('per_page', '1'))),
    fails: of('coupons', 'find-category'),
  },
  {
    name: 'a coupon read in context edit refused',
    suites: ['coupons'],
    fault: refusesValue(on('GET', COUPON, query('context', 'edit')), 'context'),
    fails: of('coupons', 'context-edit'),
  },
  {
    name: 'a coupon read in a context outside the enum',
    suites: ['coupons'],
    fault: acceptsRefusal({ method: 'GET', path: COUPON, status: 400, param: 'context' }),
    fails: of('coupons', 'context-outside'),
  },
  {
    name: "a coupon's limit per customer answered but not kept",
    suites: ['coupons'],
    fault: rewritesField(on('GET', COUPON), '/usage_limit_per_user', null),
    fails: of('coupons', 'create-fields-read-back', 'update-read-back'),
  },
  {
    name: "a coupon's discount type answered but not kept",
    suites: ['coupons'],
    fault: rewritesField(on('GET', COUPON), '/discount_type', 'fixed_cart'),
    fails: of(
      'coupons',
      'batch-create-read-back',
      'create-fields-read-back',
      'update-discount-type-read-back',
      'update-read-back',
    ),
  },
  {
    name: "a coupon's expiry in GMT answered but not kept",
    suites: ['coupons'],
    fault: rewritesField(on('GET', COUPON), '/date_expires_gmt', null),
    fails: of('coupons', 'create-expiry-gmt-read-back', 'update-expiry-gmt-read-back'),
  },
  {
    name: "an update's discount type outside the enum accepted",
    suites: ['coupons'],
    fault: acceptsRefusal({ method: 'PUT', path: COUPON, status: 400, param: 'discount_type' }),
    fails: of('coupons', 'update-discount-type-outside'),
  },
  {
    name: 'DELETE with force trashes the coupon',
    suites: ['coupons'],
    fault: forceTrashes(on('DELETE', COUPON)),
    fails: of('coupons', 'force-delete-gone', 'trashed-removed'),
  },
  {
    name: 'a coupon deleted for good is kept in the trash',
    suites: ['coupons'],
    fault: storageFault('coupons removed into the trash', 'Removing a coupon moves it to the trash.', (storage) => {
      storage.coupons.remove = (id) => {
        const coupon = storage.coupons.get(id);
        if (coupon) storage.coupons.update({ ...coupon, status: 'trash' });
      };
    }),
    fails: of('coupons', 'batch-delete-read-back', 'force-delete-gone', 'trashed-removed-gone'),
  },
  {
    name: 'a coupon named by include listed after it is gone',
    suites: ['coupons'],
    fault: rewritesAnswer(
      on('GET', COUPONS, (r) => Array.isArray(r.query.include) && r.query.include.length === 1),
      'the coupon named listed even when gone',
      (body, request) =>
        (body as unknown[]).length > 0 ? body : [{ id: Number((request.query.include as unknown[])[0]) }],
    ),
    fails: of('coupons', 'coupon-gone', 'force-delete-not-listed', 'trash-not-listed'),
  },
];
