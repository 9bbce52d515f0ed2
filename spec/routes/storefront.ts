import type { Access, HttpMethod, Route } from '../types.js';
import { ep, EDITABLE, route, type RouteOptions } from '../build.js';
import {
  context,
  enumOf,
  exclude,
  include,
  int,
  intList,
  offset,
  order,
  orderby,
  page,
  perPage,
  search,
  str,
  bool,
  dateTime,
  obj,
} from '../args.js';
import {
  ATTRIBUTE_QUERY_TYPES,
  ATTRIBUTE_RELATIONS,
  CATALOG_VISIBILITY_FILTER,
  CONTEXT_VIEW_EMBED_EDIT,
  DATE_COLUMNS,
  PRODUCT_ORDERBY_STORE,
  PRODUCT_TYPES_CATALOG,
  RATINGS,
  REVIEW_ORDERBY,
  STOCK_STATUSES,
  TERM_OPERATORS,
  TERM_ORDERBY,
} from '../enums.js';
import { billingAddress, shippingAddress } from '../schemas/address.js';
import { batchArgs } from '../schemas/batch.js';
import { cartItemExtensions, variationArg } from '../schemas/cart.js';
import { checkoutArgs } from '../schemas/checkout.js';
import type { Args } from '../types.js';

export const STOREFRONT_NAMESPACES = ['shop/store', 'shop/store/v1'] as const;

const cartAccess = (methods: HttpMethod[]): Access => (methods.includes('GET') ? 'public' : 'storefront-nonce');

const itemKey = () => str('Unique identifier for the item within the cart.');
const couponCode = () => str('Unique identifier for the coupon within the cart.');

function termListing(contextValues?: readonly string[]): Args {
  return {
    context: context(contextValues),
    page: page(),
    per_page: perPage(
      0,
      100,
      undefined,
      'Maximum number of items to be returned in result set. Defaults to no limit if left blank.',
    ),
    search: search(),
    exclude: exclude([]),
    include: include([]),
    order: order('asc'),
    orderby: orderby(TERM_ORDERBY, 'name'),
    hide_empty: bool('If true, empty terms will not be returned.', { default: true }),
  };
}

function productFilters(): Args {
  return {
    context: context(),
    page: page(),
    per_page: perPage(0, 100, 10),
    search: search(),
    after: dateTime('Limit response to resources created after a given ISO8601 compliant date.'),
    before: dateTime('Limit response to resources created before a given ISO8601 compliant date.'),
    date_column: enumOf(
      'When limiting response using after/before, which date column to compare against.',
      DATE_COLUMNS,
      'date',
    ),
    exclude: exclude([]),
    include: include([]),
    offset: offset(),
    order: order('desc'),
    orderby: orderby(PRODUCT_ORDERBY_STORE, 'date'),
    parent: intList('Limit result set to those of particular parent IDs.', []),
    parent_exclude: intList('Limit result set to all items except those of a particular parent ID.', []),
    type: enumOf('Limit result set to products assigned a specific type.', PRODUCT_TYPES_CATALOG),
    sku: str('Limit result set to products with specific SKU(s). Use commas to separate.'),
    featured: bool('Limit result set to featured products.'),
    category: str('Limit result set to products assigned a specific category ID.'),
    category_operator: enumOf('Operator to compare product category terms.', TERM_OPERATORS, 'in'),
    tag: str('Limit result set to products assigned a specific tag ID.'),
    tag_operator: enumOf('Operator to compare product tags.', TERM_OPERATORS, 'in'),
    on_sale: bool('Limit result set to products on sale.'),
    min_price: str(
      'Limit result set to products based on a minimum price, provided using the smallest unit of the currency.',
    ),
    max_price: str(
      'Limit result set to products based on a maximum price, provided using the smallest unit of the currency.',
    ),
    stock_status: {
      description: 'Limit result set to products with specified stock status.',
      type: 'array',
      items: { type: 'string', enum: [...STOCK_STATUSES] },
    },
    attributes: {
      description: 'Limit result set to products with selected global attributes.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          attribute: { description: 'Attribute taxonomy name.', type: 'string' },
          term_id: { description: 'List of attribute term IDs.', type: 'array', items: { type: 'integer' } },
          slug: {
            description: 'List of attribute slug(s). If a term ID is provided, this will be ignored.',
            type: 'array',
            items: { type: 'string' },
          },
          operator: {
            description: 'Operator to compare product attribute terms.',
            type: 'string',
            enum: [...TERM_OPERATORS],
          },
        },
      },
    },
    attribute_relation: enumOf(
      'The logical relationship between attributes when filtering across multiple at once.',
      ATTRIBUTE_RELATIONS,
      'and',
    ),
    catalog_visibility: enumOf(
      'Determines if hidden or visible catalog products are shown.',
      CATALOG_VISIBILITY_FILTER,
    ),
    rating: {
      description: 'Limit result set to products with a certain average rating.',
      type: 'array',
      items: { type: 'integer', enum: [...RATINGS] },
    },
  };
}

function collectionData(): Args {
  return {
    ...productFilters(),
    calculate_price_range: bool('If true, calculates the minimum and maximum product prices for the collection.', {
      default: false,
    }),
    calculate_stock_status_counts: bool('If true, calculates stock counts for products in the collection.', {
      default: false,
    }),
    calculate_attribute_counts: {
      description: 'If requested, calculates attribute term counts for products in the collection.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          taxonomy: { description: 'Taxonomy name.', type: 'string' },
          query_type: {
            description:
              'Filter condition being performed which may affect counts. Valid values include "and" and "or".',
            type: 'string',
            enum: [...ATTRIBUTE_QUERY_TYPES],
          },
        },
      },
      default: [],
    },
    calculate_rating_counts: bool('If true, calculates rating counts for products in the collection.', {
      default: false,
    }),
  };
}

function reviewListing(): Args {
  return {
    context: context(),
    page: page(),
    per_page: perPage(0, 100, 10),
    offset: offset(),
    order: order('desc'),
    orderby: orderby(REVIEW_ORDERBY, 'date'),
    category_id: str('Limit result set to reviews from specific category IDs.'),
    product_id: str('Limit result set to reviews from specific product IDs.'),
  };
}

/** The storefront's routes under one of its two namespaces; both share handlers. */
export function storefrontRoutes(namespace: string): Route[] {
  const cart: RouteOptions = { batch: true, access: cartAccess, handlerNamespace: 'shop/store' };
  const batchable = cart;
  const read: RouteOptions = { access: 'public', handlerNamespace: 'shop/store' };
  const r = (path: string, options: RouteOptions, ...eps: Parameters<typeof route>[3][]) =>
    route(namespace, path, options, ...eps);
  return [
    r('/batch', { access: 'public', handlerNamespace: 'shop/store' }, ep('POST', batchArgs())),
    r('/cart', read, ep('GET', { context: context() })),
    r(
      '/cart/add-item',
      batchable,
      ep('POST', {
        id: int('The cart item product or variation ID.'),
        quantity: int('Quantity of this item to add to the cart.'),
        variation: variationArg(),
      }),
    ),
    r('/cart/apply-coupon', batchable, ep('POST', { code: str('Unique identifier for the coupon within the cart.') })),
    r(
      '/cart/coupons',
      batchable,
      ep('GET', { context: context() }),
      ep('POST', {
        code: couponCode(),
        discount_type: str('The discount type for the coupon (e.g. percentage or fixed amount)'),
      }),
      ep('DELETE'),
    ),
    r(
      '/cart/coupons/(?P<code>[\\w-]+)',
      batchable,
      ep('GET', { code: couponCode(), context: context() }),
      ep('DELETE', { code: couponCode() }),
    ),
    r(
      '/cart/extensions',
      batchable,
      ep('POST', {
        namespace: str(
          "Extension's name - this will be used to ensure the data in the request is routed appropriately.",
        ),
        data: obj('Additional data to pass to the extension'),
      }),
    ),
    r(
      '/cart/items',
      batchable,
      ep('GET', { context: context() }),
      ep('POST', { extensions: cartItemExtensions(true) }),
      ep('DELETE'),
    ),
    r(
      '/cart/items/(?P<key>[\\w-]{32})',
      batchable,
      ep('GET', { key: itemKey(), context: context() }),
      ep(EDITABLE, { key: itemKey(), extensions: cartItemExtensions(false) }),
      ep('DELETE', { key: itemKey() }),
    ),
    r('/cart/remove-coupon', batchable, ep('POST', { code: str('Unique identifier for the coupon within the cart.') })),
    r('/cart/remove-item', batchable, ep('POST', { key: str('Unique identifier (key) for the cart item.') })),
    r(
      '/cart/select-shipping-rate',
      batchable,
      ep('POST', {
        package_id: {
          description: 'The ID of the package being shipped. Leave blank to apply to all packages.',
          type: ['integer', 'string'],
          required: true,
        },
        rate_id: { description: 'The chosen rate ID for the package.', type: 'string', required: true },
      }),
    ),
    r(
      '/cart/update-item',
      batchable,
      ep('POST', {
        key: str('Unique identifier (key) for the cart item to update.'),
        quantity: int('New quantity of the item in the cart.'),
      }),
    ),
    r(
      '/cart/update-customer',
      batchable,
      ep('POST', { billing_address: billingAddress(), shipping_address: shippingAddress() }),
    ),
    r(
      '/checkout',
      { batch: true, access: 'storefront-nonce', handlerNamespace: 'shop/store' },
      ep('GET', { context: context() }),
      ep('POST', checkoutArgs()),
    ),
    r('/products', read, ep('GET', productFilters())),
    r(
      '/products/(?P<id>[\\d]+)',
      read,
      ep('GET', { id: int('Unique identifier for the resource.'), context: context() }),
    ),
    r('/products/collection-data', read, ep('GET', collectionData())),
    r('/products/attributes', read, ep('GET', { context: context() })),
    r(
      '/products/attributes/(?P<id>[\\d]+)',
      read,
      ep('GET', { id: int('Unique identifier for the resource.'), context: context() }),
    ),
    r(
      '/products/attributes/(?P<attribute_id>[\\d]+)/terms',
      read,
      ep('GET', {
        attribute_id: int('Unique identifier for the attribute.'),
        ...termListing(),
      }),
    ),
    r('/products/categories', read, ep('GET', termListing(CONTEXT_VIEW_EMBED_EDIT))),
    r(
      '/products/categories/(?P<id>[\\d]+)',
      read,
      ep('GET', { id: int('Unique identifier for the resource.'), context: context(CONTEXT_VIEW_EMBED_EDIT) }),
    ),
    r('/products/tags', read, ep('GET', termListing())),
    r('/products/reviews', read, ep('GET', reviewListing())),
  ];
}
