import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first, as measured on a 2-core machine (seconds with four files
 * at a time). vitest orders by the durations of the last run when it has them; a fresh clone (CI) has
 * none, and vitest then starts the largest files first: the deviation files are a few lines each but
 * run half the catalogue of faults, so they started last and the run waited half a minute for them.
 */
const SLOWEST: Record<string, number> = {
  'test/deviations/realistic-fresh.test.ts': 65,
  'test/deviations/input-forms.test.ts': 60,
  'test/deviations/realistic-fresh-2.test.ts': 56,
  'test/deviations/input-forms-2.test.ts': 55,
  'test/e2e/hostile.test.ts': 49,
  'test/deviations/replies-statements.test.ts': 45,
  'test/deviations/wrong-implementations.test.ts': 35,
  'test/e2e/cli.test.ts': 44,
  'test/deviations/deviations-1.test.ts': 32,
  'test/deviations/deviations-2.test.ts': 24,
  'test/e2e/network.test.ts': 24,
  'test/server/fuzz-long.test.ts': 14,
  'test/deviations/fuzz.test.ts': 11,
  'test/e2e/cli-behaviour.test.ts': 11,
  'test/e2e/internal-errors.test.ts': 11,
  'test/e2e/selection.test.ts': 11,
  'test/deviations/root-causes.test.ts': 10,
  'test/e2e/coverage.test.ts': 10,
  'test/quirks/legitimate.test.ts': 10,
  'test/e2e/shards.test.ts': 10,
  'test/deviations/vocabulary.test.ts': 8,
  'test/e2e/ndjson.test.ts': 8,
  'test/e2e/rerun.test.ts': 8,
  'test/e2e/html-report.test.ts': 6,
  'test/e2e/init.test.ts': 5,
  'test/e2e/fuzz.test.ts': 5,
  'test/server/fuzz.test.ts': 4,
  'test/unit/fast-argv.test.ts': 4,
};

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = await super.sort(files);
    const weight = (f: TestSpecification) =>
      SLOWEST[relative(this.ctx.config.root, f.moduleId).split('\\').join('/')] ?? 0;
    // Stable: the files this list does not name keep vitest's order among themselves, after the named ones.
    return known
      .map((f, i) => ({ f, i }))
      .sort((a, b) => weight(b.f) - weight(a.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}
