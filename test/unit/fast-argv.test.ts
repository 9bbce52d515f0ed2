import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../bin/commands/run.js';
import { fastArgv, type OptionTable } from '../../bin/fast-argv.js';
import { cliParser, optionTable } from '../../bin/parser.js';
import { ROOT } from '../helpers/cli.js';

/** What yargs gives `run`'s handler for this line, configured as the bin configures it (bin/parser.ts). */
async function yargsArgv(args: string[]): Promise<Record<string, unknown> | Error> {
  let seen: Record<string, unknown> | undefined;
  const capture = { ...runCommand, handler: (argv: Record<string, unknown>) => void (seen = argv) };
  try {
    await cliParser(args, [capture])
      .exitProcess(false)
      .fail((message, error) => {
        throw error ?? new Error(message);
      })
      .parseAsync();
  } catch (error) {
    return error as Error;
  }
  return seen ?? new Error('the handler was not called (help or version printed)');
}

const table = optionTable(runCommand);
const names = Object.keys(table.key);

describe('run read without yargs (bin/fast-argv.ts)', () => {
  it('the table beside the bundle is the one yargs makes now', () => {
    const built = JSON.parse(readFileSync(join(ROOT, 'dist/cli/argv.json'), 'utf8')) as OptionTable;
    expect(built).toEqual(JSON.parse(JSON.stringify(table)));
  });

  it.each([
    [['run']],
    [['run', '--suite', 'cart', 'errors', '--suite=limits', '--strict', '--no-read-only']],
    [['run', '--base-url', 'http://127.0.0.1:1', '--auth=u:p', '--header', 'X-A: 1', '--header', 'X-B: 2']],
    [['run', '--level', 'must', '--reporter', 'json=r.json', 'junit=j.xml', '--concurrency=1', '--allow-empty=true']],
    [['run', '--strict=false', '--read-only=true', '--no-allow-empty']],
    [['run', '--fuzz', '10', '--seed', '7', '--fuzz-budget=100', '--grep', 'a b', '--rate-limit', '5/s']],
  ])('%j: the argv yargs gives', async (args) => {
    const fast = fastArgv('run', args, table, 'shop-conformance');
    expect(fast).toBeDefined();
    expect(fast).toEqual(await yargsArgv(args));
  });

  it.each([
    [['run', '--help']],
    [['run', '--version']],
    [['run', '--config', 'c.yaml']],
    [['run', '-h']],
    [['run', '--nosuch']],
    [['run', '--baseUrl', 'http://x']],
    [['run', 'stray']],
    [['run', '--strict', 'false']],
    [['run', '--level', 'may']],
    [['run', '--grep', 'a', '--grep', 'b']],
    [['run', '--grep', '-x']],
    [['run', '--grep']],
    [['run', '--', '--strict']],
    [['list']],
  ])('%j: left to yargs', (args) => {
    expect(fastArgv('run', args, table, 'shop-conformance')).toBeUndefined();
  });

  it('every line it reads, yargs reads the same way (generated lines)', async () => {
    const values = fc.constantFrom(
      'a',
      'b c',
      'must',
      'should',
      'true',
      'false',
      '-x',
      '',
      '5',
      'json=f',
      'x=y=z',
      '--',
    );
    const valued = names.filter((n) => !table.boolean.includes(n));
    // Mostly lines an option's kind allows (so that many are read without yargs), some anything at all.
    const token = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .constantFrom(...table.boolean)
          .chain((n) => fc.constantFrom(`--${n}`, `--no-${n}`, `--${n}=true`, `--${n}=false`).map((t) => [t])),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom(...valued), values, values)
          .chain(([n, v, w]) => fc.constantFrom([`--${n}`, v], [`--${n}=${v}`], [`--${n}`, v, w])),
      },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names), values).map(([n, v]) => [`--${n}=${v}`]) },
      { weight: 1, arbitrary: values.map((v) => [v]) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('-h', '--', '--nosuch', '--base-url.x', '--apiRoot', 'run').map((t) => [t]),
      },
    );
    let read = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 6 }), async (parts) => {
        const args = ['run', ...parts.flat()];
        const fast = fastArgv('run', args, table, 'shop-conformance');
        if (fast === undefined) return;
        read++;
        expect(fast).toEqual(await yargsArgv(args));
      }),
      { numRuns: 1000, seed: 18 },
    );
    // Not a vacuous property: a good share of the lines were read without yargs.
    expect(read).toBeGreaterThan(200);
  });
});
