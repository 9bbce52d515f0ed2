import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { cli, ROOT } from '../helpers/cli.js';
import { xmllint } from '../helpers/xmllint.js';

/**
 * A crash of the tool is its own exit code (4), said as a bug, and a reporter that fails stops no
 * other. `SHOP_CONFORMANCE_TEST_CRASH` (bin/test-hooks.ts, for tests only) makes a part throw as a bug would.
 */
const dir = mkdtempSync(join(tmpdir(), 'internal-'));
const crash = (what: string) => ({ SHOP_CONFORMANCE_TEST_CRASH: what });
const BUG =
  /This is a bug of shop-conformance [\d.]+, not a finding about the target \(exit code 4\)\. Please report it on the shop-conformance issue tracker/;

describe('internal errors', () => {
  it('a reporter that throws when it renders: said on stderr by name, the reporters after it still write, exit 4', async () => {
    const junit = join(dir, 'after-render.xml');
    const html = join(dir, 'after-render.html');
    const res = await cli(
      [
        'run',
        '--suite',
        'limits',
        '--reporter',
        `json=${join(dir, 'after-render.json')}`,
        '--reporter',
        `junit=${junit}`,
        '--reporter',
        'console',
        '--reporter',
        `html=${html}`,
      ],
      crash('json:render'),
    );
    expect(res.code).toBe(EXIT.internal);
    expect(res.stderr).toMatch(
      /^shop-conformance run: internal error in the json reporter \(render\): Error: SHOP_CONFORMANCE_TEST_CRASH: json render made to throw\n/,
    );
    expect(res.stderr).toMatch(BUG);
    await expect(xmllint(readFileSync(junit, 'utf8'))).resolves.toBeUndefined();
    expect(readFileSync(html, 'utf8')).toMatch(/^<!doctype html>/);
    expect(res.stdout).toMatch(/\nPASS\n$/);
  });

  it('a reporter that throws while following progress, or when attached, stops neither the run nor the others', async () => {
    for (const where of ['progress', 'attach']) {
      const json = join(dir, `after-${where}.json`);
      const res = await cli(
        ['run', '--suite', 'limits', '--reporter', 'console', '--reporter', `json=${json}`],
        crash(`console:${where}`),
      );
      expect(res.code).toBe(EXIT.internal);
      expect(res.stderr.match(/internal error/g)).toHaveLength(1);
      expect(res.stderr).toContain(`internal error in the console reporter (${where})`);
      const result = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
      expect(result.totals.passed).toBe(result.totals.total);
      // The console still renders its summary.
      expect(res.stdout).toMatch(/\nPASS\n$/);
    }
  });

  it('an exception that escapes the engine exits 4 with the bug message, not 1 as if the target had failed', async () => {
    const json = join(dir, 'engine.json');
    const res = await cli(['run', '--suite', 'limits', '--reporter', `json=${json}`, '--quiet'], crash('engine'));
    expect(res.code).toBe(EXIT.internal);
    expect(res.stderr).toMatch(
      /^shop-conformance run: internal error: Error: SHOP_CONFORMANCE_TEST_CRASH: the engine made to throw\n/,
    );
    expect(res.stderr).toMatch(BUG);
    expect(existsSync(json)).toBe(false);
  });

  it('a report file that cannot be written is said, the others are written, and the run exits 2', async () => {
    const blocked = join(dir, 'a-directory');
    mkdirSync(blocked);
    const json = join(dir, 'written.json');
    const res = await cli([
      'run',
      '--suite',
      'limits',
      '--reporter',
      `junit=${blocked}`,
      '--reporter',
      `json=${json}`,
      '--quiet',
    ]);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toMatch(
      new RegExp(`^shop-conformance run: cannot write the junit report to ${blocked}: EISDIR`),
    );
    expect(existsSync(json)).toBe(true);
  });

  it('the exit code is documented, beside the others', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(
      /## Exit codes[^]*\| 3 \| target unreachable[^]*\| 4 \| internal error: a bug of shop-conformance/,
    );
    expect(readFileSync(join(ROOT, 'bin/README.md'), 'utf8')).toMatch(/3 target unreachable, 4 internal\s+error/);
  });
});
