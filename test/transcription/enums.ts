/** The document's closed vocabularies, copied from its text as word lists. */
export const ENUMS: Record<string, string[]> = {
  currency:
    `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTC BTN BWP BYR BYN BZD CAD CDF
    CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GGP GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG
    HUF IDR ILS IMP INR IQD IRR IRT ISK JEP JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD
    MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PRB PYG QAR RON RSD RUB RWF SAR SBD
    SCR SDG SEK SGD SHP SLL SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VEF VES VND VUV WST XAF
    XCD XOF XPF YER ZAR ZMW`
      .trim()
      .split(/\s+/),
  payment_methods:
    `bacs cheque cod gateway gateway_sepa gateway_giropay gateway_ideal gateway_bancontact gateway_eps gateway_sofort
    gateway_p24 gateway_alipay gateway_multibanco wallet gateway_boleto gateway_oxxo wallet-gateway`
      .trim()
      .split(/\s+/),
  discount_types:
    'percent fixed_cart fixed_product sign_up_fee sign_up_fee_percent recurring_fee recurring_percent renewal_percent renewal_fee renewal_cart initial_cart'.split(
      ' ',
    ),
  order_statuses: 'auto-draft pending processing on-hold completed cancelled refunded failed checkout-draft'.split(' '),
  order_list_statuses:
    'any trash auto-draft pending processing on-hold completed cancelled refunded failed checkout-draft'.split(' '),
  catalog_types: 'simple grouped external variable subscription variable-subscription variation'.split(' '),
  create_types: 'simple grouped external variable subscription variable-subscription'.split(' '),
  product_statuses: 'draft pending private publish future'.split(' '),
  product_list_statuses: 'any future trash draft pending private publish'.split(' '),
  stock_statuses: 'instock outofstock onbackorder'.split(' '),
  visibility_filter: 'any visible catalog search hidden'.split(' '),
  visibility: 'visible catalog search hidden'.split(' '),
  term_operators: 'in not_in and'.split(' '),
  attribute_relation: 'in and'.split(' '),
  query_types: 'and or'.split(' '),
  ratings: ['1', '2', '3', '4', '5'],
  note_statuses: 'pending actioned unactioned snoozed sent'.split(' '),
  note_types: 'error warning update info marketing survey email'.split(' '),
  note_orderby: 'note_id date type title status'.split(' '),
  tax_status: 'taxable shipping none'.split(' '),
  backorders: 'no notify yes'.split(' '),
  fee_tax_status: 'taxable none'.split(' '),
  date_column: 'date date_gmt modified modified_gmt'.split(' '),
  store_orderby: 'date modified id include title slug price popularity rating menu_order comment_count'.split(' '),
  term_orderby: 'name slug count'.split(' '),
  review_orderby: 'date date_gmt id rating product'.split(' '),
  admin_orderby: 'date id include title slug modified'.split(' '),
  admin_product_orderby: 'date id include title slug modified menu_order price popularity rating'.split(' '),
  direction: 'asc desc'.split(' '),
  view_edit: 'view edit'.split(' '),
  view_embed_edit: 'view embed edit'.split(' '),
  batch_methods: 'POST PUT PATCH DELETE'.split(' '),
  batch_validation: 'require-all-validate normal'.split(' '),
  oembed_format: 'json xml'.split(' '),
  gateway_methods: ['card'],
  button_types: 'default buy donate book'.split(' '),
  button_themes: 'dark light light-outline'.split(' '),
  button_sizes: 'default medium large'.split(' '),
  button_locations: 'product cart checkout'.split(' '),
  billing_periods: 'day week month year'.split(' '),
};
