import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { asciiJson } from '../../../reference-server/http/ascii-json.js';
import { jsonTemplate } from '../../../reference-server/http/json-template.js';
import { cartJson } from '../../../reference-server/plugins/storefront/cart-json.js';
import { cartShape } from '../../../reference-server/plugins/storefront/cart-shapes.js';
import { emptyCart, itemKey, type CartState } from '../../../reference-server/plugins/storefront/cart-state.js';
import { createStorage, type Storage } from '../../../reference-server/storage/index.js';

describe('JSON templates', () => {
  it('fill each named hole with its JSON text, wherever the shape puts it', () => {
    const t = jsonTemplate(['a', 'b'] as const, (h) => ({ first: h.b, nested: { list: [1, h.a] }, fixed: 'x' }));
    expect(t.render({ a: '"A"', b: '{"n":2}' })).toBe('{"first":{"n":2},"nested":{"list":[1,"A"]},"fixed":"x"}');
    expect(JSON.parse(t.render({ a: 'null', b: '[]' }))).toEqual({
      first: [],
      nested: { list: [1, null] },
      fixed: 'x',
    });
  });

  it('refuse a shape that drops a hole or uses one twice', () => {
    expect(() => jsonTemplate(['a', 'b'] as const, (h) => ({ only: h.a }))).toThrow(/each hole once/);
    expect(() => jsonTemplate(['a'] as const, (h) => [h.a, h.a])).toThrow(/each hole once/);
  });

  it('take no text of the fixed part for a hole, whatever it says', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (fixed, value) => {
        const t = jsonTemplate(['v'] as const, (h) => ({ fixed, v: h.v }));
        expect(JSON.parse(t.render({ v: JSON.stringify(value) }))).toEqual({ fixed, v: value });
      }),
    );
  });

  it('write ASCII only, as the platform encodes JSON, and leave ASCII text as it is', () => {
    expect(asciiJson(JSON.stringify({ symbol: '€', name: 'Müller 😀' }))).toBe(
      '{"symbol":"\\u20ac","name":"M\\u00fcller \\ud83d\\ude00"}',
    );
    const plain = JSON.stringify({ a: 'plain' });
    expect(asciiJson(plain)).toBe(plain);
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        for (const json of [JSON.stringify(value), JSON.stringify(text)]) {
          const ascii = asciiJson(json);
          expect(ascii).not.toMatch(/[\u0080-\uffff]/);
          expect(JSON.parse(ascii)).toEqual(JSON.parse(json));
        }
      }),
    );
  });
});

describe('the cart reply made from templates', () => {
  let storage: Storage | undefined;
  afterEach(() => storage?.close());

  // Every product of the seed a cart can hold (simple, physical with stock, subscriptions, variations).
  const LINES: [number, number, Record<string, string>][] = [
    [16, 0, {}],
    [17, 0, {}],
    [10, 0, {}],
    [11, 0, {}],
    [18, 0, {}],
    [12, 13, { 'pa_signal-tier': 'basic' }],
    [12, 15, { 'pa_signal-tier': 'elite' }],
  ];
  const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }));
  const address = fc.record({
    first_name: text,
    last_name: text,
    company: text,
    address_1: text,
    address_2: text,
    city: text,
    state: text,
    postcode: text,
    country: fc.constantFrom('DE', 'AT', 'US'),
    phone: text,
  });
  const carts = fc.record({
    lines: fc.subarray(LINES.map((_, i) => i)),
    quantities: fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: LINES.length, maxLength: LINES.length }),
    coupons: fc.subarray(['welcome10', 'nosuchcode']),
    billing: address,
    shipping: address,
    email: text,
    rate: fc.constantFrom(undefined, 'flat_rate:1', 'local_pickup:3', 'nonsense'),
    home: fc.constantFrom('http://127.0.0.1:8080', 'https://shop.example/sub', 'http://x/ä'),
  });
  type CartInput = typeof carts extends fc.Arbitrary<infer T> ? T : never;
  const cartOf = (c: CartInput): CartState => ({
    ...emptyCart(),
    items: c.lines.map((i) => {
      const [productId, variationId, variation] = LINES[i] as (typeof LINES)[number];
      return {
        key: itemKey(productId, variationId, variation),
        productId,
        variationId,
        quantity: c.quantities[i] as number,
        variation,
      };
    }),
    coupons: c.coupons,
    billing: { ...c.billing, email: c.email },
    shipping: c.shipping,
    selectedRates: c.rate ? { '0': c.rate } : {},
  });

  it('is the cart shape as JSON, in ASCII, for any cart of the seed', () => {
    const s = (storage = createStorage());
    fc.assert(
      fc.property(carts, (c) => {
        const cart = cartOf(c);
        expect(cartJson(s, cart, c.home)).toBe(asciiJson(JSON.stringify(cartShape(s, cart, c.home))));
      }),
      { numRuns: 300 },
    );
  });

  it('follows a product that changed since its line was last written', () => {
    const s = (storage = createStorage());
    const cart: CartState = {
      ...emptyCart(),
      items: [{ key: itemKey(17, 0, {}), productId: 17, variationId: 0, quantity: 2, variation: {} }],
    };
    const before = JSON.parse(cartJson(s, cart, 'http://h')) as { items: Record<string, unknown>[] };
    expect(before.items[0]).toMatchObject({ low_stock_remaining: null, quantity_limits: { maximum: 25 } });
    s.products.reduceStock([{ productId: 17, quantity: 24 }]);
    const after = cartJson(s, cart, 'http://h');
    expect(after).toBe(asciiJson(JSON.stringify(cartShape(s, cart, 'http://h'))));
    expect(JSON.parse(after).items[0]).toMatchObject({ low_stock_remaining: 1, quantity_limits: { maximum: 1 } });
  });
});
