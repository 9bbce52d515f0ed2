import type { RestRequest } from '../../../reference-server/http/types.js';
import {
  aroundDispatch,
  aroundExecute,
  changesDefault,
  failsRoute,
  ignoresArgument,
  rewritesAnswer,
  type Fault,
} from '../../helpers/faults.js';
import { on, of, store, type Deviation } from './shared.js';

/**
 * Deviations of the catalog suites that read the probe products and the site's terms and reviews
 * (catalog-filters, catalog-terms, catalog-limits): each case is shown failing at must level under a
 * fault of the behaviour it is about.
 */

const FILTERS = 'catalog-filters';
const TERMS = 'catalog-terms';
const COLLECTION = '/shop/store/products/collection-data';
const REVIEWS = (when?: (r: RestRequest) => boolean) => on('GET', store('/products/reviews'), when);

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

/** A product id with letters after its digits read as the digits (`12x` as 12). */
const digitsRead: Fault = {
  name: 'a product id read by its leading digits',
  description: 'GET /shop/store/products/12x answers as /products/12.',
  apply(app) {
    aroundDispatch(app, (request, next) =>
      next({ ...request, path: request.path.replace(/^(\/shop\/store(?:\/v1)?\/products\/\d+)[a-z]+\/?$/i, '$1') }),
    );
  },
};

/** What each listing's faults break, by fault. */
type Breach =
  | 'first-page'
  | 'per_page'
  | 'page'
  | 'page-2'
  | 'search'
  | 'search-part'
  | 'include'
  | 'include-nothing'
  | 'exclude'
  | 'exclude-first'
  | 'order'
  | 'orderby'
  | 'orderby-count'
  | 'hide-empty';

/** The term listings of catalog-terms: each behaviour broken on each listing. */
function termListing(label: string, path: RegExp, expected: Record<Breach, string[]>): Deviation[] {
  const at = (when?: (r: RestRequest) => boolean) => on('GET', path, when);
  return [
    {
      name: `catalog-terms: the ${label} fail when asked by name from the first page`,
      suites: [TERMS],
      fault: failsRoute(at((r) => String(r.query.page) === '1' && r.query.orderby === 'name')),
      fails: expected['first-page'],
    },
    {
      name: `catalog-terms: the ${label} ignore per_page`,
      suites: [TERMS],
      fault: ignoresArgument(at(), 'per_page'),
      fails: expected['per_page'],
    },
    {
      name: `catalog-terms: the ${label} ignore page`,
      suites: [TERMS],
      fault: ignoresArgument(at(), 'page'),
      fails: expected['page'],
    },
    {
      name: `catalog-terms: the ${label} start on page 2`,
      suites: [TERMS],
      fault: changesDefault(at(), 'page', 2),
      fails: expected['page-2'],
    },
    {
      name: `catalog-terms: the ${label} ignore search`,
      suites: [TERMS],
      fault: ignoresArgument(at(), 'search'),
      fails: expected['search'],
    },
    {
      name: `catalog-terms: the ${label} match a search as a whole name only`,
      suites: [TERMS],
      fault: rewritesAnswer(
        at((r) => typeof r.query.search === 'string'),
        'only the terms named exactly as searched',
        (body, request) =>
          (body as { name?: string }[]).filter(
            (t) => String(t.name).toLowerCase() === String(request.query.search).toLowerCase(),
          ),
      ),
      fails: expected['search-part'],
    },
    {
      name: `catalog-terms: the ${label} ignore include`,
      suites: [TERMS],
      fault: ignoresArgument(at(), 'include'),
      fails: expected['include'],
    },
    {
      name: `catalog-terms: the ${label} list nothing without include`,
      suites: [TERMS],
      fault: changesDefault(at(), 'include', [-1]),
      fails: expected['include-nothing'],
    },
    {
      name: `catalog-terms: the ${label} ignore exclude`,
      suites: [TERMS],
      fault: ignoresArgument(at(), 'exclude'),
      fails: expected['exclude'],
    },
    {
      name: `catalog-terms: the ${label} leave the first out without exclude`,
      suites: [TERMS],
      fault: rewritesAnswer(
        at((r) => r.query.exclude === undefined),
        'the first left out',
        (body) => (Array.isArray(body) ? body.slice(1) : body),
      ),
      fails: expected['exclude-first'],
    },
    {
      name: `catalog-terms: the ${label} ignore order`,
      suites: [TERMS],
      fault: ignoresArgument(at(), 'order'),
      fails: expected['order'],
    },
    {
      name: `catalog-terms: the ${label} ignore orderby`,
      suites: [TERMS],
      fault: ignoresArgument(at(), 'orderby'),
      fails: expected['orderby'],
    },
    {
      name: `catalog-terms: the ${label} ordered by count without orderby`,
      suites: [TERMS],
      fault: changesDefault(at(), 'orderby', 'count'),
      fails: expected['orderby-count'],
    },
    {
      name: `catalog-terms: the ${label} list empty terms without hide_empty`,
      suites: [TERMS],
      fault: changesDefault(at(), 'hide_empty', false),
      fails: expected['hide-empty'],
    },
  ];
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
  // ----- catalog-terms
  {
    name: 'catalog-terms: a product id with a letter after it served as the product',
    suites: [TERMS],
    fault: digitsRead,
    fails: of(TERMS, 'product-id-not-digits', 'product-id-not-digits-v1'),
  },
  ...termListing('categories', store('/products/categories'), {
    'first-page': of(TERMS, 'categories-by-name', 'categories-first-two', 'categories-none-excluded'),
    per_page: of(TERMS, 'categories-page', 'categories-per-page'),
    page: of(TERMS, 'categories-page'),
    'page-2': of(
      TERMS,
      'categories-exclude',
      'categories-include-default',
      'categories-page-default',
      'categories-search-part',
    ),
    search: of(TERMS, 'categories-search'),
    'search-part': of(TERMS, 'categories-search-part'),
    include: of(TERMS, 'categories-include', 'categories-order-desc'),
    'include-nothing': of(TERMS, 'categories-include-default', 'categories-per-page'),
    exclude: of(TERMS, 'categories-exclude', 'other-category'),
    'exclude-first': of(
      TERMS,
      'categories-exclude-default',
      'categories-page-default',
      'categories-per-page',
      'categories-search-part',
    ),
    order: of(TERMS, 'categories-order-desc'),
    orderby: of(TERMS, 'categories-orderby-count'),
    'orderby-count': of(TERMS, 'categories-orderby-default'),
    'hide-empty': of(TERMS, 'categories-hide-empty-default'),
  }),
  ...termListing('tags', store('/products/tags'), {
    'first-page': of(TERMS, 'tags-by-name', 'tags-eleventh', 'tags-first-two', 'tags-none-excluded'),
    per_page: of(TERMS, 'tags-page', 'tags-per-page'),
    page: of(TERMS, 'tags-page'),
    'page-2': of(TERMS, 'tags-exclude', 'tags-include-default', 'tags-page-default', 'tags-search-part'),
    search: of(TERMS, 'tags-search'),
    'search-part': of(TERMS, 'tags-search-part'),
    include: of(TERMS, 'tags-include', 'tags-order-desc'),
    'include-nothing': of(TERMS, 'tags-include-default', 'tags-per-page'),
    exclude: of(TERMS, 'tags-exclude'),
    'exclude-first': of(TERMS, 'tags-exclude-default', 'tags-page-default', 'tags-per-page', 'tags-search-part'),
    order: of(TERMS, 'tags-order-desc'),
    orderby: of(TERMS, 'tags-orderby-count'),
    'orderby-count': of(TERMS, 'tags-orderby-default'),
    'hide-empty': of(TERMS, 'tags-hide-empty-default'),
  }),
  ...termListing("attribute's terms", store('/products/attributes/\\d+/terms'), {
    'first-page': of(TERMS, 'terms-by-name', 'terms-first-two', 'terms-none-excluded'),
    per_page: of(TERMS, 'terms-page', 'terms-per-page'),
    page: of(TERMS, 'terms-page'),
    'page-2': of(TERMS, 'terms-exclude', 'terms-page-default', 'terms-search-part'),
    search: of(TERMS, 'terms-search'),
    'search-part': of(TERMS, 'terms-search-part'),
    include: of(TERMS, 'terms-include', 'terms-order-desc'),
    'include-nothing': of(TERMS, 'terms-every-one', 'terms-per-page'),
    exclude: of(TERMS, 'terms-exclude'),
    'exclude-first': of(
      TERMS,
      'terms-every-one',
      'terms-exclude-default',
      'terms-page-default',
      'terms-per-page',
      'terms-search-part',
    ),
    order: of(TERMS, 'terms-order-desc'),
    orderby: of(TERMS, 'terms-orderby-count'),
    'orderby-count': of(TERMS, 'terms-orderby-default'),
    'hide-empty': of(TERMS, 'terms-hide-empty-default'),
  }),
  {
    name: 'catalog-terms: the tags listed ten at most when per_page is blank',
    suites: [TERMS],
    fault: changesDefault(on('GET', store('/products/tags')), 'per_page', 10),
    fails: of(TERMS, 'tags-per-page-blank'),
  },
  {
    name: "catalog-terms: the attribute's terms ignore hide_empty",
    suites: [TERMS],
    fault: ignoresArgument(on('GET', store('/products/attributes/\\d+/terms')), 'hide_empty'),
    fails: of(TERMS, 'terms-every-one'),
  },
  {
    name: 'catalog-terms: the product listing fails',
    suites: [TERMS],
    fault: failsRoute(on('GET', store('/products'))),
    fails: of(TERMS, 'find-product'),
  },
  {
    name: 'catalog-terms: the attributes cannot be listed',
    suites: [TERMS],
    fault: failsRoute(on('GET', store('/products/attributes'))),
    fails: of(TERMS, 'find-attribute'),
  },
  {
    name: 'catalog-terms: a product cannot be read by its id',
    suites: [TERMS],
    fault: failsRoute(on('GET', store('/products/\\d+'))),
    fails: of(TERMS, 'reviewed-product-categories'),
  },
  ...(
    [
      [
        'fail when asked by date from the first page',
        failsRoute(REVIEWS((r) => String(r.query.page) === '1' && r.query.orderby === 'date')),
        of(TERMS, 'reviews-by-date', 'reviews-eleventh', 'reviews-first-two'),
      ],
      [
        'ignore per_page',
        ignoresArgument(REVIEWS(), 'per_page'),
        of(TERMS, 'reviews-offset', 'reviews-page', 'reviews-per-page'),
      ],
      [
        'hold twenty a page without per_page',
        changesDefault(REVIEWS(), 'per_page', 20),
        of(TERMS, 'reviews-per-page-default'),
      ],
      ['ignore page', ignoresArgument(REVIEWS(), 'page'), of(TERMS, 'reviews-page')],
      ['ignore offset', ignoresArgument(REVIEWS(), 'offset'), of(TERMS, 'reviews-offset')],
      ['ignore order', ignoresArgument(REVIEWS(), 'order'), of(TERMS, 'reviews-order-asc')],
      [
        'ignore orderby',
        ignoresArgument(REVIEWS(), 'orderby'),
        of(TERMS, 'reviews-order-asc', 'reviews-orderby-rating'),
      ],
      [
        'ordered by id without orderby',
        changesDefault(REVIEWS(), 'orderby', 'id'),
        of(TERMS, 'reviews-orderby-default', 'reviews-per-page-default'),
      ],
      ['ignore product_id', ignoresArgument(REVIEWS(), 'product_id'), of(TERMS, 'reviews-product')],
      [
        'list nothing for a category',
        rewritesAnswer(
          REVIEWS((r) => r.query.category_id !== undefined),
          'no review',
          () => [],
        ),
        of(TERMS, 'reviews-category'),
      ],
      ['ignore category_id', ignoresArgument(REVIEWS(), 'category_id'), of(TERMS, 'reviews-other-category')],
    ] as const
  ).map(([what, fault, fails]): Deviation => ({
    name: `catalog-terms: the reviews ${what}`,
    suites: [TERMS],
    fault,
    fails,
  })),
];
