import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { cli } from '../helpers/cli.js';

describe('shop-conformance init', () => {
  it('writes a config and a starter suite that validate accepts and run executes; never overwrites unasked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'init-'));
    const init = await cli(['init'], {}, undefined, dir);
    expect(init.code, init.stderr).toBe(EXIT.passed);
    expect(init.stdout).toContain('wrote shop-conformance.yaml\nwrote conformance/my-shop.yaml');
    const config = readFileSync(join(dir, 'shop-conformance.yaml'), 'utf8');
    // Commented: every option it shows says what it does.
    expect(config.split('\n').filter((l) => l.startsWith('#')).length).toBeGreaterThan(20);

    const validate = await cli(['validate', 'conformance/my-shop.yaml'], {}, undefined, dir);
    expect(validate.code, validate.stderr).toBe(EXIT.passed);
    expect(validate.stdout).toContain('(my-shop: 4 cases, 0 generators)');

    const run = await cli(
      ['run', '--config', 'shop-conformance.yaml', '--reporter', 'json=report.json'],
      {},
      undefined,
      dir,
    );
    expect(run.code, run.stdout + run.stderr).toBe(EXIT.passed);
    const result = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunResult;
    // The starter suite's cases (the examination of their answers, the `replies` suite, aside: they pass too).
    expect(result.suites.find((s) => s.id === 'replies')?.cases.every((c) => c.outcome === 'passed')).toBe(true);
    const own = result.suites.filter((s) => s.id !== 'replies');
    expect(own.map((s) => [s.id, s.cases.map((c) => `${c.id} ${c.outcome}`)])).toEqual([
      [
        'my-shop',
        ['index-answers passed', 'find-product passed', 'product-reads-back passed', 'unknown-product-refused passed'],
      ],
    ]);

    const again = await cli(['init'], {}, undefined, dir);
    expect(again.code).toBe(EXIT.usage);
    expect(again.stderr).toContain('exist; nothing was written (--force overwrites)');
    expect((await cli(['init', '--force'], {}, undefined, dir)).code).toBe(EXIT.passed);
  });
});
