import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/result.js';
import { statements } from '../../spec/statements/index.js';
import { cli, type CliResult } from '../helpers/cli.js';
import { xmllintFile } from '../helpers/xmllint.js';

const dir = mkdtempSync(join(tmpdir(), 'document-'));

/** The ids of the statements a result's trace leaves unchecked, read from its JSON report. */
const uncheckedOf = (r: RunResult): string[] =>
  (r.document?.statements ?? [])
    .filter((s) => !s.cases.some((c) => c.outcome === 'passed' || c.outcome === 'failed'))
    .map((s) => s.id);

/** The "Unchecked" list of the document reporter's Markdown. */
const listedUnchecked = (markdown: string): string[] =>
  markdown
    .slice(markdown.indexOf('## Unchecked'), markdown.indexOf('## Conventions'))
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2).split(' ')[0] as string);

describe('each verdict traced to the document, on the embedded run of every suite', () => {
  let all: RunResult;
  let run: CliResult;
  let markdown: string;
  const xml = join(dir, 'all.xml');
  beforeAll(async () => {
    const json = join(dir, 'all.json');
    const md = join(dir, 'all.md');
    run = await cli([
      'run',
      '--reporter',
      'console',
      '--reporter',
      `json=${json}`,
      '--reporter',
      `document=${md}`,
      '--reporter',
      `junit=${xml}`,
    ]);
    all = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
    markdown = readFileSync(md, 'utf8');
  });

  it('lists every statement of the document, names the unchecked ones, and shows the figure beside route coverage', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const trace = all.document;
    expect(trace?.statements.map((s) => s.id)).toEqual(statements().map((s) => s.id));
    expect(trace?.total).toBe(statements().length);
    const unchecked = uncheckedOf(all);
    expect(unchecked.length).toBeGreaterThan(0);
    expect(trace?.checked).toBe(statements().length - unchecked.length);
    expect(listedUnchecked(markdown)).toEqual(unchecked);
    expect(markdown).toContain(`## Unchecked (${unchecked.length})`);
    const figure = `${trace?.checked}/${trace?.total} statements checked`;
    expect(markdown).toContain(figure);
    expect(run.stdout).toMatch(
      new RegExp(`^coverage: \\d+/\\d+ route×methods requested \\([\\d.]+%\\) · ${figure}`, 'm'),
    );
  });

  it('gives every case its citations in JSON and as JUnit properties of its suite', async () => {
    const cases = all.suites.flatMap((s) => s.cases);
    expect(cases.filter((c) => c.cites === undefined && !c.tags.includes('fuzz')).map((c) => c.id)).toEqual([]);
    // oembed's page-embed holds the embed route to the default format it states.
    const stated = 'get.oembed.1.0.embed.format.default';
    const embed = all.suites.find((s) => s.id === 'oembed')?.cases.find((c) => c.id === 'page-embed');
    expect(embed?.cites?.doc).toContain(stated);
    const traced = all.document?.statements.find((s) => s.id === stated);
    expect(traced?.cases).toContainEqual({ suite: 'oembed', id: 'page-embed', outcome: 'passed', level: 'must' });
    const lines = statements().find((s) => s.id === stated)?.lines ?? [];
    const text = readFileSync(xml, 'utf8');
    expect(text).toContain(
      `<property name="page-embed.doc" value="${stated} (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')})"/>`,
    );
    // A should-level check's convention, with its file and line.
    const withConvention = cases.find((c) => (c.cites?.conventions.length ?? 0) > 0);
    expect(text).toMatch(
      new RegExp(
        `<property name="${withConvention?.id}\\.convention" value="${withConvention?.cites?.conventions[0]} \\([\\w.-]+:\\d+\\)"/>`,
      ),
    );
    await xmllintFile(xml);
  });

  it('a run of one suite checks fewer statements: the unchecked list grows by exactly those', async () => {
    const json = join(dir, 'oembed.json');
    const one = await cli(['run', '--suite', 'oembed', '--reporter', `json=${json}`]);
    expect(one.code).toBe(0);
    const oembed = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
    const [few, many] = [oembed.document, all.document];
    expect(few?.total).toBe(many?.total);
    expect(few?.checked).toBeGreaterThan(0);
    expect(few?.checked).toBeLessThan(many?.checked ?? 0);
    const grown = uncheckedOf(oembed);
    expect(grown).toEqual(expect.arrayContaining(uncheckedOf(all)));
    expect(grown.length - uncheckedOf(all).length).toBe((many?.checked ?? 0) - (few?.checked ?? 0));
    expect(grown).toContain('route.get.shop.store.cart');
    expect(grown).not.toContain('get.oembed.1.0.embed.format.default');
  });
});
