import { expect } from 'vitest';
import type { CaseResult } from '../../../src/model/result.js';
import { verdictLevel } from '../../../src/model/verdict.js';
import type { Place, Statement } from '../../../spec/statements/index.js';
import { runDeviation } from '../catalogue/run.js';
import { EXEMPT, NOT_YET_GUARDED } from './exempt.js';
import { breachesOf, type Breach } from './faults.js';
import { guardsOf, onRoute, perPlace, routesOf, statements } from './guards.js';

/**
 * One deviation per statement (per route, for a statement shown route by route): the reference server
 * with the statement's fault, the cases that cite it run (with what they depend on), and at least one
 * of them must fail at must level, citing the statement. The run holds only those cases, so hundreds
 * of statements cost little more than one full run.
 */
export interface StatementDeviation {
  name: string;
  statement: Statement;
  places: readonly Place[];
  /** `suite/id` of the cases that cite the statement there. */
  guards: string[];
  /** How it is broken; undefined when nothing says how (a statement in prose with no fault written out). */
  breach?: Breach;
}

export function statementDeviations(): StatementDeviation[] {
  const pending = new Set([...Object.keys(EXEMPT), ...NOT_YET_GUARDED]);
  const out: StatementDeviation[] = [];
  const add = (statement: Statement, where: string, places: readonly Place[], guards: string[]) => {
    const breaches = breachesOf(statement, places);
    if (breaches.length === 0) out.push({ name: where, statement, places, guards });
    for (const breach of breaches) out.push({ name: `${where}: ${breach.label}`, statement, places, guards, breach });
  };
  for (const statement of statements()) {
    // A reply member's rule is guarded by the examination of answers, broken by kind (`replies-statements.test.ts`).
    if (pending.has(statement.id) || statement.kind === 'reply') continue;
    const guards = guardsOf(statement);
    if (perPlace(statement)) {
      for (const route of routesOf(statement))
        add(
          statement,
          `${statement.id} on ${route}`,
          statement.on.filter((p) => p.route === route),
          guards.filter((g) => onRoute(g, route)).map((g) => g.key),
        );
    } else
      add(
        statement,
        statement.id,
        statement.on,
        guards.map((g) => g.key),
      );
  }
  return out;
}

/** One of `parts` shares, for as many test files, so that vitest's workers share the runs. */
export const statementShare = (index: number, parts: number): StatementDeviation[] =>
  statementDeviations().filter((_, i) => i % parts === index);

export async function expectStatementGuarded(d: StatementDeviation): Promise<void> {
  expect(d.guards, `${d.name}: no case cites it here`).not.toEqual([]);
  expect(d.breach, `${d.name}: no fault breaks it (explicit.ts)`).toBeDefined();
  const fault = (d.breach as Breach).fault;
  const suites = [...new Set(d.guards.map((g) => g.split('/')[0] as string))];
  // A guard that fails at must on the statement's own line answers the question: the rest is not run.
  const citesIt = (c: CaseResult) =>
    d.guards.includes(`${c.suite}/${c.id}`) &&
    verdictLevel(c) === 'must' &&
    (c.outcome === 'errored' || c.failures.some((f) => f.level === 'must' && f.doc?.includes(d.statement.id)));
  const { run } = await runDeviation(
    {
      name: d.name,
      suites,
      fault,
      fails: [],
      selection: { suites, rerun: { report: `statement ${d.statement.id}`, cases: new Set(d.guards) } },
    },
    { until: citesIt },
  );
  // A case blocked by a prerequisite the run reports as a must-level root cause (the index does not list
  // its namespace or route) is caught too: that root cause is the run's one failure for it.
  const prerequisites = new Set(
    run.result.rootCauses.filter((r) => r.kind === 'namespace' || r.kind === 'route').map((r) => r.id),
  );
  const caught = run.cases.filter(
    (c) =>
      citesIt(c) ||
      (d.guards.includes(`${c.suite}/${c.id}`) &&
        c.outcome === 'blocked' &&
        c.blockedBy !== undefined &&
        prerequisites.has(c.blockedBy)),
  );
  expect(
    caught.map((c) => `${c.suite}/${c.id}`),
    `${d.name}: no case citing it fails at must level under the fault (guards: ${d.guards.join(', ')}; outcomes: ${run.cases
      .filter((c) => d.guards.includes(`${c.suite}/${c.id}`))
      .map((c) => `${c.id}=${c.outcome}`)
      .join(', ')})`,
  ).not.toEqual([]);
}
