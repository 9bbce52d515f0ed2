import { describe, expect, it } from 'vitest';
import { endpointNamed } from '../../src/fuzz/endpoints.js';
import { validWithheld } from '../../src/fuzz/site.js';
import { catalogFor } from '../../src/catalog/routes.js';
import { acceptsRefusal, failsRoute, refusesValue, rewritesAnswer } from '../helpers/faults.js';
import { fuzzAgainst } from '../helpers/fuzz.js';

/**
 * The fuzz phase (src/fuzz/) against the reference server with one named fault each (the deviation
 * catalogue's own, test/helpers/faults.ts): it must find the fault and shrink the request to the
 * argument that causes it; and against the unaltered server it must find nothing. The storefront
 * product listing is fuzzed (the catalog suite requests it) in read-only mode, where only reads are sent.
 */
const PRODUCTS = 'GET /shop/store/products';
const products = { method: 'GET', path: '/shop/store/products' };
const fuzz = { runs: 150, seed: 20261123 };
const found = (run: Awaited<ReturnType<typeof fuzzAgainst>>) => {
  // No other endpoint is blamed.
  expect(
    Object.values(run.fuzz)
      .filter((c) => c.outcome === 'failed' || c.outcome === 'errored')
      .map((c) => c.title),
  ).toEqual([expect.stringMatching(/^GET \/shop\/store\/products: /)]);
  return run.fuzz[PRODUCTS];
};

describe('the fuzz phase finds a fault and shrinks it to the argument that causes it', () => {
  it('a bound the server does not enforce: per_page above its maximum accepted', async () => {
    const fault = acceptsRefusal({
      ...products,
      status: 400,
      param: 'per_page',
      when: (r) => Number(r.query.per_page) > 100,
      answer: { body: [] },
    });
    const c = found(await fuzzAgainst(['catalog'], fuzz, { readOnly: true, fault }));
    expect(c?.failures[0]).toMatchObject({ check: 'status', expected: '4xx', actual: 200 });
    // Nothing but the argument, at the smallest value past the bound: the edge, which the phase sends
    // before drawing (fuzz-edges.test.ts); a failure drawn further out shrinks to it (unit/fuzz/edges.test.ts).
    expect(c?.fuzz?.arguments).toEqual({ per_page: 101 });
    expect(c?.fuzz?.broken).toEqual({ arg: 'per_page', rule: 'maximum', place: 'per_page' });
    expect(c?.curl).toContain('per_page=101');
    // The engine's replay is its own fuzz options (the CLI words it as a command, test/e2e/fuzz.test.ts).
    expect(JSON.parse(c?.fuzz?.replay ?? '')).toEqual({
      runs: 1,
      seed: 20261123,
      replay: { endpoint: 'GET /shop/store/products', path: expect.stringMatching(/^\d+(:\d+)*$/) },
    });
  });

  it('one value of an enum refused: orderby=price answered as an invalid argument', async () => {
    const fault = refusesValue({ ...products, when: (r) => r.query.orderby === 'price' }, 'orderby');
    const c = found(await fuzzAgainst(['catalog'], fuzz, { readOnly: true, fault }));
    expect(c?.failures[0]).toMatchObject({ check: 'not-invalid-param', pointer: '/data/params/orderby' });
    expect(c?.fuzz?.arguments).toEqual({ orderby: 'price' });
    expect(c?.fuzz?.broken).toBeUndefined();
  });

  it('a 500 on one argument value: order=asc', async () => {
    const fault = failsRoute({ ...products, when: (r) => r.query.order === 'asc' });
    const c = found(await fuzzAgainst(['catalog'], fuzz, { readOnly: true, fault }));
    expect(c?.exchange?.response?.status).toBe(500);
    expect(c?.failures[0]).toMatchObject({ check: 'status', level: 'should', actual: 500 });
    expect(c?.fuzz?.arguments).toEqual({ order: 'asc' });
  });

  it('an answer whose shape is known: the index without its namespaces', async () => {
    const fault = rewritesAnswer({ method: 'GET', path: '/' }, 'no namespaces', (body) => ({
      ...(body as object),
      namespaces: undefined,
    }));
    const run = await fuzzAgainst(['index-shape'], { runs: 20, seed: 4 }, { readOnly: true, fault });
    const c = run.fuzz['GET /'];
    expect(c?.outcome).toBe('failed');
    expect(c?.failures[0]).toMatchObject({ check: 'json-schema', level: 'must' });
    expect(c?.fuzz?.broken).toBeUndefined();
  });
});

describe('the fuzz phase against the unaltered reference server', () => {
  it('finds nothing, and the same seed sends the same requests', async () => {
    const options = { readOnly: true, engine: { concurrency: 1 } };
    const first = await fuzzAgainst(['catalog'], { runs: 40, seed: 99 }, options);
    const second = await fuzzAgainst(['catalog'], { runs: 40, seed: 99 }, options);
    const other = await fuzzAgainst(['catalog'], { runs: 40, seed: 100 }, options);
    expect(first.result.totals.failed + first.result.totals.errored).toBe(0);
    expect(Object.keys(first.fuzz).length).toBeGreaterThanOrEqual(5);
    const fuzzRequests = (run: typeof first) =>
      run.sent.map((r) => `${r.method} ${r.url} ${r.body ?? ''}`).slice(-40 * Object.keys(run.fuzz).length);
    expect(fuzzRequests(second)).toEqual(fuzzRequests(first));
    expect(fuzzRequests(other)).not.toEqual(fuzzRequests(first));
  });

  it('read-only: only reads are sent, however many writes the suites request', async () => {
    const suites = ['cart', 'admin-products'];
    const run = await fuzzAgainst(suites, { runs: 10, seed: 3 }, { readOnly: true });
    expect(Object.keys(run.fuzz).length).toBeGreaterThan(3);
    expect(Object.keys(run.fuzz).every((key) => key.startsWith('GET '))).toBe(true);
    // What else was sent is the suites' own (a read-only run of them still fills its cart): the same without the phase.
    const notReads = (sent: typeof run.sent) =>
      sent
        .filter((r) => r.method !== 'GET')
        .map((r) => `${r.method} ${r.url}`)
        .sort();
    const without = await fuzzAgainst(suites, undefined, { readOnly: true });
    expect(notReads(run.sent)).toEqual(notReads(without.sent));
    expect(run.result.totals.failed + run.result.totals.errored).toBe(0);
  });

  it('writes allowed: creates and updates are fuzzed too, nothing fails, and what the creates made is deleted', async () => {
    const run = await fuzzAgainst(['coupons', 'admin-products'], { runs: 25, seed: 8 }, {});
    const keys = Object.keys(run.fuzz);
    expect(keys).toContain('POST /shop-analytics/coupons');
    expect(keys.some((key) => key.startsWith('PUT /shop-analytics/coupons/'))).toBe(true);
    expect(run.result.totals.failed + run.result.totals.errored).toBe(0);
    // Each coupon a valid create made is deleted (force=true); none is left behind.
    const created = run.sent.filter((r) => r.method === 'POST' && r.url === '/rest-api/shop-analytics/coupons');
    const deleted = run.sent.filter(
      (r) => r.method === 'DELETE' && /^\/rest-api\/shop-analytics\/coupons\/\d+\?force=true$/.test(r.url),
    );
    expect(created.length).toBeGreaterThan(25);
    expect(deleted.length).toBeGreaterThan(0);
    expect(run.result.suites.find((s) => s.id === 'fuzz')?.leftovers).toEqual([]);
    // Products cannot be deleted through the interface: their create gets only requests that break a rule.
    expect(run.fuzz['POST /shop-analytics/products']?.fuzz?.requests).toBeGreaterThan(0);
    const productCreate = endpointNamed('POST /shop-analytics/products', catalogFor('primary').routes);
    expect(productCreate && validWithheld(productCreate)).toContain('no route deletes it');
  });

  it('--fuzz-budget: no more requests than the budget, and the endpoints it did not reach are said to be skipped', async () => {
    const run = await fuzzAgainst(
      ['catalog'],
      { runs: 40, seed: 5, budget: 30 },
      { readOnly: true, engine: { concurrency: 1 } },
    );
    const requests = Object.values(run.fuzz).reduce((n, c) => n + (c.fuzz?.requests ?? 0), 0);
    expect(requests).toBe(30);
    const skipped = Object.values(run.fuzz).filter((c) => c.outcome === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    for (const c of skipped) expect(c.skipReason).toContain('fuzz budget (30 requests) was spent');
    expect(Object.values(run.fuzz).some((c) => c.fuzz?.cut === 'budget')).toBe(true);
  });

  it('--rate-limit paces the phase as it paces every request', async () => {
    // 40 requests a second: the client lets each request go at least 25 ms after the one before, so the
    // phase's 12 requests take at least 11 × 25 ms (unpaced, they take about 20 ms on loopback).
    const run = await fuzzAgainst(
      ['oembed'],
      { runs: 6, seed: 2, budget: 12 },
      { readOnly: true, engine: { network: { rateLimit: { requests: 40, perMs: 1000 } } } },
    );
    const fuzzed = Object.values(run.fuzz).reduce((n, c) => n + (c.fuzz?.requests ?? 0), 0);
    expect(fuzzed).toBe(12);
    expect(run.result.suites.find((s) => s.id === 'fuzz')?.durationMs).toBeGreaterThanOrEqual(11 * 25);
  });
});

describe('the fuzz phase and --exclude-tag', () => {
  it('a part left out of the suites is left out of the phase: no gateway endpoint is fuzzed', async () => {
    const selection = { suites: ['auth'], readOnly: true, haveAdmin: true, haveCustomer: true };
    const all = await fuzzAgainst(['auth'], { runs: 2, seed: 1 }, { readOnly: true, engine: { selection } });
    const gateway = (run: typeof all) => Object.keys(run.fuzz).filter((key) => /^GET \/shop\/v[13]\//.test(key));
    expect(gateway(all).length).toBeGreaterThan(0);
    const without = await fuzzAgainst(
      ['auth'],
      { runs: 2, seed: 1 },
      { readOnly: true, engine: { selection: { ...selection, excludeTags: ['gateway'] } } },
    );
    expect(gateway(without)).toEqual([]);
    expect(Object.keys(without.fuzz).length).toBeGreaterThan(0);
  });
});
