import {
  acceptsErrorReply,
  acceptsRefusal,
  allowsBatchEverywhere,
  altersAnswers,
  answered,
  answersAsText,
  answersStatus,
  batchSkipsPermission,
  bodyOf,
  dropsSubRequestQuery,
  failsRoute,
  permissionFirst,
  renamesCode,
  rewritesAnswer,
  rewritesErrors,
} from '../../helpers/faults.js';
import {
  on,
  query,
  json,
  re,
  store,
  SELECT_RATE,
  of,
  sorted,
  v1,
  invalidParam,
  invalidKey,
  noRoute,
  type Deviation,
} from './shared.js';

/** Deviations of the generated refusals and acceptances, batch, errors. */
export const VALIDATION: Deviation[] = [
  // ----- enums, limits, required: the generated refusals and acceptances
  {
    name: 'a value outside the products order enum accepted fails exactly that case',
    suites: ['enums'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop/store/products',
      status: 400,
      param: 'order',
      answer: { body: [] },
    }),
    fails: ['enums/get.shop.store.products.order.not-in-enum'],
  },
  {
    name: 'the coupons collection checks permission before it validates',
    suites: ['enums', 'limits', 'required'],
    fault: permissionFirst({ path: '/shop-analytics/coupons' }),
    fails: sorted(
      of(
        'enums',
        'anonymous.get.shop-analytics.coupons.context.not-in-enum',
        'anonymous.get.shop-analytics.coupons.order.not-in-enum',
        'anonymous.get.shop-analytics.coupons.orderby.not-in-enum',
        'anonymous.post.shop-analytics.coupons.discount_type.not-in-enum',
      ),
      of(
        'limits',
        'anonymous.get.shop-analytics.coupons.page.below-minimum',
        'anonymous.get.shop-analytics.coupons.per_page.above-maximum',
        'anonymous.get.shop-analytics.coupons.per_page.below-minimum',
      ),
      of('required', 'anonymous.post.shop-analytics.coupons.code.missing'),
    ),
  },
  {
    name: 'per_page 101 accepted on the storefront products fails that bound case only',
    suites: ['limits'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop/store/products',
      status: 400,
      param: 'per_page',
      when: query('per_page', '101'),
      answer: { body: [] },
    }),
    fails: ['limits/get.shop.store.products.per_page.above-maximum'],
  },
  {
    name: 'per_page -1 accepted on the storefront products',
    suites: ['limits'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop/store/products',
      status: 400,
      param: 'per_page',
      when: query('per_page', '-1'),
      answer: { body: [] },
    }),
    fails: ['limits/get.shop.store.products.per_page.below-minimum'],
  },
  {
    name: 'the storefront products take their bounds as exclusive',
    suites: ['limits'],
    fault: altersAnswers(
      'exclusive bounds on GET /shop/store/products',
      'per_page 0 and 100, and page 1, are refused as out of bounds.',
      on('GET', '/shop/store/products'),
      (response, request) => {
        const at = ['per_page', 'page'].find((p) =>
          (p === 'per_page' ? ['0', '100'] : ['1']).includes(String(request.query[p])),
        );
        return at && response.status === 200 ? answered(response, 400, invalidParam(at)) : response;
      },
    ),
    fails: of(
      'limits',
      'get.shop.store.products.page.at-minimum',
      'get.shop.store.products.per_page.at-maximum',
      'get.shop.store.products.per_page.at-minimum',
    ),
  },
  {
    name: 'a 31-character cart key answered as unknown (409) instead of unrouted',
    suites: [...v1('cart-key'), 'limits'],
    fault: answersStatus(on('GET', store('/cart/items/[\\w-]{31}')), 409, invalidKey),
    fails: sorted(of(v1('cart-key'), 'key-31-not-routed'), ['limits/cart-key-31-characters']),
    // 409 is a refusal: only the platform's way (404, rest_no_route) is missed.
    shouldOnly: sorted(of(v1('cart-key'), 'key-31-not-routed'), ['limits/cart-key-31-characters']),
  },
  {
    name: 'a 31-character cart key served',
    suites: [...v1('cart-key'), 'limits'],
    fault: answersStatus(on('GET', store('/cart/items/[\\w-]{31}')), 200, {
      key: '0123456789abcdef0123456789abcde',
      quantity: 1,
    }),
    fails: sorted(of(v1('cart-key'), 'key-31-not-routed'), ['limits/cart-key-31-characters']),
  },
  {
    name: 'a 33-character cart key served',
    suites: [...v1('cart-key'), 'limits'],
    fault: answersStatus(on('GET', store('/cart/items/[\\w-]{33}')), 200, {
      key: '0123456789abcdef0123456789abcdef0',
      quantity: 1,
    }),
    fails: sorted(of(v1('cart-key'), 'key-33-not-routed'), ['limits/cart-key-33-characters']),
  },
  {
    name: 'a cart key with a character outside [\\w-] served',
    suites: [...v1('cart-key'), 'limits'],
    fault: answersStatus(on('GET', store('/cart/items/(?=[^/]{32}$)[^/]*[^\\w/-][^/]*')), 200, {
      key: 'x',
      quantity: 1,
    }),
    fails: sorted(of(v1('cart-key'), 'key-non-word-not-routed'), ['limits/cart-key-non-word']),
  },
  {
    name: 'the versioned cart item route does not route a 32-character key',
    suites: ['limits'],
    fault: answersStatus(on('GET', re('/shop/store/v1/cart/items/[\\w-]{32}')), 404, noRoute),
    fails: ['limits/cart-key-32-routed'],
  },
  {
    name: 'a batch cap of 26 fails the 26 case only',
    suites: ['limits'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/batch/v1',
      status: 400,
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: ['limits/batch-cap-26-refused'],
  },
  {
    name: 'a batch cap of 24',
    suites: ['batch', 'limits'],
    fault: altersAnswers(
      'batch cap 24',
      'Batches of 25 requests are refused as too many.',
      { method: 'POST', path: re('/batch/v1|/shop/store(?:/v1)?/batch') },
      (response, request) => {
        const requests = json(request).requests;
        return Array.isArray(requests) && requests.length === 25
          ? answered(response, 400, invalidParam('requests'))
          : response;
      },
    ),
    fails: sorted(of('batch', 'cap-25-accepted', 'storefront-cap-25-accepted', 'storefront-v1-cap-25-accepted'), [
      'limits/batch-cap-25-accepted',
    ]),
  },
  // The cart item key's limits are tried beside a real item of the suite's own cart.
  {
    name: 'limits: a cart cannot be opened',
    suites: ['limits'],
    fault: failsRoute(on('GET', '/shop/store/cart')),
    fails: ['limits/open-cart'],
  },
  {
    name: 'limits: no purchasable product is listed',
    suites: ['limits'],
    fault: failsRoute(on('GET', '/shop/store/products', query('type', 'simple'))),
    fails: ['limits/find-product'],
  },
  {
    name: 'limits: an item cannot be added to the cart',
    suites: ['limits'],
    fault: failsRoute(on('POST', '/shop/store/cart/add-item')),
    fails: ['limits/add-item'],
  },
  {
    name: "select-shipping-rate's rate_id treated as optional",
    suites: [...v1('shipping'), 'required'],
    fault: acceptsRefusal({
      method: 'POST',
      path: SELECT_RATE,
      status: 400,
      param: 'rate_id',
      when: (r) => json(r).package_id !== undefined,
      answer: { body: { items: [] } },
    }),
    fails: sorted(
      of(v1('shipping'), 'rate-id-required'),
      of(
        'required',
        'anonymous.post.shop.store.cart.select-shipping-rate.rate_id.missing',
        'anonymous.post.shop.store.v1.cart.select-shipping-rate.rate_id.missing',
        'post.shop.store.cart.select-shipping-rate.rate_id.missing',
        'post.shop.store.v1.cart.select-shipping-rate.rate_id.missing',
      ),
    ),
  },
  {
    name: "select-shipping-rate's package_id treated as optional",
    suites: v1('shipping'),
    fault: acceptsRefusal({
      method: 'POST',
      path: SELECT_RATE,
      status: 400,
      param: 'package_id',
      when: (r) => json(r).rate_id !== undefined,
      answer: { body: { items: [] } },
    }),
    fails: of(v1('shipping'), 'package-id-required'),
  },
  {
    name: 'select-shipping-rate without arguments taken',
    suites: v1('shipping'),
    fault: acceptsRefusal({
      method: 'POST',
      path: SELECT_RATE,
      status: 400,
      when: (r) => Object.keys(json(r)).length === 0,
      answer: { body: { items: [] } },
    }),
    fails: of(v1('shipping'), 'both-missing'),
  },
  {
    name: 'a rate the cart offers cannot be selected',
    suites: v1('shipping'),
    fault: failsRoute(on('POST', SELECT_RATE)),
    fails: of(v1('shipping'), 'select-rate', 'select-rate-text-package'),
  },

  // ----- batch
  {
    name: 'a batch cap raised to 26 fails the /batch/v1 cap case only',
    suites: ['batch'],
    fault: altersAnswers('batch cap 26', 'Batches of 26 requests are run.', on('POST', '/batch/v1'), (response) => {
      const refusal = bodyOf(response) as { data?: { params?: { requests?: string } } };
      if (response.status !== 400 || !refusal.data?.params?.requests?.includes('at most 25')) return response;
      return answered(response, 207, {
        responses: Array.from({ length: 26 }, () => ({ body: null, status: 401, headers: [] })),
      });
    }),
    fails: ['batch/cap-26-refused'],
  },
  {
    // Named for what it does (as its shop/store/v1 twin in storefront-batch.ts): the cap is one of them.
    name: 'the storefront batch route takes what it refuses naming requests',
    suites: ['batch'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop/store/batch',
      status: 400,
      param: 'requests',
      answer: { status: 207, body: { responses: [] } },
    }),
    // Every refusal of the route naming requests is taken: a GET sub-request, one without a path, none at all.
    fails: of(
      'batch',
      'storefront-cap-26-refused',
      'storefront-get-sub-request-refused',
      'storefront-path-missing-refused',
      'storefront-requests-missing-refused',
    ),
  },
  {
    name: 'a GET sub-request accepted',
    suites: ['batch'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/batch/v1',
      status: 400,
      param: 'requests',
      when: (r) => JSON.stringify(json(r).requests ?? []).includes('"GET"'),
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: ['batch/get-sub-request-refused'],
  },
  {
    name: 'a batch validation mode outside the enum accepted',
    suites: ['batch'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/batch/v1',
      status: 400,
      param: 'validation',
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: ['batch/bad-validation-mode'],
  },
  {
    name: 'require-all-validate ignored fails that case only',
    suites: ['batch'],
    fault: rewritesAnswer(on('POST', '/batch/v1'), 'require-all-validate ignored', (body) => {
      const reply = body as { failed?: string; responses: unknown[] };
      if (reply.failed !== 'validation') return body;
      return { responses: reply.responses.map((r) => r ?? { body: {}, status: 401, headers: [] }) };
    }),
    fails: ['batch/require-all-validate-stops-all'],
  },
  {
    name: 'routes without allow_batch run inside a batch',
    suites: ['batch'],
    fault: allowsBatchEverywhere,
    fails: of('batch', 'normal-mode-runs-each', 'not-batchable-refused-inside', 'require-all-validate-stops-all'),
  },
  {
    name: 'sub-requests of a batch skip the nonce check',
    suites: ['batch'],
    fault: rewritesAnswer(
      on('POST', '/batch/v1'),
      'sub-requests refused for want of a nonce shown as taken',
      (body) => {
        const reply = body as { responses: ({ status: number; body: { code?: string; items?: unknown[] } } | null)[] };
        reply.responses = reply.responses.map((r) =>
          r?.body?.code === 'shop_rest_missing_nonce' ? { ...r, status: 201, body: { items: [] } } : r,
        );
        return reply;
      },
    ),
    fails: ['batch/permission-inside-batch'],
  },
  {
    name: 'a query string in a sub-request path is dropped',
    suites: ['batch'],
    fault: dropsSubRequestQuery,
    fails: ['batch/query-string-in-path'],
  },
  {
    name: 'GET on the batch route answered',
    suites: ['batch'],
    fault: acceptsRefusal({ method: 'GET', path: '/batch/v1', status: 404, answer: { body: { responses: [] } } }),
    fails: ['batch/get-on-batch-route'],
  },
  {
    name: 'sub-requests of a batch run without their permission check',
    suites: ['admin-auth', 'auth'],
    // A route inside a batch is refused twice over (allow_batch, then permission): it runs only when neither holds.
    fault: [allowsBatchEverywhere, batchSkipsPermission],
    fails: ['admin-auth/batch-does-not-open-admin-routes', 'auth/batch-does-not-open-gateway'],
  },

  // ----- errors
  {
    name: 'rest_no_route renamed fails exactly the cases that expect it',
    suites: ['errors'],
    fault: renamesCode(404, 'rest_not_found'),
    fails: of('errors', 'unknown-path', 'unknown-path-in-namespace', 'wrong-method', 'wrong-method-oembed'),
  },
  {
    name: 'data.status differing from the HTTP status fails the error-shape cases of that status',
    suites: ['errors'],
    fault: rewritesErrors(401, 'data.status 403', (body) => ({ ...body, data: { status: 403 } })),
    fails: of('errors', 'anonymous-protected', 'wrong-credentials'),
  },
  {
    name: 'a body that is not JSON taken as an empty one',
    suites: ['errors'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/batch/v1',
      status: 400,
      code: 'rest_invalid_json',
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: ['errors/invalid-json'],
  },
  {
    name: 'an invalid argument refused without details',
    suites: ['errors'],
    fault: altersAnswers(
      'no details in rest_invalid_param',
      'rest_invalid_param answers carry no data.details.',
      on('GET', '/shop/store/products'),
      (response) => {
        const refusal = bodyOf(response) as { code?: string; data?: Record<string, unknown> };
        if (refusal?.code !== 'rest_invalid_param' || !refusal.data) return response;
        delete refusal.data.details;
        return answered(response, response.status, refusal);
      },
    ),
    fails: ['errors/invalid-param-shape'],
  },
  {
    name: 'the orders route checks permission before it validates',
    suites: ['errors'],
    fault: permissionFirst({ path: '/shop-analytics/orders' }),
    fails: ['errors/validation-before-permission'],
  },
  {
    name: 'an unknown path answered as text',
    suites: ['errors'],
    fault: answersAsText(on('GET', '/no/such/route')),
    fails: ['errors/json-content-type'],
  },
  {
    name: 'wrong credentials let in',
    suites: ['admin-auth', 'errors'],
    fault: [
      acceptsErrorReply(401, 'incorrect_password', { status: 200, body: [] }),
      acceptsErrorReply(401, 'invalid_username', { status: 200, body: [] }),
    ],
    fails: ['admin-auth/wrong-password-refused', 'errors/wrong-credentials'],
  },
];
