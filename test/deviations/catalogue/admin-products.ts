import {
  acceptsRefusal,
  altersAnswers,
  changesDefault,
  failsRoute,
  ignoresArgument,
  refusesArgument,
  refusesValue,
  rewritesParams,
  swapsArgument,
} from '../../helpers/faults.js';
import { siteTwoHoursAhead } from '../statements/areas/admin-faults.js';
import { on, json, query, of, sorted, type Deviation } from './shared.js';

/** What reads a probe back through the list (named by include, context edit), but the probe "shipping". */
const READ_BACKS = [
  'backorder',
  'child',
  'defaults',
  'download',
  'external',
  'full',
  'future',
  'image',
  'low',
  'old',
  'publish',
  'sale-gmt',
  'terms',
].map((probe) => `${probe}-read-back`);

/**
 * What lists probes named by include and expects some of them: each filter shown on them (but the
 * attribute and the shipping class, whose probes are found otherwise), the orders, pages and sizes.
 */
const ON_THE_PROBES = [
  'filter-after',
  'filter-before',
  'filter-category',
  'filter-dates-are-gmt',
  'filter-featured',
  'filter-include',
  'filter-low-in-stock',
  'filter-low-in-stock-default',
  'filter-max-price',
  'filter-min-price',
  'filter-modified-after-all',
  'filter-modified-before-all',
  'filter-parent',
  'filter-parent-exclude',
  'filter-search-name',
  'filter-search-sku',
  'filter-search-sku-partial',
  'filter-sku',
  'filter-slug',
  'filter-status',
  'filter-status-default',
  'filter-status-publish',
  'filter-stock-status',
  'filter-tag',
  'filter-type',
  'filter-type-last',
  'offset',
  'order-asc',
  'orderby-date',
  'orderby-id',
  'orderby-price',
  'orderby-rating',
  'orderby-rating-first',
  'page-1',
  'page-2',
  'page-default',
  'per-page-1',
  'per-page-100',
  'per-page-default',
];

/** Deviations of the administration products: what a create stores, what each argument of the list does. */
export const ADMIN_PRODUCTS: Deviation[] = [
  {
    name: 'admin-products: a default not applied',
    suites: ['admin-products'],
    fault: changesDefault(on('POST', '/shop-analytics/products'), 'download_limit', 0),
    fails: ['admin-products/defaults-read-back'],
  },
  {
    name: 'a product create drops its shipping class',
    suites: ['admin-products'],
    fault: ignoresArgument(on('POST', '/shop-analytics/products'), 'shipping_class'),
    fails: of('admin-products', 'filter-shipping-class', 'shipping-read-back'),
  },
  {
    name: 'creating a product fails',
    suites: ['admin-products', 'order-transitions'],
    fault: failsRoute(on('POST', '/shop-analytics/products')),
    // The probes made of other probes' ids (full, child) are blocked by them, not failed.
    fails: sorted(
      of(
        'admin-products',
        'create-publish-default',
        'probe-backorder',
        'probe-defaults',
        'probe-download',
        'probe-external',
        'probe-future',
        'probe-image',
        'probe-low',
        'probe-old',
        'probe-sale-gmt',
        'probe-shipping',
        'probe-terms',
      ),
      ['order-transitions/create-probe-product'],
    ),
  },
  {
    name: 'a product create refuses backorders yes',
    suites: ['admin-products'],
    fault: refusesValue(
      on('POST', '/shop-analytics/products', (r) => json(r).backorders === 'yes'),
      'backorders',
    ),
    fails: ['admin-products/probe-full'],
  },
  {
    name: 'a product create refuses a parent',
    suites: ['admin-products'],
    fault: refusesArgument(
      on('POST', '/shop-analytics/products', (r) => json(r).parent_id !== undefined),
      'parent_id',
    ),
    fails: ['admin-products/probe-child'],
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
    name: 'a product create takes what it should refuse (values outside the enums, a SKU taken)',
    suites: ['admin-products'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-analytics/products',
      status: 400,
      answer: { status: 201, body: { id: 1 } },
    }),
    fails: of(
      'admin-products',
      'backorders-enum',
      'catalog-visibility-enum',
      'sku-unique',
      'status-enum',
      'stock-status-enum',
      'tax-status-enum',
      'type-enum',
    ),
  },
  {
    name: 'the products list takes what it should refuse (values outside the enums and the bounds)',
    suites: ['admin-products'],
    fault: acceptsRefusal({ method: 'GET', path: '/shop-analytics/products', status: 400, answer: { body: [] } }),
    fails: of(
      'admin-products',
      'list-context-enum',
      'list-orderby-enum',
      'list-status-enum',
      'list-stock-status-enum',
      'list-type-enum',
      'page-0',
      'per-page-0',
      'per-page-101',
    ),
  },
  {
    name: 'the products list fails',
    suites: ['admin-products'],
    fault: failsRoute(on('GET', '/shop-analytics/products')),
    // The probes, found through the list, are created when the finding fails; filter-attribute is
    // blocked by attribute-product, the probe "shipping" and what reads it by find-shipping-class, the
    // probe "image" and its read-back by find-site-image (the site's picture is found on that list).
    fails: of(
      'admin-products',
      ...READ_BACKS.filter((id) => id !== 'image-read-back'),
      ...ON_THE_PROBES,
      'after-future-own-date',
      'after-own-local-date',
      'attribute-product',
      'before-own-local-date',
      'filter-exclude',
      'filter-on-sale',
      'filter-modified-after-none',
      'filter-modified-before-none',
      'find-shipping-class',
      'find-site-image',
    ),
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
    fails: ['admin-products/filter-slug'],
    shouldOnly: ['admin-products/filter-slug'],
  },
  {
    name: "the products' status filter ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'status'),
    fails: ['admin-products/filter-status', 'admin-products/filter-status-publish'],
  },
  {
    name: "the products' type filter ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'type'),
    fails: ['admin-products/filter-type', 'admin-products/filter-type-last'],
  },
  {
    name: "the products' attribute filter ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'attribute'),
    fails: ['admin-products/filter-attribute'],
  },
  {
    name: "the products' include taken as exclude",
    suites: ['admin-products'],
    fault: swapsArgument(on('GET', '/shop-analytics/products'), 'include', 'exclude'),
    // Of two products asked for, one is listed either way: only the total shows it. What lists none of
    // the probes lists none of the others either.
    fails: of(
      'admin-products',
      ...READ_BACKS,
      ...ON_THE_PROBES,
      // exclude named as include lists the probe it named.
      'filter-exclude',
      'filter-attribute',
      // Every product but the probe old: the site's own, last changed before it was made, none made before 2001.
      'filter-modified-before-own-date',
      'filter-shipping-class',
      'shipping-read-back',
    ),
    shouldOnly: ['admin-products/per-page-1', 'admin-products/per-page-default'],
  },
  // The last change told from the creation: on the reference shop a probe is last changed when it is made,
  // so the probe future (dated 2099) was created after its own modified date and the probe old (2001)
  // before it. The bounds at the probes' creation dates hold by either date (the platform may set the last
  // change to the creation date): they show the bounds read, the probes' own modified dates the column.
  {
    name: "the products' modified_after and modified_before read against the creation date",
    suites: ['admin-products'],
    fault: rewritesParams(
      'modified bounds read as after and before',
      on('GET', '/shop-analytics/products'),
      (params) => {
        const { modified_after: after, modified_before: before, ...rest } = params;
        return {
          ...rest,
          ...(after !== undefined ? { after } : {}),
          ...(before !== undefined ? { before } : {}),
        };
      },
    ),
    fails: of('admin-products', 'filter-modified-after-own-date', 'filter-modified-before-own-date'),
  },
  {
    name: "the products' modified_after ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'modified_after'),
    fails: of('admin-products', 'filter-modified-after-none', 'filter-modified-after-own-date'),
  },
  {
    name: "the products' modified_before ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'modified_before'),
    fails: of('admin-products', 'filter-modified-before-none', 'filter-modified-before-own-date'),
  },
  {
    name: "the products' per_page ignored",
    suites: ['admin-products'],
    fault: ignoresArgument(on('GET', '/shop-analytics/products'), 'per_page'),
    fails: of('admin-products', ...['offset', 'page-1', 'page-2', 'page-default', 'per-page-1']),
  },
  {
    name: "the storefront's categories cannot be listed (admin-products' probe in a category)",
    suites: ['admin-products'],
    fault: failsRoute(on('GET', '/shop/store/products/categories')),
    fails: ['admin-products/find-category'],
  },
  {
    name: "the storefront's tags cannot be listed (admin-products' probe with a tag)",
    suites: ['admin-products'],
    fault: failsRoute(on('GET', '/shop/store/products/tags')),
    fails: ['admin-products/find-tag'],
  },
  {
    name: "the storefront's attributes cannot be listed (admin-products' attribute filter)",
    suites: ['admin-products'],
    fault: failsRoute(on('GET', '/shop/store/products/attributes')),
    fails: ['admin-products/find-attribute'],
  },
  {
    name: "the storefront's reviews cannot be listed (admin-products' rated product)",
    suites: ['admin-products'],
    fault: failsRoute(on('GET', /^\/shop\/store\/products\/reviews$/)),
    fails: ['admin-products/find-rated-product'],
  },
  {
    name: "the products' dates_are_gmt ignored on a site ahead of GMT",
    suites: ['admin-products'],
    fault: [
      siteTwoHoursAhead({ path: '/shop-analytics/products', site: 'any' }),
      ignoresArgument(on('GET', '/shop-analytics/products'), 'dates_are_gmt'),
    ],
    fails: of('admin-products', 'after-own-gmt-date', 'filter-dates-are-gmt'),
  },
  {
    name: "the products' date bounds read in GMT whatever dates_are_gmt says, on a site ahead of GMT",
    suites: ['admin-products'],
    fault: [
      siteTwoHoursAhead({ path: '/shop-analytics/products', site: 'any' }),
      rewritesParams('bounds read in GMT', on('GET', '/shop-analytics/products'), (params) => ({
        ...params,
        dates_are_gmt: true,
      })),
    ],
    fails: ['admin-products/before-own-gmt-date'],
  },
  {
    name: "the storefront's attribute terms cannot be listed (admin-products' attribute filter)",
    suites: ['admin-products'],
    fault: failsRoute(on('GET', /^\/shop\/store\/products\/attributes\/\d+\/terms$/)),
    fails: ['admin-products/find-attribute-term'],
  },
];
