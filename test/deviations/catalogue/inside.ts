import { expect } from 'vitest';
import { changesDefault, failsRoute, refusesArgument, refusesValue } from '../../helpers/faults.js';
import { on, json, of, type Deviation } from './shared.js';

/**
 * Deviations of what is inside the document's rules: a value of an enum refused, a default refused, the
 * storefront's writes failing under one of its two namespaces only.
 */
export const INSIDE: Deviation[] = [
  {
    name: 'reviews refuse orderby rating, a value of their enum',
    suites: ['enums'],
    fault: refusesArgument(
      on('GET', '/shop/store/products/reviews', (r) => r.query.orderby === 'rating'),
      'orderby',
    ),
    fails: ['enums/accepts.get.shop.store.products.reviews.4'],
  },
  {
    name: 'the orders list refuses status any, its own default',
    suites: ['enums', 'defaults'],
    fault: refusesArgument(
      on('GET', '/shop-analytics/orders', (r) => JSON.stringify(r.query.status ?? '').includes('any')),
      'status',
    ),
    // The pair's second read, compared with what the first captured, is blocked by it.
    fails: ['defaults/default.shop-analytics.orders.given', 'enums/accepts.get.shop-analytics.orders.1'],
  },
  {
    name: 'an order in ZMW, a currency of the enum, refused',
    suites: ['enums'],
    // The case carrying ZMW also carries a decoy the server refuses: the currency is named beside it.
    fault: refusesValue(
      on('POST', '/shop-analytics/orders', (r) => json(r).currency === 'ZMW'),
      'currency',
    ),
    fails: ['enums/accepts.post.shop-analytics.orders.163'],
  },
  {
    name: "the batch's default validation mode is require-all-validate",
    suites: ['batch'],
    fault: changesDefault(on('POST', '/batch/v1'), 'validation', 'require-all-validate'),
    fails: ['batch/default-mode-like-normal-read', 'batch/default-mode-runs-each'],
  },
  {
    name: 'add-item fails under shop/store/v1 only',
    suites: ['cart', 'cart-v1'],
    fault: failsRoute(on('POST', '/shop/store/v1/cart/add-item')),
    // The cart flow under shop/store passes; under shop/store/v1 what reads the item added is blocked.
    fails: of('cart-v1', 'add-item', 'add-variation', 'add-variation-by-id'),
    also: (run) =>
      expect(run.cases.filter((c) => c.outcome === 'blocked' && c.suite === 'cart-v1').length).toBeGreaterThan(5),
  },
];
