import { RestError } from '../../http/errors.js';
import { paginationHeaders } from '../../http/pagination.js';
import { json, type HandlerContext } from '../../http/types.js';
import type { Product } from '../../storage/repositories/products.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { pageOfList, withinDates } from './resource.js';

const decimal = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));
const toMinor = (text: unknown) =>
  text === undefined || text === '' ? null : Math.round(Number.parseFloat(String(text)) * 100);
const bool = (v: unknown) => (v === true ? 1 : 0);

/** The administration's product: money as decimal strings, the rest of the create fields from `extra`. */
export function adminProductShape(p: Product, storage: Storage, ctx: HandlerContext): Record<string, unknown> {
  const terms = storage.products.termIds(p.id);
  const termsOf = (taxonomy: string) =>
    terms
      .map((id) => storage.terms.get(taxonomy, id))
      .filter(Boolean)
      .map((t) => ({ id: t?.id, name: t?.name, slug: t?.slug }));
  const rating = storage.reviews.averageRating(p.id);
  const extra = p.extra;
  const price = p.salePrice ?? p.regularPrice;
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    permalink: `${ctx.request.urls.home}/product/${p.slug}/`,
    date_created: p.dateCreated,
    date_created_gmt: p.dateCreated,
    date_modified: p.dateModified,
    date_modified_gmt: p.dateModified,
    type: p.type,
    status: p.status,
    featured: p.featured,
    catalog_visibility: p.catalogVisibility,
    description: p.description,
    short_description: p.shortDescription,
    sku: p.sku,
    price: decimal(price),
    regular_price: decimal(p.regularPrice),
    sale_price: decimal(p.salePrice),
    date_on_sale_from: extra.date_on_sale_from ?? null,
    date_on_sale_from_gmt: extra.date_on_sale_from_gmt ?? null,
    date_on_sale_to: extra.date_on_sale_to ?? null,
    date_on_sale_to_gmt: extra.date_on_sale_to_gmt ?? null,
    on_sale: p.salePrice !== null,
    purchasable: p.regularPrice !== null && p.status === 'publish',
    total_sales: p.totalSales,
    virtual: p.virtual,
    downloadable: p.downloadable,
    downloads: extra.downloads ?? [],
    download_limit: extra.download_limit ?? -1,
    download_expiry: extra.download_expiry ?? -1,
    external_url: extra.external_url ?? '',
    button_text: extra.button_text ?? '',
    tax_status: p.taxStatus,
    tax_class: p.taxClass,
    manage_stock: p.manageStock,
    stock_quantity: p.stockQuantity,
    stock_status: p.stockStatus,
    backorders: p.backorders,
    backorders_allowed: p.backorders !== 'no',
    backordered: false,
    low_stock_amount: extra.low_stock_amount ?? null,
    sold_individually: p.soldIndividually,
    weight: p.weight,
    dimensions: extra.dimensions ?? { length: '', width: '', height: '' },
    shipping_required: !p.virtual,
    shipping_taxable: !p.virtual,
    shipping_class: extra.shipping_class ?? '',
    shipping_class_id: 0,
    reviews_allowed: p.reviewsAllowed,
    average_rating: rating.average.toFixed(2),
    rating_count: rating.count,
    related_ids: [],
    upsell_ids: extra.upsell_ids ?? [],
    cross_sell_ids: extra.cross_sell_ids ?? [],
    parent_id: p.parentId,
    purchase_note: extra.purchase_note ?? '',
    categories: termsOf('product_cat'),
    tags: termsOf('product_tag'),
    images: extra.images ?? [],
    attributes: [],
    default_attributes: [],
    variations: storage.products.variations(p.id).map((v) => v.id),
    grouped_products: [],
    menu_order: p.menuOrder,
    meta_data: [],
    _links: {
      self: [{ href: ctx.request.urls.restUrl(`/shop-analytics/products/${p.id}`) }],
      collection: [{ href: ctx.request.urls.restUrl('/shop-analytics/products') }],
    },
  };
}

function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-') || 'product'
  );
}

const EXTRA_FIELDS = [
  'downloads',
  'download_limit',
  'download_expiry',
  'external_url',
  'button_text',
  'low_stock_amount',
  'dimensions',
  'shipping_class',
  'upsell_ids',
  'cross_sell_ids',
  'purchase_note',
  'images',
  'date_on_sale_from',
  'date_on_sale_from_gmt',
  'date_on_sale_to',
  'date_on_sale_to_gmt',
];

/** Administration products: the list with its filters and create with the document's defaults. */
export function registerAdminProducts(registry: HandlerRegistry, storage: Storage): void {
  registry.handle('shop-analytics:/products GET', (ctx) => {
    const p = ctx.params;
    const perPage = Number(p.per_page ?? 10);
    const page = Number(p.page ?? 1);
    const status = String(p.status ?? 'any');
    const words = (v: unknown) => (typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : []);
    // Filters SQL does not answer are applied to the whole filtered list before it is paged, so that
    // pages are full and X-WP-Total counts what matches.
    const inMemory = Boolean(
      p.slug ||
      p.search_sku ||
      p.shipping_class ||
      p.low_in_stock === true ||
      p.after ||
      p.before ||
      p.modified_after ||
      p.modified_before,
    );
    const result = storage.products.list({
      ...(inMemory ? {} : { perPage, page, offset: p.offset as number | undefined }),
      search: p.search as string | undefined,
      include: Array.isArray(p.include) ? p.include.map(Number) : [],
      exclude: Array.isArray(p.exclude) ? p.exclude.map(Number) : [],
      parent: Array.isArray(p.parent) ? p.parent.map(Number) : [],
      parentExclude: Array.isArray(p.parent_exclude) ? p.parent_exclude.map(Number) : [],
      types: p.type ? [String(p.type)] : undefined,
      statuses: status === 'any' ? ['publish', 'draft', 'pending', 'private', 'future'] : [status],
      featured: p.featured as boolean | undefined,
      onSale: p.on_sale as boolean | undefined,
      stockStatuses: p.stock_status ? [String(p.stock_status)] : undefined,
      skus: words(p.sku),
      termFilters: [...words(p.category), ...words(p.tag), ...words(p.attribute_term)].map((id) => ({
        ids: [Number(id)],
        operator: 'in' as const,
      })),
      minPrice: toMinor(p.min_price) ?? undefined,
      maxPrice: toMinor(p.max_price) ?? undefined,
      orderBy: (['date', 'modified', 'id', 'title', 'slug', 'price', 'popularity', 'menu_order', 'include'].includes(
        String(p.orderby),
      )
        ? p.orderby
        : 'date') as 'date',
      order: p.order === 'asc' ? 'asc' : 'desc',
    });
    const shape = (x: Product) => adminProductShape(x, storage, ctx);
    if (!inMemory)
      return json(result.items.map(shape), 200, paginationHeaders(ctx.request, result.total, perPage, page));
    const items = result.items.filter(
      (x) =>
        (!p.slug || x.slug === p.slug) &&
        (!p.search_sku || x.sku.toLowerCase().includes(String(p.search_sku).toLowerCase())) &&
        (!p.shipping_class || String(x.extra.shipping_class ?? '') === String(p.shipping_class)) &&
        // Low means at or under the product's own threshold, or two when it has none.
        (p.low_in_stock !== true ||
          (x.manageStock && (x.stockQuantity ?? 0) <= Number(x.extra.low_stock_amount ?? 2))) &&
        withinDates(p, x.dateCreated, x.dateModified),
    );
    return pageOfList(ctx, items, shape);
  });

  registry.handle('shop-analytics:/products POST', (ctx) => {
    const p = ctx.params;
    if (p.sku && storage.products.bySku(String(p.sku)))
      throw new RestError('shop_rest_product_invalid_sku', 'Invalid or duplicated SKU.', 400);
    const name = String(p.name ?? '');
    const termIds = [
      ...((p.categories as { id: number }[] | undefined) ?? []),
      ...((p.tags as { id: number }[] | undefined) ?? []),
    ].map((t) => Number(t.id));
    for (const id of termIds)
      if (!storage.terms.get('product_cat', id) && !storage.terms.get('product_tag', id))
        throw new RestError('shop_rest_term_invalid', `Invalid term ID ${id}.`, 400);
    const product = storage.products.create(
      {
        type: p.type,
        status: p.status,
        name,
        slug: p.slug ? String(p.slug) : slugify(name),
        sku: p.sku ?? '',
        description: p.description ?? '',
        short_description: p.short_description ?? '',
        regular_price: toMinor(p.regular_price),
        sale_price: toMinor(p.sale_price),
        featured: bool(p.featured),
        catalog_visibility: p.catalog_visibility,
        virtual: bool(p.virtual),
        downloadable: bool(p.downloadable),
        tax_status: p.tax_status,
        tax_class: p.tax_class ?? '',
        manage_stock: bool(p.manage_stock),
        stock_quantity: p.manage_stock === true ? Number(p.stock_quantity ?? 0) : null,
        stock_status:
          p.manage_stock === true && Number(p.stock_quantity ?? 0) <= 0 && p.backorders === 'no'
            ? 'outofstock'
            : p.stock_status,
        backorders: p.backorders,
        sold_individually: bool(p.sold_individually),
        weight: p.weight ?? '',
        reviews_allowed: bool(p.reviews_allowed),
        parent_id: p.parent_id ?? 0,
        extra: JSON.stringify(Object.fromEntries(EXTRA_FIELDS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]))),
      },
      termIds,
    );
    return json(adminProductShape(product, storage, ctx), 201, {
      Location: ctx.request.urls.restUrl(`/shop-analytics/products/${product.id}`),
    });
  });
}
