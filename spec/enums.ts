/** Every closed vocabulary of the interface document, in the document's order. */

export const CURRENCY_CODES = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTC BTN BWP BYR BYN BZD ' +
  'CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GGP GHS GIP GMD ' +
  'GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS IMP INR IQD IRR IRT ISK JEP JMD JOD JPY KES KGS KHR KMF KPW KRW KWD ' +
  'KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR ' +
  'NZD OMR PAB PEN PGK PHP PKR PLN PRB PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP STN ' +
  'SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VEF VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW'
).split(' ');

/** Checkout payment methods on the primary site; the localized site drops the wallet gateway. */
export const PAYMENT_METHODS = [
  'bacs',
  'cheque',
  'cod',
  'gateway',
  'gateway_sepa',
  'gateway_giropay',
  'gateway_ideal',
  'gateway_bancontact',
  'gateway_eps',
  'gateway_sofort',
  'gateway_p24',
  'gateway_alipay',
  'gateway_multibanco',
  'wallet',
  'gateway_boleto',
  'gateway_oxxo',
  'wallet-gateway',
];
export const PRIMARY_ONLY_PAYMENT_METHODS = ['wallet-gateway'];

export const COUPON_DISCOUNT_TYPES = [
  'percent',
  'fixed_cart',
  'fixed_product',
  'sign_up_fee',
  'sign_up_fee_percent',
  'recurring_fee',
  'recurring_percent',
  'renewal_percent',
  'renewal_fee',
  'renewal_cart',
  'initial_cart',
];

export const ORDER_STATUSES = [
  'auto-draft',
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout-draft',
];
export const ORDER_LIST_STATUSES = ['any', 'trash', ...ORDER_STATUSES];

export const PRODUCT_TYPES_CREATE = [
  'simple',
  'grouped',
  'external',
  'variable',
  'subscription',
  'variable-subscription',
];
export const PRODUCT_TYPES_CATALOG = [...PRODUCT_TYPES_CREATE, 'variation'];
export const PRODUCT_STATUSES = ['draft', 'pending', 'private', 'publish', 'future'];
export const PRODUCT_LIST_STATUSES = ['any', 'future', 'trash', 'draft', 'pending', 'private', 'publish'];
export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'];
export const CATALOG_VISIBILITY = ['visible', 'catalog', 'search', 'hidden'];
export const CATALOG_VISIBILITY_FILTER = ['any', ...CATALOG_VISIBILITY];
export const TAX_STATUSES = ['taxable', 'shipping', 'none'];
export const BACKORDERS = ['no', 'notify', 'yes'];

export const NOTE_STATUSES = ['pending', 'actioned', 'unactioned', 'snoozed', 'sent'];
export const NOTE_TYPES = ['error', 'warning', 'update', 'info', 'marketing', 'survey', 'email'];

export const BILLING_PERIODS = ['day', 'week', 'month', 'year'];

export const BATCH_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
export const BATCH_VALIDATION_MODES = ['require-all-validate', 'normal'];
export const MAX_BATCH_REQUESTS = 25;

export const CONTEXT_VIEW_EDIT = ['view', 'edit'];
export const CONTEXT_VIEW_EMBED_EDIT = ['view', 'embed', 'edit'];
export const ORDER_DIRECTIONS = ['asc', 'desc'];

export const PRODUCT_ORDERBY_STORE = [
  'date',
  'modified',
  'id',
  'include',
  'title',
  'slug',
  'price',
  'popularity',
  'rating',
  'menu_order',
  'comment_count',
];
export const TERM_ORDERBY = ['name', 'slug', 'count'];
export const REVIEW_ORDERBY = ['date', 'date_gmt', 'id', 'rating', 'product'];
export const DATE_COLUMNS = ['date', 'date_gmt', 'modified', 'modified_gmt'];
export const TERM_OPERATORS = ['in', 'not_in', 'and'];
export const ATTRIBUTE_RELATIONS = ['in', 'and'];
export const ATTRIBUTE_QUERY_TYPES = ['and', 'or'];
export const RATINGS = [1, 2, 3, 4, 5];

export const ADMIN_ORDERBY = ['date', 'id', 'include', 'title', 'slug', 'modified'];
export const ADMIN_PRODUCT_ORDERBY = [...ADMIN_ORDERBY, 'menu_order', 'price', 'popularity', 'rating'];
export const NOTE_ORDERBY = ['note_id', 'date', 'type', 'title', 'status'];

export const FEE_TAX_STATUSES = ['taxable', 'none'];

export const GATEWAY_PAYMENT_METHOD_IDS = ['card'];
export const PAYMENT_REQUEST_BUTTON_TYPES = ['default', 'buy', 'donate', 'book'];
export const PAYMENT_REQUEST_BUTTON_THEMES = ['dark', 'light', 'light-outline'];
export const PAYMENT_REQUEST_BUTTON_SIZES = ['default', 'medium', 'large'];
export const PAYMENT_REQUEST_BUTTON_LOCATIONS = ['product', 'cart', 'checkout'];

export const OEMBED_FORMATS = ['json', 'xml'];
