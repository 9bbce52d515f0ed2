import type { PreparedRequest } from '../../../reference-server/core/dispatcher.js';
import { errors } from '../../../reference-server/http/errors.js';
import type { RestRequest, RestResponse } from '../../../reference-server/http/types.js';
import type { Storage } from '../../../reference-server/storage/index.js';
import type { Coupon } from '../../../reference-server/storage/repositories/coupons.js';
import type { Product, ProductQuery } from '../../../reference-server/storage/repositories/products.js';
import {
  aroundDispatch,
  aroundExecute,
  changesDefault,
  dropsField,
  ignoresArgument,
  matches,
  rewritesAnswer,
  rewritesField,
  rewritesIndex,
  rewritesParams,
  storageFault,
  type Fault,
  type Target,
} from '../../helpers/faults.js';

/**
 * A fresh set of realistic single-behaviour bugs, written from the interface document
 * (`shop-rest-interface.md`) and the reference server's code alone, the way an implementer of the
 * interface gets a rule wrong: a member of the wrong type on some routes only, a member missing or
 * renamed, a value wrong one level down, another allowed form of an argument ignored, a list ordered as
 * text, units confused, a default mistyped, a path rule bypassed, an effect at the wrong step, a write
 * echoed but not kept. Each breaks a statement of the document (its lines are cited), never only a
 * convention, and none makes a route fail as a whole.
 *
 * They were written without reading what the conformance cases check, so that the share of them a
 * normal run catches is an honest measure (`realistic-fresh.test.ts`).
 */
export interface FreshBug {
  /** Short and unique. */
  name: string;
  /** Lines of shop-rest-interface.md whose statement the bug breaks. */
  lines: number[];
  /** The suites (by file name) of the bug's part of the interface, as a normal run of that part runs them. */
  suites: string[];
  fault: Fault | Fault[];
  kind: 'reply' | 'input' | 'effect' | 'order' | 'path';
}

// ---------------------------------------------------------------------------------------------------
// The suites of each part of the interface, generously: what a run of that part would run.

const COMMON = ['index-shape', 'nested', 'enums', 'defaults', 'required', 'limits', 'errors'];
const STOREFRONT = [
  'cart',
  'cart-key',
  'cart-coupons',
  'customer',
  'shipping',
  'checkout',
  'batch',
  'auth',
  'storefront-aliases',
  'localized',
  ...COMMON,
];
const CATALOG = ['catalog', 'catalog-filters', 'catalog-terms', 'storefront-aliases', 'localized', ...COMMON];
const ORDERS = ['orders', 'order-fields', 'order-lists', 'order-transitions', 'admin-auth', 'batch', ...COMMON];
const COUPONS = ['coupons', 'coupons-list', 'cart-coupons', 'admin-auth', ...COMMON];
const ADMIN_PRODUCTS = ['admin-products', 'admin-data', 'admin-auth', ...COMMON];
const NOTES = ['notes', 'admin-auth', ...COMMON];
const GATEWAY = ['gateway', 'admin-auth', ...COMMON];
const BATCH = ['batch', 'cart', 'cart-key', 'storefront-aliases', 'auth', ...COMMON];
const INDEX = ['index-shape', 'storefront-aliases', 'localized', 'batch', ...COMMON];
const OEMBED = ['oembed', ...COMMON];
const INSIGHTS = ['insights', 'admin-auth', ...COMMON];
const LOCALIZED = ['localized', 'checkout', 'storefront-aliases', ...COMMON];

// ---------------------------------------------------------------------------------------------------
// Helpers

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A storefront route under either namespace (`shop/store`, `shop/store/v1`), on both sites. */
const store = (rest: string, method?: string): Target => ({
  ...(method ? { method } : {}),
  path: new RegExp(`^/shop/store(?:/v1)?${rest}$`),
  site: 'any',
});
const admin = (path: string | RegExp, method?: string): Target => ({
  ...(method ? { method } : {}),
  path,
  site: 'any',
});
const WRITE = /^(POST|PUT|PATCH)$/;
const BATCH_ROUTES = /^\/(?:batch\/v1|shop\/store(?:\/v1)?\/batch)$/;

/** The cart items a storefront reply holds: a cart's `items`, a list of items, or one item. */
function cartItems(body: unknown): Json[] {
  const isItem = (v: unknown): v is Json => isObject(v) && 'key' in v && 'extensions' in v;
  if (Array.isArray(body)) return body.filter(isItem);
  if (isObject(body) && Array.isArray(body.items)) return body.items.filter(isItem);
  return isItem(body) ? [body] : [];
}

/** `extensions.subscriptions` of each cart item of a reply. */
function subscriptionsOf(body: unknown): Json[] {
  return cartItems(body)
    .map((item) => (isObject(item.extensions) ? item.extensions.subscriptions : undefined))
    .filter(isObject);
}

/** The order objects of a reply: a list of orders, one order, or an orders batch's `create`/`update`. */
function ordersIn(body: unknown): Json[] {
  if (Array.isArray(body)) return body.filter(isObject);
  if (!isObject(body)) return [];
  if ('line_items' in body) return [body];
  return [
    ...(Array.isArray(body.create) ? body.create : []),
    ...(Array.isArray(body.update) ? body.update : []),
  ].filter((o): o is Json => isObject(o) && 'line_items' in o);
}

function lineItemsOf(order: Json): Json[] {
  return Array.isArray(order.line_items) ? order.line_items.filter(isObject) : [];
}

/** What the request itself sent for an argument (JSON body, form body, then query), before sanitising. */
function rawArgument(request: RestRequest, name: string): unknown {
  for (const source of [request.json, request.body, request.query])
    if (source && source[name] !== undefined && source[name] !== null) return source[name];
  return undefined;
}

/** A fault that changes the arguments of matching requests (batch sub-requests too) as `alter` says. */
function readsArguments(name: string, target: Target, alter: (params: Json, prepared: PreparedRequest) => Json): Fault {
  return {
    name,
    description: `${name}.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) =>
        matches(target, prepared.request)
          ? next({ ...prepared, params: alter({ ...prepared.params }, prepared) })
          : next(prepared),
      );
    },
  };
}

/** A fault around the REST entry (not batch sub-requests): `step` may change the request or answer itself. */
function atEntry(
  name: string,
  step: (request: RestRequest, next: (request: RestRequest) => Promise<RestResponse>) => Promise<RestResponse>,
): Fault {
  return {
    name,
    description: `${name}.`,
    apply(app) {
      aroundDispatch(app, step);
    },
  };
}

const named = (name: string, fault: Fault): Fault => ({ ...fault, name, description: `${name}. ${fault.description}` });

const pathOnly = (href: unknown): unknown => {
  if (typeof href !== 'string') return href;
  try {
    return new URL(href).pathname;
  } catch {
    return href;
  }
};

// ---------------------------------------------------------------------------------------------------
// Storefront: cart, items, coupons, customer, shipping, checkout

const storefrontBugs: FreshBug[] = [
  {
    name: 'cart items list names each item key cart_item_key',
    kind: 'reply',
    lines: [74, 249, 250],
    suites: STOREFRONT,
    // The list is built from the cart session's own array, whose entries call the key `cart_item_key`.
    fault: named(
      'cart items list names each item key cart_item_key',
      rewritesAnswer(store('/cart/items', 'GET'), 'cart_item_key in place of key', (body) =>
        Array.isArray(body)
          ? body.map((item: unknown) => {
              if (!isObject(item) || !('key' in item)) return item;
              const { key, ...rest } = item;
              return { cart_item_key: key, ...rest };
            })
          : body,
      ),
    ),
  },
  {
    name: 'cart item routes give extensions.subscriptions.billing_interval as a string',
    kind: 'reply',
    lines: [56, 61],
    suites: STOREFRONT,
    // The item routes read the interval from product meta, which is text, and do not cast it.
    fault: named(
      'cart item routes give extensions.subscriptions.billing_interval as a string',
      rewritesAnswer(store('/cart/items(?:/[^/]+)?'), 'billing_interval as text', (body) => {
        for (const s of subscriptionsOf(body))
          if (typeof s.billing_interval === 'number') s.billing_interval = String(s.billing_interval);
        return body;
      }),
    ),
  },
  {
    name: 'update-customer reply gives a digits-only postcode as a number',
    kind: 'reply',
    lines: [39, 40, 46, 255],
    suites: STOREFRONT,
    // The customer's address is "normalised" on the way out: numeric-looking text becomes a number.
    fault: named(
      'update-customer reply gives a digits-only postcode as a number',
      rewritesAnswer(store('/cart/update-customer', 'POST'), 'numeric postcodes', (body) => {
        if (!isObject(body)) return body;
        for (const member of ['billing_address', 'shipping_address']) {
          const address = body[member];
          if (isObject(address) && typeof address.postcode === 'string' && /^\d+$/.test(address.postcode))
            address.postcode = Number(address.postcode);
        }
        return body;
      }),
    ),
  },
  {
    name: 'checkout reply leaves out the empty members of its addresses',
    kind: 'reply',
    lines: [39, 40, 86, 87],
    suites: STOREFRONT,
    // The checkout's addresses are filtered (array_filter) before they are written: an empty company or
    // address_2 is not there at all.
    fault: named(
      'checkout reply leaves out the empty members of its addresses',
      rewritesAnswer(store('/checkout'), 'no empty address members', (body) => {
        if (!isObject(body)) return body;
        for (const member of ['billing_address', 'shipping_address']) {
          const address = body[member];
          if (isObject(address)) for (const [k, v] of Object.entries(address)) if (v === '') delete address[k];
        }
        return body;
      }),
    ),
  },
  {
    name: 'shop/store/v1 cart replies give extensions.subscriptions.trial_length as a string',
    kind: 'reply',
    lines: [56, 64, 381],
    suites: STOREFRONT,
    // The versioned namespace has its own (older) item serialiser, which does not cast the trial length.
    fault: named(
      'shop/store/v1 cart replies give extensions.subscriptions.trial_length as a string',
      rewritesAnswer({ path: /^\/shop\/store\/v1\/cart(?:\/.*)?$/, site: 'any' }, 'trial_length as text', (body) => {
        for (const s of subscriptionsOf(body))
          if (typeof s.trial_length === 'number') s.trial_length = String(s.trial_length);
        return body;
      }),
    ),
  },
  {
    name: 'select-shipping-rate refuses a package_id given as a string',
    kind: 'input',
    lines: [80, 253],
    suites: STOREFRONT,
    // The handler checks is_int on the package id: the string form the document allows names no package.
    fault: readsArguments(
      'select-shipping-rate refuses a package_id given as a string',
      store('/cart/select-shipping-rate', 'POST'),
      (params, prepared) =>
        typeof rawArgument(prepared.request, 'package_id') === 'string' ? { ...params, package_id: -1 } : params,
    ),
  },
];

// ---------------------------------------------------------------------------------------------------
// Storefront catalog: products, filters, categories, tags, reviews, collection-data

/** Products ordered by price compared as text (`meta_value` for `meta_value_num`), ties by id. */
function pricesAsText(storage: Storage): void {
  const list = storage.products.list.bind(storage.products);
  storage.products.list = (query: ProductQuery) => {
    if (query.orderBy !== 'price') return list(query);
    const { perPage, page, offset, ...rest } = query;
    const all: Product[] = list({ ...rest, orderBy: 'id', order: 'asc' }).items;
    const price = (p: Product) => String(p.salePrice ?? p.regularPrice ?? 0);
    const direction = query.order === 'asc' ? 1 : -1;
    all.sort((a, b) => (price(a) < price(b) ? -1 : price(a) > price(b) ? 1 : a.id - b.id) * direction);
    if (!perPage) return { items: all, total: all.length };
    const start = Math.max(0, offset ?? ((page ?? 1) - 1) * perPage);
    return { items: all.slice(start, start + perPage), total: all.length };
  };
}

const catalogBugs: FreshBug[] = [
  {
    name: 'product listings order by price as text',
    kind: 'order',
    lines: [270, 292],
    suites: [...CATALOG, 'admin-products'],
    fault: storageFault(
      'product listings order by price as text',
      'orderby=price compares prices as text (900 after 2900).',
      pricesAsText,
    ),
  },
  {
    name: 'review listing defaults order to asc',
    kind: 'order',
    lines: [272],
    suites: CATALOG,
    fault: named(
      'review listing defaults order to asc',
      changesDefault(store('/products/reviews', 'GET'), 'order', 'asc'),
    ),
  },
  {
    name: 'category listing ignores exclude',
    kind: 'input',
    lines: [263, 268],
    suites: CATALOG,
    fault: named('category listing ignores exclude', ignoresArgument(store('/products/categories', 'GET'), 'exclude')),
  },
  {
    name: 'min_price and max_price read in major currency units',
    kind: 'input',
    lines: [270],
    suites: CATALOG,
    // The shared filter builder takes the bounds for euros and converts them to cents.
    fault: rewritesParams(
      'min_price and max_price read in major currency units',
      store('/products(?:/collection-data)?', 'GET'),
      (params) => {
        const out = { ...params };
        for (const bound of ['min_price', 'max_price']) {
          const v = out[bound];
          if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)))
            out[bound] = String(Number(v) * 100);
        }
        return out;
      },
    ),
  },
  {
    name: 'product listing ignores a stock_status given as a single value',
    kind: 'input',
    lines: [270],
    suites: CATALOG,
    // Only a PHP array (`stock_status[]=…`) is read; one value (or a comma list) is dropped.
    fault: readsArguments(
      'product listing ignores a stock_status given as a single value',
      store('/products(?:/collection-data)?', 'GET'),
      (params, prepared) => {
        if (typeof prepared.request.query.stock_status !== 'string') return params;
        const { stock_status: _dropped, ...rest } = params;
        return rest;
      },
    ),
  },
  {
    name: 'single product route takes an id with trailing characters',
    kind: 'path',
    lines: [258],
    suites: CATALOG,
    // The id segment is read with parseInt: `/products/16abc` is product 16.
    fault: atEntry('single product route takes an id with trailing characters', (request, next) => {
      const m = /^(\/shop\/store(?:\/v1)?\/products\/)(\d+)[^\d/]+\/?$/.exec(request.path);
      return next(m ? { ...request, path: `${m[1]}${m[2]}` } : request);
    }),
  },
];

// ---------------------------------------------------------------------------------------------------
// Administration: orders

const ordersBugs: FreshBug[] = [
  {
    name: 'order list gives customer_id as a string',
    kind: 'reply',
    lines: [120, 289],
    suites: ORDERS,
    // The listing reads rows straight from the database driver, which gives the column as text.
    fault: named(
      'order list gives customer_id as a string',
      rewritesField(admin('/shop-analytics/orders', 'GET'), '/*/customer_id', (v) =>
        typeof v === 'number' ? String(v) : v,
      ),
    ),
  },
  {
    name: 'single order read leaves billing.email out',
    kind: 'reply',
    lines: [54, 122, 290],
    suites: ORDERS,
    // A privacy filter meant for the customer-facing view strips the e-mail on the single read.
    fault: named(
      'single order read leaves billing.email out',
      dropsField(admin(/^\/shop-analytics\/orders\/\d+$/, 'GET'), '/billing/email'),
    ),
  },
  {
    name: 'order create reply has no line_items[].sku',
    kind: 'reply',
    lines: [131],
    suites: ORDERS,
    // The create reply is built from the request's lines before the products are looked up.
    fault: named(
      'order create reply has no line_items[].sku',
      dropsField(admin('/shop-analytics/orders', 'POST'), '/line_items/*/sku'),
    ),
  },
  {
    name: 'orders batch reply gives line_items[].quantity as a string',
    kind: 'reply',
    lines: [131, 291],
    suites: ORDERS,
    fault: named(
      'orders batch reply gives line_items[].quantity as a string',
      rewritesAnswer(admin('/shop-analytics/orders/batch'), 'quantities as text', (body) => {
        for (const order of ordersIn(body))
          for (const line of lineItemsOf(order))
            if (typeof line.quantity === 'number') line.quantity = String(line.quantity);
        return body;
      }),
    ),
  },
  {
    name: 'order reads give line_items[].taxes as the internal {total, subtotal} object',
    kind: 'reply',
    lines: [131],
    suites: ORDERS,
    // The line's raw tax data (`{total: [], subtotal: []}`) is written instead of the list of tax entries.
    fault: named(
      'order reads give line_items[].taxes as the internal {total, subtotal} object',
      rewritesAnswer(admin(/^\/shop-analytics\/orders(?:\/\d+)?$/, 'GET'), 'taxes as an object', (body) => {
        for (const order of ordersIn(body))
          for (const line of lineItemsOf(order)) line.taxes = { total: [], subtotal: [] };
        return body;
      }),
    ),
  },
  {
    name: 'an order created without set_paid takes its stock at once',
    kind: 'effect',
    lines: [129, 216],
    suites: ORDERS,
    fault: storageFault(
      'an order created without set_paid takes its stock at once',
      'An order created through the administration reduces its lines’ stock when it is created, paid or not.',
      (storage) => {
        const create = storage.orders.create.bind(storage.orders);
        storage.orders.create = (build) => {
          const order = create(build);
          const lines = lineItemsOf(order as unknown as Json);
          if (order.created_via === 'rest-api' && !order.stock_reduced && lines.length > 0) {
            storage.products.reduceStock(
              lines.map((l) => ({
                productId: Number(l.variation_id) || Number(l.product_id),
                quantity: Number(l.quantity),
              })),
            );
            order.stock_reduced = true;
          }
          return order;
        };
      },
    ),
  },
  {
    name: 'set_paid on an order update only sets the status to processing',
    kind: 'effect',
    lines: [129, 216],
    suites: ORDERS,
    // The update path maps set_paid to a status change: no payment completed, no stock reduced.
    fault: readsArguments(
      'set_paid on an order update only sets the status to processing',
      admin(/^\/shop-analytics\/orders\/\d+$/),
      (params, prepared) =>
        WRITE.test(prepared.request.method) && params.set_paid === true
          ? { ...params, set_paid: false, status: params.status ?? 'processing' }
          : params,
    ),
  },
  {
    name: 'an order update without status sets it back to pending',
    kind: 'effect',
    lines: [118, 215],
    suites: ORDERS,
    // The create default of status is declared on the update route too, so a partial update resets it.
    fault: readsArguments(
      'an order update without status sets it back to pending',
      admin(/^\/shop-analytics\/orders\/\d+$/),
      (params, prepared) =>
        WRITE.test(prepared.request.method) && params.status === undefined ? { ...params, status: 'pending' } : params,
    ),
  },
];

// ---------------------------------------------------------------------------------------------------
// Administration: coupons, products, notes

const COUPON_LISTS = [
  'product_ids',
  'excluded_product_ids',
  'product_categories',
  'excluded_product_categories',
  'email_restrictions',
];

/** Coupon updates answered from the object written, which is never kept (the cache is written, not the table). */
function couponWritesNotKept(storage: Storage): void {
  const update = storage.coupons.update.bind(storage.coupons);
  const get = storage.coupons.get.bind(storage.coupons);
  let echoed: Coupon | undefined;
  storage.coupons.update = (coupon: Coupon) => {
    if (coupon.status === 'trash') return update(coupon);
    echoed = coupon;
  };
  storage.coupons.get = (id: number) => {
    if (echoed && echoed.id === id) {
      const answer = echoed;
      echoed = undefined;
      return answer;
    }
    return get(id);
  };
}

const adminBugs: FreshBug[] = [
  {
    name: 'coupon create reply gives product_ids as strings',
    kind: 'reply',
    lines: [150, 286],
    suites: COUPONS,
    // The create reply echoes the ids as the form sent them.
    fault: named(
      'coupon create reply gives product_ids as strings',
      rewritesAnswer(admin('/shop-analytics/coupons', 'POST'), 'product ids as text', (body) => {
        if (!isObject(body)) return body;
        for (const member of ['product_ids', 'excluded_product_ids'])
          if (Array.isArray(body[member])) body[member] = (body[member] as unknown[]).map((id) => String(id));
        return body;
      }),
    ),
  },
  {
    name: 'coupon update ignores an empty list meant to clear a list field',
    kind: 'input',
    lines: [150, 153, 156, 287],
    suites: COUPONS,
    // `if (!empty($value))` guards every list field: an empty list leaves the old one in place.
    fault: readsArguments(
      'coupon update ignores an empty list meant to clear a list field',
      admin(/^\/shop-analytics\/coupons\/\d+$/),
      (params, prepared) => {
        if (!WRITE.test(prepared.request.method)) return params;
        const out = { ...params };
        for (const field of COUPON_LISTS) if (Array.isArray(out[field]) && out[field].length === 0) delete out[field];
        return out;
      },
    ),
  },
  {
    name: 'coupon update is answered but not stored',
    kind: 'effect',
    lines: [287],
    suites: COUPONS,
    fault: storageFault(
      'coupon update is answered but not stored',
      'A coupon update answers with the coupon as written, but the stored coupon is unchanged.',
      couponWritesNotKept,
    ),
  },
  {
    name: 'product create reply gives categories[].id as a string',
    kind: 'reply',
    lines: [193, 292],
    suites: ADMIN_PRODUCTS,
    fault: named(
      'product create reply gives categories[].id as a string',
      rewritesField(admin('/shop-analytics/products', 'POST'), '/categories/*/id', (v) =>
        typeof v === 'number' ? String(v) : v,
      ),
    ),
  },
  {
    name: 'product create reply gives images[].src as a path, not a URI',
    kind: 'reply',
    lines: [195, 292],
    suites: ADMIN_PRODUCTS,
    // The attachment's path below the uploads folder is written for its address.
    fault: named(
      'product create reply gives images[].src as a path, not a URI',
      rewritesField(admin('/shop-analytics/products', 'POST'), '/images/*/src', pathOnly),
    ),
  },
  {
    name: 'notes give the status unactioned as unread',
    kind: 'reply',
    lines: [223, 278],
    suites: NOTES,
    // An internal status name leaks into the replies, outside the document's vocabulary.
    fault: named(
      'notes give the status unactioned as unread',
      rewritesAnswer(admin(/^\/shop-analytics\/admin\/notes(?:\/.*)?$/), 'unread for unactioned', (body) => {
        for (const note of Array.isArray(body) ? body : [body])
          if (isObject(note) && note.status === 'unactioned') note.status = 'unread';
        return body;
      }),
    ),
  },
  {
    name: 'deleting all notes ignores the status filter',
    kind: 'input',
    lines: [281],
    suites: NOTES,
    fault: named(
      'deleting all notes ignores the status filter',
      ignoresArgument(admin('/shop-analytics/admin/notes/delete/all', 'DELETE'), 'status'),
    ),
  },
];

// ---------------------------------------------------------------------------------------------------
// Payment gateway

const gatewayBugs: FreshBug[] = [
  {
    name: 'gateway settings give their booleans as yes/no',
    kind: 'reply',
    lines: [200, 316],
    suites: GATEWAY,
    // The settings are the platform's stored options, whose checkboxes are 'yes' and 'no'.
    fault: named(
      'gateway settings give their booleans as yes/no',
      rewritesAnswer(admin('/shop/v3/gateway/settings', 'GET'), 'yes/no booleans', (body) => {
        if (!isObject(body)) return body;
        for (const [k, v] of Object.entries(body)) if (typeof v === 'boolean') body[k] = v ? 'yes' : 'no';
        return body;
      }),
    ),
  },
  {
    name: 'gateway account keys give an unset key as null',
    kind: 'reply',
    lines: [201, 317],
    suites: GATEWAY,
    fault: named(
      'gateway account keys give an unset key as null',
      rewritesAnswer(admin('/shop/v3/gateway/account_keys'), 'null for unset keys', (body) => {
        if (!isObject(body)) return body;
        for (const [k, v] of Object.entries(body)) if (v === '') body[k] = null;
        return body;
      }),
    ),
  },
  {
    name: 'terminal location list gives each address as JSON text',
    kind: 'reply',
    lines: [202, 307],
    suites: GATEWAY,
    // The list is read from the stored option without decoding each location's address.
    fault: named(
      'terminal location list gives each address as JSON text',
      rewritesField(admin('/shop/v3/gateway/terminal/locations', 'GET'), '/*/address', (v) =>
        isObject(v) ? JSON.stringify(v) : v,
      ),
    ),
  },
];

// ---------------------------------------------------------------------------------------------------
// Batch

/** Inside a batch, a cart item path whose key runs past 32 characters is matched on its first 32. */
const batchKeyPrefix: Fault = {
  name: 'batch sub-requests match a cart item key longer than 32 characters on its first 32',
  description: 'The batch matches its sub-request paths without the end anchor.',
  apply(app) {
    app.addHook('onReady', async () => {
      const dispatcher = app.shop.dispatcher;
      const match = dispatcher.match.bind(dispatcher);
      dispatcher.match = (request) => {
        const m = request.inBatch
          ? /^(\/shop\/store(?:\/v1)?\/cart\/items\/)([\w-]{32})[\w-]+\/?$/.exec(request.path)
          : null;
        return match(m ? { ...request, path: `${m[1]}${m[2]}` } : request);
      };
    });
  },
};

const batchBugs: FreshBug[] = [
  {
    name: 'batch refuses 25 requests (off by one)',
    kind: 'input',
    lines: [99, 367],
    suites: BATCH,
    // `count >= 25` for `count > 25`.
    fault: atEntry('batch refuses 25 requests (off by one)', (request, next) => {
      const requests = rawArgument(request, 'requests');
      if (
        request.method !== 'POST' ||
        !BATCH_ROUTES.test(request.path) ||
        !Array.isArray(requests) ||
        requests.length !== 25
      )
        return next(request);
      const error = errors.invalidParams({ requests: 'requests must contain at most 25 items.' }, {});
      return Promise.resolve({ status: error.status, body: error.toBody(), headers: {} });
    }),
  },
  {
    name: 'batch sub-requests without a method run as GET',
    kind: 'input',
    lines: [100],
    suites: BATCH,
    fault: readsArguments(
      'batch sub-requests without a method run as GET',
      { method: 'POST', path: BATCH_ROUTES, site: 'any' },
      (params, prepared) => {
        const raw = rawArgument(prepared.request, 'requests');
        if (!Array.isArray(raw) || !Array.isArray(params.requests)) return params;
        return {
          ...params,
          requests: (params.requests as unknown[]).map((item, i) =>
            isObject(item) && isObject(raw[i]) && (raw[i] as Json).method === undefined
              ? { ...item, method: 'GET' }
              : item,
          ),
        };
      },
    ),
  },
  {
    name: 'batch sub-requests match a cart item key longer than 32 characters',
    kind: 'path',
    lines: [74, 250, 373],
    suites: BATCH,
    fault: batchKeyPrefix,
  },
  {
    name: 'batch validation defaults to require-all-validate',
    kind: 'input',
    lines: [98],
    suites: BATCH,
    fault: named(
      'batch validation defaults to require-all-validate',
      changesDefault({ method: 'POST', path: BATCH_ROUTES, site: 'any' }, 'validation', 'require-all-validate'),
    ),
  },
];

// ---------------------------------------------------------------------------------------------------
// Index, oEmbed, insights, the localized site

type Descriptor = { namespace: string; methods: unknown; endpoints: { args: unknown }[]; _links?: unknown };

const otherBugs: FreshBug[] = [
  {
    name: 'index gives the methods of shop/store/v1 routes as a comma string',
    kind: 'reply',
    lines: [31, 381],
    suites: INDEX,
    // The alias's descriptors are copied through a helper that implodes the method list.
    fault: named(
      'index gives the methods of shop/store/v1 routes as a comma string',
      rewritesIndex('shop/store/v1 methods as "GET,POST"', (index) => {
        for (const route of Object.values(index.routes) as Descriptor[])
          if (route.namespace === 'shop/store/v1' && Array.isArray(route.methods))
            route.methods = route.methods.join(',');
      }),
    ),
  },
  {
    name: 'index gives _links.self hrefs as paths, not URIs',
    kind: 'reply',
    lines: [31],
    suites: INDEX,
    fault: named(
      'index gives _links.self hrefs as paths, not URIs',
      rewritesIndex('relative self links', (index) => {
        for (const route of Object.values(index.routes) as Descriptor[]) {
          const self = isObject(route._links) ? route._links.self : undefined;
          if (Array.isArray(self)) for (const link of self) if (isObject(link)) link.href = pathOnly(link.href);
        }
      }),
    ),
  },
  {
    name: 'oEmbed embed defaults maxwidth to 500',
    kind: 'input',
    lines: [325, 374],
    suites: OEMBED,
    fault: named(
      'oEmbed embed defaults maxwidth to 500',
      changesDefault({ method: 'GET', path: '/oembed/1.0/embed', site: 'any' }, 'maxwidth', 500),
    ),
  },
  {
    name: 'insights connect-url does not require license_key',
    kind: 'input',
    lines: [340],
    suites: INSIGHTS,
    // The argument is declared without required: a missing key is read as empty.
    fault: atEntry('insights connect-url does not require license_key', (request, next) =>
      matches({ method: 'GET', path: '/insights/v1/onboarding/connect-url', site: 'any' }, request) &&
      rawArgument(request, 'license_key') === undefined
        ? next({ ...request, query: { ...request.query, license_key: '' } })
        : next(request),
    ),
  },
  {
    name: 'localized index gives url and home without the /de prefix',
    kind: 'reply',
    lines: [383],
    suites: LOCALIZED,
    // The second site takes its addresses from the primary site's settings.
    fault: named(
      'localized index gives url and home without the /de prefix',
      rewritesIndex(
        'url and home of the primary site',
        (index) => {
          for (const member of ['url', 'home'])
            if (typeof index[member] === 'string') index[member] = (index[member] as string).replace(/\/de\/?$/, '');
        },
        'de',
      ),
    ),
  },
  {
    name: 'localized index lists wallet-gateway among the checkout payment methods',
    kind: 'reply',
    lines: [90, 383],
    suites: LOCALIZED,
    // The descriptor's enum is the primary site's static list.
    fault: named(
      'localized index lists wallet-gateway among the checkout payment methods',
      rewritesIndex(
        'wallet-gateway in the /de checkout enum',
        (index) => {
          for (const [pattern, route] of Object.entries(index.routes) as [string, Descriptor][]) {
            if (!/^\/shop\/store(?:\/v1)?\/checkout$/.test(pattern)) continue;
            for (const endpoint of route.endpoints) {
              const arg = isObject(endpoint.args) ? endpoint.args.payment_method : undefined;
              if (isObject(arg) && Array.isArray(arg.enum) && !arg.enum.includes('wallet-gateway'))
                arg.enum = [...(arg.enum as unknown[]), 'wallet-gateway'];
            }
          }
        },
        'de',
      ),
    ),
  },
];

export const FRESH_BUGS: FreshBug[] = [
  ...storefrontBugs,
  ...catalogBugs,
  ...ordersBugs,
  ...adminBugs,
  ...gatewayBugs,
  ...batchBugs,
  ...otherBugs,
];
