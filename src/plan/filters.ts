import { sep } from 'node:path';
import type { CaseSpec, Suite } from '../model/suite.js';
import type { Selection } from './selection.js';

/**
 * Every filter of a selection, declared once (in the manner of Schemathesis' filter table): the option
 * that gives it, the selection field it reads, the test a suite or a case must pass, and what the
 * dependency closure does with a case it leaves out that a kept case needs. `caseDecision`, the
 * closure (`suiteDecisions`) and the message naming the filter that emptied a selection all read it.
 */
export interface Filter {
  /** The selection fields it reads: a selection without them is a selection without this filter. */
  fields: readonly (keyof Selection)[];
  /** The options that gave it, each alone (`suite` once per id): as data, the CLI words them as its flags. */
  given: (selection: Selection) => FilterGiven[];
  /** Whether a suite passes it (suite filters) or a case of a suite does (case filters). */
  suite?: (suite: Suite, selection: Selection) => boolean;
  case?: (suite: Suite, spec: CaseSpec, selection: Selection) => boolean;
  /**
   * What becomes of a case this filter leaves out that a kept case of its suite needs (a capture it
   * reads, a case it runs `after`): `step`, it runs anyway, as a step (the kept case would fail for want
   * of it otherwise); `drop`, the kept case is left out with it (it could only fail for that); `shard`,
   * the shard plan puts both in one shard (`shards.ts`), so it never happens; `none` for suite filters.
   */
  closure: 'step' | 'drop' | 'shard' | 'none';
}

/**
 * A filter as given: the option's name (the CLI's flag without its dashes: engine messages name no
 * flag, `bin/wording.ts` does) and its values, a note on what it holds, and the selection it is alone.
 */
export interface FilterGiven {
  option: string;
  values: string[];
  note?: string;
  only: Partial<Selection>;
}

const many = (list: readonly string[] | undefined, option: string, only: (l: string[]) => Partial<Selection>) =>
  list?.length ? [{ option, values: [...list], only: only([...list]) }] : [];

/** In the order a message names them. */
export const FILTERS: readonly Filter[] = [
  {
    fields: ['suites', 'suiteFiles'],
    given: (s) => [
      ...(s.suites ?? []).map((id) => ({ option: 'suite', values: [id], only: { suites: [id] } })),
      ...(s.suiteFiles ?? []).map((file) => ({ option: 'suite', values: [file], only: { suiteFiles: [file] } })),
    ],
    suite: (suite, s) => {
      const ids = s.suites ?? [];
      const files = s.suiteFiles ?? [];
      if (ids.length === 0 && files.length === 0) return true;
      return ids.includes(suite.id) || fromFile(suite, files);
    },
    closure: 'none',
  },
  {
    fields: ['tags'],
    given: (s) => many(s.tags, 'tag', (tags) => ({ tags })),
    case: (_, spec, s) => !s.tags?.length || s.tags.some((t) => spec.tags.includes(t)),
    closure: 'step',
  },
  {
    fields: ['grep'],
    given: (s) => (s.grep ? [{ option: 'grep', values: [s.grep], only: { grep: s.grep } }] : []),
    case: (suite, spec, s) => {
      if (!s.grep) return true;
      const needle = s.grep.toLowerCase();
      return [spec.id, spec.title, suite.id].some((text) => text.toLowerCase().includes(needle));
    },
    closure: 'step',
  },
  {
    fields: ['rerun'],
    given: (s) =>
      s.rerun
        ? [
            {
              option: 'rerun-failed',
              values: [s.rerun.report],
              note: `(${s.rerun.cases.size} failed or errored there)`,
              only: { rerun: s.rerun },
            },
          ]
        : [],
    case: (suite, spec, s) => !s.rerun || s.rerun.cases.has(`${suite.id}/${spec.id}`),
    closure: 'step',
  },
  {
    fields: ['level'],
    given: (s) => (s.level ? [{ option: 'level', values: [s.level], only: { level: s.level } }] : []),
    case: (_, spec, s) => s.level !== 'must' || spec.level === 'must',
    closure: 'step',
  },
  {
    fields: ['shard'],
    given: (s) =>
      s.shard ? [{ option: 'shard', values: [`${s.shard.index}/${s.shard.count}`], only: { shard: s.shard } }] : [],
    case: (suite, spec, s) => !s.shard || shardOf(suite, spec, s.shard) === s.shard.index,
    closure: 'shard',
  },
  {
    fields: ['excludeSuites'],
    given: (s) => many(s.excludeSuites, 'exclude-suite', (excludeSuites) => ({ excludeSuites })),
    suite: (suite, s) => !s.excludeSuites?.includes(suite.id),
    closure: 'none',
  },
  {
    fields: ['excludeTags'],
    given: (s) => many(s.excludeTags, 'exclude-tag', (excludeTags) => ({ excludeTags })),
    case: (_, spec, s) => !excludedByTag(spec, s),
    closure: 'drop',
  },
];

/** The selection without the filters whose left-out cases still run as steps: what decides a step. */
export function forSteps(selection: Selection): Selection {
  const cleared = FILTERS.filter((f) => f.closure === 'step').flatMap((f) => f.fields);
  return { ...selection, ...Object.fromEntries(cleared.map((field) => [field, undefined])) };
}

/** The filters a selection was given, as the options that gave them, each alone. */
export function filtersGiven(selection: Selection): FilterGiven[] {
  return FILTERS.flatMap((f) => f.given(selection));
}

export function suiteSelected(suite: Suite, selection: Selection): boolean {
  return FILTERS.every((f) => !f.suite || f.suite(suite, selection));
}

export function caseKept(suite: Suite, spec: CaseSpec, selection: Selection): boolean {
  return FILTERS.every((f) => !f.case || f.case(suite, spec, selection));
}

/** Whether `--exclude-tag` leaves this case out (of the suites, and of what the fuzz phase fuzzes). */
export function excludedByTag(spec: CaseSpec, selection: Selection): boolean {
  return (selection.excludeTags?.length ?? 0) > 0 && spec.tags.some((t) => selection.excludeTags?.includes(t));
}

function fromFile(suite: Suite, files: readonly string[]): boolean {
  return files.some((f) => suite.file === f || suite.file.startsWith(f.endsWith(sep) ? f : `${f}${sep}`));
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
export function inShard(suite: Suite, spec: CaseSpec, selection: Selection): boolean {
  return !selection.shard || shardOf(suite, spec, selection.shard) === selection.shard.index;
}
