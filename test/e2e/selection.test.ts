import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { cli, ROOT } from '../helpers/cli.js';
import { xmllint } from '../helpers/xmllint.js';

/** A CI gate never passes having tested nothing, and says what it left out. */
const dir = mkdtempSync(join(tmpdir(), 'selection-'));

describe('a selection that keeps no case is a usage error', () => {
  it.each([
    [['--suite', 'nosuch'], /no suite is named "nosuch"/],
    [['--tag', 'nosuch'], /no case is selected: --tag nosuch keeps none/],
    [['--suite', 'cart', '--grep', 'no-such-case'], /no case is selected: --grep no-such-case keeps none/],
    [['--exclude-suite', 'nosuch'], /no suite is named "nosuch"/],
  ])('run %j exits 2, naming the filter', async (args, message) => {
    const res = await cli(['run', ...args]);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toMatch(message);
    expect(res.stdout).toBe('');
  });

  it('unless asked for: --allow-empty runs nothing and passes', async () => {
    const res = await cli(['run', '--tag', 'nosuch', '--allow-empty']);
    expect(res.code).toBe(EXIT.passed);
    expect(res.stdout).toMatch(/^shop-conformance: 0 cases in 0 suites/);
  });

  it('list refuses it the same way', async () => {
    const res = await cli(['list', '--tag', 'nosuch']);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toMatch(/--tag nosuch keeps none/);
  });
});

describe('built-in suite ids and suite files mix', () => {
  it('--suite custom-blocks --suite my-shop.yaml runs both', async () => {
    const file = join(dir, 'my-shop.yaml');
    copyFileSync(join(ROOT, 'suites/custom-blocks.yaml'), file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: custom-blocks$/m, 'id: my-shop'));
    const json = join(dir, 'mixed.json');
    const res = await cli(['run', '--suite', 'custom-blocks', '--suite', file, '--reporter', `json=${json}`]);
    expect(res.code).toBe(EXIT.passed);
    const result = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
    expect(result.suites.map((s) => s.id).sort()).toEqual(['custom-blocks', 'my-shop', 'replies']);
    expect(result.totals.total).toBeGreaterThanOrEqual(4);
  });
});

describe('--exclude-suite and --exclude-tag leave out what a shop does not offer', () => {
  it('the parts are not run, and every report says what was excluded', async () => {
    const files = { json: join(dir, 'ex.json'), junit: join(dir, 'ex.xml'), html: join(dir, 'ex.html') };
    const res = await cli([
      'run',
      '--suite',
      'gateway',
      '--suite',
      'insights',
      '--suite',
      'errors',
      '--exclude-suite',
      'gateway',
      '--exclude-tag',
      'insights',
      '--reporter',
      'console',
      '--reporter',
      `json=${files.json}`,
      '--reporter',
      `junit=${files.junit}`,
      '--reporter',
      `html=${files.html}`,
    ]);
    expect(res.code).toBe(EXIT.passed);
    const result = JSON.parse(readFileSync(files.json, 'utf8')) as RunResult;
    expect(result.suites.filter((s) => s.cases.length > 0).map((s) => s.id)).toEqual(['errors', 'replies']);
    expect(result.options.excluded).toEqual({ suites: ['gateway'], tags: ['insights'], cases: expect.any(Number) });
    expect(result.options.excluded?.cases).toBeGreaterThan(40);
    const line = `excluded suites gateway; tags insights (${result.options.excluded?.cases} cases not run)`;
    expect(res.stdout).toContain(line);
    // Counted as kept: the header says how many will run, not how many the suites hold (the examination of
    // their answers says its own count when it reports).
    const examined = result.suites.find((s) => s.id === 'replies')?.cases.length ?? 0;
    expect(res.stdout).toMatch(
      new RegExp(`^shop-conformance: ${result.totals.total - examined} cases in 1 suite against`),
    );
    expect(readFileSync(files.html, 'utf8')).toContain(line);
    const junit = readFileSync(files.junit, 'utf8');
    await expect(xmllint(junit)).resolves.toBeUndefined();
    expect(junit).toContain('<property name="excluded.suites" value="gateway"/>');
    expect(junit).toContain('<property name="excluded.tags" value="insights"/>');
  });
});

describe('every case carries the tag of the part it touches', () => {
  it('list --exclude-tag gateway keeps no case on a gateway route nor any checkout paid by a gateway method', async () => {
    const { PAYMENT_METHODS } = await import('../../spec/enums.js');
    const { routeFor } = await import('../../src/catalog/routes.js');
    const { partOf } = await import('../../src/coverage/parts.js');
    const { prepare } = await import('../../src/engine.js');
    const { makePlan } = await import('../../src/plan/plan.js');
    const res = await cli(['list', '--json', '--exclude-tag', 'gateway']);
    expect(res.code).toBe(EXIT.passed);
    const rows = (JSON.parse(res.stdout) as { cases: { suite: string; id: string; path: string }[] }).cases;
    const gatewayPath = (path: string) => {
      const route = routeFor('primary', path);
      return route !== undefined && partOf(route) === 'gateway';
    };
    expect(rows.filter((r) => gatewayPath(r.path)).map((r) => `${r.suite}/${r.id}`)).toEqual([]);
    // The list shows no body: the cases paid by a gateway method are found in the plan, and none is listed.
    const methods = PAYMENT_METHODS.filter((m) => !['bacs', 'cheque', 'cod'].includes(m));
    const paid = makePlan(prepare([]).suites, { readOnly: false, haveAdmin: true, haveCustomer: true })
      .cases.filter((p) =>
        methods.includes(String((p.spec.request.body as { payment_method?: unknown })?.payment_method)),
      )
      .map((p) => `${p.suite.id}/${p.spec.id}`);
    expect(paid.length).toBeGreaterThanOrEqual(28);
    const listed = new Set(rows.map((r) => `${r.suite}/${r.id}`));
    expect(paid.filter((id) => listed.has(id))).toEqual([]);
  });
});
