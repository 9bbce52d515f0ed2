import { describe, expect, it } from 'vitest';
import type { CaseResult, SkipKind } from '../../../src/model/result.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { leftBehind, madeIt } from '../../../src/site/leftovers.js';

const teardown = { id: 'remove-coupon', title: 'the coupon is removed' } as CaseSpec;
const skipped = (kind: SkipKind, reason: string): CaseResult =>
  ({
    suite: 's',
    id: teardown.id,
    title: teardown.title,
    level: 'must',
    tags: [],
    outcome: 'skipped',
    skipReason: reason,
    skipKind: kind,
    failures: [],
    durationMs: 0,
    spec: { origin: { file: 'x' }, requires: [] },
  }) as CaseResult;

describe('what a skipped teardown leaves behind', () => {
  it('is decided by the skip kind, not by the words of its reason', () => {
    // Words that once read as "nothing was made" do not hide a teardown skipped for want of credentials.
    expect(leftBehind(teardown, skipped('credentials', 'read-only: depends on found nothing'))).toEqual([
      'remove-coupon: the coupon is removed was skipped (read-only: depends on found nothing)',
    ]);
    expect(leftBehind(teardown, skipped('interrupted', 'x'))).toHaveLength(1);
    // And words that once read as "left behind" do not make one of a skip that made nothing.
    for (const kind of ['read-only', 'dependency', 'idle'] as const)
      expect(leftBehind(teardown, skipped(kind, 'no administrator credentials'))).toEqual([]);
  });
});

describe('what a case that leaves something made', () => {
  it('nothing when it found what it would make on the site (an earlier run made it)', () => {
    const passed = {
      ...skipped('idle', ''),
      outcome: 'passed',
      skipReason: undefined,
      skipKind: undefined,
    } as CaseResult;
    expect(madeIt(passed)).toBe(true);
    expect(madeIt({ ...passed, found: true })).toBe(false);
  });
});
