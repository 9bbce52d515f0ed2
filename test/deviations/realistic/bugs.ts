import type { PreparedRequest } from '../../../reference-server/core/dispatcher.js';
import type { RestResponse } from '../../../reference-server/http/types.js';
import {
  acceptsRefusal,
  answered,
  aroundDispatch,
  aroundExecute,
  rewritesField,
  bodyOf,
  changesDefault,
  ignoresArgument,
  matches,
  refusesValue,
  rewritesParams,
  type Fault,
  type Target,
} from '../../helpers/faults.js';
import { on, re, store, write } from '../catalogue/shared.js';

/**
 * Realistic single-behaviour bugs, one rule of the document each, written as an implementation would
 * get them wrong (a unit misread, an exact match for a partial one, a default mistyped, a write echoed
 * in the reply but never stored, a limit checked on one route and not on its alias) rather than derived
 * from the statement ledger: an independent measure of what a normal run catches. Each names the rule's
 * line and the suites of its part of the interface; `realistic.test.ts` holds each caught at must level.
 */
export interface RealisticBug {
  name: string;
  /** The document's line(s) the bug breaks. */
  lines: number[];
  suites: string[];
  fault: Fault | Fault[];
}

/** A handler that reads one argument wrongly: `alter` gives the value it acts on. */
function misreads(name: string, target: Target, arg: string, alter: (value: unknown) => unknown): Fault {
  return {
    name,
    description: `${name}: ${arg} is read otherwise than the document says.`,
    apply(app) {
      aroundExecute(app, async (prepared: PreparedRequest, next) => {
        if (!matches(target, prepared.request) || prepared.params[arg] === undefined) return next(prepared);
        return next({ ...prepared, params: { ...prepared.params, [arg]: alter(prepared.params[arg]) } });
      });
    },
  };
}

/**
 * A write that answers as if it had stored a field and never stores it: the handler runs without the
 * field, and the reply is patched with what was sent. Only a read of its own shows it.
 */
function echoedNotStored(name: string, target: Target, field: string): Fault {
  return {
    name,
    description: `${name}: ${field} is echoed in the reply and not stored.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const sent = prepared.params[field];
        if (!matches(target, prepared.request) || sent === undefined) return next(prepared);
        const { [field]: _dropped, ...params } = prepared.params;
        const response: RestResponse = await next({ ...prepared, params });
        const body = bodyOf(response);
        if (response.status >= 300 || body === null || typeof body !== 'object' || Array.isArray(body)) return response;
        return answered(response, response.status, { ...(body as object), [field]: sent });
      });
    },
  };
}

/** Partial-match search replaced by an exact one, on the listing's own items (`member`: what it matches). */
function exactSearch(
  name: string,
  target: Target,
  arg: string,
  member: (item: Record<string, unknown>) => string[],
): Fault {
  return {
    name,
    description: `${name}: ${arg} matches whole values only.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const term = prepared.params[arg];
        const response = await next(prepared);
        if (!matches(target, prepared.request) || typeof term !== 'string' || response.status !== 200) return response;
        const items = bodyOf(response);
        if (!Array.isArray(items)) return response;
        const kept = items.filter((i) =>
          member(i as Record<string, unknown>).some((v) => v.toLowerCase() === term.toLowerCase()),
        );
        return answered(response, 200, kept);
      });
    },
  };
}

/** A write that answers as the route's read would, and changes nothing (`read`: the path it reads). */
function answersWithoutActing(name: string, target: Target, read: (path: string) => string): Fault {
  return {
    name,
    description: `${name}: the write answers and changes nothing.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (!matches(target, prepared.request)) return next(prepared);
        const path = read(prepared.request.path);
        return app.shop.dispatcher.dispatch({ ...prepared.request, method: 'GET', path, json: undefined, query: {} });
      });
    },
  };
}

/** Requests whose path has a parameter just outside its rule, served as the value it resembles. */
function lenientPath(name: string, pattern: RegExp, rewrite: (path: string) => string): Fault {
  return {
    name,
    description: `${name}: a path value outside the document's rule is served.`,
    apply(app) {
      aroundDispatch(app, async (request, next) =>
        pattern.test(request.path) ? next({ ...request, path: rewrite(request.path) }) : next(request),
      );
    },
  };
}

/** An update with set_paid true pays the order and reduces no stock (a create still does). */
function setPaidUpdateKeepsStock(): Fault {
  let updating = false;
  return {
    name: 'set_paid update keeps stock',
    description: 'An update with set_paid true marks the order paid and reduces no stock.',
    storage(storage) {
      const reduce = storage.products.reduceStock.bind(storage.products);
      storage.products.reduceStock = (lines) => (updating ? undefined : reduce(lines));
    },
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (!matches(write(re('/shop-analytics/orders/\\d+')), prepared.request)) return next(prepared);
        updating = true;
        try {
          return await next(prepared);
        } finally {
          updating = false;
        }
      });
    },
  };
}

const PRODUCTS = on('GET', store('/products'));
/** The suites of a part of the interface, run whole as a normal run would. */
const CATALOG = ['catalog', 'catalog-filters'];
const ORDERS = ['orders', 'order-fields', 'order-lists'];
const COUPONS = ['coupons', 'coupons-list'];
const COLLECTION = on('GET', store('/products/collection-data'));

export const REALISTIC_BUGS: RealisticBug[] = [
  // ----- The storefront catalog (lines 268-272)
  {
    name: 'min_price read in major units',
    lines: [270],
    suites: CATALOG,
    fault: misreads('min_price in major units', PRODUCTS, 'min_price', (v) => String(Number(v) * 100)),
  },
  {
    name: 'max_price read in major units',
    lines: [270],
    suites: CATALOG,
    fault: misreads('max_price in major units', PRODUCTS, 'max_price', (v) => String(Number(v) * 100)),
  },
  {
    name: 'product search matches whole names only',
    lines: [270],
    suites: CATALOG,
    fault: exactSearch('product search exact', PRODUCTS, 'search', (p) => [String(p.name), String(p.sku ?? '')]),
  },
  {
    name: 'category_operator defaults to and',
    lines: [109, 270],
    suites: CATALOG,
    fault: rewritesParams('category operator and', PRODUCTS, (p) =>
      p.category !== undefined && p.category_operator === 'in' ? { ...p, category_operator: 'and' } : p,
    ),
  },
  {
    name: 'attribute slugs win over term ids',
    lines: [270],
    suites: CATALOG,
    fault: rewritesParams('slug wins', PRODUCTS, (p) => ({
      ...p,
      attributes: Array.isArray(p.attributes)
        ? (p.attributes as Record<string, unknown>[]).map((a) =>
            Array.isArray(a.slug) && a.slug.length > 0 ? { ...a, term_id: [] } : a,
          )
        : p.attributes,
    })),
  },
  {
    name: 'the product listing pages by 20 unless told',
    lines: [270, 369],
    suites: [...CATALOG, 'defaults'],
    fault: changesDefault(PRODUCTS, 'per_page', 20),
  },
  {
    name: 'calculate_price_range ignored',
    lines: [270],
    suites: CATALOG,
    fault: misreads('price range never calculated', COLLECTION, 'calculate_price_range', () => false),
  },
  {
    name: 'per_page above 100 taken under shop/store/v1 only',
    lines: [369],
    suites: ['catalog', 'catalog-filters', 'limits', 'storefront-aliases'],
    fault: acceptsRefusal({
      method: 'GET',
      path: re('/shop/store/v1/products'),
      // The upper bound alone: a per_page below the minimum is still refused.
      when: (r) => Number(r.query.per_page) > 100,
      status: 400,
      param: 'per_page',
      answer: { body: [] },
    }),
  },
  {
    name: 'on_sale ignored',
    lines: [270],
    suites: CATALOG,
    fault: ignoresArgument(PRODUCTS, 'on_sale'),
  },
  {
    name: 'reviews of every product whatever product_id says',
    lines: [272],
    suites: ['catalog', 'catalog-terms'],
    fault: ignoresArgument(on('GET', store('/products/reviews')), 'product_id'),
  },

  // ----- The cart, checkout and batch (lines 39-103, 243-256, 367)
  {
    name: 'clearing the items under shop/store/v1 answers [] and keeps them',
    lines: [229, 249],
    suites: ['cart-v1', 'cart-coupons-v1', 'shipping-v1', 'cart', 'cart-coupons', 'shipping'],
    fault: {
      name: 'v1 clear kept',
      description: 'DELETE /shop/store/v1/cart/items answers an empty list and keeps the items.',
      apply(app) {
        aroundExecute(app, async (prepared, next) => {
          if (!matches(on('DELETE', '/shop/store/v1/cart/items'), prepared.request)) return next(prepared);
          // The cart is read (its session headers answered), and nothing is removed.
          const read = await next({ ...prepared, request: { ...prepared.request, method: 'GET' } });
          return answered(read, 200, []);
        });
      },
    },
  },
  {
    name: 'package_id given as a string refused',
    lines: [80],
    suites: ['shipping', 'shipping-v1'],
    fault: refusesValue(
      on(
        'POST',
        store('/cart/select-shipping-rate'),
        (r) => typeof (r.json as { package_id?: unknown })?.package_id === 'string',
      ),
      'package_id',
    ),
  },
  {
    name: 'a batch sub-request header given as a list refused',
    lines: [103],
    suites: ['batch'],
    fault: refusesValue(
      on(
        'POST',
        re('/batch/v1|/shop/store(?:/v1)?/batch'),
        // A sub-request whose headers hold a list.
        (r) => /"headers":\{[^}]*:\[/.test(JSON.stringify((r.json as { requests?: unknown })?.requests ?? [])),
      ),
      'requests',
    ),
  },
  {
    name: 'the batch cap not enforced under shop/store/v1',
    lines: [99, 367],
    suites: ['batch', 'limits'],
    fault: acceptsRefusal({
      method: 'POST',
      path: re('/shop/store/v1/batch'),
      // The cap alone: a batch refused for anything else (no requests, a sub-request's method) still is.
      when: (r) => ((r.json as { requests?: unknown[] })?.requests?.length ?? 0) > 25,
      status: 400,
      param: 'requests',
      answer: { status: 207, body: { responses: [] } },
    }),
  },

  // ----- Orders (lines 113-134, 209-218, 289-291)
  {
    name: "an order's status update echoed and not stored",
    lines: [118, 290],
    suites: ['orders', 'order-transitions', 'order-fields'],
    fault: echoedNotStored('status not stored', write(re('/shop-analytics/orders/\\d+')), 'status'),
  },
  {
    name: 'the order listing pages by 20 unless told',
    lines: [289, 370],
    suites: [...ORDERS, 'defaults'],
    fault: changesDefault(on('GET', '/shop-analytics/orders'), 'per_page', 20),
  },
  {
    name: 'the order listing shows pending orders unless told',
    lines: [211, 289],
    suites: [...ORDERS, 'defaults'],
    fault: changesDefault(on('GET', '/shop-analytics/orders'), 'status', ['pending']),
  },
  {
    name: 'dp defaults to 0',
    lines: [289],
    suites: [...ORDERS, 'defaults'],
    fault: changesDefault(on('GET', re('/shop-analytics/orders(?:/\\d+)?')), 'dp', 0),
  },
  {
    name: 'the order number filter matches whole numbers only',
    lines: [289],
    suites: ORDERS,
    fault: exactSearch('order number exact', on('GET', '/shop-analytics/orders'), 'number', (o) => [
      String(o.number ?? o.id),
    ]),
  },

  // ----- Coupons, notes, products (lines 138-197, 278-292)
  {
    name: 'coupon search matches whole codes only',
    lines: [286],
    suites: COUPONS,
    fault: exactSearch('coupon search exact', on('GET', '/shop-analytics/coupons'), 'search', (c) => [String(c.code)]),
  },
  {
    name: "a coupon's amount update echoed and not stored",
    lines: [143, 287],
    suites: COUPONS,
    fault: echoedNotStored('amount not stored', write(re('/shop-analytics/coupons/\\d+')), 'amount'),
  },
  {
    name: 'admin products search_sku matches whole SKUs only',
    lines: [292],
    suites: ['admin-products'],
    fault: exactSearch('search_sku exact', on('GET', '/shop-analytics/products'), 'search_sku', (p) => [String(p.sku)]),
  },
  {
    name: 'admin products listing shows published products unless told',
    lines: [292],
    suites: ['admin-products'],
    fault: changesDefault(on('GET', '/shop-analytics/products'), 'status', 'publish'),
  },

  {
    name: 'the notes type filter ignored',
    lines: [205, 278],
    suites: ['notes'],
    fault: ignoresArgument(on('GET', '/shop-analytics/admin/notes'), 'type'),
  },
  {
    name: 'the notes listing pages by 20 unless told',
    lines: [278, 370],
    suites: ['notes'],
    fault: changesDefault(on('GET', '/shop-analytics/admin/notes'), 'per_page', 20),
  },
  {
    name: 'coupons ordered by title unless told',
    lines: [286],
    suites: COUPONS,
    fault: changesDefault(on('GET', '/shop-analytics/coupons'), 'orderby', 'title'),
  },
  {
    name: 'a forced coupon delete moves it to the trash',
    lines: [287],
    suites: COUPONS,
    fault: misreads('force ignored', on('DELETE', re('/shop-analytics/coupons/\\d+')), 'force', () => false),
  },
  {
    name: 'admin products low_in_stock ignored',
    lines: [292],
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'low_in_stock'),
  },
  {
    name: 'the order customer filter ignored',
    lines: [289],
    suites: ORDERS,
    fault: ignoresArgument(on('GET', '/shop-analytics/orders'), 'customer'),
  },
  {
    name: 'set_paid on an update reduces no stock',
    lines: [129, 216],
    suites: ['order-transitions'],
    fault: setPaidUpdateKeepsStock(),
  },

  // ----- More of the storefront (lines 51, 100, 246-258, 268-270)
  {
    name: 'categories list empty ones unless told',
    lines: [268],
    suites: ['catalog', 'catalog-terms'],
    fault: changesDefault(on('GET', store('/products/categories')), 'hide_empty', false),
  },
  {
    name: 'tag search matches whole names only',
    lines: [268],
    suites: ['catalog', 'catalog-terms'],
    fault: exactSearch('tag search exact', on('GET', store('/products/tags')), 'search', (t) => [String(t.name)]),
  },
  {
    name: 'collection-data stock status counts never calculated',
    lines: [270],
    suites: CATALOG,
    fault: misreads('stock counts never', COLLECTION, 'calculate_stock_status_counts', () => false),
  },
  {
    name: 'a product read by an id with a letter after its digits',
    lines: [258],
    suites: ['catalog', 'catalog-filters', 'catalog-terms'],
    fault: lenientPath('id with a letter', /^\/shop\/store(?:\/v1)?\/products\/\d+[a-z]+$/i, (p) =>
      p.replace(/[a-z]+$/i, ''),
    ),
  },
  {
    name: 'update-item leaves the quantity as it was',
    lines: [254],
    suites: ['cart', 'cart-v1'],
    fault: ignoresArgument(on('POST', store('/cart/update-item')), 'quantity'),
  },
  {
    name: 'remove-coupon answers and keeps the coupon',
    lines: [251],
    suites: ['cart-coupons', 'cart-coupons-v1'],
    fault: answersWithoutActing('coupon kept', on('POST', store('/cart/remove-coupon')), (p) =>
      p.replace(/\/remove-coupon$/, ''),
    ),
  },
  {
    name: 'update-customer keeps an email in the shipping address',
    lines: [51],
    suites: ['customer', 'customer-v1'],
    fault: rewritesField(on('POST', store('/cart/update-customer')), '/shipping_address/email', 'kept@example.com'),
  },
  {
    name: 'a batch sub-request without a method taken as a GET',
    lines: [100],
    suites: ['batch'],
    fault: rewritesParams('method default GET', on('POST', re('/batch/v1|/shop/store(?:/v1)?/batch')), (p) => ({
      ...p,
      requests: Array.isArray(p.requests)
        ? (p.requests as Record<string, unknown>[]).map((r) => (r.method === undefined ? { ...r, method: 'GET' } : r))
        : p.requests,
    })),
  },

  // ----- The site: oEmbed, gateway (lines 302-326)
  {
    name: 'oEmbed maxwidth ignored',
    lines: [325],
    suites: ['oembed'],
    fault: ignoresArgument(on('GET', '/oembed/1.0/embed'), 'maxwidth'),
  },
  {
    name: 'a payment gateway id in capitals served',
    lines: [318],
    suites: ['gateway'],
    fault: lenientPath('gateway id lower-cased', /^\/shop\/v3\/gateway\/payment-gateway\/[^/]*[A-Z][^/]*$/, (p) =>
      p.toLowerCase(),
    ),
  },
  {
    name: 'terminal locations limit ignored',
    lines: [307],
    suites: ['gateway'],
    fault: ignoresArgument(on('GET', '/shop/v3/gateway/terminal/locations'), 'limit'),
  },
  {
    name: 'the localized index says the primary address',
    lines: [383],
    suites: ['localized'],
    fault: rewritesField({ method: 'GET', path: '/', site: 'de' }, '/url', (url) => String(url).replace(/\/de$/, '')),
  },
  {
    name: "the gateway settings' title echoed and not stored",
    lines: [200, 316],
    suites: ['gateway'],
    fault: echoedNotStored('title not stored', write(re('/shop/v3/gateway/settings')), 'title'),
  },
];
