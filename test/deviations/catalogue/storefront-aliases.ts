import { acceptsRefusal, failsRoute, rewritesAnswer } from '../../helpers/faults.js';
import { on, query, noQuery, of, sorted, type Deviation } from './shared.js';

/** Deviations of the storefront-aliases suite: the two storefront namespaces answering alike. */
export const STOREFRONT_ALIASES: Deviation[] = [
  {
    // Its product lists are held to the oldest products: catalog-filters adds probes while it runs.
    name: "storefront-aliases: the site's oldest products cannot be found",
    suites: ['storefront-aliases'],
    fault: failsRoute(
      on('GET', '/shop/store/products', (r) => String(r.query.per_page) === '5' && r.query.orderby === 'id'),
    ),
    fails: ['storefront-aliases/find-oldest-products'],
  },
  {
    name: 'storefront-aliases: the versioned namespace answering differently',
    suites: ['storefront-aliases'],
    fault: rewritesAnswer(on('GET', '/shop/store/v1/products'), 'products in reverse', (body) =>
      [...(body as unknown[])].reverse(),
    ),
    fails: of('storefront-aliases', 'alias.products.shop-store-v1', 'products-versioned', 'products-unversioned-same'),
  },
  {
    name: 'the unversioned product list fails',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/products', query('featured'))),
    // products-versioned, which compares with what products-unversioned captured, is blocked by it.
    fails: of('storefront-aliases', 'products-unversioned', 'products-unversioned-same'),
  },
  {
    name: 'the versioned product list fails',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/v1/products', query('featured'))),
    // products-unversioned-same, which compares with what products-versioned-first captured, is blocked by it.
    fails: of('storefront-aliases', 'products-versioned', 'products-versioned-first'),
  },
  {
    name: 'the unversioned categories fail',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/products/categories', noQuery('per_page'))),
    // The versioned cases, which compare with what the unversioned ones captured, are blocked by them.
    fails: of('storefront-aliases', 'alias.products.categories.shop-store', 'categories-unversioned'),
  },
  {
    name: 'the versioned categories in another order',
    suites: ['storefront-aliases'],
    fault: rewritesAnswer(on('GET', '/shop/store/v1/products/categories'), 'categories in reverse', (body) =>
      [...(body as unknown[])].reverse(),
    ),
    fails: of('storefront-aliases', 'alias.products.categories.shop-store-v1', 'categories-versioned'),
  },
  {
    name: 'the unversioned products take per_page 101',
    suites: ['storefront-aliases'],
    fault: acceptsRefusal({ method: 'GET', path: '/shop/store/products', status: 400 }),
    fails: ['storefront-aliases/validation-unversioned'],
  },
  {
    name: 'the versioned products take per_page 101',
    suites: ['storefront-aliases'],
    fault: acceptsRefusal({ method: 'GET', path: '/shop/store/v1/products', status: 400 }),
    fails: ['storefront-aliases/validation-versioned'],
  },
  {
    name: 'the versioned namespace index fails',
    suites: ['storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/v1')),
    fails: ['storefront-aliases/namespace-indexes'],
  },
  {
    name: "the catalogue's first product cannot be found",
    suites: ['storefront-aliases'],
    fault: failsRoute(
      on('GET', '/shop/store/products', (r) => String(r.query.per_page) === '1' && r.query.orderby === 'id'),
    ),
    fails: ['storefront-aliases/find-product'],
  },
  {
    name: 'the attributes fail under shop/store',
    suites: ['defaults', 'enums', 'storefront-aliases', 'limits'],
    fault: failsRoute(on('GET', '/shop/store/products/attributes', (r) => Object.keys(r.query).length === 0)),
    fails: sorted(
      of(['defaults', 'enums', 'limits'], 'find-attribute'),
      ['defaults/default.shop.store.products.attributes.applied'],
      of('storefront-aliases', 'alias.products.attributes.shop-store', 'find-attribute'),
    ),
  },
  {
    name: 'a page of categories fails',
    suites: ['defaults', 'enums', 'storefront-aliases'],
    fault: failsRoute(on('GET', '/shop/store/products/categories', query('per_page', '1'))),
    fails: of(['defaults', 'enums', 'storefront-aliases'], 'find-category'),
  },
];
