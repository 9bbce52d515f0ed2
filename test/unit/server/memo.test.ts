import { describe, expect, it } from 'vitest';
import { BoundedMap, boundedKey, KEY_LIMIT, memo, memoByVersion } from '../../../reference-server/util/memo.js';

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

describe('the bounded map (a memo read and written apart: replayed answers, verified passwords)', () => {
  it('holds at most its limit, starting again from empty, and keeps a long key as its digest', () => {
    const map = new BoundedMap<string, number>(2);
    const long = 'k'.repeat(100_000);
    map.set('a', 1);
    map.set(long, 2);
    expect([map.get('a'), map.get(long), map.has(`${long}!`), map.size]).toEqual([1, 2, false, 2]);
    // Writing a key it holds is no new entry; a third key starts it over.
    map.set('a', 3);
    expect(map.size).toBe(2);
    map.set('c', 4);
    expect([map.size, map.get('a'), map.get('c')]).toEqual([1, undefined, 4]);
  });

  it('a memo says how many entries it holds, never more than its limit', () => {
    const remember = memo<number, number>(3);
    const byVersion = memoByVersion<number, number>(() => 0, 3);
    for (let i = 0; i < 10; i++) {
      remember(i, () => i);
      byVersion(i, () => i);
      expect(remember.size).toBeLessThanOrEqual(3);
      expect(byVersion.size).toBeLessThanOrEqual(3);
    }
    expect([remember.size, byVersion.size]).toEqual([1, 1]);
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

describe('a memo with its own key limit', () => {
  it('keeps keys up to that limit as they are, digests longer ones past it, and never confuses the two', () => {
    expect(boundedKey('t'.repeat(1024), 1024)).toBe('t'.repeat(1024));
    expect(boundedKey('t'.repeat(1025), 1024)).toHaveLength(1025);
    expect(boundedKey('t'.repeat(1025), 1024)).not.toBe('t'.repeat(1025));
    // No limit at all: for keys the server made itself (its own answers), kept whole whatever their size.
    const answer = 'a'.repeat(200_000);
    expect(boundedKey(answer, Number.POSITIVE_INFINITY)).toBe(answer);
    let made = 0;
    const remember = memo<string, number>(10, 1024);
    const get = (key: string) => remember(key, () => ++made);
    expect([get('t'.repeat(1000)), get('t'.repeat(1000)), get('t'.repeat(2000)), get('t'.repeat(2000))]).toEqual([
      1, 1, 2, 2,
    ]);
  });
});
