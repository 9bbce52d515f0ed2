import type { Level } from '../model/suite.js';
import type { ShardOf } from './shards.js';

export interface Selection {
  /** Suite ids to run (`--suite id`); with `suiteFiles`, a suite either names is run. */
  suites?: string[] | undefined;
  /** Suite files and folders given to `--suite` (absolute): the suites loaded from them are run. */
  suiteFiles?: string[] | undefined;
  /** `--exclude-suite`, `--exclude-tag`: parts a shop does not offer, left out whatever else is asked. */
  excludeSuites?: string[] | undefined;
  excludeTags?: string[] | undefined;
  tags?: string[] | undefined;
  grep?: string | undefined;
  /** `--rerun-failed REPORT`: only these cases (`suite/id`), the ones that failed or errored in that report. */
  rerun?: { report: string; cases: ReadonlySet<string> } | undefined;
  level?: Level | undefined;
  /** `--shard i/n`; `of` is the plan that keeps dependent cases together (`shards.ts`), made once the suites are known. */
  shard?: { index: number; count: number; of?: ShardOf } | undefined;
  readOnly: boolean;
  haveAdmin: boolean;
  haveCustomer: boolean;
}

/**
 * The cases to run again from a JSON report (`--rerun-failed`): those that failed or errored there, as
 * `suite/id`. Blocked cases are left to the rerun of what blocked them; the setup and the steps a case
 * needs run with it as they always do (`decisions.ts`). Throws a message for a file that is no report.
 */
export function failedInReport(text: string, file: string): Set<string> {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    throw new Error(`--rerun-failed ${file}: not JSON; give the file --reporter json=FILE wrote`);
  }
  const suites = (report as { suites?: unknown })?.suites;
  if (
    typeof report !== 'object' ||
    report === null ||
    (report as { tool?: { name?: unknown } }).tool?.name !== 'shop-conformance' ||
    !Array.isArray(suites)
  ) {
    throw new Error(
      `--rerun-failed ${file}: not a shop-conformance JSON report (no tool and suites); give the file --reporter json=FILE wrote`,
    );
  }
  const failed = new Set<string>();
  for (const suite of suites as { id?: unknown; cases?: unknown }[]) {
    if (typeof suite?.id !== 'string' || !Array.isArray(suite.cases)) continue;
    for (const c of suite.cases as { id?: unknown; outcome?: unknown }[]) {
      if (typeof c?.id === 'string' && (c.outcome === 'failed' || c.outcome === 'errored'))
        failed.add(`${suite.id}/${c.id}`);
    }
  }
  return failed;
}

export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new Error(`--shard must be i/n with 1 <= i <= n, got "${text}"`);
  return { index, count };
}
