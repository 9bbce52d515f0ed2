import type { Args } from '../types.js';
import { PAYMENT_METHODS } from '../enums.js';
import { billingAddress, checkoutShippingAddress } from './address.js';

/** Checkout POST payload; the localized site's payment_method enum is narrowed in site.ts. */
export function checkoutArgs(): Args {
  return {
    billing_address: { ...billingAddress(), required: true },
    shipping_address: checkoutShippingAddress(),
    payment_data: {
      description: 'Data to pass through to the payment method when processing payment.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          value: { type: ['string', 'boolean'] },
        },
      },
    },
    customer_note: { description: 'Note added to the order by the customer during checkout.', type: 'string' },
    payment_method: {
      description: 'The ID of the payment method being used to process the payment.',
      type: 'string',
      enum: [...PAYMENT_METHODS],
    },
    create_account: {
      description: 'Whether to create a new user account as part of order processing.',
      type: 'boolean',
    },
    extensions: { description: 'Additional data registered by extensions.', type: 'object', default: {} },
  };
}
