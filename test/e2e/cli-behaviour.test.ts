import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import { CLI, cli, ROOT, serve } from '../helpers/cli.js';
import { cliParser } from '../../bin/parser.js';

/** The CLI in pipes and on bad options, as a shell user meets it. */
async function piped(command: string): Promise<{ stdout: string; stderr: string; code: number }> {
  // PIPESTATUS[0]: the CLI's own exit code, not head's.
  const { stdout, stderr } = await promisify(execFile)('bash', ['-c', `${command}; echo "exit=\${PIPESTATUS[0]}"`], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const code = Number(/exit=(\d+)\s*$/.exec(stdout)?.[1]);
  return { stdout: stdout.replace(/exit=\d+\s*$/, ''), stderr, code };
}

describe('in a pipe', () => {
  it('list | head ends quietly when head has read enough', async () => {
    const res = await piped(`node ${CLI} list | head -1`);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout.split('\n')).toHaveLength(2);
  });

  it('run | head: the run goes on quietly, and its exit code is still the verdict', async () => {
    const res = await piped(`node ${CLI} run --suite errors --suite limits | head -1`);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(EXIT.passed);
    expect(res.stdout).toMatch(/^shop-conformance: \d+ cases in 2 suites/);
  });
});

describe('bad options are usage errors (exit 2), said in one line', () => {
  it.each([
    [
      ['run', '--reporter', 'console', '--reporter', 'json'],
      /--reporter console and --reporter json would all write to stdout/,
    ],
    [['run', '--concurrency', 'abc'], /--concurrency must be a whole number from 1 to 256, got "abc"/],
    [['run', '--concurrency', '0'], /--concurrency must be a whole number from 1 to 256, got "0"/],
    [['run', '--timeout', '-5'], /--timeout must be a whole number/],
    [['run', '--max-response-bytes', '1e'], /--max-response-bytes must be a whole number/],
    [['serve', '--port', '99999'], /--port must be a whole number from 0 to 65535, got "99999"/],
  ])('%j', async (args, message) => {
    const res = await cli(args);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toMatch(message);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('serve on a port in use says so in one line', async () => {
    const first = await serve([]);
    try {
      const port = new URL(first.url).port;
      const res = await cli(['serve', '--port', port]);
      expect(res.code).toBe(EXIT.usage);
      expect(res.stderr).toMatch(
        /^shop-conformance serve: listen EADDRINUSE: address already in use 127\.0\.0\.1:\d+\n$/,
      );
    } finally {
      await first.stop();
    }
  });
});

describe('--version', () => {
  it("is the tool's own, read from its package.json", async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const res = await cli(['--version']);
    expect(res.stdout).toBe(`${version}\n`);
  });
});

describe('help rendered at build time (bin/fast-help.ts)', () => {
  const keys = [
    '--help',
    '--version',
    ...['run', 'list', 'validate', 'serve', 'init', 'openapi'].map((c) => `${c} --help`),
  ];
  it.each(keys)('%s prints what yargs prints, without loading it', async (key) => {
    const fast = await cli(key.split(' '));
    const live = await cli(key.split(' '), { SHOP_CONFORMANCE_NO_FAST_HELP: '1' });
    expect(fast.code).toBe(0);
    expect(live.code).toBe(0);
    expect(fast.stdout).toBe(live.stdout);
    expect(fast.stdout.length).toBeGreaterThan(key === '--version' ? 4 : 200);
  });

  // The bundle gives yargs a string-width that loads on its first call (scripts/bundle.mjs): the columns
  // it measures must be those of the real one, as the same yargs (bin/parser.ts) from node_modules renders them here.
  it.each([
    ['--help', 'Print the interface as an OpenAPI 3.1'],
    ['run --help', 'route×methods'],
  ])('%s: the columns the bundle measures are those of the real string-width', async (key, wrapped) => {
    const rendered = await new Promise<string>((done) => {
      void cliParser([])
        .wrap(80)
        .parse(key.split(' '), {}, (_error, _argv, output) => done(output));
    });
    expect(rendered).toContain(wrapped);
    expect(`${rendered}\n`).toBe((await cli(key.split(' '), { SHOP_CONFORMANCE_NO_FAST_HELP: '1' })).stdout);
  });

  it('-h is --help, and anything more than a command and --help goes to yargs', async () => {
    expect((await cli(['-h'])).stdout).toBe((await cli(['--help'])).stdout);
    const usage = await cli(['run', '--help', '--nosuch']);
    expect(usage.stdout).toContain('--base-url');
  });
});

describe('run read without yargs (bin/fast-argv.ts)', () => {
  // The same line read by yargs (SHOP_CONFORMANCE_NO_FAST_ARGV) and without it: the same run.
  // The run id is new each run (provenance: neither run names one).
  const settled = (stdout: string) =>
    stdout
      .replace(/in \d+\.\d+s/g, 'in Xs')
      .replace(/127\.0\.0\.1:\d+/g, 'HOST')
      .replace(/^run [0-9a-f-]{36} · /m, 'run ID · ');
  it.each([
    [['run', '--suite', 'index-shape', '--grep', 'index-members', '--strict']],
    [['run', '--suite=errors', '--level', 'must', '--no-read-only', '--concurrency=2']],
    [['run', '--suite', 'index-shape', '--grep', 'nothing-is-called-this']],
    [['run', '--suite', 'index-shape', '--concurrency', '0']],
  ])('%j: the same exit code and output as through yargs', async (args) => {
    const fast = await cli(args);
    const slow = await cli(args, { SHOP_CONFORMANCE_NO_FAST_ARGV: '1' });
    expect(fast.code).toBe(slow.code);
    expect(settled(fast.stdout)).toBe(settled(slow.stdout));
    expect(fast.stderr).toBe(slow.stderr);
  });
});

describe('the built command', () => {
  it('is executable, so that `npx shop-conformance` runs it in a fresh clone (tsc writes files without the bit)', async () => {
    const { statSync } = await import('node:fs');
    expect(statSync(CLI).mode & 0o111).toBe(0o111);
  });

  it('is the bin npm runs: package.json and the lock file name the same file (npx reads the lock)', () => {
    const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
    const bin = (read('package.json').bin as Record<string, string>)['shop-conformance'];
    const locked = (read('package-lock.json').packages as Record<string, { bin?: Record<string, string> }>)[''];
    expect(join(ROOT, bin ?? '')).toBe(CLI);
    expect(locked?.bin?.['shop-conformance']).toBe(bin);
  });
});
