import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLI_WORDS } from '../../bin/wording.js';
import { buildCatalog } from '../../spec/catalog.js';
import { openApiDocument } from '../../spec/openapi.js';
import { computeCoverage } from '../../src/coverage/index.js';
import type { Skip } from '../../src/model/result.js';
import { prepare } from '../../src/engine.js';
import { makePlan, type RunPlan } from '../../src/plan/plan.js';
import type { Selection } from '../../src/plan/selection.js';

/**
 * The drift guard of the planning room: every output a change to how a run is planned could move (the
 * plan of every built-in suite as `list` shows it, the plan under each filter, the shard plans for
 * n = 1..4, the coverage of a plan, the catalog, the OpenAPI documents) rendered and held to golden
 * files written from the code before the planner was rebuilt. A refactor keeps them byte for byte; a
 * change that moves one on purpose rewrites its file (`npx vitest run test/unit/plan-outputs.test.ts -u`: the flag after the path, as vitest 4 reads `-u PATH` as a value of its own)
 * and says why in its commit.
 */

const GOLDEN = '../fixtures/plan-outputs';
const { suites } = prepare([]);
const everything: Selection = { readOnly: false, haveAdmin: true, haveCustomer: true };

type Planned = RunPlan['cases'];

/** A skip as the CLI's run says it: the plan names the setting that would lift it, the CLI words it with its flags. */
const said = (skip: Skip): string => (skip.setting ? `${skip.reason} (${CLI_WORDS[skip.setting]})` : skip.reason);

/** One case a line, as `list` knows it: suite, id, level, tags, requires, the request, its generator, its skip. */
function renderFull(planned: Planned): string {
  return planned
    .map(({ suite, spec, skip }) =>
      [
        `${suite.id}/${spec.id}`,
        spec.level,
        `tags=${spec.tags.join(',')}`,
        `requires=${spec.requires.join(',')}`,
        `${spec.request.method} ${spec.request.path}`,
        spec.origin.generator ? `gen=${spec.origin.generator}` : '',
        skip ? `skip=${said(skip)}` : '',
      ]
        .filter((s) => s !== '')
        .join(' | '),
    )
    .join('\n')
    .concat('\n');
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * A filtered plan, kept short: per suite the number of cases and a digest of its ids and skip reasons in
 * order (the full rendering of thousands of cases per filter would make the golden files megabytes).
 */
function renderDigest(planned: Planned): string {
  const bySuite = new Map<string, string[]>();
  for (const { suite, spec, skip } of planned) {
    const rows = bySuite.get(suite.id) ?? [];
    rows.push(`${spec.id}${skip ? ` (${said(skip)})` : ''}`);
    bySuite.set(suite.id, rows);
  }
  const lines = [...bySuite].map(([id, rows]) => `${id}: ${rows.length} ${digest(rows.join('\n'))}`);
  return `${lines.join('\n')}\ntotal: ${planned.length} ${digest(renderFull(planned))}\n`;
}

/** Each filter alone and two together, as the CLI flags would give them. */
const FILTERS: Record<string, Partial<Selection>> = {
  'level-must': { level: 'must' },
  'read-only': { readOnly: true },
  'no-credentials': { haveAdmin: false, haveCustomer: false },
  'tag-subscriptions': { tags: ['subscriptions'] },
  'grep-coupon': { grep: 'coupon' },
  'exclude-tag-gateway': { excludeTags: ['gateway'] },
  'exclude-suite': { excludeSuites: [suites[0]?.id ?? ''] },
  'level-must-grep-cart': { level: 'must', grep: 'cart' },
  'suite-one': { suites: [suites[1]?.id ?? ''] },
};

describe('what a run plans stays byte for byte', () => {
  it('the plan of every built-in suite (what `list` shows, in order)', async () => {
    await expect(renderFull(makePlan(suites, everything).cases)).toMatchFileSnapshot(`${GOLDEN}/plan-all.txt`);
  });

  it('the plan under each filter, and the dependency closure that keeps what a kept case needs', async () => {
    const rerunIds = makePlan(suites, everything)
      .cases.filter((_, i) => i % 97 === 5)
      .map(({ suite, spec }) => `${suite.id}/${spec.id}`);
    const filters: Record<string, Partial<Selection>> = {
      ...FILTERS,
      rerun: { rerun: { report: 'r.json', cases: new Set(rerunIds) } },
    };
    const text = Object.entries(filters)
      .map(([name, f]) => `## ${name}\n${renderDigest(makePlan(suites, { ...everything, ...f }).cases)}`)
      .join('');
    await expect(text).toMatchFileSnapshot(`${GOLDEN}/plan-filtered.txt`);
  });

  it('the shard plans for n = 1..4', async () => {
    const parts: string[] = [];
    for (const count of [1, 2, 3, 4])
      for (let index = 1; index <= count; index++) {
        parts.push(`## shard ${index}/${count}`);
        parts.push(renderDigest(makePlan(suites, { ...everything, shard: { index, count } }).cases));
        // With a filter on top: the plan is made before the filters, which then apply within each shard.
        parts.push(`## shard ${index}/${count} --level must`);
        parts.push(renderDigest(makePlan(suites, { ...everything, level: 'must', shard: { index, count } }).cases));
      }
    await expect(`${parts.join('\n')}\n`).toMatchFileSnapshot(`${GOLDEN}/shards.txt`);
  });

  it('the coverage of a plan that has not run', async () => {
    const all = computeCoverage(makePlan(suites, everything).cases);
    // As the engine computes it under --level must: the should-level checks of a must case dropped.
    const must = computeCoverage(
      makePlan(suites, { ...everything, level: 'must' }).cases.map((p) => ({
        ...p,
        spec: { ...p.spec, expect: p.spec.expect.filter((c) => (c.level ?? p.spec.level) === 'must') },
      })),
    );
    const text = `## all\n${digestLines({ all })}## must\n${digestLines({ must })}`;
    await expect(text).toMatchFileSnapshot(`${GOLDEN}/coverage.txt`);
  });

  it('the catalog and the OpenAPI documents', async () => {
    const catalogs = { primary: buildCatalog('primary'), de: buildCatalog('de') };
    await expect(digestLines(catalogs)).toMatchFileSnapshot(`${GOLDEN}/catalog.txt`);
    const openapi = {
      primary: openApiDocument({ site: 'primary', toolVersion: '0.0.0' }),
      de: openApiDocument({ site: 'de', toolVersion: '0.0.0' }),
    };
    await expect(digestLines(openapi)).toMatchFileSnapshot(`${GOLDEN}/openapi.txt`);
  });
});

/** A large document as one digest per top-level member of each part, and one for the whole JSON. */
function digestLines(parts: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(parts)) {
    const json = JSON.stringify(value);
    lines.push(`${name}: ${json.length} ${digest(json)}`);
    if (value && typeof value === 'object')
      for (const [key, member] of Object.entries(value)) {
        const text = JSON.stringify(member) ?? 'undefined';
        lines.push(`  ${key}: ${text.length} ${digest(text)}`);
      }
  }
  return `${lines.join('\n')}\n`;
}
