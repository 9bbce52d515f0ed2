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
  /**
   * Why the run is read-only, when it was not asked for: the target is a live shop and writes were not
   * allowed (the CLI against `--base-url` without `--allow-writes`). Its skipped cases name the setting.
   */
  readOnlyBy?: 'live-target' | undefined;
  haveAdmin: boolean;
  haveCustomer: boolean;
}

/**
 * The cases to run again from a JSON report (`--rerun-failed`): those that failed or errored there, as
 * `suite/id`. Blocked cases are left to the rerun of what blocked them; the setup and the steps a case
 * needs run with it as they always do (`decisions.ts`). Throws `NotAReport` for a file that is no report
 * (the CLI words it with its flags).
 */
/** A file to rerun from that is no JSON (`not-json`), or JSON that is no report of this tool (`not-a-report`). */
export class NotAReport extends Error {
  constructor(
    readonly file: string,
    readonly kind: 'not-json' | 'not-a-report',
  ) {
    super(`${file}: ${kind === 'not-json' ? 'not JSON' : 'not a shop-conformance JSON report (no tool and suites)'}`);
  }
}

export function failedInReport(text: string, file: string): Set<string> {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    throw new NotAReport(file, 'not-json');
  }
  const suites = (report as { suites?: unknown })?.suites;
  if (
    typeof report !== 'object' ||
    report === null ||
    (report as { tool?: { name?: unknown } }).tool?.name !== 'shop-conformance' ||
    !Array.isArray(suites)
  ) {
    throw new NotAReport(file, 'not-a-report');
  }
  const failed = new Set<string>();
  for (const suite of suites as { id?: unknown; cases?: unknown }[]) {
    if (typeof suite?.id !== 'string' || !Array.isArray(suite.cases)) continue;
    for (const c of suite.cases as { id?: unknown; outcome?: unknown; reply?: { seenBy?: unknown } }[]) {
      if (typeof c?.id !== 'string' || (c.outcome !== 'failed' && c.outcome !== 'errored')) continue;
      // A finding of the examination of answers is run again by running the cases that received them.
      const seenBy = c.reply?.seenBy;
      if (Array.isArray(seenBy)) {
        for (const who of seenBy)
          if (typeof who === 'string' && !who.startsWith('(')) failed.add(who.replace(/ \(its .*\)$/, ''));
      } else failed.add(`${suite.id}/${c.id}`);
    }
  }
  return failed;
}

/** `i/n` with 1 <= i <= n, or undefined for anything else (the CLI says which option it was). */
export function parseShard(text: string): { index: number; count: number } | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  return !m || count < 1 || index < 1 || index > count ? undefined : { index, count };
}
