import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../spec/index.js';
import type { RestRequest } from '../../reference-server/http/types.js';
import { acceptsRefusal, type Fault } from '../helpers/faults.js';
import { fuzzAgainst, type FuzzRun } from '../helpers/fuzz.js';

/**
 * The fuzz phase finds the edge: a server that enforces a bound everywhere except exactly at the value
 * just past it (per_page 101, page 0, a batch of 26 requests) is found by `--fuzz 20` on every endpoint
 * with a bound, whatever the seed, because each bound's edge is sent before anything is drawn
 * (src/fuzz/arbitraries.ts `edgeExamples`). Each run below covers every endpoint at once, with one
 * fault per kind of edge, and every one of those endpoints must be blamed, and no other, with the edge
 * alone as the reported request.
 */
const BOUNDS = ['minimum', 'maximum', 'maxItems', 'minItems', 'maxLength', 'minLength'] as const;
const catalog = buildCatalog('primary');
/** `GET /shop/store/products`, as the phase names its endpoints, for every endpoint with a bounded argument. */
const bounded = catalog.routes.flatMap((route) =>
  route.endpoints
    .filter((e) => Object.values(e.args).some((a) => !a.readonly && BOUNDS.some((k) => a[k] !== undefined)))
    .flatMap((e) => e.methods.map((method) => ({ key: `${method} ${route.pattern}`, endpoint: e }))),
);
/** These request every endpoint with a bound: `limits` all the paged lists and /batch/v1, `batch` the storefront's batch routes. */
const SUITES = ['limits', 'batch'];
const RUNS = 20;
const BATCH = /^\/(batch\/v1|shop\/store(\/v1)?\/batch)$/;

/** Several faults applied together: each acts on its own endpoints. */
const together = (...faults: Fault[]): Fault => ({
  name: faults.map((f) => f.name).join('; '),
  description: faults.map((f) => f.description).join(' '),
  apply: (app, registry) => {
    for (const f of faults) f.apply(app, registry);
  },
});

/** A refusal naming `param` answered 200 on every paged list, for exactly the requests `when` picks. */
const listAccepts = (param: string, when: (r: RestRequest) => boolean) =>
  acceptsRefusal({ method: 'GET', path: /./, status: 400, param, when, answer: { body: [] } });

/** The phase's cases that failed, by endpoint: the arguments they were shrunk to and the rule they break. */
function blamed(run: FuzzRun): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(run.fuzz)
      .filter(([, c]) => c.outcome === 'failed' || c.outcome === 'errored')
      .map(([key, c]) => [
        key,
        { arguments: c.fuzz?.arguments, broken: c.fuzz?.broken?.rule, check: c.failures[0]?.check },
      ]),
  );
}

const hasArg = (key: string, arg: string) => bounded.find((b) => b.key === key)?.endpoint.args[arg] !== undefined;

const expected = (edge: (key: string) => { arguments: unknown; broken: string } | undefined) =>
  Object.fromEntries(
    bounded.flatMap(({ key }) => {
      const e = edge(key);
      return e ? [[key, { ...e, check: 'status' }]] : [];
    }),
  );

describe('--fuzz 20 finds a bound enforced everywhere but at its edge, on every endpoint with a bound', () => {
  it('the catalog has twenty endpoints with a bound', () => {
    // Seventeen paged lists (storefront, its v1 aliases, administration) and three batch routes; the runs
    // below blame each of them, so the suites request them all.
    expect(bounded.map((b) => b.key)).toHaveLength(20);
  });

  it('per_page 101 accepted on every paged list, a batch of 26 requests accepted on every batch route', async () => {
    const fault = together(
      listAccepts('per_page', (r) => r.query.per_page === '101'),
      acceptsRefusal({
        method: 'POST',
        path: BATCH,
        status: 400,
        param: 'requests',
        when: (r) => (r.json as { requests?: unknown[] } | undefined)?.requests?.length === 26,
        answer: { body: { responses: [] } },
      }),
    );
    const run = await fuzzAgainst(SUITES, { runs: RUNS, seed: 20261123 }, { fault });
    const found = blamed(run);
    const batchEdge = (found['POST /batch/v1'] as { arguments?: { requests?: unknown[] } } | undefined)?.arguments;
    expect(batchEdge?.requests).toHaveLength(26);
    expect(found).toEqual(
      expected((key) =>
        key.startsWith('GET ')
          ? { arguments: { per_page: 101 }, broken: 'maximum' }
          : { arguments: { requests: batchEdge?.requests }, broken: 'maxItems' },
      ),
    );
    // No more than the fuzz asked for: the edge is among the 20 requests, not added to them.
    for (const { key } of bounded) expect(run.fuzz[key]?.fuzz?.requests).toBeLessThanOrEqual(RUNS);

    // The replay an edge's report gives sends exactly that edge: the replay walks the same examples.
    const products = run.fuzz['GET /shop/store/products']?.fuzz;
    expect(JSON.parse(products?.replay ?? '')).toMatchObject({
      seed: 20261123,
      replay: { endpoint: 'GET /shop/store/products', path: expect.stringMatching(/^\d+$/) },
    });
    // Its replay is the fuzz options that send it again, taken as they are.
    const replay = await fuzzAgainst([], JSON.parse(products?.replay ?? ''), { fault });
    expect(replay.fuzz['GET /shop/store/products']?.fuzz).toMatchObject({ requests: 1, arguments: { per_page: 101 } });
    expect(replay.sent.filter((r) => r.url.startsWith('/rest-api/shop/store/products')).map((r) => r.url)).toEqual([
      '/rest-api/shop/store/products?per_page=101',
    ]);
  });

  it('page 0 accepted on every paged list', async () => {
    const fault = listAccepts('page', (r) => r.query.page === '0');
    const run = await fuzzAgainst(SUITES, { runs: RUNS, seed: 1 }, { fault, readOnly: true });
    expect(blamed(run)).toEqual(
      // The marketing recommendations are paged by per_page alone.
      expected((key) => (hasArg(key, 'page') ? { arguments: { page: 0 }, broken: 'minimum' } : undefined)),
    );
  });

  it('per_page one below its minimum accepted on every paged list (−1 on the storefront, 0 in the administration)', async () => {
    const below = (key: string) => {
      const endpoint = bounded.find((b) => b.key === key)?.endpoint;
      return (endpoint?.args.per_page?.minimum ?? 0) - 1;
    };
    const fault = listAccepts('per_page', (r) => {
      const value = r.query.per_page;
      return value === '-1' || (value === '0' && !r.path.startsWith('/shop/store'));
    });
    const run = await fuzzAgainst(SUITES, { runs: RUNS, seed: 77 }, { fault, readOnly: true });
    expect(blamed(run)).toEqual(
      expected((key) =>
        key.startsWith('GET ') ? { arguments: { per_page: below(key) }, broken: 'minimum' } : undefined,
      ),
    );
  });
});
