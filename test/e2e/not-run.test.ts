import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { cli, serve } from '../helpers/cli.js';
import { xmllint } from '../helpers/xmllint.js';

// A run without credentials (README's first live-shop example: --read-only, no --auth) against the
// reference server: what it did not check is said in groups with the flag that would let it run, in
// the console, HTML and JUnit alike; more than half not run is said next to PASS; "left behind" names
// nothing the run did not write. And a --min-coverage shortfall is the verdict, not a PASS above it.

const dir = mkdtempSync(join(tmpdir(), 'not-run-'));
let server: Awaited<ReturnType<typeof serve>>;
// `serve` prints credentials it made up; the runs below are given none of them.
const none = { SHOP_CONFORMANCE_AUTH: '', SHOP_CONFORMANCE_CUSTOMER_AUTH: '' };

beforeAll(async () => {
  server = await serve([]);
});
afterAll(async () => {
  await server.stop();
});

/** `  1439 cases need administrator credentials: give …` → its count, from the console's "Not run" section. */
function consoleGroups(stdout: string): Map<string, number> {
  const section = stdout.split('\nNot run\n')[1]?.split('\n\n')[0] ?? '';
  return new Map(section.split('\n').map((line) => [line.replace(/^\s*\d+ /, ''), Number(/\d+/.exec(line)?.[0])]));
}

describe('a run without credentials says what it did not check', () => {
  it('read-only: groups with counts and flags in every report, more than half not run beside PASS', async () => {
    const files = { json: join(dir, 'ro.json'), junit: join(dir, 'ro.xml'), html: join(dir, 'ro.html') };
    const res = await cli(
      [
        'run',
        '--base-url',
        server.url,
        '--read-only',
        '--reporter',
        'console',
        '--reporter',
        `json=${files.json}`,
        '--reporter',
        `junit=${files.junit}`,
        '--reporter',
        `html=${files.html}`,
      ],
      none,
    );
    expect(res.code, res.stderr).toBe(EXIT.passed);
    const result = JSON.parse(readFileSync(files.json, 'utf8')) as RunResult;
    const { skipped, total } = result.totals;
    expect(skipped * 2).toBeGreaterThan(total);

    const groups = consoleGroups(res.stdout);
    const admin = [...groups].find(([line]) => line.startsWith('cases need administrator credentials'));
    expect(admin?.[0]).toBe('cases need administrator credentials: give --auth or SHOP_CONFORMANCE_AUTH');
    const customer = [...groups].find(([line]) => line.startsWith('cases need customer credentials'));
    expect(customer?.[0]).toBe(
      'cases need customer credentials: give --customer-auth or SHOP_CONFORMANCE_CUSTOMER_AUTH',
    );
    expect(groups.get('cases write: --read-only keeps them from writing')).toBeGreaterThan(0);
    // Every skipped case is in exactly one group.
    expect([...groups.values()].reduce((a, b) => a + b, 0)).toBe(skipped);
    const byKind = (kind: string, setting?: string) =>
      result.suites
        .flatMap((s) => s.cases)
        .filter((c) => c.outcome === 'skipped' && c.skipKind === kind && c.skipSetting?.setting === setting).length;
    expect(admin?.[1]).toBe(byKind('credentials', 'admin-credentials'));
    expect(customer?.[1]).toBe(byKind('credentials', 'customer-credentials'));

    const percent = Math.floor((skipped * 100) / total);
    const verdict = `PASS — but ${skipped} of ${total} cases (${percent}%) were not run: see 'Not run' above`;
    expect(res.stdout.trimEnd().split('\n').at(-1)).toBe(verdict);
    // The groups come before the counts and the verdict.
    expect(res.stdout.indexOf('\nNot run\n')).toBeLessThan(res.stdout.indexOf(`${total} cases: `));

    const xml = readFileSync(files.junit, 'utf8');
    await expect(xmllint(xml)).resolves.toBeUndefined();
    expect(xml).toContain(`<property name="not-run.admin-credentials" value="${admin?.[1]}"/>`);
    expect(xml).toContain(`<property name="not-run.customer-credentials" value="${customer?.[1]}"/>`);
    expect(xml).toContain(`<property name="not-run.read-only" value="${byKind('read-only')}"/>`);
    expect(xml).toContain('<property name="verdict" value="PASS"/>');

    const html = readFileSync(files.html, 'utf8');
    expect(html).toContain('<h2 id="not-run">Not run</h2>');
    expect(html).toContain(
      `<li data-not-run="admin-credentials">${admin?.[1]} cases need administrator credentials: give --auth or SHOP_CONFORMANCE_AUTH</li>`,
    );
    expect(html).toContain(`(${percent}%) were not run: see 'Not run' below`);
    // Skipped cases count under their part of the interface, not under "no route of the catalog".
    const noRoute = /<td class="muted">no route of the catalog<\/td><td>.*?<\/td>((?:<td>\d*<\/td>){5})/.exec(html);
    const skippedThere = [...(noRoute?.[1] ?? '').matchAll(/<td>(\d*)<\/td>/g)].map((m) => m[1])[3];
    expect(skippedThere).toBe('');

    expect(res.stdout).not.toContain('left behind');
    expect(result.suites.flatMap((s) => s.leftovers)).toEqual([]);
  });

  it('without --read-only: "left behind" names no teardown whose making case was skipped too', async () => {
    const json = join(dir, 'writes.json');
    const res = await cli(
      ['run', '--allow-writes', '--base-url', server.url, '--reporter', 'console', '--reporter', `json=${json}`],
      none,
    );
    expect(res.code, res.stderr).toBe(EXIT.passed);
    const result = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
    // Teardowns were skipped for want of credentials: without the fix, each was listed as left behind.
    const skippedTeardowns = result.suites.flatMap((s) =>
      s.cases.filter((c) => c.skipKind === 'credentials' && /delete|restored/.test(c.id)),
    );
    expect(skippedTeardowns.length).toBeGreaterThan(10);
    expect(result.suites.flatMap((s) => s.leftovers)).toEqual([]);
    expect(res.stdout).not.toContain('left behind');
    expect(
      consoleGroups(res.stdout).has('cases need administrator credentials: give --auth or SHOP_CONFORMANCE_AUTH'),
    ).toBe(true);
  });
});

describe('--min-coverage', () => {
  it('a shortfall is the verdict every report shows, never a PASS above the reason', async () => {
    const junit = join(dir, 'floor.xml');
    const res = await cli(
      ['run', '--suite', 'errors', '--min-coverage', '50', '--reporter', 'console', '--reporter', `junit=${junit}`],
      none,
    );
    expect(res.code, res.stderr).toBe(EXIT.mustFailure);
    const last = res.stdout.trimEnd().split('\n').at(-1) ?? '';
    expect(last).toMatch(/^FAIL: route×method coverage \d+\.\d% is below --min-coverage 50%$/);
    expect(res.stdout).not.toMatch(/^PASS/m);
    expect(res.stderr).toContain('is below --min-coverage 50');
    const xml = readFileSync(junit, 'utf8');
    await expect(xmllint(xml)).resolves.toBeUndefined();
    expect(xml).toContain(`<property name="verdict" value="${last}"/>`);
  });
});
