import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { RunResult } from '../../src/model/result.js';
import { cli } from '../helpers/cli.js';
import { xmllintFile } from '../helpers/xmllint.js';
import { catalogDigest } from '../../src/results/provenance.js';

// Provenance an auditor can rely on: every report says which tool, run, catalog and suites (by
// digest), options, seeds and site a verdict comes from, and when.

const dir = mkdtempSync(join(tmpdir(), 'provenance-'));
const at = (name: string) => join(dir, name);
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RunResult;

describe('provenance in every report', () => {
  it('JSON, JUnit, HTML, NDJSON and the console name the run, the tool, the digests, the site and when', async () => {
    const res = await cli([
      'run',
      '--suite',
      'index-shape',
      '--run-id',
      'audit-1',
      '--reporter',
      'console',
      '--reporter',
      `json=${at('r.json')}`,
      '--reporter',
      `junit=${at('r.xml')}`,
      '--reporter',
      `html=${at('r.html')}`,
      '--reporter',
      `ndjson=${at('r.ndjson')}`,
    ]);
    expect(res.code, res.stderr).toBe(EXIT.passed);
    const result = read(at('r.json'));
    const p = result.provenance;
    expect(p).toMatchObject({
      runId: 'audit-1',
      catalogDigest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      suitesDigest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      suites: ['index-shape'],
      seeds: {},
      site: { name: expect.any(String), url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    });
    // The bundle carries the digest it was built with: the same as the catalogs' own, computed here.
    expect(p?.catalogDigest).toBe(catalogDigest());
    expect(p?.site?.namespaces).toContain('shop/store/v1');
    expect(Date.parse(p?.endedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(result.startedAt));
    expect(result.options.filters).toEqual({ suites: ['index-shape'] });

    const junit = readFileSync(at('r.xml'), 'utf8');
    await xmllintFile(at('r.xml'));
    expect(junit).toContain('<property name="provenance.run-id" value="audit-1"/>');
    expect(junit).toContain(`<property name="provenance.suites-digest" value="${p?.suitesDigest}"/>`);
    expect(junit).toContain(`<property name="provenance.catalog-digest" value="${p?.catalogDigest}"/>`);

    const html = readFileSync(at('r.html'), 'utf8');
    expect(html).toContain('<h2 id="provenance">Provenance</h2>');
    expect(html).toContain(p?.suitesDigest);

    const end = readFileSync(at('r.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; run?: RunResult })
      .at(-1);
    expect(end?.type).toBe('run-end');
    expect(end?.run?.provenance).toEqual(p);

    expect(res.stdout).toContain(
      `run audit-1 · shop-conformance ${result.tool.version} · catalog ${p?.catalogDigest.slice(0, 19)}`,
    );
  });

  it('the shards of one run share its id and digests; other suites have another digest', async () => {
    const run = async (name: string, args: string[]) => {
      const file = at(`${name}.json`);
      const res = await cli(['run', ...args, '--run-id', 'matrix-7', '--reporter', `json=${file}`]);
      expect(res.code, res.stderr).toBe(EXIT.passed);
      return read(file).provenance;
    };
    const suites = ['--suite', 'batch', '--suite', 'catalog'];
    const one = await run('shard-1', [...suites, '--shard', '1/2']);
    const two = await run('shard-2', [...suites, '--shard', '2/2']);
    const other = await run('other', ['--suite', 'catalog']);
    expect(two?.runId).toBe('matrix-7');
    expect(two?.suitesDigest).toBe(one?.suitesDigest);
    expect(two?.catalogDigest).toBe(one?.catalogDigest);
    expect(other?.suitesDigest).not.toBe(one?.suitesDigest);
    expect(other?.catalogDigest).toBe(one?.catalogDigest);
  });
});
