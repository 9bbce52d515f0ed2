import type { ArgSchema, Args } from '../types.js';
import { bool, nullableString, readOnly, str } from '../args.js';
import {
  BACKORDERS,
  CATALOG_VISIBILITY,
  PRODUCT_STATUSES,
  PRODUCT_TYPES_CREATE,
  STOCK_STATUSES,
  TAX_STATUSES,
} from '../enums.js';

function termList(description: string, what: string): ArgSchema {
  return {
    description,
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { description: `${what} ID.`, type: 'integer' },
        name: readOnly(`${what} name.`, 'string'),
        slug: readOnly(`${what} slug.`, 'string'),
      },
    },
  };
}

/**
 * Administration product create fields, up to `images`: the document stops there ("fields after images: not
 * shown"), so the catalog stops there too rather than inventing the rest.
 */
export function productCreateArgs(): Args {
  return {
    name: str('Product name.'),
    slug: str('Product slug.'),
    date_created: nullableString("The date the product was created, in the site's timezone."),
    date_created_gmt: nullableString('The date the product was created, as GMT.'),
    type: str('Product type.', { default: 'simple', enum: [...PRODUCT_TYPES_CREATE] }),
    status: str('Product status (post status).', { default: 'publish', enum: [...PRODUCT_STATUSES] }),
    featured: bool('Featured product.', { default: false }),
    catalog_visibility: str('Catalog visibility.', { default: 'visible', enum: [...CATALOG_VISIBILITY] }),
    description: str('Product description.'),
    short_description: str('Product short description.'),
    sku: str('Unique identifier.'),
    regular_price: str('Product regular price.'),
    sale_price: str('Product sale price.'),
    date_on_sale_from: nullableString("Start date of sale price, in the site's timezone."),
    date_on_sale_from_gmt: nullableString('Start date of sale price, as GMT.'),
    date_on_sale_to: nullableString("End date of sale price, in the site's timezone."),
    date_on_sale_to_gmt: nullableString('End date of sale price, as GMT.'),
    virtual: bool('If the product is virtual.', { default: false }),
    downloadable: bool('If the product is downloadable.', { default: false }),
    downloads: {
      description: 'List of downloadable files.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: str('File ID.'),
          name: str('File name.'),
          file: str('File URL.'),
        },
      },
    },
    download_limit: {
      description: 'Number of times downloadable files can be downloaded after purchase.',
      type: 'integer',
      default: -1,
    },
    download_expiry: {
      description: 'Number of days until access to downloadable files expires.',
      type: 'integer',
      default: -1,
    },
    external_url: str('Product external URL. Only for external products.', { format: 'uri' }),
    button_text: str('Product external button text. Only for external products.'),
    tax_status: str('Tax status.', { default: 'taxable', enum: [...TAX_STATUSES] }),
    tax_class: str('Tax class.'),
    manage_stock: bool('Stock management at product level.', { default: false }),
    stock_quantity: { description: 'Stock quantity.', type: 'integer' },
    stock_status: str('Controls the stock status of the product.', { default: 'instock', enum: [...STOCK_STATUSES] }),
    backorders: str('If managing stock, this controls if backorders are allowed.', {
      default: 'no',
      enum: [...BACKORDERS],
    }),
    low_stock_amount: { description: 'Low Stock amount for the product.', type: ['integer', 'null'] },
    sold_individually: bool('Allow one item to be bought in a single order.', { default: false }),
    weight: str('Product weight (kg).'),
    dimensions: {
      description: 'Product dimensions.',
      type: 'object',
      properties: {
        length: str('Product length (cm).'),
        width: str('Product width (cm).'),
        height: str('Product height (cm).'),
      },
    },
    shipping_class: str('Shipping class slug.'),
    reviews_allowed: bool('Allow reviews.', { default: true }),
    upsell_ids: { description: 'List of up-sell products IDs.', type: 'array', items: { type: 'integer' } },
    cross_sell_ids: { description: 'List of cross-sell products IDs.', type: 'array', items: { type: 'integer' } },
    parent_id: { description: 'Product parent ID.', type: 'integer' },
    purchase_note: str('Optional note to send the customer after purchase.'),
    categories: termList('List of categories.', 'Category'),
    tags: termList('List of tags.', 'Tag'),
    images: {
      description: 'List of images.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { description: 'Image ID.', type: 'integer' },
          date_created: readOnly("The date the image was created, in the site's timezone.", ['null', 'string']),
          date_created_gmt: readOnly('The date the image was created, as GMT.', ['null', 'string']),
          date_modified: readOnly("The date the image was last modified, in the site's timezone.", ['null', 'string']),
          date_modified_gmt: readOnly('The date the image was last modified, as GMT.', ['null', 'string']),
          src: str('Image URL.', { format: 'uri' }),
          name: str('Image name.'),
          alt: str('Image alternative text.'),
        },
      },
    },
  };
}
