/**
 * What the document states in prose, beyond one argument of one route: how the index describes the
 * site, what the address objects hold, what set_paid does, that the storefront aliases answer alike, the
 * localized site, the batch rules. Each names its lines and the routes it holds on (`METHOD /route`,
 * storefront routes in their `shop/store` form standing for both namespaces; `*` for every method the
 * catalog gives the route).
 */
export interface ProseRow {
  id: string;
  lines: number[];
  says: string;
  on: string[];
  arg?: string;
  refusal?: boolean;
  value?: unknown;
}

const STORE_WRITES = [
  'POST /shop/store/cart/add-item',
  'POST /shop/store/cart/apply-coupon',
  'POST /shop/store/cart/coupons',
  'DELETE /shop/store/cart/coupons',
  'DELETE /shop/store/cart/coupons/{code}',
  'POST /shop/store/cart/extensions',
  'POST /shop/store/cart/items',
  'DELETE /shop/store/cart/items',
  'POST /shop/store/cart/items/{key}',
  'DELETE /shop/store/cart/items/{key}',
  'POST /shop/store/cart/remove-coupon',
  'POST /shop/store/cart/remove-item',
  'POST /shop/store/cart/select-shipping-rate',
  'POST /shop/store/cart/update-item',
  'POST /shop/store/cart/update-customer',
  'POST /shop/store/checkout',
];

export const PROSE_ROWS: readonly ProseRow[] = [
  // ----- The index (lines 8, 17-33, 348)
  {
    id: 'index.describes-site',
    lines: [8, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29],
    says: 'GET / describes the site: name, description, url, home, gmt_offset (strings), timezone_string, namespaces (array of string), authentication (array), routes (object).',
    on: ['GET /'],
  },
  {
    id: 'index.lists-every-route',
    lines: [8, 29],
    says: 'The index lists every route with its methods and arguments: routes maps each route pattern to its descriptor.',
    on: ['GET /'],
  },
  {
    id: 'index.authentication-empty',
    lines: [28, 348],
    says: 'The index declares its authentication member as an empty array: no authentication scheme is advertised.',
    on: ['GET /'],
  },
  {
    id: 'index.descriptor',
    lines: [31],
    says: 'Route descriptor: namespace (string, empty for root routes), methods (array of HTTP methods), endpoints (array of {methods, args, optional allow_batch: {v1: true}}); args maps each argument name to {description, type, format, enum, default, minimum, maximum, required, items, properties}, or is an empty array when none are declared.',
    on: ['GET /'],
  },
  {
    id: 'index.links-self',
    lines: [31],
    says: '_links.self[].href (string URI) on each route descriptor, absent on routes that contain a path parameter.',
    on: ['GET /'],
  },
  {
    id: 'index.allow-batch',
    lines: [229, 382],
    says: 'A route marked [b] declares allow_batch with v1 true; batch support is tied to version 1 of the batch mechanism.',
    on: ['GET /'],
  },
  {
    id: 'index.namespaces',
    lines: [33],
    says: 'Namespaces listed: oembed/1.0, contact-form/v1, security/v1, custom-blocks, insights/v1, shop/store, shop/store/v1, shop/v3, shop/v1, shop-admin, shop-analytics, site-tools/v1, shop/v2, shop-telemetry, shop-com-site/v1, core/v2, core-site-health/v1, core-block-editor/v1; the primary site also lists shop-wallet/v1 and wallet/v1.',
    on: ['GET /'],
  },
  {
    id: 'index.namespaces-only',
    lines: [33],
    says: 'Routes of shop/v2, shop-telemetry, shop-com-site/v1, site-tools/v1, core/v2, core-site-health/v1, core-block-editor/v1, shop-wallet/v1, wallet/v1 are listed as namespaces only.',
    on: ['GET /'],
  },
  {
    id: 'namespace-index.routes',
    lines: [237],
    says: 'GET /{namespace} for each namespace.',
    on: ['GET /{namespace}'],
  },
  {
    id: 'namespace-index.namespace-default',
    lines: [237],
    says: 'GET /{namespace}: query namespace (default the namespace itself).',
    on: ['GET /{namespace}'],
    arg: 'namespace',
  },
  {
    id: 'namespace-index.context-default',
    lines: [237],
    says: 'GET /{namespace}: query context (default view).',
    on: ['GET /{namespace}'],
    arg: 'context',
  },
  {
    id: 'context.selects-fields',
    lines: [37],
    says: 'Common argument context: string, enum view, edit (categories and products-admin list also allow embed), default view; it selects which response fields are present.',
    on: ['GET *'],
    arg: 'context',
  },

  // ----- Storefront objects (lines 39-80)
  {
    id: 'address.members',
    lines: [40, 42, 43, 44, 45, 46, 47, 48, 49, 50],
    says: 'Address object (billing_address, shipping_address): all members are strings, and each member is declared required inside the object: first_name, last_name, company, address_1, address_2, city, state, postcode, country (ISO 3166-1 alpha-2), phone.',
    on: ['POST /shop/store/cart/update-customer', 'POST /shop/store/checkout'],
    refusal: true,
  },
  {
    id: 'address.billing-email',
    lines: [51],
    says: 'email: present in billing_address always.',
    on: ['POST /shop/store/cart/update-customer', 'POST /shop/store/checkout'],
  },
  {
    id: 'address.shipping-email-checkout',
    lines: [51, 87],
    says: 'email: present in shipping_address only for checkout (address object with email).',
    on: ['POST /shop/store/checkout'],
  },
  {
    id: 'address.shipping-email-absent',
    lines: [51],
    says: 'email: absent from shipping_address of cart update-customer.',
    on: ['POST /shop/store/cart/update-customer'],
  },
  {
    id: 'order-address.members',
    lines: [54],
    says: 'Order address (billing, shipping): same member names, type string, none required; billing also has email (string or null, format email) and phone; shipping has first_name, last_name, company, address_1, address_2, city, state, postcode, country only.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
  },
  {
    id: 'order-address.billing-email-format',
    lines: [54],
    says: 'Order billing email: string or null, format email.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    refusal: true,
  },
  {
    id: 'cart-item.subscriptions',
    lines: [56, 58, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69],
    says: 'Cart item extension data extensions.subscriptions (all read-only): billing_period (string or null; day, week, month, year), billing_interval, subscription_length, trial_period, trial_length, sign_up_fees, sign_up_fees_tax, is_resubscribe (boolean), switch_type, synchronization.',
    on: ['GET /shop/store/cart', 'GET /shop/store/cart/items', 'POST /shop/store/cart/add-item'],
  },
  {
    id: 'cart-item.add',
    lines: [74, 244],
    says: 'Add-item takes id (integer, product or variation id), quantity (integer), variation (array of {attribute, value}).',
    on: ['POST /shop/store/cart/add-item'],
  },
  {
    id: 'shipping.package-id-forms',
    lines: [80],
    says: 'package_id (integer or string, required).',
    on: ['POST /shop/store/cart/select-shipping-rate'],
    arg: 'package_id',
    value: ['integer', 'string'],
  },
  {
    id: 'checkout.payment-data-forms',
    lines: [88],
    says: 'payment_data: array of {key: string, value: string or boolean}, passed to payment method.',
    on: ['POST /shop/store/checkout'],
    arg: 'payment_data',
    value: ['string', 'boolean'],
  },
  {
    id: 'checkout.create-account',
    lines: [91],
    says: 'create_account (boolean): create a user account with the order.',
    on: ['POST /shop/store/checkout'],
    arg: 'create_account',
  },
  {
    id: 'storefront.aliases',
    lines: [229, 381],
    says: 'The storefront routes exist identically under shop/store and shop/store/v1 (its unversioned alias with identical routes).',
    on: ['GET /shop/store/products', ...STORE_WRITES],
  },
  {
    id: 'storefront.writes-alias',
    lines: [229, 381],
    says: 'A storefront write under shop/store/v1 does what it does under shop/store (identical routes).',
    on: STORE_WRITES,
  },

  // ----- Batch (lines 94-103, 236, 361, 367)
  {
    id: 'batch.routes',
    lines: [236],
    says: 'POST /batch/v1 takes the batch request body; also POST /shop/store/batch and /shop/store/v1/batch.',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
  },
  {
    id: 'batch.method-enum',
    lines: [100],
    says: 'requests[].method: string, enum POST, PUT, PATCH, DELETE.',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
    arg: 'requests[].method',
    refusal: true,
  },
  {
    id: 'batch.method-default',
    lines: [100],
    says: 'requests[].method: default POST.',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
    arg: 'requests[].method',
    value: 'POST',
  },
  {
    id: 'batch.path-required',
    lines: [101],
    says: 'requests[].path: string, required.',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
    arg: 'requests[].path',
    refusal: true,
  },
  {
    id: 'batch.body',
    lines: [102],
    says: 'requests[].body: object, any members (the sub-request body).',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
    arg: 'requests[].body',
  },
  {
    id: 'batch.headers-forms',
    lines: [103],
    says: 'requests[].headers: object; each value a string or array of strings.',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
    arg: 'requests[].headers',
    value: ['string', 'array'],
  },
  {
    id: 'batch.validation-modes',
    lines: [98, 361],
    says: 'validation = require-all-validate and normal are the two modes (default normal).',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
    arg: 'validation',
  },
  {
    id: 'batch.allow-batch-routes',
    lines: [229, 382],
    says: 'Batchable routes declare allow_batch with v1 true (the routes marked [b]).',
    on: ['POST /batch/v1', 'POST /shop/store/batch'],
  },

  // ----- Catalog filters in prose (line 270)
  {
    id: 'products.attributes-slug-ignored',
    lines: [270],
    says: 'attributes[].slug: array of string (ignored when a term id is given).',
    on: ['GET /shop/store/products', 'GET /shop/store/products/collection-data'],
    arg: 'attributes',
  },
  {
    id: 'products.attributes-members',
    lines: [270],
    says: 'attributes: array of {attribute: taxonomy name string, term_id: array of integer, slug: array of string, operator}.',
    on: ['GET /shop/store/products', 'GET /shop/store/products/collection-data'],
    arg: 'attributes',
  },
  {
    id: 'products.attributes-operator',
    lines: [109, 270],
    says: 'attributes[].operator: in, not_in, and.',
    on: ['GET /shop/store/products', 'GET /shop/store/products/collection-data'],
    arg: 'attributes[].operator',
    refusal: true,
  },
  {
    id: 'products.attribute-counts-query-type',
    lines: [109, 270],
    says: 'calculate_attribute_counts: array of {taxonomy: string, query_type: and | or}.',
    on: ['GET /shop/store/products/collection-data'],
    arg: 'calculate_attribute_counts[].query_type',
    refusal: true,
  },
  {
    id: 'terms.per-page-blank',
    lines: [268, 368],
    says: 'Term listings: per_page 0..100, no limit when blank.',
    on: [
      'GET /shop/store/products/attributes/{attribute_id}/terms',
      'GET /shop/store/products/categories',
      'GET /shop/store/products/tags',
    ],
    arg: 'per_page',
  },

  // ----- Orders (lines 113-134, 209-218)
  {
    id: 'orders.set-paid',
    lines: [216, 129],
    says: 'Create or update order with set_paid true: the order becomes processing, and the stock of its items is reduced.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    arg: 'set_paid',
  },
  {
    id: 'orders.line-items',
    lines: [131],
    says: 'line_items member: id (read-only), name, parent_name, product_id, variation_id, quantity (integer), tax_class, subtotal, subtotal_tax (read-only), total, total_tax (read-only), taxes (read-only), meta_data, sku (read-only), price (read-only), image (read-only).',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    arg: 'line_items',
  },
  {
    id: 'orders.shipping-lines',
    lines: [132],
    says: 'shipping_lines member: id (read-only), method_title (any), method_id (any), instance_id (string), total (string), total_tax (string, read-only), taxes (read-only array of {id, total}), meta_data.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    arg: 'shipping_lines',
  },
  {
    id: 'orders.fee-lines',
    lines: [133],
    says: 'fee_lines member: id (read-only), name (any), tax_class (string), tax_status (string, enum taxable, none), total (string), total_tax (read-only), taxes (read-only array of {id, total, subtotal}), meta_data.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    arg: 'fee_lines',
  },
  {
    id: 'orders.coupon-lines',
    lines: [134],
    says: 'coupon_lines member: id (read-only), code (any), discount (string, read-only), discount_tax (string, read-only), meta_data.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    arg: 'coupon_lines',
  },
  {
    id: 'orders.fee-tax-status',
    lines: [133],
    says: 'fee_lines member tax_status: string, enum taxable, none.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    arg: 'fee_lines[].tax_status',
    refusal: true,
  },
  {
    id: 'orders.meta-data-forms',
    lines: [124],
    says: 'meta_data: array of {id (read-only), key: string, value: any of null, object, string, number, boolean, integer, array}.',
    on: ['POST /shop-analytics/orders', 'POST /shop-analytics/orders/{id}'],
    arg: 'meta_data',
    value: ['null', 'object', 'string', 'number', 'boolean', 'integer', 'array'],
  },
  {
    id: 'orders.batch',
    lines: [291],
    says: 'POST, PUT, PATCH /shop-analytics/orders/batch takes order fields.',
    on: ['POST /shop-analytics/orders/batch'],
  },
  {
    id: 'coupons.batch',
    lines: [288],
    says: 'POST, PUT, PATCH /shop-analytics/coupons/batch takes coupon fields.',
    on: ['POST /shop-analytics/coupons/batch'],
  },
  {
    id: 'coupons.force-bypasses-trash',
    lines: [287],
    says: 'DELETE /shop-analytics/coupons/{id}: force (boolean, default false, bypass trash).',
    on: ['DELETE /shop-analytics/coupons/{id}'],
    arg: 'force',
  },

  // ----- Products (lines 159-197)
  {
    id: 'products.sku-unique',
    lines: [170],
    says: 'Product sku: string, unique identifier.',
    on: ['POST /shop-analytics/products'],
    arg: 'sku',
    refusal: true,
  },

  // ----- The localized site (lines 383, 90, 33)
  {
    id: 'localized.index',
    lines: [383],
    says: 'A second site instance serves a German-language edition under /de: the index is at {base_url}/de/rest-api/, url and home point at {base_url}/de.',
    on: ['GET /'],
  },
  {
    id: 'localized.same-routes',
    lines: [383],
    says: 'On the localized site route shapes are the same and argument descriptions are in German.',
    on: ['GET /'],
  },
  {
    id: 'localized.no-wallet-gateway',
    lines: [383, 90],
    says: "The localized site's checkout payment_method list has no wallet-gateway value.",
    on: ['POST /shop/store/checkout'],
    arg: 'payment_method',
  },
  {
    id: 'localized.namespaces',
    lines: [33],
    says: 'The primary site also lists shop-wallet/v1 and wallet/v1; the localized site does not.',
    on: ['GET /'],
  },
];
