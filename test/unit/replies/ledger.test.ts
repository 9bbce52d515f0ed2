import { describe, expect, it } from 'vitest';
import { MAX_FINDINGS, ReplyLedger, type Answered } from '../../../src/replies/ledger.js';
import { findingId, replySuite } from '../../../src/replies/suite.js';
import type { CaseResult } from '../../../src/model/result.js';

function answer(over: Partial<Answered> & { value: unknown }): Answered {
  const { value, ...rest } = over;
  return {
    site: 'primary',
    method: 'GET',
    path: '/shop-analytics/coupons/7',
    status: 200,
    contentType: 'application/json',
    json: () => value,
    who: 'coupons/read',
    exchange: () => ({ exchange: { request: { method: 'GET', url: 'http://shop.test/rest-api/x', headers: {} } } }),
    ...rest,
  };
}

/** A coupon with every member the conventions say a reply carries. */
const coupon = (over: Record<string, unknown> = {}) => ({
  id: 7,
  code: 'x',
  amount: '10.00',
  status: 'publish',
  discount_type: 'percent',
  description: '',
  date_expires: null,
  individual_use: false,
  product_ids: [1, 2],
  excluded_product_ids: [],
  usage_limit: null,
  free_shipping: false,
  product_categories: [],
  exclude_sale_items: false,
  minimum_amount: '0.00',
  maximum_amount: '0.00',
  email_restrictions: [],
  meta_data: [],
  ...over,
});

describe('the reply ledger', () => {
  it('keeps one finding per route, member and rule, counting the answers and naming the first cases that saw it', () => {
    const ledger = new ReplyLedger();
    for (const who of ['a/1', 'a/2', 'b/1', 'b/2'])
      ledger.observe(answer({ value: coupon({ product_ids: ['1'] }), who }));
    ledger.observe(answer({ value: [coupon({ product_ids: ['2'] })], path: '/shop-analytics/coupons', who: 'c/1' }));
    const findings = ledger.findings();
    expect(findings.map((f) => [findingId(f), f.count, f.seenBy])).toEqual([
      ['GET /shop-analytics/coupons/{id} product_ids[] type', 4, ['a/1', 'a/2', 'b/1']],
      ['GET /shop-analytics/coupons [].product_ids[] type', 1, ['c/1']],
    ]);
    expect(findings[0]).toMatchObject({
      pointer: '/product_ids/0',
      actual: '1',
      statement: 'reply.coupon.product_ids[]',
    });
  });

  it('examines a batch entry as the answer of its own request, under its own route', () => {
    const ledger = new ReplyLedger();
    ledger.observe(
      answer({
        method: 'POST',
        path: '/batch/v1',
        status: 207,
        body: {
          requests: [{ path: '/shop-analytics/coupons/7', method: 'PUT' }, { path: '/shop/store/cart/add-item' }],
        },
        value: {
          responses: [
            { status: 200, headers: {}, body: coupon({ code: 5 }) },
            { status: 400, headers: {}, body: { code: 'shop_rest_x', message: 'm', data: { status: 409 } } },
          ],
        },
      }),
    );
    expect(ledger.findings().map((f) => [findingId(f), f.pointer])).toEqual([
      ['PUT /shop-analytics/coupons/{id} (batch) code type', '/responses/0/body/code'],
      ['POST /shop/store/cart/add-item (batch) data.status status', '/responses/1/body/data/status'],
    ]);
  });

  it('holds an error answer to the error shape, its data.status the HTTP status', () => {
    const ledger = new ReplyLedger();
    ledger.observe(answer({ status: 404, value: { code: 'rest_no_route', message: 'No.', data: { status: 404 } } }));
    ledger.observe(answer({ status: 404, path: '/nowhere', value: { error: 'nope' } }));
    expect(ledger.findings().map(findingId)).toEqual([
      'GET (no route) code present',
      'GET (no route) message present',
      'GET (no route) data present',
    ]);
  });

  it('passes over what holds no JSON or no body, and what the document describes no reply of', () => {
    const ledger = new ReplyLedger();
    ledger.observe(
      answer({
        value: undefined,
        json: () => {
          throw new Error('not JSON');
        },
      }),
    );
    ledger.observe(answer({ method: 'HEAD', value: 1 }));
    ledger.observe(answer({ path: '/security/v1/config', value: 1 }));
    expect(ledger.findings()).toEqual([]);
    expect(ledger.routes().map((r) => r.route)).toEqual([]);
  });

  it('keeps at most its limit of findings, counting the others', () => {
    const ledger = new ReplyLedger(undefined, 3);
    ledger.observe(answer({ value: coupon({ code: 1, amount: 2, status: 3, description: 4, product_ids: 'x' }) }));
    expect(ledger.findings()).toHaveLength(3);
    expect(ledger.dropped).toBe(2);
    expect(MAX_FINDINGS).toBe(1000);
  });
});

describe('the replies suite', () => {
  const failedOn = (pointer: string): CaseResult => ({
    suite: 'coupons',
    id: 'read',
    title: 'reads the coupon',
    level: 'must',
    tags: [],
    outcome: 'failed',
    failures: [{ check: 'json', level: 'must', title: 't', message: 'm', pointer }],
    spec: { origin: { file: 'x' }, requires: [] },
    durationMs: 0,
  });

  it('fails once per finding at the level of its source, citing it, and passes each route whose answers held', () => {
    const ledger = new ReplyLedger();
    ledger.observe(answer({ value: coupon({ code: 5 }), who: 'coupons/read' }));
    ledger.observe(answer({ value: [coupon()], path: '/shop-analytics/coupons', who: 'coupons/list' }));
    const suite = replySuite(ledger, []);
    expect(suite.cases.map((c) => [c.id, c.outcome, c.level])).toEqual([
      ['GET /shop-analytics/coupons/{id} code type', 'failed', 'must'],
      ['GET /shop-analytics/coupons', 'passed', 'must'],
    ]);
    const [finding, route] = suite.cases;
    expect(finding?.failures[0]).toMatchObject({
      check: 'reply',
      doc: ['reply.coupon.code'],
      pointer: '/code',
      actual: 5,
    });
    expect(finding?.failures[0]?.message).toMatch(
      /code is 5 \(integer\), where it must be string \(shop-rest-interface\.md:142\); seen in one answer, first by coupons\/read/,
    );
    expect(route?.cites?.doc).toContain('reply.coupon.product_ids[]');
  });

  it('leaves a finding to the case that already failed on that value, or to the cases that all failed: one fault, one failure', () => {
    const ledger = new ReplyLedger();
    const shown = ledger.observe(answer({ value: coupon({ code: 5 }), who: 'coupons/read' }));
    const [same] = replySuite(ledger, [failedOn('/code')]).cases;
    expect(same).toMatchObject({ outcome: 'blocked', blockedBy: 'coupons/read', failures: [] });
    // Its only case failed, on another value: the answer is that failure's (a negative wrongly answered, say).
    const [consequence] = replySuite(ledger, [failedOn('/amount')]).cases;
    expect(consequence).toMatchObject({ outcome: 'blocked', blockedBy: 'coupons/read' });
    // A case that passed shared the answer: the finding is its own failure.
    ledger.witness(shown, 'coupons/again');
    const [own] = replySuite(ledger, [failedOn('/amount')]).cases;
    expect(own?.outcome).toBe('failed');
    expect(own?.failures[0]?.message).toMatch(/seen in one answer, first by coupons\/read, coupons\/again/);
  });
});
