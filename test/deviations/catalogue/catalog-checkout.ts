import { expect } from 'vitest';
import {
  acceptsRefusal,
  altersAnswers,
  answered,
  failsRoute,
  ignoresArgument,
  refusesArgument,
  rewritesAnswer,
  rewritesField,
  storageFault,
} from '../../helpers/faults.js';
import { on, query, noQuery, json, re, store, ORDER, of, error, type Deviation } from './shared.js';
import { CATALOG_PROBES } from './catalog-probes.js';

/** Deviations of the catalog and the checkout. */
export const CATALOG_CHECKOUT: Deviation[] = [
  // ----- catalog
  ...CATALOG_PROBES,
  {
    name: 'catalog: the on_sale filter ignored',
    suites: ['catalog'],
    fault: ignoresArgument(on('GET', '/shop/store/products'), 'on_sale'),
    fails: ['catalog/on-sale-only'],
  },
  {
    name: 'catalog: prices not ordered',
    suites: ['catalog'],
    fault: rewritesAnswer(
      on('GET', '/shop/store/products', (r) => r.query.orderby === 'price' && r.query.order === 'asc'),
      'products in reverse',
      (body) => [...(body as unknown[])].reverse(),
    ),
    fails: ['catalog/orderby-price-asc'],
    // The prices shown may carry each product's taxes: their order is the platform's (should).
    shouldOnly: ['catalog/orderby-price-asc'],
  },
  {
    name: 'two products cannot be listed',
    suites: ['catalog'],
    fault: failsRoute(
      on('GET', '/shop/store/products', (r) => String(r.query.per_page) === '2' && r.query.page === undefined),
    ),
    fails: of('catalog', 'pagination-consistent', 'two-products'),
  },
  {
    name: 'per_page 1 refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('per_page', '1')), 'per_page'),
    fails: ['catalog/per-page-bounds-count'],
  },
  {
    name: 'ordering by price refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('orderby', 'price')), 'orderby'),
    fails: of('catalog', 'orderby-price-asc', 'orderby-price-desc'),
  },
  {
    name: 'the on_sale filter refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('on_sale')), 'on_sale'),
    fails: ['catalog/on-sale-only'],
  },
  {
    name: 'the stock_status filter refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('stock_status')), 'stock_status'),
    fails: ['catalog/in-stock-only'],
  },
  {
    name: 'type subscription refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('type', 'subscription')), 'type'),
    fails: ['catalog/type-subscription-only'],
  },
  {
    name: 'type simple refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('type', 'simple')), 'type'),
    // The prices are ordered among simple products.
    fails: of('catalog', 'orderby-price-asc', 'orderby-price-desc', 'type-simple-only'),
  },
  {
    name: 'include refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('include')), 'include'),
    fails: ['catalog/include-honoured'],
  },
  {
    name: 'exclude refused',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products', query('exclude')), 'exclude'),
    fails: ['catalog/exclude-honoured'],
  },
  {
    name: 'a product cannot be read by its id',
    suites: ['catalog'],
    fault: failsRoute(on('GET', re('/shop/store/products/\\d+'))),
    fails: ['catalog/product-by-id'],
  },
  {
    name: 'the categories fail',
    suites: ['catalog'],
    fault: failsRoute(on('GET', '/shop/store/products/categories', noQuery('context'))),
    fails: ['catalog/categories-listed'],
  },
  {
    name: 'the embed context refused on categories',
    suites: ['catalog'],
    fault: refusesArgument(on('GET', '/shop/store/products/categories', query('context', 'embed')), 'context'),
    fails: ['catalog/categories-embed-context'],
  },
  {
    name: 'the tags fail',
    suites: ['catalog'],
    fault: failsRoute(on('GET', '/shop/store/products/tags')),
    fails: ['catalog/tags-listed'],
  },
  {
    name: 'the attributes fail',
    suites: ['catalog'],
    fault: failsRoute(on('GET', '/shop/store/products/attributes')),
    fails: ['catalog/attributes-listed'],
  },
  {
    name: 'the reviews fail',
    suites: ['catalog'],
    fault: failsRoute(on('GET', '/shop/store/products/reviews')),
    fails: ['catalog/reviews-listed'],
  },
  {
    name: 'collection-data fails',
    suites: ['catalog'],
    fault: failsRoute(on('GET', '/shop/store/products/collection-data')),
    fails: ['catalog/collection-data'],
  },
  {
    name: "the second page's headers disagree with it",
    suites: ['catalog'],
    fault: altersAnswers(
      'X-WP-TotalPages 1 on page 2',
      'The second page says there is one page.',
      on('GET', '/shop/store/products', query('page', '2')),
      (response) => ({ ...response, headers: { ...response.headers, 'X-WP-TotalPages': '1' } }),
    ),
    fails: ['catalog/pagination-second-page'],
  },
  {
    name: 'an unknown product served',
    suites: ['catalog'],
    fault: acceptsRefusal({
      method: 'GET',
      path: re('/shop/store/products/\\d+'),
      status: 404,
      answer: { body: { id: 999999999 } },
    }),
    fails: ['catalog/unknown-product'],
  },

  // ----- checkout
  {
    name: 'checkout: bacs leaving the order pending',
    suites: ['checkout'],
    fault: rewritesField(
      on('POST', store('/checkout'), (r) => json(r).payment_method === 'bacs'),
      '/status',
      'pending',
    ),
    fails: ['checkout/bacs-on-hold'],
    shouldOnly: ['checkout/bacs-on-hold'],
  },
  {
    name: 'checkout: cancelled orders keeping their stock fail nothing (no source says a cancellation restocks), and are reported as left behind',
    suites: ['checkout'],
    fault: storageFault('stock not restored', 'A cancelled order keeps the stock it took.', (storage) => {
      storage.products.restoreStock = () => undefined;
    }),
    fails: [],
    also: (run) =>
      expect(run.result.suites[0]?.leftovers.join('\n')).toMatch(
        /stock-restored: the stock the orders sold is back .*\? no: .*stock_quantity differs/,
      ),
  },
  {
    name: "the product's stock cannot be read through the administration",
    suites: ['checkout'],
    fault: failsRoute(on('GET', '/shop-analytics/products', query('include'))),
    fails: ['checkout/stock-before'],
  },
  {
    name: 'a checkout without billing_address taken',
    suites: ['checkout'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/checkout'),
      status: 400,
      code: 'rest_missing_callback_param',
      answer: { body: { order_id: 1, status: 'on-hold' } },
    }),
    fails: ['checkout/billing-required'],
  },
  {
    name: 'a payment method outside the enum taken',
    suites: ['checkout'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/checkout'),
      status: 400,
      param: 'payment_method',
      answer: { body: { order_id: 1, status: 'on-hold' } },
    }),
    fails: ['checkout/unknown-payment-method'],
  },
  {
    name: 'the checkout draft fails',
    suites: ['checkout'],
    fault: failsRoute(on('GET', store('/checkout'))),
    fails: of('checkout', 'draft-order', 'draft-order-v1'),
  },
  ...['bacs', 'cheque', 'cod'].map((method): Deviation => ({
    name: `a checkout with ${method} refused`,
    suites: ['checkout'],
    fault: altersAnswers(
      `${method} refused`,
      `A checkout with ${method} is refused by the payment step.`,
      on('POST', store('/checkout'), (r) => json(r).payment_method === method),
      (response) =>
        response.status === 200
          ? answered(response, 400, error('shop_rest_checkout_payment_error', 400, 'The payment could not be taken.'))
          : response,
    ),
    fails: [`checkout/${{ bacs: 'bacs-on-hold', cheque: 'cheque-on-hold', cod: 'cod-processing' }[method]}`],
  })),
  {
    name: 'an order cannot be cancelled',
    suites: ['checkout'],
    fault: failsRoute(on('PUT', ORDER, (r) => json(r).status === 'cancelled')),
    fails: of('checkout', 'cancel-bacs-order', 'cancel-cheque-order', 'cancel-cod-order'),
  },
  {
    name: 'an empty cart checked out',
    suites: ['checkout'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/checkout'),
      status: 400,
      code: 'shop_rest_cart_empty',
      answer: { body: { order_id: 1, status: 'on-hold' } },
    }),
    fails: ['checkout/empty-cart-refused'],
  },
  {
    name: 'a billing email that is not an address taken at checkout',
    suites: ['checkout'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/checkout'),
      status: 400,
      code: 'rest_invalid_param',
      param: 'billing_address',
      answer: { body: { order_id: 1, status: 'on-hold' } },
    }),
    // Any refusal of the billing address is taken: an address member that is not a string too.
    fails: of('checkout', 'bad-email', 'member-not-string', 'member-not-string-v1'),
  },
  {
    name: 'the cart not emptied by a checkout',
    suites: ['checkout'],
    fault: rewritesField(on('GET', store('/cart')), '/items', (old) =>
      (old as unknown[]).length === 0 ? [{ key: 'f'.repeat(32), quantity: 1 }] : old,
    ),
    fails: ['checkout/cart-emptied'],
  },
  {
    name: "the administration sees no customer note on a checkout's order",
    suites: ['checkout'],
    fault: rewritesField(on('GET', ORDER), '/customer_note', ''),
    fails: of('checkout', 'bacs-order-read-back', 'cheque-order-read-back'),
  },
  {
    name: 'the administration sees another status of a placed order',
    suites: ['checkout'],
    fault: rewritesField(on('GET', ORDER), '/status', 'pending'),
    // The bacs order read back holds the payload (must) and its status only by the platform's convention.
    fails: of('checkout', 'bacs-order-read-back', 'order-visible-to-administration'),
    shouldOnly: ['checkout/bacs-order-read-back'],
  },
];
