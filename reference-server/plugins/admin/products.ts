import { createHash } from 'node:crypto';
import { RestError } from '../../http/errors.js';
import { paginationHeaders } from '../../http/pagination.js';
import { json, type HandlerContext } from '../../http/types.js';
import { PRODUCT_ORDERS, type Product } from '../../storage/repositories/products.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { pageOfList, withinDates } from './resource.js';
import { offsetOf, shifted } from '../../util/site-time.js';

const decimal = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));
const toMinor = (text: unknown) =>
  text === undefined || text === '' ? null : Math.round(Number.parseFloat(String(text)) * 100);
const bool = (v: unknown) => (v === true ? 1 : 0);

/** What `context=embed` leaves of a product (the fields the platform's analytics products embed). */
const EMBED_FIELDS = ['id', 'name', 'slug', 'permalink', 'images', 'description', 'short_description', '_links'];

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
  const local = (gmt: string) => shifted(gmt, offsetOf(ctx));
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    permalink: `${ctx.request.urls.home}/product/${p.slug}/`,
    date_created: local(p.dateCreated),
    date_created_gmt: p.dateCreated,
    date_modified: local(p.dateModified),
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
    // A download is known by an id the site gives it (the platform's: the md5 of its file), a string.
    downloads: ((extra.downloads as Record<string, unknown>[] | undefined) ?? []).map((d) => ({
      id:
        typeof d.id === 'string' && d.id !== ''
          ? d.id
          : createHash('md5')
              .update(String(d.file ?? ''))
              .digest('hex'),
      name: d.name ?? '',
      file: d.file ?? '',
    })),
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
    shipping_class_id: extra.shipping_class_id ?? 0,
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
    // An image is an attachment of the product's: its dates are read-only (line 195), the product's here.
    images: ((extra.images as Record<string, unknown>[] | undefined) ?? []).map((image) => ({
      id: image.id ?? 0,
      date_created: local(p.dateCreated),
      date_created_gmt: p.dateCreated,
      date_modified: local(p.dateModified),
      date_modified_gmt: p.dateModified,
      // A seeded picture is a path of the site's media: its URL is on the site's own host.
      src:
        typeof image.src === 'string' && image.src.startsWith('/')
          ? `${ctx.request.urls.home}${image.src}`
          : (image.src ?? ''),
      name: image.name ?? '',
      alt: image.alt ?? '',
    })),
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

/** Shipping classes are terms of their own taxonomy: a product names one by slug, a filter by id. */
const SHIPPING_CLASSES = 'product_shipping_class';

/**
 * The attribute filter: a taxonomy the site has (`attribute`) and a term id of it (`attribute_term`),
 * both or nothing, as the platform's tax query has them; a term of another taxonomy matches no product.
 */
function attributeTerms(p: Record<string, unknown>, storage: Storage): { ids: number[]; operator: 'in' }[] {
  if (!p.attribute || !p.attribute_term) return [];
  const taxonomy = String(p.attribute);
  if (!storage.attributes.list().some((a) => a.taxonomy === taxonomy)) return [];
  const term = storage.terms.get(taxonomy, Number(p.attribute_term));
  return [{ ids: [term ? term.id : -1], operator: 'in' }];
}

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
      // A partial SKU search supersedes the exact one.
      skus: p.search_sku ? [] : words(p.sku),
      termFilters: [
        ...[...words(p.category), ...words(p.tag)].map((id) => ({ ids: [Number(id)], operator: 'in' as const })),
        ...attributeTerms(p, storage),
      ],
      minPrice: toMinor(p.min_price) ?? undefined,
      maxPrice: toMinor(p.max_price) ?? undefined,
      // The route's own enum is the validator's; the repository knows how to order by each.
      orderBy: PRODUCT_ORDERS.find((o) => o === p.orderby) ?? 'date',
      order: p.order === 'asc' ? 'asc' : 'desc',
    });
    const shape = (x: Product) => {
      const full = adminProductShape(x, storage, ctx);
      return p.context === 'embed' ? Object.fromEntries(EMBED_FIELDS.map((k) => [k, full[k]])) : full;
    };
    if (!inMemory)
      return json(result.items.map(shape), 200, paginationHeaders(ctx.request, result.total, perPage, page));
    // The date filters read the site's dates, or GMT ones with dates_are_gmt.
    const hours = p.dates_are_gmt === true ? 0 : offsetOf(ctx);
    const items = result.items.filter(
      (x) =>
        (!p.slug || x.slug === p.slug) &&
        (!p.search_sku || x.sku.toLowerCase().includes(String(p.search_sku).toLowerCase())) &&
        (!p.shipping_class || String(x.extra.shipping_class_id ?? '') === String(p.shipping_class)) &&
        // Low means at or under the product's own threshold, or two when it has none.
        (p.low_in_stock !== true ||
          (x.manageStock && (x.stockQuantity ?? 0) <= Number(x.extra.low_stock_amount ?? 2))) &&
        withinDates(p, shifted(x.dateCreated, hours), shifted(x.dateModified, hours)),
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
    // The creation date as given (GMT wins over the site's time when both are), else now.
    const created = p.date_created_gmt
      ? String(p.date_created_gmt).slice(0, 19)
      : p.date_created
        ? shifted(String(p.date_created), -offsetOf(ctx))
        : undefined;
    // A shipping class is named by the slug of one the site has; another is not kept (the platform's way).
    const shippingClass = p.shipping_class
      ? storage.terms.list(SHIPPING_CLASSES, {}).items.find((t) => t.slug === String(p.shipping_class))
      : undefined;
    const extra = Object.fromEntries(EXTRA_FIELDS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));
    delete extra.shipping_class;
    if (shippingClass)
      Object.assign(extra, { shipping_class: shippingClass.slug, shipping_class_id: shippingClass.id });
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
        ...(created ? { date_created: created } : {}),
        extra: JSON.stringify(extra),
      },
      termIds,
    );
    return json(adminProductShape(product, storage, ctx), 201, {
      Location: ctx.request.urls.restUrl(`/shop-analytics/products/${product.id}`),
    });
  });
}
