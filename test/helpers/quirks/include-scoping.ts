import type { HandlerContext } from '../../../reference-server/http/types.js';
import type { HandlerRegistry } from '../../../reference-server/plugins/registry.js';
import type { Storage } from '../../../reference-server/storage/index.js';

/**
 * The product lists of a real instance of the platform (issue 36), as its query is made: `include` sets
 * the query's id list (post__in), `exclude` its list of ids left out (post__not_in), and the query layer
 * reads the second only when the first is empty, so `exclude` is ignored whenever `include` is given.
 * `on_sale=true` sets the id list to the ids on sale (the last one set wins: `include`'s list is gone,
 * and with it any `exclude`), `on_sale=false` adds those ids to the ones left out (ignored in turn when
 * `include` is given). The document defines each of these arguments alone and never their combination,
 * so this is a legitimate server: a case that names its products by `include` and tests `exclude` or
 * `on_sale` within them fails here, one scoped by what the document defines alone passes.
 */
export const INCLUDE_SCOPED_LISTS = [
  'shop/store:/products GET',
  'shop/store:/products/collection-data GET',
  'shop-analytics:/products GET',
] as const;

/**
 * The other lists whose query drops `exclude` when `include` is given: the coupons (posts, the same id
 * lists) and the term listings (the platform's term query empties exclude whenever include is given).
 * The orders are left out: the platform's order tables honour both, only its older post storage does not.
 */
export const INCLUDE_HIDES_EXCLUDE = [
  'shop-analytics:/coupons GET',
  'shop/store:/products/categories GET',
  'shop/store:/products/tags GET',
  'shop/store:/products/attributes/{attribute_id}/terms GET',
] as const;

/** A list argument as the validated parameters hold it (a list, or one value the route took for one). */
const idList = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value])
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0);

/**
 * The ids on sale as the platform lists them: published products with a sale price (a draft or private
 * product on sale is not among them); none on sale gives the list [0], which matches no product, as the
 * platform uses it "to avoid returning all products".
 */
function idsOnSale(storage: Storage): number[] {
  const ids = storage.products.list({ statuses: ['publish'], onSale: true }).items.map((p) => p.id);
  return ids.length > 0 ? ids : [0];
}

/** The parameters the list's query is made from, as the platform makes its id lists. */
export function platformIdLists(params: Record<string, unknown>, storage: Storage): Record<string, unknown> {
  let postIn = idList(params.include);
  let postNotIn = idList(params.exclude);
  if (params.on_sale === true) postIn = idsOnSale(storage);
  else if (params.on_sale === false) postNotIn = [...postNotIn, ...idsOnSale(storage)];
  // The query layer: the ids left out are read only when no id list is given.
  if (postIn.length > 0) postNotIn = [];
  const { on_sale: _onSale, include: _include, exclude: _exclude, ...rest } = params;
  return {
    ...rest,
    ...(postIn.length > 0 ? { include: postIn } : {}),
    ...(postNotIn.length > 0 ? { exclude: postNotIn } : {}),
  };
}

/** Parameters without `exclude` when `include` names anything. */
export function excludeHiddenByInclude(params: Record<string, unknown>): Record<string, unknown> {
  if (idList(params.include).length === 0) return params;
  const { exclude: _exclude, ...rest } = params;
  return rest;
}

/** Wraps the lists' handlers so that each reads its id lists as the platform does. */
export function includeScopedLists(storage: Storage) {
  return (_app: unknown, registry: HandlerRegistry): void => {
    const wrap = (id: string, params: (p: Record<string, unknown>) => Record<string, unknown>) => {
      const original = registry.map.get(id);
      if (!original) throw new Error(`include-scoping quirk: no handler ${id}`);
      registry.handle(id, (ctx: HandlerContext) => original({ ...ctx, params: params(ctx.params) }));
    };
    for (const id of INCLUDE_SCOPED_LISTS) wrap(id, (p) => platformIdLists(p, storage));
    for (const id of INCLUDE_HIDES_EXCLUDE) wrap(id, excludeHiddenByInclude);
  };
}
