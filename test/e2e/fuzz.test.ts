import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { ADMIN, CUSTOMER, testApp } from '../helpers/app.js';
import { CLI, cli, ROOT } from '../helpers/cli.js';
import { failsRoute } from '../helpers/faults.js';

const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
const auth = {
  SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:${ADMIN.password}`,
  SHOP_CONFORMANCE_CUSTOMER_AUTH: `${CUSTOMER.login}:${CUSTOMER.password}`,
};
const report = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RunResult;
const fuzzCases = (result: RunResult): CaseResult[] => result.suites.find((s) => s.id === 'fuzz')?.cases ?? [];

/**
 * `npx` as the line calls it, standing for the project's own CLI: a real npx, in a copy of the project
 * that is no git checkout (CI's Node matrix), installs the folder into its cache, which runs its
 * `prepare` and rebuilds dist/ under the other tests' feet. This one runs the built CLI with the
 * line's own words after `npx shop-conformance`, and refuses any other package.
 */
const NPX_DIR = mkdtempSync(join(tmpdir(), 'npx-'));
writeFileSync(
  join(NPX_DIR, 'npx'),
  `#!/bin/sh\n[ "$1" = shop-conformance ] || { echo "npx $1: not this project" >&2; exit 97; }\nshift\nexec "${process.execPath}" "${CLI}" "$@"\n`,
);
chmodSync(join(NPX_DIR, 'npx'), 0o755);

/** A printed command line pasted into bash in the clone, as a user would (with `npx` as above). */
function pasted(line: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', line], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', ...env, PATH: `${NPX_DIR}:${process.env.PATH ?? ''}` },
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdout.resume();
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('run --fuzz against a shop that answers 500 to order=asc on the product listing', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await testApp({
      publicUrl: undefined,
      extend: (a, registry) =>
        failsRoute({ method: 'GET', path: '/shop/store/products', when: (r) => r.query.order === 'asc' }).apply(
          a,
          registry,
        ),
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports the shrunk request with its seed and a command that replays exactly that request', async () => {
    const json = join(dir, 'fuzz.json');
    const run = await cli(
      [
        'run',
        '--base-url',
        url,
        '--suite',
        'catalog',
        '--read-only',
        // A 5xx is should-level (errors.server-error): --strict makes it fail the run, and the replay too.
        '--strict',
        '--fuzz',
        '60',
        '--seed',
        '5',
        '--reporter',
        'console',
        '--reporter',
        `json=${json}`,
      ],
      auth,
    );
    expect(run.code, run.stderr).toBe(EXIT.mustFailure);
    const found = fuzzCases(report(json)).find((c) => c.outcome === 'failed');
    expect(found?.title).toMatch(/^GET \/shop\/store\/products: /);
    expect(found?.fuzz?.arguments).toEqual({ order: 'asc' });
    const replay = found?.fuzz?.replay ?? '';
    // The console says it all: the failure, its curl, the seed and the replay command.
    expect(run.stdout).toContain('Replay with:');
    expect(run.stdout).toContain(replay);
    expect(run.stdout).toMatch(/Fuzz: seed 5, shrunk in \d+ steps from \d+ requests/);
    expect(replay).toMatch(
      new RegExp(
        `^npx shop-conformance run --base-url ${url.replace(/[.:/]/g, '\\$&')} --read-only --strict --fuzz-replay 'GET /shop/store/products' --seed 5 --fuzz-path [\\d:]+$`,
      ),
    );

    // The command as printed, pasted into bash in the clone, with a report of its own: that one
    // request, failing the same way.
    const again = join(dir, 'replay.json');
    // A coverage floor is for a run of the suites: the replay's verdict is its one request's.
    const replayed = await pasted(`${replay} --min-coverage 50 --reporter json=${again}`, auth);
    expect(replayed.code, replayed.stderr).toBe(EXIT.mustFailure);
    expect(replayed.stderr).not.toContain('--min-coverage');
    expect(replayed.stderr).toMatch(
      /FAIL: 1 should-level deviation \(--strict\)[^\n]* — the replay of GET \/shop\/store\/products \(seed 5, path [\d:]+\): its request fails/,
    );
    const result = report(again);
    expect(result.totals.total).toBe(1);
    // What it requested: that one endpoint, not the plan of the suites it did not run.
    expect(result.coverage?.totals.requested).toBe(1);
    expect(result.options.fuzz?.replay?.endpoint).toBe('GET /shop/store/products');
    const alone = fuzzCases(result)[0];
    expect(alone?.outcome).toBe('failed');
    expect(alone?.fuzz?.requests).toBe(1);
    expect(alone?.fuzz?.arguments).toEqual(found?.fuzz?.arguments);
    expect(alone?.failures.map((f) => f.check)).toEqual(found?.failures.map((f) => f.check));
    expect(alone?.curl).toBe(found?.curl);
  });
});

describe('Ctrl-C during the fuzz phase', () => {
  it('stops sending, writes the report marked interrupted, and gives the endpoints it cut no verdict', async () => {
    const json = join(dir, 'interrupted.json');
    const child = spawn(
      process.execPath,
      [CLI, 'run', '--suite', 'index-shape', '--read-only', '--fuzz', '100000', '--seed', '1'].concat([
        '--progress-interval',
        '1',
        '--reporter',
        'console',
        '--reporter',
        `json=${json}`,
      ]),
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } },
    );
    let stdout = '';
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    // The suite's cases are done (a progress line counts past them): the phase is sending.
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d) => {
        stdout += d;
        const done = Math.max(0, ...[...stdout.matchAll(/^(\d+)\/\d+ cases/gm)].map((m) => Number(m[1])));
        if (done >= 192) resolve();
      }),
    );
    child.kill('SIGINT');
    expect(await closed).toBe(EXIT.interrupted);
    const result = report(json);
    expect(result.interrupted).toBe(true);
    expect(result.totals.failed + result.totals.errored).toBe(0);
    const cut = fuzzCases(result).filter((c) => c.outcome === 'skipped');
    expect(cut.length).toBeGreaterThan(0);
    for (const c of cut) expect(c.skipReason).toMatch(/^interrupted/);
  });
});

describe('run --fuzz options', () => {
  it('without --seed, one is chosen, said on stderr and kept in the report', async () => {
    const json = join(dir, 'seeded.json');
    const run = await cli([
      'run',
      '--suite',
      'index-shape',
      '--read-only',
      '--fuzz',
      '3',
      '--reporter',
      `json=${json}`,
    ]);
    expect(run.code, run.stderr).toBe(EXIT.passed);
    const seed = Number(/fuzzing with --seed (-?\d+)/.exec(run.stderr)?.[1]);
    expect(Number.isInteger(seed)).toBe(true);
    expect(report(json).options.fuzz).toEqual({ runs: 3, seed });
    expect(fuzzCases(report(json)).length).toBeGreaterThan(0);
  });

  it.each([
    [['--fuzz', '0'], '--fuzz must be a whole number from 1 to 100000'],
    [['--fuzz', '5', '--seed', 'abc'], '--seed must be a whole number'],
    [['--seed', '3'], '--seed is an option of the fuzz phase'],
    [['--fuzz-replay', 'GET /shop/store/products'], 'needs the --seed and the --fuzz-path'],
    [['--fuzz-replay', 'GET /nowhere', '--seed', '1', '--fuzz-path', '3'], 'is no endpoint the fuzz phase sends'],
    [['--fuzz', '5', '--fuzz-budget', '-1'], '--fuzz-budget must be a whole number'],
  ])('%j is a usage error', async (args, message) => {
    const run = await cli(['run', '--base-url', 'http://127.0.0.1:9', ...args]);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toContain(message);
  });
});
