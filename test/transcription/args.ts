/**
 * Argument facts the document states, one per line:
 *   namespace | path | method | argument | type | default | minimum | maximum | required | enum
 * `.` marks what the document does not state (left unchecked); `none` a default the document gives
 * another endpoint only (the create's), checked absent here. Enums name a list of ENUMS; `items@x`
 * is an enum of the list's items. Storefront lines stand for both storefront namespaces.
 */
export const ARG_TABLE = `
            | /          | GET  | context    | .       | "view" | . | . | . | .
            | /batch/v1  | POST | validation | string  | "normal" | . | . | . | @batch_validation
            | /batch/v1  | POST | requests   | array   | .      | . | . | true | .
shop/store  | /batch     | POST | validation | string  | "normal" | . | . | . | @batch_validation
shop/store  | /batch     | POST | requests   | array   | .      | . | . | true | .
shop/store  | /cart      | GET  | context    | string  | "view" | . | . | . | @view_edit
shop/store  | /cart/add-item | POST | id     | integer | . | . | . | . | .
shop/store  | /cart/add-item | POST | quantity | integer | . | . | . | . | .
shop/store  | /cart/add-item | POST | variation | array | . | . | . | . | .
shop/store  | /cart/apply-coupon | POST | code | string | . | . | . | . | .
shop/store  | /cart/coupons | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /cart/coupons | POST | code | string | . | . | . | . | .
shop/store  | /cart/coupons | POST | discount_type | string | . | . | . | . | .
shop/store  | /cart/extensions | POST | namespace | string | . | . | . | . | .
shop/store  | /cart/extensions | POST | data | object | . | . | . | . | .
shop/store  | /cart/items | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /cart/items | POST | extensions | object | {"subscriptions":{"synchronization":[]}} | . | . | . | .
shop/store  | /cart/items/(?P<key>[\\w-]{32}) | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /cart/items/(?P<key>[\\w-]{32}) | PATCH | extensions | object | . | . | . | . | .
shop/store  | /cart/remove-coupon | POST | code | string | . | . | . | . | .
shop/store  | /cart/remove-item | POST | key | string | . | . | . | . | .
shop/store  | /cart/select-shipping-rate | POST | package_id | ["integer","string"] | . | . | . | true | .
shop/store  | /cart/select-shipping-rate | POST | rate_id | string | . | . | . | true | .
shop/store  | /cart/update-item | POST | key | string | . | . | . | . | .
shop/store  | /cart/update-item | POST | quantity | integer | . | . | . | . | .
shop/store  | /cart/update-customer | POST | billing_address | object | . | . | . | false | .
shop/store  | /cart/update-customer | POST | shipping_address | object | . | . | . | false | .
shop/store  | /checkout | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /checkout | POST | billing_address | object | . | . | . | true | .
shop/store  | /checkout | POST | shipping_address | object | . | . | . | false | .
shop/store  | /checkout | POST | payment_data | array | . | . | . | false | .
shop/store  | /checkout | POST | customer_note | string | . | . | . | false | .
shop/store  | /checkout | POST | payment_method | string | . | . | . | false | @payment_methods
shop/store  | /checkout | POST | create_account | boolean | . | . | . | false | .
shop/store  | /checkout | POST | extensions | object | {} | . | . | false | .
shop/store  | /products | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /products | GET | page | integer | 1 | 1 | . | . | .
shop/store  | /products | GET | per_page | integer | 10 | 0 | 100 | . | .
shop/store  | /products | GET | search | string | . | . | . | . | .
shop/store  | /products | GET | date_column | string | "date" | . | . | . | @date_column
shop/store  | /products | GET | exclude | array | [] | . | . | . | .
shop/store  | /products | GET | include | array | [] | . | . | . | .
shop/store  | /products | GET | offset | integer | . | . | . | . | .
shop/store  | /products | GET | order | string | "desc" | . | . | . | @direction
shop/store  | /products | GET | orderby | string | "date" | . | . | . | @store_orderby
shop/store  | /products | GET | parent | array | . | . | . | . | .
shop/store  | /products | GET | parent_exclude | array | . | . | . | . | .
shop/store  | /products | GET | type | string | . | . | . | . | @catalog_types
shop/store  | /products | GET | sku | string | . | . | . | . | .
shop/store  | /products | GET | featured | boolean | . | . | . | . | .
shop/store  | /products | GET | category | string | . | . | . | . | .
shop/store  | /products | GET | category_operator | string | "in" | . | . | . | @term_operators
shop/store  | /products | GET | tag | string | . | . | . | . | .
shop/store  | /products | GET | tag_operator | string | "in" | . | . | . | @term_operators
shop/store  | /products | GET | on_sale | boolean | . | . | . | . | .
shop/store  | /products | GET | min_price | string | . | . | . | . | .
shop/store  | /products | GET | max_price | string | . | . | . | . | .
shop/store  | /products | GET | stock_status | array | . | . | . | . | items@stock_statuses
shop/store  | /products | GET | attributes | array | . | . | . | . | .
shop/store  | /products | GET | attribute_relation | string | "and" | . | . | . | @attribute_relation
shop/store  | /products | GET | catalog_visibility | string | . | . | . | . | @visibility_filter
shop/store  | /products | GET | rating | array | . | . | . | . | items@ratings
shop/store  | /products/collection-data | GET | per_page | integer | 10 | 0 | 100 | . | .
shop/store  | /products/collection-data | GET | calculate_price_range | boolean | false | . | . | . | .
shop/store  | /products/collection-data | GET | calculate_stock_status_counts | boolean | false | . | . | . | .
shop/store  | /products/collection-data | GET | calculate_attribute_counts | array | [] | . | . | . | .
shop/store  | /products/collection-data | GET | calculate_rating_counts | boolean | false | . | . | . | .
shop/store  | /products/(?P<id>[\\d]+) | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /products/attributes | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /products/attributes/(?P<id>[\\d]+) | GET | context | string | "view" | . | . | . | @view_edit
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET | per_page | integer | . | 0 | 100 | . | .
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET | page | integer | 1 | 1 | . | . | .
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET | order | string | "asc" | . | . | . | @direction
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET | orderby | string | "name" | . | . | . | @term_orderby
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET | hide_empty | boolean | true | . | . | . | .
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET | exclude | array | [] | . | . | . | .
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET | include | array | [] | . | . | . | .
shop/store  | /products/categories | GET | context | string | "view" | . | . | . | @view_embed_edit
shop/store  | /products/categories | GET | per_page | integer | . | 0 | 100 | . | .
shop/store  | /products/categories | GET | order | string | "asc" | . | . | . | @direction
shop/store  | /products/categories | GET | orderby | string | "name" | . | . | . | @term_orderby
shop/store  | /products/categories | GET | hide_empty | boolean | true | . | . | . | .
shop/store  | /products/categories/(?P<id>[\\d]+) | GET | context | string | "view" | . | . | . | @view_embed_edit
shop/store  | /products/tags | GET | per_page | integer | . | 0 | 100 | . | .
shop/store  | /products/tags | GET | orderby | string | "name" | . | . | . | @term_orderby
shop/store  | /products/tags | GET | hide_empty | boolean | true | . | . | . | .
shop/store  | /products/reviews | GET | per_page | integer | 10 | 0 | 100 | . | .
shop/store  | /products/reviews | GET | order | string | "desc" | . | . | . | @direction
shop/store  | /products/reviews | GET | orderby | string | "date" | . | . | . | @review_orderby
shop/store  | /products/reviews | GET | category_id | string | . | . | . | . | .
shop/store  | /products/reviews | GET | product_id | string | . | . | . | . | .
shop-analytics | /admin/notes | GET | order | string | "desc" | . | . | . | @direction
shop-analytics | /admin/notes | GET | orderby | string | "date" | . | . | . | @note_orderby
shop-analytics | /admin/notes | GET | per_page | integer | 10 | 1 | 100 | . | .
shop-analytics | /admin/notes | GET | type | array | . | . | . | . | items@note_types
shop-analytics | /admin/notes | GET | status | array | . | . | . | . | items@note_statuses
shop-analytics | /admin/notes | GET | source | array | . | . | . | . | .
shop-analytics | /admin/notes/delete/all | DELETE | status | array | . | . | . | . | items@note_statuses
shop-analytics | /admin/notes/(?P<note_id>[\\d-]+)/action/(?P<action_id>[\\d-]+) | POST | note_id | integer | . | . | . | . | .
shop-analytics | /admin/notes/(?P<note_id>[\\d-]+)/action/(?P<action_id>[\\d-]+) | POST | action_id | integer | . | . | . | . | .
shop-analytics | /coupons | GET | per_page | integer | 10 | 1 | 100 | . | .
shop-analytics | /coupons | GET | dates_are_gmt | boolean | false | . | . | . | .
shop-analytics | /coupons | GET | order | string | "desc" | . | . | . | @direction
shop-analytics | /coupons | GET | orderby | string | "date" | . | . | . | @admin_orderby
shop-analytics | /coupons | GET | code | string | . | . | . | . | .
shop-analytics | /coupons | POST | code | string | . | . | . | true | .
shop-analytics | /coupons | POST | discount_type | string | "fixed_cart" | . | . | . | @discount_types
shop-analytics | /coupons | POST | individual_use | boolean | false | . | . | . | .
shop-analytics | /coupons | POST | free_shipping | boolean | false | . | . | . | .
shop-analytics | /coupons | POST | exclude_sale_items | boolean | false | . | . | . | .
shop-analytics | /coupons/(?P<id>[\\d]+) | DELETE | force | boolean | false | . | . | . | .
shop-analytics | /orders | GET | per_page | integer | 10 | 1 | 100 | . | .
shop-analytics | /orders | GET | orderby | string | . | . | . | . | @admin_orderby
shop-analytics | /orders | GET | status | array | ["any"] | . | . | . | items@order_list_statuses
shop-analytics | /orders | GET | customer | integer | . | . | . | . | .
shop-analytics | /orders | GET | product | integer | . | . | . | . | .
shop-analytics | /orders | GET | dp | integer | 2 | . | . | . | .
shop-analytics | /orders | GET | order_item_display_meta | boolean | false | . | . | . | .
shop-analytics | /orders | GET | number | string | . | . | . | . | .
shop-analytics | /orders | POST | status | string | "pending" | . | . | . | @order_statuses
shop-analytics | /orders | POST | currency | string | "EUR" | . | . | . | @currency
shop-analytics | /orders | POST | customer_id | integer | 0 | . | . | . | .
shop-analytics | /orders | POST | set_paid | boolean | false | . | . | . | .
shop-analytics | /orders | POST | line_items | array | . | . | . | . | .
shop-analytics | /orders | POST | meta_data | array | . | . | . | . | .
shop-analytics | /orders/(?P<id>[\\d]+) | DELETE | force | boolean | false | . | . | . | .
shop-analytics | /orders/(?P<id>[\\d]+) | PUT | status | string | . | . | . | . | @order_statuses
shop-analytics | /orders/(?P<id>[\\d]+) | PUT | set_paid | boolean | none | . | . | . | .
shop-analytics | /orders/batch | PUT | set_paid | boolean | none | . | . | . | .
shop-analytics | /products | GET | context | string | "view" | . | . | . | @view_embed_edit
shop-analytics | /products | GET | per_page | integer | 10 | 1 | 100 | . | .
shop-analytics | /products | GET | orderby | string | . | . | . | . | @admin_product_orderby
shop-analytics | /products | GET | status | string | "any" | . | . | . | @product_list_statuses
shop-analytics | /products | GET | type | string | . | . | . | . | @create_types
shop-analytics | /products | GET | low_in_stock | boolean | false | . | . | . | .
shop-analytics | /products | POST | type | string | "simple" | . | . | . | @create_types
shop-analytics | /products | POST | status | string | "publish" | . | . | . | @product_statuses
shop-analytics | /products | POST | featured | boolean | false | . | . | . | .
shop-analytics | /products | POST | catalog_visibility | string | "visible" | . | . | . | @visibility
shop-analytics | /products | POST | virtual | boolean | false | . | . | . | .
shop-analytics | /products | POST | downloadable | boolean | false | . | . | . | .
shop-analytics | /products | POST | download_limit | integer | -1 | . | . | . | .
shop-analytics | /products | POST | download_expiry | integer | -1 | . | . | . | .
shop-analytics | /products | POST | tax_status | string | "taxable" | . | . | . | @tax_status
shop-analytics | /products | POST | manage_stock | boolean | false | . | . | . | .
shop-analytics | /products | POST | stock_status | string | "instock" | . | . | . | @stock_statuses
shop-analytics | /products | POST | backorders | string | "no" | . | . | . | @backorders
shop-analytics | /products | POST | sold_individually | boolean | false | . | . | . | .
shop-analytics | /products | POST | reviews_allowed | boolean | true | . | . | . | .
shop-admin  | /marketing/recommended | GET | per_page | integer | 10 | 1 | 100 | . | .
shop-admin  | /marketing/recommended | GET | category | string | . | . | . | . | .
shop-admin  | /marketing/knowledge-base | GET | category | string | . | . | . | . | .
shop-admin  | /marketing/overview/activate-plugin | POST | plugin | string | . | . | . | true | .
shop/v3     | /gateway/terminal/locations | POST | display_name | string | . | . | . | true | .
shop/v3     | /gateway/terminal/locations | POST | address | object | . | . | . | true | .
shop/v3     | /gateway/terminal/locations | GET | ending_before | string | . | . | . | . | .
shop/v3     | /gateway/terminal/locations | GET | limit | integer | . | . | . | . | .
shop/v3     | /gateway/terminal/locations | GET | starting_after | string | . | . | . | . | .
shop/v3     | /gateway/terminal/locations/(?P<location_id>\\w+) | POST | display_name | string | . | . | . | false | .
shop/v3     | /gateway/terminal/locations/(?P<location_id>\\w+) | POST | address | object | . | . | . | false | .
shop/v3     | /gateway/orders/(?P<order_id>\\d+)/capture_terminal_payment | POST | payment_intent_id | . | . | . | . | true | .
shop/v3     | /gateway/upe_flag_toggle | POST | is_upe_enabled | boolean | . | . | . | . | .
shop/v3     | /gateway/settings | POST | is_gateway_enabled | boolean | . | . | . | false | .
shop/v3     | /gateway/settings | POST | enabled_payment_method_ids | array | . | . | . | false | items@gateway_methods
shop/v3     | /gateway/settings | POST | payment_request_button_type | string | . | . | . | false | @button_types
shop/v3     | /gateway/settings | POST | payment_request_button_theme | string | . | . | . | false | @button_themes
shop/v3     | /gateway/settings | POST | payment_request_button_size | string | . | . | . | false | @button_sizes
shop/v3     | /gateway/settings | POST | payment_request_button_locations | array | . | . | . | false | items@button_locations
shop/v3     | /gateway/settings | POST | statement_descriptor | string | . | . | . | false | .
shop/v3     | /gateway/account_keys | POST | secret_key | string | . | . | . | false | .
shop/v3     | /gateway/account_keys | POST | test_webhook_secret | string | . | . | . | false | .
oembed/1.0  | /embed | GET | url | string | . | . | . | true | .
oembed/1.0  | /embed | GET | format | . | "json" | . | . | . | .
oembed/1.0  | /embed | GET | maxwidth | . | 600 | . | . | . | .
oembed/1.0  | /proxy | GET | url | string | . | . | . | true | .
oembed/1.0  | /proxy | GET | format | string | "json" | . | . | . | @oembed_format
oembed/1.0  | /proxy | GET | maxwidth | integer | 600 | . | . | . | .
oembed/1.0  | /proxy | GET | maxheight | integer | . | . | . | . | .
oembed/1.0  | /proxy | GET | discover | boolean | true | . | . | . | .
custom-blocks | /template-file | GET | blockName | string | . | . | . | . | .
insights/v1 | /onboarding/settings | GET | onboarding_key | string | . | . | . | true | .
insights/v1 | /onboarding/connect-url | GET | license_key | string | . | . | . | true | .
insights/v1 | /onboarding/connect-url | GET | onboarding_key | string | . | . | . | true | .
insights/v1 | /onboarding/set-license-key | POST | license_key | string | . | . | . | true | .
insights/v1 | /onboarding/set-license-key | POST | onboarding_key | string | . | . | . | true | .
insights/v1 | /onboarding/delete-onboarding-key | POST | onboarding_key | . | . | . | . | true | .
`;

export interface ArgFact {
  pattern: string;
  method: string;
  arg: string;
  type?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  required?: boolean;
  enum?: string;
  itemsEnum?: string;
}

export function argFacts(): ArgFact[] {
  const facts: ArgFact[] = [];
  for (const line of ARG_TABLE.split('\n')) {
    if (!line.includes('|')) continue;
    const [
      ns = '',
      path = '',
      method = '',
      arg = '',
      type = '.',
      def = '.',
      min = '.',
      max = '.',
      req = '.',
      en = '.',
    ] = line.split('|').map((c) => c.trim());
    const namespaces = ns === 'shop/store' ? ['shop/store', 'shop/store/v1'] : [ns];
    for (const namespace of namespaces) {
      const fact: ArgFact = { pattern: namespace ? `/${namespace}${path}` : path, method, arg };
      if (type !== '.') fact.type = type.startsWith('[') ? JSON.parse(type) : type;
      if (def === 'none') fact.default = undefined;
      else if (def !== '.') fact.default = JSON.parse(def);
      if (min !== '.') fact.minimum = Number(min);
      if (max !== '.') fact.maximum = Number(max);
      if (req !== '.') fact.required = req === 'true';
      if (en.startsWith('items@')) fact.itemsEnum = en.slice(6);
      else if (en.startsWith('@')) fact.enum = en.slice(1);
      facts.push(fact);
    }
  }
  return facts;
}
