import type { Skip } from '../model/result.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import { producerEdges, type Needs } from './edges.js';
import { excludedByTag, inShard, suiteSelected } from './filters.js';
import { generatedCases } from './generated.js';
import { requirementSkip, suiteDecisions } from './decisions.js';
import type { Selection } from './selection.js';
import { withShardPlan } from './shards.js';

/** One case of the run, as it will be sent: in order, with what it reads from whom. */
export interface PlanEntry {
  suite: Suite;
  /** As sent: under `--level must`, with only its must-level checks (the rest are not what was asked for). */
  spec: CaseSpec;
  role: 'setup' | 'case' | 'teardown';
  /** Why it is skipped before it is sent (read-only mode, missing credentials). */
  skip?: Skip | undefined;
  /** Each capture it reads, with the planned case it reads it from (none: a case outside the plan, or none). */
  reads: { name: string; from: PlanEntry | undefined }[];
  /** What its control reads besides, from whom (`edges.ts`): the runner waits for these too. */
  controlReads: { name: string; from: PlanEntry | undefined }[];
  /** The planned cases it runs `after`. */
  after: PlanEntry[];
}

/** One selected suite: the cases the run sends of it, in the order it sends them. */
export interface SuitePlan {
  suite: Suite;
  setup: PlanEntry[];
  cases: PlanEntry[];
  teardown: PlanEntry[];
  /** Whether any case of the suite writes (planned or not): a suite that writes nothing reads the site as it is. */
  writes: boolean;
  /** Every case of the suite, planned or not (what the fuzz phase reads the suite's endpoints from). */
  every: CaseSpec[];
}

/** What a run sends, made once from the suites, their generators, the filters, the shard and the level. */
export interface RunPlan {
  /** The selection, with its shard plan made over the selected suites. */
  selection: Selection;
  /** Every selected suite, in order, those the filters leave nothing of included (they report no case). */
  suites: SuitePlan[];
  /** Every planned case, in order. */
  cases: PlanEntry[];
}

/**
 * The run plan: the one place that decides which cases a run sends. The engine runs it, `list` prints
 * it, coverage reads what it asked for, the selection check counts it. A suite sends its cases the
 * filters keep with what they need (`suiteDecisions`), and only when it keeps any its setup and teardown
 * (in the shard the shard plan gives them, `shards.ts`, not filtered otherwise: they make and remove
 * what the cases use).
 */
export function makePlan(
  suites: readonly Suite[],
  given: Selection,
  generate: (suite: Suite) => CaseSpec[] = generatedCases,
): RunPlan {
  const selected = suites.filter((s) => suiteSelected(s, given));
  const selection = withShardPlan(given, selected, generate);
  const mustOnly = selection.level === 'must';
  const sent = (spec: CaseSpec): CaseSpec =>
    mustOnly ? { ...spec, expect: spec.expect.filter((c) => (c.level ?? spec.level) === 'must') } : spec;
  const planned = selected.map((suite) => suitePlan(suite, generate(suite), selection, sent));
  return { selection, suites: planned, cases: planned.flatMap((p) => [...p.setup, ...p.cases, ...p.teardown]) };
}

function suitePlan(
  suite: Suite,
  generated: readonly CaseSpec[],
  selection: Selection,
  sent: (spec: CaseSpec) => CaseSpec,
): SuitePlan {
  const written = [...suite.setup, ...suite.cases, ...generated, ...suite.teardown];
  const every = written.map(sent);
  const needs = producerEdges(every);
  const first = suite.setup.length;
  const count = suite.cases.length + generated.length;
  // The cases' edges among the cases (one to the setup falls below 0: the setup always runs first).
  const caseNeeds = needs.slice(first, first + count).map((n): Needs => ({
    reads: n.reads.map((r) => ({ ...r, from: r.from - first })),
    controlReads: n.controlReads.map((r) => ({ ...r, from: r.from - first })),
    after: n.after.map((j) => j - first),
  }));
  // The setup and teardown are filtered by the shard (the plan gives them one) and by --exclude-tag
  // (a part the shop does not offer is not set up either), not by the filters that pick cases.
  const sends = (spec: CaseSpec) => inShard(suite, spec, selection) && !excludedByTag(spec, selection);
  const decisions = suiteDecisions(suite, every.slice(first, first + count), selection, caseNeeds, (j) =>
    sends(every[first + j] as CaseSpec),
  );
  const kept = decisions.some((d) => d.include);
  const entries = new Map<number, PlanEntry>();
  const entry = (i: number, role: PlanEntry['role'], skip: Skip | undefined): PlanEntry => {
    const n = needs[i] as Needs;
    const made: PlanEntry = {
      suite,
      spec: every[i] as CaseSpec,
      role,
      skip,
      reads: n.reads.map((r) => ({ name: r.name, from: entries.get(r.from) })),
      controlReads: n.controlReads.map((r) => ({ name: r.name, from: entries.get(r.from) })),
      after: n.after.flatMap((j) => entries.get(j) ?? []),
    };
    entries.set(i, made);
    return made;
  };
  // A setup or teardown case runs in the one shard the plan gives it, with the cases that read it.
  const ends = (from: number, list: readonly CaseSpec[], role: PlanEntry['role']) =>
    kept
      ? list.flatMap((spec, k) => (sends(spec) ? [entry(from + k, role, requirementSkip(spec, selection))] : []))
      : [];
  const setup = ends(0, suite.setup, 'setup');
  const cases = decisions.flatMap((d, k) =>
    d.include ? [entry(first + k, 'case', 'skip' in d ? d.skip : undefined)] : [],
  );
  const teardown = ends(first + count, suite.teardown, 'teardown');
  return { suite, setup, cases, teardown, writes: written.some((c) => c.requires.includes('writes')), every: written };
}
