import type { ArgSchema } from '../types.js';
import { readOnly } from '../args.js';
import { BILLING_PERIODS } from '../enums.js';

/** `extensions.subscriptions` of a cart item: ten read-only fields, null for ordinary products. */
export function subscriptionItemData(): ArgSchema {
  return {
    description: 'Subscription data for this cart item.',
    type: 'object',
    properties: {
      billing_period: readOnly('Billing period for the subscription.', ['string', 'null'], {
        enum: [...BILLING_PERIODS],
      }),
      billing_interval: readOnly('The number of billing periods between subscription renewals.', ['integer', 'null']),
      subscription_length: readOnly('Subscription Product length.', ['integer', 'null']),
      trial_period: readOnly('Subscription Product trial period.', ['string', 'null'], { enum: [...BILLING_PERIODS] }),
      trial_length: readOnly('Subscription Product trial interval.', ['integer', 'null']),
      sign_up_fees: readOnly('Subscription Product signup fees.', ['string', 'null']),
      sign_up_fees_tax: readOnly('Subscription Product signup fees taxes.', ['string', 'null']),
      is_resubscribe: readOnly(
        'Indicates whether this product is being used to resubscribe the customer to an existing, expired subscription.',
        'boolean',
      ),
      switch_type: readOnly(
        'Indicates whether this product a subscription update, downgrade, cross grade or none of the above.',
        ['string', 'null'],
      ),
      synchronization: readOnly('Synchronization data for the subscription.', ['object', 'integer', 'null'], {
        properties: {
          day: { description: 'Synchronization day if subscription is annual.', type: 'integer' },
          month: { description: 'Synchronization month if subscription is annual.', type: 'integer' },
        },
      }),
    },
  };
}

/** The `extensions` request argument on cart item routes; item create gets the document's default. */
export function cartItemExtensions(withDefault: boolean): ArgSchema {
  const arg: ArgSchema = {
    description: 'Additional data registered by extensions.',
    type: 'object',
    properties: { subscriptions: subscriptionItemData() },
  };
  if (withDefault) arg.default = { subscriptions: { synchronization: [] } };
  return arg;
}

export function variationArg(): ArgSchema {
  return {
    description: 'Chosen attributes (for variations).',
    type: 'array',
    items: {
      type: 'object',
      properties: {
        attribute: { description: 'Variation attribute name.', type: 'string' },
        value: { description: 'Variation attribute value.', type: 'string' },
      },
    },
  };
}
