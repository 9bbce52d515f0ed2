import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseResult } from '../../../src/model/result.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { jqPath, variableName } from '../../../src/repro/repro.js';
import { bareSuite, engineRunner } from '../../helpers/engine-runner.js';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';
import { caseSpec } from '../../helpers/case-spec.js';

/**
 * A failing case's reproduction in several steps, made by the engine from what its suite ran: a small
 * shop with carts by token, coupons made by an administration route, and a cart whose answer the
 * failing case misjudges on purpose. The script, run by bash against the same shop, makes the same
 * cart again and gets the same answer.
 */

const tools = ['curl', 'jq'].every((tool) => spawnSync(tool, ['--version']).status === 0);

interface Cart {
  items: { id: number; quantity: number }[];
  coupons: number[];
  notes: string[];
}
let target: HttpTarget;
let carts = new Map<string, Cart>();
let coupons = new Map<string, number>();
let lots = new Set<number>();
let probes = new Map<string, number>();
let nextLot = 900;
/** Each request the shop took: `METHOD path`, for what the script sent. */
let log: string[] = [];

beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname.replace(/^\/api/, '');
      const reply = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(answer));
      };
      if (path === '/') return reply(200, { namespaces: [], routes: {} });
      log.push(`${req.method} ${path}`);
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return reply(400, { code: 'bad_json', message: 'not JSON', data: { status: 400 } });
      }
      if (path === '/products') return reply(200, [{ id: 7 }]);
      // Lots made two at a time, each with ids no earlier run had: a script sending the run's ids would miss them.
      if (path === '/lots' && req.method === 'POST') {
        const made = Array.from({ length: url.searchParams.has('many') ? 100 : 2 }, () => nextLot++);
        for (const id of made) lots.add(id);
        return reply(201, { create: made.map((id) => ({ id })) });
      }
      if (path === '/lots') {
        const asked = url.searchParams.getAll('include[]').map(Number);
        return reply(
          200,
          asked.filter((id) => lots.has(id)).map((id) => ({ id })),
        );
      }
      if (path === '/lots/count' && req.method === 'POST')
        return reply(200, { known: ((body.ids as number[]) ?? []).filter((id) => lots.has(id)).length });
      // Probes found by their SKU, made once per shop: the shop of the script's run has them under other ids.
      if (path === '/probes' && req.method === 'POST') {
        probes.set(String(body.sku), nextLot++);
        return reply(201, { id: probes.get(String(body.sku)), sku: body.sku });
      }
      if (path === '/probes')
        return reply(
          200,
          [...probes].filter(([sku]) => sku === url.searchParams.get('sku')).map(([sku, id]) => ({ sku, id })),
        );
      if (path === '/probe')
        return reply(200, {
          id: Number(url.searchParams.get('id')),
          known: [...probes.values()].includes(Number(url.searchParams.get('id'))),
        });
      if (path === '/coupons' && req.method === 'POST') {
        const code = String(body.code);
        if (coupons.has(code)) return reply(400, { code: 'coupon_exists', message: 'exists', data: { status: 400 } });
        coupons.set(code, 500 + coupons.size);
        return reply(201, { id: coupons.get(code), code });
      }
      const token = req.headers['cart-token'];
      if (path === '/cart' && token === undefined) {
        const made = `tok-${carts.size}-${Math.random().toString(36).slice(2)}`;
        carts.set(made, { items: [], coupons: [], notes: [] });
        return reply(200, carts.get(made), { 'cart-token': made });
      }
      const cart = carts.get(String(token));
      if (!cart) return reply(404, { code: 'no_cart', message: 'no cart', data: { status: 404 } });
      if (path === '/cart') return reply(200, cart);
      if (path === '/cart/items') return reply(200, cart.items);
      if (path === '/cart/add') {
        if (body.quantity === 0) return reply(400, { code: 'bad_quantity', message: 'no', data: { status: 400 } });
        cart.items.push({ id: Number(body.id), quantity: Number(body.quantity) });
        return reply(201, cart);
      }
      if (path === '/cart/apply') {
        // The coupon's id must come as a number, as the engine sent it.
        if (typeof body.coupon !== 'number')
          return reply(400, { code: 'bad_coupon', message: 'no', data: { status: 400 } });
        cart.coupons.push(body.coupon);
        cart.notes.push(String(body.note));
        return reply(200, cart);
      }
      return reply(404, { code: 'rest_no_route', message: 'No route.', data: { status: 404 } });
    });
  });
});
afterAll(() => target.close());

const spec = (id: string, over: Partial<CaseSpec>): CaseSpec =>
  caseSpec(id, { expect: [{ check: 'status', value: '2xx' }], ...over });
const session = { 'Cart-Token': '{{cartToken}}' };

const SETUP = [
  spec('open-cart', { request: { method: 'GET', path: '/cart' }, capture: { cartToken: { header: 'Cart-Token' } } }),
  spec('find-product', { request: { method: 'GET', path: '/products' }, capture: { productId: { pointer: '/0/id' } } }),
  spec('make-lots', {
    requires: ['writes'],
    request: { method: 'POST', path: '/lots' },
    capture: { lotIds: { pointer: '/create', each: 'id' } },
  }),
  spec('make-many-lots', {
    requires: ['writes'],
    request: { method: 'POST', path: '/lots', query: { many: 1 } },
    capture: { manyIds: { pointer: '/create', each: 'id' } },
  }),
  spec('probe', {
    requires: ['writes'],
    find: { path: '/probes', query: { sku: 'probe-a' }, match: { sku: 'probe-a' } },
    request: { method: 'POST', path: '/probes', body: { sku: 'probe-a' } },
    capture: { probeId: { pointer: '/id' } },
  }),
  spec('create-coupon', {
    requires: ['writes'],
    request: { method: 'POST', path: '/coupons', body: { code: 'probe-code' } },
    capture: { couponId: { pointer: '/id' }, couponCode: { pointer: '/code' } },
  }),
];
const CASES = [
  spec('add', {
    requires: ['writes'],
    request: { method: 'POST', path: '/cart/add', headers: session, body: { id: '{{productId}}', quantity: 2 } },
  }),
  spec('add-zero-refused', {
    requires: ['writes'],
    request: { method: 'POST', path: '/cart/add', headers: session, body: { id: '{{productId}}', quantity: 0 } },
    expect: [{ check: 'status', value: '4xx' }],
  }),
  spec('items', { request: { method: 'GET', path: '/cart/items', headers: session } }),
  spec('apply', {
    requires: ['writes'],
    // A DEL in the body, which JSON may hold as it is: the step sends it through printf, the coupon's id an argument.
    request: {
      method: 'POST',
      path: '/cart/apply',
      headers: session,
      rawBody: '{"coupon":{{couponId}},"note":"a\u007fb"}',
      contentType: 'application/json',
    },
  }),
  spec('cart-judged', {
    after: ['apply'],
    request: { method: 'GET', path: '/cart', headers: session },
    expect: [{ check: 'json', pointer: '/coupons/0', equals: 0 }],
  }),
  spec('code-plain', {
    request: { method: 'GET', path: '/products', query: { code: '{{couponCode}}', product: '{{productId}}' } },
    expect: [{ check: 'status', value: 201 }],
  }),
  spec('lots-listed', {
    request: { method: 'GET', path: '/lots', query: { include: '{{lotIds}}' } },
    expect: [{ check: 'json', pointer: '/0/id', equals: 0 }],
  }),
  spec('lots-counted', {
    request: { method: 'POST', path: '/lots/count', body: { ids: '{{lotIds}}' } },
    expect: [{ check: 'json', pointer: '/known', equals: 0 }],
  }),
  spec('many-listed', {
    request: { method: 'GET', path: '/lots', query: { include: '{{manyIds}}' } },
    expect: [{ check: 'json', pointer: '/0/id', equals: 0 }],
  }),
  spec('probe-read', {
    request: { method: 'GET', path: '/probe', query: { id: '{{probeId}}' } },
    expect: [{ check: 'json', pointer: '/known', equals: false }],
  }),
  spec('product-plain', {
    request: { method: 'GET', path: '/products', query: { product: '{{productId}}' } },
    expect: [{ check: 'status', value: 201 }],
  }),
];

async function runSuite(): Promise<CaseResult[]> {
  carts = new Map();
  coupons = new Map();
  lots = new Set();
  probes = new Map();
  log = [];
  const result = await engineRunner(target.base, { apiRoot: '/api', concurrency: 1, timeoutMs: 5000 }).run([
    bareSuite('shop', CASES, SETUP),
  ]);
  return result.suites[0]?.cases ?? [];
}

describe('a reproduction in several steps', () => {
  let cases: CaseResult[];
  beforeAll(async () => {
    cases = await runSuite();
  });
  const judged = () => cases.find((c) => c.id === 'cart-judged') as CaseResult;

  it('is the requests the failing case rests on, in the run order: the session, what made and changed its cart', () => {
    expect(cases.filter((c) => c.outcome !== 'passed').map((c) => c.id)).toEqual([
      'cart-judged',
      'code-plain',
      'lots-listed',
      'lots-counted',
      'many-listed',
      'probe-read',
      'product-plain',
    ]);
    const repro = judged().repro;
    // Not the product listing (its id is kept by the site), the refused add, or the read of the items.
    expect(repro?.steps.map((s) => s.case)).toEqual(['open-cart', 'create-coupon', 'add', 'apply', 'cart-judged']);
    expect(repro?.steps.map((s) => s.sets)).toEqual([
      [{ name: 'CART_TOKEN', header: 'Cart-Token' }],
      [{ name: 'COUPON_ID', jq: '.id' }],
      undefined,
      undefined,
      undefined,
    ]);
    const script = repro?.script ?? '';
    expect(script).toContain(`CART_TOKEN=$(curl -sS -f -D - -o /dev/null`);
    expect(script).toContain(`COUPON_ID=$(curl -sS -f -X POST`);
    expect(script).toContain(`| jq -r '.id')`);
    // The product's id as the run saw it; the coupon's id a number, not a string, in the body.
    expect(script).toContain(`--data-raw '{"id":7,"quantity":2}'`);
    expect(script).toContain(`printf '{"coupon":%s,"note":"a\\177b"}' "$COUPON_ID" |`);
    expect(script).not.toContain('tok-');
  });

  it("prints a string the producer's own request sent as it is (a coupon's code), sending that write again", () => {
    const repro = cases.find((c) => c.id === 'code-plain')?.repro;
    expect(repro?.steps.map((s) => [s.case, s.sets])).toEqual([
      ['create-coupon', undefined],
      ['code-plain', undefined],
    ]);
    expect(repro?.script).toContain(`code=probe-code&product=7`);
  });

  it('is left out where the curl line reproduces the case: it reads only what the site keeps', () => {
    const plain = cases.find((c) => c.id === 'product-plain');
    expect(plain?.outcome).toBe('failed');
    expect(plain?.repro).toBeUndefined();
    expect(plain?.curl).toContain(`product=7`);
  });

  it.skipIf(!tools)('run by bash, makes the same cart again and gets the same answer (needs curl and jq)', async () => {
    const repro = judged().repro;
    // As the suite's teardown would have removed it: the script makes the coupon again.
    coupons = new Map();
    log = [];
    const { stdout } = await promisify(execFile)('bash', ['-c', repro?.script ?? ''], { timeout: 120_000 });
    expect(log).toEqual(['GET /cart', 'POST /coupons', 'POST /cart/add', 'POST /cart/apply', 'GET /cart']);
    const answer = JSON.parse(stdout.slice(stdout.indexOf('\r\n\r\n') + 4)) as Cart;
    expect(answer).toEqual(JSON.parse(judged().exchange?.response?.body ?? ''));
    expect(answer).toEqual({ items: [{ id: 7, quantity: 2 }], coupons: [500], notes: ['a\u007fb'] });
  });
});

describe('the ids of what a script makes or finds again', () => {
  let cases: CaseResult[];
  beforeAll(async () => {
    cases = await runSuite();
  });
  const script = (id: string) => cases.find((c) => c.id === id)?.repro?.script ?? '';

  it('are a variable for each id of a list the run captured, in a query and in a body', () => {
    const listed = cases.find((c) => c.id === 'lots-listed')?.repro;
    expect(listed?.steps.map((s) => [s.case, s.sets])).toEqual([
      [
        'make-lots',
        [
          { name: 'LOT_IDS_1', jq: '.create[0].id' },
          { name: 'LOT_IDS_2', jq: '.create[1].id' },
        ],
      ],
      ['lots-listed', undefined],
    ]);
    expect(script('lots-listed')).toContain('include[]=$LOT_IDS_1&include[]=$LOT_IDS_2');
    expect(script('lots-counted')).toMatch(/\$\{?LOT_IDS_1/);
    for (const id of ['lots-listed', 'lots-counted']) expect(script(id)).not.toMatch(/\b90\d\b/);
  });

  it('are printed as the run saw them for a list longer than a script should assign (the target decides its length)', () => {
    const many = cases.find((c) => c.id === 'many-listed');
    expect(many?.repro?.steps.flatMap((s) => s.sets ?? [])).toEqual([]);
    expect(many?.repro?.script ?? many?.curl).toMatch(/include\[\]=\d+(&include\[\]=\d+){99}/);
  });

  it('are found again for what a find case made once per shop, by its finding request (a read)', () => {
    const repro = cases.find((c) => c.id === 'probe-read')?.repro;
    expect(repro?.steps.map((s) => [s.case, s.finds, s.request.method, s.sets])).toEqual([
      [
        'probe',
        true,
        'GET',
        [{ name: 'PROBE_ID', jq: 'first(.[] | select(type == "object" and .sku == "probe-a")) | .id' }],
      ],
      ['probe-read', undefined, 'GET', undefined],
    ]);
    expect(script('probe-read')).toContain('# 1. probe (its finding request');
  });

  it.skipIf(!tools)("run by bash on a shop with other ids, send that shop's ids (needs curl and jq)", async () => {
    const run = async (id: string) => {
      const { stdout } = await promisify(execFile)('bash', ['-c', script(id)], { timeout: 120_000 });
      return JSON.parse(stdout.slice(stdout.indexOf('\r\n\r\n') + 4)) as unknown;
    };
    // Another shop: the lots and the probe under ids the run never saw.
    lots = new Set();
    probes = new Map([['probe-a', 4242]]);
    nextLot = 2000;
    expect(await run('lots-listed')).toEqual([{ id: 2000 }, { id: 2001 }]);
    expect(await run('lots-counted')).toEqual({ known: 2 });
    expect(await run('probe-read')).toEqual({ id: 4242, known: true });
  });
});

describe('names and paths in a script', () => {
  it("names a capture's variable in upper case, never one the shell or the tool gives a meaning", () => {
    expect(variableName('cartToken')).toBe('CART_TOKEN');
    expect(variableName('bacs-key')).toBe('BACS_KEY');
    expect(variableName('path')).toBe('PATH_VALUE');
    expect(variableName('home')).toBe('HOME_VALUE');
    expect(variableName('2nd')).toBe('V_2ND');
  });

  it('reads a JSON pointer as a jq path, a name jq cannot take bare quoted', () => {
    expect(jqPath('')).toBe('.');
    expect(jqPath('/0/id')).toBe('.[0].id');
    expect(jqPath('/items/1/key')).toBe('.items[1].key');
    expect(jqPath('/a~1b/c d')).toBe('.["a/b"].["c d"]');
  });
});
