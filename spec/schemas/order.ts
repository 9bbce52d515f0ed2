import type { ArgSchema, Args } from '../types.js';
import { readOnly } from '../args.js';
import { CURRENCY_CODES, FEE_TAX_STATUSES, ORDER_STATUSES } from '../enums.js';
import { orderBilling, orderShipping } from './address.js';
import { metaData } from './meta-data.js';

const ANY = 'mixed' as const;

function taxes(withSubtotal: boolean): ArgSchema {
  const properties: Record<string, ArgSchema> = {
    id: { description: 'Tax rate ID.', type: 'integer' },
    total: { description: 'Tax total.', type: 'string' },
  };
  if (withSubtotal) properties.subtotal = { description: 'Tax subtotal.', type: 'string' };
  return readOnly('Line taxes.', 'array', { items: { type: 'object', properties } });
}

export function lineItem(): ArgSchema {
  return {
    type: 'object',
    properties: {
      id: readOnly('Item ID.', 'integer'),
      name: { description: 'Product name.', type: ANY },
      parent_name: { description: 'Parent product name if the product is a variation.', type: 'string' },
      product_id: { description: 'Product ID.', type: ANY },
      variation_id: { description: 'Variation ID, if applicable.', type: 'integer' },
      quantity: { description: 'Quantity ordered.', type: 'integer' },
      tax_class: { description: 'Tax class of product.', type: 'string' },
      subtotal: { description: 'Line subtotal (before discounts).', type: 'string' },
      subtotal_tax: readOnly('Line subtotal tax (before discounts).', 'string'),
      total: { description: 'Line total (after discounts).', type: 'string' },
      total_tax: readOnly('Line total tax (after discounts).', 'string'),
      taxes: taxes(true),
      meta_data: metaData(true),
      sku: readOnly('Product SKU.', 'string'),
      price: readOnly('Product price.', 'number'),
      image: readOnly('Properties of the main product image.', 'object', {
        properties: {
          id: { description: 'Image ID.', type: 'integer' },
          src: { description: 'Image URL.', type: 'string', format: 'uri' },
        },
      }),
    },
  };
}

export function shippingLine(): ArgSchema {
  return {
    type: 'object',
    properties: {
      id: readOnly('Item ID.', 'integer'),
      method_title: { description: 'Shipping method name.', type: ANY },
      method_id: { description: 'Shipping method ID.', type: ANY },
      instance_id: { description: 'Shipping instance ID.', type: 'string' },
      total: { description: 'Line total (after discounts).', type: 'string' },
      total_tax: readOnly('Line total tax (after discounts).', 'string'),
      taxes: taxes(false),
      meta_data: metaData(),
    },
  };
}

export function feeLine(): ArgSchema {
  return {
    type: 'object',
    properties: {
      id: readOnly('Item ID.', 'integer'),
      name: { description: 'Fee name.', type: ANY },
      tax_class: { description: 'Tax class of fee.', type: 'string' },
      tax_status: { description: 'Tax status of fee.', type: 'string', enum: [...FEE_TAX_STATUSES] },
      total: { description: 'Line total.', type: 'string' },
      total_tax: readOnly('Line total tax.', 'string'),
      taxes: taxes(true),
      meta_data: metaData(),
    },
  };
}

export function couponLine(): ArgSchema {
  return {
    type: 'object',
    properties: {
      id: readOnly('Item ID.', 'integer'),
      code: { description: 'Coupon code.', type: ANY },
      discount: readOnly('Discount total.', 'string'),
      discount_tax: readOnly('Discount total tax.', 'string'),
      meta_data: metaData(),
    },
  };
}

/** Order create/update fields, in the platform's order. `forCreate` keeps the defaults the document gives. */
export function orderWriteArgs(forCreate: boolean): Args {
  const d = <T>(value: T): { default?: T } => (forCreate ? { default: value } : {});
  return {
    parent_id: { description: 'Parent order ID.', type: 'integer' },
    status: { description: 'Order status.', type: 'string', ...d('pending'), enum: [...ORDER_STATUSES] },
    currency: {
      description: 'Currency the order was created with, in ISO format.',
      type: 'string',
      ...d('EUR'),
      enum: [...CURRENCY_CODES],
    },
    customer_id: { description: 'User ID who owns the order. 0 for guests.', type: 'integer', ...d(0) },
    customer_note: { description: 'Note left by customer during checkout.', type: 'string' },
    billing: orderBilling(),
    shipping: orderShipping(),
    payment_method: { description: 'Payment method ID.', type: 'string' },
    payment_method_title: { description: 'Payment method title.', type: 'string' },
    transaction_id: { description: 'Unique transaction ID.', type: 'string' },
    meta_data: metaData(),
    line_items: { description: 'Line items data.', type: 'array', items: lineItem() },
    shipping_lines: { description: 'Shipping lines data.', type: 'array', items: shippingLine() },
    fee_lines: { description: 'Fee lines data.', type: 'array', items: feeLine() },
    coupon_lines: { description: 'Coupons line data.', type: 'array', items: couponLine() },
    // The document gives set_paid's default in the create/update table, as it gives status's and
    // customer_id's: a create's (an update that leaves it out pays nothing, whatever a default says), and
    // the platform publishes none on the update and batch endpoints.
    set_paid: {
      description: 'Define if the order is paid. It will set the status to processing and reduce stock items.',
      type: 'boolean',
      ...d(false),
    },
  };
}
