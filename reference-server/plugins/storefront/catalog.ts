import { RestError } from '../../http/errors.js';
import { paginationHeaders } from '../../http/pagination.js';
import { json, type HandlerContext } from '../../http/types.js';
import { cachedByVersion } from '../../http/versioned-cache.js';
import { PRODUCT_ORDERS, type ProductQuery } from '../../storage/repositories/products.js';
import type { Storage } from '../../storage/index.js';
import { offsetOf, shifted } from '../../util/site-time.js';
import type { HandlerRegistry } from '../registry.js';
import { CURRENCY, minor } from './money.js';
import { attributeShape, categoryShape, pageDetails, productShape, reviewShape, termShape } from './catalog-shapes.js';

const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : []);
const words = (value: unknown): string[] =>
  typeof value === 'string' && value !== ''
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

type Operator = 'in' | 'not_in' | 'and';
type TermFilter = NonNullable<ProductQuery['termFilters']>[number];

/** A comma-separated list of ids, each once (`20,21,20` names two terms). */
const idList = (value: unknown): number[] => [...new Set(words(value).map(Number).filter(Number.isFinite))];
const op = (value: unknown): Operator => (value === 'not_in' || value === 'and' ? value : 'in');

/** The category and tag filters, each with its operator: every one of them must hold. */
function termFilters(params: Record<string, unknown>): TermFilter[] {
  const filters: TermFilter[] = [];
  const category = idList(params.category);
  const tag = idList(params.tag);
  if (category.length) filters.push({ ids: category, operator: op(params.category_operator) });
  if (tag.length) filters.push({ ids: tag, operator: op(params.tag_operator) });
  return filters;
}

/**
 * The attribute filters, each with its operator; `attribute_relation` says whether all of them must
 * hold or one is enough. A filter's slugs count only when it gives no term id, as the interface says.
 */
function attributeFilters(params: Record<string, unknown>, storage: Storage): TermFilter[] {
  const filters: TermFilter[] = [];
  for (const attribute of (params.attributes as
    { term_id?: number[]; slug?: string[]; attribute?: string; operator?: string }[] | undefined) ?? []) {
    let termIds = [...new Set((attribute.term_id ?? []).map(Number).filter(Number.isFinite))];
    if (termIds.length === 0 && attribute.slug?.length && attribute.attribute) {
      termIds = storage.terms
        .list(attribute.attribute, {})
        .items.filter((t) => attribute.slug?.includes(t.slug))
        .map((t) => t.id);
      if (termIds.length === 0) termIds = [-1];
    }
    filters.push({ ids: termIds, operator: op(attribute.operator) });
  }
  return filters;
}

/**
 * A date bound as the column it is compared with keeps it: dates are kept in GMT, so a bound on the
 * site's own column (`date`, `modified`) is moved back by the site's offset, a bound on a `_gmt` column
 * is taken as it is.
 */
function boundOf(value: unknown, column: unknown, hours: number): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const text = value.slice(0, 19);
  return typeof column === 'string' && column.endsWith('_gmt') ? text : shifted(text, -hours);
}

function productQuery(params: Record<string, unknown>, storage: Storage, hours: number): ProductQuery {
  const query: ProductQuery = {
    search: params.search as string | undefined,
    include: ids(params.include),
    exclude: ids(params.exclude),
    parent: ids(params.parent),
    parentExclude: ids(params.parent_exclude),
    types: params.type
      ? [String(params.type)]
      : ['simple', 'grouped', 'external', 'variable', 'subscription', 'variable-subscription'],
    statuses: ['publish'],
    featured: params.featured as boolean | undefined,
    onSale: params.on_sale as boolean | undefined,
    stockStatuses: params.stock_status as string[] | undefined,
    skus: words(params.sku),
    termFilters: termFilters(params),
    attributeFilters: attributeFilters(params, storage),
    attributeRelation: params.attribute_relation === 'in' ? 'in' : 'and',
    ratings: ids(params.rating),
    dateColumn: params.date_column as ProductQuery['dateColumn'],
    after: boundOf(params.after, params.date_column, hours),
    before: boundOf(params.before, params.date_column, hours),
    // `any` lists every product, hidden ones too; without the filter the catalogue hides the hidden.
    visibility:
      params.catalog_visibility === 'any'
        ? ['visible', 'catalog', 'search', 'hidden']
        : params.catalog_visibility
          ? [String(params.catalog_visibility)]
          : ['visible', 'catalog', 'search'],
    minPrice: params.min_price !== undefined && params.min_price !== '' ? Number(params.min_price) : undefined,
    maxPrice: params.max_price !== undefined && params.max_price !== '' ? Number(params.max_price) : undefined,
    // Every order the interface names (line 270), rating and comment_count too.
    orderBy: PRODUCT_ORDERS.find((o) => o === params.orderby) ?? 'date',
    order: params.order === 'asc' ? 'asc' : 'desc',
  };
  return query;
}

/** per_page 0 or absent means "no limit" on the term listings. */
function paging(params: Record<string, unknown>, fallback: number | undefined) {
  const perPage = params.per_page === undefined ? fallback : Number(params.per_page);
  return { perPage: perPage || undefined, page: Number(params.page ?? 1), offset: params.offset as number | undefined };
}

function listReply<T>(ctx: HandlerContext, items: T[], total: number, perPage: number | undefined, page: number) {
  return json(items, 200, paginationHeaders(ctx.request, total, perPage ?? total, page));
}

/** The storefront catalog: products, categories, tags, attributes and their terms, reviews. */
export function registerStorefrontCatalog(registry: HandlerRegistry, storage: Storage): void {
  const home = (ctx: HandlerContext) => ctx.request.urls.home;

  registry.handle(
    'shop/store:/products GET',
    cachedByVersion(
      () => storage.products.version(),
      (ctx) => {
        const page = paging(ctx.params, 10);
        const result = storage.products.list({ ...productQuery(ctx.params, storage, offsetOf(ctx)), ...page });
        const details = pageDetails(result.items, storage);
        return listReply(
          ctx,
          result.items.map((p) => productShape(p, storage, home(ctx), details.get(p.id))),
          result.total,
          page.perPage,
          page.page,
        );
      },
    ),
  );

  registry.handle('shop/store:/products/{id} GET', (ctx) => {
    const product = storage.products.get(Number(ctx.params.id));
    if (!product || product.status !== 'publish')
      throw new RestError('shop_rest_product_invalid_id', 'Invalid product ID.', 404);
    return json(productShape(product, storage, home(ctx)));
  });

  /** Products of the collection carrying each term of the requested attribute taxonomies. */
  const attributeCounts = (requested: unknown, productIds: number[]) => {
    if (!Array.isArray(requested) || requested.length === 0) return null;
    return (requested as { taxonomy?: string }[])
      .flatMap((r) =>
        (r.taxonomy ? storage.terms.list(r.taxonomy, {}).items : []).map((term) => ({
          term: term.id,
          count: productIds.filter((id) => storage.products.termIds(id).includes(term.id)).length,
        })),
      )
      .filter((c) => c.count > 0);
  };
  /** Products of the collection per rounded average rating. */
  const ratingCounts = (productIds: number[]) => {
    const counts = new Map<number, number>();
    for (const id of productIds) {
      const { average, count } = storage.reviews.averageRating(id);
      if (count === 0) continue;
      const rating = Math.round(average);
      counts.set(rating, (counts.get(rating) ?? 0) + 1);
    }
    return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([rating, count]) => ({ rating, count }));
  };

  registry.handle('shop/store:/products/collection-data GET', (ctx) => {
    const all = storage.products.list(productQuery(ctx.params, storage, offsetOf(ctx))).items;
    const prices = all.map((p) => p.salePrice ?? p.regularPrice ?? 0);
    // Each stock status the collection holds, in the vocabulary's order (whatever the products' order).
    const count = (values: string[]) =>
      STOCK_STATUSES.map((status) => [status, values.filter((v) => v === status).length] as const).filter(
        ([, n]) => n > 0,
      );
    return json({
      price_range:
        ctx.params.calculate_price_range === true && prices.length > 0
          ? { min_price: minor(Math.min(...prices)), max_price: minor(Math.max(...prices)), ...CURRENCY }
          : null,
      attribute_counts: attributeCounts(
        ctx.params.calculate_attribute_counts,
        all.map((p) => p.id),
      ),
      stock_status_counts:
        ctx.params.calculate_stock_status_counts === true
          ? count(all.map((p) => p.stockStatus)).map(([status, n]) => ({ status, count: n }))
          : null,
      rating_counts: ctx.params.calculate_rating_counts === true ? ratingCounts(all.map((p) => p.id)) : null,
    });
  });

  const termList =
    (
      taxonomy: (ctx: HandlerContext) => string,
      shape: (t: ReturnType<typeof storage.terms.list>['items'][number], ctx: HandlerContext) => unknown,
    ) =>
    (ctx: HandlerContext) => {
      const page = paging(ctx.params, undefined);
      const result = storage.terms.list(taxonomy(ctx), {
        ...page,
        search: ctx.params.search as string | undefined,
        include: ids(ctx.params.include),
        exclude: ids(ctx.params.exclude),
        hideEmpty: ctx.params.hide_empty !== false,
        orderBy: ctx.params.orderby as 'name' | 'slug' | 'count',
        order: ctx.params.order === 'desc' ? 'desc' : 'asc',
      });
      return listReply(
        ctx,
        result.items.map((t) => shape(t, ctx)),
        result.total,
        page.perPage,
        page.page,
      );
    };
  const reviewsOf = (categoryId: number) => storage.reviews.list({ categoryIds: [categoryId] }).total;

  registry.handle(
    'shop/store:/products/categories GET',
    termList(
      () => 'product_cat',
      (t, ctx) => categoryShape(t, home(ctx), reviewsOf(t.id)),
    ),
  );
  registry.handle(
    'shop/store:/products/tags GET',
    termList(
      () => 'product_tag',
      (t, ctx) => termShape(t, home(ctx)),
    ),
  );
  registry.handle('shop/store:/products/categories/{id} GET', (ctx) => {
    const term = storage.terms.get('product_cat', Number(ctx.params.id));
    if (!term) throw new RestError('shop_rest_term_invalid_id', 'Invalid category ID.', 404);
    return json(categoryShape(term, home(ctx), reviewsOf(term.id)));
  });

  registry.handle('shop/store:/products/attributes GET', () => json(storage.attributes.list().map(attributeShape)));
  registry.handle('shop/store:/products/attributes/{id} GET', (ctx) => {
    const attribute = storage.attributes.get(Number(ctx.params.id));
    if (!attribute) throw new RestError('shop_rest_attribute_invalid_id', 'Invalid attribute ID.', 404);
    return json(attributeShape(attribute));
  });
  registry.handle('shop/store:/products/attributes/{attribute_id}/terms GET', (ctx) => {
    const attribute = storage.attributes.get(Number(ctx.params.attribute_id));
    if (!attribute) throw new RestError('shop_rest_taxonomy_invalid', 'Attribute does not exist.', 404);
    return termList(
      () => attribute.taxonomy,
      (t, c) => termShape(t, home(c)),
    )(ctx);
  });

  registry.handle('shop/store:/products/reviews GET', (ctx) => {
    const page = paging(ctx.params, 10);
    const result = storage.reviews.list({
      ...page,
      productIds: words(ctx.params.product_id).map(Number),
      categoryIds: words(ctx.params.category_id).map(Number),
      orderBy: ctx.params.orderby as 'date',
      order: ctx.params.order === 'asc' ? 'asc' : 'desc',
    });
    return listReply(
      ctx,
      result.items.map((r) => reviewShape(r, storage.products.get(r.productId), home(ctx))),
      result.total,
      page.perPage,
      page.page,
    );
  });
}
