import type { CaseResult, Failure, RunResult } from '../../../src/model/result.js';

const base = {
  tags: ['demo'],
  durationMs: 12.3456,
  spec: { origin: { file: 'suites/demo.yaml', line: 3 }, requires: [] as CaseResult['spec']['requires'] },
};

const exchange = {
  request: {
    method: 'GET',
    url: 'http://shop.test/rest-api/shop/store/products?per_page=101',
    headers: { accept: 'application/json', authorization: 'Basic ***' },
    auth: 'admin' as const,
  },
  response: {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: '[{"id":1}]',
    truncated: false,
    durationMs: 3.2,
  },
};

const cases: CaseResult[] = [
  {
    ...base,
    suite: 'limits',
    id: 'per-page-ok',
    title: 'per_page 100 is accepted',
    level: 'must',
    outcome: 'passed',
    failures: [],
  },
  {
    ...base,
    suite: 'limits',
    id: 'per-page-101',
    title: 'per_page 101 is refused <&>',
    level: 'must',
    outcome: 'failed',
    failures: [
      {
        check: 'status',
        level: 'must',
        title: 'Unexpected status code',
        message: 'expected 4xx, got 200 (accepted)',
        expected: '4xx',
        actual: 200,
      },
      {
        check: 'error',
        level: 'should',
        source: 'errors.invalid-param',
        title: 'Error code differs \u001b[31mred\u001b[0m\u0007',
        message: 'Error code differs: /code',
        expected: 'rest_invalid_param',
        actual: null,
        pointer: '/code',
      },
    ],
    notes: [
      {
        check: 'route-descriptor',
        level: 'info',
        title: 'extra',
        message: '/shop/store/products: the site also takes argument brand (optional; the document does not list it)',
        actual: { type: 'string', required: false },
        pointer: '/routes/~1shop~1store~1products/endpoints/0/args/brand',
      },
    ],
    exchange,
    curl: "curl -sS -i -u \"$SHOP_CONFORMANCE_AUTH\" -H 'accept: application/json' 'http://shop.test/rest-api/shop/store/products?per_page=101'",
  },
  {
    ...base,
    suite: 'batch',
    id: 'html-answer',
    title: 'an answer that is not JSON',
    level: 'should',
    outcome: 'errored',
    failures: [],
    error: { code: 'not-json', message: 'the body is not JSON (text/html): <html>' },
    exchange: {
      ...exchange,
      response: { ...exchange.response, headers: { 'content-type': 'text/html' }, body: '<html>' },
    },
    curl: "curl -sS -i 'http://shop.test/rest-api/batch/v1'",
  },
  {
    ...base,
    suite: 'batch',
    id: 'writes',
    title: 'a case that writes',
    level: 'must',
    outcome: 'skipped',
    failures: [],
    skipReason: 'read-only mode: this case writes',
    skipKind: 'read-only',
    durationMs: 0,
  },
  {
    ...base,
    suite: 'batch',
    id: 'admin-sub-request',
    title: 'an administration route inside a batch',
    level: 'should',
    outcome: 'blocked',
    failures: [],
    blockedBy: 'namespace:shop-analytics',
    durationMs: 0,
  },
];

/** A should-level failure (a convention's error code): a case failing only it deviates, under --strict fails. */
export const CONVENTION_FAILURE: Failure = {
  check: 'argument-refused',
  level: 'should',
  source: 'errors.invalid-param',
  title: 'Another error code',
  message: 'expected rest_invalid_param, got "rest_bad_request"',
  expected: 'rest_invalid_param',
  actual: 'rest_bad_request',
  pointer: '/code',
};

export const FIXTURE: RunResult = {
  formatVersion: 2,
  tool: { name: 'shop-conformance', version: '0.1.0' },
  target: { baseUrl: 'http://shop.test', apiRoot: '/rest-api', embedded: false },
  options: { readOnly: true, strict: false },
  startedAt: '2026-11-22T12:00:00.000Z',
  durationMs: 1234,
  suites: [
    {
      id: 'limits',
      title: 'Limits',
      file: 'suites/limits.yaml',
      cases: cases.slice(0, 2),
      durationMs: 40.5,
      leftovers: [],
    },
    {
      id: 'batch',
      title: 'Batch',
      file: 'suites/batch.yaml',
      cases: cases.slice(2),
      durationMs: 20,
      leftovers: ['create-coupon: did not complete'],
    },
  ],
  rootCauses: [
    {
      id: 'namespace:shop-analytics',
      kind: 'namespace',
      level: 'must',
      title: 'the index lists namespace shop-analytics',
      failure: {
        check: 'prerequisite',
        level: 'must',
        title: 'namespace shop-analytics is not listed in the index',
        message:
          "the site's index does not list namespace shop-analytics (a plugin not installed?); every case that needs it is blocked",
        expected: 'shop-analytics',
        actual: 'absent',
        pointer: '/namespaces',
      },
      blocked: [{ suite: 'batch', id: 'admin-sub-request', title: 'an administration route inside a batch' }],
    },
  ],
  totals: {
    passed: 1,
    failed: 1,
    errored: 1,
    skipped: 1,
    blocked: 1,
    total: 5,
    prerequisites: 1,
    mustFailed: 2,
    shouldFailed: 1,
  },
  unreachable: false,
};
