/**
 * What the document says a path parameter may hold, route by route: a request whose parameter is just
 * outside it is not routed (or not served as the object the parameter names). Only what the document
 * states: a route whose parameter it leaves unqualified (`/shop-analytics/orders/{id}`) has no entry,
 * however the platform's pattern reads. `outside` are values just outside what is stated, for the suites
 * and the faults of the deviation tests: each is what a lenient server would still take (a number with a
 * letter after it, which an integer cast reads as the number; 31 characters of a 32-character key).
 */
export interface PathRule {
  route: string;
  param: string;
  lines: number[];
  says: string;
}

export const PATH_RULES: readonly PathRule[] = [
  {
    route: '/shop/store/cart/items/{key}',
    param: 'key',
    lines: [74, 250, 373],
    says: 'Cart item identified by `key`, a string of exactly 32 characters (word characters or hyphen).',
  },
  {
    route: '/shop/store/cart/coupons/{code}',
    param: 'code',
    lines: [77, 247],
    says: 'Cart coupon identified by `code` (string; word characters or hyphen in paths).',
  },
  {
    route: '/shop/store/products/{id}',
    param: 'id',
    lines: [258],
    says: 'GET /shop/store/products/{id}: id (digits).',
  },
  {
    route: '/shop-analytics/admin/notes/{id}',
    param: 'id',
    lines: [279],
    says: '/shop-analytics/admin/notes/{id}: id (digits or hyphen; integer).',
  },
  {
    route: '/shop-analytics/admin/notes/{note_id}/action/{action_id}',
    param: 'note_id',
    lines: [285],
    says: '/shop-analytics/admin/notes/{note_id}/action/{action_id}: both integer ids.',
  },
  {
    route: '/shop/v3/gateway/orders/{order_id}/create_customer',
    param: 'order_id',
    lines: [310],
    says: 'POST /shop/v3/gateway/orders/{order_id}/create_customer: order_id digits.',
  },
  {
    route: '/shop/v3/gateway/tokens/{token_id}',
    param: 'token_id',
    lines: [312],
    says: 'token_id: three lowercase letters, underscore, 24 alphanumeric characters.',
  },
  {
    route: '/shop/v3/gateway/payment-gateway/{payment_gateway_id}',
    param: 'payment_gateway_id',
    lines: [318],
    says: 'payment_gateway_id: id of lowercase letters, digits, underscore.',
  },
  {
    route: '/contact-form/v1/contact-forms/{id}',
    param: 'id',
    lines: [328],
    says: '/contact-form/v1/contact-forms/{id}: id digits.',
  },
  {
    route: '/shop-analytics/data/countries/{location}',
    param: 'location',
    lines: [294],
    says: '/shop-analytics/data/countries/{location}: location: ISO 3166 alpha-2 code.',
  },
];
