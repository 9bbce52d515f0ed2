import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/result.js';
import { cli, ROOT } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'api-root-'));
const vocabulary = join(ROOT, 'examples/vocabulary.yaml');

/** The API root a run against the embedded server checked, from its JSON report. */
async function checkedRoot(args: string[], name: string): Promise<string> {
  const report = join(dir, `${name}.json`);
  const res = await cli([
    'run',
    ...args,
    '--suite',
    'index-shape',
    '--grep',
    'index-members',
    '--reporter',
    `json=${report}`,
    // Nothing on stderr but what goes wrong: no console there.
    '--quiet',
  ]);
  expect(res.stderr).toBe('');
  expect(res.code).toBe(0);
  return (JSON.parse(readFileSync(report, 'utf8')) as RunResult).target.apiRoot;
}

// Whether --api-root was given is read from the parsed options (the command line or --config), not
// from process.argv: the vocabulary's API root counts only when neither names one.
describe('--api-root and the vocabulary', () => {
  it("without --api-root, the vocabulary's API root is the one checked", async () => {
    expect(await checkedRoot(['--vocabulary', vocabulary], 'vocabulary')).toBe('/api-json');
  });

  it('--api-root given in --config counts as given: it is the one checked, not the vocabulary’s', async () => {
    const config = join(dir, 'config.yaml');
    writeFileSync(config, `api-root: /shop-api\nvocabulary: ${vocabulary}\n`);
    expect(await checkedRoot(['--config', config], 'config')).toBe('/shop-api');
  });

  it('with neither, the default /rest-api', async () => {
    expect(await checkedRoot([], 'default')).toBe('/rest-api');
  });
});
