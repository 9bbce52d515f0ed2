import type { Args, Route } from '../types.js';
import { ep, EDITABLE, route, type RouteOptions } from '../build.js';
import {
  adminDateWindow,
  bool,
  context,
  enumOf,
  exclude,
  force,
  idArg,
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
} from '../args.js';
import {
  ADMIN_ORDERBY,
  ADMIN_PRODUCT_ORDERBY,
  CONTEXT_VIEW_EMBED_EDIT,
  NOTE_ORDERBY,
  NOTE_STATUSES,
  NOTE_TYPES,
  ORDER_LIST_STATUSES,
  PRODUCT_LIST_STATUSES,
  PRODUCT_TYPES_CREATE,
  STOCK_STATUSES,
} from '../enums.js';
import { couponWriteArgs } from '../schemas/coupon.js';
import { orderWriteArgs } from '../schemas/order.js';
import { productCreateArgs } from '../schemas/product.js';

const ADMIN: RouteOptions = { access: 'admin' };

function listBase(): Args {
  return {
    context: context(),
    page: page(),
    per_page: perPage(1, 100, 10),
    search: search(),
    ...adminDateWindow(),
    exclude: exclude([]),
    include: include([]),
    offset: offset(),
  };
}

const parents = (): Args => ({
  parent: intList('Limit result set to those of particular parent IDs.', []),
  parent_exclude: intList('Limit result set to all items except those of a particular parent ID.', []),
});

function notesList(): Args {
  return {
    context: context(),
    order: order('desc'),
    orderby: orderby(NOTE_ORDERBY, 'date'),
    page: page(),
    per_page: perPage(1, 100, 10),
    type: { description: 'Type of note.', type: 'array', items: { type: 'string', enum: [...NOTE_TYPES] } },
    status: { description: 'Status of note.', type: 'array', items: { type: 'string', enum: [...NOTE_STATUSES] } },
    source: { description: 'Source of note.', type: 'array', items: { type: 'string' } },
  };
}

function ordersList(): Args {
  return {
    ...listBase(),
    order: order('desc'),
    orderby: orderby(ADMIN_ORDERBY, 'date'),
    ...parents(),
    status: {
      description: 'Limit result set to orders which have specific statuses.',
      type: 'array',
      items: { type: 'string', enum: [...ORDER_LIST_STATUSES] },
      default: ['any'],
    },
    customer: int('Limit result set to orders assigned a specific customer.'),
    product: int('Limit result set to orders assigned a specific product.'),
    dp: int('Number of decimal points to use in each resource.', { default: 2 }),
    order_item_display_meta: bool('Only show meta which is meant to be displayed for an order.', { default: false }),
    number: str('Limit result set to orders with a specific order number (partial match).'),
  };
}

function couponsList(): Args {
  return {
    ...listBase(),
    order: order('desc'),
    orderby: orderby(ADMIN_ORDERBY, 'date'),
    code: str('Limit result set to resources with a specific code.'),
  };
}

function productsList(): Args {
  return {
    ...listBase(),
    context: context(CONTEXT_VIEW_EMBED_EDIT),
    search: str('Limit results to those matching a string (product name or SKU).'),
    order: order('desc'),
    orderby: orderby(ADMIN_PRODUCT_ORDERBY, 'date'),
    ...parents(),
    slug: str('Limit result set to products with a specific slug.'),
    status: enumOf('Limit result set to products assigned a specific status.', PRODUCT_LIST_STATUSES, 'any'),
    type: enumOf('Limit result set to products assigned a specific type.', PRODUCT_TYPES_CREATE),
    sku: str('Limit result set to products with specific SKU(s). Use commas to separate.'),
    featured: bool('Limit result set to featured products.'),
    category: str('Limit result set to products assigned a specific category ID.'),
    tag: str('Limit result set to products assigned a specific tag ID.'),
    shipping_class: str('Limit result set to products assigned a specific shipping class ID.'),
    attribute: str('Limit result set to products with a specific attribute. Use the taxonomy name/attribute slug.'),
    attribute_term: str(
      'Limit result set to products with a specific attribute term ID (required an assigned attribute).',
    ),
    on_sale: bool('Limit result set to products on sale.'),
    min_price: str('Limit result set to products based on a minimum price.'),
    max_price: str('Limit result set to products based on a maximum price.'),
    stock_status: enumOf('Limit result set to products with specified stock status.', STOCK_STATUSES),
    search_sku: str('Limit results to those with a SKU that partial matches a string.'),
    low_in_stock: bool('Limit result set to products that are low or out of stock. (Deprecated)', { default: false }),
  };
}

/** A create/read/update/delete resource of the administration: collection, item and batch routes. */
function crudRoutes(ns: string, base: string, list: Args, write: (forCreate: boolean) => Args): Route[] {
  return [
    route(ns, `/${base}`, ADMIN, ep('GET', list), ep('POST', write(true))),
    route(
      ns,
      `/${base}/(?P<id>[\\d]+)`,
      ADMIN,
      ep('GET', { id: idArg(), context: context() }),
      ep(EDITABLE, { id: idArg(), ...write(false) }),
      ep('DELETE', { id: idArg(), force: force() }),
    ),
    route(ns, `/${base}/batch`, ADMIN, ep(EDITABLE, write(false))),
  ];
}

export function analyticsRoutes(): Route[] {
  const ns = 'shop-analytics';
  const noteId = () => int('Unique ID for the resource.');
  return [
    route(ns, '/admin/notes', ADMIN, ep('GET', notesList())),
    route(ns, '/admin/notes/(?P<id>[\\d-]+)', ADMIN, ep('GET', { id: noteId() }), ep(EDITABLE, { id: noteId() })),
    route(ns, '/admin/notes/delete/(?P<id>[\\d-]+)', ADMIN, ep('DELETE')),
    route(
      ns,
      '/admin/notes/delete/all',
      ADMIN,
      ep('DELETE', {
        status: { description: 'Status of note.', type: 'array', items: { type: 'string', enum: [...NOTE_STATUSES] } },
      }),
    ),
    route(ns, '/admin/notes/tracker/(?P<note_id>[\\d-]+)/user/(?P<user_id>[\\d-]+)', ADMIN, ep('GET')),
    route(ns, '/admin/notes/update', ADMIN, ep(EDITABLE)),
    route(ns, '/admin/notes/experimental-activate-promo/(?P<promo_note_name>[\\w-]+)', ADMIN, ep(EDITABLE)),
    route(
      ns,
      '/admin/notes/(?P<note_id>[\\d-]+)/action/(?P<action_id>[\\d-]+)',
      ADMIN,
      ep(EDITABLE, {
        note_id: int('Unique ID for the Note.'),
        action_id: int('Unique ID for the Note Action.'),
      }),
    ),
    ...crudRoutes(ns, 'coupons', couponsList(), couponWriteArgs),
    ...crudRoutes(ns, 'orders', ordersList(), orderWriteArgs),
    route(ns, '/products', ADMIN, ep('GET', productsList()), ep('POST', productCreateArgs())),
    route(ns, '/data', ADMIN, ep('GET')),
    route(ns, '/data/countries', ADMIN, ep('GET')),
    route(ns, '/data/countries/locales', ADMIN, ep('GET')),
    route(
      ns,
      '/data/countries/(?P<location>[\\w-]+)',
      ADMIN,
      ep('GET', {
        location: str('ISO3166 alpha-2 country code.'),
      }),
    ),
    route(ns, '/data/download-ips', ADMIN, ep('GET')),
  ];
}

export function adminRoutes(): Route[] {
  const ns = 'shop-admin';
  return [
    route(ns, '/features', ADMIN, ep('GET')),
    route(ns, '/experiments/assignment', ADMIN, ep('GET')),
    route(ns, '/marketing/overview/installed-plugins', ADMIN, ep('GET')),
    route(
      ns,
      '/marketing/overview/activate-plugin',
      ADMIN,
      ep(EDITABLE, {
        plugin: str('The plugin to activate.', { required: true }),
      }),
    ),
    route(
      ns,
      '/marketing/recommended',
      ADMIN,
      ep('GET', {
        per_page: perPage(1, 100, 10),
        category: str('Category of recommended channels.'),
      }),
    ),
    route(ns, '/marketing/knowledge-base', ADMIN, ep('GET', { category: str('Category of knowledge base posts.') })),
    route(ns, '/options', ADMIN, ep('GET'), ep(EDITABLE)),
    route(ns, '/payment-gateway-suggestions', ADMIN, ep('GET')),
    route(ns, '/payment-gateway-suggestions/dismiss', ADMIN, ep('POST')),
  ];
}
