import type {
  CaseExpectation,
  CaseResult,
  ExpectationsSummary,
  ExpectedOutcome,
  Outcome,
  RootCause,
  SuiteResult,
} from '../model/result.js';
import { isExpected } from '../model/verdict.js';
import type { ExpectationEntry, ParsedExpectations } from './parse.js';

/** The first entry, in file order, whose id matches: a narrower entry written first wins over a glob. */
export function entryFor(expectations: ParsedExpectations, id: string): ExpectationEntry | undefined {
  return expectations.entries.find((e) => e.pattern.test(id));
}

/** How an outcome meets what was recorded: as recorded, passed although recorded as not passing, or otherwise. */
function met(entry: ExpectationEntry, outcome: Outcome): CaseExpectation['met'] {
  if (outcome === entry.outcome) return 'expected';
  return outcome === 'passed' ? 'unexpected-pass' : 'other';
}

function expectation(entry: ExpectationEntry, outcome: Outcome): CaseExpectation {
  return {
    entry: entry.id,
    outcome: entry.outcome,
    reason: entry.reason,
    ...(entry.link !== undefined ? { link: entry.link } : {}),
    ...(entry.until !== undefined ? { until: entry.until } : {}),
    met: met(entry, outcome),
  };
}

/** A case with what the file recorded of it, as it ends (the NDJSON `case-end` line carries it); unchanged when nothing matches. */
export function withExpectation(c: CaseResult, expectations: ParsedExpectations | undefined): CaseResult {
  const entry = expectations && entryFor(expectations, `${c.suite}/${c.id}`);
  return entry ? { ...c, expectation: expectation(entry, c.outcome) } : c;
}

/**
 * What a root cause came to, for matching: a prerequisite the index lacks (or an unreachable target)
 * is a failure; a refused control blocked its negatives and failed nothing.
 */
function rootOutcome(root: RootCause): ExpectedOutcome {
  return root.kind === 'control' ? 'blocked' : 'failed';
}

/**
 * Judges a run's cases and root causes by an expectations file, remembering which entries matched
 * anything (those that did not are stale). `until` is compared with the run's start date, in UTC.
 */
export class ExpectationsJudge {
  private readonly used = new Set<ExpectationEntry>();

  constructor(
    private readonly expectations: ParsedExpectations,
    private readonly started: number,
  ) {}

  private match(id: string): ExpectationEntry | undefined {
    const entry = entryFor(this.expectations, id);
    if (entry) this.used.add(entry);
    return entry;
  }

  readonly suite = (s: SuiteResult): SuiteResult => ({
    ...s,
    cases: s.cases.map((c) => {
      const entry = this.match(`${c.suite}/${c.id}`);
      return entry ? { ...c, expectation: expectation(entry, c.outcome) } : c;
    }),
  });

  /** A failed case's root cause carries its case's record; any other is matched by its own id. */
  roots(roots: RootCause[], suites: SuiteResult[]): RootCause[] {
    const cases = new Map<string, CaseResult>(suites.flatMap((s) => s.cases.map((c) => [`${c.suite}/${c.id}`, c])));
    return roots.map((root) => {
      if (root.kind === 'case') {
        const own = cases.get(root.id)?.expectation;
        return own ? { ...root, expectation: own } : root;
      }
      const entry = this.match(root.id);
      return entry ? { ...root, expectation: expectation(entry, rootOutcome(root)) } : root;
    });
  }

  summary(suites: SuiteResult[], roots: RootCause[]): ExpectationsSummary {
    const judged = [...suites.flatMap((s) => s.cases), ...roots.filter((r) => r.kind !== 'case')];
    const today = new Date(this.started).toISOString().slice(0, 10);
    const { entries } = this.expectations;
    return {
      file: this.expectations.file,
      digest: this.expectations.digest,
      entries: entries.length,
      expected: judged.filter(isExpected).length,
      unexpectedPasses: judged.filter((x) => x.expectation?.met === 'unexpected-pass').length,
      stale: entries.filter((e) => !this.used.has(e)).map((e) => ({ entry: e.id, line: e.line })),
      // Past its date: the known failure was to be fixed by then (a date reads the same in UTC everywhere).
      expired: entries
        .filter((e) => e.until !== undefined && e.until < today)
        .map((e) => ({ entry: e.id, until: e.until as string, line: e.line })),
    };
  }
}
