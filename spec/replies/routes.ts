import { ACCOUNT_KEYS, GATEWAY_SETTINGS, TERMINAL_LOCATION } from './gateway.js';
import { adminBatch, COUPON, NOTE, ORDER, PRODUCT } from './admin.js';
import { list } from './build.js';
import { BATCH, INDEX, OEMBED } from './site.js';
import {
  ATTRIBUTE,
  CART,
  CART_COUPON,
  CART_ITEM,
  CATEGORY,
  CHECKOUT,
  REVIEW,
  STORE_PRODUCT,
  TAG,
} from './storefront.js';
import type { ReplyNode, ReplyRoute } from './types.js';

/**
 * What each route's 2xx answer is, route by route (neutral words, the document's `{param}` form; a
 * `/shop/store` route stands for its `/shop/store/v1` alias). A list's items are the resource; a
 * route not here has no reply the document or a convention describes (its errors are still examined).
 * Each namespace's own index (`GET /shop-analytics`) is found by its pattern (`replies/index.ts`).
 */
const many = (item: ReplyNode): ReplyNode => list(item, item.source);

const CART_WRITES = [
  'add-item',
  'apply-coupon',
  'remove-coupon',
  'remove-item',
  'update-item',
  'update-customer',
  'select-shipping-rate',
  'extensions',
].map((step): ReplyRoute => ({ route: `/shop/store/cart/${step}`, methods: ['POST'], reply: CART }));

export const REPLY_ROUTES: readonly ReplyRoute[] = [
  { route: '/', methods: ['GET'], reply: INDEX },
  { route: '/batch/v1', methods: ['POST'], reply: BATCH },
  { route: '/shop/store/batch', methods: ['POST'], reply: BATCH },
  { route: '/oembed/1.0/embed', methods: ['GET'], reply: OEMBED },

  // The storefront.
  { route: '/shop/store/cart', methods: ['GET'], reply: CART },
  ...CART_WRITES,
  { route: '/shop/store/cart/items', methods: ['GET'], reply: many(CART_ITEM) },
  { route: '/shop/store/cart/items', methods: ['POST'], reply: CART_ITEM },
  { route: '/shop/store/cart/items/{key}', methods: ['GET', 'POST', 'PUT', 'PATCH'], reply: CART_ITEM },
  { route: '/shop/store/cart/coupons', methods: ['GET'], reply: many(CART_COUPON) },
  { route: '/shop/store/cart/coupons', methods: ['POST'], reply: CART_COUPON },
  { route: '/shop/store/cart/coupons/{code}', methods: ['GET'], reply: CART_COUPON },
  { route: '/shop/store/checkout', methods: ['POST'], reply: CHECKOUT },
  { route: '/shop/store/products', methods: ['GET'], reply: many(STORE_PRODUCT) },
  { route: '/shop/store/products/{id}', methods: ['GET'], reply: STORE_PRODUCT },
  { route: '/shop/store/products/attributes', methods: ['GET'], reply: many(ATTRIBUTE) },
  { route: '/shop/store/products/attributes/{id}', methods: ['GET'], reply: ATTRIBUTE },
  { route: '/shop/store/products/attributes/{attribute_id}/terms', methods: ['GET'], reply: many(TAG) },
  { route: '/shop/store/products/categories', methods: ['GET'], reply: many(CATEGORY) },
  { route: '/shop/store/products/categories/{id}', methods: ['GET'], reply: CATEGORY },
  { route: '/shop/store/products/tags', methods: ['GET'], reply: many(TAG) },
  { route: '/shop/store/products/reviews', methods: ['GET'], reply: many(REVIEW) },

  // Administration.
  { route: '/shop-analytics/orders', methods: ['GET'], reply: many(ORDER) },
  { route: '/shop-analytics/orders', methods: ['POST'], reply: ORDER },
  { route: '/shop-analytics/orders/{id}', methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], reply: ORDER },
  { route: '/shop-analytics/orders/batch', methods: ['POST', 'PUT', 'PATCH'], reply: adminBatch(ORDER) },
  { route: '/shop-analytics/coupons', methods: ['GET'], reply: many(COUPON) },
  { route: '/shop-analytics/coupons', methods: ['POST'], reply: COUPON },
  { route: '/shop-analytics/coupons/{id}', methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], reply: COUPON },
  { route: '/shop-analytics/coupons/batch', methods: ['POST', 'PUT', 'PATCH'], reply: adminBatch(COUPON) },
  { route: '/shop-analytics/products', methods: ['GET'], reply: many(PRODUCT) },
  { route: '/shop-analytics/products', methods: ['POST'], reply: PRODUCT },
  { route: '/shop-analytics/admin/notes', methods: ['GET'], reply: many(NOTE) },
  { route: '/shop-analytics/admin/notes/{id}', methods: ['GET', 'POST', 'PUT', 'PATCH'], reply: NOTE },
  { route: '/shop-analytics/admin/notes/delete/{id}', methods: ['DELETE'], reply: NOTE },
  { route: '/shop-analytics/admin/notes/delete/all', methods: ['DELETE'], reply: many(NOTE) },
  {
    route: '/shop-analytics/admin/notes/{note_id}/action/{action_id}',
    methods: ['POST', 'PUT', 'PATCH'],
    reply: NOTE,
  },

  // The payment gateway: a settings write answers the settings or nothing the document describes.
  { route: '/shop/v3/gateway/settings', methods: ['GET'], reply: GATEWAY_SETTINGS },
  { route: '/shop/v3/gateway/account_keys', methods: ['GET'], reply: ACCOUNT_KEYS },
  { route: '/shop/v3/gateway/terminal/locations', methods: ['GET'], reply: many(TERMINAL_LOCATION) },
  { route: '/shop/v3/gateway/terminal/locations', methods: ['POST'], reply: TERMINAL_LOCATION },
  { route: '/shop/v3/gateway/terminal/locations/store', methods: ['GET'], reply: TERMINAL_LOCATION },
  {
    route: '/shop/v3/gateway/terminal/locations/{location_id}',
    methods: ['GET', 'POST'],
    reply: TERMINAL_LOCATION,
  },
];
