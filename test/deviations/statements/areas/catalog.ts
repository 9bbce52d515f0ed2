import type { Place } from '../../../../spec/statements/index.js';
import type { Storage } from '../../../../reference-server/storage/index.js';
import type { RestRequest } from '../../../../reference-server/http/types.js';
import {
  acceptsRefusal,
  aroundExecute,
  changesDefault,
  matches,
  rewritesAnswer,
  type Fault,
} from '../../../helpers/faults.js';
import { slugsBeforeTermIds } from '../../catalogue/catalog-probes.js';
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

/** Listings that leave their first item out when exclude is not given (a default category left out by default). */
function leavesFirstOut(places: readonly Place[]): Fault {
  const target = { ...on(places), when: (r: RestRequest) => !sent(r.query, r.json, 'exclude') };
  return rewritesAnswer(target, 'the first term left out when exclude is not given', (body) =>
    Array.isArray(body) ? body.slice(1) : body,
  );
}

const CONTEXT =
  'The document says of context only that it selects which response fields are present (line 37) and that edit exposes more fields on many routes, without naming them (line 349); it never says which fields view or edit (or embed, where allowed) selects on this route, and it shows no response body (line 207): a server that answers every context with the same fields follows it, so no answer can show the argument ignored, nor another default taken in place of view. Its enum is shown refused and taken (context.enum).';
const PAGING =
  'collection-data answers figures over the products its filters select (a price range, counts). The document lists page, per_page and offset among its arguments (line 270) but says neither that its figures cover one page of those products nor that they cover all of them, and shows no answer (line 207): a server that computes them over every matching product, paging aside, follows it, so no answer can show these arguments ignored or defaulted otherwise. Their bounds are shown refused and taken.';
const ORDER =
  'collection-data answers figures over the set of products its filters select (a price range, counts per stock status, rating and term): no order of those products shows in them, so a server that ignores order and orderby, or takes another default for them, answers exactly as one that follows them. Their enums are shown refused and taken.';
const EMPTY_CATEGORIES =
  "Which categories have no product a client learns only from this listing itself: no route lists categories but this one, no product names a category without products, and no route makes a category (emptying one would take the shop's own products out of it), so a server that ignores hide_empty=false answers exactly as a conforming server on a site whose categories all have products, and no request tells the two apart. The default (no category with a count of 0 listed) is shown, and an attribute's terms, whose number the attribute gives, show the argument itself.";
const EMPTY_TAGS =
  "Which tags have no product a client learns only from this listing itself: no route lists tags but this one, no product names a tag without products, and no route makes a tag (emptying one would take the shop's own products out of it), so a server that ignores hide_empty=false answers exactly as a conforming server on a site whose tags all have products, and no request tells the two apart. The default (no tag with a count of 0 listed) is shown, and an attribute's terms, whose number the attribute gives, show the argument itself.";

/** Statements of the storefront catalog: products, collection-data, terms, reviews, a product by its id. */
export const AREA: Area = {
  exempt: {
    'get.shop.store.products.context': CONTEXT,
    'get.shop.store.products.context.default': CONTEXT,
    'get.shop.store.products.id.context': CONTEXT,
    'get.shop.store.products.id.context.default': CONTEXT,
    'get.shop.store.products.collection-data.context': CONTEXT,
    'get.shop.store.products.collection-data.context.default': CONTEXT,
    'get.shop.store.products.attributes.context': CONTEXT,
    'get.shop.store.products.attributes.context.default': CONTEXT,
    'get.shop.store.products.attributes.id.context': CONTEXT,
    'get.shop.store.products.attributes.id.context.default': CONTEXT,
    'get.shop.store.products.attributes.attribute_id.terms.context': CONTEXT,
    'get.shop.store.products.attributes.attribute_id.terms.context.default': CONTEXT,
    'get.shop.store.products.categories.context': CONTEXT,
    'get.shop.store.products.categories.context.default': CONTEXT,
    'get.shop.store.products.categories.id.context': CONTEXT,
    'get.shop.store.products.categories.id.context.default': CONTEXT,
    'get.shop.store.products.tags.context': CONTEXT,
    'get.shop.store.products.tags.context.default': CONTEXT,
    'get.shop.store.products.reviews.context': CONTEXT,
    'get.shop.store.products.reviews.context.default': CONTEXT,
    'get.shop.store.products.collection-data.page': PAGING,
    'get.shop.store.products.collection-data.page.default': PAGING,
    'get.shop.store.products.collection-data.per_page': PAGING,
    'get.shop.store.products.collection-data.per_page.default': PAGING,
    'get.shop.store.products.collection-data.offset': PAGING,
    'get.shop.store.products.collection-data.order': ORDER,
    'get.shop.store.products.collection-data.order.default': ORDER,
    'get.shop.store.products.collection-data.orderby': ORDER,
    'get.shop.store.products.collection-data.orderby.default': ORDER,
    'get.shop.store.products.categories.hide_empty': EMPTY_CATEGORIES,
    'get.shop.store.products.tags.hide_empty': EMPTY_TAGS,
  },
  explicit: {
    // date_gmt, the derived alternative, is the same column on a site at GMT: a server comparing the
    // modification date when no column is named shows.
    'get.shop.store.products.date_column.default': otherDefault('date_column', 'modified'),
    'get.shop.store.products.collection-data.date_column.default': otherDefault('date_column', 'modified'),
    // Slug, the derived alternative, orders most sites' terms as their names do; by product count shows.
    'get.shop.store.products.categories.orderby.default': otherDefault('orderby', 'count'),
    'get.shop.store.products.tags.orderby.default': otherDefault('orderby', 'count'),
    'get.shop.store.products.attributes.attribute_id.terms.orderby.default': otherDefault('orderby', 'count'),
    // An include left out read as an empty list of ids: nothing listed.
    'get.shop.store.products.categories.include.default': otherDefault('include', [-1]),
    'get.shop.store.products.tags.include.default': otherDefault('include', [-1]),
    'get.shop.store.products.attributes.attribute_id.terms.include.default': otherDefault('include', [-1]),
    // An exclude left out leaving a term out all the same (the platform's default category is left out of a product's categories).
    'get.shop.store.products.categories.exclude.default': leavesFirstOut,
    'get.shop.store.products.tags.exclude.default': leavesFirstOut,
    'get.shop.store.products.attributes.attribute_id.terms.exclude.default': leavesFirstOut,
    // date_gmt, the derived alternative, orders the reviews as date does; by id shows on reviews dated out of the order of their ids.
    'get.shop.store.products.reviews.orderby.default': otherDefault('orderby', 'id'),
    // A blank per_page read as a page of ten.
    'terms.per-page-blank': otherDefault('per_page', 10),
    'get.shop.store.products.collection-data.calculate_attribute_counts.default': countsEveryAttribute,
    'products.attributes-slug-ignored': (places) => slugsBeforeTermIds(on(places)),
    // A filter whose members are not what the document types them (a term id list that is not one) taken.
    'products.attributes-members': (places) => acceptsRefusal({ ...on(places), status: 400, param: 'attributes' }),
    // An operator (or a query type) outside the enum taken.
    'products.attributes-operator': (places) => acceptsRefusal({ ...on(places), status: 400, param: 'attributes' }),
    'products.attribute-counts-query-type': (places) =>
      acceptsRefusal({ ...on(places), status: 400, param: 'calculate_attribute_counts' }),
  },
  notYetGuarded: [],
};
