import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../../src/model/result.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { ReproLog } from '../../../src/repro/repro.js';
import { caseSpec } from '../../helpers/case-spec.js';

// A reproduction's producers are the plan's edges (`src/plan/edges.ts`), not the latest case in the
// log that captured the same name: cases run concurrently, and a case later in the plan that captures
// that name may have been sent before the failing one started.

const target = { baseUrl: 'http://shop.test', apiRoot: '/wp-json', headers: {} };
const exchange = (status: number) => ({
  request: { method: 'POST', url: 'http://shop.test/x', headers: {} },
  response: { status, headers: {}, body: '{}', truncated: false, durationMs: 1 },
});
const result = (outcome: 'passed' | 'failed', status: number) =>
  ({ outcome, failures: [], level: 'must', exchange: exchange(status) }) as unknown as CaseResult;

const cart = (id: string): CaseSpec =>
  caseSpec(id, {
    request: { method: 'POST', path: `/shop/store/v1/cart/add-item`, body: { id: 1 } },
    capture: { cartToken: { header: 'Cart-Token' } },
  });

describe('a reproduction follows the plan edges', () => {
  it('names the producer the plan gives, though another case captured the same name later in the log', () => {
    const log = new ReproLog(target);
    const first = cart('make-cart');
    const other = cart('another-cart');
    const reader = caseSpec('read-cart', {
      request: { method: 'GET', path: '/shop/store/v1/cart', headers: { 'Cart-Token': '{{cartToken}}' } },
    });
    log.start(first, []);
    log.record(first, result('passed', 201), new Map([['cartToken', 'token-one']]));
    // Later in the plan than the reader, sent before it (concurrency): its capture is not the one the reader read.
    log.start(other, []);
    log.record(other, result('passed', 201), new Map([['cartToken', 'token-two']]));
    log.start(reader, [{ name: 'cartToken', from: first }]);
    const failing = result('failed', 200);
    log.record(reader, failing, new Map([['cartToken', 'token-one']]));
    expect(failing.repro?.steps.map((s) => s.case)).toEqual(['make-cart', 'read-cart']);
    expect(failing.repro?.steps[0]?.sets).toEqual([{ name: 'CART_TOKEN', header: 'Cart-Token' }]);
  });

  it('sends no producer again when the plan names none (a value from outside the suite)', () => {
    const log = new ReproLog(target);
    const maker = cart('make-cart');
    const reader = caseSpec('read-cart', {
      request: { method: 'GET', path: '/shop/store/v1/cart', headers: { 'Cart-Token': '{{cartToken}}' } },
    });
    log.start(maker, []);
    log.record(maker, result('passed', 201), new Map([['cartToken', 'token-one']]));
    log.start(reader, [{ name: 'cartToken', from: undefined }]);
    const failing = result('failed', 200);
    log.record(reader, failing, new Map([['cartToken', 'token-one']]));
    // Its own request alone, the token the run used written out as it was (no step of the log sets it).
    expect(failing.repro?.steps.map((s) => s.case)).toEqual(['read-cart']);
    expect(failing.repro?.steps[0]?.sets).toBeUndefined();
  });
});
