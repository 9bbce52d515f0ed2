import { countTotals } from '../model/totals.js';
import { describeNetwork, type NetworkOptions } from '../http/client.js';
import { ExpectationsJudge } from '../expectations/apply.js';
import type { ParsedExpectations } from '../expectations/parse.js';
import type { Failure, Provenance, RunResult, SuiteResult } from '../model/result.js';
import type { Level } from '../model/suite.js';
import { documentTrace } from '../document/trace.js';
import type { Selection } from '../plan/selection.js';
import { renamesAnything, type Vocabulary } from '../../spec/vocabulary.js';
import type { Prerequisite } from '../site/prerequisites.js';
import type { RunProvenance } from '../results/provenance.js';
import type { TargetContext } from '../http/request.js';
import { rootCausesOf } from '../site/root-causes.js';

/** What the summary reads of the run besides its suites' results. */
export interface SummaryOf {
  target: TargetContext & { embedded: boolean };
  selection: Selection;
  strict: boolean;
  version: string;
  vocabulary?: Vocabulary | undefined;
  network?: NetworkOptions | undefined;
  started: number;
  unreachable: boolean;
  missing: ReadonlyMap<string, Prerequisite>;
  unreachableFailure: Failure | undefined;
  retriedRequests: number;
  /** What the engine knew of the run's provenance, and what the site said of itself in its index. */
  provenance?: RunProvenance | undefined;
  site?: Provenance['site'] | undefined;
  /** `--expectations`: known failures, which count against the run no more. */
  expectations?: ParsedExpectations | undefined;
}

/** The run's result: its suites, their totals, the root causes, the options it ran with. */
export function summarise(ran: SuiteResult[], run: SummaryOf): RunResult {
  const judge = run.expectations && new ExpectationsJudge(run.expectations, run.started);
  const suites = judge ? ran.map(judge.suite) : ran;
  const found = rootCausesOf(suites, run.missing, run.unreachableFailure);
  const rootCauses = judge ? judge.roots(found, suites) : found;
  const totals = countTotals(suites, rootCauses, run.retriedRequests);
  const { target, selection } = run;
  return {
    formatVersion: 2,
    tool: { name: 'shop-conformance', version: run.version },
    target: { baseUrl: target.baseUrl, apiRoot: target.apiRoot, embedded: target.embedded },
    options: {
      readOnly: selection.readOnly,
      ...(selection.readOnly && selection.readOnlyBy ? { readOnlyBy: selection.readOnlyBy } : {}),
      strict: run.strict,
      ...(selection.level ? { level: selection.level as Level } : {}),
      ...(selection.shard ? { shard: `${selection.shard.index}/${selection.shard.count}` } : {}),
      ...filtersOf(selection),
      ...describeNetwork(run.network),
    },
    ...(renamesAnything(run.vocabulary) ? { vocabulary: run.vocabulary.words } : {}),
    startedAt: new Date(run.started).toISOString(),
    durationMs: Date.now() - run.started,
    suites,
    rootCauses,
    totals,
    unreachable: run.unreachable,
    ...(judge ? { expectations: judge.summary(suites, rootCauses) } : {}),
    // Each statement of the document → the cases that check it (a few milliseconds for the embedded run).
    document: documentTrace(suites),
    ...(run.provenance
      ? {
          provenance: {
            ...run.provenance,
            ...(run.site ? { site: run.site } : {}),
            endedAt: new Date().toISOString(),
          },
        }
      : {}),
  };
}

/** The filters that chose the cases, as given (suite files by name only: where they lie differs per machine). */
function filtersOf(selection: Selection): Pick<RunResult['options'], 'filters'> {
  const filters = {
    ...(selection.suites?.length ? { suites: selection.suites } : {}),
    ...(selection.suiteFiles?.length
      ? { suiteFiles: selection.suiteFiles.map((f) => f.split(/[\\/]/).pop() ?? f) }
      : {}),
    ...(selection.tags?.length ? { tags: selection.tags } : {}),
    ...(selection.grep !== undefined ? { grep: selection.grep } : {}),
    ...(selection.rerun ? { rerun: selection.rerun.cases.size } : {}),
  };
  return Object.keys(filters).length > 0 ? { filters } : {};
}
