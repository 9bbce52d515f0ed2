import { acceptsRefusal, failsRoute, rewritesField } from '../../helpers/faults.js';
import { on, forced, write, ORDER, COUPON, LOCATION, of, sorted, v1, type Deviation } from './shared.js';

/**
 * Deviations of administration access and of what several suites find or make (an order, a coupon, a
 * terminal location) through the administration routes. Each part's own entries are in its file:
 * admin-data.ts, admin-products.ts, notes.ts, coupons.ts, coupons-list.ts, orders.ts.
 */
export const ADMIN: Deviation[] = [
  // ----- access (admin-auth, auth)
  {
    name: 'an administration route open to anonymous callers',
    suites: ['admin-auth'],
    fault: acceptsRefusal({ method: 'GET', path: '/shop-admin/features', status: 401, answer: { body: {} } }),
    fails: ['admin-auth/anonymous.get.shop-admin.features'],
  },
  {
    name: 'an administration route open to non-administrators',
    suites: ['admin-auth'],
    fault: acceptsRefusal({ method: 'GET', path: '/shop-admin/features', status: 403, answer: { body: {} } }),
    fails: ['admin-auth/customer.get.shop-admin.features'],
  },
  {
    name: 'an administration route fails its administrator',
    suites: ['admin-auth'],
    fault: failsRoute(on('GET', '/shop-admin/features')),
    fails: ['admin-auth/administrator.get.shop-admin.features'],
  },
  {
    name: 'creating a coupon fails',
    suites: ['admin-auth', ...v1('cart-coupons'), 'coupons', 'enums'],
    fault: failsRoute(on('POST', '/shop-analytics/coupons')),
    // apply-own-case-insensitive, which expects the code create-own-coupon captured, is blocked by it.
    fails: sorted(
      ['admin-auth/probe-coupon'],
      of('coupons', 'create-defaults', 'create-expiry-gmt', 'create-fields'),
      of([...v1('cart-coupons'), 'enums'], 'create-own-coupon'),
      of(v1('cart-coupons'), 'create-second-coupon'),
    ),
  },
  {
    name: 'creating an order fails',
    suites: ['admin-auth', 'auth', 'gateway', 'orders'],
    fault: failsRoute(on('POST', '/shop-analytics/orders')),
    fails: sorted(of(['admin-auth', 'auth', 'gateway'], 'probe-order'), ['orders/create-defaults']),
  },
  {
    name: 'the orders list fails',
    suites: ['admin-auth'],
    fault: failsRoute(on('GET', '/shop-analytics/orders')),
    fails: of('admin-auth', 'administrator.get.shop-analytics.orders', 'find-order'),
  },
  {
    name: 'the oldest orders cannot be found',
    suites: ['defaults', 'enums'],
    fault: failsRoute(on('GET', '/shop-analytics/orders', (r) => r.query.orderby === 'id' && r.query.order === 'asc')),
    fails: ['defaults/old-orders', 'enums/find-order'],
  },
  {
    name: 'the oldest coupons cannot be found',
    suites: ['defaults', 'enums'],
    fault: failsRoute(on('GET', '/shop-analytics/coupons', (r) => r.query.orderby === 'id' && r.query.order === 'asc')),
    fails: ['defaults/old-coupons', 'enums/find-coupon'],
  },
  {
    name: 'the oldest products cannot be found',
    suites: ['defaults'],
    fault: failsRoute(
      on('GET', '/shop-analytics/products', (r) => r.query.orderby === 'id' && r.query.order === 'asc'),
    ),
    fails: ['defaults/old-products'],
  },
  {
    name: 'the coupons list fails',
    suites: ['admin-auth'],
    fault: failsRoute(on('GET', '/shop-analytics/coupons')),
    // find-leftover-probe looks for a coupon a killed run left, by its code, before making its own.
    fails: of('admin-auth', 'administrator.get.shop-analytics.coupons', 'find-coupon', 'find-leftover-probe'),
  },
  {
    name: 'the notes list fails',
    suites: ['admin-auth', 'notes'],
    fault: failsRoute(on('GET', '/shop-analytics/admin/notes')),
    fails: sorted(
      of('admin-auth', 'administrator.get.shop-analytics.admin.notes', 'find-note'),
      // The filters read values from find-note, the pages ids from find-lowest-ids, and what reads each
      // note's type or status runs after the filter of that member: blocked by them.
      of(
        'notes',
        'context-edit',
        'default.shop-analytics.admin.notes.given',
        'find-lowest-ids',
        'find-note',
        'list',
        'no-deleted-notes',
        'orderby-date',
        'per-page-1',
        'per-page-100',
        'per-page-default',
      ),
    ),
  },
  {
    name: 'the countries route failing',
    suites: ['admin-data', 'admin-auth'],
    fault: failsRoute(on('GET', '/shop-analytics/data/countries')),
    fails: sorted(
      ['admin-data/countries'],
      of('admin-auth', 'administrator.get.shop-analytics.data.countries', 'find-country'),
    ),
  },
  {
    name: 'force-deleting an order fails',
    suites: ['admin-auth', 'auth', 'checkout', 'gateway', 'orders', 'order-transitions'],
    fault: failsRoute(on('DELETE', ORDER, forced)),
    fails: sorted(
      of(['admin-auth', 'auth', 'gateway'], 'delete-probe-order'),
      of('checkout', 'remove-bacs-order', 'remove-cheque-order', 'remove-cod-order'),
      ['orders/delete-order'],
      of('order-transitions', 'delete-order', 'delete-paid-order'),
    ),
  },
  {
    name: 'force-deleting a coupon fails',
    suites: ['admin-auth', ...v1('cart-coupons'), 'coupons', 'enums'],
    fault: failsRoute(on('DELETE', COUPON, forced)),
    fails: sorted(
      ['admin-auth/delete-probe-coupon'],
      of('coupons', 'delete-coupon', 'force-delete', 'trashed-removed'),
      of([...v1('cart-coupons'), 'enums'], 'delete-own-coupon'),
      of(v1('cart-coupons'), 'delete-second-coupon'),
    ),
  },
  {
    name: 'an auth route open to anonymous callers',
    suites: ['auth'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop/v3/gateway/account',
      status: 401,
      answer: { body: { id: 'acct' } },
    }),
    fails: ['auth/anonymous.get.shop.v3.gateway.account'],
  },
  {
    name: 'a secret returned in clear',
    suites: ['auth'],
    fault: rewritesField(
      on('GET', '/shop/v3/gateway/account_keys'),
      '/test_webhook_secret',
      'whsec_probe0123456789conformancecheck',
    ),
    fails: ['auth/keys-masked-on-read'],
  },
  {
    name: 'the secret in the gateway settings',
    suites: ['auth'],
    fault: rewritesField(
      on('GET', '/shop/v3/gateway/settings'),
      '/test_webhook_secret',
      'whsec_probe0123456789conformancecheck',
    ),
    fails: ['auth/settings-without-secrets'],
  },
  {
    name: 'the secret in the gateway account',
    suites: ['auth'],
    fault: rewritesField(
      on('GET', '/shop/v3/gateway/account'),
      '/test_webhook_secret',
      'whsec_probe0123456789conformancecheck',
    ),
    fails: ['auth/account-without-secrets'],
  },
  {
    name: 'writing the account keys fails',
    suites: ['auth', 'gateway'],
    fault: failsRoute(write('/shop/v3/gateway/account_keys')),
    fails: sorted(
      ['auth/set-webhook-secret'],
      // The masked round trip reads back after the test keys are written: blocked by their write.
      ['gateway/test-keys-written-a'],
    ),
  },
  {
    name: 'creating a terminal location fails',
    suites: ['auth', 'gateway'],
    fault: failsRoute(on('POST', '/shop/v3/gateway/terminal/locations')),
    fails: ['auth/probe-location', 'gateway/location-create', 'gateway/location-create-second'],
  },
  {
    name: 'the terminal locations list fails',
    suites: ['auth'],
    fault: failsRoute(on('GET', '/shop/v3/gateway/terminal/locations')),
    fails: of('auth', 'administrator.get.shop.v3.gateway.terminal.locations', 'find-location'),
  },
  {
    name: 'deleting a terminal location fails',
    suites: ['auth', 'gateway'],
    fault: failsRoute(on('DELETE', LOCATION)),
    fails: ['auth/delete-probe-location', 'gateway/delete-location', 'gateway/delete-second-location'],
  },
  {
    name: 'the contact forms list fails',
    suites: ['auth', 'contact-form'],
    fault: failsRoute(on('GET', '/contact-form/v1/contact-forms')),
    fails: [
      'auth/administrator.get.contact-form.v1.contact-forms',
      'auth/find-contact-form',
      'contact-form/contact-forms-listed',
    ],
  },
  {
    name: 'the catalogue fails',
    suites: ['auth', 'defaults', 'enums', 'oembed'],
    fault: failsRoute(
      on(
        'GET',
        '/shop/store/products',
        (r) => Object.keys(r.query).join() === 'per_page' && String(r.query.per_page) === '1',
      ),
    ),
    fails: sorted(of(['auth', 'enums', 'oembed'], 'find-page'), of(['defaults', 'enums'], 'find-product')),
  },
];
