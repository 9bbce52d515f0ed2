import { describe, expect, it } from 'vitest';
import { examine } from '../../../src/replies/examine.js';
import { ERROR_REPLY, successReply } from '../../../spec/replies/index.js';
import { ORDER } from '../../../spec/replies/admin.js';
import { CART } from '../../../spec/replies/storefront.js';

/** A fresh order as the reference server answers one, trimmed to what the tests need. */
function order(): Record<string, unknown> {
  return {
    id: 80,
    parent_id: 0,
    number: '80',
    status: 'completed',
    currency: 'EUR',
    customer_id: 0,
    customer_note: '',
    billing: {
      first_name: 'Grace',
      last_name: 'Hopper',
      company: '',
      address_1: 'Main St 1',
      address_2: '',
      city: 'Berlin',
      state: 'BE',
      postcode: '10115',
      country: 'DE',
      email: 'grace@example.com',
      phone: '',
    },
    shipping: {
      first_name: '',
      last_name: '',
      company: '',
      address_1: '',
      address_2: '',
      city: '',
      state: '',
      postcode: '',
      country: '',
    },
    payment_method: 'bacs',
    payment_method_title: 'Direct bank transfer',
    transaction_id: '',
    meta_data: [],
    line_items: [
      {
        id: 8001,
        name: 'Book',
        product_id: 16,
        variation_id: 0,
        quantity: 1,
        tax_class: '',
        subtotal: '19.00',
        subtotal_tax: '0.00',
        total: '19.00',
        total_tax: '0.00',
        taxes: [],
        meta_data: [],
        sku: 'BOOK',
        price: 19,
        image: { id: 0, src: '' },
        parent_name: null,
      },
    ],
    shipping_lines: [],
    fee_lines: [],
    coupon_lines: [],
    total: '19.00',
    date_created: '2026-01-05T09:00:00',
  };
}

const rules = (value: unknown, node = ORDER, presence = true) =>
  examine(node, value, { presence }).breaches.map(
    (b) => `${b.member} ${b.rule} ${b.statement ?? ('convention' in b.source ? b.source.convention : '')}`,
  );

describe('an answer examined against its reply', () => {
  it('finds nothing in an order as the document types it, its unset fields null and its unset text empty', () => {
    expect(rules(order())).toEqual([]);
  });

  it('names a member of the wrong type, at any depth, by the statement of the document it breaks', () => {
    const o = order();
    o.customer_id = '0';
    (o.billing as Record<string, unknown>).email = 42;
    ((o.line_items as Record<string, unknown>[])[0] as Record<string, unknown>).quantity = '1';
    expect(rules(o)).toEqual([
      'customer_id type reply.order.customer_id',
      'billing.email type reply.order-billing.email',
      'line_items[].quantity type reply.line-item.quantity',
    ]);
  });

  it('takes null as "no value" for a field a client writes, and not for a read-only one or where the document excludes it', () => {
    const o = order();
    o.customer_note = null;
    const line = (o.line_items as Record<string, unknown>[])[0] as Record<string, unknown>;
    line.parent_name = null;
    line.sku = null;
    expect(rules(o)).toEqual(['line_items[].sku type reply.line-item.sku']);
  });

  it('holds a value to its vocabulary and its form, an empty string being no value', () => {
    const o = order();
    o.status = 'shipped';
    (o.billing as Record<string, unknown>).email = 'not an address';
    ((o.line_items as Record<string, unknown>[])[0] as { image: Record<string, unknown> }).image.src = 'no-url';
    expect(rules(o)).toEqual([
      'status enum reply.order.status',
      'billing.email format reply.order-billing.email',
      'line_items[].image.src format reply.line-item.image.src',
    ]);
  });

  it('holds a member missing to where it is stated always there: a convention (should) or the document (must: the address object, a read-only member)', () => {
    const o = order();
    delete o.billing;
    const cart = {
      items: [{ id: 1, quantity: 1, prices: {}, totals: {}, extensions: {} }],
      coupons: [],
      totals: {},
      shipping_address: {},
      billing_address: {},
      needs_payment: false,
      needs_shipping: false,
      shipping_rates: [],
      items_count: 1,
      errors: [],
    };
    expect(rules(o)).toEqual(['billing present admin.orders.fields']);
    const cartRules = rules(cart, CART);
    expect(cartRules).toContain('items[].key present reply.cart-item.key.present');
    expect(cartRules).toContain('billing_address.email present reply.address.email.present');
    expect(cartRules).toContain('billing_address.city present reply.address.city.present');
  });

  it('never fails a member the document does not name, nor one missing from a reply trimmed to what embeds', () => {
    const o = { ...order(), brand_new_member: { anything: 1 } };
    expect(rules(o)).toEqual([]);
    const bare = order();
    delete bare.billing;
    expect(rules(bare, ORDER, false)).toEqual([]);
  });

  it('reads a list route as a list of its resource, and an administration batch item that is an error as an error', () => {
    const list = successReply('GET', '/shop-analytics/orders', 'shop-analytics');
    const broken = order();
    broken.parent_id = 'none';
    expect(list && rules([order(), broken], list)).toEqual(['[].parent_id type reply.order.parent_id']);
    const batch = successReply('POST', '/shop-analytics/orders/batch', 'shop-analytics');
    const failed = { id: 0, error: { code: 'shop_rest_invalid', message: 'No.', data: { status: 400 } } };
    expect(batch && rules({ create: [order(), failed] }, batch)).toEqual([]);
    expect(batch && rules({ create: [{ id: 0, error: { code: 7 } }] }, batch)).toEqual([
      'create[].error.code type admin.orders.batch-reply',
      'create[].error.message present admin.orders.batch-reply',
    ]);
  });

  it('reads the storefront alias and the localized site as the same route, and a namespace index by its pattern', () => {
    expect(successReply('GET', '/shop/store/v1/cart', 'shop/store/v1')).toBe(
      successReply('GET', '/shop/store/cart', 'shop/store'),
    );
    expect(successReply('GET', '/shop-analytics', 'shop-analytics')?.resource).toBe('namespace-index');
    expect(successReply('DELETE', '/shop/store/cart/items/(?P<key>[\\w-]{32})', 'shop/store')).toBeUndefined();
  });

  it('says which statements an answer carried, a member left out not among them', () => {
    const o = order();
    delete o.currency;
    const { checked } = examine(ORDER, o, { presence: true });
    expect(checked.has('reply.order.status')).toBe(true);
    expect(checked.has('reply.line-item.quantity')).toBe(true);
    expect(checked.has('reply.order.currency')).toBe(false);
  });

  it('holds an error answer to the error shape', () => {
    expect(rules({ code: 'x', message: 'y', data: { status: 400 } }, ERROR_REPLY)).toEqual([]);
    expect(rules({ code: 1, data: {} }, ERROR_REPLY)).toEqual([
      'code type errors.shape',
      'message present errors.shape',
      'data.status present errors.shape',
    ]);
  });
});
