import {
  acceptsRefusal,
  altersAnswers,
  changesDefault,
  failsRoute,
  ignoresArgument,
  rewritesAnswer,
  rewritesField,
  swapsArgument,
} from '../../helpers/faults.js';
import {
  on,
  query,
  noQuery,
  forced,
  write,
  ORDER,
  COUPON,
  NOTE,
  LOCATION,
  of,
  sorted,
  v1,
  type Deviation,
} from './shared.js';

/** Deviations of administration access, reference data, products, notes, coupons. */
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
      ['admin-auth/probe-coupon', 'coupons/create-defaults'],
      of([...v1('cart-coupons'), 'enums'], 'create-own-coupon'),
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
    fails: of('admin-auth', 'administrator.get.shop-analytics.coupons', 'find-coupon'),
  },
  {
    name: 'the notes list fails',
    suites: ['admin-auth', 'notes'],
    fault: failsRoute(on('GET', '/shop-analytics/admin/notes')),
    fails: sorted(
      of('admin-auth', 'administrator.get.shop-analytics.admin.notes', 'find-note'),
      of(
        'notes',
        'default.shop-analytics.admin.notes.given',
        'find-note',
        'list',
        'no-deleted-notes',
        'status-filter',
        'type-filter',
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
      ['admin-auth/delete-probe-coupon', 'coupons/delete-coupon'],
      of([...v1('cart-coupons'), 'enums'], 'delete-own-coupon'),
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
      of('gateway', 'masked-round-trip', 'masked-round-trip-patch', 'masked-round-trip-put'),
    ),
  },
  {
    name: 'creating a terminal location fails',
    suites: ['auth', 'gateway'],
    fault: failsRoute(on('POST', '/shop/v3/gateway/terminal/locations')),
    fails: ['auth/probe-location', 'gateway/location-create'],
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
    fails: ['auth/delete-probe-location', 'gateway/delete-location'],
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

  // ----- admin-data
  {
    name: 'the locales fail',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-analytics/data/countries/locales')),
    fails: ['admin-data/locales'],
  },
  {
    name: 'the data index fails',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-analytics/data')),
    fails: ['admin-data/data-index'],
  },
  {
    name: 'download-ips fails',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-analytics/data/download-ips')),
    fails: ['admin-data/download-ips'],
  },
  {
    name: 'the marketing recommendations fail',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-admin/marketing/recommended')),
    fails: ['admin-data/recommended-per-page'],
  },
  {
    name: 'activate-plugin without plugin taken',
    suites: ['admin-data', 'required'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-admin/marketing/overview/activate-plugin',
      status: 400,
      param: 'plugin',
      answer: { body: { status: 'activated' } },
    }),
    fails: sorted(
      ['admin-data/activate-plugin-requires-plugin'],
      of(
        'required',
        'anonymous.post.shop-admin.marketing.overview.activate-plugin.plugin.missing',
        'post.shop-admin.marketing.overview.activate-plugin.plugin.missing',
      ),
    ),
  },
  {
    name: 'an unknown country served',
    suites: ['admin-data'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop-analytics/data/countries/zz',
      status: 404,
      answer: { body: { code: 'ZZ', states: [] } },
    }),
    fails: ['admin-data/unknown-country'],
  },

  // ----- admin-products
  {
    name: 'admin-products: a default not applied',
    suites: ['admin-products'],
    fault: rewritesField(on('POST', '/shop-analytics/products'), '/download_limit', 0),
    fails: ['admin-products/create-defaults'],
  },
  {
    name: 'creating a product fails',
    suites: ['admin-products', 'order-transitions'],
    fault: failsRoute(on('POST', '/shop-analytics/products')),
    fails: [
      'admin-products/create-defaults',
      'admin-products/create-publish-default',
      'order-transitions/create-probe-product',
    ],
  },
  {
    name: 'a product type outside the enum accepted',
    suites: ['admin-products'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-analytics/products',
      status: 400,
      param: 'type',
      answer: { status: 201, body: { id: 1, type: 'bundle' } },
    }),
    fails: ['admin-products/type-enum'],
  },
  {
    name: 'a product filter applied after paging, so X-WP-Total counts what does not match',
    suites: ['admin-products'],
    fault: altersAnswers(
      'X-WP-Total 7',
      "The slug filter's total counts every product.",
      on('GET', '/shop-analytics/products', query('slug')),
      (response) => ({ ...response, headers: { ...response.headers, 'X-WP-Total': '7' } }),
    ),
    fails: ['admin-products/filter-slug-counted'],
  },
  {
    name: "the products' status filter ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'status'),
    fails: ['admin-products/filter-status'],
  },
  {
    name: "the products' type filter ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'type'),
    fails: ['admin-products/filter-type'],
  },
  {
    name: "the products' include taken as exclude",
    suites: ['admin-products'],
    fault: swapsArgument(on('GET', '/shop-analytics/products'), 'include', 'exclude'),
    fails: ['admin-products/filter-include'],
  },
  {
    name: "the products' per_page ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'per_page'),
    fails: ['admin-products/per-page'],
  },

  // ----- notes
  {
    name: 'notes: deleted notes listed',
    suites: ['notes'],
    fault: rewritesAnswer(on('GET', '/shop-analytics/admin/notes'), 'the first note deleted', (body) =>
      (body as { is_deleted: boolean }[]).map((n, i) => (i === 0 ? { ...n, is_deleted: true } : n)),
    ),
    fails: ['notes/no-deleted-notes'],
  },
  {
    name: 'notes: a status that is answered but not kept',
    suites: ['notes'],
    fault: rewritesField(on('GET', NOTE), '/status', 'unactioned'),
    fails: ['notes/status-read-back'],
  },
  {
    name: 'a note type outside the enum accepted',
    suites: ['notes'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop-analytics/admin/notes',
      status: 400,
      param: 'type',
      answer: { body: [] },
    }),
    fails: ['notes/bad-type-refused'],
  },
  {
    name: 'updating a note fails',
    suites: ['notes'],
    fault: failsRoute(write(NOTE)),
    fails: of('notes', 'status-restored', 'status-set', 'status-set-patch', 'status-set-post', 'undeleted'),
  },
  {
    name: "the notes' type filter ignored",
    suites: ['notes'],
    fault: ignoresArgument(on('GET', '/shop-analytics/admin/notes'), 'type'),
    fails: ['notes/type-filter'],
  },
  {
    name: "the notes' status filter ignored",
    suites: ['notes'],
    fault: ignoresArgument(on('GET', '/shop-analytics/admin/notes'), 'status'),
    fails: ['notes/status-filter'],
  },
  {
    name: 'an unknown note served',
    suites: ['notes'],
    fault: acceptsRefusal({ method: 'GET', path: NOTE, status: 404, answer: { body: { id: 999999999 } } }),
    fails: ['notes/unknown-note'],
  },
  {
    name: "the notes' batch update without noteIds taken",
    suites: ['notes'],
    fault: acceptsRefusal({
      method: 'PUT',
      path: '/shop-analytics/admin/notes/update',
      status: 422,
      answer: { body: [] },
    }),
    fails: ['notes/update-without-ids'],
  },

  // ----- coupons
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
    fails: of('coupons', 'update', 'update-patch', 'update-post'),
  },
  {
    name: 'a coupon code kept as given',
    suites: ['coupons'],
    fault: rewritesField(on('GET', COUPON), '/code', 'Conformance-Probe'),
    fails: ['coupons/code-lower-case'],
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
    fails: ['coupons/batch-create-duplicate'],
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
];
