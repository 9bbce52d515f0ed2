import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { ADMIN, CUSTOMER } from '../helpers/app.js';
import { cli, serve } from '../helpers/cli.js';

// A run against a shop that keeps its data (`serve --db`) leaves it so that the next run judges it
// alike: the probes an earlier run made are found again, not made anew, and "left behind" names only
// what this run wrote.

const dir = mkdtempSync(join(tmpdir(), 'repeatable-'));
const env = {
  SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:${ADMIN.password}`,
  SHOP_CONFORMANCE_CUSTOMER_AUTH: `${CUSTOMER.login}:${CUSTOMER.password}`,
};
const verdicts = (r: RunResult) =>
  Object.fromEntries(
    r.suites.flatMap((s) =>
      s.cases.map((c) => [
        `${s.id}/${c.id}`,
        `${c.outcome} ${c.failures.map((f) => `${f.level}:${f.check}`).join(',')}`,
      ]),
    ),
  );
const leftovers = (r: RunResult) => r.suites.flatMap((s) => s.leftovers.map((l) => `${s.id}/${l.split(':')[0]}`));

describe('runs against one persistent shop', () => {
  it('give the same verdicts each time, and name as left behind only what each run wrote', async () => {
    const server = await serve([
      '--db',
      join(dir, 'shop.db'),
      '--admin',
      `${ADMIN.login}:${ADMIN.password}`,
      '--customer',
      `${CUSTOMER.login}:${CUSTOMER.password}`,
    ]);
    try {
      const runs: RunResult[] = [];
      for (const n of [1, 2, 3]) {
        const json = join(dir, `run-${n}.json`);
        const res = await cli(['run', '--allow-writes', '--base-url', server.url, '--reporter', `json=${json}`], env);
        expect(res.code, res.stderr).toBe(EXIT.passed);
        runs.push(JSON.parse(readFileSync(json, 'utf8')) as RunResult);
      }
      const [first, second, third] = runs as [RunResult, RunResult, RunResult];
      expect(verdicts(second)).toEqual(verdicts(first));
      expect(verdicts(third)).toEqual(verdicts(first));
      // The second run found the first run's probes: it made none of them, and leaves none behind.
      const found = second.suites.flatMap((s) => s.cases.filter((c) => c.found).map((c) => `${s.id}/${c.id}`));
      expect(found.length).toBeGreaterThan(20);
      expect(leftovers(first)).toEqual(expect.arrayContaining(found));
      expect(leftovers(second).filter((l) => found.includes(l))).toEqual([]);
      expect(leftovers(third)).toEqual(leftovers(second));
    } finally {
      await server.stop();
    }
  });
});
