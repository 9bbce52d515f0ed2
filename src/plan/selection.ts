import { sep } from 'node:path';
import type { Level, CaseSpec, Suite } from '../model/suite.js';
import type { ShardOf } from './shards.js';
import { readsOf } from './suite-order.js';

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

/** FNV-1a: a stable hash, so a case stays in its shard across runs and machines. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The shard a case runs in: by the plan, or for a case the plan does not know, by its hash alone. */
function shardOf(suite: Suite, spec: CaseSpec, shard: NonNullable<Selection['shard']>): number {
  return shard.of?.(suite, spec) ?? (hash(`${suite.id}/${spec.id}`) % shard.count) + 1;
}

/** Whether a case is in this run's shard (every case is, without `--shard`). */
/**
 * The cases to run again from a JSON report (`--rerun-failed`): those that failed or errored there, as
 * `suite/id`. Blocked cases are left to the rerun of what blocked them; the setup and the steps a case
 * needs run with it as they always do (`suiteDecisions`). Throws a message for a file that is no report.
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

export function inShard(suite: Suite, spec: CaseSpec, selection: Selection): boolean {
  return !selection.shard || shardOf(suite, spec, selection.shard) === selection.shard.index;
}

export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new Error(`--shard must be i/n with 1 <= i <= n, got "${text}"`);
  return { index, count };
}

/** A selection that keeps no case, or names a suite that does not exist: a usage error, not a pass. */
export class SelectionError extends Error {
  readonly code = 'empty-selection';
}

function fromFile(suite: Suite, files: readonly string[]): boolean {
  return files.some((f) => suite.file === f || suite.file.startsWith(f.endsWith(sep) ? f : `${f}${sep}`));
}

export function suiteSelected(suite: Suite, selection: Selection): boolean {
  if (selection.excludeSuites?.includes(suite.id)) return false;
  const ids = selection.suites ?? [];
  const files = selection.suiteFiles ?? [];
  if (ids.length === 0 && files.length === 0) return true;
  return ids.includes(suite.id) || fromFile(suite, files);
}

/** Whether `--exclude-tag` leaves this case out (of the suites, and of what the fuzz phase fuzzes). */
export function excludedByTag(spec: CaseSpec, selection: Selection): boolean {
  return (selection.excludeTags?.length ?? 0) > 0 && spec.tags.some((t) => selection.excludeTags?.includes(t));
}

/**
 * Whether a case is in this run at all (filters: tag, grep, level, shard) — cases outside are left out
 * of the report — or in it but skipped, with the reason (credentials, read-only mode).
 */
export function caseDecision(
  suite: Suite,
  spec: CaseSpec,
  selection: Selection,
): { include: false } | { include: true; skip?: string } {
  if (excludedByTag(spec, selection)) return { include: false };
  if (selection.tags?.length && !selection.tags.some((t) => spec.tags.includes(t))) return { include: false };
  if (selection.rerun && !selection.rerun.cases.has(`${suite.id}/${spec.id}`)) return { include: false };
  if (selection.grep) {
    const needle = selection.grep.toLowerCase();
    if (![spec.id, spec.title, suite.id].some((s) => s.toLowerCase().includes(needle))) return { include: false };
  }
  if (selection.level === 'must' && spec.level !== 'must') return { include: false };
  if (selection.shard && shardOf(suite, spec, selection.shard) !== selection.shard.index) return { include: false };
  const skip = requirementSkip(spec, selection);
  return skip ? { include: true, skip } : { include: true };
}

type Decision = ReturnType<typeof caseDecision>;

/**
 * The decisions for a suite's cases in order, with what the kept ones depend on kept too: a case the
 * filters leave out (a should-level case under `--level must`, one `--grep` does not name) is still run,
 * as a step, when a kept case of its suite comes after it or reads what it captures. Otherwise the kept
 * case would read a cart no coupon was applied to, and fail for that.
 */
export function suiteDecisions(suite: Suite, specs: readonly CaseSpec[], selection: Selection): Decision[] {
  const decisions = specs.map((spec) => caseDecision(suite, spec, selection));
  const index = new Map(specs.map((spec, i) => [spec.id, i]));
  const needs = (i: number): number[] => {
    const spec = specs[i] as CaseSpec;
    const read = new Set(readsOf(spec));
    // The nearest case before this one that captures what it reads.
    const producers = [...read].flatMap((name) => {
      for (let j = i - 1; j >= 0; j--) if (name in (specs[j] as CaseSpec).capture) return [j];
      return [];
    });
    return [...(spec.after ?? []).flatMap((id) => index.get(id) ?? []), ...producers];
  };
  // The shard stays: what a kept case depends on is in its shard by the plan, and must never run in two.
  const unfiltered: Selection = { ...selection, tags: undefined, grep: undefined, level: undefined, rerun: undefined };
  const pending = decisions.flatMap((d, i) => (d.include ? [i] : []));
  while (pending.length > 0) {
    for (const j of needs(pending.pop() as number)) {
      if ((decisions[j] as Decision).include) continue;
      decisions[j] = caseDecision(suite, specs[j] as CaseSpec, unfiltered);
      pending.push(j);
    }
  }
  // A case that needs one `--exclude-tag` left out is left out with it: it could only fail for that.
  for (let changed = (selection.excludeTags?.length ?? 0) > 0; changed;) {
    changed = false;
    for (const [i, d] of decisions.entries()) {
      if (d.include && needs(i).some((j) => !(decisions[j] as Decision).include)) {
        decisions[i] = { include: false };
        changed = true;
      }
    }
  }
  return decisions;
}

/** Why a case cannot run here whatever the filters say: read-only mode or missing credentials. */
export function requirementSkip(spec: CaseSpec, selection: Selection): string | undefined {
  // A case that finds what it would create runs its finding in read-only mode; it skips itself if it must create.
  if (selection.readOnly && spec.requires.includes('writes') && spec.find === undefined)
    return 'read-only mode: this case writes';
  if (spec.requires.includes('admin') && !selection.haveAdmin)
    return 'no administrator credentials (--auth or SHOP_CONFORMANCE_AUTH)';
  if (spec.requires.includes('customer') && !selection.haveCustomer)
    return 'no customer credentials (--customer-auth or SHOP_CONFORMANCE_CUSTOMER_AUTH)';
  return undefined;
}
