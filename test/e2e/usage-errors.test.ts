import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import { cli } from '../helpers/cli.js';

// A mistake is not a verdict, nor a bug of the tool: one line naming it (with where, and what was
// most likely meant), exit 2, no help text of sixty lines and no stack trace.

const dir = mkdtempSync(join(tmpdir(), 'usage-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('set-up mistakes are exit 2 with one line', () => {
  const badYaml = file('bad.yaml', 'suite: [cart\nbase-url: http://x\n');
  const badJson = file('bad.json', '{\n  "suite": ["cart"],\n}\n');
  const unknownKey = file('unknown.yaml', 'read-only: true\nbaseURL: http://shop.test\n');
  const list = file('list.yaml', '- cart\n');
  const badValue = file('bad-value.yaml', 'suite: [index-shape]\nconcurrency: abc\n');
  it.each([
    [
      ['run', '--config', join(dir, 'none.yaml')],
      `shop-conformance run: config file not found: ${join(dir, 'none.yaml')}`,
    ],
    [['run', '--config', dir], `shop-conformance run: config file ${dir} cannot be read (EISDIR)`],
    [
      ['run', '--config', badYaml],
      `shop-conformance run: ${badYaml}:2:1: Flow sequence in block collection must be sufficiently indented and end with a ]`,
    ],
    [['list', '--config', badJson], `shop-conformance list: ${badJson}:3:1: `],
    [
      ['run', '--config', unknownKey],
      `shop-conformance run: ${unknownKey}:2:1: unknown key "baseURL"; did you mean base-url?`,
    ],
    [
      ['run', '--config', list],
      `shop-conformance run: ${list}:1:1: a config file is a mapping of option names to values`,
    ],
    // A bad value from the file is said at its line there, not as a flag never typed.
    [
      ['run', '--config', badValue],
      `shop-conformance run: ${badValue}:2:1: concurrency must be a whole number from 1 to 256, got "abc"\n`,
    ],
    [
      ['run', '--config', badValue, '--concurrency', 'x'],
      'shop-conformance run: --concurrency must be a whole number from 1 to 256, got "x"\n',
    ],
    [
      ['run', '--basurl', 'http://x'],
      'shop-conformance run: unknown option --basurl; did you mean --base-url? (shop-conformance run --help lists its options)',
    ],
    [['rn'], 'shop-conformance: unknown command "rn"; did you mean run? (the commands: run, list,'],
    // Two letters swapped are one slip.
    [['rnu'], 'shop-conformance: unknown command "rnu"; did you mean run? (the commands: run, list,'],
    // Said once, as written: not again camel-cased, and `--no-x` not read as the negation of an unknown `x`.
    [
      ['run', '--check-nmae', 'x'],
      'shop-conformance run: unknown option --check-nmae (shop-conformance run --help lists its options)\n',
    ],
    [
      ['run', '--no-such-opt'],
      'shop-conformance run: unknown option --no-such-opt (shop-conformance run --help lists its options)\n',
    ],
    [
      ['run', '--allow-wrties'],
      'shop-conformance run: unknown option --allow-wrties; did you mean --allow-writes? (shop-conformance run --help lists its options)\n',
    ],
    [['run', 'extra'], 'shop-conformance run: unexpected argument "extra"'],
    [
      ['list', '--exclude-tag', 'gatway'],
      'shop-conformance list: no case of any suite has the tag "gatway" (did you mean gateway?), so leaving it out leaves out nothing; the tags are: ',
    ],
    [
      ['run', '--exclude-tag', 'nosuch'],
      'shop-conformance run: no case of any suite has the tag "nosuch", so leaving it out leaves out nothing',
    ],
  ])('%j', async (args, said) => {
    const res = await cli(args);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr.startsWith(said), res.stderr).toBe(true);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).not.toMatch(/internal error|\n\s+at |Options:/);
    expect(res.stdout).toBe('');
  });

  it('a known tag is left out as before', async () => {
    const res = await cli(['list', '--exclude-tag', 'gateway']);
    expect(res.code, res.stderr).toBe(EXIT.passed);
  });
});
