import type { RestRequest } from '../../../reference-server/http/types.js';
import {
  aroundDispatch,
  aroundExecute,
  changesDefault,
  failsRoute,
  ignoresArgument,
  matches,
  rewritesAnswer,
  rewritesParams,
  type Fault,
  type Target,
} from '../../helpers/faults.js';
import { siteTwoHoursAhead } from '../statements/areas/admin-faults.js';
import { on, of, store, type Deviation } from './shared.js';

/**
 * Deviations of the catalog suites that read the probe products and the site's terms and reviews
 * (catalog-filters, catalog-terms): each case is shown failing at must level under a fault of the
 * behaviour it is about, one entry per fault (`filters`, `terms`), the term listings' faults as a table.
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

/** The listing and collection-data of both namespaces: where the date filters act. */
const DATED = store('/products(?:/collection-data)?');
/** Each date column for the same column in the other timezone. */
const OTHER_ZONE: Record<string, string> = {
  date: 'date_gmt',
  date_gmt: 'date',
  modified: 'modified_gmt',
  modified_gmt: 'modified',
};
/** The primary site two hours ahead of GMT, where a date in its time and in GMT differ. */
const ahead = siteTwoHoursAhead({ path: /.*/ });

/** An entry of one suite: its name after the suite's, the cases of that suite it fails. */
const entry =
  (suite: string) =>
  (name: string, fault: Fault | Fault[], ...ids: string[]): Deviation => ({
    name: `${suite}: ${name}`,
    suites: [suite],
    fault,
    fails: of(suite, ...ids),
  });
const filters = entry(FILTERS);
const terms = entry(TERMS);

/** One catalog-terms entry per row: `the <label> <what>` under its fault, failing the cases named. */
type Row = readonly [what: string, fault: Fault, fails: readonly string[]];
const rows = (label: string, table: readonly Row[]): Deviation[] =>
  table.map(([what, fault, ids]) => terms(`the ${label} ${what}`, fault, ...ids));

/** An attribute filter's slugs read before its term ids: a slug given beside a term id decides. */
export function slugsBeforeTermIds(target: Target): Fault {
  return {
    name: 'the slugs decide beside a term id',
    description: 'An attribute filter that gives slugs beside term ids filters by the slugs.',
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const attributes = prepared.params.attributes;
        if (!matches(target, prepared.request) || !Array.isArray(attributes)) return next(prepared);
        const bySlug = (attributes as { slug?: unknown[] }[]).map((a) =>
          Array.isArray(a.slug) && a.slug.length > 0 ? { ...a, term_id: [] } : a,
        );
        return next({ ...prepared, params: { ...prepared.params, attributes: bySlug } });
      });
    },
  };
}

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

/** The term listings of catalog-terms: each behaviour broken on each listing, failing the cases of `expected`. */
function termListing(label: string, path: RegExp, expected: Record<Breach, string[]>): Deviation[] {
  const at = (when?: (r: RestRequest) => boolean) => on('GET', path, when);
  const breaches: [Breach, string, Fault][] = [
    [
      'first-page',
      'fail when asked by name from the first page',
      failsRoute(at((r) => String(r.query.page) === '1' && r.query.orderby === 'name')),
    ],
    ['per_page', 'ignore per_page', ignoresArgument(at(), 'per_page')],
    ['page', 'ignore page', ignoresArgument(at(), 'page')],
    ['page-2', 'start on page 2', changesDefault(at(), 'page', 2)],
    ['search', 'ignore search', ignoresArgument(at(), 'search')],
    [
      'search-part',
      'match a search as a whole name only',
      rewritesAnswer(
        at((r) => typeof r.query.search === 'string'),
        'only the terms named exactly as searched',
        (body, request) =>
          (body as { name?: string }[]).filter(
            (t) => String(t.name).toLowerCase() === String(request.query.search).toLowerCase(),
          ),
      ),
    ],
    ['include', 'ignore include', ignoresArgument(at(), 'include')],
    ['include-nothing', 'list nothing without include', changesDefault(at(), 'include', [-1])],
    ['exclude', 'ignore exclude', ignoresArgument(at(), 'exclude')],
    [
      'exclude-first',
      'leave the first out without exclude',
      rewritesAnswer(
        at((r) => r.query.exclude === undefined),
        'the first left out',
        (body) => (Array.isArray(body) ? body.slice(1) : body),
      ),
    ],
    ['order', 'ignore order', ignoresArgument(at(), 'order')],
    ['orderby', 'ignore orderby', ignoresArgument(at(), 'orderby')],
    ['orderby-count', 'ordered by count without orderby', changesDefault(at(), 'orderby', 'count')],
    ['hide-empty', 'list empty terms without hide_empty', changesDefault(at(), 'hide_empty', false)],
  ];
  return rows(
    label,
    breaches.map(([breach, what, fault]) => [what, fault, expected[breach]]),
  );
}

const PRODUCT_LISTING_CASES = [
  'after-own-local-date',
  'attribute-relation-default',
  'attribute-relation-in',
  'attribute-term-products',
  'attributes',
  'before',
  'before-own-local-date',
  'after',
  'catalog-visibility',
  'category-not-in',
  'category-operator-default',
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
  'orderby-price-asc',
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
  filters(
    'no probe product can be created',
    failsRoute(on('POST', '/shop-analytics/products')),
    'probe-agrimony',
    'probe-burdock',
    'probe-chervil',
    'probe-fennel',
    'probe-hyssop',
    'probe-mallow',
    'probe-sorrel',
    'probe-tansy',
  ),
  filters(
    'no product with a parent can be created',
    failsRoute(
      on(
        'POST',
        '/shop-analytics/products',
        (r) => (r.json as { parent_id?: unknown } | undefined)?.parent_id !== undefined,
      ),
    ),
    'probe-yarrow',
  ),
  filters(
    "the site's categories, tags, attributes and reviews cannot be listed",
    failsRoute(on('GET', store('/products/(categories|tags|attributes|reviews)'))),
    'find-attribute',
    'find-categories',
    'find-reviewed-product',
    'find-tags',
  ),
  filters(
    "an attribute's terms cannot be listed",
    failsRoute(on('GET', store('/products/attributes/\\d+/terms'))),
    'find-attribute-term',
  ),
  filters('the product listing fails', failsRoute(on('GET', '/shop/store/products')), ...PRODUCT_LISTING_CASES),
  filters('a probe cannot be read by its id', failsRoute(on('GET', store('/products/\\d+'))), 'sorrel-price'),
  filters(
    'a page of the product listing holds twenty products',
    changesDefault(on('GET', '/shop/store/products'), 'per_page', 20),
    'per-page-default',
  ),
  filters(
    "an attribute filter's slugs decide beside a term id",
    slugsBeforeTermIds(on('GET', '/shop/store/products')),
    'attributes-slug-ignored',
  ),
  filters(
    'collection-data fails for the figures of named products',
    failsRoute(on('GET', COLLECTION, namedOnly)),
    'catalogue-attribute-counts',
    'catalogue-nothing-calculated',
    'data-include',
    'figures-fennel-chervil',
    'figures-mallow',
    'figures-mallow-agrimony',
    'figures-mallow-sorrel',
    'figures-sorrel',
    'figures-sorrel-agrimony',
    'figures-tansy',
    'figures-three',
    'figures-yarrow',
    'nothing-calculated',
    'reviewed-nothing-calculated',
    'stock-counts-agrimony',
    'stock-counts-mallow-yarrow',
  ),
  filters(
    'collection-data fails when a filter narrows it',
    failsRoute(on('GET', COLLECTION, (r) => !namedOnly(r))),
    'data-after',
    'data-after-own-local-date',
    'data-attribute-relation-in',
    'data-before',
    'data-before-own-local-date',
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
    'data-tag-operator-default',
    'data-type',
    'figures-agrimony-by-sku',
    'figures-hyssop',
    'figures-none',
    // data-stock-status compares with what price-range-burdock (stock_status given) reads: blocked by it.
    'price-range-burdock',
  ),
  filters(
    'collection-data ignores every filter but include',
    collectionKeeps(
      'collection-data: filters ignored',
      'collection-data calculates its figures over the products included, whatever else the request filters by.',
      (arg) => arg === 'include' || arg.startsWith('calculate_'),
    ),
    'data-after',
    'data-attribute-relation-default',
    'data-attributes',
    'data-before',
    'data-catalog-visibility',
    'data-category-not-in',
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
  filters(
    'collection-data calculates nothing',
    collectionKeeps(
      'collection-data: nothing calculated',
      'collection-data ignores every calculate flag.',
      (arg) => !arg.startsWith('calculate_'),
    ),
    'data-attribute-counts',
    'data-attribute-counts-default',
    'data-price-range',
    'data-rating-counts',
    'data-stock-counts',
  ),
  filters(
    "collection-data's category and tag operators default to not_in",
    [
      changesDefault(on('GET', COLLECTION), 'category_operator', 'not_in'),
      changesDefault(on('GET', COLLECTION), 'tag_operator', 'not_in'),
    ],
    'data-category-operator-default',
    'data-tag-operator-default',
  ),
  filters(
    'the date columns read in the other timezone, on a site ahead of GMT',
    [
      ahead,
      rewritesParams('date_column in the other timezone', on('GET', DATED), (params) => ({
        ...params,
        date_column: OTHER_ZONE[String(params.date_column ?? 'date')],
      })),
    ],
    'after-own-gmt-date',
    'before-own-gmt-date',
    'data-after-own-gmt-date',
    'data-before-own-gmt-date',
  ),
  // The modified column read as the creation column: before the probe's own modified date (the moment it
  // was made, on the reference shop) by the creation column keeps it (dated 2001); before its own creation
  // date does not.
  filters(
    'date_column modified read as date (the creation column)',
    rewritesParams('date_column modified read as date', on('GET', DATED), (params) =>
      String(params.date_column) === 'modified' ? { ...params, date_column: 'date' } : params,
    ),
    'data-date-column',
    'date-column-modified',
  ),
  // Ignoring date_column where a bound keeps what falls on it (the document leaves a bound's edge open):
  // after the probe's own modified date by date keeps nothing, after its own creation date keeps it.
  filters(
    'date_column modified read as date, on a site whose bounds keep what falls on them',
    rewritesParams('date_column modified read as date, bounds inclusive', on('GET', DATED), (params) => {
      const second = (v: unknown, by: number) =>
        new Date(Date.parse(`${String(v).slice(0, 19)}Z`) + by * 1000).toISOString().slice(0, 19);
      const column = String(params.date_column ?? 'date');
      return {
        ...params,
        ...(column.startsWith('modified') ? { date_column: column.replace('modified', 'date') } : {}),
        ...(params.after !== undefined ? { after: second(params.after, -1) } : {}),
        ...(params.before !== undefined ? { before: second(params.before, 1) } : {}),
      };
    }),
    'data-date-column-after',
    'date-column-modified-after',
  ),
  filters(
    'date_column date_gmt by default, on a site ahead of GMT',
    [ahead, changesDefault(on('GET', DATED), 'date_column', 'date_gmt')],
    'before-own-date-by-default',
    'data-before-own-date-by-default',
  ),
  filters(
    'date_column modified by default',
    changesDefault(on('GET', DATED), 'date_column', 'modified'),
    'after',
    'after-own-date-by-default',
    'before',
    'data-after',
    'data-after-own-date-by-default',
    'data-before',
  ),
  filters(
    'collection-data reads attribute_relation in as and',
    ignoresArgument(on('GET', COLLECTION), 'attribute_relation'),
    'data-attribute-relation-in',
  ),
  // ----- catalog-terms
  terms(
    'a product id with a letter after it served as the product',
    digitsRead,
    'product-id-not-digits',
    'product-id-not-digits-v1',
  ),
  ...termListing('categories', store('/products/categories'), {
    'first-page': ['categories-by-name', 'categories-first-two', 'categories-none-excluded'],
    per_page: ['categories-page', 'categories-per-page'],
    page: ['categories-page'],
    'page-2': ['categories-exclude', 'categories-include-default', 'categories-page-default', 'categories-search-part'],
    search: ['categories-search'],
    'search-part': ['categories-search-part'],
    include: ['categories-include', 'categories-order-desc'],
    'include-nothing': ['categories-include-default'],
    exclude: ['categories-exclude', 'other-category'],
    'exclude-first': ['categories-exclude-default', 'categories-page-default', 'categories-search-part'],
    order: ['categories-order-desc'],
    orderby: ['categories-orderby-count'],
    'orderby-count': ['categories-orderby-default'],
    'hide-empty': ['categories-hide-empty-default'],
  }),
  ...termListing('tags', store('/products/tags'), {
    'first-page': ['tags-by-name', 'tags-eleventh', 'tags-first-two', 'tags-none-excluded'],
    per_page: ['tags-page', 'tags-per-page'],
    page: ['tags-page'],
    'page-2': ['tags-exclude', 'tags-include-default', 'tags-page-default', 'tags-search-part'],
    search: ['tags-search'],
    'search-part': ['tags-search-part'],
    include: ['tags-include', 'tags-order-desc'],
    'include-nothing': ['tags-include-default'],
    exclude: ['tags-exclude'],
    'exclude-first': ['tags-exclude-default', 'tags-page-default', 'tags-search-part'],
    order: ['tags-order-desc'],
    orderby: ['tags-orderby-count'],
    'orderby-count': ['tags-orderby-default'],
    'hide-empty': ['tags-hide-empty-default'],
  }),
  ...termListing("attribute's terms", store('/products/attributes/\\d+/terms'), {
    'first-page': ['terms-by-name', 'terms-first-two', 'terms-none-excluded'],
    per_page: ['terms-page', 'terms-per-page'],
    page: ['terms-page'],
    'page-2': ['terms-exclude', 'terms-page-default', 'terms-search-part'],
    search: ['terms-search'],
    'search-part': ['terms-search-part'],
    include: ['terms-include', 'terms-order-desc'],
    'include-nothing': ['terms-every-one'],
    exclude: ['terms-exclude'],
    'exclude-first': ['terms-every-one', 'terms-exclude-default', 'terms-page-default', 'terms-search-part'],
    order: ['terms-order-desc'],
    orderby: ['terms-orderby-count'],
    'orderby-count': ['terms-orderby-default'],
    'hide-empty': ['terms-hide-empty-default'],
  }),
  terms(
    'the tags listed ten at most when per_page is blank',
    changesDefault(on('GET', store('/products/tags')), 'per_page', 10),
    'tags-per-page-blank',
  ),
  terms(
    "the attribute's terms ignore hide_empty",
    ignoresArgument(on('GET', store('/products/attributes/\\d+/terms')), 'hide_empty'),
    'terms-every-one',
  ),
  terms('the product listing fails', failsRoute(on('GET', store('/products'))), 'find-product'),
  terms('the attributes cannot be listed', failsRoute(on('GET', store('/products/attributes'))), 'find-attribute'),
  terms(
    'a product cannot be read by its id',
    failsRoute(on('GET', store('/products/\\d+'))),
    'reviewed-product-categories',
  ),
  ...rows('reviews', [
    [
      'fail when asked by date from the first page',
      failsRoute(REVIEWS((r) => String(r.query.page) === '1' && r.query.orderby === 'date')),
      ['reviews-by-date', 'reviews-eleventh', 'reviews-first-two'],
    ],
    ['ignore per_page', ignoresArgument(REVIEWS(), 'per_page'), ['reviews-offset', 'reviews-page', 'reviews-per-page']],
    ['hold twenty a page without per_page', changesDefault(REVIEWS(), 'per_page', 20), ['reviews-per-page-default']],
    ['ignore page', ignoresArgument(REVIEWS(), 'page'), ['reviews-page']],
    ['ignore offset', ignoresArgument(REVIEWS(), 'offset'), ['reviews-offset']],
    ['ignore order', ignoresArgument(REVIEWS(), 'order'), ['reviews-order-asc']],
    ['ignore orderby', ignoresArgument(REVIEWS(), 'orderby'), ['reviews-order-asc', 'reviews-orderby-rating']],
    [
      'ordered by id without orderby',
      changesDefault(REVIEWS(), 'orderby', 'id'),
      ['reviews-orderby-default', 'reviews-per-page-default'],
    ],
    ['ignore product_id', ignoresArgument(REVIEWS(), 'product_id'), ['reviews-product']],
    [
      'list nothing for a category',
      rewritesAnswer(
        REVIEWS((r) => r.query.category_id !== undefined),
        'no review',
        () => [],
      ),
      ['reviews-category'],
    ],
    ['ignore category_id', ignoresArgument(REVIEWS(), 'category_id'), ['reviews-other-category']],
  ]),
];
