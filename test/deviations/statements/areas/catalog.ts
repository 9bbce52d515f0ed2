import type { Place } from '../../../../spec/statements/index.js';
import type { Storage } from '../../../../reference-server/storage/index.js';
import { acceptsRefusal, aroundExecute, changesDefault, matches, type Fault } from '../../../helpers/faults.js';
import { targetOf } from '../faults.js';
import type { Area } from './area.js';

/** The requests to a statement's places, on both sites. */
const on = (places: readonly Place[]) => ({ ...targetOf(places), site: 'any' as const });

/** Whether a request sent an argument (in its query or its JSON body). */
const sent = (query: Record<string, unknown>, json: unknown, name: string) =>
  query[name] !== undefined || (json !== null && typeof json === 'object' && name in (json as object));

/** A default other than the document's, realistic and one the data shows (the derived alternative would not). */
const otherDefault = (arg: string, value: unknown) => (places: readonly Place[]) =>
  changesDefault(on(places), arg, value);

/**
 * collection-data calculating every attribute's term counts when none is asked for (the default is
 * empty): the attributes read from the shop's storage.
 */
function countsEveryAttribute(places: readonly Place[]): Fault {
  const target = on(places);
  let storage: Storage | undefined;
  return {
    name: 'calculate_attribute_counts: every attribute counted when none is asked for',
    description:
      'collection-data calculates the term counts of every attribute when calculate_attribute_counts is left out.',
    storage(s) {
      storage = s;
    },
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const { request } = prepared;
        if (!matches(target, request) || sent(request.query, request.json, 'calculate_attribute_counts'))
          return next(prepared);
        const every = (storage?.attributes.list() ?? []).map((a) => ({ taxonomy: a.taxonomy, query_type: 'or' }));
        return next({ ...prepared, params: { ...prepared.params, calculate_attribute_counts: every } });
      });
    },
  };
}

/** An attribute filter's slugs read before its term ids: a slug given beside a term id decides. */
function slugBeforeTermIds(places: readonly Place[]): Fault {
  const target = on(places);
  return {
    name: 'products.attributes-slug-ignored: the slugs decide beside a term id',
    description: 'An attribute filter that gives slugs beside term ids filters by the slugs.',
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const attributes = prepared.params.attributes;
        if (!matches(target, prepared.request) || !Array.isArray(attributes)) return next(prepared);
        const bySlug = (attributes as { slug?: unknown[]; term_id?: unknown }[]).map((a) =>
          Array.isArray(a.slug) && a.slug.length > 0 ? { ...a, term_id: [] } : a,
        );
        return next({ ...prepared, params: { ...prepared.params, attributes: bySlug } });
      });
    },
  };
}

/** Statements of the storefront catalog: products, collection-data, terms, reviews, a product by its id. */
export const AREA: Area = {
  exempt: {},
  explicit: {
    // date_gmt, the derived alternative, is the same column on a site at GMT: a server comparing the
    // modification date when no column is named shows.
    'get.shop.store.products.date_column.default': otherDefault('date_column', 'modified'),
    'get.shop.store.products.collection-data.date_column.default': otherDefault('date_column', 'modified'),
    'get.shop.store.products.collection-data.calculate_attribute_counts.default': countsEveryAttribute,
    'products.attributes-slug-ignored': slugBeforeTermIds,
    // An operator (or a query type) outside the enum taken.
    'products.attributes-operator': (places) => acceptsRefusal({ ...on(places), status: 400, param: 'attributes' }),
    'products.attribute-counts-query-type': (places) =>
      acceptsRefusal({ ...on(places), status: 400, param: 'calculate_attribute_counts' }),
  },
  notYetGuarded: [
    'get.shop.store.products.attribute_relation.enum',
    'get.shop.store.products.attributes',
    'get.shop.store.products.attributes.attribute_id.terms.context',
    'get.shop.store.products.attributes.attribute_id.terms.context.default',
    'get.shop.store.products.attributes.attribute_id.terms.context.enum',
    'get.shop.store.products.attributes.attribute_id.terms.exclude',
    'get.shop.store.products.attributes.attribute_id.terms.exclude.default',
    'get.shop.store.products.attributes.attribute_id.terms.hide_empty',
    'get.shop.store.products.attributes.attribute_id.terms.hide_empty.default',
    'get.shop.store.products.attributes.attribute_id.terms.include',
    'get.shop.store.products.attributes.attribute_id.terms.include.default',
    'get.shop.store.products.attributes.attribute_id.terms.order',
    'get.shop.store.products.attributes.attribute_id.terms.order.enum',
    'get.shop.store.products.attributes.attribute_id.terms.orderby',
    'get.shop.store.products.attributes.attribute_id.terms.orderby.default',
    'get.shop.store.products.attributes.attribute_id.terms.orderby.enum',
    'get.shop.store.products.attributes.attribute_id.terms.page',
    'get.shop.store.products.attributes.attribute_id.terms.page.default',
    'get.shop.store.products.attributes.attribute_id.terms.page.minimum',
    'get.shop.store.products.attributes.attribute_id.terms.per_page',
    'get.shop.store.products.attributes.attribute_id.terms.per_page.maximum',
    'get.shop.store.products.attributes.attribute_id.terms.per_page.minimum',
    'get.shop.store.products.attributes.attribute_id.terms.search',
    'get.shop.store.products.attributes.context',
    'get.shop.store.products.attributes.context.default',
    'get.shop.store.products.attributes.context.enum',
    'get.shop.store.products.attributes.id.context',
    'get.shop.store.products.attributes.id.context.default',
    'get.shop.store.products.attributes.id.context.enum',
    'get.shop.store.products.catalog_visibility.enum',
    'get.shop.store.products.categories.context',
    'get.shop.store.products.categories.context.default',
    'get.shop.store.products.categories.context.enum',
    'get.shop.store.products.categories.exclude',
    'get.shop.store.products.categories.exclude.default',
    'get.shop.store.products.categories.hide_empty',
    'get.shop.store.products.categories.hide_empty.default',
    'get.shop.store.products.categories.id.context',
    'get.shop.store.products.categories.id.context.default',
    'get.shop.store.products.categories.id.context.enum',
    'get.shop.store.products.categories.include',
    'get.shop.store.products.categories.include.default',
    'get.shop.store.products.categories.order',
    'get.shop.store.products.categories.order.enum',
    'get.shop.store.products.categories.orderby',
    'get.shop.store.products.categories.orderby.default',
    'get.shop.store.products.categories.orderby.enum',
    'get.shop.store.products.categories.page',
    'get.shop.store.products.categories.page.default',
    'get.shop.store.products.categories.page.minimum',
    'get.shop.store.products.categories.per_page',
    'get.shop.store.products.categories.per_page.maximum',
    'get.shop.store.products.categories.per_page.minimum',
    'get.shop.store.products.categories.search',
    'get.shop.store.products.category_operator.enum',
    'get.shop.store.products.collection-data.attribute_relation.enum',
    'get.shop.store.products.collection-data.attributes',
    'get.shop.store.products.collection-data.calculate_attribute_counts',
    'get.shop.store.products.collection-data.catalog_visibility.enum',
    'get.shop.store.products.collection-data.category_operator.enum',
    'get.shop.store.products.collection-data.context',
    'get.shop.store.products.collection-data.context.default',
    'get.shop.store.products.collection-data.context.enum',
    'get.shop.store.products.collection-data.date_column.enum',
    'get.shop.store.products.collection-data.offset',
    'get.shop.store.products.collection-data.order',
    'get.shop.store.products.collection-data.order.default',
    'get.shop.store.products.collection-data.order.enum',
    'get.shop.store.products.collection-data.orderby',
    'get.shop.store.products.collection-data.orderby.default',
    'get.shop.store.products.collection-data.orderby.enum',
    'get.shop.store.products.collection-data.page',
    'get.shop.store.products.collection-data.page.default',
    'get.shop.store.products.collection-data.page.minimum',
    'get.shop.store.products.collection-data.per_page',
    'get.shop.store.products.collection-data.per_page.default',
    'get.shop.store.products.collection-data.per_page.maximum',
    'get.shop.store.products.collection-data.per_page.minimum',
    'get.shop.store.products.collection-data.rating.enum',
    'get.shop.store.products.collection-data.stock_status.enum',
    'get.shop.store.products.collection-data.tag_operator.enum',
    'get.shop.store.products.collection-data.type.enum',
    'get.shop.store.products.context',
    'get.shop.store.products.context.default',
    'get.shop.store.products.context.enum',
    'get.shop.store.products.date_column.enum',
    'get.shop.store.products.id.context',
    'get.shop.store.products.id.context.default',
    'get.shop.store.products.id.context.enum',
    'get.shop.store.products.order.enum',
    'get.shop.store.products.orderby.enum',
    'get.shop.store.products.page.minimum',
    'get.shop.store.products.per_page.maximum',
    'get.shop.store.products.per_page.minimum',
    'get.shop.store.products.rating.enum',
    'get.shop.store.products.reviews.category_id',
    'get.shop.store.products.reviews.context',
    'get.shop.store.products.reviews.context.default',
    'get.shop.store.products.reviews.context.enum',
    'get.shop.store.products.reviews.offset',
    'get.shop.store.products.reviews.order',
    'get.shop.store.products.reviews.orderby',
    'get.shop.store.products.reviews.orderby.default',
    'get.shop.store.products.reviews.orderby.enum',
    'get.shop.store.products.reviews.page',
    'get.shop.store.products.reviews.page.minimum',
    'get.shop.store.products.reviews.per_page',
    'get.shop.store.products.reviews.per_page.default',
    'get.shop.store.products.reviews.per_page.maximum',
    'get.shop.store.products.reviews.per_page.minimum',
    'get.shop.store.products.reviews.product_id',
    'get.shop.store.products.stock_status.enum',
    'get.shop.store.products.tag_operator.enum',
    'get.shop.store.products.tags.context',
    'get.shop.store.products.tags.context.default',
    'get.shop.store.products.tags.context.enum',
    'get.shop.store.products.tags.exclude',
    'get.shop.store.products.tags.exclude.default',
    'get.shop.store.products.tags.hide_empty',
    'get.shop.store.products.tags.hide_empty.default',
    'get.shop.store.products.tags.include',
    'get.shop.store.products.tags.include.default',
    'get.shop.store.products.tags.order',
    'get.shop.store.products.tags.order.enum',
    'get.shop.store.products.tags.orderby',
    'get.shop.store.products.tags.orderby.default',
    'get.shop.store.products.tags.orderby.enum',
    'get.shop.store.products.tags.page',
    'get.shop.store.products.tags.page.default',
    'get.shop.store.products.tags.page.minimum',
    'get.shop.store.products.tags.per_page',
    'get.shop.store.products.tags.per_page.maximum',
    'get.shop.store.products.tags.per_page.minimum',
    'get.shop.store.products.tags.search',
    'get.shop.store.products.type.enum',
    'path.shop.store.products.id',
    'products.attribute-counts-query-type',
    'products.attributes-members',
    'products.attributes-operator',
    'terms.per-page-blank',
  ],
};
