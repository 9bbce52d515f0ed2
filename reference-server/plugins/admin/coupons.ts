import { couponWriteArgs } from '../../../spec/schemas/coupon.js';
import { RestError } from '../../http/errors.js';
import { json, type HandlerContext } from '../../http/types.js';
import type { Coupon } from '../../storage/repositories/coupons.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { runBatch } from './batch-items.js';
import { metaData, type Meta } from './order-builder.js';
import { finder, pageOfList, resourceLinks, sortListing, trashOrRemove, withinSiteDates } from './resource.js';
import { offsetOf, shifted } from '../../util/site-time.js';

const WRITABLE = Object.keys(couponWriteArgs(true)).filter(
  (k) => k !== 'code' && k !== 'date_expires' && k !== 'date_expires_gmt',
);
const decimal = (v: unknown) => (Number.parseFloat(String(v ?? '0')) || 0).toFixed(2);

/** The platform's coupon as the administration reads it: amounts with 2 decimals, 0 limits as null. */
export function couponShape(c: Coupon, storage: Storage, ctx: HandlerContext): Record<string, unknown> {
  const dates = storage.coupons.dates(c.id);
  const local = (gmt: string) => shifted(gmt, offsetOf(ctx));
  // Coupons kept before the expiry was kept in GMT have only date_expires (the offset was 0).
  const expires = (c.date_expires_gmt as string | null | undefined) ?? c.date_expires ?? null;
  const nullIfZero = (v: unknown) => (v === undefined || v === null || Number(v) === 0 ? null : Number(v));
  return {
    id: c.id,
    code: c.code,
    amount: decimal(c.amount),
    status: c.status ?? 'publish',
    date_created: local(dates.created),
    date_created_gmt: dates.created,
    date_modified: local(dates.modified),
    date_modified_gmt: dates.modified,
    discount_type: c.discount_type ?? 'fixed_cart',
    description: c.description ?? '',
    date_expires: expires === null ? null : local(expires),
    date_expires_gmt: expires,
    usage_count: c.usage_count ?? 0,
    individual_use: c.individual_use ?? false,
    product_ids: c.product_ids ?? [],
    excluded_product_ids: c.excluded_product_ids ?? [],
    usage_limit: nullIfZero(c.usage_limit),
    usage_limit_per_user: nullIfZero(c.usage_limit_per_user),
    limit_usage_to_x_items: nullIfZero(c.limit_usage_to_x_items),
    free_shipping: c.free_shipping ?? false,
    product_categories: (c.product_categories as number[] | undefined) ?? [],
    excluded_product_categories: (c.excluded_product_categories as number[] | undefined) ?? [],
    exclude_sale_items: (c.exclude_sale_items as boolean | undefined) ?? false,
    minimum_amount: decimal(c.minimum_amount),
    maximum_amount: decimal(c.maximum_amount),
    email_restrictions: c.email_restrictions ?? [],
    used_by: [],
    meta_data: (c.meta_data as unknown[] | undefined) ?? [],
    _links: resourceLinks(ctx, '/shop-analytics/coupons', c.id),
  };
}

/** How a listing orders coupons: by code (title and slug are the code), by the date of creation or of the last change, or by id. */
function couponOrder(
  orderby: string,
  dates: (id: number) => { created: string; modified: string },
): (a: Coupon, b: Coupon) => number {
  switch (orderby) {
    case 'title':
    case 'slug':
      return (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
    case 'date':
      return (a, b) => dates(a.id).created.localeCompare(dates(b.id).created);
    case 'modified':
      return (a, b) => dates(a.id).modified.localeCompare(dates(b.id).modified);
    default:
      return (a, b) => a.id - b.id;
  }
}

/**
 * The expiry date, kept in GMT: one instant, written by either field, in the site's time or in GMT (the
 * one given last wins, as the platform sets the date once per field). An empty text clears it; null is
 * no value at all (the platform reads arguments with isset), so it never reaches here.
 */
function expiry(params: Record<string, unknown>, offset: number): Record<string, unknown> {
  const given = ['date_expires', 'date_expires_gmt'].filter((k) => params[k] !== undefined);
  const last = given[given.length - 1];
  if (last === undefined) return {};
  const value = params[last];
  // date_expires itself is not kept (a coupon kept before may hold one: it is replaced).
  if (value === null || value === '') return { date_expires_gmt: null, date_expires: undefined };
  const text = String(value).slice(0, 19);
  return { date_expires_gmt: last === 'date_expires' ? shifted(text, -offset) : text, date_expires: undefined };
}

/** Administration coupons: codes stored lower case and unique, trash and force, batch. */
export function registerAdminCoupons(registry: HandlerRegistry, storage: Storage): void {
  const find = finder('coupon', (id) => storage.coupons.get(id));
  const fields = (params: Record<string, unknown>, ctx: HandlerContext) => ({
    ...Object.fromEntries(WRITABLE.filter((k) => params[k] !== undefined).map((k) => [k, params[k]])),
    ...expiry(params, offsetOf(ctx)),
  });
  const checkCode = (code: string, self?: number) => {
    if (code.trim() === '') throw new RestError('shop_rest_empty_coupon_code', 'The coupon code cannot be empty.', 400);
    const other = storage.coupons.byCode(code);
    if (other && other.id !== self)
      throw new RestError('shop_rest_coupon_code_already_exists', 'The coupon code already exists', 400);
  };
  const create = (params: Record<string, unknown>, ctx: HandlerContext) => {
    if (params.id !== undefined)
      throw new RestError('shop_rest_shop_coupon_exists', 'Cannot create existing coupon.', 400);
    const code = String(params.code ?? '');
    checkCode(code);
    const created = storage.coupons.create({
      amount: '0',
      discount_type: 'fixed_cart',
      status: 'publish',
      ...fields(params, ctx),
      code,
    });
    if (params.meta_data === undefined) return created;
    // Each meta entry is given its id, read-only (line 124), as an order's are.
    storage.coupons.update({ ...created, meta_data: metaData([], params.meta_data as Meta[], created.id) });
    return find(created.id);
  };
  const update = (id: unknown, params: Record<string, unknown>, ctx: HandlerContext) => {
    const coupon = find(id, 400);
    if (params.code !== undefined) checkCode(String(params.code), coupon.id);
    const updated = {
      ...coupon,
      ...fields(params, ctx),
      ...(params.code !== undefined ? { code: String(params.code).trim().toLowerCase() } : {}),
      ...(params.meta_data !== undefined
        ? { meta_data: metaData(coupon.meta_data as Meta[] | undefined, params.meta_data as Meta[], coupon.id) }
        : {}),
    };
    storage.coupons.update(updated);
    return find(coupon.id);
  };
  const remove = (id: unknown, force: boolean) =>
    trashOrRemove(find(id), force, {
      type: 'coupon',
      remove: (coupon) => storage.coupons.remove(coupon.id),
      trash: (coupon) => storage.coupons.update({ ...coupon, status: 'trash' }),
    });

  registry.handle('shop-analytics:/coupons GET', (ctx) => {
    const p = ctx.params;
    const include = Array.isArray(p.include) ? p.include.map(Number) : [];
    const exclude = Array.isArray(p.exclude) ? p.exclude.map(Number) : [];
    const all = storage.coupons
      .all()
      .filter((c) => c.status !== 'trash')
      .filter((c) => (include.length ? include.includes(c.id) : true) && !exclude.includes(c.id))
      .filter((c) => (p.code ? c.code === String(p.code).toLowerCase() : true))
      .filter((c) => (p.search ? c.code.includes(String(p.search).toLowerCase()) : true))
      .filter((c) => {
        if (!p.after && !p.before && !p.modified_after && !p.modified_before) return true;
        const dates = storage.coupons.dates(c.id);
        return withinSiteDates(p, dates.created, dates.modified, offsetOf(ctx));
      });
    const known = new Map<number, { created: string; modified: string }>();
    const datesOf = (id: number) => {
      let found = known.get(id);
      if (!found) known.set(id, (found = storage.coupons.dates(id)));
      return found;
    };
    sortListing(all, p, include, couponOrder(String(p.orderby ?? 'date'), datesOf));
    return pageOfList(ctx, all, (c) => couponShape(c, storage, ctx));
  });
  registry.handle('shop-analytics:/coupons POST', (ctx) => {
    const coupon = create(ctx.params, ctx);
    return json(couponShape(coupon, storage, ctx), 201, {
      Location: ctx.request.urls.restUrl(`/shop-analytics/coupons/${coupon.id}`),
    });
  });
  registry.handle('shop-analytics:/coupons/{id} GET', (ctx) => json(couponShape(find(ctx.params.id), storage, ctx)));
  registry.handle('shop-analytics:/coupons/{id} POST,PUT,PATCH', (ctx) =>
    json(couponShape(update(ctx.params.id, ctx.params, ctx), storage, ctx)),
  );
  registry.handle('shop-analytics:/coupons/{id} DELETE', (ctx) => {
    const before = couponShape(find(ctx.params.id), storage, ctx);
    remove(ctx.params.id, ctx.params.force === true);
    return json(before);
  });
  registry.handle('shop-analytics:/coupons/batch POST,PUT,PATCH', (ctx) =>
    json(
      runBatch(ctx.params, {
        createArgs: couponWriteArgs(true),
        updateArgs: couponWriteArgs(false),
        create: (p) => couponShape(create(p, ctx), storage, ctx),
        update: (id, p) => couponShape(update(id, p, ctx), storage, ctx),
        remove: (id) => {
          const before = couponShape(find(id), storage, ctx);
          remove(id, true);
          return before;
        },
      }),
    ),
  );
}
