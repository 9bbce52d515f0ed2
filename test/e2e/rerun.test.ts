import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { ADMIN, CUSTOMER, testApp } from '../helpers/app.js';
import { cli } from '../helpers/cli.js';
import { rewriteReplies } from '../helpers/conformance.js';

const dir = mkdtempSync(join(tmpdir(), 'rerun-'));
/** The cases a report ran, the examination of their answers (the `replies` suite) aside. */
const ran = (file: string) => {
  const result = JSON.parse(readFileSync(file, 'utf8')) as RunResult;
  return result.suites
    .filter((s) => s.id !== 'replies')
    .flatMap((s) => s.cases.map((c) => `${s.id}/${c.id} ${c.outcome}`));
};

describe('--rerun-failed REPORT.json', () => {
  let app: FastifyInstance;
  let url: string;
  const env = {
    SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:${ADMIN.password}`,
    SHOP_CONFORMANCE_CUSTOMER_AUTH: `${CUSTOMER.login}:${CUSTOMER.password}`,
  };
  beforeAll(async () => {
    // One deviation: setting a cart item's quantity to 3 fails (the refusal of 0 still works).
    app = await testApp({
      publicUrl: undefined,
      extend: (a) =>
        rewriteReplies(
          a,
          (m, u, status) => m === 'POST' && u === '/rest-api/shop/store/cart/update-item' && status === 200,
          (_body, reply) => {
            reply.code(500);
            return { code: 'internal_error', message: 'down', data: { status: 500 } };
          },
        ),
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs again only what failed, with the setup and the steps it needs', async () => {
    const first = join(dir, 'first.json');
    const full = await cli(
      [
        'run',
        '--allow-writes',
        '--base-url',
        url,
        '--suite',
        'cart',
        '--suite',
        'errors',
        '--reporter',
        `json=${first}`,
      ],
      env,
    );
    expect(full.code).toBe(EXIT.mustFailure);
    const failedFirst = ran(first).filter((c) => / (failed|errored)$/.test(c));
    expect(failedFirst).toEqual(['cart/update-item failed']);
    expect(ran(first).length).toBeGreaterThan(20);

    const again = join(dir, 'again.json');
    const rerun = await cli(
      [
        'run',
        '--allow-writes',
        '--base-url',
        url,
        '--suite',
        'cart',
        '--suite',
        'errors',
        '--rerun-failed',
        first,
        '--reporter',
        'console',
        '--reporter',
        `json=${again}`,
      ],
      env,
    );
    expect(rerun.code).toBe(EXIT.mustFailure);
    // The cart's setup (its token, the products it adds), add-item for the item key update-item reads,
    // add-other (the second item update-item's read-back must leave alone), update-item, and the
    // teardown that empties the cart again.
    expect(ran(again)).toEqual([
      'cart/open-cart passed',
      'cart/find-simple passed',
      'cart/find-subscription passed',
      'cart/find-variable passed',
      'cart/add-item passed',
      'cart/add-other passed',
      'cart/update-item failed',
      'cart/empty-cart passed',
    ]);
    expect(rerun.stdout).toContain('cart › update-item');
  });

  it('a report with nothing failed keeps no case: a usage error naming it, unless --allow-empty', async () => {
    const clean = join(dir, 'clean.json');
    expect(
      (await cli(['run', '--allow-writes', '--base-url', url, '--suite', 'errors', '--reporter', `json=${clean}`], env))
        .code,
    ).toBe(EXIT.passed);
    const res = await cli(['run', '--allow-writes', '--base-url', url, '--rerun-failed', clean], env);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toContain(`--rerun-failed ${clean} (0 failed or errored there) keeps none`);
    expect(
      (await cli(['run', '--allow-writes', '--base-url', url, '--rerun-failed', clean, '--allow-empty'], env)).code,
    ).toBe(EXIT.passed);
  });

  it('a file that is no JSON report is a usage error', async () => {
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{"hello": 1}');
    const res = await cli(['list', '--rerun-failed', junk]);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toContain(`--rerun-failed ${junk}: not a shop-conformance JSON report`);
    expect((await cli(['list', '--rerun-failed', join(dir, 'missing.json')])).stderr).toContain('no such file');
  });
});
