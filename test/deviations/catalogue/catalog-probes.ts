import type { RestRequest } from '../../../reference-server/http/types.js';
import { aroundExecute, changesDefault, failsRoute, ignoresArgument, type Fault } from '../../helpers/faults.js';
import { on, of, store, type Deviation } from './shared.js';

/**
 * Deviations of the catalog suites that read the probe products and the site's terms and reviews
 * (catalog-filters, catalog-terms, catalog-limits): each case is shown failing at must level under a
 * fault of the behaviour it is about.
 */

const FILTERS = 'catalog-filters';
const COLLECTION = '/shop/store/products/collection-data';

/** collection-data asked for the figures of named products: include and calculate flags, nothing else. */
const namedOnly = (r: RestRequest) => Object.keys(r.query).every((k) => k === 'include' || k.startsWith('calculate_'));

/** collection-data with every argument of `keep` and none of the others (its filters dropped). */
function collectionKeeps(name: string, description: string, keep: (arg: string) => boolean): Fault {
  return {
    name,
    description,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (prepared.request.method !== 'GET' || prepared.request.path.replace(/\/+$/, '') !== COLLECTION)
          return next(prepared);
        const params = Object.fromEntries(Object.entries(prepared.params).filter(([k]) => keep(k)));
        return next({ ...prepared, params });
      });
    },
  };
}

const PRODUCT_LISTING_CASES = [
  'attribute-relation-default',
  'attribute-relation-in',
  'attribute-term-products',
  'attributes',
  'before',
  'after',
  'catalog-visibility',
  'category-not-in',
  'category-operator-default',
  'date-column-modified',
  'eleven-products',
  'exclude',
  'featured',
  'include',
  'max-price',
  'min-price',
  'offset',
  'on-sale',
  'orderby-default',
  'orderby-id',
  'orderby-price-desc',
  'orderby-title-asc',
  'page',
  'parent',
  'parent-exclude',
  'per-page',
  'rating',
  'search',
  'sku',
  'stock-status',
  'tag-not-in',
  'tag-operator-default',
  'type',
];

export const CATALOG_PROBES: Deviation[] = [
  // ----- catalog-filters
  {
    name: 'catalog-filters: no probe product can be created',
    suites: [FILTERS],
    fault: failsRoute(on('POST', '/shop-analytics/products')),
    fails: of(
      FILTERS,
      'probe-burdock',
      'probe-chervil',
      'probe-fennel',
      'probe-hyssop',
      'probe-mallow',
      'probe-sorrel',
      'probe-tansy',
    ),
  },
  {
    name: 'catalog-filters: no product with a parent can be created',
    suites: [FILTERS],
    fault: failsRoute(
      on(
        'POST',
        '/shop-analytics/products',
        (r) => (r.json as { parent_id?: unknown } | undefined)?.parent_id !== undefined,
      ),
    ),
    fails: of(FILTERS, 'probe-yarrow'),
  },
  {
    name: "catalog-filters: the site's categories, tags, attributes and reviews cannot be listed",
    suites: [FILTERS],
    fault: failsRoute(on('GET', store('/products/(categories|tags|attributes|reviews)'))),
    fails: of(FILTERS, 'find-attribute', 'find-categories', 'find-reviewed-product', 'find-tags'),
  },
  {
    name: "catalog-filters: an attribute's terms cannot be listed",
    suites: [FILTERS],
    fault: failsRoute(on('GET', store('/products/attributes/\\d+/terms'))),
    fails: of(FILTERS, 'find-attribute-term'),
  },
  {
    name: 'catalog-filters: the product listing fails',
    suites: [FILTERS],
    fault: failsRoute(on('GET', '/shop/store/products')),
    fails: of(FILTERS, ...PRODUCT_LISTING_CASES),
  },
  {
    name: 'catalog-filters: a page of the product listing holds twenty products',
    suites: [FILTERS],
    fault: changesDefault(on('GET', '/shop/store/products'), 'per_page', 20),
    fails: of(FILTERS, 'per-page-default'),
  },
  {
    name: "catalog-filters: an attribute filter's slugs decide beside a term id",
    suites: [FILTERS],
    fault: {
      name: 'attribute slugs before term ids',
      description: 'An attribute filter that gives slugs beside term ids filters by the slugs.',
      apply(app) {
        aroundExecute(app, async (prepared, next) => {
          const attributes = prepared.params.attributes;
          if (prepared.request.path !== '/shop/store/products' || !Array.isArray(attributes)) return next(prepared);
          const bySlug = (attributes as { slug?: unknown[] }[]).map((a) =>
            Array.isArray(a.slug) && a.slug.length > 0 ? { ...a, term_id: [] } : a,
          );
          return next({ ...prepared, params: { ...prepared.params, attributes: bySlug } });
        });
      },
    },
    fails: of(FILTERS, 'attributes-slug-ignored'),
  },
  {
    name: 'catalog-filters: collection-data fails for the figures of named products',
    suites: [FILTERS],
    fault: failsRoute(on('GET', COLLECTION, namedOnly)),
    fails: of(
      FILTERS,
      'catalogue-attribute-counts',
      'catalogue-nothing-calculated',
      'data-include',
      'figures-fennel-chervil',
      'figures-mallow',
      'figures-mallow-burdock',
      'figures-mallow-sorrel',
      'figures-sorrel',
      'figures-sorrel-burdock',
      'figures-tansy',
      'figures-three',
      'figures-yarrow',
      'figures-burdock',
      'nothing-calculated',
      'price-range-burdock',
      'reviewed-nothing-calculated',
      'stock-counts-burdock',
      'stock-counts-mallow-sorrel',
    ),
  },
  {
    name: 'catalog-filters: collection-data fails when a filter narrows it',
    suites: [FILTERS],
    fault: failsRoute(on('GET', COLLECTION, (r) => !namedOnly(r))),
    fails: of(
      FILTERS,
      'data-after',
      'data-attribute-relation-in',
      'data-before',
      'data-category-operator-default',
      'data-exclude',
      'data-featured',
      'data-max-price',
      'data-min-price',
      'data-on-sale',
      'data-parent',
      'data-parent-exclude',
      'data-search',
      'data-sku',
      'data-stock-status',
      'data-tag-operator-default',
      'data-type',
      'figures-burdock-by-sku',
      'figures-hyssop',
      'figures-none',
    ),
  },
  {
    name: 'catalog-filters: collection-data ignores every filter but include',
    suites: [FILTERS],
    fault: collectionKeeps(
      'collection-data: filters ignored',
      'collection-data calculates its figures over the products included, whatever else the request filters by.',
      (arg) => arg === 'include' || arg.startsWith('calculate_'),
    ),
    fails: of(
      FILTERS,
      'data-after',
      'data-attribute-relation-default',
      'data-attributes',
      'data-before',
      'data-catalog-visibility',
      'data-category-not-in',
      'data-date-column',
      'data-exclude',
      'data-featured',
      'data-include',
      'data-max-price',
      'data-min-price',
      'data-on-sale',
      'data-parent',
      'data-parent-exclude',
      'data-rating',
      'data-search',
      'data-sku',
      'data-stock-status',
      'data-tag-not-in',
      'data-type',
    ),
  },
  {
    name: 'catalog-filters: collection-data calculates nothing',
    suites: [FILTERS],
    fault: collectionKeeps(
      'collection-data: nothing calculated',
      'collection-data ignores every calculate flag.',
      (arg) => !arg.startsWith('calculate_'),
    ),
    fails: of(
      FILTERS,
      'data-attribute-counts',
      'data-attribute-counts-default',
      'data-price-range',
      'data-rating-counts',
      'data-stock-counts',
    ),
  },
  {
    name: "catalog-filters: collection-data's category and tag operators default to not_in",
    suites: [FILTERS],
    fault: [
      changesDefault(on('GET', COLLECTION), 'category_operator', 'not_in'),
      changesDefault(on('GET', COLLECTION), 'tag_operator', 'not_in'),
    ],
    fails: of(FILTERS, 'data-category-operator-default', 'data-tag-operator-default'),
  },
  {
    name: 'catalog-filters: collection-data reads attribute_relation in as and',
    suites: [FILTERS],
    fault: ignoresArgument(on('GET', COLLECTION), 'attribute_relation'),
    fails: of(FILTERS, 'data-attribute-relation-in'),
  },
];
