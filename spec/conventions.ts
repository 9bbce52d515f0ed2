/**
 * What a should-level expectation may rest on. The interface document is the only source of must; a
 * should is a convention, written either in the conventions the project was given (`conventions.md`,
 * what the reference server does where the document says "not shown") or in the notes on the real
 * platform (`platform-*.md`, `platform-*-observed.txt`). Each entry names the file and line it comes from
 * and says what it says; a suite's should-level check names one of these ids as its `source`, the loader
 * refuses an id that is not here, and reports show the line beside the failure. An expectation with no
 * entry here and no line of the document does not exist.
 */
export type ConventionFile =
  | 'conventions.md'
  | 'platform-core-rest.md'
  | 'platform-shop-rest.md'
  | 'platform-core-observed.txt'
  | 'platform-shop-observed.txt'
  | 'platform-newest-observed.txt'
  | 'platform-quirks-observed.md';

export interface Convention {
  id: string;
  file: ConventionFile;
  /** The line (or first line) the convention stands on in that file. */
  line: number;
  /** What it says, quoted or closely paraphrased. */
  says: string;
}

const C = (id: string, file: ConventionFile, line: number, says: string): Convention => ({ id, file, line, says });

export const CONVENTIONS: readonly Convention[] = [
  // The index (conventions.md, "Index and route descriptors").
  C(
    'index.member-order',
    'conventions.md',
    26,
    'Index members, in this order: name, description, url, home, gmt_offset, timezone_string, namespaces, authentication, routes; extra members are allowed.',
  ),
  C(
    'index.descriptor',
    'conventions.md',
    28,
    'Route descriptor: namespace, methods, endpoints[] of {methods, allow_batch?, args}; each arg keeps only schema keywords plus `required` (boolean) last.',
  ),
  C(
    'index.links-self',
    'platform-core-rest.md',
    189,
    '_links: {"self": [{"href": rest_url(<route>)}]}, only for routes without a path parameter: the href is the route\'s own address.',
  ),
  C(
    'index.namespace-index',
    'conventions.md',
    35,
    'GET /rest-api/{namespace} returns {namespace, routes: {…only that namespace…}, _links: {up}}; an unknown namespace path is rest_no_route 404; namespaces listed "as namespaces only" have an index holding just the namespace route.',
  ),

  // Errors (conventions.md, "Errors").
  C(
    'errors.shape',
    'conventions.md',
    40,
    'Every non-2xx JSON response: body {code, message, data: {status, …}}; HTTP status = data.status.',
  ),
  C('errors.data-null', 'platform-core-rest.md', 222, 'Errors without data serialise "data": null.'),
  C(
    'errors.no-route',
    'conventions.md',
    44,
    'No route matches the path, or the path matches but not the method: rest_no_route 404.',
  ),
  C(
    'errors.missing-param',
    'conventions.md',
    45,
    'A required argument missing: rest_missing_callback_param 400, data.params = list of names.',
  ),
  C(
    'errors.invalid-param',
    'conventions.md',
    46,
    'An argument invalid (type, enum, range, pattern, format, maxItems, …): rest_invalid_param 400, data.params = {arg: message}.',
  ),
  C(
    'errors.server-error',
    'platform-core-rest.md',
    221,
    'HTTP status = the last status found in any error data, default 500: a 5xx is an error raised without a status of its own (the platform failing), not its answer to a request.',
  ),
  C(
    'args.declared-schema',
    'platform-core-rest.md',
    231,
    "Arguments are validated against the schema the route declares (the index's args): a value outside an enum or bounds the platform declares, where the interface document states none, is refused as an invalid argument; a default it declares is applied.",
  ),
  C('errors.invalid-json', 'conventions.md', 47, 'A JSON body that does not parse: rest_invalid_json 400.'),
  C(
    'errors.unknown-id',
    'conventions.md',
    49,
    'An unknown resource id: <area>_invalid_id, e.g. shop_rest_shop_order_invalid_id, 404 (400 on update, as the platform).',
  ),
  C(
    'errors.validation-first',
    'conventions.md',
    51,
    'Validation happens before the permission check: a bad argument gets 400 even from an anonymous client.',
  ),
  C(
    'errors.messages',
    'conventions.md',
    52,
    "Per-argument messages follow the platform's templates exactly (`per_page must be between 1 (inclusive) and 100 (inclusive)`, …).",
  ),
  C(
    'errors.message-templates',
    'platform-core-rest.md',
    228,
    'rest_no_route: "No route was found matching the URL and request method."; rest_missing_callback_param: "Missing parameter(s): %s"; rest_invalid_param: "Invalid parameter(s): %s".',
  ),
  C(
    'errors.uri-not-validated',
    'platform-core-rest.md',
    328,
    'A uri format is not validated: the value is only sanitised (sanitize_url), never refused for its format.',
  ),
  C(
    'errors.json-content-type',
    'platform-core-rest.md',
    47,
    'Every REST response is sent with Content-Type: application/json; charset=UTF-8.',
  ),

  // Authentication (conventions.md, "Authentication").
  C(
    'auth.admin',
    'conventions.md',
    61,
    'Everything that changes or reveals shop data (shop-analytics, shop-admin, shop/v3, shop/v1, security, insights, custom-blocks, contact-form management, oembed proxy) requires an administrator; 401 without credentials or with wrong ones, 403 for an authenticated user without the right.',
  ),
  C(
    'auth.public',
    'conventions.md',
    59,
    'Storefront, the index, namespace indexes, oembed/1.0/embed and contact-form feedback are public.',
  ),
  C(
    'auth.nonce',
    'conventions.md',
    65,
    'Storefront writes require a Nonce header unless a valid Cart-Token header is sent: missing → shop_rest_missing_nonce 401, bad → shop_rest_invalid_nonce 403.',
  ),
  C(
    'auth.session-headers',
    'conventions.md',
    67,
    'Every cart and checkout response carries Nonce, Nonce-Timestamp, User-ID and Cart-Token headers.',
  ),
  C(
    'auth.batch',
    'conventions.md',
    69,
    "Batch sub-requests run with the caller's credentials and each passes its own route's permission check.",
  ),
  C(
    'auth.wrong-credentials',
    'platform-core-rest.md',
    537,
    'Application-password failures (unknown user, incorrect password) are forced to HTTP 401, and returned for any route.',
  ),

  // Batch (conventions.md, "Batch"; the core notes §3).
  C(
    'batch.request-validation',
    'conventions.md',
    73,
    'Batch request validation (too many requests, GET sub-method, missing path, bad validation mode) answers a plain 400 rest_invalid_param.',
  ),
  C(
    'batch.reply',
    'conventions.md',
    74,
    'Otherwise 207 with {responses: [{body, status, headers}]}; a route without allow_batch.v1 answers rest_batch_not_allowed 400 inside its entry.',
  ),
  C(
    'batch.require-all-validate',
    'conventions.md',
    76,
    'With require-all-validate, if any entry fails validation nothing runs and the reply is 207 {failed: "validation", responses: [null | error entry]}.',
  ),
  C(
    'batch.pre-validation',
    'platform-core-rest.md',
    370,
    'Pre-validation of every sub-request before any runs: route match, then allow_batch (rest_batch_not_allowed 400), then argument validation.',
  ),
  C('batch.query-in-path', 'conventions.md', 77, "A query string in a sub-request's path becomes that entry's query."),

  // Collections.
  C(
    'collections.pagination',
    'conventions.md',
    80,
    'X-WP-Total, X-WP-TotalPages (ceil(total/per_page)), Link with rel="prev"/rel="next" keeping every query parameter.',
  ),
  C('collections.create', 'conventions.md', 81, 'Create answers 201 with a Location header.'),

  // Storefront (conventions.md, "Storefront"; the shop notes §1–4).
  C(
    'storefront.money',
    'conventions.md',
    84,
    'Money in storefront bodies: strings in minor units ("1999"), with currency_code, currency_minor_unit, …',
  ),
  C(
    'storefront.cart-key',
    'conventions.md',
    85,
    'Cart item key: 32 lowercase hex characters; the item route accepts exactly 32 [\\w-] characters, anything else is rest_no_route 404; an unknown 32-character key is shop_rest_cart_invalid_key 409 with the cart in data.cart.',
  ),
  C(
    'storefront.statuses',
    'conventions.md',
    88,
    'add-item 201 (cart), POST cart/items 201 (item), DELETE cart/items/{key} 204, DELETE cart/items 200 [].',
  ),
  C(
    'storefront.subscriptions',
    'conventions.md',
    89,
    'extensions.subscriptions on every cart item: all ten fields, null for non-subscription products.',
  ),
  C(
    'storefront.checkout',
    'conventions.md',
    90,
    'Checkout: GET creates/returns a checkout-draft order; POST with bacs or cheque → on-hold, cod → processing; empty cart → shop_rest_cart_empty 400; the reply carries order_id, status, order_key, …, payment_result.',
  ),
  C(
    'storefront.cart-shape',
    'platform-shop-rest.md',
    115,
    'Cart response: items, coupons, fees, totals, shipping_address, billing_address, needs_payment, needs_shipping, …, shipping_rates, items_count, …',
  ),
  C(
    'storefront.cart-merge',
    'platform-shop-rest.md',
    48,
    'Adding an item whose key is already in the cart adds the requested quantity to the existing line and keeps the same key.',
  ),
  C(
    'storefront.cart-unknown-key',
    'platform-shop-rest.md',
    65,
    'remove-item (and update-item, items/{key}) with an unknown key: shop_rest_cart_invalid_key 409.',
  ),
  C(
    'storefront.cart-unknown-product',
    'platform-shop-rest.md',
    71,
    'Product not found or trashed: shop_rest_cart_invalid_product 400.',
  ),
  C(
    'storefront.quantity-limits',
    'platform-shop-rest.md',
    86,
    'Quantity defaults: minimum 1, multiple_of 1, maximum at most 9999; each item carries quantity_limits {minimum, maximum, multiple_of, editable}.',
  ),
  C(
    'storefront.quantity-update',
    'platform-shop-rest.md',
    92,
    'An update is validated: below the minimum (quantity 0 included) is invalid_quantity 400.',
  ),
  C(
    'storefront.coupon-apply',
    'platform-shop-rest.md',
    102,
    'apply-coupon refusals (nonexistent, already applied, …) are shop_rest_cart_coupon_error 400; codes are lower-cased and compared case-insensitively.',
  ),
  C(
    'storefront.coupon-remove',
    'platform-shop-rest.md',
    108,
    'remove-coupon with a nonexistent coupon: shop_rest_cart_coupon_error 400.',
  ),
  C(
    'storefront.coupon-not-in-cart',
    'platform-shop-rest.md',
    68,
    'GET cart/coupons/{code} for a coupon not in the cart: shop_rest_cart_coupon_invalid_code 404.',
  ),
  C(
    'storefront.shipping-packages',
    'platform-shop-rest.md',
    132,
    'shipping_rates[] (packages): {package_id, name, destination, items, shipping_rates[{rate_id, name, …, selected}]}.',
  ),
  C(
    'storefront.coupon-discount',
    'platform-shop-rest.md',
    130,
    'cart coupons[] carry {code, discount_type, totals{total_discount, …}}; the cart totals carry total_discount.',
  ),
  C(
    'storefront.customer-email-taken',
    'platform-shop-rest.md',
    196,
    "The billing email's validation is the checkout's (§3.2 POST /checkout: a non-empty invalid email fails the billing validate_callback); the notes give the cart's update-customer none, and the document gives a storefront address's e-mail no format (shop-rest-interface.md:51): update-customer takes a billing email that is no address (a real site sanitises it, `no-at-sign` stored as '').",
  ),
  C(
    'storefront.checkout-draft',
    'platform-shop-rest.md',
    180,
    'GET /checkout creates or updates the draft order from the cart; a new order has status checkout-draft.',
  ),
  C(
    'storefront.checkout-email',
    'platform-shop-rest.md',
    196,
    'Checkout (§3.2, schema validation): a non-empty invalid billing email fails the billing validate_callback, rest_invalid_param 400 (data.params.billing_address).',
  ),
  C('storefront.checkout-empty', 'conventions.md', 91, 'Checkout of an empty cart: shop_rest_cart_empty 400.'),
  C(
    'storefront.offline-gateways',
    'platform-shop-rest.md',
    246,
    'bacs and cheque with a total > 0 leave the order on-hold; cod leaves it processing; all return payment_status success; the cart is emptied.',
  ),
  C(
    'storefront.products',
    'platform-shop-rest.md',
    257,
    'Storefront product fields: id, name, slug, parent, type, variation, permalink, …, on_sale, prices, …, is_in_stock, …',
  ),
  C(
    'storefront.terms',
    'platform-shop-rest.md',
    272,
    'Category: id, name, slug, description, parent, count, …; tag: id, name, slug, …; attribute: id, name, taxonomy, …; review: id, …, product_id, …, rating.',
  ),
  C(
    'storefront.unknown-product',
    'platform-shop-rest.md',
    269,
    'GET /products/{id} with an unknown id: shop_rest_product_invalid_id 404.',
  ),
  C(
    'storefront.catalog-pagination',
    'platform-shop-rest.md',
    278,
    'Storefront listings send X-WP-Total, X-WP-TotalPages and a Link header with rel prev (page>1) and next (pages>page).',
  ),

  // Administration (conventions.md, "Administration"; the shop notes §5–6).
  C(
    'admin.orders.set-paid',
    'conventions.md',
    97,
    'set_paid on an order that still needs payment → processing, date_paid set, stock of each line reduced by its quantity, once.',
  ),
  C(
    'admin.orders.statuses',
    'conventions.md',
    99,
    'Any status in the enum may be set by update; other values → rest_invalid_param 400.',
  ),
  C(
    'admin.orders.trash',
    'conventions.md',
    100,
    'DELETE without force moves to trash (200, the order); again → 410; force=true deletes.',
  ),
  C(
    'admin.orders.batch',
    'conventions.md',
    101,
    '/orders/batch takes {create, update, delete} (at most 100 items in all, else 413).',
  ),
  C(
    'admin.orders.currency',
    'platform-quirks-observed.md',
    23,
    'The store currency is site configuration; the order currency default follows it.',
  ),
  C(
    'admin.orders.totals',
    'platform-shop-rest.md',
    303,
    'Order create: 201 plus Location; status default pending; totals are calculated.',
  ),
  C(
    'admin.orders.money',
    'platform-shop-rest.md',
    295,
    'Money fields are decimal strings with dp decimals ("10.00"); status has no prefix.',
  ),
  C(
    'admin.coupons',
    'conventions.md',
    103,
    'Coupons: code stored lowercase; a duplicate code → shop_rest_coupon_code_already_exists 400.',
  ),
  C(
    'admin.coupons.fields',
    'platform-shop-rest.md',
    336,
    'Coupon amount, minimum_amount and maximum_amount use 2 decimals; trash and force behave as for orders.',
  ),
  C(
    'admin.products.fields',
    'platform-shop-rest.md',
    349,
    'Product create response fields: id, name, slug, …, type, status, …, manage_stock, stock_quantity, stock_status, …',
  ),
  C(
    'admin.notes.list',
    'platform-shop-rest.md',
    376,
    'Notes list: filters type[], status[], source[]; always is_deleted=0.',
  ),
  C(
    'admin.notes.unknown',
    'platform-shop-rest.md',
    378,
    'GET/PUT of an unknown note: shop_note_invalid_id 404; PUT updates status, date_reminder, is_deleted, is_read and returns the note.',
  ),
  C(
    'admin.notes.delete',
    'platform-shop-rest.md',
    381,
    'DELETE /admin/notes/delete/{id} is a soft delete (is_deleted set): 200 with the note, is_deleted true.',
  ),
  C(
    'admin.notes.action',
    'platform-shop-rest.md',
    387,
    "The note action route first sets is_read true, then sets the note status to the action's status (default actioned) and returns the note.",
  ),
  C(
    'admin.notes.batch',
    'platform-shop-rest.md',
    386,
    'PUT /admin/notes/update without a noteIds array: shop_note_invalid_ids 422.',
  ),
  C(
    'admin.notes.update-many',
    'platform-shop-rest.md',
    364,
    'PUT /admin/notes/update takes a noteIds array plus the updates, applied to each note named.',
  ),
  C(
    'admin.notes.delete-all',
    'platform-shop-rest.md',
    383,
    'DELETE /admin/notes/delete/all soft-deletes up to 25 notes (the newest first) of type info, marketing, warning or survey, filtered by status if given, and returns the notes it deleted.',
  ),
  C(
    'admin.keys-masked',
    'conventions.md',
    106,
    'Gateway account keys are never returned in clear: a non-empty secret reads back as its first 10 characters, 50 *, its last 2; sending the masked value back leaves the key unchanged.',
  ),
  C(
    'admin.keys-prefix',
    'platform-shop-rest.md',
    429,
    'Account key validation: secret_key must start with sk_live_ or rk_live_ (empty allowed); a mismatch is rest_invalid_param 400.',
  ),
  C(
    'gateway.settings',
    'platform-shop-rest.md',
    414,
    'GET gateway settings returns the settings keys (payment_request_button_theme, …); a write returns 200.',
  ),
  C(
    'gateway.locations',
    'platform-shop-rest.md',
    438,
    'Terminal locations: POST (display_name, address required) returns the location object; GET/POST/DELETE by id return the object.',
  ),

  // Reply shapes the platform's notes give (src/replies/ examines every answer against spec/replies/).
  C(
    'storefront.cart-item',
    'platform-shop-rest.md',
    139,
    'Cart item: key, id, type, quantity, quantity_limits{…}, name, …, prices{price, regular_price, sale_price, …}, totals{line_subtotal, line_subtotal_tax, line_total, line_total_tax, …}, catalog_visibility, extensions.',
  ),
  C(
    'storefront.checkout-reply',
    'conventions.md',
    92,
    'The checkout reply carries order_id, status, order_key, order_number, customer_note, customer_id, billing_address, shipping_address, payment_method, payment_result, extensions.',
  ),
  C(
    'storefront.checkout-types',
    'platform-shop-rest.md',
    236,
    'Checkout response: order_id (int), status (string), order_key, order_number (string), customer_note, customer_id (0 guest), billing_address, shipping_address, payment_method, payment_result {…} | null, extensions {}.',
  ),
  C(
    'storefront.reviews',
    'platform-shop-rest.md',
    275,
    'Review: id, date_created, formatted_date_created, date_created_gmt, product_id, product_name, product_permalink, product_image, reviewer, review, rating (int|null), verified, reviewer_avatar_urls.',
  ),
  C(
    'admin.orders.fields',
    'platform-shop-rest.md',
    287,
    'Order response fields: id, parent_id, number, order_key, created_via, version, status, currency, date_created, …, total, total_tax, …, customer_id, …, customer_note, billing, shipping, payment_method, payment_method_title, transaction_id, …, meta_data, line_items, tax_lines, shipping_lines, fee_lines, coupon_lines, refunds, ….',
  ),
  C(
    'admin.orders.dates',
    'platform-shop-rest.md',
    295,
    'Order dates are Y-m-d\\TH:i:s with no timezone, the _gmt twins UTC; unset dates are null; number is a string.',
  ),
  C(
    'replies.unset-null',
    'platform-shop-rest.md',
    296,
    'Unset dates are null: a reply writes a value a field does not hold as null (the order and product tables type what a client writes).',
  ),
  C(
    'admin.coupons.limits-null',
    'platform-shop-rest.md',
    338,
    'Coupon usage_limit is null when 0 (no limit); usage_limit_per_user and limit_usage_to_x_items are null likewise.',
  ),
  C(
    'admin.orders.addresses',
    'platform-shop-rest.md',
    297,
    'Order billing: first_name, last_name, company, address_1, address_2, city, state, postcode, country, email, phone; shipping the same fields without email.',
  ),
  C(
    'admin.orders.line-items',
    'platform-shop-rest.md',
    299,
    'line_items[]: id, name, product_id, variation_id, quantity, tax_class, subtotal, subtotal_tax, total, total_tax, taxes[{id, total, subtotal}], meta_data[…], sku, price (number), image{id, src}, parent_name.',
  ),
  C(
    'admin.orders.batch-reply',
    'platform-shop-rest.md',
    330,
    'An administration batch answers {create: [resource | {id, error: {code, message, data}}], update: […], delete: […]}; keys for empty sections are absent.',
  ),
  C(
    'admin.coupons.members',
    'platform-shop-rest.md',
    336,
    'Coupon fields: id, code, amount, status, date_created, …, discount_type, description, date_expires, date_expires_gmt, usage_count, individual_use, product_ids, excluded_product_ids, usage_limit, …, email_restrictions, used_by, meta_data.',
  ),
  C(
    'admin.notes.record',
    'platform-shop-rest.md',
    367,
    'Note record: id, name, type, locale, title, content, content_data (object), status, source, date_created, date_created_gmt, date_reminder, date_reminder_gmt, is_snoozable (bool), actions[], layout, image, is_deleted (bool), is_read (bool).',
  ),
  C(
    'admin.notes.actions',
    'platform-shop-rest.md',
    374,
    'A note action: {id, name, label, query, status (default "actioned"), actioned_text, nonce_action, nonce_name, url}.',
  ),
  C(
    'gateway.account-keys',
    'platform-shop-rest.md',
    425,
    'GET account_keys returns only publishable_key, secret_key, webhook_secret, test_publishable_key, test_secret_key, test_webhook_secret (those present in settings).',
  ),

  // oEmbed (the core notes §5).
  C(
    'oembed.sizes',
    'platform-core-rest.md',
    483,
    'width = min(max(200, maxwidth), 600); height = max(ceil(width/16*9), 200): the default gives 600×338, 400 gives 400×225, 100 gives 200×200.',
  ),
  C(
    'oembed.shape',
    'platform-core-rest.md',
    469,
    'Success body: version "1.0", provider_name, provider_url, author_name, author_url, title, type "rich", width, height, html.',
  ),
  C(
    'oembed.xml',
    'platform-core-rest.md',
    487,
    'format=xml on the embed route is served as text/xml with root <oembed>.',
  ),
  C(
    'oembed.unknown-url',
    'platform-core-rest.md',
    463,
    'If no post is found, or it is not publicly viewable, the result is oembed_invalid_url 404 "Not Found".',
  ),
  C(
    'oembed.proxy-forbidden',
    'platform-core-rest.md',
    493,
    'The proxy needs edit_posts: rest_forbidden, 401 anonymous, 403 otherwise.',
  ),
];

const byId = new Map(CONVENTIONS.map((c) => [c.id, c]));

export function convention(id: string): Convention | undefined {
  return byId.get(id);
}

export function conventionIds(): string[] {
  return [...byId.keys()];
}

/** `conventions.md:44`: where a convention stands, as reports cite it. */
export function citation(id: string): string | undefined {
  const c = byId.get(id);
  return c ? `${c.file}:${c.line}` : undefined;
}

/**
 * Every convention as a Markdown table, by the file and line reports cite: `spec/CONVENTIONS.md`,
 * shipped with the package and in the clone, so that a cited `conventions.md:46` can be looked up
 * where neither holds that file (`test/spec/conventions-doc.test.ts` keeps it in step).
 */
export function conventionsMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  const rows = [...CONVENTIONS]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.id.localeCompare(b.id))
    .map((c) => `| ${c.file}:${c.line} | \`${c.id}\` | ${cell(c.says)} |`);
  return [
    '# The conventions should-level checks rest on',
    '',
    'A should-level failure cites a line of the conventions the project was given (`conventions.md`: what the',
    'reference server does where the interface says "not shown") or of the notes on the real platform',
    '(`platform-*.md`, `platform-*-observed.txt`). Neither file ships with shop-conformance; this table, generated',
    'from `spec/conventions.ts`, says what each cited line says. Every report quotes it beside the failure too.',
    '',
    '| cited as | convention | what it says |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
