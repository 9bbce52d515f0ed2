import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { testApp } from '../helpers/app.js';
import { cli, type CliResult } from '../helpers/cli.js';
import { NO_PROXY_ENV, startShopTarget, startTestProxy, type ShopTarget, type TestProxy } from '../helpers/network.js';
import { xmllintFile } from '../helpers/xmllint.js';

/** Cases of the suites run that passed, the examination of their answers (the `replies` suite) aside. */
const passedOwn = (result: { suites: { id: string; cases: { outcome: string }[] }[] }): number =>
  result.suites
    .filter((s) => s.id !== 'replies')
    .flatMap((s) => s.cases)
    .filter((c) => c.outcome === 'passed').length;

/**
 * A run on a production network, through the built CLI: the proxy the environment or `--proxy` names
 * carries every request (and its credentials appear nowhere), `NO_PROXY` keeps it out; `--retries`
 * rides out 429 and 503 answers and resets, never sending twice what a shop may have processed, and
 * says so in every report; `--rate-limit` spaces requests. The target is the reference server's app
 * behind a socket that counts what arrives; the suites are small files of their own.
 */

/** Ten reads of the catalog, each a URL of its own (no answer shared), each expecting 200. */
const READS = Array.from(
  { length: 10 },
  (_, i) => `
  - id: read-${i + 1}
    title: products, ${i + 1} per page
    request: { path: /shop/store/products, query: { per_page: ${i + 1} } }
    expect: [{ status: 200 }]`,
).join('');

const NETWORK_SUITE = `
id: network
title: Reads of the catalog on a production network
defaults: { level: must }
cases:${READS}
`;

/** A case that fails, so that the answer's headers (with the proxy's echo of its credentials) reach every report. */
const FAILING_SUITE = `
id: network
title: Reads of the catalog on a production network
defaults: { level: must }
cases:${READS}
  - id: shown
    title: a failure whose exchange every report shows
    request: { path: /shop/store/products, query: { per_page: 11 } }
    expect: [{ status: 299 }]
`;

/**
 * A write the shop may have processed before the connection broke, and a read that breaks once. Their
 * paths are the test target's own, which no row of the document names: the statement each cites is
 * only what the loader asks a must-level check for.
 */
const RESET_SUITE = `
id: resets
title: Connections reset after the request was sent
defaults: { level: must }
cases:
  - id: post-reset
    title: a POST whose connection is reset after it was sent
    doc: route.post.batch.v1
    request: { method: POST, path: /net/reset-post, body: { order: 1 } }
    expect: [{ status: 200 }]
  - id: get-reset-once
    title: a GET whose first connection is reset
    doc: route.get.root
    request: { path: /net/reset-get-once }
    expect: [{ status: 200 }]
`;

const dir = mkdtempSync(join(tmpdir(), 'network-'));
const suiteFile = (name: string, text: string) => {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, text);
  return file;
};
const suites = {
  network: suiteFile('network', NETWORK_SUITE),
  failing: suiteFile('failing', FAILING_SUITE),
  resets: suiteFile('resets', RESET_SUITE),
};

let app: FastifyInstance;
const closing: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  app = await testApp({ publicUrl: undefined });
});

afterEach(async () => {
  await Promise.all(closing.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await app?.close();
});

async function shop(intercept?: Parameters<typeof startShopTarget>[1]): Promise<ShopTarget> {
  const target = await startShopTarget(app, intercept);
  closing.push(target);
  return target;
}

async function proxy(credentials?: { login: string; password: string }): Promise<TestProxy> {
  const started = await startTestProxy(credentials);
  closing.push(started);
  return started;
}

interface Run {
  cli: CliResult;
  result: RunResult;
  cases: Record<string, CaseResult>;
  junit: string;
  html: string;
  json: string;
  elapsedMs: number;
}

/** The CLI with the JSON, JUnit and HTML reports beside the console; JUnit checked against the schema CI tools read. */
async function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const out = mkdtempSync(join(dir, 'run-'));
  const files = { json: join(out, 'r.json'), junit: join(out, 'r.xml'), html: join(out, 'r.html') };
  const started = performance.now();
  const res = await cli(
    [
      'run',
      // The targets are throwaway: the cases that write are sent.
      '--allow-writes',
      ...args,
      '--reporter',
      'console',
      '--reporter',
      `json=${files.json}`,
      '--reporter',
      `junit=${files.junit}`,
      '--reporter',
      `html=${files.html}`,
    ],
    { ...NO_PROXY_ENV, ...env },
  );
  const elapsedMs = performance.now() - started;
  let json: string;
  try {
    json = readFileSync(files.json, 'utf8');
  } catch {
    throw new Error(`no JSON report (exit ${res.code}):\n${res.stdout}\n${res.stderr}`);
  }
  await xmllintFile(files.junit);
  const result = JSON.parse(json) as RunResult;
  const cases = Object.fromEntries(result.suites.flatMap((s) => s.cases).map((c) => [c.id, c]));
  return {
    cli: res,
    result,
    cases,
    json,
    junit: readFileSync(files.junit, 'utf8'),
    html: readFileSync(files.html, 'utf8'),
    elapsedMs,
  };
}

describe('proxies', () => {
  it('HTTP_PROXY carries every request the run makes', async () => {
    const target = await shop();
    const p = await proxy();
    const r = await run(['--base-url', target.base, '--suite', suites.network], { HTTP_PROXY: p.url });
    expect(r.cli.stderr).toBe('');
    expect(r.cli.code).toBe(0);
    expect(passedOwn(r.result)).toBe(10);
    // The first look at the index and the ten cases, every one through the proxy.
    expect(target.seen.length).toBe(11);
    expect(p.forwarded).toBe(target.seen.length);
    expect(target.seen.every((s) => s.proxied)).toBe(true);
    expect(r.result.options.proxy).toBe(`${p.url} (environment)`);
    expect(r.cli.stdout).toContain(`network: proxy ${p.url} (environment)`);
  });

  it('the lower-case http_proxy too', async () => {
    const target = await shop();
    const p = await proxy();
    const r = await run(['--base-url', target.base, '--suite', suites.network], { http_proxy: p.url });
    expect(r.cli.code).toBe(0);
    expect(target.seen.length).toBeGreaterThan(0);
    expect(p.forwarded).toBe(target.seen.length);
  });

  it('--proxy carries every request, over what the environment names', async () => {
    const target = await shop();
    const p = await proxy();
    // The environment's proxy is nowhere: a request sent to it would fail.
    const r = await run(['--base-url', target.base, '--suite', suites.network, '--proxy', p.url], {
      HTTP_PROXY: 'http://127.0.0.1:9',
    });
    expect(r.cli.stderr).toBe('');
    expect(r.cli.code).toBe(0);
    expect(target.seen.length).toBe(11);
    expect(p.forwarded).toBe(11);
    expect(target.seen.every((s) => s.proxied)).toBe(true);
    expect(r.result.options.proxy).toBe(`${p.url} (--proxy)`);
  });

  it('NO_PROXY keeps the hosts it lists direct', async () => {
    const target = await shop();
    const p = await proxy();
    const r = await run(['--base-url', target.base, '--suite', suites.network], {
      HTTP_PROXY: p.url,
      NO_PROXY: '127.0.0.1',
    });
    expect(r.cli.code).toBe(0);
    expect(target.seen.length).toBe(11);
    expect(p.forwarded + p.tunnelled).toBe(0);
    expect(target.seen.some((s) => s.proxied)).toBe(false);
  });

  it("a proxy's credentials are sent to it and appear nowhere the tool writes", async () => {
    const credentials = { login: 'proxyuser', password: 'Pr0xy-S3cret:pass@w0rd' };
    const target = await shop();
    const p = await proxy(credentials);
    const r = await run(['--base-url', target.base, '--suite', suites.failing], { HTTP_PROXY: p.url });
    // The proxy took them (it refuses anything else), and echoed them in a header every report shows for the failed case.
    expect(p.refused).toBe(0);
    expect(p.forwarded).toBe(target.seen.length);
    expect(r.cli.code).toBe(1);
    expect(r.cases.shown?.outcome).toBe('failed');
    expect(r.cases.shown?.exchange?.response?.headers['x-proxy-echo']).toBe('Basic ***');
    const basic = Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64');
    const secrets = [
      credentials.password,
      encodeURIComponent(credentials.password),
      basic,
      `${credentials.login}:${credentials.password}`,
      'Pr0xy-S3cret',
    ];
    const outputs = { stdout: r.cli.stdout, stderr: r.cli.stderr, json: r.json, junit: r.junit, html: r.html };
    const leaks = Object.entries(outputs).flatMap(([where, text]) =>
      secrets.filter((s) => text.includes(s)).map((s) => `${where}: ${s}`),
    );
    expect(leaks).toEqual([]);
  });

  it('a proxy that wants credentials it was not given: the target is unreachable, said once (exit 3)', async () => {
    const target = await shop();
    const p = await proxy({ login: 'proxyuser', password: 'Pr0xy-S3cret' });
    const r = await run([
      '--base-url',
      target.base,
      '--suite',
      suites.network,
      '--proxy',
      p.url.replace(/\/\/[^@]+@/, '//'),
    ]);
    expect(r.cli.code).toBe(3);
    expect(p.refused).toBeGreaterThan(0);
    expect(target.seen.length).toBe(0);
    expect(r.cli.stdout).toMatch(
      /target unreachable: the proxy did not carry the request \(Proxy Authentication Required \(407\)\)/,
    );
  });
});

/** Every fifth request answered 429 with `Retry-After: 1`, and the first request for `per_page=3` 503 without one. */
function refusingShop(refused: Seen429[]): Promise<ShopTarget> {
  let unavailableOnce = true;
  return shop((n, req, res) => {
    if (n % 5 === 0) {
      refused.push({ url: req.url ?? '', status: 429 });
      res
        .writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' })
        .end('{"code":"too_many_requests"}');
      return true;
    }
    if (unavailableOnce && /[?&]per_page=3(&|$)/.test(req.url ?? '')) {
      unavailableOnce = false;
      refused.push({ url: req.url ?? '', status: 503 });
      res.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      return true;
    }
    return false;
  });
}

interface Seen429 {
  url: string;
  status: number;
}

describe('the embedded reference server', () => {
  it('is reached directly whatever the proxy variables say (it listens on this machine)', async () => {
    const r = await run(['--suite', suites.network], {
      HTTP_PROXY: 'http://127.0.0.1:9',
      HTTPS_PROXY: 'http://127.0.0.1:9',
    });
    expect(r.cli.stderr).toBe('');
    expect(r.cli.code).toBe(0);
    expect(passedOwn(r.result)).toBe(10);
    expect(r.result.options.proxy).toBeUndefined();
  });
});

describe('--retries', () => {
  it('rides out 429 with Retry-After and a 503: no failure, every retried case marked in every report, the count in the summary', async () => {
    const refused: Seen429[] = [];
    const target = await refusingShop(refused);
    const r = await run(['--base-url', target.base, '--suite', suites.network, '--retries', '2']);
    expect(r.cli.stderr).toBe('');
    expect(r.cli.code).toBe(0);
    expect(r.result.totals).toMatchObject({ failed: 0, errored: 0 });
    expect(passedOwn(r.result)).toBe(10);
    expect(refused.filter((x) => x.status === 429).length).toBeGreaterThanOrEqual(2);
    expect(refused.filter((x) => x.status === 503)).toHaveLength(1);

    // The cases marked are exactly those whose requests were refused, each with what it met and waited.
    const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
    const retried = Object.values(r.cases).filter((c) => c.retries);
    expect(new Set(retried.map((c) => path(c.exchange?.request.url ?? '')))).toEqual(
      new Set(refused.map((x) => x.url)),
    );
    for (const c of retried) {
      const mine = refused.filter((x) => x.url === path(c.exchange?.request.url ?? ''));
      expect(c.retries?.attempts).toBe(mine.length + 1);
      expect(c.retries?.reasons).toEqual(mine.map((x) => String(x.status)));
      // Retry-After: 1 for a 429; the backoff (250 ms, doubling with each retry) for a 503.
      expect(c.retries?.waitsMs).toEqual(mine.map((x, i) => (x.status === 429 ? 1000 : 250 * 2 ** i)));
    }
    expect(r.result.totals.retried).toBe(retried.length);
    expect(r.result.totals.retriedRequests).toBe(retried.length);
    expect(r.result.options.retries).toBe(2);
    // A wait of a second was kept.
    expect(r.elapsedMs).toBeGreaterThan(1000);

    // Console: the count on the summary line, and each retried case listed with its reasons.
    expect(r.cli.stdout).toMatch(
      new RegExp(
        `${r.result.totals.total} cases: ${r.result.totals.passed} passed, 0 failed, 0 errored, 0 skipped, ${retried.length} retried in`,
      ),
    );
    expect(r.cli.stdout).toContain(`Retried (${retried.length}; each judged on its last answer)`);
    for (const c of retried) {
      expect(r.cli.stdout).toContain(
        `network › ${c.id}: passed, after ${c.retries?.reasons.length} ${c.retries?.reasons.length === 1 ? 'retry' : 'retries'} (${c.retries?.reasons[0]}, waited`,
      );
    }
    // JUnit: each retried testcase says so in its output, and the suite counts them.
    expect(r.junit).toContain(`<property name="retried" value="${retried.length}"/>`);
    for (const c of retried) {
      const testcase = new RegExp(`<testcase [^>]*name="${c.id}"[^>]*>[\\s\\S]*?</testcase>`).exec(r.junit)?.[0] ?? '';
      expect(testcase).toMatch(/retried after \d+ retr(y|ies) \((429|503), waited/);
    }
    expect((r.junit.match(/retried after/g) ?? []).length).toBe(retried.length);
    // HTML: a badge on each retried case's row, and the count in the summary line.
    expect((r.html.match(/<span class="badge retried">retried<\/span>/g) ?? []).length).toBe(retried.length);
    for (const c of retried) expect(r.html).toMatch(new RegExp(`<code>${c.id}</code>`));
    expect(r.html).toContain(`${retried.length} retried in`);
  });

  it('without --retries the same refusals fail their cases, as they always did', async () => {
    const refused: Seen429[] = [];
    const target = await refusingShop(refused);
    const r = await run(['--base-url', target.base, '--suite', suites.network]);
    expect(r.cli.code).toBe(1);
    const failed = Object.values(r.cases).filter((c) => c.outcome === 'failed');
    expect(failed.length).toBe(refused.length);
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(Object.values(r.cases).some((c) => c.retries)).toBe(false);
    expect(r.result.totals.retried).toBe(0);
    expect(r.cli.stdout).not.toContain('retried');
    expect(r.result.options.retries).toBeUndefined();
  });

  it('a POST whose connection was reset after it was sent is never sent again; a GET is', async () => {
    let getResets = 0;
    const target = await shop((_n, req, res) => {
      if (req.url?.endsWith('/net/reset-post')) {
        req.socket.destroy();
        return true;
      }
      if (req.url?.endsWith('/net/reset-get-once')) {
        if (getResets++ === 0) req.socket.destroy();
        else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return true;
      }
      return false;
    });
    const r = await run(['--base-url', target.base, '--suite', suites.resets, '--retries', '2']);
    expect(target.seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    expect(r.cases['post-reset']).toMatchObject({ outcome: 'errored', error: { code: 'reset' } });
    expect(r.cases['post-reset']?.retries).toBeUndefined();
    expect(r.cases['get-reset-once']).toMatchObject({
      outcome: 'passed',
      retries: { attempts: 2, reasons: ['reset'], waitsMs: [250] },
    });
    expect(target.seen.filter((s) => s.url.endsWith('/net/reset-get-once'))).toHaveLength(2);
    expect(r.result.totals.retried).toBe(1);
    expect(r.cli.stdout).toContain('resets › get-reset-once: passed, after 1 retry (reset, waited 250 ms)');
  });
});

describe('--rate-limit', () => {
  it('20/s: N requests take at least (N-1)/20 s at the target', async () => {
    const target = await shop();
    const r = await run(['--base-url', target.base, '--suite', suites.network, '--rate-limit', '20/s']);
    expect(r.cli.code).toBe(0);
    const times = target.seen.map((s) => s.at).sort((a, b) => a - b);
    const n = times.length;
    expect(n).toBe(11);
    // The requests start at least 50 ms apart. The first one arrives later after its start than the
    // others, by the first connection's set-up in a fresh process (some 20 ms), so the span at the target
    // is measured from the second: N-1 requests over at least (N-2)/20 s, less 5% for what a request
    // takes from its start to the target (which varies by a few ms); the run took at least (N-1)/20 s.
    const spanMs = (times[n - 1] as number) - (times[1] as number);
    expect(spanMs).toBeGreaterThanOrEqual((((n - 2) * 1000) / 20) * 0.95);
    expect(r.elapsedMs).toBeGreaterThanOrEqual(((n - 1) * 1000) / 20);
    expect(r.result.options.rateLimit).toBe('20/s');
    const all = (times[n - 1] as number) - (times[0] as number);
    console.log(
      `rate limit 20/s: ${n} requests; first to last ${all.toFixed(0)} ms, second to last ${spanMs.toFixed(0)} ms at the target (${(((n - 2) * 1000) / spanMs).toFixed(1)}/s)`,
    );
  });

  it('bad values are usage errors (exit 2), as are bad --retries and --proxy', async () => {
    for (const args of [
      ['--rate-limit', 'fast'],
      ['--rate-limit', '0/s'],
      ['--rate-limit', '5'],
      ['--retries', '-1'],
      ['--retries', '1.5'],
      ['--proxy', 'ftp://proxy:21'],
    ]) {
      const res = await cli(['run', '--base-url', 'http://127.0.0.1:9', ...args], NO_PROXY_ENV);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/--(rate-limit|retries|proxy)/);
    }
  });
});
