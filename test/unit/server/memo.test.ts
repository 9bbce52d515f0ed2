import { describe, expect, it } from 'vitest';
import { boundedKey, KEY_LIMIT, memo, memoByVersion } from '../../../reference-server/util/memo.js';

describe('the server memo', () => {
  it('makes a value once per key, and starts again from empty when full', () => {
    let made = 0;
    const remember = memo<string, number>(2);
    const get = (key: string) => remember(key, () => ++made);
    expect([get('a'), get('a'), get('b')]).toEqual([1, 1, 2]);
    // A third key finds it full: everything is forgotten, so 'a' is made again.
    expect(get('c')).toBe(3);
    expect(get('a')).toBe(4);
    expect(made).toBe(4);
  });

  it('keeps a falsy or null value as remembered, not as missing', () => {
    let made = 0;
    const remember = memo<string, null>(10);
    remember('x', () => {
      made++;
      return null;
    });
    remember('x', () => {
      made++;
      return null;
    });
    expect(made).toBe(1);
  });

  it('by version: a value holds until the version moves, then is made again', () => {
    let version = 0;
    let made = 0;
    const remember = memoByVersion<string, number>(() => version, 10);
    const get = () => remember('k', () => ++made);
    expect([get(), get()]).toEqual([1, 1]);
    version++;
    expect([get(), get()]).toEqual([2, 2]);
  });
});

describe('memo keys are bounded in size', () => {
  it('keeps a long key as its digest, still telling keys apart and finding the same one again', () => {
    const long = 'k'.repeat(1_000_000);
    expect(boundedKey(long).length).toBe(KEY_LIMIT + 1);
    expect(boundedKey('short')).toBe('short');
    expect(boundedKey('k'.repeat(KEY_LIMIT))).toBe('k'.repeat(KEY_LIMIT));
    let made = 0;
    const remember = memo<string, number>(10);
    const get = (key: string) => remember(key, () => ++made);
    expect([get(long), get(long), get(`${long}!`)]).toEqual([1, 1, 2]);
  });

  it('a digest can never equal a key kept as it is: their lengths differ', () => {
    const digest = boundedKey('x'.repeat(KEY_LIMIT + 1));
    let made = 0;
    const remember = memo<string, number>(10);
    remember('x'.repeat(KEY_LIMIT + 1), () => ++made);
    // The digest text sent as a key of its own is longer than the limit too, so it is digested again.
    remember(digest, () => ++made);
    expect(made).toBe(2);
  });
});
