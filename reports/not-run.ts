import type { CaseResult, RunResult } from '../src/model/result.js';
import type { Setting } from '../src/model/words.js';
import { plural } from './summary.js';

/**
 * What a run did not check, and why, in groups every report shows alike (the console's "Not run"
 * section, HTML's, JUnit's `not-run.<key>` properties): a gate that passed with half its cases skipped
 * must say so. Grouped by data (`skipKind`, and for credentials `skipSetting`), never by the words of a
 * reason; each group's advice is worded with the setting as the run's user gives it (the words the
 * cases' reasons end with). Blocked cases are not here: their root causes are failures of their own.
 */
export type NotRunKey =
  | 'admin-credentials'
  | 'customer-credentials'
  | 'credentials'
  | 'read-only'
  | 'dependency'
  | 'interrupted'
  | 'budget'
  | 'unsendable'
  | 'other';

export interface NotRunGroup {
  key: NotRunKey;
  count: number;
  /** The sentence the reports print: `1439 cases need administrator credentials: give --auth or …`. */
  line: string;
}

/** The order the groups are shown in: what the user can give first, then what follows from it. */
const ORDER: readonly NotRunKey[] = [
  'admin-credentials',
  'customer-credentials',
  'credentials',
  'read-only',
  'dependency',
  'interrupted',
  'budget',
  'unsendable',
  'other',
];

const BY_SETTING: Partial<Record<Setting, NotRunKey>> = {
  'admin-credentials': 'admin-credentials',
  'customer-credentials': 'customer-credentials',
};

function keyOf(c: CaseResult): NotRunKey {
  switch (c.skipKind) {
    case 'credentials':
      return (c.skipSetting && BY_SETTING[c.skipSetting.setting]) ?? 'credentials';
    case 'read-only':
    case 'dependency':
    case 'interrupted':
    case 'budget':
    case 'unsendable':
      return c.skipKind;
    // Interrupted before its suite sent anything: not run for the same reason.
    case 'idle':
      return 'interrupted';
    default:
      // A result written before skips carried their kind.
      return 'other';
  }
}

/** `1 case needs`, `2 cases need`: the subject and its verb agree. */
const cases = (n: number, one: string, many: string) => `${plural(n, 'case')} ${n === 1 ? one : many}`;

function lineOf(key: NotRunKey, n: number, first: CaseResult): string {
  const give = first.skipSetting?.words;
  switch (key) {
    case 'admin-credentials':
      return `${cases(n, 'needs', 'need')} administrator credentials${give ? `: give ${give}` : ''}`;
    case 'customer-credentials':
      return `${cases(n, 'needs', 'need')} customer credentials${give ? `: give ${give}` : ''}`;
    case 'credentials':
      return `${cases(n, 'needs', 'need')} credentials the run was not given (${first.skipReason ?? 'skipped'})`;
    case 'read-only':
      // Read-only by default against a live shop: the setting that runs them is named.
      return first.skipSetting?.setting === 'allow-writes'
        ? `${cases(n, 'writes', 'write')}, and a live shop is only read unless writes are allowed${give ? `: give ${give}` : ''}`
        : `${cases(n, 'writes', 'write')}: --read-only keeps ${n === 1 ? 'it' : 'them'} from writing`;
    case 'dependency':
      return `${cases(n, 'depends', 'depend')} on a case that was skipped or found nothing on the site`;
    case 'interrupted':
      return `${cases(n, 'was', 'were')} not run: the run was interrupted (Ctrl-C)`;
    case 'budget':
      return `${plural(n, 'fuzz endpoint')} not run: the fuzz phase's budget was spent (--fuzz-budget)`;
    case 'unsendable':
      return `${plural(n, 'fuzz endpoint')} with nothing to send`;
    case 'other':
      return `${cases(n, 'was', 'were')} skipped for other reasons (see each case)`;
  }
}

/** The skipped cases in groups, in `ORDER`; empty when every case ran. */
export function notRunGroups(result: RunResult): NotRunGroup[] {
  const groups = new Map<NotRunKey, CaseResult[]>();
  for (const s of result.suites)
    for (const c of s.cases) {
      if (c.outcome !== 'skipped') continue;
      const key = keyOf(c);
      (groups.get(key) ?? groups.set(key, []).get(key))?.push(c);
    }
  return ORDER.flatMap((key) => {
    const of = groups.get(key);
    return of ? [{ key, count: of.length, line: lineOf(key, of.length, of[0] as CaseResult) }] : [];
  });
}

/** How many cases were not run, of how many, when that is more than half: said next to the verdict. */
export function mostNotRun(result: RunResult): { notRun: number; total: number; percent: number } | undefined {
  const { skipped, total } = result.totals;
  if (total === 0 || skipped * 2 <= total) return undefined;
  // Cut, not rounded: more than half never reads as "50%" rounded up from 49.6.
  return { notRun: skipped, total, percent: Math.floor((skipped * 100) / total) };
}

/** How many must-level cases were skipped: a pass is a pass of what ran only. */
export function mustNotRun(result: RunResult): number {
  return result.suites.reduce(
    (n, s) => n + s.cases.filter((c) => c.outcome === 'skipped' && c.level === 'must').length,
    0,
  );
}

/**
 * Said beside the verdict whenever the pass checked less than it could: `but 1812 of 3476 cases (52%)
 * were not run: see 'Not run' above` when more than half were not, else `but 12 must-level cases were
 * not run: …` when any must-level case was not; or nothing.
 */
export function mostNotRunText(result: RunResult, where = "see 'Not run' above"): string | undefined {
  const most = mostNotRun(result);
  if (most)
    return `but ${most.notRun} of ${plural(most.total, 'case')} (${most.percent}%) ${most.notRun === 1 ? 'was' : 'were'} not run: ${where}`;
  const must = mustNotRun(result);
  if (must === 0) return undefined;
  return `but ${plural(must, 'must-level case')} ${must === 1 ? 'was' : 'were'} not run: ${where}`;
}
