import type { RestRequest } from '../../../reference-server/http/types.js';
import { argumentStatement } from '../../../spec/statements/index.js';
import { resolvePointer } from '../../../src/util/json-pointer.js';
import {
  answered,
  aroundExecute,
  bodyOf,
  ignoresArgument,
  matches,
  rewritesParams,
  type Fault,
  type Target,
} from '../../helpers/faults.js';
import { siteTwoHoursAhead } from '../statements/areas/admin-faults.js';
import { effective, enumOf, orderbyValues, partListings, text, type Listing } from './listings.js';

/**
 * Wrong implementations of the catalog part's listings, derived by kind from the catalog and from what
 * the part's suites send (`listings.ts`), not written per case: for each listing and each `orderby`
 * value asked for, the order compared as text where it is by a number, reversed, the orderby ignored and
 * the order ignored; each filter ignored; the price bounds the document gives in the smallest currency
 * unit read in major units; each date filter read against the other column (created for modified) or in
 * the other timezone (the site's time for GMT), the latter on a site two hours ahead of GMT, where the
 * two differ.
 */

export type WrongKind =
  | 'text-order'
  | 'reversed'
  | 'orderby-ignored'
  | 'order-ignored'
  | 'filter-ignored'
  | 'major-units'
  | 'wrong-column'
  | 'wrong-timezone';

export interface WrongImplementation {
  name: string;
  kind: WrongKind;
  route: string;
  /** The argument (and value) it is about: `orderby=price`, `min_price`, `after`. */
  about: string;
  suites: string[];
  fault: Fault | Fault[];
}

/** The member of each item an order by a number reads, per listing: where text order and number order part. */
const NUMERIC_ORDERS: Record<string, Record<string, string>> = {
  '/shop/store/products': {
    id: '/id',
    price: '/prices/price',
    rating: '/average_rating',
    comment_count: '/review_count',
  },
  '/shop/store/products/reviews': { id: '/id', rating: '/rating', product: '/product_id' },
  '/shop/store/products/categories': { count: '/count' },
  '/shop/store/products/tags': { count: '/count' },
  '/shop/store/products/attributes/{attribute_id}/terms': { count: '/count' },
  '/shop-analytics/orders': { id: '/id' },
  '/shop-analytics/coupons': { id: '/id' },
  '/shop-analytics/products': {
    id: '/id',
    price: '/price',
    popularity: '/total_sales',
    rating: '/average_rating',
    menu_order: '/menu_order',
  },
  '/shop-analytics/admin/notes': { note_id: '/id' },
};

/**
 * Routes that take a listing's arguments and answer figures of the set, not a list of it
 * (collection-data, line 270): an order has nothing to show there.
 */
const FIGURES = new Set(['/shop/store/products/collection-data']);

/** Arguments that page, order, shape or date a listing, or that calculate: what is not a filter of the set. */
const NOT_FILTERS = new Set([
  'context',
  'page',
  'per_page',
  'offset',
  'order',
  'orderby',
  'dp',
  'order_item_display_meta',
  'after',
  'before',
  'modified_after',
  'modified_before',
  'dates_are_gmt',
  'date_column',
  'min_price',
  'max_price',
]);
const isFilter = (arg: string) => !NOT_FILTERS.has(arg) && !arg.startsWith('calculate_');

/** A target on every catalog pattern of the listing (both storefront namespaces), GET only. */
export function targetOf(listing: Listing, when?: (r: RestRequest) => boolean): Target {
  const union = listing.patterns.map((p) => p.replace(/\(\?P<\w+>/g, '(')).join('|');
  return { method: 'GET', path: new RegExp(`^(?:${union})$`, 'i'), ...(when ? { when } : {}) };
}

/** The request's `orderby` after the default applies. */
const orderbyOf = (listing: Listing, r: RestRequest) => effective(listing, r.query as never, 'orderby');

/**
 * The listing answered in another order: the whole list read (one page of 100), put in the order
 * `reorder` gives, and the page asked for cut from it; the answer's headers kept.
 */
export function reordersListing(
  name: string,
  description: string,
  target: Target,
  reorder: (items: unknown[], params: Record<string, unknown>) => unknown[],
): Fault {
  return {
    name,
    description,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (!matches(target, prepared.request)) return next(prepared);
        const answer = await next(prepared);
        if (answer.status !== 200) return answer;
        const p = prepared.params;
        const whole = await next({ ...prepared, params: { ...p, page: 1, per_page: 100, offset: undefined } });
        const items = bodyOf(whole);
        if (whole.status !== 200 || !Array.isArray(items)) return answer;
        const reordered = reorder(items, p);
        const perPage = Number(p.per_page) || Infinity;
        const start =
          p.offset !== undefined && p.offset !== null ? Number(p.offset) : (Number(p.page ?? 1) - 1) * perPage;
        return answered(answer, answer.status, reordered.slice(start, start + perPage));
      });
    },
  };
}

/** Items ordered by the text of the member at `pointer` (ties as they were), in the direction asked for. */
function byText(pointer: string) {
  return (items: unknown[], params: Record<string, unknown>) => {
    const key = (item: unknown) => {
      const v = resolvePointer(item, pointer);
      return v.found ? String(v.value) : '';
    };
    const direction = params.order === 'asc' ? 1 : -1;
    return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * direction);
  };
}

/** Dates: which argument is read against which column, and the GMT flag. */
const DATE_BOUNDS = ['after', 'before', 'modified_after', 'modified_before'];
const OTHER_COLUMN: Record<string, string> = {
  date: 'modified',
  modified: 'date',
  date_gmt: 'modified_gmt',
  modified_gmt: 'date_gmt',
};
const OTHER_ZONE: Record<string, string> = {
  date: 'date_gmt',
  date_gmt: 'date',
  modified: 'modified_gmt',
  modified_gmt: 'modified',
};
const SWAPPED_BOUND: Record<string, string> = {
  after: 'modified_after',
  before: 'modified_before',
  modified_after: 'after',
  modified_before: 'before',
};

/** The primary site two hours ahead of GMT: its dates in its own time and in GMT differ. */
export const siteAhead: Fault = siteTwoHoursAhead({ path: /.*/ });

const sentArgs = (listing: Listing): Set<string> => new Set(listing.requests.flatMap((r) => Object.keys(r.query)));

/** Whether a request of the part would be changed by a fault acting on requests where `when` holds. */
const exercised = (listing: Listing, when: (query: Listing['requests'][number]['query']) => boolean) =>
  listing.requests.some((r) => when(r.query));

/** Every wrong implementation of the part, derived from its listings. */
export function wrongImplementations(): WrongImplementation[] {
  const out: WrongImplementation[] = [];
  for (const listing of partListings()) {
    const route = listing.route;
    const add = (kind: WrongKind, about: string, fault: Fault | Fault[], what: string) =>
      out.push({ name: `${kind}: GET ${route} ${about}: ${what}`, kind, route, about, suites: listing.suites, fault });
    const orderDefault = listing.args.order?.default;

    // ----- orders: each orderby value the part asks for, on a listing whose answer is a list
    for (const value of listing.args.orderby && !FIGURES.has(route) ? orderbyValues(listing) : []) {
      const about = `orderby=${value}`;
      const onValue = (r: RestRequest) => orderbyOf(listing, r) === value;
      const target = targetOf(listing, onValue);
      const key = NUMERIC_ORDERS[route]?.[value];
      if (key && value !== 'include')
        add(
          'text-order',
          about,
          reordersListing(
            `GET ${route} orderby=${value} compared as text`,
            `GET ${route} orders by ${value} comparing ${key} as text (900 after 1200).`,
            target,
            byText(key),
          ),
          `${key} compared as text`,
        );
      add(
        'reversed',
        about,
        reordersListing(
          `GET ${route} orderby=${value} reversed`,
          `GET ${route} lists by ${value} in the other direction.`,
          target,
          (items) => [...items].reverse(),
        ),
        'the other way round',
      );
      if (value !== listing.args.orderby?.default)
        add('orderby-ignored', about, ignoresArgument(target, 'orderby'), 'the default order instead');
      const orderSent = (q: Listing['requests'][number]['query']) =>
        effective(listing, q, 'orderby') === value && q.order !== undefined && text(q.order) !== String(orderDefault);
      if (listing.args.order && value !== 'include' && exercised(listing, orderSent))
        add('order-ignored', about, ignoresArgument(target, 'order'), 'order ignored');
    }

    // ----- filters: each argument that narrows the set, sent with a value other than its default
    const fallback = (arg: string) => listing.args[arg]?.default;
    const narrows = (arg: string) =>
      exercised(
        listing,
        (q) => q[arg] !== undefined && (fallback(arg) === undefined || text(q[arg]) !== text(fallback(arg) as never)),
      );
    for (const arg of [...sentArgs(listing)].filter((a) => a in listing.args && isFilter(a) && narrows(a)).sort())
      add('filter-ignored', arg, ignoresArgument(targetOf(listing), arg), 'ignored');

    // ----- price bounds the document gives in the smallest currency unit
    for (const arg of ['min_price', 'max_price'].filter((a) => sentArgs(listing).has(a))) {
      const says = argumentStatement('GET', route, arg)?.says ?? '';
      if (!/smallest currency unit/.test(says)) continue;
      add(
        'major-units',
        arg,
        rewritesParams(`GET ${route} reads ${arg} in major units`, targetOf(listing), (params) => {
          const v = params[arg];
          return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
            ? { ...params, [arg]: String(Number(v) * 100) }
            : params;
        }),
        'read in major units',
      );
    }

    // ----- dates: the other column, the other timezone
    const bounds = DATE_BOUNDS.filter((a) => sentArgs(listing).has(a));
    if (bounds.length === 0) continue;
    const withBound = (r: RestRequest) => DATE_BOUNDS.some((b) => r.query[b] !== undefined);
    if ('date_column' in listing.args) {
      const columns = enumOf(listing.args.date_column);
      const swap = (map: Record<string, string>) => (params: Record<string, unknown>) => {
        const column = String(params.date_column ?? listing.args.date_column?.default ?? 'date');
        const other = map[column];
        return other && columns.includes(other) ? { ...params, date_column: other } : params;
      };
      add(
        'wrong-column',
        'date_column',
        rewritesParams(
          `GET ${route} dates read against the other column`,
          targetOf(listing, withBound),
          swap(OTHER_COLUMN),
        ),
        'created read for modified and modified for created',
      );
      add(
        'wrong-timezone',
        'date_column',
        [
          siteAhead,
          rewritesParams(
            `GET ${route} dates read in the other timezone`,
            targetOf(listing, withBound),
            swap(OTHER_ZONE),
          ),
        ],
        "the site's time read for GMT and GMT for the site's time (site two hours ahead)",
      );
    } else {
      add(
        'wrong-column',
        bounds.join('/'),
        rewritesParams(
          `GET ${route} date bounds read against the other column`,
          targetOf(listing, withBound),
          (params) => Object.fromEntries(Object.entries(params).map(([k, v]) => [SWAPPED_BOUND[k] ?? k, v])),
        ),
        'after and before read as modified_after and modified_before, and the other way round',
      );
      if ('dates_are_gmt' in listing.args) {
        add(
          'wrong-timezone',
          'dates_are_gmt',
          [siteAhead, ignoresArgument(targetOf(listing, withBound), 'dates_are_gmt')],
          'dates_are_gmt ignored (site two hours ahead)',
        );
        add(
          'wrong-timezone',
          'dates_are_gmt',
          [
            siteAhead,
            rewritesParams(`GET ${route} date bounds read in GMT`, targetOf(listing, withBound), (params) => ({
              ...params,
              dates_are_gmt: true,
            })),
          ],
          'the bounds read in GMT whatever dates_are_gmt says (site two hours ahead)',
        );
      }
    }
  }
  return out;
}
