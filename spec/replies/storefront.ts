import { BILLING_PERIODS, ORDER_STATUSES } from '../enums.js';
import { carrying, conv, doc, list, obj, of, resource } from './build.js';
import type { ReplyNode } from './types.js';

/**
 * The storefront's replies. The document states the address object (lines 39-51), the cart item's key
 * (74) and its subscription data (56-69): must wherever a reply carries them. The rest is the
 * platform's (the shop notes §1, §3, §4), should.
 */

const ADDRESS_MEMBERS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'phone',
] as const;

/** Address object (lines 39-51): every member a string; email in billing_address always. */
function address(billing: boolean): ReplyNode {
  const members: Record<string, ReplyNode> = {};
  for (const name of ADDRESS_MEMBERS) members[name] = of('string', doc(40));
  members.email = of('string', doc(40, 51));
  // Each member is declared required inside the object (line 40): an address a reply carries has them all.
  const node = carrying(obj(members, { source: doc(39) }), ADDRESS_MEMBERS, doc(40));
  return billing ? carrying(node, ['email'], doc(51)) : node;
}

export const BILLING_ADDRESS = resource('address', 'a storefront address', address(true));
export const SHIPPING_ADDRESS = resource('address', 'a storefront address', address(false));

/** extensions.subscriptions of a cart item (lines 56-69): all ten, null for a line that is no subscription. */
export const SUBSCRIPTION_DATA: ReplyNode = resource(
  'subscription-data',
  "a cart item's subscription data",
  carrying(
    obj(
      {
        billing_period: of('string|null', doc(60), { enum: BILLING_PERIODS }),
        billing_interval: of('integer|null', doc(61)),
        subscription_length: of('integer|null', doc(62)),
        trial_period: of('string|null', doc(63), { enum: BILLING_PERIODS }),
        trial_length: of('integer|null', doc(64)),
        sign_up_fees: of('string|null', doc(65)),
        sign_up_fees_tax: of('string|null', doc(66)),
        // Boolean in the document; the conventions write null on a line that is no subscription.
        is_resubscribe: of('boolean', doc(67), { nullable: conv('storefront.subscriptions') }),
        switch_type: of('string|null', doc(68)),
        synchronization: of('object|integer|null', doc(69), {
          members: { day: of('integer', doc(69)), month: of('integer', doc(69)) },
        }),
      },
      { source: doc(56) },
    ),
    [
      'billing_period',
      'billing_interval',
      'subscription_length',
      'trial_period',
      'trial_length',
      'sign_up_fees',
      'sign_up_fees_tax',
      'is_resubscribe',
      'switch_type',
      'synchronization',
    ],
    // All read-only (line 56): the site writes each of them on every line it gives extension data.
    doc(56),
  ),
);

const money = (name: string) => [name, of('string', conv('storefront.money'))] as const;
const currency = {
  currency_code: of('string', conv('storefront.money')),
  currency_minor_unit: of('integer', conv('storefront.money')),
};

/** A cart item (line 74: identified by a key of exactly 32 characters; the rest the shop notes §1.6). */
export const CART_ITEM: ReplyNode = resource(
  'cart-item',
  'a cart item',
  carrying(
    carrying(
      obj(
        {
          key: of('string', doc(74, 373), { format: 'cart-item-key' }),
          id: of('integer', conv('storefront.cart-item')),
          quantity: of('integer', conv('storefront.cart-item')),
          name: of('string', conv('storefront.cart-item')),
          prices: obj(
            Object.fromEntries([
              money('price'),
              money('regular_price'),
              money('sale_price'),
              ...Object.entries(currency),
            ]),
            { source: conv('storefront.money') },
          ),
          totals: obj(
            Object.fromEntries([
              money('line_subtotal'),
              money('line_subtotal_tax'),
              money('line_total'),
              money('line_total_tax'),
              ...Object.entries(currency),
            ]),
            { source: conv('storefront.money') },
          ),
          extensions: obj({ subscriptions: SUBSCRIPTION_DATA }, { source: conv('storefront.cart-item') }),
        },
        { source: conv('storefront.cart-item') },
      ),
      ['id', 'quantity', 'prices', 'totals', 'extensions'],
      conv('storefront.cart-item'),
    ),
    ['key'],
    doc(74),
  ),
);

/** A coupon in the cart (the shop notes §1.6). */
export const CART_COUPON: ReplyNode = resource(
  'cart-coupon',
  'a cart coupon',
  carrying(
    obj(
      {
        code: of('string', conv('storefront.coupon-discount')),
        discount_type: of('string', conv('storefront.coupon-discount')),
        totals: obj(
          Object.fromEntries([money('total_discount'), money('total_discount_tax'), ...Object.entries(currency)]),
          { source: conv('storefront.money') },
        ),
      },
      { source: conv('storefront.coupon-discount') },
    ),
    ['code', 'totals'],
    conv('storefront.coupon-discount'),
  ),
);

const CART_TOTALS = obj(
  {
    ...Object.fromEntries(
      [
        'total_items',
        'total_items_tax',
        'total_fees',
        'total_fees_tax',
        'total_discount',
        'total_discount_tax',
        'total_price',
        'total_tax',
      ].map(money),
    ),
    // Null until shipping is calculated (the shop notes §1.6).
    total_shipping: of('string|null', conv('storefront.cart-shape')),
    total_shipping_tax: of('string|null', conv('storefront.cart-shape')),
    ...currency,
  },
  { source: conv('storefront.cart-shape') },
);

/** The cart (the shop notes §1.6), its addresses and items as the document states them. */
export const CART: ReplyNode = resource(
  'cart',
  'the cart',
  carrying(
    obj(
      {
        items: list(CART_ITEM, conv('storefront.cart-shape')),
        coupons: list(CART_COUPON, conv('storefront.cart-shape')),
        fees: of('array', conv('storefront.cart-shape')),
        totals: CART_TOTALS,
        shipping_address: SHIPPING_ADDRESS,
        billing_address: BILLING_ADDRESS,
        needs_payment: of('boolean', conv('storefront.cart-shape')),
        needs_shipping: of('boolean', conv('storefront.cart-shape')),
        has_calculated_shipping: of('boolean', conv('storefront.cart-shape')),
        shipping_rates: of('array', conv('storefront.shipping-packages')),
        items_count: of('integer', conv('storefront.cart-shape')),
        items_weight: of('number', conv('storefront.cart-shape')),
        errors: of('array', conv('storefront.cart-shape')),
        payment_methods: list(of('string', conv('storefront.cart-shape')), conv('storefront.cart-shape')),
        extensions: of('object|array', conv('storefront.cart-shape')),
      },
      { source: conv('storefront.cart-shape') },
    ),
    [
      'items',
      'coupons',
      'totals',
      'shipping_address',
      'billing_address',
      'needs_payment',
      'needs_shipping',
      'shipping_rates',
      'items_count',
      'errors',
    ],
    conv('storefront.cart-shape'),
  ),
);

/** The checkout (conventions "Storefront"; the shop notes §3.3); its status is an order status (line 211). */
export const CHECKOUT: ReplyNode = resource(
  'checkout',
  'the checkout',
  carrying(
    obj(
      {
        order_id: of('integer', conv('storefront.checkout-types')),
        status: of('string', doc(211), { enum: ORDER_STATUSES }),
        order_key: of('string', conv('storefront.checkout-types')),
        order_number: of('string', conv('storefront.checkout-types')),
        customer_note: of('string', conv('storefront.checkout-types')),
        customer_id: of('integer', conv('storefront.checkout-types')),
        billing_address: BILLING_ADDRESS,
        shipping_address: SHIPPING_ADDRESS,
        payment_method: of('string', conv('storefront.checkout-types')),
        payment_result: of('object|null', conv('storefront.checkout-types')),
        extensions: of('object|array', conv('storefront.checkout-types')),
      },
      { source: conv('storefront.checkout-reply') },
    ),
    [
      'order_id',
      'status',
      'order_key',
      'order_number',
      'customer_note',
      'customer_id',
      'billing_address',
      'shipping_address',
      'payment_method',
      'payment_result',
      'extensions',
    ],
    conv('storefront.checkout-reply'),
  ),
);

const TERM_LINK = obj(
  {
    id: of('integer', conv('storefront.products')),
    name: of('string', conv('storefront.products')),
    slug: of('string', conv('storefront.products')),
    link: of('string', conv('storefront.products'), { format: 'uri' }),
  },
  { source: conv('storefront.products') },
);

/** A storefront product (the shop notes §4). */
export const STORE_PRODUCT: ReplyNode = resource(
  'store-product',
  'a storefront product',
  carrying(
    obj(
      {
        id: of('integer', conv('storefront.products')),
        name: of('string', conv('storefront.products')),
        slug: of('string', conv('storefront.products')),
        parent: of('integer', conv('storefront.products')),
        type: of('string', conv('storefront.products')),
        permalink: of('string', conv('storefront.products'), { format: 'uri' }),
        sku: of('string', conv('storefront.products')),
        description: of('string', conv('storefront.products')),
        short_description: of('string', conv('storefront.products')),
        on_sale: of('boolean', conv('storefront.products')),
        prices: obj(
          {
            ...Object.fromEntries([money('price'), money('regular_price'), money('sale_price')]),
            price_range: of('object|null', conv('storefront.products')),
            ...currency,
          },
          { source: conv('storefront.money') },
        ),
        average_rating: of('string', conv('storefront.products')),
        review_count: of('integer', conv('storefront.products')),
        images: of('array', conv('storefront.products')),
        categories: list(TERM_LINK, conv('storefront.products')),
        tags: list(TERM_LINK, conv('storefront.products')),
        attributes: of('array', conv('storefront.products')),
        variations: of('array', conv('storefront.products')),
        has_options: of('boolean', conv('storefront.products')),
        is_purchasable: of('boolean', conv('storefront.products')),
        is_in_stock: of('boolean', conv('storefront.products')),
        is_on_backorder: of('boolean', conv('storefront.products')),
        low_stock_remaining: of('integer|null', conv('storefront.products')),
        sold_individually: of('boolean', conv('storefront.products')),
        add_to_cart: of('object', conv('storefront.products')),
        extensions: of('object|array', conv('storefront.products')),
      },
      { source: conv('storefront.products') },
    ),
    ['id', 'name', 'prices'],
    conv('storefront.products'),
  ),
);

const term = (extra: Record<string, ReplyNode>): ReplyNode =>
  carrying(
    obj(
      {
        id: of('integer', conv('storefront.terms')),
        name: of('string', conv('storefront.terms')),
        slug: of('string', conv('storefront.terms')),
        ...extra,
      },
      { source: conv('storefront.terms') },
    ),
    ['id', 'name'],
    conv('storefront.terms'),
  );

const counted = {
  description: of('string', conv('storefront.terms')),
  parent: of('integer', conv('storefront.terms')),
  count: of('integer', conv('storefront.terms')),
};

export const CATEGORY: ReplyNode = resource(
  'category',
  'a category',
  term({
    ...counted,
    image: of('object|null', conv('storefront.terms')),
    review_count: of('integer', conv('storefront.terms')),
    permalink: of('string', conv('storefront.terms'), { format: 'uri' }),
  }),
);
export const TAG: ReplyNode = resource('tag', 'a tag or term', term(counted));
export const ATTRIBUTE: ReplyNode = resource(
  'attribute',
  'an attribute',
  term({
    taxonomy: of('string', conv('storefront.terms')),
    type: of('string', conv('storefront.terms')),
    order: of('string', conv('storefront.terms')),
    has_archives: of('boolean', conv('storefront.terms')),
    count: of('integer', conv('storefront.terms')),
  }),
);

export const REVIEW: ReplyNode = resource(
  'review',
  'a review',
  carrying(
    obj(
      {
        id: of('integer', conv('storefront.reviews')),
        date_created: of('string', conv('storefront.reviews')),
        date_created_gmt: of('string', conv('storefront.reviews')),
        product_id: of('integer', conv('storefront.reviews')),
        product_name: of('string', conv('storefront.reviews')),
        product_permalink: of('string', conv('storefront.reviews'), { format: 'uri' }),
        reviewer: of('string', conv('storefront.reviews')),
        review: of('string', conv('storefront.reviews')),
        rating: of('integer|null', conv('storefront.reviews')),
        verified: of('boolean', conv('storefront.reviews')),
        reviewer_avatar_urls: of('object|array', conv('storefront.reviews')),
      },
      { source: conv('storefront.reviews') },
    ),
    ['id', 'product_id', 'rating'],
    conv('storefront.reviews'),
  ),
);
