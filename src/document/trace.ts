import { CONVENTIONS } from '../../spec/conventions.js';
import { statements } from '../../spec/statements/index.js';
import type { CaseResult, DocumentTrace, Outcome, StatementTrace, SuiteResult } from '../model/result.js';

type TracedCase = StatementTrace['cases'][number];

/**
 * A statement is checked when a case citing it came to a verdict on an answer: passed or failed. A case
 * skipped or blocked sent nothing (or nothing its checks could mean anything for), and an errored one
 * was never judged (no answer, or none its checks could read): none of them checked anything.
 */
export const CHECKING: ReadonlySet<Outcome> = new Set(['passed', 'failed']);

export const isChecked = (cases: readonly Pick<TracedCase, 'outcome'>[]): boolean =>
  cases.some((c) => CHECKING.has(c.outcome));

/**
 * Every statement of the interface document (`spec/statements/`), in the ledger's order, with the cases
 * that cite it and their verdicts; every convention a case cites, with its cases. A pure function of
 * the cases' results, so a join of shard reports can compute it again from the joined cases.
 */
export function documentTrace(suites: readonly SuiteResult[]): DocumentTrace {
  const byStatement = new Map<string, TracedCase[]>();
  const byConvention = new Map<string, TracedCase[]>();
  const add = (into: Map<string, TracedCase[]>, id: string, c: TracedCase) => {
    const list = into.get(id);
    if (list) list.push(c);
    else into.set(id, [c]);
  };
  for (const suite of suites)
    for (const result of suite.cases) {
      if (!result.cites) continue;
      const traced = tracedCase(result);
      for (const id of result.cites.doc) add(byStatement, id, traced);
      for (const id of result.cites.conventions) add(byConvention, id, traced);
    }
  const traced = statements().map((s): StatementTrace => ({
    id: s.id,
    kind: s.kind,
    lines: s.lines,
    says: s.says,
    cases: byStatement.get(s.id) ?? [],
  }));
  return {
    checked: traced.filter((s) => isChecked(s.cases)).length,
    total: traced.length,
    statements: traced,
    conventions: CONVENTIONS.filter((c) => byConvention.has(c.id)).map((c) => ({
      id: c.id,
      file: c.file,
      line: c.line,
      says: c.says,
      cases: byConvention.get(c.id) ?? [],
    })),
  };
}

const tracedCase = (r: CaseResult): TracedCase => ({ suite: r.suite, id: r.id, outcome: r.outcome, level: r.level });
