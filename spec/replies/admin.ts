import {
  BACKORDERS,
  CATALOG_VISIBILITY,
  COUPON_DISCOUNT_TYPES,
  CURRENCY_CODES,
  FEE_TAX_STATUSES,
  NOTE_STATUSES,
  NOTE_TYPES,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES_CATALOG,
  STOCK_STATUSES,
  TAX_STATUSES,
} from '../enums.js';
import { carrying, conv, doc, list, obj, of, resource, ro, UNSET, w } from './build.js';
import type { ReplyNode, ReplySource } from './types.js';

/**
 * The administration's resources as the document's tables give them (orders 112-134, coupons 138-157,
 * products 159-195, note states 223): each member's type, must, wherever a reply carries the resource.
 * A field a client writes may read back null ("no value", `w`); a read-only one has the stated type.
 * Which members a reply always carries is the platform's (the shop notes §5, §6), should.
 */

/** meta_data (line 124): {id: integer read-only, key: string, value: any}; line items add display_key/value (131). */
function metaData(lines: number[], display = false): ReplyNode {
  const members: Record<string, ReplyNode> = {
    id: ro('integer', doc(...lines)),
    key: w('string', doc(...lines)),
    value: of('any', doc(...lines)),
  };
  if (display) {
    members.display_key = of('string', doc(131));
    members.display_value = of('string', doc(131));
  }
  return list(obj(members, { source: doc(...lines) }), doc(...lines), { nullable: UNSET });
}
export const META_DATA = resource('meta-data', 'meta_data', metaData([124]));

const ADDRESS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
];

/** Order address (line 54): strings; billing adds email (string or null, format email) and phone. */
function orderAddress(billing: boolean): ReplyNode {
  const members: Record<string, ReplyNode> = {};
  for (const name of ADDRESS) members[name] = w('string', doc(54));
  if (billing) {
    members.email = of('string|null', doc(54), { format: 'email' });
    members.phone = w('string', doc(54));
  }
  return carrying(obj(members, { source: doc(54), nullable: UNSET }), ADDRESS, conv('admin.orders.addresses'));
}
export const ORDER_BILLING = resource('order-billing', "an order's billing address", orderAddress(true));
export const ORDER_SHIPPING = resource('order-shipping', "an order's shipping address", orderAddress(false));

/** taxes of a line (read-only): `{id, total[, subtotal]}`, typed where the document types them (131). */
function taxes(line: number, typed: boolean, subtotal: boolean): ReplyNode {
  const members: Record<string, ReplyNode> = typed
    ? { id: of('integer', doc(line)), total: of('string', doc(line)) }
    : { id: of('any', doc(line)), total: of('any', doc(line)) };
  if (subtotal) members.subtotal = typed ? of('string', doc(line)) : of('any', doc(line));
  return list(obj(members, { source: doc(line) }), doc(line), { present: doc(line) });
}

export const LINE_ITEM: ReplyNode = resource(
  'line-item',
  'an order line item',
  carrying(
    obj(
      {
        id: ro('integer', doc(131)),
        name: w('any', doc(131)),
        parent_name: w('string', doc(131)),
        product_id: w('any', doc(131)),
        variation_id: w('integer', doc(131)),
        quantity: w('integer', doc(131)),
        tax_class: w('string', doc(131)),
        subtotal: w('string', doc(131)),
        subtotal_tax: ro('string', doc(131)),
        total: w('string', doc(131)),
        total_tax: ro('string', doc(131)),
        taxes: taxes(131, true, true),
        meta_data: metaData([131, 124], true),
        sku: ro('string', doc(131)),
        price: ro('number', doc(131)),
        image: obj(
          { id: of('integer', doc(131)), src: of('string', doc(131), { format: 'uri' }) },
          { source: doc(131), present: doc(131) },
        ),
      },
      { source: doc(125, 131) },
    ),
    ['id', 'name', 'product_id', 'variation_id', 'quantity', 'subtotal', 'total', 'taxes', 'meta_data', 'sku', 'price'],
    conv('admin.orders.line-items'),
  ),
);

export const SHIPPING_LINE: ReplyNode = resource(
  'shipping-line',
  'an order shipping line',
  obj(
    {
      method_title: w('any', doc(132)),
      method_id: w('any', doc(132)),
      instance_id: w('string', doc(132)),
      total: w('string', doc(132)),
      id: of('any', doc(132), { present: doc(132) }),
      total_tax: ro('string', doc(132)),
      taxes: taxes(132, false, false),
      meta_data: metaData([132, 124]),
    },
    { source: doc(126, 132) },
  ),
);

export const FEE_LINE: ReplyNode = resource(
  'fee-line',
  'an order fee line',
  obj(
    {
      name: w('any', doc(133)),
      tax_class: w('string', doc(133)),
      tax_status: w('string', doc(133), { enum: FEE_TAX_STATUSES }),
      total: w('string', doc(133)),
      id: of('any', doc(133), { present: doc(133) }),
      total_tax: of('any', doc(133), { present: doc(133) }),
      taxes: taxes(133, false, true),
      meta_data: metaData([133, 124]),
    },
    { source: doc(127, 133) },
  ),
);

export const COUPON_LINE: ReplyNode = resource(
  'coupon-line',
  'an order coupon line',
  obj(
    {
      code: w('any', doc(134)),
      id: of('any', doc(134), { present: doc(134) }),
      discount: ro('string', doc(134)),
      discount_tax: ro('string', doc(134)),
      meta_data: metaData([134, 124]),
    },
    { source: doc(128, 134) },
  ),
);

/** Replies write an order in the trash with the status `trash`, which the list filter names (line 211). */
const REPLY_ORDER_STATUSES = [...ORDER_STATUSES, 'trash'];
const ORDERS = conv('admin.orders.fields');
const dates = (source: ReplySource, ...names: string[]) =>
  Object.fromEntries(names.map((n) => [n, of('string|null', source)]));

export const ORDER: ReplyNode = resource(
  'order',
  'an order',
  carrying(
    obj(
      {
        id: of('integer', ORDERS),
        parent_id: w('integer', doc(117)),
        number: of('string', conv('admin.orders.dates')),
        status: of('string', doc(118, 211), { enum: REPLY_ORDER_STATUSES }),
        currency: w('string', doc(119, 136), { enum: CURRENCY_CODES }),
        customer_id: w('integer', doc(120)),
        customer_note: w('string', doc(121)),
        billing: ORDER_BILLING,
        shipping: ORDER_SHIPPING,
        payment_method: w('string', doc(123)),
        payment_method_title: w('string', doc(123)),
        transaction_id: w('string', doc(123)),
        meta_data: META_DATA,
        line_items: list(LINE_ITEM, doc(125), { nullable: UNSET }),
        shipping_lines: list(SHIPPING_LINE, doc(126), { nullable: UNSET }),
        fee_lines: list(FEE_LINE, doc(127), { nullable: UNSET }),
        coupon_lines: list(COUPON_LINE, doc(128), { nullable: UNSET }),
        total: of('string', conv('admin.orders.money')),
        total_tax: of('string', conv('admin.orders.money')),
        discount_total: of('string', conv('admin.orders.money')),
        shipping_total: of('string', conv('admin.orders.money')),
        ...dates(conv('admin.orders.dates'), 'date_created', 'date_created_gmt', 'date_modified', 'date_paid'),
      },
      { source: ORDERS },
    ),
    [
      'id',
      'parent_id',
      'number',
      'status',
      'currency',
      'customer_id',
      'customer_note',
      'billing',
      'shipping',
      'payment_method',
      'payment_method_title',
      'transaction_id',
      'meta_data',
      'line_items',
      'shipping_lines',
      'fee_lines',
      'coupon_lines',
      'total',
    ],
    ORDERS,
  ),
);

const COUPONS = conv('admin.coupons.members');
const LIMITLESS = conv('admin.coupons.limits-null');
export const COUPON: ReplyNode = resource(
  'coupon',
  'a coupon',
  carrying(
    obj(
      {
        id: of('integer', COUPONS),
        code: of('string', doc(142)),
        amount: of('string', doc(143)),
        status: of('string', doc(144)),
        discount_type: of('string', doc(145), { enum: COUPON_DISCOUNT_TYPES }),
        description: of('string', doc(146)),
        date_expires: of('string|null', doc(147)),
        date_expires_gmt: of('string|null', doc(148)),
        individual_use: of('boolean', doc(149)),
        product_ids: list(of('integer', doc(150)), doc(150)),
        excluded_product_ids: list(of('integer', doc(150)), doc(150)),
        // No limit is written null (the platform notes, §5.2).
        usage_limit: of('integer', doc(151), { nullable: LIMITLESS }),
        usage_limit_per_user: of('integer', doc(151), { nullable: LIMITLESS }),
        limit_usage_to_x_items: of('integer', doc(151), { nullable: LIMITLESS }),
        free_shipping: of('boolean', doc(152)),
        product_categories: list(of('integer', doc(153)), doc(153)),
        excluded_product_categories: list(of('integer', doc(153)), doc(153)),
        exclude_sale_items: of('boolean', doc(154)),
        minimum_amount: of('string', doc(155)),
        maximum_amount: of('string', doc(155)),
        email_restrictions: list(of('string', doc(156)), doc(156)),
        meta_data: { ...META_DATA, source: doc(157, 124) },
        usage_count: of('integer', COUPONS),
      },
      { source: COUPONS },
    ),
    [
      'id',
      'code',
      'amount',
      'status',
      'discount_type',
      'description',
      'date_expires',
      'individual_use',
      'product_ids',
      'excluded_product_ids',
      'usage_limit',
      'free_shipping',
      'product_categories',
      'exclude_sale_items',
      'minimum_amount',
      'maximum_amount',
      'email_restrictions',
      'meta_data',
    ],
    COUPONS,
  ),
);

const idsOf = (line: number) => list(of('integer', doc(line)), doc(line), { nullable: UNSET });
const PRODUCTS = conv('admin.products.fields');
/** A product in the trash reads back with the status `trash`, which the list filter names (line 221). */
const REPLY_PRODUCT_STATUSES = [...PRODUCT_STATUSES, 'trash'];

export const PRODUCT: ReplyNode = resource(
  'product',
  'a product',
  carrying(
    obj(
      {
        id: of('integer', PRODUCTS),
        name: w('string', doc(163)),
        slug: w('string', doc(163)),
        date_created: of('string|null', doc(164)),
        date_created_gmt: of('string|null', doc(164)),
        // A variation is a product too: the document's product vocabulary names it (line 106).
        type: w('string', doc(165, 106), { enum: PRODUCT_TYPES_CATALOG }),
        status: w('string', doc(166, 221), { enum: REPLY_PRODUCT_STATUSES }),
        featured: w('boolean', doc(167)),
        catalog_visibility: w('string', doc(168), { enum: CATALOG_VISIBILITY }),
        description: w('string', doc(169)),
        short_description: w('string', doc(169)),
        sku: w('string', doc(170)),
        regular_price: w('string', doc(171)),
        sale_price: w('string', doc(171)),
        date_on_sale_from: of('string|null', doc(172)),
        date_on_sale_from_gmt: of('string|null', doc(172)),
        date_on_sale_to: of('string|null', doc(172)),
        date_on_sale_to_gmt: of('string|null', doc(172)),
        virtual: w('boolean', doc(173)),
        downloadable: w('boolean', doc(173)),
        downloads: list(
          obj(
            { id: w('string', doc(174)), name: w('string', doc(174)), file: w('string', doc(174)) },
            { source: doc(174) },
          ),
          doc(174),
          { nullable: UNSET },
        ),
        download_limit: w('integer', doc(175)),
        download_expiry: w('integer', doc(175)),
        external_url: w('string', doc(176), { format: 'uri' }),
        button_text: w('string', doc(177)),
        tax_status: w('string', doc(178), { enum: TAX_STATUSES }),
        tax_class: w('string', doc(179)),
        manage_stock: w('boolean', doc(180)),
        stock_quantity: w('integer', doc(181)),
        stock_status: w('string', doc(182), { enum: STOCK_STATUSES }),
        backorders: w('string', doc(183), { enum: BACKORDERS }),
        low_stock_amount: of('integer|null', doc(184)),
        sold_individually: w('boolean', doc(185)),
        weight: w('string', doc(186)),
        dimensions: obj(
          { length: w('string', doc(187)), width: w('string', doc(187)), height: w('string', doc(187)) },
          { source: doc(187), nullable: UNSET },
        ),
        shipping_class: w('string', doc(188)),
        reviews_allowed: w('boolean', doc(189)),
        upsell_ids: idsOf(190),
        cross_sell_ids: idsOf(190),
        parent_id: w('integer', doc(191)),
        purchase_note: w('string', doc(192)),
        categories: list(
          obj(
            { id: of('integer', doc(193)), name: ro('string', doc(193)), slug: ro('string', doc(193)) },
            { source: doc(193) },
          ),
          doc(193),
          { nullable: UNSET },
        ),
        tags: list(
          obj(
            { name: of('any', doc(194), { present: doc(194) }), slug: of('any', doc(194), { present: doc(194) }) },
            { source: doc(194) },
          ),
          doc(194),
          { nullable: UNSET },
        ),
        images: list(
          obj(
            {
              id: w('integer', doc(195)),
              date_created: ro('string|null', doc(195)),
              date_created_gmt: ro('string|null', doc(195)),
              date_modified: ro('string|null', doc(195)),
              date_modified_gmt: ro('string|null', doc(195)),
              src: w('string', doc(195), { format: 'uri' }),
              name: w('string', doc(195)),
              alt: w('string', doc(195)),
            },
            { source: doc(195) },
          ),
          doc(195),
          { nullable: UNSET },
        ),
      },
      { source: PRODUCTS },
    ),
    [
      'id',
      'name',
      'slug',
      'type',
      'status',
      'featured',
      'catalog_visibility',
      'description',
      'short_description',
      'sku',
      'regular_price',
      'sale_price',
      'virtual',
      'downloadable',
      'tax_status',
      'manage_stock',
      'stock_quantity',
      'stock_status',
      'backorders',
      'categories',
      'tags',
      'images',
    ],
    PRODUCTS,
  ),
);

const NOTES = conv('admin.notes.record');
/** A note (its record is the platform's; its status and type vocabularies are the document's, line 223). */
export const NOTE: ReplyNode = resource(
  'note',
  'a note',
  carrying(
    obj(
      {
        id: of('integer', NOTES),
        name: of('string', NOTES),
        type: of('string', doc(223), { enum: NOTE_TYPES }),
        title: of('string', NOTES),
        content: of('string', NOTES),
        status: of('string', doc(223), { enum: NOTE_STATUSES }),
        source: of('string', NOTES),
        date_created: of('string|null', NOTES),
        is_snoozable: of('boolean', NOTES),
        actions: list(
          obj(
            { id: of('integer', conv('admin.notes.actions')), name: of('string', conv('admin.notes.actions')) },
            { source: conv('admin.notes.actions') },
          ),
          NOTES,
        ),
        is_deleted: of('boolean', NOTES),
        is_read: of('boolean', NOTES),
      },
      { source: NOTES },
    ),
    ['id', 'name', 'type', 'title', 'content', 'status', 'source', 'date_created', 'actions', 'is_deleted', 'is_read'],
    NOTES,
  ),
);

/** An item of an admin batch's sections that failed: `{id, error: {code, message, data}}` (the shop notes §5.1). */
const BATCH_ERROR: ReplyNode = carrying(
  obj(
    {
      id: of('integer', conv('admin.orders.batch-reply')),
      error: carrying(
        obj(
          {
            code: of('string', conv('admin.orders.batch-reply')),
            message: of('string', conv('admin.orders.batch-reply')),
          },
          { source: conv('admin.orders.batch-reply') },
        ),
        ['code', 'message'],
        conv('admin.orders.batch-reply'),
      ),
    },
    { source: conv('admin.orders.batch-reply') },
  ),
  ['error'],
  conv('admin.orders.batch-reply'),
);

/** `POST /orders/batch`, `/coupons/batch`: {create, update, delete}, each a list of the resource or an error entry. */
export function adminBatch(item: ReplyNode): ReplyNode {
  const section = list({ ...item, orError: BATCH_ERROR }, conv('admin.orders.batch-reply'));
  return resource(
    'admin-batch',
    'an administration batch reply',
    obj({ create: section, update: section, delete: section }, { source: conv('admin.orders.batch-reply') }),
  );
}
