import type { ArgSchema, Args } from '../types.js';
import { BACKORDERS, CATALOG_VISIBILITY, PRODUCT_STATUSES, PRODUCT_TYPES_CREATE, STOCK_STATUSES, TAX_STATUSES } from '../enums.js';

const s = (description: string, extra: Partial<ArgSchema> = {}): ArgSchema => ({ description, type: 'string', ...extra });
const b = (description: string, def: boolean): ArgSchema => ({ description, type: 'boolean', default: def });
const nullable = (description: string, extra: Partial<ArgSchema> = {}): ArgSchema => ({ description, type: ['null', 'string'], ...extra });
const ro = (schema: ArgSchema): ArgSchema => ({ ...schema, readonly: true });

function termList(description: string, what: string): ArgSchema {
  return {
    description,
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { description: `${what} ID.`, type: 'integer' },
        name: ro({ description: `${what} name.`, type: 'string' }),
        slug: ro({ description: `${what} slug.`, type: 'string' }),
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
    name: s('Product name.'),
    slug: s('Product slug.'),
    date_created: nullable("The date the product was created, in the site's timezone."),
    date_created_gmt: nullable('The date the product was created, as GMT.'),
    type: s('Product type.', { default: 'simple', enum: [...PRODUCT_TYPES_CREATE] }),
    status: s('Product status (post status).', { default: 'publish', enum: [...PRODUCT_STATUSES] }),
    featured: b('Featured product.', false),
    catalog_visibility: s('Catalog visibility.', { default: 'visible', enum: [...CATALOG_VISIBILITY] }),
    description: s('Product description.'),
    short_description: s('Product short description.'),
    sku: s('Unique identifier.'),
    regular_price: s('Product regular price.'),
    sale_price: s('Product sale price.'),
    date_on_sale_from: nullable("Start date of sale price, in the site's timezone."),
    date_on_sale_from_gmt: nullable('Start date of sale price, as GMT.'),
    date_on_sale_to: nullable("End date of sale price, in the site's timezone."),
    date_on_sale_to_gmt: nullable('End date of sale price, as GMT.'),
    virtual: b('If the product is virtual.', false),
    downloadable: b('If the product is downloadable.', false),
    downloads: {
      description: 'List of downloadable files.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: s('File ID.'),
          name: s('File name.'),
          file: s('File URL.'),
        },
      },
    },
    download_limit: { description: 'Number of times downloadable files can be downloaded after purchase.', type: 'integer', default: -1 },
    download_expiry: { description: 'Number of days until access to downloadable files expires.', type: 'integer', default: -1 },
    external_url: s('Product external URL. Only for external products.', { format: 'uri' }),
    button_text: s('Product external button text. Only for external products.'),
    tax_status: s('Tax status.', { default: 'taxable', enum: [...TAX_STATUSES] }),
    tax_class: s('Tax class.'),
    manage_stock: b('Stock management at product level.', false),
    stock_quantity: { description: 'Stock quantity.', type: 'integer' },
    stock_status: s('Controls the stock status of the product.', { default: 'instock', enum: [...STOCK_STATUSES] }),
    backorders: s('If managing stock, this controls if backorders are allowed.', { default: 'no', enum: [...BACKORDERS] }),
    low_stock_amount: { description: 'Low Stock amount for the product.', type: ['integer', 'null'] },
    sold_individually: b('Allow one item to be bought in a single order.', false),
    weight: s('Product weight (kg).'),
    dimensions: {
      description: 'Product dimensions.',
      type: 'object',
      properties: {
        length: s('Product length (cm).'),
        width: s('Product width (cm).'),
        height: s('Product height (cm).'),
      },
    },
    shipping_class: s('Shipping class slug.'),
    reviews_allowed: b('Allow reviews.', true),
    upsell_ids: { description: 'List of up-sell products IDs.', type: 'array', items: { type: 'integer' } },
    cross_sell_ids: { description: 'List of cross-sell products IDs.', type: 'array', items: { type: 'integer' } },
    parent_id: { description: 'Product parent ID.', type: 'integer' },
    purchase_note: s('Optional note to send the customer after purchase.'),
    categories: termList('List of categories.', 'Category'),
    tags: termList('List of tags.', 'Tag'),
    images: {
      description: 'List of images.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { description: 'Image ID.', type: 'integer' },
          date_created: ro(nullable("The date the image was created, in the site's timezone.")),
          date_created_gmt: ro(nullable('The date the image was created, as GMT.')),
          date_modified: ro(nullable("The date the image was last modified, in the site's timezone.")),
          date_modified_gmt: ro(nullable('The date the image was last modified, as GMT.')),
          src: s('Image URL.', { format: 'uri' }),
          name: s('Image name.'),
          alt: s('Image alternative text.'),
        },
      },
    },
  };
}
