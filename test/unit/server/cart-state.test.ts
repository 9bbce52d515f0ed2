import { afterEach, describe, expect, it } from 'vitest';
import { addLine } from '../../../reference-server/plugins/storefront/cart-lines.js';
import { loadCart, saveCart } from '../../../reference-server/plugins/storefront/cart-state.js';
import type { HandlerContext } from '../../../reference-server/http/types.js';
import { createStorage, type Storage } from '../../../reference-server/storage/index.js';

let storage: Storage | undefined;
afterEach(() => storage?.close());

describe('a cart loaded to work on', () => {
  it('is a copy: a change that fails half-way, or is never saved, leaves the kept cart as it was', () => {
    const s = (storage = createStorage());
    const ctx = {} as HandlerContext;
    const first = loadCart(s, 's1');
    addLine(s, first, { id: 16 }, ctx);
    saveCart(s, 's1', first);

    const working = loadCart(s, 's1');
    addLine(s, working, { id: 16, quantity: 2 }, ctx);
    addLine(s, working, { id: 17 }, ctx);
    working.coupons.push('welcome10');
    working.selectedRates['0'] = 'local_pickup:3';
    expect(() => addLine(s, working, { id: 999 }, ctx)).toThrow(/was not found/);

    const kept = loadCart(s, 's1');
    expect(kept.items.map((l) => [l.productId, l.quantity])).toEqual([[16, 1]]);
    expect(kept.coupons).toEqual([]);
    expect(kept.selectedRates).toEqual({});
  });
});
