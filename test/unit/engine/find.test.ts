import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../../../src/model/result.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { bareSuite, engineRunner } from '../../helpers/engine-runner.js';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';

/**
 * A case that finds what it would create (`find`): a target that keeps products by SKU and cannot
 * delete them, as the interface cannot. The first run creates the probe, later runs find it and create
 * nothing, and a read-only run finds it or skips itself, saying why.
 */
let target: HttpTarget;
let products: { id: number; sku: string }[] = [];
/** A site that ignores the sku filter: it lists every product. */
let ignoresSku = false;
const sent: string[] = [];
beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const reply = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (url.pathname === '/api/') return reply(200, { namespaces: [], routes: {} });
      sent.push(`${req.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
      if (url.pathname === '/api/products' && req.method === 'GET')
        return reply(
          200,
          products.filter((p) => ignoresSku || p.sku === url.searchParams.get('sku')),
        );
      if (url.pathname === '/api/products' && req.method === 'POST') {
        const product = { id: 100 + products.length, sku: (JSON.parse(text) as { sku: string }).sku };
        products.push(product);
        return reply(201, product);
      }
      return reply(404, { code: 'rest_no_route', message: 'No route.', data: { status: 404 } });
    });
  });
});
afterAll(() => target.close());

const probe: CaseSpec = {
  id: 'probe',
  title: 'the probe, found again or created once',
  level: 'must',
  tags: [],
  requires: ['writes'],
  find: { path: '/products', query: { sku: 'probe-a' }, match: { sku: 'probe-a' } },
  request: { method: 'POST', path: '/products', body: { sku: 'probe-a' } },
  expect: [{ check: 'status', value: '2xx' }],
  capture: { probeId: { pointer: '/id' } },
  origin: { file: 'x' },
};
const reader: CaseSpec = {
  id: 'reader',
  title: 'reads the probe by its id',
  level: 'must',
  tags: [],
  requires: [],
  request: { method: 'GET', path: '/products', query: { sku: 'probe-a', id: '{{probeId}}' } },
  expect: [{ check: 'status', value: '2xx' }],
  capture: {},
  origin: { file: 'x' },
};

function run(readOnly = false): Promise<RunResult> {
  return engineRunner(target.base, {
    apiRoot: '/api',
    selection: { readOnly, haveAdmin: false, haveCustomer: false },
    concurrency: 1,
    timeoutMs: 5000,
  }).run([bareSuite('find', [reader], [probe])]);
}

const outcomes = (r: RunResult) => r.suites[0]?.cases.map((c) => `${c.id}=${c.outcome}`);

describe('a case that finds what it would create', () => {
  it('creates once, then finds it again run after run, its captures from what was found', async () => {
    products = [];
    sent.length = 0;
    expect(outcomes(await run())).toEqual(['probe=passed', 'reader=passed']);
    expect(sent).toEqual(['GET /products?sku=probe-a', 'POST /products', 'GET /products?sku=probe-a&id=100']);
    sent.length = 0;
    const again = await run();
    expect(outcomes(again)).toEqual(['probe=passed', 'reader=passed']);
    // Nothing created the second time; the reader reads the id that was found.
    expect(sent).toEqual(['GET /products?sku=probe-a', 'GET /products?sku=probe-a&id=100']);
    expect(products).toHaveLength(1);
    expect(again.suites[0]?.cases[0]?.notes?.[0]?.title).toBe('found on the site: not created again');
  });

  it('in read-only mode, finds it, or skips itself (and what needs it) with the reason', async () => {
    products = [{ id: 7, sku: 'probe-a' }];
    sent.length = 0;
    expect(outcomes(await run(true))).toEqual(['probe=passed', 'reader=passed']);
    expect(sent).toEqual(['GET /products?sku=probe-a', 'GET /products?sku=probe-a&id=7']);
    products = [];
    sent.length = 0;
    const none = await run(true);
    expect(outcomes(none)).toEqual(['probe=skipped', 'reader=skipped']);
    expect(none.suites[0]?.cases[0]?.skipReason).toMatch(
      /read-only mode: not found on the site, and creating it writes/,
    );
    expect(sent).toEqual(['GET /products?sku=probe-a']);
  });
});

describe('a finding on a site that ignores its filter', () => {
  it("never takes the shop's own object for ours: only one with the members of match", async () => {
    // The shop's product first, ours after it: the list answers both whatever the sku asked.
    products = [
      { id: 5, sku: 'the-shops-own' },
      { id: 6, sku: 'probe-a' },
    ];
    ignoresSku = true;
    sent.length = 0;
    try {
      const found = await run();
      expect(outcomes(found)).toEqual(['probe=passed', 'reader=passed']);
      expect(sent).toEqual(['GET /products?sku=probe-a', 'GET /products?sku=probe-a&id=6']);
      // Only the shop's own: nothing of ours listed, so ours is created.
      products = [{ id: 5, sku: 'the-shops-own' }];
      sent.length = 0;
      expect(outcomes(await run())).toEqual(['probe=passed', 'reader=passed']);
      expect(sent).toEqual(['GET /products?sku=probe-a', 'POST /products', 'GET /products?sku=probe-a&id=101']);
    } finally {
      ignoresSku = false;
    }
  });
});

describe('what a case leaves on the site', () => {
  it('is reported in the words of the run (its captures filled), also when the site took the write and a check then failed', async () => {
    products = [];
    const made = (id: string, sku: string, expect: CaseSpec['expect']): CaseSpec => ({
      ...probe,
      id,
      find: undefined,
      leaves: `the product {{${id}Id}} (SKU ${sku})`,
      request: { method: 'POST', path: '/products', body: { sku } },
      expect,
      capture: { [`${id}Id`]: { pointer: '/id' } },
    });
    const result = await engineRunner(target.base, { apiRoot: '/api', concurrency: 1 }).run([
      bareSuite('leaves', [
        made('kept', 'leave-a', [{ check: 'status', value: '2xx' }]),
        // Taken (201), then judged wrong: the product is on the shop all the same.
        made('judged', 'leave-b', [{ check: 'json', pointer: '/sku', equals: 'something else' }]),
        // Refused (404): nothing made.
        {
          ...made('refused', 'leave-c', [{ check: 'status', value: '2xx' }]),
          request: { method: 'POST', path: '/nowhere' },
        },
      ]),
    ]);
    expect(outcomes(result)).toEqual(['kept=passed', 'judged=failed', 'refused=failed']);
    expect(result.suites[0]?.leftovers).toEqual([
      'kept: the product 100 (SKU leave-a)',
      'judged: the product 101 (SKU leave-b)',
    ]);
  });
});

describe('a capture of part of a value, in a type', () => {
  it('keeps the first group of its match, or nothing when the text does not match, and the digits of a header as an integer', async () => {
    const { takeCaptures } = await import('../../../src/runner/case-captures.js');
    const captures = new Map<string, unknown>();
    const spec = {
      capture: {
        prefix: { pointer: '/number', match: '^(\\d{2})' },
        whole: { pointer: '/number', match: '\\d+' },
        none: { pointer: '/number', match: '^x' },
        user: { header: 'User-ID', as: 'integer' as const },
        text: { pointer: '/id', as: 'string' as const },
      },
    } as unknown as CaseSpec;
    const response = { status: 200, headers: { 'user-id': '17' }, body: Buffer.from('') } as never;
    takeCaptures(spec, response, () => ({ number: '4711', id: 9 }), captures);
    expect(Object.fromEntries(captures)).toEqual({ prefix: '47', whole: '4711', user: 17, text: '9' });
  });
});

describe('a capture of the first item that has a member', () => {
  it('takes the member (or another of the same item) of the first item where it is not empty, and nothing when none has it', async () => {
    const { takeCaptures } = await import('../../../src/runner/case-captures.js');
    const captures = new Map<string, unknown>();
    const spec = {
      capture: {
        slug: { pointer: '', first: '/shipping_class' },
        id: { pointer: '', first: '/shipping_class', take: '/shipping_class_id' },
        none: { pointer: '', first: '/tax_class' },
      },
    } as unknown as CaseSpec;
    const list = [
      { shipping_class: '', shipping_class_id: 0, tax_class: '' },
      { shipping_class: 'express', shipping_class_id: 12, tax_class: null },
    ];
    takeCaptures(spec, { status: 200, headers: {}, body: Buffer.from('') } as never, () => list, captures);
    expect(Object.fromEntries(captures)).toEqual({ slug: 'express', id: 12 });
  });
});
