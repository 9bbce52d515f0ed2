import type { ComparedEntry, ComparedOutcome, RunComparison } from '../model/comparison.js';
import type { CaseResult, Outcome, RootCause, RunResult } from '../model/result.js';
import { isExpected, verdictLevel } from '../model/verdict.js';
import { REPLIES_SUITE } from '../replies/suite.js';

// `ComparedOutcome` writes `Outcome` out (src/model/comparison.ts): this fails to compile when they part.
const sameOutcomes: [Exclude<ComparedOutcome, 'absent'>, Outcome] extends [Outcome, Exclude<ComparedOutcome, 'absent'>]
  ? true
  : never = true;
void sameOutcomes;

/** What two runs are compared by: a case or a root cause, as one run saw it. */
interface Seen {
  kind: 'case' | 'root';
  title: string;
  outcome: Outcome;
  failing: boolean;
  expected: boolean;
  level: ReturnType<typeof verdictLevel>;
  message: string;
}

const failingOutcome = (o: Outcome) => o === 'failed' || o === 'errored';

function caseSeen(c: CaseResult): Seen {
  return {
    kind: 'case',
    title: c.title,
    outcome: c.outcome,
    failing: failingOutcome(c.outcome),
    expected: isExpected(c),
    level: verdictLevel(c),
    message: c.error ? c.error.message : c.failures.map((f) => f.message).join('\n'),
  };
}

/**
 * A root cause that is a failure of its own (a prerequisite the index lacks, an unreachable target):
 * one that is a case is the case's own failure, compared as the case; a refused control is none.
 */
function rootSeen(r: RootCause): Seen | undefined {
  if (r.kind === 'case' || r.kind === 'control') return undefined;
  return {
    kind: 'root',
    title: r.title,
    outcome: 'failed',
    failing: true,
    expected: isExpected(r),
    level: r.level,
    message: r.failure?.message ?? '',
  };
}

function seenIn(result: RunResult): Map<string, Seen> {
  const seen = new Map<string, Seen>();
  for (const s of result.suites) for (const c of s.cases) seen.set(`${s.id}/${c.id}`, caseSeen(c));
  for (const r of result.rootCauses) {
    const root = rootSeen(r);
    if (root) seen.set(r.id, root);
  }
  return seen;
}

/**
 * What changed from `old` to `now`: a case or root cause failing (failed or errored) now that did not
 * before (passed, skipped, blocked or absent) is a new failure, unless an expectations file recorded it
 * and it came out as recorded (`known`); failing before and not now (passed, skipped, blocked, a root
 * cause gone) is fixed; failing in both is still failing, `changed` too when its message or verdict
 * level is another. Cases only one run has are added or removed (a new case that fails is a new
 * failure as well).
 */
export function compareRuns(old: RunResult, now: RunResult, file?: string): RunComparison {
  const before = seenIn(old);
  const after = seenIn(now);
  const comparison: RunComparison = {
    baseline: { runId: old.provenance?.runId, startedAt: old.startedAt, ...(file ? { file } : {}) },
    newFailures: [],
    fixed: [],
    stillFailing: [],
    changed: [],
    known: [],
    added: [],
    removed: [],
  };
  const entry = (id: string, a: Seen | undefined, b: Seen | undefined): ComparedEntry => ({
    id,
    kind: (b ?? a)?.kind ?? 'case',
    title: (b ?? a)?.title ?? id,
    was: a?.outcome ?? ('absent' as const),
    now: b?.outcome ?? ('absent' as const),
    level: b?.level ?? a?.level,
    ...(a?.level !== undefined ? { wasLevel: a.level } : {}),
  });
  for (const [id, b] of after) {
    const a = before.get(id);
    if (!a && b.kind === 'case' && !examined(id)) comparison.added.push(id);
    if (!b.failing) {
      if (a?.failing) comparison.fixed.push(entry(id, a, b));
      continue;
    }
    if (b.expected) comparison.known.push(entry(id, a, b));
    else if (!a?.failing) comparison.newFailures.push(entry(id, a, b));
    else {
      comparison.stillFailing.push(entry(id, a, b));
      if (a.message !== b.message || a.level !== b.level)
        comparison.changed.push({ ...entry(id, a, b), wasMessage: a.message, message: b.message });
    }
  }
  for (const [id, a] of before) {
    if (after.has(id)) continue;
    // A root cause exists only while it fails: gone, it is fixed. A case gone is removed, not fixed; but a
    // finding of the examination of answers exists only while answers show it, as a root cause does, and
    // a route's passing case gives way to its findings and back.
    if (a.kind === 'root' || (examined(id) && a.failing)) comparison.fixed.push(entry(id, a, undefined));
    else if (!examined(id)) comparison.removed.push(id);
  }
  return comparison;
}

/** A case of the examination of every answer (`src/replies/`): made from what the run's answers showed. */
const examined = (id: string): boolean => id.startsWith(`${REPLIES_SUITE.id}/`);

/** Whether the comparison holds a new failure at the must level: what makes `diff` exit 1. */
export function newMustFailures(comparison: RunComparison): ComparedEntry[] {
  return comparison.newFailures.filter((e) => e.level === 'must');
}
