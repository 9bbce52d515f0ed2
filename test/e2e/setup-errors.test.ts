import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { cli, serve } from '../helpers/cli.js';
import { startHttpTarget, type HttpTarget } from '../helpers/http-target.js';

/**
 * A mistake is not a verdict: a base URL or API root where no index answers stops the run before any
 * case is sent, exit 2, with one line that says what answered and what to give instead; a dead proxy
 * is named as the proxy. And `list` counts what `run` runs, for the same selection.
 */
const dir = mkdtempSync(join(tmpdir(), 'setup-errors-'));
let shop: Awaited<ReturnType<typeof serve>>;
const targets: HttpTarget[] = [];

beforeAll(async () => {
  shop = await serve([]);
});

afterAll(async () => {
  await shop?.stop();
  await Promise.all(targets.map((t) => t.close()));
});

/** A loopback server answering every request the same way, counting them. */
async function answering(status: number, type: string, body: string): Promise<HttpTarget & { count: () => number }> {
  let count = 0;
  const target = await startHttpTarget((_req, res) => {
    count++;
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  });
  targets.push(target);
  return { ...target, count: () => count };
}

/** The diagnosis is the one line on stderr, and the run sent no case (stdout has no suite line). */
function expectSetupError(res: { code: number | null; stdout: string; stderr: string }, pattern: RegExp): void {
  expect(res.code, res.stderr).toBe(EXIT.usage);
  const lines = res.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(res.stdout).not.toMatch(/passed, \d+ failed/);
}

describe('a base URL or API root where no index answers is a set-up error (exit 2), said first', () => {
  it('the API root given twice: names it, and the base URL that answers', async () => {
    const res = await cli(['run', '--base-url', `${shop.url}/rest-api`, '--suite', 'index-shape']);
    expectSetupError(
      res,
      new RegExp(
        `^shop-conformance run: the API root ${shop.url}/rest-api/rest-api/ answered 404 .*the root is given twice; try --base-url ${shop.url} \\(the index answers there\\)$`,
      ),
    );
  });

  it('an API root the site does not serve: the one its REST API names', async () => {
    const res = await cli(['run', '--base-url', shop.url, '--api-root', '/wp', '--suite', 'index-shape']);
    expectSetupError(
      res,
      /the REST API answers its index elsewhere; try --api-root \/rest-api \(the index answers there\)$/,
    );
  });

  it('an HTML site: names it as the site, not its REST API, and sends only a few requests', async () => {
    const site = await answering(200, 'text/html; charset=UTF-8', '<!doctype html><html><body>Shop</body></html>');
    const res = await cli(['run', '--base-url', site.base, '--suite', 'index-shape']);
    expectSetupError(
      res,
      /answered 200 \(text\/html; charset=UTF-8\), an HTML page: this is the site, not its REST API; check --base-url and --api-root/,
    );
    // The index, the credentials' look (none given: none) and at most three looks elsewhere.
    expect(site.count()).toBeLessThanOrEqual(4);
  });

  it('a catch-all 404', async () => {
    const nothing = await answering(404, 'text/plain', 'Not Found');
    const res = await cli(['run', '--base-url', nothing.base, '--suite', 'index-shape']);
    expectSetupError(res, /answered 404 \(text\/plain\): nothing answers at this address/);
  });

  it('the embedded server and serve still pass', async () => {
    const embedded = await cli(['run', '--suite', 'index-shape']);
    expect(embedded.code, embedded.stderr).toBe(EXIT.passed);
    const served = await cli(['run', '--base-url', shop.url, '--suite', 'index-shape']);
    expect(served.code, served.stderr).toBe(EXIT.passed);
  });
});

describe('a dead proxy', () => {
  it('is named as the proxy that refused the connection, not the target (exit 3: nothing could be sent)', async () => {
    const res = await cli(['run', '--base-url', shop.url, '--proxy', 'http://127.0.0.1:1', '--suite', 'index-shape']);
    expect(res.code, res.stderr).toBe(EXIT.unreachable);
    expect(res.stdout).toContain('proxy http://127.0.0.1:1 refused the connection');
    expect(res.stdout).toContain('the target was not tried');
    expect(res.stdout).not.toMatch(/target unreachable: connection refused/);
  });
});

describe('list and run count the same selection alike', () => {
  /** `N cases in M suites` from list's last line, and from run's first. */
  const counted = (text: string) => /(\d+) cases? in (\d+) suites?/.exec(text)?.slice(1, 3).map(Number);

  it('for a shard, an excluded tag, a level and a rerun of failures', async () => {
    // A report with failures to rerun: a run of one suite whose cases are then marked failed.
    const report = join(dir, 'report.json');
    const first = await cli(['run', '--suite', 'cart', '--reporter', `json=${report}`]);
    expect(first.code, first.stderr).toBe(EXIT.passed);
    const result = JSON.parse(readFileSync(report, 'utf8')) as RunResult;
    for (const c of result.suites[0]?.cases.slice(-3) ?? []) c.outcome = 'failed';
    writeFileSync(report, JSON.stringify(result));
    for (const selection of [
      ['--shard', '2/4'],
      ['--exclude-tag', 'gateway'],
      ['--level', 'must'],
      ['--rerun-failed', report],
    ]) {
      const [list, run] = await Promise.all([cli(['list', ...selection]), cli(['run', ...selection])]);
      expect(run.code, `${selection.join(' ')}: ${run.stderr}`).not.toBe(EXIT.usage);
      const listed = counted(list.stdout.trimEnd().split('\n').at(-1) ?? '');
      expect(listed?.[0], selection.join(' ')).toBeGreaterThan(0);
      expect(listed, selection.join(' ')).toEqual(counted(run.stdout.split('\n')[0] ?? ''));
      // Every suite the console lists ran a case: none shown with nothing in it.
      expect(run.stdout, selection.join(' ')).not.toMatch(/^\S+ {2}0 passed, 0 failed, 0 errored, 0 skipped$/m);
    }
  });
});
