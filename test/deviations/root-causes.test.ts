import { describe, expect, it } from 'vitest';
import { createReporter } from '../../reports/index.js';
import { failed, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';
import { diagnosisInCliWords } from '../../bin/wording.js';

/**
 * A wrong set-up is not non-conformance: a namespace the site's index does not list (a plugin not
 * installed) is one failure, and every case that needs it is reported under it as blocked, in every
 * report; a setup case that fails blocks what reads its captures, under it.
 */
describe('root causes', () => {
  it('a namespace the index does not list is one failure, with every case that needs it blocked under it, in every report', async () => {
    const run = await runSuitesAgainst([], {}, (app) =>
      rewriteReplies(
        app,
        (m, url, status) => m === 'GET' && /^\/rest-api\/?$/.test(url) && status === 200,
        (body) => {
          const index = body as { namespaces: string[]; routes: Record<string, { namespace: string }> };
          index.namespaces = index.namespaces.filter((ns) => ns !== 'security/v1');
          for (const [pattern, route] of Object.entries(index.routes))
            if (route.namespace === 'security/v1') delete index.routes[pattern];
          return index;
        },
      ),
    );
    expect(failed(run.notPassed)).toEqual([]);
    expect(run.result.rootCauses.map((r) => r.id)).toEqual(['namespace:security/v1']);
    const [root] = run.result.rootCauses;
    const blocked = root?.blocked.map((b) => `${b.suite}/${b.id}`) ?? [];
    // The namespace's own index case, its routes' drift cases, its suite, its access and negative cases.
    expect(blocked).toEqual(
      expect.arrayContaining([
        'index-shape/namespace.security.v1',
        'index-shape/drift.security.v1.config',
        'security/security-config',
        'auth/anonymous.get.security.v1.config',
      ]),
    );
    expect(blocked.length).toBeGreaterThan(20);
    // Blocked, all of it (what removes an earlier run's leftovers has nothing to do on a fresh shop).
    expect(Object.entries(run.notPassed).filter(([, o]) => o !== 'blocked')).toEqual([]);
    expect(run.result.totals).toMatchObject({ blocked: blocked.length, prerequisites: 1, mustFailed: 1, failed: 0 });

    const text = (name: string) => createReporter(name, { color: false }).render(run.result);
    expect(text('console')).toMatch(
      /namespace:security\/v1 — the index lists namespace security\/v1 \[must\]\n {2}✗ \[must\] namespace security\/v1 is not listed in the index\n.*\n {2}blocked \d+ cases: /,
    );
    expect(text('junit')).toContain(
      '<testcase classname="shop-conformance.prerequisites" name="namespace:security/v1"',
    );
    expect(text('junit')).toContain('<skipped message="blocked by namespace:security/v1"/>');
    expect(JSON.parse(text('json')).rootCauses[0].blocked).toHaveLength(blocked.length);
    expect(text('html')).toMatch(
      /<h2>Root causes<\/h2>.*<code>namespace:security\/v1<\/code> — namespace security\/v1 is not listed in the index \[must\] · blocked \d+/s,
    );
  });

  it('an enum value the index lacks (still taken) is one failure, the cases that send it blocked under it, in every report', async () => {
    const run = await runSuitesAgainst(['enums', 'index-shape'], {}, (app) =>
      rewriteReplies(
        app,
        (m, url, status) => m === 'GET' && /^\/rest-api\/?$/.test(url) && status === 200,
        (body) => {
          const index = body as {
            routes: Record<string, { endpoints: { args: Record<string, { enum?: string[] }> }[] }>;
          };
          for (const pattern of ['/shop/store/checkout', '/shop/store/v1/checkout'])
            for (const e of index.routes[pattern]?.endpoints ?? [])
              if (e.args.payment_method?.enum)
                e.args.payment_method.enum = e.args.payment_method.enum.filter((v) => v !== 'gateway_sepa');
          return index;
        },
      ),
    );
    expect(failed(run.notPassed)).toEqual([]);
    expect(run.result.rootCauses.map((r) => [r.id, r.blocked.map((b) => `${b.suite}/${b.id}`)])).toEqual([
      ['values:gateway', ['enums/accepts.post.shop.store.checkout.5', 'enums/accepts.post.shop.store.v1.checkout.5']],
    ]);
    expect(run.result.totals).toMatchObject({ blocked: 2, prerequisites: 1, mustFailed: 1, failed: 0 });
    // The checkout routes' drift cases pass: the value is that root cause's, noted there.
    expect(run.notPassed['drift.shop.store.checkout']).toBeUndefined();

    const text = (name: string) => createReporter(name, { color: false }).render(run.result);
    expect(text('console')).toMatch(
      /values:gateway — the site offers the gateway values the document lists \[must\]\n {2}✗ \[must\] the site does not offer gateway: payment_method=gateway_sepa\n.*of POST \/shop\/store\/checkout, POST \/shop\/store\/v1\/checkout.*\n {2}blocked 2 cases: /,
    );
    expect(text('junit')).toContain('<testcase classname="shop-conformance.prerequisites" name="values:gateway"');
    expect(text('html')).toContain(
      '<code>values:gateway</code> — the site does not offer gateway: payment_method=gateway_sepa [must] · blocked 2',
    );
  });

  it('a setup case that fails is the one failure; what reads its captures is blocked under it', async () => {
    const run = await runSuitesAgainst(['cart'], {}, (app) =>
      rewriteReplies(
        app,
        (m, url, status) =>
          m === 'GET' && url.startsWith('/rest-api/shop/store/products?type=simple') && status === 200,
        (_body, reply) => {
          reply.code(500);
          return { code: 'internal', message: 'down', data: { status: 500 } };
        },
      ),
    );
    expect(failed(run.notPassed)).toEqual(['find-simple']);
    const root = run.result.rootCauses.find((r) => r.id === 'cart/find-simple');
    expect(root?.blocked.map((b) => b.id)).toEqual(
      expect.arrayContaining(['add-item', 'update-item', 'add-same-merges', 'write-without-nonce']),
    );
    expect(run.result.totals.mustFailed).toBe(1);
  });
});

describe('read-only mode', () => {
  it('skips, with the reason, every case that writes and every case that reads what a skipped write would have made', async () => {
    const run = await runSuitesAgainst([], {}, undefined, undefined, true);
    expect(Object.entries(run.notPassed).filter(([, outcome]) => outcome !== 'skipped')).toEqual([]);
    const skipped = run.cases.filter((c) => c.outcome === 'skipped');
    expect(skipped.length).toBeGreaterThan(100);
    for (const c of skipped)
      expect(c.skipReason).toMatch(
        /^read-only mode: (this case writes|this case sends a request that is not a read|not found on the site, and creating it writes)$|^depends on .*, which was skipped \(read-only mode|^reads what .* would have made, which was skipped \(read-only mode|found nothing on the site/,
      );
    // The cart's reads after add-item say which write they needed.
    expect(run.cases.find((c) => c.suite === 'cart' && c.id === 'money-minor-units')?.skipReason).toBe(
      'reads what add-item would have made, which was skipped (read-only mode: this case writes)',
    );
  });
});

describe('an API root that answers no index', () => {
  it('is a set-up error said before any case is sent, not a root cause over hundreds of blocked cases', async () => {
    const { startHttpTarget } = await import('../helpers/http-target.js');
    const { runConformance } = await import('../../src/engine.js');
    const { IndexUnusableError } = await import('../../src/site/index-diagnosis.js');
    // A web server at the wrong path: every answer an HTML page.
    const target = await startHttpTarget((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Page not found</body></html>');
    });
    try {
      const run = runConformance({
        suitePaths: [],
        target: { baseUrl: target.base, apiRoot: '/wrong-root', headers: {}, embedded: false },
        selection: { readOnly: true, haveAdmin: false, haveCustomer: false },
        strict: false,
        concurrency: 8,
        timeoutMs: 5000,
        maxResponseBytes: 1024 * 1024,
      });
      const error = await run.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(IndexUnusableError);
      // The engine names the settings to check, no flag; the CLI words them as its flags.
      expect((error as Error).message).toMatch(
        /^the API root http:\/\/127\.0\.0\.1:\d+\/wrong-root\/ answered 404 \(text\/html\), an HTML page: this is the site, not its REST API; check the base URL and the API root/,
      );
      expect(diagnosisInCliWords((error as InstanceType<typeof IndexUnusableError>).diagnosis)).toMatch(
        /; check --base-url and --api-root/,
      );
    } finally {
      await target.close();
    }
  });
});
