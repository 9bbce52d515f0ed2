import { describe, expect, it } from 'vitest';
import { jsonCheck } from '../../../src/checks/json.js';
import type { CheckContext } from '../../../src/checks/types.js';
import { firstDifference } from '../../../src/util/deep-equal.js';

const ctx = (body: unknown): CheckContext => ({
  response: { status: 200, headers: {}, body: JSON.stringify(body), truncated: false, durationMs: 1 },
  json: () => body,
  namedSchema: () => undefined,
});

describe('json equals', () => {
  it('says where two documents first part ways, with the two values found there', () => {
    const before = [{ id: 1, add_to_cart: { maximum: 25 } }, { id: 2 }];
    const after = [{ id: 1, add_to_cart: { maximum: 24 } }, { id: 2 }];
    const [failure, ...rest] = jsonCheck.run({ pointer: '', equals: before }, ctx(after));
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({
      check: 'json',
      pointer: '/0/add_to_cart/maximum',
      expected: 25,
      actual: 24,
      message: '/0/add_to_cart/maximum differs: expected 25, got 24',
    });
  });

  it('names a missing member, an extra member and arrays of other lengths', () => {
    expect(firstDifference({ a: 1, b: 2 }, { a: 1 })).toEqual({ pointer: '/b', expected: 2, actual: undefined });
    expect(firstDifference({ a: 1 }, { a: 1, 'x/y': 3 })).toEqual({ pointer: '/x~1y', expected: undefined, actual: 3 });
    expect(firstDifference([1, 2], [1, 2, 3], '/list')).toEqual({
      pointer: '/list',
      expected: [1, 2],
      actual: [1, 2, 3],
    });
    expect(firstDifference({ a: [1] }, { a: [1] })).toBeUndefined();
    const [absent] = jsonCheck.run(
      { pointer: '/items', equals: [{ key: 'k', qty: 1 }] },
      ctx({ items: [{ key: 'k' }] }),
    );
    expect(absent).toMatchObject({ pointer: '/items/0/qty', expected: 1, actual: 'absent' });
  });

  it('passes equal documents whatever the member order', () => {
    expect(jsonCheck.run({ pointer: '', equals: { a: 1, b: [1, { c: 2 }] } }, ctx({ b: [1, { c: 2 }], a: 1 }))).toEqual(
      [],
    );
  });
});
