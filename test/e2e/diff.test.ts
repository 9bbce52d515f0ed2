import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunComparison } from '../../src/model/comparison.js';
import type { RunResult } from '../../src/model/result.js';
import { verdictLevel } from '../../src/model/verdict.js';
import { on, store } from '../deviations/catalogue/shared.js';
import { ADMIN, CUSTOMER, testApp } from '../helpers/app.js';
import { cli } from '../helpers/cli.js';
import { ignoresArgument } from '../helpers/faults.js';

/**
 * `shop-conformance diff OLD NEW`: a run against the reference server and one against the same server
 * with one fault (add-item ignores the quantity it is given). From the first to the second, the new
 * failures are exactly the cases that fail on the fault (exit 1: some are must-level); back again they
 * are fixed (exit 0); a run against itself changes nothing.
 */
const dir = mkdtempSync(join(tmpdir(), 'diff-'));
const at = (name: string) => join(dir, name);
const SUITES = ['cart', 'cart-v1', 'catalog'];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RunResult;

describe('diff', () => {
  const servers: FastifyInstance[] = [];
  let failing: string[];
  let mustFailing: string[];
  const urls: string[] = [];

  /** A run of the suites against `app`, its JSON report written to `name`. */
  async function runAgainst(app: FastifyInstance, name: string, more: string[] = []): Promise<void> {
    servers.push(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(url);
    await cli([
      'run',
      '--allow-writes',
      '--base-url',
      url,
      ...SUITES.flatMap((s) => ['--suite', s]),
      '--auth',
      `${ADMIN.login}:${ADMIN.password}`,
      '--customer-auth',
      `${CUSTOMER.login}:${CUSTOMER.password}`,
      '--reporter',
      `json=${at(name)}`,
      ...more,
    ]);
  }

  beforeAll(async () => {
    await runAgainst(await testApp({ publicUrl: undefined }), 'conforming.json');
    await runAgainst(
      await testApp({
        publicUrl: undefined,
        extend: (app, registry) =>
          ignoresArgument(on('POST', store('/cart/add-item')), 'quantity').apply(app, registry),
      }),
      'deviating.json',
    );
    const deviating = read(at('deviating.json'));
    const cases = deviating.suites.flatMap((s) => s.cases.map((c) => ({ id: `${s.id}/${c.id}`, c })));
    failing = cases.filter(({ c }) => c.outcome === 'failed' || c.outcome === 'errored').map(({ id }) => id);
    mustFailing = cases.filter(({ c }) => verdictLevel(c) === 'must').map(({ id }) => id);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('the reference run passes and the deviating one fails some cases at the must level', () => {
    expect(read(at('conforming.json')).totals.mustFailed).toBe(0);
    expect(mustFailing.length).toBeGreaterThan(0);
  });

  it("lists exactly the deviation's failing cases as new failures, and exits 1", async () => {
    const res = await cli(['diff', at('conforming.json'), at('deviating.json'), '--json']);
    expect(res.code).toBe(1);
    const comparison = JSON.parse(res.stdout) as RunComparison;
    expect(comparison.newFailures.map((e) => e.id).sort()).toEqual([...failing].sort());
    expect(
      comparison.newFailures
        .filter((e) => e.level === 'must')
        .map((e) => e.id)
        .sort(),
    ).toEqual([...mustFailing].sort());
    expect(comparison.newFailures.every((e) => e.kind === 'case' && e.was === 'passed')).toBe(true);
    expect(comparison).toMatchObject({ fixed: [], stillFailing: [], changed: [], known: [], added: [], removed: [] });
    expect(comparison.baseline.file).toBe(at('conforming.json'));
  });

  it('the other way, they are fixed and the exit code is 0; the plain text says so', async () => {
    const res = await cli(['diff', at('deviating.json'), at('conforming.json')]);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('New failures: 0');
    expect(res.stdout).toContain(`Fixed: ${failing.length}`);
    for (const id of failing) expect(res.stdout).toContain(`  ${id}  `);
    expect(res.stdout).toContain('OK: no new must-level failure');
  });

  it('a run against itself: nothing changed, exit 0', async () => {
    const res = await cli(['diff', at('deviating.json'), at('deviating.json'), '--json']);
    expect(res.code).toBe(0);
    const comparison = JSON.parse(res.stdout) as RunComparison;
    expect(comparison.newFailures).toEqual([]);
    expect(comparison.stillFailing.map((e) => e.id).sort()).toEqual([...failing].sort());
  });

  it('--baseline puts the comparison in the report: the HTML lists the new failures', async () => {
    const res = await cli([
      'report',
      at('deviating.json'),
      '--baseline',
      at('conforming.json'),
      '--reporter',
      `html=${at('report.html')}`,
      '--reporter',
      `json=${at('compared.json')}`,
    ]);
    expect(res.code).toBe(1);
    const html = readFileSync(at('report.html'), 'utf8');
    expect(html).toContain('Since the baseline');
    expect(html).toContain(`New failures: ${failing.length}`);
    expect(html).toContain(`<code>${failing[0]}`);
    expect(read(at('compared.json')).comparison?.newFailures).toHaveLength(failing.length);
  });

  it('--baseline on run: the JSON report carries the comparison with the baseline', async () => {
    const res = await cli([
      'run',
      '--allow-writes',
      '--base-url',
      urls[1] as string,
      ...SUITES.flatMap((s) => ['--suite', s]),
      '--auth',
      `${ADMIN.login}:${ADMIN.password}`,
      '--customer-auth',
      `${CUSTOMER.login}:${CUSTOMER.password}`,
      '--baseline',
      at('conforming.json'),
      '--reporter',
      `json=${at('run-compared.json')}`,
    ]);
    expect(res.code).toBe(1);
    const comparison = read(at('run-compared.json')).comparison;
    expect(comparison?.baseline.file).toBe(at('conforming.json'));
    expect(comparison?.newFailures.map((e) => e.id).sort()).toEqual([...failing].sort());
  });

  it('a file that is no report is exit 2, naming it', async () => {
    const res = await cli(['diff', at('conforming.json'), at('absent.json')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`${at('absent.json')}: no such file`);
  });
});
