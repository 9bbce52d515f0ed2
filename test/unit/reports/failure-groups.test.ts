import { describe, expect, it } from 'vitest';
import { failureGroups, groupHeading } from '../../../reports/failure-groups.js';
import { createReporter } from '../../../reports/index.js';
import type { CaseResult, Failure, RunResult } from '../../../src/model/result.js';
import type { Exercise } from '../../../src/model/suite.js';
import { FIXTURE } from './fixture.js';

const BASE = 'http://shop.test';

/** A case that did not pass, sent to `url` (below the API root), with its failures. */
function failed(
  id: string,
  url: string,
  failures: Failure[],
  more: { exercises?: Exercise[]; method?: string; status?: number } & Partial<CaseResult> = {},
): CaseResult {
  const { exercises, method = 'GET', status = 200, ...rest } = more;
  return {
    suite: 'limits',
    id,
    title: `the case ${id}`,
    level: 'must',
    tags: [],
    outcome: 'failed',
    failures,
    durationMs: 1,
    spec: { origin: { file: 'suites/limits.yaml' }, requires: [], ...(exercises ? { exercises } : {}) },
    exchange: {
      request: { method, url: `${BASE}/rest-api${url}`, headers: {} },
      response: { status, headers: {}, body: '', truncated: false, durationMs: 1 },
    },
    curl: `curl -sS -i '${BASE}/rest-api${url}'`,
    ...rest,
  };
}

const status = (expected: unknown, actual: number, message: string): Failure => ({
  check: 'status',
  level: 'must',
  title: 'Unexpected status code',
  message,
  expected,
  actual,
});
const accepted = status('4xx', 200, 'expected 4xx, got 200 (accepted)');
const perPageMax: Exercise[] = [{ kind: 'maximum', arg: 'per_page' }];
const missing = (id: number, at: number): Failure => ({
  check: 'json',
  level: 'must',
  title: 'Value is missing',
  message: `nothing at /${at}/id`,
  expected: id,
  actual: 'absent',
  pointer: `/${at}/id`,
});

function run(...cases: CaseResult[]): RunResult {
  return {
    ...FIXTURE,
    target: { baseUrl: BASE, apiRoot: '/rest-api', embedded: false },
    suites: [{ id: 'limits', title: 'Limits', file: 'suites/limits.yaml', cases, durationMs: 1, leftovers: [] }],
    rootCauses: [],
  };
}

const ids = (result: RunResult) => failureGroups(result).map((g) => g.cases.map((c) => c.id));

describe('failures grouped by their shape', () => {
  it('one argument rule failing the same way on every route is one group, named once', () => {
    const result = run(
      failed('products.per_page.above-maximum', '/shop/store/products?per_page=101', [accepted], {
        exercises: perPageMax,
      }),
      failed('tags.per_page.above-maximum', '/shop/store/products/tags?per_page=101', [accepted], {
        exercises: perPageMax,
      }),
      failed('orders.per_page.above-maximum', '/shop-analytics/orders?per_page=51', [accepted], {
        exercises: perPageMax,
      }),
    );
    const groups = failureGroups(result);
    expect(groups).toHaveLength(1);
    expect(groupHeading(groups[0] as never)).toBe(
      '3 cases: argument per_page (its maximum) · [must] status: Unexpected status code — expected 4xx, got 200 (accepted)',
    );
  });

  it('ids and other numbers in what failed do not split a group; the route family reads ids as {id}', () => {
    const result = run(
      failed('first', '/shop/store/products/12', [missing(19, 0)]),
      failed('second', '/shop/store/products/13', [missing(22, 1)]),
      failed('keyed', '/shop/store/cart/items/9b2f4c6a1d3e5f708192a3b4c5d6e7f8', [missing(22, 1)]),
      failed('other-key', '/shop/store/cart/items/0a1b2c3d4e5f60718293a4b5c6d7e8f9', [missing(5, 2)]),
    );
    expect(ids(result)).toEqual([
      ['first', 'second'],
      ['keyed', 'other-key'],
    ]);
    expect(failureGroups(result).map((g) => g.where)).toEqual([
      'GET /shop/store/products/{id}',
      'GET /shop/store/cart/items/{key}',
    ]);
  });

  it('another status, check, level, argument, rule or route is another group', () => {
    const refused = (code: number) => status('2xx', code, `expected 2xx, got ${code}`);
    const result = run(
      failed('a', '/shop/store/products', [refused(400)]),
      failed('b', '/shop/store/products', [refused(404)]),
      failed('c', '/shop/store/products', [{ ...refused(400), level: 'should', source: 'errors.shape' }], {
        level: 'should',
      }),
      failed('d', '/shop/store/products', [{ ...refused(400), check: 'argument-refused' }]),
      failed('e', '/shop/store/orders', [refused(400)]),
      failed('f', '/shop/store/products', [refused(400)], { method: 'POST' }),
      failed('g', '/shop/store/products?per_page=101', [accepted], { exercises: perPageMax }),
      failed('h', '/shop/store/products?per_page=0', [accepted], { exercises: [{ kind: 'minimum', arg: 'per_page' }] }),
      failed('i', '/shop/store/products?page=0', [accepted], { exercises: [{ kind: 'minimum', arg: 'page' }] }),
    );
    // The must-level groups first (the verdict names them), then the should-level one.
    expect(ids(result)).toEqual([['a'], ['b'], ['d'], ['e'], ['f'], ['g'], ['h'], ['i'], ['c']]);
  });

  it("a refusal's own words tell groups apart: another argument refused is another cause", () => {
    const refused = (param: string) =>
      status('2xx', 400, `expected 2xx, got 400 \`rest_invalid_param\`: Invalid parameter(s): ${param}`);
    const result = run(
      failed('a', '/shop/store/products?category=1', [refused('category')]),
      failed('b', '/shop/store/products?tag=2', [refused('tag')]),
      failed('c', '/shop/store/products?category=3', [refused('category')]),
    );
    expect(ids(result)).toEqual([['a', 'c'], ['b']]);
  });

  it('a case groups by its failure at the level that decides it; what else failed does not split it', () => {
    const should: Failure = { ...accepted, check: 'argument-refused', level: 'should', source: 'errors.invalid-param' };
    const result = run(
      failed('plain', '/shop/store/tags?per_page=101', [accepted], { exercises: perPageMax }),
      // A should-level failure listed first: the must-level one still leads.
      failed('after-should', '/shop/store/products?per_page=101', [should, accepted, missing(3, 0)], {
        exercises: perPageMax,
      }),
    );
    expect(ids(result)).toEqual([['plain', 'after-should']]);
    expect(failureGroups(result)[0]?.failure).toBe(accepted);
  });

  it('the largest groups first, groups of one after them, each in run order; only failed and errored cases', () => {
    const error = (id: string, code: 'timeout' | 'not-json', message: string) =>
      failed(id, '/shop/store/cart', [], { outcome: 'errored', error: { code, message } });
    const result = run(
      failed('single', '/shop/store/orders', [missing(1, 0)]),
      error('slow-1', 'timeout', 'no complete answer within 10000 ms'),
      { ...failed('passed', '/shop/store/cart', []), outcome: 'passed' },
      { ...failed('blocked', '/shop/store/cart', []), outcome: 'blocked', blockedBy: 'namespace:x' },
      error('html', 'not-json', 'the body is not JSON (text/html): <html>'),
      error('slow-2', 'timeout', 'no complete answer within 10000 ms'),
    );
    expect(ids(result)).toEqual([['slow-1', 'slow-2'], ['single'], ['html']]);
    expect(groupHeading(failureGroups(result)[0] as never)).toBe(
      '2 cases: GET /shop/store/cart · [must] errored: timeout — no complete answer within 10000 ms',
    );
  });

  it('a fuzz failure groups by the rule it breaks; the localized site and the API root are read off the path', () => {
    const fuzzed = (id: string, url: string) =>
      failed(id, url, [accepted], {
        fuzz: { seed: 1, runs: 10, requests: 12, broken: { arg: 'per_page', rule: 'maximum', place: 'query' } },
      });
    const result = run(
      fuzzed('fuzz-a', '/shop/store/products?per_page=104'),
      fuzzed('fuzz-b', '/shop/store/orders?per_page=250'),
      failed('de', '/x', [missing(1, 0)], {
        exchange: { request: { method: 'GET', url: `${BASE}/de/rest-api/shop/store/products/7`, headers: {} } },
      }),
    );
    expect(failureGroups(result).map((g) => [g.where, g.cases.length])).toEqual([
      ['argument per_page (maximum)', 2],
      ['GET /de /shop/store/products/{id}', 1],
    ]);
  });
});

it("reads what a target wrote in one pass: a long text of short words is no slower (the test's timeout holds it)", () => {
  // 16 KiB of `a-a-…` (what a result keeps of a message) took 0.8 s each with a look-ahead at every boundary:
  // a hundred such failures, 80 s.
  const hostile = 'a-'.repeat(8192);
  const cases = Array.from({ length: 100 }, (_, i) =>
    failed(`hostile-${i}`, '/shop/store/cart', [], {
      outcome: 'errored',
      error: { code: 'not-json', message: `the body is not JSON (text/html): ${hostile}` },
    }),
  );
  expect(ids(run(...cases))).toEqual([cases.map((c) => c.id)]);
});

describe('the reporters name a group once and list its cases under it', () => {
  const group = run(
    failed('products.per_page.above-maximum', '/shop/store/products?per_page=101', [accepted], {
      exercises: perPageMax,
    }),
    failed('tags.per_page.above-maximum', '/shop/store/products/tags?per_page=101', [accepted, missing(1, 0)], {
      exercises: perPageMax,
    }),
    failed('alone', '/shop/store/orders', [missing(1, 0)]),
  );

  it('console: the group, a line per case, the first in full with its reproduction; a group of one as always', () => {
    const text = createReporter('console', { color: false }).render(group);
    const failures = text.slice(text.indexOf('\nFailures'));
    expect(failures).toContain(
      [
        '2 cases: argument per_page (its maximum) · [must] status: Unexpected status code — expected 4xx, got 200 (accepted)',
        '  ✗ limits › products.per_page.above-maximum — the case products.per_page.above-maximum [must]',
        '  ✗ limits › tags.per_page.above-maximum — the case tags.per_page.above-maximum [must] (and 1 other failure)',
        '  The first of them in full:',
        '    limits › products.per_page.above-maximum — the case products.per_page.above-maximum [must]',
        '      ✗ [must] status: Unexpected status code',
      ].join('\n'),
    );
    expect(failures).toContain("        curl -sS -i 'http://shop.test/rest-api/shop/store/products?per_page=101'");
    // The case alone is shown as a failure always was, after the group.
    expect(failures).toMatch(
      /\n\nlimits › alone — the case alone \[must\]\n {2}✗ \[must\] json: Value is missing at \/0\/id/,
    );
    expect(failures.indexOf('2 cases:')).toBeLessThan(failures.indexOf('limits › alone'));
  });

  it('html: the group open with its name, each case its failure block under it; a group of one as always', () => {
    const html = createReporter('html', { color: false }).render(group);
    const start = html.indexOf('<details class="group" open data-group>');
    expect(start).toBeGreaterThan(html.indexOf('<h2>Failures</h2>'));
    const block = html.slice(start, html.indexOf('<details id="limits.alone"'));
    expect(block).toContain(
      '<span class="badge failed">2 cases</span> argument per_page (its maximum) · [must] <code>status</code>: Unexpected status code<br><span class="muted">expected 4xx, got 200 (accepted)</span></summary>',
    );
    expect(block.match(/<details id="limits\.[^"]+" data-case /g)).toEqual([
      '<details id="limits.products.per_page.above-maximum" data-case ',
      '<details id="limits.tags.per_page.above-maximum" data-case ',
    ]);
    expect(html).toContain('<details id="limits.alone" data-case ');
    expect(html.match(/<details class="group"/g)).toHaveLength(1);
  });
});
