import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInChecks } from '../../../src/checks/registry.js';
import type { HttpRequest, HttpResponse } from '../../../src/http/client.js';
import { formatProblem, SuiteLoadError } from '../../../src/loading/errors.js';
import { loadSuite } from '../../../src/loading/load-suite.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { takeCaptures } from '../../../src/runner/case-captures.js';
import { CreatedObjects } from '../../../src/runner/created.js';
import { bareSuite, engineRunner } from '../../helpers/engine-runner.js';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';
import { caseSpec } from '../../helpers/case-spec.js';

/**
 * A probe of the site's own objects passes over what this run created (`notCreated`): suites run side
 * by side, and one that deletes what it made would pull it from under a probe that took it for the
 * site's. What a write made is read from its answer; a listing waits for the writes still on their way.
 */
const ROOT = 'http://shop.test/api';
const request = (method: string, path: string, body?: unknown): HttpRequest => ({
  method,
  url: `${ROOT}${path}`,
  headers: {},
  body: body === undefined ? undefined : JSON.stringify(body),
});
const answer = (status: number, body: unknown): HttpResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  truncated: false,
  durationMs: 1,
});

describe('what a run created', () => {
  it('is what a successful write answered with: a create, a batch’s creates, a checkout’s order; never what it named', async () => {
    const made = new CreatedObjects();
    const suite = {};
    made.track(request('POST', '/orders'), Promise.resolve(answer(201, { id: 7 })), suite);
    made.track(request('PUT', '/orders/3', { status: 'completed' }), Promise.resolve(answer(200, { id: 3 })), suite);
    made.track(
      request('POST', '/coupons/batch'),
      Promise.resolve(answer(200, { create: [{ id: 21 }, { id: 0, error: { code: 'x' } }], update: [{ id: 4 }] })),
      suite,
    );
    made.track(request('POST', '/cart/items', { id: 15 }), Promise.resolve(answer(201, { id: 15, key: 'k' })), suite);
    made.track(request('POST', '/store/checkout'), Promise.resolve(answer(200, { order_id: 31 })), suite);
    made.track(request('POST', '/orders'), Promise.resolve(answer(400, { id: 8 })), suite);
    made.track(request('POST', '/orders'), Promise.reject(new Error('reset')), suite);
    made.track(request('GET', '/orders'), Promise.resolve(answer(200, { id: 9 })), suite);
    await made.settled();
    const orders = `${ROOT}/orders?per_page=20&orderby=id`;
    const ours = (list: string, id: unknown) => made.madeByRun(list, id, suite, 'anywhere');
    expect([7, 3, 8, 9, 31, '7'].map((id) => ours(orders, id))).toEqual([true, false, false, false, true, true]);
    // Another collection: coupon 7 is not order 7; a checkout's order is the run's wherever it is listed.
    const coupons = `${ROOT}/coupons`;
    expect([21, 0, 4, 7, 31].map((id) => ours(coupons, id))).toEqual([true, false, false, false, true]);
    expect(ours(`${ROOT}/products`, 15)).toBe(false);
  });

  it('elsewhere: made by another suite than the one that asks', async () => {
    const made = new CreatedObjects();
    const mine = {};
    const theirs = {};
    made.track(request('POST', '/locations'), Promise.resolve(answer(201, { id: 'tml_a' })), mine);
    made.track(request('POST', '/locations'), Promise.resolve(answer(201, { id: 'tml_b' })), theirs);
    await made.settled();
    const list = `${ROOT}/locations`;
    expect(['tml_a', 'tml_b'].map((id) => made.madeByRun(list, id, mine, 'elsewhere'))).toEqual([false, true]);
    expect(['tml_a', 'tml_b'].map((id) => made.madeByRun(list, id, mine, 'anywhere'))).toEqual([true, true]);
  });

  it('holds what a successful DELETE answered with (one object or a list), in every collection, whoever deleted it', async () => {
    const made = new CreatedObjects();
    const mine = {};
    const theirs = {};
    // A note deleted by a route outside the listing's path, and delete/all's list of the notes it deleted.
    made.track(request('DELETE', '/notes/delete/7'), Promise.resolve(answer(200, { id: 7, is_deleted: true })), theirs);
    made.track(request('DELETE', '/notes/delete/all'), Promise.resolve(answer(200, [{ id: 8 }, { id: 9 }])), mine);
    // Refused, or answered with nothing that names an id: nothing deleted.
    made.track(request('DELETE', '/notes/delete/10'), Promise.resolve(answer(404, { id: 10 })), mine);
    made.track(request('DELETE', '/cart/items'), Promise.resolve(answer(200, [])), mine);
    await made.settled();
    const notes = `${ROOT}/notes?per_page=20`;
    expect([7, 8, 9, 10, 11].map((id) => made.madeByRun(notes, id, mine, 'elsewhere'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(made.madeByRun(`${ROOT}/orders`, 8, theirs, 'anywhere')).toBe(true);
  });

  it('is complete once the writes sent so far are answered', async () => {
    const made = new CreatedObjects();
    let release: (r: HttpResponse) => void = () => undefined;
    made.track(request('POST', '/orders'), new Promise<HttpResponse>((resolve) => (release = resolve)), {});
    const settled = made.settled().then(() => made.madeByRun(`${ROOT}/orders`, 7, {}, 'anywhere'));
    release(answer(201, { id: 7 }));
    expect(await settled).toBe(true);
  });
});

describe('a capture that passes over what the run created', () => {
  const spec = {
    capture: {
      own: { pointer: '', first: '/id', notCreated: true },
      ownOrElsewhere: { pointer: '', first: '/id', notCreated: 'elsewhere' },
      first: { pointer: '', first: '/id' },
    },
  } as unknown as CaseSpec;
  const response: HttpResponse = { status: 200, headers: {}, body: '', truncated: false, durationMs: 1 };

  it('takes the first item the run did not make (by its id), and nothing when there is none', () => {
    const captures = new Map<string, unknown>();
    const list = [{ id: 7 }, { id: 8 }, { id: 2 }];
    takeCaptures(
      spec,
      response,
      () => list,
      captures,
      (id, where) => id === 7 || (where === 'anywhere' && id === 8),
    );
    expect(Object.fromEntries(captures)).toEqual({ own: 2, ownOrElsewhere: 8, first: 7 });
    const none = new Map<string, unknown>();
    takeCaptures(
      spec,
      response,
      () => [{ id: 7 }],
      none,
      () => true,
    );
    expect(Object.fromEntries(none)).toEqual({ first: 7 });
  });

  it('is refused by the loader without first, or on a case that lists nothing', () => {
    const problems = (capture: string, request = '{ path: /orders }') => {
      try {
        loadSuite(
          'suite.yaml',
          builtInChecks(),
          [
            'id: mine',
            'title: Mine',
            'cases:',
            '  - id: probe',
            '    title: the site’s own order',
            '    level: should',
            '    source: errors.invalid-param',
            `    request: ${request}`,
            '    expect: [{ status: 2xx }]',
            `    capture: { orderId: ${capture} }`,
          ].join('\n'),
        );
      } catch (error) {
        if (error instanceof SuiteLoadError) return error.problems.map(formatProblem).join('\n');
        throw error;
      }
      return '';
    };
    expect(problems('{ pointer: "", first: /id, notCreated: true }')).toBe('');
    expect(problems('{ pointer: "", first: /id, notCreated: elsewhere }')).toBe('');
    expect(problems('{ pointer: /0/id, notCreated: true }')).toMatch(/first/);
    expect(problems('{ pointer: "", first: /id, notCreated: always }')).toMatch(/notCreated/);
    expect(problems('{ pointer: "", first: /id, notCreated: true }', '{ method: POST, path: /orders }')).toMatch(
      /only a listing's answer tells: its request must be a GET/,
    );
  });
});

/**
 * Two suites side by side on a site with no orders of its own: one creates an order (answered late,
 * after the other's listing already holds it), the other probes the site's oldest order. The probe
 * waits for the write to be answered and passes over the order it made: it finds nothing, and the case
 * that would read it is skipped, saying so.
 */
describe('a probe beside a suite that creates', () => {
  let target: HttpTarget;
  const orders: { id: number }[] = [];
  let listed: () => void = () => undefined;
  const listedOnce = new Promise<void>((resolve) => (listed = resolve));
  beforeAll(async () => {
    target = await startHttpTarget((req, res) => {
      req.resume();
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (url.pathname === '/api/') return reply(200, { namespaces: [], routes: {} });
        if (url.pathname === '/api/orders' && req.method === 'POST') {
          const order = { id: 100 + orders.length };
          orders.push(order);
          // Answered once the other suite's listing has been answered with the order in it.
          void listedOnce.then(() => setTimeout(() => reply(201, order), 20));
          return;
        }
        if (url.pathname === '/api/orders' && req.method === 'GET') {
          const answerWhenMade = () =>
            orders.length > 0 ? (reply(200, orders), listed()) : setTimeout(answerWhenMade, 5);
          return answerWhenMade();
        }
        return reply(404, { code: 'rest_no_route', message: 'No route.', data: { status: 404 } });
      });
    });
  });
  afterAll(() => target.close());

  const spec = (id: string, rest: Partial<CaseSpec>): CaseSpec =>
    caseSpec(id, { request: { method: 'GET', path: '/orders' }, expect: [{ check: 'status', value: '2xx' }], ...rest });

  it('never takes the order the other suite made, even one listed before its create was answered', async () => {
    const result = await engineRunner(target.base, { apiRoot: '/api', concurrency: 4, timeoutMs: 5000 }).run([
      bareSuite('maker', [spec('make', { request: { method: 'POST', path: '/orders', body: {} } })]),
      bareSuite(
        'prober',
        [spec('read-it', { request: { method: 'GET', path: '/orders/{{orderId}}' } })],
        [
          spec('find-order', {
            request: { method: 'GET', path: '/orders', query: { per_page: 20, orderby: 'id', order: 'asc' } },
            capture: { orderId: { pointer: '', first: '/id', notCreated: true } },
          }),
        ],
      ),
    ]);
    const outcomes = result.suites.flatMap((s) => s.cases.map((c) => `${s.id}/${c.id}=${c.outcome}`));
    expect(outcomes).toEqual(['maker/make=passed', 'prober/find-order=passed', 'prober/read-it=skipped']);
    const read = result.suites[1]?.cases.find((c) => c.id === 'read-it');
    expect(read?.skipReason).toMatch(/^find-order found nothing on the site for \{\{orderId\}\}/);
  });
});
