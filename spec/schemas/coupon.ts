import type { Args } from '../types.js';
import { intList } from '../args.js';
import { COUPON_DISCOUNT_TYPES } from '../enums.js';
import { metaData } from './meta-data.js';

/** Coupon write fields; `code` is required on create only, defaults apply on create only. */
export function couponWriteArgs(forCreate: boolean): Args {
  const d = <T>(value: T): { default?: T } => (forCreate ? { default: value } : {});
  const args: Args = {
    code: { description: 'Coupon code.', type: 'string', ...(forCreate ? { required: true } : {}) },
    amount: {
      description: 'The amount of discount. Should always be numeric, even if setting a percentage.',
      type: 'string',
    },
    status: {
      description: 'The status of the coupon. Should always be draft, published, or pending review',
      type: 'string',
    },
    discount_type: {
      description: 'Determines the type of discount that will be applied.',
      type: 'string',
      ...d('fixed_cart'),
      enum: [...COUPON_DISCOUNT_TYPES],
    },
    description: { description: 'Coupon description.', type: 'string' },
    date_expires: { description: "The date the coupon expires, in the site's timezone.", type: ['null', 'string'] },
    date_expires_gmt: { description: 'The date the coupon expires, as GMT.', type: ['null', 'string'] },
    individual_use: {
      description:
        'If true, the coupon can only be used individually. Other applied coupons will be removed from the cart.',
      type: 'boolean',
      ...d(false),
    },
    product_ids: intList('List of product IDs the coupon can be used on.'),
    excluded_product_ids: intList('List of product IDs the coupon cannot be used on.'),
    usage_limit: { description: 'How many times the coupon can be used in total.', type: 'integer' },
    usage_limit_per_user: { description: 'How many times the coupon can be used per customer.', type: 'integer' },
    limit_usage_to_x_items: {
      description: 'Max number of items in the cart the coupon can be applied to.',
      type: 'integer',
    },
    free_shipping: {
      description: 'If true and if the free shipping method requires a coupon, this coupon will enable free shipping.',
      type: 'boolean',
      ...d(false),
    },
    product_categories: intList('List of category IDs the coupon applies to.'),
    excluded_product_categories: intList('List of category IDs the coupon does not apply to.'),
    exclude_sale_items: {
      description: 'If true, this coupon will not be applied to items that have sale prices.',
      type: 'boolean',
      ...d(false),
    },
    minimum_amount: {
      description: 'Minimum order amount that needs to be in the cart before coupon applies.',
      type: 'string',
    },
    maximum_amount: { description: 'Maximum order amount allowed when using the coupon.', type: 'string' },
    email_restrictions: {
      description: 'List of email addresses that can use this coupon.',
      type: 'array',
      items: { type: 'string' },
    },
    meta_data: metaData(),
  };
  return args;
}
