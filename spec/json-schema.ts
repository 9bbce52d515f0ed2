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

/** What `toJsonSchema` keeps or changes beyond the conversion every use needs. */
export interface JsonSchemaOptions {
  /** Keep each argument's `default` (a document for people and tools); validators leave it out. */
  defaults?: boolean;
  /** Each string enum value as written out, e.g. in a site's words. */
  value?: (value: string) => string;
}

/**
 * The platform's argument schemas as JSON Schema (draft-07 validators and OpenAPI 3.1 alike):
 * `required: true` on a property becomes the parent's `required` list, `mixed` becomes "any type", the
 * boolean exclusive bounds become the numeric ones both dialects read, and published-only keywords are
 * dropped. One conversion for the checks' named schemas and the OpenAPI document (`openapi.ts`).
 */
export function toJsonSchema(schema: ArgSchema, options: JsonSchemaOptions = {}): JsonSchema {
  const convert = (s: ArgSchema) => toJsonSchema(s, options);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    switch (key) {
      case 'required':
      case 'readonly':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        break;
      case 'default':
        if (options.defaults) out.default = value;
        break;
      case 'type': {
        const types = (Array.isArray(value) ? value : [value]).filter((t) => t !== 'mixed');
        if (types.length > 0) out.type = types.length === 1 ? types[0] : types;
        break;
      }
      case 'enum':
        out.enum = options.value
          ? (value as unknown[]).map((v) => (typeof v === 'string' ? options.value?.(v) : v))
          : value;
        break;
      case 'items':
        out.items = convert(value as ArgSchema);
        break;
      case 'properties': {
        const properties = value as Record<string, ArgSchema>;
        out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, convert(v)]));
        const required = Object.entries(properties)
          .filter(([, v]) => v.required === true)
          .map(([k]) => k);
        if (required.length > 0) out.required = required;
        break;
      }
      case 'additionalProperties':
        out.additionalProperties = typeof value === 'object' ? convert(value as ArgSchema) : value;
        break;
      case 'anyOf':
      case 'oneOf':
        out[key] = (value as ArgSchema[]).map(convert);
        break;
      default:
        out[key] = value;
    }
  }
  if (schema.exclusiveMinimum && schema.minimum !== undefined) {
    out.exclusiveMinimum = schema.minimum;
    delete out.minimum;
  }
  if (schema.exclusiveMaximum && schema.maximum !== undefined) {
    out.exclusiveMaximum = schema.maximum;
    delete out.maximum;
  }
  // An enum with a nullable type lets null through, as the platform's data does.
  if (
    Array.isArray(out.enum) &&
    Array.isArray(out.type) &&
    (out.type as string[]).includes('null') &&
    !(out.enum as unknown[]).includes(null)
  )
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
