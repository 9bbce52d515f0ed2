import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../../../src/model/result.js';
import type { CaseSpec, ControlSpec } from '../../../src/model/suite.js';
import { bareSuite, engineRunner } from '../../helpers/engine-runner.js';
import { consoleReporter } from '../../../reports/console.js';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';

/**
 * A target with one argument, `kind`, whose values are `good` (and, wrongly, `ok`): `/things` takes
 * what it allows and refuses the rest naming kind; `/empty` refuses everything for its state (an empty
 * cart); `/create` refuses a non-boolean `flag` beside a bad kind, the platform's way; `/opaque`
 * refuses in a shape that names nothing; `/admin` refuses an anonymous caller.
 */
let target: HttpTarget;
const sent: string[] = [];
beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const kind = url.searchParams.get('kind') ?? body.kind;
      if (url.pathname !== '/api/')
        sent.push(
          `${req.method} ${url.pathname.replace(/^\/api/, '')} kind=${String(kind)}${req.headers.authorization ? ' as admin' : ''}`,
        );
      const reply = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      const invalid = (...params: string[]) =>
        reply(400, {
          code: 'rest_invalid_param',
          message: `Invalid parameter(s): ${params.join(', ')}`,
          data: { status: 400, params: Object.fromEntries(params.map((p) => [p, `${p} is invalid.`])) },
        });
      const allowed = kind === 'good' || kind === 'ok';
      switch (url.pathname) {
        case '/api/':
          return reply(200, { namespaces: [], routes: {} });
        case '/api/things':
          return allowed ? reply(200, []) : invalid('kind');
        case '/api/empty':
          return reply(409, { code: 'shop_rest_cart_empty', message: 'Cart is empty.', data: { status: 409 } });
        case '/api/create': {
          const bad = [...(allowed ? [] : ['kind']), ...(typeof body.flag === 'boolean' ? [] : ['flag'])];
          return bad.length > 0 ? invalid(...bad) : reply(201, {});
        }
        case '/api/opaque':
          return reply(422, { error: { type: 'invalid' } });
        case '/api/long-code':
          return reply(409, { code: `x${String(kind)}`.repeat(10_000), data: { status: 409 } });
        case '/api/admin':
          return req.headers.authorization ? (allowed ? reply(200, {}) : invalid('kind')) : reply(401, {});
        default:
          return reply(404, { code: 'rest_no_route', message: 'No route.', data: { status: 404 } });
      }
    });
  });
});
afterAll(() => target.close());

const negative = (id: string, request: CaseSpec['request'], control: ControlSpec): CaseSpec => ({
  id,
  title: `${id}: kind outside the enum is refused`,
  level: 'must',
  tags: [],
  requires: [],
  request,
  control,
  expect: [{ check: 'status', value: '4xx' }],
  capture: {},
  origin: { file: 'x', generator: 'negatives' },
});

function run(cases: CaseSpec[]): Promise<RunResult> {
  return engineRunner(target.base, {
    apiRoot: '/api',
    target: { admin: { login: 'root', password: 'hunter2-password' } },
    selection: { readOnly: false, haveAdmin: true, haveCustomer: false },
    // One at a time: the order the target sees is the order the runner sends in.
    concurrency: 1,
    timeoutMs: 5000,
  }).run([bareSuite('ctl', cases)]);
}

const byId = (result: RunResult, id: string) => result.suites[0]?.cases.find((c) => c.id === id);

describe('a negative and its control', () => {
  it('is judged when its control is accepted, the control sent just before it', async () => {
    sent.length = 0;
    const result = await run([
      negative('refused', { method: 'GET', path: '/things', query: { kind: 'bad' } }, { query: { kind: 'good' } }),
      // The target takes a value outside the enum: judged, it fails, as without a control.
      negative('taken', { method: 'GET', path: '/things', query: { kind: 'ok' } }, { query: { kind: 'good' } }),
    ]);
    expect(byId(result, 'refused')).toMatchObject({ outcome: 'passed', control: { status: 200, accepted: true } });
    expect(byId(result, 'taken')).toMatchObject({ outcome: 'failed', control: { status: 200, accepted: true } });
    // The second control is the same GET as the first, and shares its answer, as generated GETs do.
    expect(sent).toEqual(['GET /things kind=good', 'GET /things kind=bad', 'GET /things kind=ok']);
    expect(result.rootCauses).toEqual([]);
  });

  it('is blocked, not passed, when its control is refused: the reason, the exchange, one root cause for the endpoint', async () => {
    sent.length = 0;
    const result = await run([
      negative('first', { method: 'GET', path: '/empty', query: { kind: 'bad' } }, { query: { kind: 'good' } }),
      negative('second', { method: 'GET', path: '/empty', query: { kind: 'worse' } }, { query: { kind: 'good' } }),
    ]);
    const first = byId(result, 'first');
    expect(first).toMatchObject({
      outcome: 'blocked',
      blockedBy: 'control:GET /api/empty → 409 shop_rest_cart_empty',
      failures: [],
      control: {
        status: 409,
        accepted: false,
        reason: `its control (the same request with kind="good") was refused: 409 shop_rest_cart_empty 'Cart is empty.'`,
      },
    });
    expect(first?.control?.exchange?.request.url).toBe(`${target.base}/api/empty?kind=good`);
    expect(first?.control?.exchange?.response?.body).toContain('shop_rest_cart_empty');
    expect(first?.control?.curl).toContain(`'${target.base}/api/empty?kind=good'`);
    // Neither negative was sent: the refusal could prove nothing.
    expect(sent).not.toContain('GET /empty kind=bad');
    expect(result.totals).toMatchObject({ passed: 0, failed: 0, blocked: 2, mustFailed: 0, prerequisites: 0 });
    expect(result.rootCauses).toEqual([
      {
        id: 'control:GET /api/empty → 409 shop_rest_cart_empty',
        kind: 'control',
        level: 'must',
        title: expect.stringContaining('GET /api/empty'),
        failure: expect.objectContaining({ check: 'control', message: first?.control?.reason, actual: 409 }),
        blocked: [
          { suite: 'ctl', id: 'first', title: 'first: kind outside the enum is refused' },
          { suite: 'ctl', id: 'second', title: 'second: kind outside the enum is refused' },
        ],
      },
    ]);
    // The console lists it apart from failures, with the control's reproduction, and the run passes.
    const text = consoleReporter({ color: false }).render?.(result) ?? '';
    expect(text).toContain('Refused controls (no failure');
    expect(text).toContain(`its control (the same request with kind="good") was refused: 409 shop_rest_cart_empty`);
    expect(text).toContain(`curl`);
    expect(text).not.toContain('FAIL');
  });

  it("names the root cause of a refused control by the target's code cut short, however long the code", async () => {
    const result = await run([
      negative('long', { method: 'GET', path: '/long-code', query: { kind: 'bad' } }, { query: { kind: 'good' } }),
    ]);
    const root = result.rootCauses[0];
    expect(root?.id.slice(0, 60)).toBe('control:GET /api/long-code → 409 xgoodxgoodxgoodxgoodxgoodxg');
    expect(root?.id.length).toBeLessThan(150);
    expect(byId(result, 'long')).toMatchObject({ outcome: 'blocked', blockedBy: root?.id });
  });

  it('keeps no credential of a refused control in clear: its exchange masked, its reproduction reading them from the environment', async () => {
    const result = await run([
      {
        ...negative(
          'as-admin',
          { method: 'GET', path: '/empty', auth: 'admin', query: { kind: 'bad' } },
          { query: { kind: 'good' } },
        ),
        requires: ['admin'],
      },
    ]);
    const blocked = byId(result, 'as-admin');
    expect(blocked?.control?.exchange?.request).toMatchObject({
      auth: 'admin',
      headers: { authorization: 'Basic ***' },
    });
    expect(blocked?.control?.curl).toContain('SHOP_CONFORMANCE_AUTH');
    const text = JSON.stringify(result);
    expect(text).not.toContain('hunter2-password');
    expect(text).not.toContain(Buffer.from('root:hunter2-password').toString('base64'));
  });

  it('with a decoy: accepted when refused for the decoy alone, blocked when the refusal names nothing', async () => {
    const result = await run([
      negative(
        'decoyed',
        { method: 'POST', path: '/create', body: { kind: 'bad' } },
        { body: { kind: 'good', flag: 'not-a-boolean' }, decoy: 'flag' },
      ),
      negative(
        'decoy-beside-refusal',
        { method: 'POST', path: '/create', body: { kind: 'bad' } },
        { body: { kind: 'bad-too', flag: 'not-a-boolean' }, decoy: 'flag' },
      ),
      negative(
        'unjudgeable',
        { method: 'POST', path: '/opaque', body: { kind: 'bad' } },
        { body: { kind: 'good', flag: 'not-a-boolean' }, decoy: 'flag' },
      ),
    ]);
    expect(byId(result, 'decoyed')).toMatchObject({ outcome: 'passed', control: { status: 400, accepted: true } });
    expect(byId(result, 'decoy-beside-refusal')).toMatchObject({
      outcome: 'blocked',
      control: { reason: expect.stringMatching(/, naming kind$/) },
    });
    expect(byId(result, 'unjudgeable')).toMatchObject({
      outcome: 'blocked',
      control: { reason: expect.stringContaining('naming no argument: whether the rule was kept cannot be told') },
    });
    expect(result.totals.failed).toBe(0);
  });

  it('asked anonymously: accepted when refused for permission, the negative sent with its credentials', async () => {
    sent.length = 0;
    const result = await run([
      {
        ...negative(
          'anonymous-control',
          { method: 'POST', path: '/admin', auth: 'admin', body: { kind: 'bad' } },
          { body: { kind: 'good' }, anonymous: true },
        ),
        requires: ['admin'],
      },
    ]);
    expect(byId(result, 'anonymous-control')).toMatchObject({
      outcome: 'passed',
      control: { status: 401, accepted: true },
    });
    expect(sent).toEqual(['POST /admin kind=good', 'POST /admin kind=bad as admin']);
  });
});
