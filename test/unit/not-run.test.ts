import { describe, expect, it } from 'vitest';
import { mostNotRun, mostNotRunText, notRunGroups } from '../../reports/not-run.js';
import { countsLine, plural, verdictText } from '../../reports/summary.js';
import type { CaseResult, RunResult, SkipKind } from '../../src/model/result.js';
import type { Setting } from '../../src/model/words.js';
import type { CaseSpec, Suite } from '../../src/model/suite.js';
import { skippedResult } from '../../src/runner/case-result.js';
import { leftBehind, wroteNothing } from '../../src/site/leftovers.js';
import { SuiteDependencies } from '../../src/runner/dependencies.js';
import { FIXTURE } from './reports/fixture.js';

// What a run did not check, in groups made from the skips' data (kind, setting), never their words;
// more than half not run is said beside the verdict; counts and nouns agree.

let n = 0;
const skip = (kind: SkipKind | undefined, setting?: { setting: Setting; words: string }, reason = 'x'): CaseResult =>
  ({
    suite: 's',
    id: `c${n++}`,
    title: 't',
    level: 'must',
    tags: [],
    outcome: 'skipped',
    failures: [],
    durationMs: 0,
    skipReason: reason,
    ...(kind ? { skipKind: kind } : {}),
    ...(setting ? { skipSetting: setting } : {}),
    spec: { origin: { file: 'x' }, requires: [] },
  }) as CaseResult;
const passed = (): CaseResult => ({ ...skip(undefined), outcome: 'passed', skipReason: undefined }) as CaseResult;

const run = (cases: CaseResult[]): RunResult => ({
  ...FIXTURE,
  suites: [{ id: 's', title: 'S', file: 'x', cases, durationMs: 0, leftovers: [] }],
  totals: {
    ...FIXTURE.totals,
    total: cases.length,
    passed: cases.filter((c) => c.outcome === 'passed').length,
    skipped: cases.filter((c) => c.outcome === 'skipped').length,
  },
});

const ADMIN = { setting: 'admin-credentials', words: '--auth or SHOP_CONFORMANCE_AUTH' } as const;
const CUSTOMER = { setting: 'customer-credentials', words: '--customer-auth' } as const;

describe('not run, in groups', () => {
  it('groups by kind and setting, each with what would let it run, in a fixed order', () => {
    const result = run([
      skip('dependency', undefined, 'depends on a, which was skipped (no administrator credentials)'),
      skip('credentials', ADMIN),
      skip('credentials', ADMIN),
      skip('credentials', CUSTOMER),
      // The words of a reason do not group it: this one reads like a credentials skip.
      skip('read-only', undefined, 'no administrator credentials (--auth)'),
      skip('interrupted'),
      skip('idle'),
      skip('budget'),
      skip('unsendable'),
      skip('credentials', undefined, 'its control cannot be sent'),
      // A result written before skips carried their kind.
      skip(undefined),
      passed(),
    ]);
    expect(notRunGroups(result).map((g) => [g.key, g.count, g.line])).toEqual([
      ['admin-credentials', 2, '2 cases need administrator credentials: give --auth or SHOP_CONFORMANCE_AUTH'],
      ['customer-credentials', 1, '1 case needs customer credentials: give --customer-auth'],
      ['credentials', 1, '1 case needs credentials the run was not given (its control cannot be sent)'],
      ['read-only', 1, '1 case writes: --read-only keeps it from writing'],
      ['dependency', 1, '1 case depends on a case that was skipped or found nothing on the site'],
      ['interrupted', 2, '2 cases were not run: the run was interrupted (Ctrl-C)'],
      ['budget', 1, "1 fuzz endpoint not run: the fuzz phase's budget was spent (--fuzz-budget)"],
      ['unsendable', 1, '1 fuzz endpoint with nothing to send'],
      ['other', 1, '1 case was skipped for other reasons (see each case)'],
    ]);
    expect(notRunGroups(run([passed()]))).toEqual([]);
  });

  it('a skipped case keeps the setting that would let it run, as the caller words it', () => {
    const suite = { id: 's' } as Suite;
    const spec = {
      id: 'c',
      title: 't',
      level: 'must',
      tags: [],
      origin: { file: 'x' },
      requires: ['admin'],
      expect: [],
    };
    const skipped = skippedResult(
      suite,
      spec as unknown as CaseSpec,
      { kind: 'credentials', reason: 'no administrator credentials', setting: 'admin-credentials' },
      { ...({} as Record<Setting, string>), 'admin-credentials': '--auth' },
    );
    expect(skipped.skipSetting).toEqual({ setting: 'admin-credentials', words: '--auth' });
    expect(skipped.skipReason).toBe('no administrator credentials (--auth)');
    const plain = skippedResult(suite, spec as unknown as CaseSpec, { kind: 'read-only', reason: 'writes' });
    expect(plain.skipSetting).toBeUndefined();
  });

  it('says so beside the verdict when more than half of the cases were not run, and only then', () => {
    const half = run([skip('credentials', ADMIN), passed()]);
    expect(mostNotRun(half)).toBeUndefined();
    const most = run([skip('credentials', ADMIN), skip('read-only'), passed()]);
    expect(mostNotRun(most)).toEqual({ notRun: 2, total: 3, percent: 66 });
    expect(mostNotRunText(most)).toBe("but 2 of 3 cases (66%) were not run: see 'Not run' above");
    expect(mostNotRunText(run([skip('read-only')]))).toBe("but 1 of 1 case (100%) was not run: see 'Not run' above");
  });
});

describe('plurals', () => {
  it('a count and its noun agree in the counts line and the verdicts', () => {
    expect(plural(1, 'case')).toBe('1 case');
    expect(plural(2, 'case')).toBe('2 cases');
    expect(plural(0, 'unexpected pass', 'unexpected passes')).toBe('0 unexpected passes');
    expect(countsLine(run([passed()]))).toMatch(/^1 case: 1 passed/);
    expect(countsLine(run([passed(), passed()]))).toMatch(/^2 cases: 2 passed/);
    expect(verdictText({ verdict: 'failed', reason: 'must', count: 1 })).toBe('FAIL: 1 must-level failure');
    expect(verdictText({ verdict: 'failed', reason: 'must', count: 3 })).toBe('FAIL: 3 must-level failures');
    expect(verdictText({ verdict: 'passed', reason: 'should', count: 1 })).toBe('PASS with 1 should-level deviation');
    expect(verdictText({ verdict: 'failed', reason: 'unexpected-pass', count: 2 })).toBe(
      'FAIL: 2 unexpected passes (--strict)',
    );
    expect(verdictText({ verdict: 'failed', reason: 'expired', count: 1 })).toBe(
      'FAIL: 1 expectation past its until date',
    );
    expect(verdictText({ verdict: 'failed', reason: 'expired', count: 2 })).toBe(
      'FAIL: 2 expectations past their until date',
    );
  });
});

describe('left behind: only what the run made', () => {
  const teardown = { id: 'delete-coupon', title: 'delete the coupon', capture: {}, requires: ['admin', 'writes'] };
  const noCredentials = { ...skip('credentials', ADMIN), id: 'delete-coupon', title: 'delete the coupon' };

  it('a teardown skipped for credentials whose creating case was skipped too made nothing to remove', () => {
    const deps = new SuiteDependencies('s');
    const create = { id: 'create-coupon', capture: { couponId: { pointer: '/id' } } } as unknown as CaseSpec;
    const key = {};
    deps.record(create, skip('credentials', ADMIN), new Map(), key);
    const reads = [{ name: 'couponId', from: key }];
    expect(deps.neverMade(teardown as unknown as CaseSpec, reads)).toBe(true);
    expect(leftBehind(teardown as unknown as CaseSpec, noCredentials, true)).toEqual([]);
    // The creating case passed: the coupon is there, and the skipped teardown left it.
    const made = new SuiteDependencies('s');
    made.record(create, passed(), new Map([['couponId', 7]]), key);
    expect(made.neverMade(teardown as unknown as CaseSpec, reads)).toBe(false);
    expect(leftBehind(teardown as unknown as CaseSpec, noCredentials, false)).toEqual([
      'delete-coupon: delete the coupon was skipped (x)',
    ]);
  });

  it('a suite none of whose writing cases was sent wrote nothing', () => {
    const writer = (outcome: CaseResult['outcome'], extra: Partial<CaseResult> = {}) =>
      ({ ...passed(), outcome, spec: { origin: { file: 'x' }, requires: ['writes'] }, ...extra }) as CaseResult;
    expect(wroteNothing([passed(), writer('skipped'), writer('blocked')])).toBe(true);
    expect(wroteNothing([writer('passed')])).toBe(false);
    expect(wroteNothing([writer('failed')])).toBe(false);
    // A blocked negative sent its control, which may have written.
    expect(wroteNothing([writer('blocked', { control: { accepted: false } })])).toBe(false);
  });
});
