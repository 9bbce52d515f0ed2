import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/result.js';
import { ADMIN, CUSTOMER } from '../helpers/app.js';
import { CLI, cli, ROOT, serve } from '../helpers/cli.js';
import { HANG_GUARD_MS } from '../helpers/hang-guard.js';

// A live shop is read unless writes are allowed (issue 36): a run against `--base-url` without
// `--allow-writes` sends nothing but reads and says so in its first line; with it, what the run will
// leave is said before the first write reaches the shop. And a run whose reports all go to files
// still ends with the verdict and the failures on stderr.

const dir = mkdtempSync(join(tmpdir(), 'writes-'));
const credentials = {
  SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:${ADMIN.password}`,
  SHOP_CONFORMANCE_CUSTOMER_AUTH: `${CUSTOMER.login}:${CUSTOMER.password}`,
};
let shop: Awaited<ReturnType<typeof serve>>;

/**
 * A reverse proxy in front of `serve` that records each request's method and what the CLI had printed
 * when that request came (`printed()`, read once the pipe's pending output has been taken in);
 * `broken` answers 500 to the requests it matches instead of forwarding them.
 */
async function recordingProxy(
  upstream: string,
  printed: () => string = () => '',
  broken: (method: string, url: string) => boolean = () => false,
) {
  const seen: { method: string; url: string; printedBefore: Promise<string> }[] = [];
  const server: Server = createServer((req, res) => {
    const method = req.method ?? '';
    // What the CLI wrote before it sent this is in the pipe already: taken in by the next turn.
    seen.push({ method, url: req.url ?? '', printedBefore: new Promise((r) => setImmediate(() => r(printed()))) });
    if (broken(method, req.url ?? '')) {
      req.resume();
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"code":"broken","message":"broken","data":null}');
      return;
    }
    const forward = httpRequest(`${upstream}${req.url}`, { method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

beforeAll(async () => {
  shop = await serve([
    '--admin',
    `${ADMIN.login}:${ADMIN.password}`,
    '--customer',
    `${CUSTOMER.login}:${CUSTOMER.password}`,
  ]);
});
afterAll(async () => {
  await shop.stop();
});

describe('a run against --base-url', () => {
  it('is read-only without --allow-writes: only GET, HEAD and OPTIONS reach the shop, and its first line says so', async () => {
    const proxy = await recordingProxy(shop.url);
    try {
      const res = await cli(['run', '--base-url', proxy.url], credentials);
      expect(res.code).toBe(0);
      const methods = new Set(proxy.seen.map((s) => s.method));
      expect([...methods].filter((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))).toEqual([]);
      expect(proxy.seen.length).toBeGreaterThan(500);
      const [first] = res.stdout.split('\n');
      expect(first).toMatch(/^read-only: [\d,]+ cases that write are not run( \(.*\))?; --allow-writes runs them$/);
      // The count it gives is the plan's: at least a thousand of the built-in cases write.
      expect(Number(/^read-only: ([\d,]+)/.exec(first ?? '')?.[1]?.replace(/,/g, ''))).toBeGreaterThan(1000);
      expect(res.stdout).toMatch(
        /\nNot run\n {2}\d+ cases write, and a live shop is only read unless writes are allowed: give --allow-writes\n/,
      );
    } finally {
      await proxy.close();
    }
  });

  it('with --allow-writes lists what it will leave before the first write reaches the shop', async () => {
    let stdout = '';
    const proxy = await recordingProxy(shop.url, () => stdout);
    try {
      const child = spawn(process.execPath, [CLI, 'run', '--base-url', proxy.url, '--allow-writes'], {
        cwd: ROOT,
        env: { ...process.env, NO_COLOR: '1', ...credentials },
      });
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.stderr.resume();
      const code = await new Promise<number | null>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`run did not end:\n${stdout}`)), HANG_GUARD_MS);
        child.on('close', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(code).toBe(0);
      const firstWrite = proxy.seen.find((s) => !['GET', 'HEAD', 'OPTIONS'].includes(s.method));
      expect(firstWrite).toBeDefined();
      const before = await (firstWrite as { printedBefore: Promise<string> }).printedBefore;
      expect(before).toMatch(
        /^writes allowed: this run writes to http:\/\/127\.0\.0\.1:\d+ and leaves these \d+, which the interface cannot remove:\n/,
      );
      // Published products and accounts among them, each said as its case says it.
      expect(before).toMatch(/\n {2}- a published product "Quillback Sorrel".*\n/);
      expect(before).toMatch(/\n {2}- a customer account \(conformance-…@example\.com\)/);
    } finally {
      await proxy.close();
    }
  });

  it('--read-only and --allow-writes together are refused before anything is sent', async () => {
    const proxy = await recordingProxy(shop.url);
    try {
      const res = await cli(['run', '--base-url', proxy.url, '--read-only', '--allow-writes'], credentials);
      expect(res.code).toBe(2);
      expect(res.stderr).toBe(
        'shop-conformance run: --read-only and --allow-writes say opposite things: give one of them\n',
      );
      expect(proxy.seen).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

describe('a run whose reports all go to files', () => {
  it('ends with the verdict and the failures on stderr (nothing on stdout); --quiet silences it', async () => {
    // The cart answers 500: its cases fail at must level.
    const proxy = await recordingProxy(shop.url, undefined, (method, url) => method === 'GET' && /\/cart$/.test(url));
    try {
      const json = join(dir, 'files-only.json');
      const res = await cli(
        [
          'run',
          '--base-url',
          proxy.url,
          '--suite',
          'cart',
          '--reporter',
          `json=${json}`,
          '--reporter',
          `junit=${join(dir, 'f.xml')}`,
        ],
        credentials,
      );
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(/\nFailures[^\n]*\n/);
      expect(res.stderr).toMatch(/\nFAIL[^\n]*\n$/);
      const result = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
      const failed = result.suites.flatMap((s) => s.cases).filter((c) => c.outcome === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      // Each failed case is named there.
      for (const c of failed.slice(0, 5)) expect(res.stderr).toContain(c.id);

      const quiet = await cli(
        ['run', '--base-url', proxy.url, '--suite', 'cart', '--reporter', `json=${json}`, '--quiet'],
        credentials,
      );
      expect(quiet.code).toBe(1);
      expect(quiet.stdout).toBe('');
      expect(quiet.stderr).toBe('');
    } finally {
      await proxy.close();
    }
  });

  it('with JSON on stdout for a pipe, the console goes to stderr and stdout stays JSON', async () => {
    const res = await cli(['run', '--suite', 'index-shape', '--grep', 'index-members', '--reporter', 'json']);
    expect(res.code).toBe(0);
    expect((JSON.parse(res.stdout) as RunResult).totals.failed).toBe(0);
    expect(res.stderr).toMatch(/\nPASS\n$/);
  });
});
