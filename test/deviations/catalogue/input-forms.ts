import type { RestRequest } from '../../../reference-server/http/types.js';
import type { Storage } from '../../../reference-server/storage/index.js';
import {
  aroundExecute,
  changesDefault,
  emptyList,
  failsRoute,
  ignoresForm,
  listOfOne,
  matches,
  oneValue,
  rewritesAnswer,
  type Fault,
  type Target,
} from '../../helpers/faults.js';
import { on, query, store, write, of, COUPON, ORDER, type Deviation } from './shared.js';

const BATCH_ROUTES = /^\/(batch\/v1|shop\/store(\/v1)?\/batch)$/;

/**
 * Deviations of the stated input forms (issue 35, point 3): a list argument given as one value, an
 * empty list on an update, a partial update, the stock at the step the document ties it to, a path
 * rule inside a batch; each with exactly the cases that fail (the kinds, derived from the catalog, are
 * `input-forms.test.ts`'s).
 */

const FORMS = 'input-forms';
const both = (rest: string): Target => ({ method: 'GET', path: store(rest), site: 'any' });
const admin = (path: string | RegExp, method = 'GET'): Target => ({ method, path });

/** A list argument of a read given as one value, ignored: exactly the input-forms case that sends it so. */
const singles: [Target, string, string[]][] = [
  [both('/products'), 'include', ['products-include-single']],
  [both('/products'), 'exclude', ['products-exclude-single']],
  [both('/products'), 'parent', ['products-parent-single']],
  [both('/products'), 'parent_exclude', ['products-parent-exclude-single']],
  [both('/products'), 'rating', ['products-rating-single']],
  [both('/products/collection-data'), 'include', ['collection-include-single']],
  [both('/products/collection-data'), 'exclude', ['collection-exclude-single']],
  [both('/products/categories'), 'include', ['categories-include-single']],
  [both('/products/categories'), 'exclude', ['categories-exclude-single']],
  [both('/products/tags'), 'include', ['tags-include-single']],
  [both('/products/tags'), 'exclude', ['tags-exclude-single']],
  [both('/products/attributes/\\d+/terms'), 'include', ['terms-include-single']],
  [both('/products/attributes/\\d+/terms'), 'exclude', ['terms-exclude-single']],
  [admin('/shop-analytics/orders'), 'include', ['orders-include-single']],
  [admin('/shop-analytics/orders'), 'exclude', ['orders-exclude-single']],
  [admin('/shop-analytics/orders'), 'parent', ['orders-parent-single']],
  [admin('/shop-analytics/orders'), 'parent_exclude', ['orders-parent-exclude-single']],
  [admin('/shop-analytics/orders'), 'status', ['orders-status-single']],
  [admin('/shop-analytics/coupons'), 'include', ['coupons-include-single']],
  [admin('/shop-analytics/coupons'), 'exclude', ['coupons-exclude-single']],
  [admin('/shop-analytics/products'), 'include', ['admin-products-include-single']],
  [admin('/shop-analytics/products'), 'exclude', ['admin-products-exclude-single']],
  [admin('/shop-analytics/products'), 'parent', ['admin-products-parent-single']],
  [admin('/shop-analytics/products'), 'parent_exclude', ['admin-products-parent-exclude-single']],
  [admin('/shop-analytics/admin/notes'), 'type', ['notes-type-single']],
  [admin('/shop-analytics/admin/notes'), 'status', ['notes-status-single']],
  [admin('/shop-analytics/admin/notes'), 'source', ['notes-source-single']],
];

const where = (t: Target) => (typeof t.path === 'string' ? t.path : String(t.path));

/** Orders written without set_paid take their lines' stock once the write is answered. */
export function stockTakenBy(name: string, target: Target): Fault {
  let storage: Storage | undefined;
  return {
    name,
    description: `${name}.`,
    storage(s) {
      storage = s;
    },
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const response = await next(prepared);
        if (!storage || !matches(target, prepared.request) || response.status >= 300) return response;
        const lines =
          (response.body as { line_items?: { product_id: number; variation_id: number; quantity: number }[] })
            ?.line_items ?? [];
        if (lines.length > 0)
          storage.products.reduceStock(
            lines.map((l) => ({ productId: l.variation_id || l.product_id, quantity: l.quantity })),
          );
        return response;
      });
    },
  };
}

const loggedIn = (r: RestRequest) => r.principal !== null;
const unpaid = (r: RestRequest) => r.json?.set_paid !== true;
const sends = (name: string) => (r: RestRequest) => r.json?.[name] !== undefined;
const sendsOnly = (name: string) => (r: RestRequest) => Object.keys(r.json ?? {}).join() === name;

/** An update that sends `only` one field: every other writable field is set to `values` first. */
function partialResets(name: string, target: Target, values: Record<string, unknown>): Fault {
  return {
    name,
    description: `${name}.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (!matches(target, prepared.request)) return next(prepared);
        const unsent = Object.fromEntries(
          Object.entries(values).filter(([k]) => prepared.request.json?.[k] === undefined),
        );
        return next({ ...prepared, params: { ...prepared.params, ...unsent } });
      });
    },
  };
}

/** Inside a batch, a sub-request path no route matches is matched on the part of it `prefix` keeps (no end anchor). */
function batchPrefixMatch(prefix: RegExp): Fault {
  return {
    name: `batch sub-requests matched on ${String(prefix)}`,
    description: 'The batch matches its sub-request paths without the end anchor.',
    apply(app) {
      app.addHook('onReady', async () => {
        const dispatcher = app.shop.dispatcher;
        const match = dispatcher.match.bind(dispatcher);
        dispatcher.match = (request) => {
          try {
            return match(request);
          } catch (error) {
            const m = request.inBatch ? prefix.exec(request.path) : null;
            if (!m) throw error;
            return match({ ...request, path: m[1] as string });
          }
        };
      });
    },
  };
}

export const INPUT_FORMS: Deviation[] = [
  // ----- each list argument of a read given as one value
  ...singles.map(([t, arg, ids]): Deviation => ({
    name: `input-forms: ${arg} given as one value ignored on ${t.method} ${where(t)}`,
    suites: [FORMS],
    fault: ignoresForm(`${arg} as one value`, t, arg, oneValue),
    fails: of(FORMS, ...ids),
  })),
  {
    name: 'input-forms: an order created with a list of one meta entry keeps none',
    suites: [FORMS],
    fault: ignoresForm('meta_data as a list of one', admin('/shop-analytics/orders', 'POST'), 'meta_data', listOfOne),
    fails: of(FORMS, 'order-meta-read'),
  },
  {
    name: 'enums: stock_status given as one value ignored on the product listing',
    suites: ['enums'],
    fault: ignoresForm('stock_status as one value', both('/products'), 'stock_status', oneValue),
    fails: of('enums', 'stock-status-single-outofstock'),
  },
  // ----- the input-forms suite's own objects and the site's it reads
  {
    name: 'input-forms: the storefront product listing fails',
    suites: [FORMS],
    fault: failsRoute(both('/products')),
    fails: [
      'input-forms/find-cheapest',
      'input-forms/find-cheapest-with-sku',
      'input-forms/find-dearest-with-sku',
      'input-forms/find-products',
      'input-forms/find-rated',
      'input-forms/find-simple',
      'input-forms/find-variation',
    ],
  },
  {
    name: 'input-forms: the term listings fail',
    suites: [FORMS],
    fault: failsRoute(both('/products/(categories|tags|attributes(/\\d+/terms)?)')),
    fails: ['input-forms/find-attribute', 'input-forms/find-categories', 'input-forms/find-tags'],
  },
  {
    name: "input-forms: an attribute's terms cannot be listed",
    suites: [FORMS],
    fault: failsRoute(both('/products/attributes/\\d+/terms')),
    fails: ['input-forms/find-attribute-terms'],
  },
  {
    name: "input-forms: a logged-in user's cart cannot be opened",
    suites: [FORMS],
    fault: failsRoute(on('GET', store('/cart'), loggedIn)),
    fails: of(FORMS, 'administrator-cart', 'customer-cart'),
  },
  {
    name: 'input-forms: a logged-in user cannot add to the cart',
    suites: [FORMS],
    fault: failsRoute(on('POST', store('/cart/add-item'), loggedIn)),
    fails: of(FORMS, 'administrator-add-item', 'customer-add-item'),
  },
  {
    name: "input-forms: a logged-in user's cart items cannot be read",
    suites: [FORMS],
    fault: failsRoute(on('GET', store('/cart/items'), loggedIn)),
    fails: of(FORMS, 'administrator-add-item-read', 'customer-add-item-read'),
  },
  {
    name: "input-forms: a logged-in user's cart cannot be emptied",
    suites: [FORMS],
    fault: failsRoute(on('DELETE', store('/cart/items'), loggedIn)),
    fails: of(FORMS, 'empty-administrator-cart', 'empty-customer-cart'),
  },
  {
    name: 'input-forms: collection-data fails',
    suites: [FORMS],
    fault: failsRoute(both('/products/collection-data')),
    fails: ['input-forms/collection-exclude-list', 'input-forms/collection-include-list'],
  },
  {
    name: 'input-forms: the notes cannot be listed',
    suites: [FORMS],
    fault: failsRoute(admin('/shop-analytics/admin/notes')),
    fails: ['input-forms/find-note'],
  },
  {
    name: 'input-forms: a product cannot be created',
    suites: [FORMS],
    fault: failsRoute(admin('/shop-analytics/products', 'POST')),
    fails: ['input-forms/probe-parent'],
  },
  {
    name: 'input-forms: a product with a parent cannot be created',
    suites: [FORMS],
    fault: failsRoute({ ...admin('/shop-analytics/products', 'POST'), when: sends('parent_id') }),
    fails: ['input-forms/probe-child'],
  },
  {
    name: 'input-forms: the orders of a product cannot be listed',
    suites: [FORMS],
    fault: failsRoute({ ...admin('/shop-analytics/orders'), when: query('product') }),
    fails: ['input-forms/find-leftover-orders'],
  },
  {
    name: 'input-forms: an order cannot be created',
    suites: [FORMS],
    fault: failsRoute(admin('/shop-analytics/orders', 'POST')),
    fails: ['input-forms/order-parent'],
  },
  {
    name: 'input-forms: an order with a parent cannot be created',
    suites: [FORMS],
    fault: failsRoute({ ...admin('/shop-analytics/orders', 'POST'), when: sends('parent_id') }),
    fails: ['input-forms/order-child'],
  },
  {
    name: 'input-forms: an order cannot be deleted',
    suites: [FORMS],
    fault: failsRoute(admin(ORDER, 'DELETE')),
    fails: ['input-forms/delete-order-child', 'input-forms/delete-order-parent'],
  },
  {
    name: 'input-forms: the coupons cannot be searched',
    suites: [FORMS],
    fault: failsRoute({ ...admin('/shop-analytics/coupons'), when: query('search') }),
    // exclude is shown on our coupons found by their code's prefix (include hides it on the platform).
    fails: ['input-forms/coupons-exclude-single', 'input-forms/find-leftover-coupons'],
  },
  {
    name: 'input-forms: a coupon cannot be created',
    suites: [FORMS],
    fault: failsRoute(admin('/shop-analytics/coupons', 'POST')),
    fails: ['input-forms/coupon-lists', 'input-forms/coupon-plain'],
  },
  {
    name: 'input-forms: a coupon cannot be deleted',
    suites: [FORMS],
    fault: failsRoute(admin(COUPON, 'DELETE')),
    fails: ['input-forms/delete-coupon-lists', 'input-forms/delete-coupon-plain'],
  },
  {
    name: "a coupon's list fields keep their first value only",
    suites: [FORMS],
    fault: rewritesAnswer(admin(COUPON), 'each list field cut to its first value', (body) => {
      const coupon = body as Record<string, unknown>;
      for (const k of ['product_ids', 'product_categories', 'email_restrictions'])
        if (Array.isArray(coupon[k])) coupon[k] = (coupon[k] as unknown[]).slice(0, 1);
      return coupon;
    }),
    fails: of(FORMS, 'coupon-lists-read-back'),
  },
  // ----- an empty list on an update
  ...[
    'product_ids',
    'excluded_product_ids',
    'product_categories',
    'excluded_product_categories',
    'email_restrictions',
  ].map((arg): Deviation => ({
    name: `coupons: an empty ${arg} on an update ignored`,
    suites: ['coupons'],
    fault: ignoresForm(`${arg} empty`, write(COUPON), arg, emptyList),
    fails: of('coupons', 'update-lists-cleared'),
  })),
  {
    name: 'gateway: an empty list of button locations ignored',
    suites: ['gateway'],
    fault: ignoresForm(
      'payment_request_button_locations empty',
      write('/shop/v3/gateway/settings'),
      'payment_request_button_locations',
      emptyList,
    ),
    fails: of('gateway', 'settings-locations-cleared-read'),
  },
  // ----- a partial update: what it does not send stays
  {
    name: "an order update applies the create's default status to what it does not send",
    suites: ['order-fields', 'order-transitions'],
    fault: partialResets(
      'status reset to pending',
      write(ORDER, (r) => !sends('status')(r)),
      { status: 'pending' },
    ),
    fails: [
      'order-fields/full-note-only-read',
      'order-transitions/note-only-read',
      'order-transitions/stock-unchanged-by-update',
    ],
  },
  {
    name: 'coupons: an update of the code alone fails',
    suites: ['coupons'],
    fault: failsRoute(write(COUPON, sendsOnly('code'))),
    fails: of('coupons', 'update-code', 'update-code-only'),
  },
  {
    name: 'a coupon update sending the code alone resets the other fields',
    suites: ['coupons'],
    fault: partialResets('coupon fields reset', write(COUPON, sendsOnly('code')), {
      discount_type: 'fixed_cart',
      description: '',
    }),
    fails: of('coupons', 'update-code-only-read-back'),
  },
  {
    name: 'a settings update sending the title alone resets the other settings',
    suites: ['gateway'],
    fault: partialResets('settings reset', write('/shop/v3/gateway/settings', sendsOnly('title')), {
      description: '',
      is_debug_log_enabled: true,
    }),
    fails: ['gateway/settings-title-only-read'],
  },
  // ----- the stock is set_paid's, at no other step
  {
    name: 'an order update without set_paid takes the stock again',
    suites: ['order-transitions'],
    fault: stockTakenBy('stock taken by an update', write(ORDER, unpaid)),
    fails: ['order-transitions/stock-reduced-once', 'order-transitions/stock-unchanged-by-update'],
  },
  // ----- the default validation mode
  {
    name: 'batch: a batch without a validation mode runs as require-all-validate',
    suites: ['batch'],
    fault: changesDefault({ method: 'POST', path: BATCH_ROUTES, site: 'any' }, 'validation', 'require-all-validate'),
    fails: [
      'batch/default-mode-like-normal-read',
      'batch/default-mode-runs-each',
      'batch/storefront-default-mode-like-normal-read',
      'batch/storefront-v1-default-mode-like-normal-read',
    ],
  },
  // ----- the batch suite's carts of the default mode and of the path rules
  {
    name: 'batch: add-item fails (the path rules carts)',
    suites: ['batch'],
    fault: failsRoute(on('POST', store('/cart/add-item'))),
    fails: [
      'batch/fill-path-cart-a',
      'batch/fill-path-cart-a-other',
      'batch/fill-path-cart-b',
      'batch/fill-path-cart-b-other',
      'batch/fill-path-cart-c',
      'batch/fill-path-cart-c-other',
      'batch/fill-path-cart-d',
      'batch/fill-path-cart-d-other',
    ],
  },
  {
    name: "batch: a cart's items cannot be read",
    suites: ['batch'],
    fault: failsRoute(on('GET', store('/cart/items'))),
    fails: [
      'batch/all-validate-read-back',
      'batch/delete-read-back',
      'batch/normal-mode-baseline-read',
      'batch/normal-read-back',
      'batch/read-path-cart-a',
      'batch/read-path-cart-b',
      'batch/read-path-cart-c',
      'batch/read-path-cart-d',
      'batch/storefront-all-validate-read-back',
      'batch/storefront-delete-read-back',
      'batch/storefront-normal-read-back',
      'batch/storefront-v1-all-validate-read-back',
      'batch/storefront-v1-delete-read-back',
      'batch/storefront-v1-normal-read-back',
    ],
  },
  {
    name: 'batch: a coupon cannot be applied (the path rules carts)',
    suites: ['batch'],
    fault: failsRoute(on('POST', store('/cart/apply-coupon'))),
    fails: [
      'batch/apply-path-coupon-a',
      'batch/apply-path-coupon-a-other',
      'batch/apply-path-coupon-b',
      'batch/apply-path-coupon-b-other',
      'batch/apply-path-coupon-c',
      'batch/apply-path-coupon-c-other',
      'batch/apply-path-coupon-d',
      'batch/apply-path-coupon-d-other',
    ],
  },
  {
    name: 'batch: a coupon cannot be created (the path rules coupons)',
    suites: ['batch'],
    fault: failsRoute(on('POST', '/shop-analytics/coupons')),
    fails: ['batch/path-coupon-a', 'batch/path-coupon-b'],
  },
  {
    name: 'batch: a coupon cannot be deleted (the path rules coupons)',
    suites: ['batch'],
    fault: failsRoute(on('DELETE', COUPON)),
    fails: ['batch/delete-path-coupon-a', 'batch/delete-path-coupon-b'],
  },
  {
    name: 'batch: a batch in validation mode normal refused',
    suites: ['batch'],
    fault: failsRoute(on('POST', BATCH_ROUTES, (r) => r.json?.validation === 'normal')),
    fails: [
      'batch/normal-adds',
      'batch/normal-mode-baseline',
      'batch/normal-mode-runs-each',
      'batch/storefront-normal-adds',
      'batch/storefront-v1-normal-adds',
    ],
  },
  {
    name: 'batch: a batch without a validation mode refused',
    suites: ['batch'],
    fault: failsRoute(on('POST', BATCH_ROUTES, (r) => r.json?.validation === undefined)),
    fails: [
      'batch/batch-path.batch.v1.shop.store.cart.coupons.code.control',
      'batch/batch-path.batch.v1.shop.store.cart.items.key.control',
      'batch/batch-path.batch.v1.shop.store.v1.cart.coupons.code.control',
      'batch/batch-path.batch.v1.shop.store.v1.cart.items.key.control',
      'batch/batch-path.shop.store.batch.shop.store.cart.coupons.code.control',
      'batch/batch-path.shop.store.batch.shop.store.cart.items.key.control',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.coupons.code.control',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.control',
      'batch/cap-25-accepted',
      'batch/default-mode-like-normal',
      'batch/default-mode-runs-each',
      'batch/delete-clears',
      'batch/not-batchable-refused-inside',
      'batch/permission-inside-batch',
      'batch/query-string-in-path',
      'batch/storefront-cap-25-accepted',
      'batch/storefront-default-mode-like-normal',
      'batch/storefront-delete-clears',
      'batch/storefront-v1-cap-25-accepted',
      'batch/storefront-v1-default-mode-like-normal',
      'batch/storefront-v1-delete-clears',
    ],
  },
  // ----- the stock probe's order and the partial updates, each step
  {
    name: 'order-transitions: an update of the note alone fails',
    suites: ['order-transitions'],
    fault: failsRoute(write(ORDER, sendsOnly('customer_note'))),
    fails: ['order-transitions/note-only-update'],
  },
  {
    name: 'order-transitions: an update without set_paid makes the order pending',
    suites: ['order-transitions'],
    fault: partialResets(
      'status reset to pending',
      write(ORDER, (r) => !sends('status')(r) && unpaid(r)),
      {
        status: 'pending',
      },
    ),
    fails: ['order-transitions/note-only-read', 'order-transitions/stock-unchanged-by-update'],
  },
  {
    name: 'gateway: an update of the title alone fails',
    suites: ['gateway'],
    fault: failsRoute(write('/shop/v3/gateway/settings', sendsOnly('title'))),
    fails: ['gateway/settings-title-only'],
  },
  {
    name: 'gateway: an update of the button locations alone fails',
    suites: ['gateway'],
    fault: failsRoute(write('/shop/v3/gateway/settings', sendsOnly('payment_request_button_locations'))),
    fails: ['gateway/settings-locations-cleared'],
  },
  {
    name: 'coupons: empty lists answered, not kept',
    suites: ['coupons'],
    fault: [
      ignoresForm('product_ids empty', write(COUPON), 'product_ids', emptyList),
      rewritesAnswer(
        write(COUPON, (r) => emptyList(r.json?.product_ids)),
        'product_ids empty',
        (body) => ({
          ...(body as object),
          product_ids: [],
        }),
      ),
    ],
    fails: ['coupons/update-lists-cleared-read-back'],
  },
  {
    name: 'enums: the products in stock cannot be listed',
    suites: ['enums'],
    fault: failsRoute(on('GET', store('/products'), query('stock_status', 'instock'))),
    fails: [
      'enums/accepts.get.shop.store.products.1',
      'enums/accepts.get.shop.store.products.10',
      'enums/accepts.get.shop.store.products.4',
      'enums/accepts.get.shop.store.products.7',
      'enums/accepts.get.shop.store.v1.products.1',
      'enums/accepts.get.shop.store.v1.products.10',
      'enums/accepts.get.shop.store.v1.products.4',
      'enums/accepts.get.shop.store.v1.products.7',
      'enums/find-simple-product',
      'enums/stock-status-single-instock',
    ],
  },
  // ----- a path rule inside a batch (the batch-paths generator)
  {
    name: 'batch sub-requests match a cart item key on its first 32 characters',
    suites: ['batch'],
    fault: batchPrefixMatch(/^(\/shop\/store(?:\/v1)?\/cart\/items\/[\w-]{32}).+$/),
    shouldOnly: [
      'batch/batch-path.batch.v1.shop.store.cart.items.key.33-characters',
      'batch/batch-path.batch.v1.shop.store.cart.items.key.character-outside',
      'batch/batch-path.batch.v1.shop.store.v1.cart.items.key.33-characters',
      'batch/batch-path.batch.v1.shop.store.v1.cart.items.key.character-outside',
      'batch/batch-path.shop.store.batch.shop.store.cart.items.key.33-characters',
      'batch/batch-path.shop.store.batch.shop.store.cart.items.key.character-outside',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.33-characters',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.character-outside',
    ],
    fails: [
      'batch/batch-path.batch.v1.shop.store.cart.items.key.33-characters',
      'batch/batch-path.batch.v1.shop.store.cart.items.key.33-characters.kept',
      'batch/batch-path.batch.v1.shop.store.cart.items.key.character-outside',
      'batch/batch-path.batch.v1.shop.store.cart.items.key.character-outside.kept',
      'batch/batch-path.batch.v1.shop.store.v1.cart.items.key.33-characters',
      'batch/batch-path.batch.v1.shop.store.v1.cart.items.key.33-characters.kept',
      'batch/batch-path.batch.v1.shop.store.v1.cart.items.key.character-outside',
      'batch/batch-path.batch.v1.shop.store.v1.cart.items.key.character-outside.kept',
      'batch/batch-path.shop.store.batch.shop.store.cart.items.key.33-characters',
      'batch/batch-path.shop.store.batch.shop.store.cart.items.key.33-characters.kept',
      'batch/batch-path.shop.store.batch.shop.store.cart.items.key.character-outside',
      'batch/batch-path.shop.store.batch.shop.store.cart.items.key.character-outside.kept',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.33-characters',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.33-characters.kept',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.character-outside',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.items.key.character-outside.kept',
    ],
  },
  {
    name: 'batch sub-requests match a cart coupon code on the word characters it begins with',
    suites: ['batch'],
    fault: batchPrefixMatch(/^(\/shop\/store(?:\/v1)?\/cart\/coupons\/[\w-]+).+$/),
    shouldOnly: [
      'batch/batch-path.batch.v1.shop.store.cart.coupons.code.character-outside',
      'batch/batch-path.batch.v1.shop.store.v1.cart.coupons.code.character-outside',
      'batch/batch-path.shop.store.batch.shop.store.cart.coupons.code.character-outside',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.coupons.code.character-outside',
    ],
    fails: [
      'batch/batch-path.batch.v1.shop.store.cart.coupons.code.character-outside',
      'batch/batch-path.batch.v1.shop.store.cart.coupons.code.character-outside.kept',
      'batch/batch-path.batch.v1.shop.store.v1.cart.coupons.code.character-outside',
      'batch/batch-path.batch.v1.shop.store.v1.cart.coupons.code.character-outside.kept',
      'batch/batch-path.shop.store.batch.shop.store.cart.coupons.code.character-outside',
      'batch/batch-path.shop.store.batch.shop.store.cart.coupons.code.character-outside.kept',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.coupons.code.character-outside',
      'batch/batch-path.shop.store.v1.batch.shop.store.v1.cart.coupons.code.character-outside.kept',
    ],
  },
];
