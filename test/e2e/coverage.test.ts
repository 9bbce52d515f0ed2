import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/result.js';
import { cli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'coverage-'));

/** A row of the coverage report: site, route×method, requested, positive, cases, statuses, rules. */
const rowOf = (text: string, site: string, key: string): string[] | undefined =>
  text
    .split('\n')
    .map((line) => line.trim().split(/ {2,}/))
    .find((cells) => cells[0] === site && cells[1] === key);

/**
 * Hand count from suites/oembed.yaml (12 cases): the setup find-page requests GET /shop/store/products
 * expecting 2xx; seven cases request GET /oembed/1.0/embed, two of them expecting 2xx or 200
 * (page-embed, xml), answered 400 (missing-url), 404 (unknown-url) and 200, page-embed exercising the
 * defaults of maxwidth and format; four request GET /oembed/1.0/proxy, three expecting 4xx or an error
 * (400 without url, 400 for format yaml, 401 anonymous) and proxy-default-width expecting 2xx (200),
 * exercising the same two defaults. Nothing on the localized site.
 */
describe('the coverage reporter on the oembed suite', () => {
  it('gives the hand-counted figures, in text and in the JSON result', async () => {
    const json = join(dir, 'oembed.json');
    const res = await cli([
      'run',
      '--suite',
      'oembed',
      '--reporter',
      'coverage',
      '--reporter',
      `json=${json}`,
      '--quiet',
    ]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const text = res.stdout;
    expect(rowOf(text, 'primary', 'GET /shop/store/products')).toEqual([
      'primary',
      'GET /shop/store/products',
      'yes',
      'yes',
      '1',
      '200',
      '-',
    ]);
    expect(rowOf(text, 'primary', 'GET /oembed/1.0/embed')).toEqual([
      'primary',
      'GET /oembed/1.0/embed',
      'yes',
      'yes',
      '8',
      '200, 400, 404',
      'default: maxwidth, format',
    ]);
    expect(rowOf(text, 'primary', 'GET /oembed/1.0/proxy')).toEqual([
      'primary',
      'GET /oembed/1.0/proxy',
      'yes',
      'yes',
      '8',
      '200, 400, 401',
      'default: maxwidth, format',
    ]);
    expect(rowOf(text, 'primary', 'GET /oembed/1.0')).toEqual([
      'primary',
      'GET /oembed/1.0',
      'no',
      'no',
      '0',
      '-',
      '-',
    ]);
    expect(rowOf(text, 'de', 'GET /oembed/1.0/embed')).toEqual([
      'de',
      'GET /oembed/1.0/embed',
      'no',
      'no',
      '0',
      '-',
      '-',
    ]);
    expect(text).toContain(
      '\noEmbed: requested 2/4 (50.0%), positive 2/4 (50.0%) · primary 2/2 requested, 2/2 positive; de 0/2 requested, 0/2 positive · 16 cases\n',
    );
    expect(text).toContain(
      '\nstorefront: requested 1/136 (0.7%), positive 1/136 (0.7%) · primary 1/68 requested, 1/68 positive; de 0/68 requested, 0/68 positive · 1 case\n',
    );
    expect(text).toContain(
      '\n  primary: requested 3/222 (1.3%), positive 3/222 (1.3%)\n  de: requested 0/220 (0.0%), positive 0/220 (0.0%)\n  overall: requested 3/442 (0.6%), positive 3/442 (0.6%)\n',
    );
    expect(text).toContain(
      'cases per part: storefront 1, administration 0, gateway 0, contact forms 0, security 0, insights 0, custom blocks 0, oEmbed 16, batch 0, index 0',
    );
    // 442 route×methods, 3 requested.
    expect(text).toContain('\nNever requested (439)\n');
    expect(text).toContain('\n  de GET /oembed/1.0/proxy\n');
    expect(text).not.toContain('\n  primary GET /oembed/1.0/proxy\n');

    const { coverage } = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
    expect(coverage?.totals).toEqual({ requested: 3, positive: 3, total: 442 });
    expect(coverage?.sites.map((s) => [s.site, s.requested, s.positive, s.total])).toEqual([
      ['primary', 3, 3, 222],
      ['de', 0, 0, 220],
    ]);
    expect(coverage?.unrouted).toEqual([]);
    expect(coverage?.skipped).toBe(0);
  });

  it('writes to a file with coverage=FILE', async () => {
    const file = join(dir, 'coverage.txt');
    const res = await cli(['run', '--suite', 'oembed', '--reporter', `coverage=${file}`]);
    expect(res.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('overall: requested 3/442 (0.6%), positive 3/442 (0.6%)');
  });
});

describe('run --min-coverage', () => {
  it('exits 1 below the floor, the verdict saying so (never a PASS above it), with the reason on stderr', async () => {
    const res = await cli(['run', '--suite', 'oembed', '--min-coverage', '99']);
    expect(res.stdout).toMatch(/\nFAIL: route×method coverage 0\.6% is below --min-coverage 99%\n$/);
    expect(res.stdout).not.toMatch(/^PASS/m);
    expect(res.stderr).toBe(
      'shop-conformance run: route×method coverage 0.6% is below --min-coverage 99 (3 of 222 primary, 0 of 220 localized requested)\n',
    );
    expect(res.code).toBe(1);
  });

  it('exits 0 at or above it: 3 of 442 is 0.68%', async () => {
    for (const floor of ['0', '0.5']) {
      const res = await cli(['run', '--suite', 'oembed', '--min-coverage', floor]);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
    }
  });

  it('refuses a floor that is not a number from 0 to 100 (exit 2) before running anything', async () => {
    for (const floor of ['abc', '101', '-1']) {
      const res = await cli(['run', '--suite', 'oembed', '--min-coverage', floor]);
      expect(res.code).toBe(2);
      expect(res.stderr).toBe(`shop-conformance run: --min-coverage must be a number from 0 to 100, got "${floor}"\n`);
      expect(res.stdout).toBe('');
    }
  });
});
