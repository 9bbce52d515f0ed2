import type { Product } from '../../storage/repositories/products.js';
import type { Term } from '../../storage/repositories/terms.js';
import type { Attribute } from '../../storage/repositories/attributes.js';
import type { Review } from '../../storage/repositories/reviews.js';
import type { Storage } from '../../storage/index.js';
import { CURRENCY, minor } from './money.js';

/** What a product's shape reads besides its row; a listing reads it for its whole page at once (`pageDetails`). */
export interface ProductDetails {
  termIds: number[];
  variations: Product[];
  rating: { average: number; count: number };
}

/** The details of every product of a page: three queries for the page, not three per product. */
export function pageDetails(products: readonly Product[], storage: Storage): Map<number, ProductDetails> {
  const ids = products.map((p) => p.id);
  const details = storage.products.detailsOf(ids);
  const ratings = storage.reviews.averageRatings(ids);
  return new Map(
    ids.map((id) => [
      id,
      {
        termIds: details.get(id)?.termIds ?? [],
        variations: details.get(id)?.variations ?? [],
        rating: ratings.get(id) ?? { average: 0, count: 0 },
      },
    ]),
  );
}

/** Storefront response shapes of the catalog, built from storage rows. */
export function productShape(
  product: Product,
  storage: Storage,
  home: string,
  details?: ProductDetails,
): Record<string, unknown> {
  const price = product.salePrice ?? product.regularPrice ?? 0;
  const terms = details?.termIds ?? storage.products.termIds(product.id);
  const termsOf = (taxonomy: string) =>
    terms
      .map((id) => storage.terms.get(taxonomy, id))
      .filter((t): t is Term => Boolean(t))
      .map((t) => ({
        id: t.id,
        name: t.name,
        slug: t.slug,
        link: `${home}/${taxonomy === 'product_cat' ? 'product-category' : 'product-tag'}/${t.slug}/`,
      }));
  const variations = details?.variations ?? storage.products.variations(product.id);
  const rating = details?.rating ?? storage.reviews.averageRating(product.id);
  const inStock = product.stockStatus !== 'outofstock';
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    parent: product.parentId,
    type: product.type,
    variation: Object.entries(product.variation)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', '),
    permalink: `${home}/product/${product.slug}/`,
    sku: product.sku,
    short_description: `<p>${product.shortDescription}</p>`,
    description: product.description,
    on_sale: product.salePrice !== null,
    prices: {
      price: minor(price),
      regular_price: minor(product.regularPrice),
      sale_price: minor(product.salePrice ?? product.regularPrice),
      price_range:
        variations.length > 0
          ? {
              min_amount: minor(Math.min(...variations.map((v) => v.regularPrice ?? 0))),
              max_amount: minor(Math.max(...variations.map((v) => v.regularPrice ?? 0))),
            }
          : null,
      ...CURRENCY,
    },
    average_rating: rating.count > 0 ? rating.average.toFixed(2) : '0',
    review_count: rating.count,
    images: [],
    categories: termsOf('product_cat'),
    tags: termsOf('product_tag'),
    attributes: [],
    variations: variations.map((v) => ({
      id: v.id,
      attributes: Object.entries(v.variation).map(([name, value]) => ({ name, value })),
    })),
    has_options: variations.length > 0,
    is_purchasable: product.status === 'publish' && product.regularPrice !== null,
    is_in_stock: inStock,
    is_on_backorder: product.stockStatus === 'onbackorder',
    low_stock_remaining: product.manageStock && (product.stockQuantity ?? 0) <= 2 ? product.stockQuantity : null,
    sold_individually: product.soldIndividually,
    add_to_cart: {
      text: variations.length > 0 ? 'Select options' : 'Add to cart',
      description: `Add “${product.name}” to your cart`,
      url: `?add-to-cart=${product.id}`,
      minimum: 1,
      maximum: 9999,
      multiple_of: 1,
    },
    extensions: {},
  };
}

export function termShape(term: Term, home: string): Record<string, unknown> {
  return {
    id: term.id,
    name: term.name,
    slug: term.slug,
    description: term.description,
    parent: term.parent,
    count: term.count,
    permalink: `${home}/${term.taxonomy}/${term.slug}/`,
  };
}

export function categoryShape(term: Term, home: string, reviewCount: number): Record<string, unknown> {
  return {
    id: term.id,
    name: term.name,
    slug: term.slug,
    description: term.description,
    parent: term.parent,
    count: term.count,
    image: null,
    review_count: reviewCount,
    permalink: `${home}/product-category/${term.slug}/`,
  };
}

export function attributeShape(a: Attribute): Record<string, unknown> {
  return {
    id: a.id,
    name: a.name,
    taxonomy: a.taxonomy,
    type: a.type,
    order: a.orderBy,
    has_archives: a.hasArchives,
    count: a.count,
  };
}

export function reviewShape(r: Review, product: Product | undefined, home: string): Record<string, unknown> {
  return {
    id: r.id,
    date_created: r.dateCreated,
    formatted_date_created: new Date(`${r.dateCreated}Z`).toLocaleDateString('en-GB', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
    date_created_gmt: r.dateCreated,
    product_id: r.productId,
    product_name: product?.name ?? '',
    product_permalink: product ? `${home}/product/${product.slug}/` : '',
    product_image: null,
    reviewer: r.reviewer,
    review: `<p>${r.review}</p>`,
    rating: r.rating,
    verified: r.verified,
    reviewer_avatar_urls: {},
  };
}
