import { RestError } from '../../http/errors.js';
import { paginationHeaders } from '../../http/pagination.js';
import { json, type HandlerContext, type RestResponse } from '../../http/types.js';
import { shifted } from '../../util/site-time.js';

/**
 * What the administration's resources (orders, coupons) do alike, the platform's CRUD controller's
 * ways: an unknown id, the `_links` block, the page window of a listing, trash before delete.
 */

/** `shop_rest_shop_<type>_invalid_id`: 404 on read and delete, 400 on update (the platform's split). */
function invalidId(type: string, status: 404 | 400): RestError {
  return new RestError(`shop_rest_shop_${type}_invalid_id`, 'Invalid ID.', status);
}

/**
 * A lookup by id that refuses an unknown one in the platform's words: 404 on read and delete, 400 when
 * the caller asks for it (updates).
 */
export function finder<T>(type: string, get: (id: number) => T | undefined): (id: unknown, status?: 404 | 400) => T {
  return (id, status = 404) => {
    const found = get(Number(id));
    if (found === undefined) throw invalidId(type, status);
    return found;
  };
}

/** The links every resource carries: itself and its collection. */
export function resourceLinks(ctx: HandlerContext, collection: string, id: number): Record<string, { href: string }[]> {
  return {
    self: [{ href: ctx.request.urls.restUrl(`${collection}/${id}`) }],
    collection: [{ href: ctx.request.urls.restUrl(collection) }],
  };
}

/** One page of a list filtered in memory, with the totals of the whole list in its headers. */
export function pageOfList<T>(ctx: HandlerContext, all: T[], shape: (item: T) => unknown): RestResponse {
  const p = ctx.params;
  const perPage = Number(p.per_page ?? 10);
  const page = Number(p.page ?? 1);
  const start = p.offset !== undefined ? Number(p.offset) : (page - 1) * perPage;
  return json(
    all.slice(start, start + perPage).map(shape),
    200,
    paginationHeaders(ctx.request, all.length, perPage, page),
  );
}

/**
 * DELETE: without `force` the item moves to the trash (410 when it is there already), with it the item
 * is removed. Either way the answer shows the item as it was.
 */
export function trashOrRemove<T extends { id: number; status?: unknown }>(
  item: T,
  force: boolean,
  how: { type: string; remove: (item: T) => void; trash: (item: T) => void },
): T {
  if (force) {
    how.remove(item);
    return item;
  }
  if (item.status === 'trash')
    throw new RestError('shop_rest_already_trashed', `The ${how.type} has already been deleted.`, 410);
  how.trash(item);
  return item;
}

/**
 * The collection's date filters: `after`/`before` on the creation date, `modified_after`/
 * `modified_before` on the last change, each exclusive, compared to the second.
 */
export function withinDates(p: Record<string, unknown>, created: string, modified: string): boolean {
  const at = (v: unknown) => String(v).slice(0, 19);
  if (p.after && created <= at(p.after)) return false;
  if (p.before && created >= at(p.before)) return false;
  if (p.modified_after && modified <= at(p.modified_after)) return false;
  if (p.modified_before && modified >= at(p.modified_before)) return false;
  return true;
}

/**
 * The date filters on dates kept in GMT: the bounds are in GMT with `dates_are_gmt`, else in the site's
 * time (the kept dates moved by the site's offset, `hours`).
 */
export function withinSiteDates(
  p: Record<string, unknown>,
  createdGmt: string,
  modifiedGmt: string,
  hours: number,
): boolean {
  const moved = p.dates_are_gmt === true ? 0 : hours;
  return withinDates(p, shifted(createdGmt, moved), shifted(modifiedGmt, moved));
}

/**
 * A listing in the order it asks for: `orderby=include` with an include list keeps the order the ids were
 * given in, whatever `order` says (the platform's post__in); otherwise `compare`, ties by id, in the
 * direction `order` gives (desc unless asc). Sorts `all` in place and returns it.
 */
export function sortListing<T extends { id: number }>(
  all: T[],
  p: Record<string, unknown>,
  include: readonly number[],
  compare: (a: T, b: T) => number,
): T[] {
  if (p.orderby === 'include' && include.length > 0) {
    const place = new Map(include.map((id, i) => [id, i] as const).reverse());
    return all.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  }
  const direction = p.order === 'asc' ? 1 : -1;
  return all.sort((a, b) => (compare(a, b) || a.id - b.id) * direction);
}
