/**
 * A second transcription of the interface document's endpoint tables, written from the document and
 * kept in a different form (one line per route: namespace | path | methods | [b]) so that a slip in
 * spec/ does not repeat here. Path parameters use the platform's regex forms.
 */
export const ROUTE_TABLE = `
# root and batch
            | /                                                   | GET                      |
            | /batch/v1                                           | POST                     |
# storefront (also under shop/store/v1, see STOREFRONT_ALIASED)
shop/store  | /batch                                              | POST                     |
shop/store  | /cart                                               | GET                      |
shop/store  | /cart/add-item                                      | POST                     | b
shop/store  | /cart/apply-coupon                                  | POST                     | b
shop/store  | /cart/coupons                                       | GET POST DELETE          | b
shop/store  | /cart/coupons/(?P<code>[\\w-]+)                     | GET DELETE               | b
shop/store  | /cart/extensions                                    | POST                     | b
shop/store  | /cart/items                                         | GET POST DELETE          | b
shop/store  | /cart/items/(?P<key>[\\w-]{32})                     | GET POST PUT PATCH DELETE | b
shop/store  | /cart/remove-coupon                                 | POST                     | b
shop/store  | /cart/remove-item                                   | POST                     | b
shop/store  | /cart/select-shipping-rate                          | POST                     | b
shop/store  | /cart/update-item                                   | POST                     | b
shop/store  | /cart/update-customer                               | POST                     | b
shop/store  | /checkout                                           | GET POST                 | b
shop/store  | /products                                           | GET                      |
shop/store  | /products/(?P<id>[\\d]+)                            | GET                      |
shop/store  | /products/collection-data                           | GET                      |
shop/store  | /products/attributes                                | GET                      |
shop/store  | /products/attributes/(?P<id>[\\d]+)                 | GET                      |
shop/store  | /products/attributes/(?P<attribute_id>[\\d]+)/terms | GET                      |
shop/store  | /products/categories                                | GET                      |
shop/store  | /products/categories/(?P<id>[\\d]+)                 | GET                      |
shop/store  | /products/tags                                      | GET                      |
shop/store  | /products/reviews                                   | GET                      |
# administration and analytics
shop-analytics | /admin/notes                                     | GET                      |
shop-analytics | /admin/notes/(?P<id>[\\d-]+)                     | GET POST PUT PATCH       |
shop-analytics | /admin/notes/delete/(?P<id>[\\d-]+)              | DELETE                   |
shop-analytics | /admin/notes/delete/all                          | DELETE                   |
shop-analytics | /admin/notes/tracker/(?P<note_id>[\\d-]+)/user/(?P<user_id>[\\d-]+) | GET    |
shop-analytics | /admin/notes/update                              | POST PUT PATCH           |
shop-analytics | /admin/notes/experimental-activate-promo/(?P<promo_note_name>[\\w-]+) | POST PUT PATCH |
shop-analytics | /admin/notes/(?P<note_id>[\\d-]+)/action/(?P<action_id>[\\d-]+) | POST PUT PATCH |
shop-analytics | /coupons                                         | GET POST                 |
shop-analytics | /coupons/(?P<id>[\\d]+)                          | GET POST PUT PATCH DELETE |
shop-analytics | /coupons/batch                                   | POST PUT PATCH           |
shop-analytics | /orders                                          | GET POST                 |
shop-analytics | /orders/(?P<id>[\\d]+)                           | GET POST PUT PATCH DELETE |
shop-analytics | /orders/batch                                    | POST PUT PATCH           |
shop-analytics | /products                                        | GET POST                 |
shop-analytics | /data                                            | GET                      |
shop-analytics | /data/countries                                  | GET                      |
shop-analytics | /data/countries/locales                          | GET                      |
shop-analytics | /data/download-ips                               | GET                      |
shop-analytics | /data/countries/(?P<location>[\\w-]+)            | GET                      |
shop-admin  | /features                                           | GET                      |
shop-admin  | /experiments/assignment                             | GET                      |
shop-admin  | /marketing/overview/installed-plugins               | GET                      |
shop-admin  | /payment-gateway-suggestions                        | GET                      |
shop-admin  | /marketing/recommended                              | GET                      |
shop-admin  | /marketing/knowledge-base                           | GET                      |
shop-admin  | /marketing/overview/activate-plugin                 | POST PUT PATCH           |
shop-admin  | /options                                            | GET POST PUT PATCH       |
shop-admin  | /payment-gateway-suggestions/dismiss                | POST                     |
# payment gateway
shop/v3     | /gateway/connection_tokens                          | POST                     |
shop/v3     | /gateway/terminal/locations                         | POST GET                 |
shop/v3     | /gateway/terminal/locations/store                   | GET                      |
shop/v3     | /gateway/terminal/locations/(?P<location_id>\\w+)   | DELETE GET POST          |
shop/v3     | /gateway/orders/(?P<order_id>\\d+)/create_customer  | POST                     |
shop/v3     | /gateway/orders/(?P<order_id>\\d+)/capture_terminal_payment | POST             |
shop/v3     | /gateway/tokens/(?P<token_id>[a-z]{3}_[a-zA-Z0-9]{24}) | GET                   |
shop/v3     | /gateway/account                                    | GET                      |
shop/v3     | /gateway/account/summary                            | GET                      |
shop/v3     | /gateway/account/webhook-status-message             | GET                      |
shop/v3     | /gateway/account/refresh                            | POST PUT PATCH           |
shop/v3     | /gateway/upe_flag_toggle                            | GET POST PUT PATCH       |
shop/v3     | /gateway/settings                                   | GET POST PUT PATCH       |
shop/v3     | /gateway/account_keys                               | GET POST PUT PATCH       |
shop/v3     | /gateway/payment-gateway/(?P<payment_gateway_id>[a-z0-9_]+) | GET POST PUT PATCH |
shop/v1     | /connect/gateway/oauth/init                         | POST                     |
shop/v1     | /connect/gateway/oauth/connect                      | POST                     |
# other namespaces
oembed/1.0  | /embed                                              | GET                      |
oembed/1.0  | /proxy                                              | GET                      |
contact-form/v1 | /contact-forms                                  | GET POST                 |
contact-form/v1 | /contact-forms/(?P<id>\\d+)                     | GET POST PUT PATCH DELETE |
contact-form/v1 | /contact-forms/(?P<id>\\d+)/feedback            | POST                     |
contact-form/v1 | /contact-forms/(?P<id>\\d+)/feedback/schema     | GET                      |
contact-form/v1 | /contact-forms/(?P<id>\\d+)/refill              | GET                      |
security/v1 | /authenticate                                       | GET POST                 |
security/v1 | /authenticate-premium                               | POST                     |
security/v1 | /config                                             | GET POST PUT PATCH       |
security/v1 | /disconnect                                         | POST PUT PATCH           |
security/v1 | /premium-connect                                    | POST PUT PATCH           |
security/v1 | /scan/issue                                         | POST PUT PATCH           |
security/v1 | /scan/issues                                        | GET                      |
security/v1 | /scan                                               | POST DELETE              |
custom-blocks | /template-file                                    | GET                      |
insights/v1 | /feedback                                           | POST                     |
insights/v1 | /onboarding/settings                                | GET POST                 |
insights/v1 | /onboarding/connect-url                             | GET                      |
insights/v1 | /onboarding/set-license-key                         | POST                     |
insights/v1 | /onboarding/delete-onboarding-key                   | POST                     |
`;

export const STOREFRONT_ALIASED = ['shop/store', 'shop/store/v1'];

/** "Namespaces listed", in the document's order, then the two the primary site adds. */
export const NAMESPACES_LISTED =
  `oembed/1.0 contact-form/v1 security/v1 custom-blocks insights/v1 shop/store shop/store/v1 shop/v3 shop/v1
  shop-admin shop-analytics site-tools/v1 shop/v2 shop-telemetry shop-com-site/v1 core/v2 core-site-health/v1 core-block-editor/v1`.split(
    /\s+/,
  );
export const PRIMARY_ONLY = ['shop-wallet/v1', 'wallet/v1'];
export const NAMESPACES_ONLY =
  'shop/v2 shop-telemetry shop-com-site/v1 site-tools/v1 core/v2 core-site-health/v1 core-block-editor/v1 shop-wallet/v1 wallet/v1'.split(
    ' ',
  );

export interface TranscribedRoute {
  namespace: string;
  pattern: string;
  methods: string[];
  batch: boolean;
}

/** Each table line as a route; storefront lines stand for both storefront namespaces. */
export function transcribedRoutes(): TranscribedRoute[] {
  const out: TranscribedRoute[] = [];
  for (const line of ROUTE_TABLE.split('\n')) {
    if (!line.includes('|') || line.trim().startsWith('#')) continue;
    const [ns = '', path = '', methods = '', mark = ''] = line.split('|').map((c) => c.trim());
    const namespaces = ns === 'shop/store' ? STOREFRONT_ALIASED : [ns];
    for (const namespace of namespaces) {
      out.push({
        namespace,
        pattern: namespace ? `/${namespace}${path}` : path,
        methods: methods.split(/\s+/),
        batch: mark === 'b',
      });
    }
  }
  return out;
}
