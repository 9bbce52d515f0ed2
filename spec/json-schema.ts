import type { ArgSchema, Args, JsonSchema } from './types.js';
import {
  billingAddress,
  checkoutShippingAddress,
  orderBilling,
  orderShipping,
  shippingAddress,
} from './schemas/address.js';
import { batchArgs } from './schemas/batch.js';
import { subscriptionItemData } from './schemas/cart.js';
import { checkoutArgs } from './schemas/checkout.js';
import { couponWriteArgs } from './schemas/coupon.js';
import { accountKeysArgs, gatewaySettingsArgs, terminalLocationArgs } from './schemas/gateway.js';
import { orderWriteArgs } from './schemas/order.js';
import { productCreateArgs } from './schemas/product.js';
import { RESPONSE_SCHEMAS } from './schemas/responses.js';

export type { JsonSchema } from './types.js';

/**
 * The platform's argument schemas as draft-07 JSON Schema: `required: true` on a property becomes the
 * parent's `required` list, `mixed` becomes "any type", and published-only keywords are dropped.
 */
export function toJsonSchema(schema: ArgSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' || key === 'readonly' || key === 'default') continue;
    if (key === 'type') {
      const types = (Array.isArray(value) ? value : [value]).filter((t) => t !== 'mixed');
      if (types.length > 0) out.type = types.length === 1 ? types[0] : types;
      continue;
    }
    if (key === 'items') out.items = toJsonSchema(value as ArgSchema);
    else if (key === 'properties') {
      const properties = value as Record<string, ArgSchema>;
      out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, toJsonSchema(v)]));
      const required = Object.entries(properties)
        .filter(([, v]) => v.required === true)
        .map(([k]) => k);
      if (required.length > 0) out.required = required;
    } else if (key === 'additionalProperties' && typeof value === 'object')
      out.additionalProperties = toJsonSchema(value as ArgSchema);
    else if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') continue;
    else out[key] = value;
  }
  // An enum with a nullable type lets null through, as the platform's data does.
  if (Array.isArray(out.enum) && Array.isArray(out.type) && (out.type as string[]).includes('null'))
    out.enum = [...(out.enum as unknown[]), null];
  return out;
}

/** A request body made of top-level arguments: an object schema whose required list comes from them. */
export function argsToJsonSchema(args: Args): JsonSchema {
  return toJsonSchema({ type: 'object', properties: args });
}

/** Every named schema a suite may refer to with `json-schema: {name: ...}`. */
export function namedSchemas(): Record<string, JsonSchema> {
  return {
    ...RESPONSE_SCHEMAS,
    'storefront-billing-address': toJsonSchema(billingAddress()),
    'storefront-shipping-address': toJsonSchema(shippingAddress()),
    'checkout-shipping-address': toJsonSchema(checkoutShippingAddress()),
    'order-billing': toJsonSchema(orderBilling()),
    'order-shipping': toJsonSchema(orderShipping()),
    'order-create': argsToJsonSchema(orderWriteArgs(true)),
    'order-update': argsToJsonSchema(orderWriteArgs(false)),
    'coupon-create': argsToJsonSchema(couponWriteArgs(true)),
    'product-create': argsToJsonSchema(productCreateArgs()),
    checkout: argsToJsonSchema(checkoutArgs()),
    'batch-body': argsToJsonSchema(batchArgs()),
    // The document lists the ten fields of a cart item's extension data: each is there (null where it
    // does not apply), so the schema requires them all, not only their types.
    'cart-item-subscriptions': {
      ...toJsonSchema(subscriptionItemData()),
      required: Object.keys(subscriptionItemData().properties ?? {}),
    },
    'gateway-settings': argsToJsonSchema(gatewaySettingsArgs()),
    'account-keys': argsToJsonSchema(accountKeysArgs()),
    'terminal-location': argsToJsonSchema(terminalLocationArgs(true)),
  };
}
