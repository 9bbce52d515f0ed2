import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedSchemas } from '../spec/json-schema.js';
import { builtInChecks, type CheckRegistry } from './checks/registry.js';
import { computeCoverage } from './coverage/index.js';
import { generateCases } from './generators/registry.js';
import { loadSuites } from './loading/load-all.js';
import { generatedCasesCached } from './loading/suite-cache.js';
import type { Coverage, RunResult } from './model/result.js';
import type { CaseSpec, Suite } from './model/suite.js';
import type { RunEmitter } from './runner/events.js';
import { Runner, type RunOptions } from './runner/runner.js';
import { caseDecision, SelectionError, suiteDecisions, suiteSelected, type Selection } from './plan/selection.js';
import { withShardPlan } from './plan/shards.js';
import { packageRoot } from './util/package-root.js';

export interface EngineOptions extends Pick<
  RunOptions,
  | 'target'
  | 'selection'
  | 'strict'
  | 'concurrency'
  | 'timeoutMs'
  | 'maxResponseBytes'
  | 'record'
  | 'vocabulary'
  | 'network'
  | 'signal'
  | 'fuzz'
> {
  suitePaths: string[];
  /** `--allow-empty`: a selection that keeps no case runs (and passes) instead of being refused. */
  allowEmpty?: boolean;
  /** The suites and checks, when the caller has loaded them already (to check the selection first). */
  prepared?: { suites: Suite[]; checks: CheckRegistry };
}

let version: string | undefined;
export function toolVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}

const schemas = namedSchemas();

/**
 * A suite's generated cases, from the run cache when the suite came through it; kept per suite object
 * for the process, since a run asks twice (the runner, then the coverage after it).
 */
const generatedBySuite = new WeakMap<Suite, CaseSpec[]>();
export function generatedCases(suite: Suite): CaseSpec[] {
  let cases = generatedBySuite.get(suite);
  if (!cases) {
    cases = generatedCasesCached(suite, generateCases);
    generatedBySuite.set(suite, cases);
  }
  return cases;
}

/** Suites from files, checks from the registry: everything a run or a listing needs, or a SuiteLoadError. */
export function prepare(suitePaths: string[]): { suites: Suite[]; checks: CheckRegistry } {
  const checks = builtInChecks();
  return { suites: loadSuites(suitePaths, checks), checks };
}

/** Every case of the selected suites that the filters keep, generated ones included, with its skip reason. */
export function plannedCases(
  suites: Suite[],
  given: Selection,
): { suite: Suite; spec: CaseSpec; skip?: string | undefined }[] {
  const selected = suites.filter((s) => suiteSelected(s, given));
  const selection = withShardPlan(given, selected, generatedCases);
  return selected.flatMap((suite) => {
    // The suite's cases with what the kept ones depend on, as the runner decides them; its setup and
    // teardown by the filters and by the shard that runs them (`shards.ts`).
    const cases = [...suite.cases, ...generatedCases(suite)];
    const decisions = [
      ...suite.setup.map((s) => caseDecision(suite, s, selection)),
      ...suiteDecisions(suite, cases, selection),
      ...suite.teardown.map((s) => caseDecision(suite, s, selection)),
    ];
    return [...suite.setup, ...cases, ...suite.teardown].flatMap((spec, i) => {
      const d = decisions[i] as ReturnType<typeof caseDecision>;
      return d.include ? [{ suite, spec, skip: 'skip' in d ? d.skip : undefined }] : [];
    });
  });
}

/** The filters a selection was given, as the options that gave them, each alone. */
function filtersOf(selection: Selection): { flag: string; only: Partial<Selection> }[] {
  const filters: { flag: string; only: Partial<Selection> }[] = [];
  for (const id of selection.suites ?? []) filters.push({ flag: `--suite ${id}`, only: { suites: [id] } });
  for (const file of selection.suiteFiles ?? [])
    filters.push({ flag: `--suite ${file}`, only: { suiteFiles: [file] } });
  if (selection.tags?.length)
    filters.push({ flag: `--tag ${selection.tags.join(' --tag ')}`, only: { tags: selection.tags } });
  if (selection.grep) filters.push({ flag: `--grep ${selection.grep}`, only: { grep: selection.grep } });
  if (selection.rerun)
    filters.push({
      flag: `--rerun-failed ${selection.rerun.report} (${selection.rerun.cases.size} failed or errored there)`,
      only: { rerun: selection.rerun },
    });
  if (selection.level) filters.push({ flag: `--level ${selection.level}`, only: { level: selection.level } });
  if (selection.shard)
    filters.push({
      flag: `--shard ${selection.shard.index}/${selection.shard.count}`,
      only: { shard: selection.shard },
    });
  if (selection.excludeSuites?.length)
    filters.push({
      flag: `--exclude-suite ${selection.excludeSuites.join(' --exclude-suite ')}`,
      only: { excludeSuites: selection.excludeSuites },
    });
  if (selection.excludeTags?.length)
    filters.push({
      flag: `--exclude-tag ${selection.excludeTags.join(' --exclude-tag ')}`,
      only: { excludeTags: selection.excludeTags },
    });
  return filters;
}

/**
 * A CI gate that tests nothing must not pass: a suite id that names no suite, and a selection that
 * keeps no case, are refused (`SelectionError`, a usage error), naming the filter that emptied it,
 * unless `allowEmpty`. Returns how many cases `--exclude-suite` and `--exclude-tag` left out.
 */
export function checkSelection(suites: Suite[], selection: Selection, allowEmpty = false): number {
  const known = new Set(suites.map((s) => s.id));
  const unknown = [...(selection.suites ?? []), ...(selection.excludeSuites ?? [])].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new SelectionError(
      `no suite is named ${unknown.map((id) => `"${id}"`).join(', ')} (nor is it a suite file or folder); the suites are: ${[...known].sort().join(', ')}`,
    );
  }
  const kept = plannedCases(suites, selection).length;
  const unexcluded = { ...selection, excludeSuites: undefined, excludeTags: undefined };
  const excluded =
    selection.excludeSuites?.length || selection.excludeTags?.length
      ? plannedCases(suites, unexcluded).length - kept
      : 0;
  if (kept > 0 || allowEmpty) return excluded;
  const filters = filtersOf(selection);
  const base: Selection = {
    readOnly: selection.readOnly,
    haveAdmin: selection.haveAdmin,
    haveCustomer: selection.haveCustomer,
  };
  // Name the filters that keep nothing even alone; failing that, it is their combination.
  const alone = filters.filter((f) => plannedCases(suites, { ...base, ...f.only }).length === 0).map((f) => f.flag);
  const named = alone.length > 0 ? alone.join(' and ') : `${filters.map((f) => f.flag).join(' with ')} together`;
  throw new SelectionError(
    `no case is selected: ${named} keep${alone.length === 1 ? 's' : ''} none (--allow-empty runs an empty selection anyway)`,
  );
}

export async function runConformance(
  options: EngineOptions,
  listen?: (events: RunEmitter) => void,
): Promise<RunResult> {
  const { suites, checks } = options.prepared ?? prepare(options.suitePaths);
  // A fuzz replay runs no suite case: its selection is allowed to keep none.
  const excludedCases = checkSelection(
    suites,
    options.selection,
    options.allowEmpty === true || options.fuzz?.replay !== undefined,
  );
  const runner = new Runner({
    target: options.target,
    selection: options.selection,
    strict: options.strict,
    concurrency: options.concurrency,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    checks,
    namedSchema: (name) => schemas[name],
    generate: generatedCases,
    version: toolVersion(),
    record: options.record,
    vocabulary: options.vocabulary,
    network: options.network,
    signal: options.signal,
    fuzz: options.fuzz,
  });
  listen?.(runner.events);
  const result = await runner.run(suites);
  // The runner's results say what came back; the plan says what each case asked for and expected.
  // With --level must the runner drops should-level checks, so a should-level status check does not
  // make a case positive here either.
  const mustOnly = options.selection.level === 'must';
  const compute = () => {
    const planned = plannedCases(suites, options.selection).map((p) =>
      mustOnly
        ? { ...p, spec: { ...p.spec, expect: p.spec.expect.filter((c) => (c.level ?? p.spec.level) === 'must') } }
        : p,
    );
    return computeCoverage(
      planned,
      result.suites.flatMap((s) => s.cases),
    );
  };
  // Computed when first read (by a reporter that shows it, or --min-coverage), then kept: a run whose
  // reports do not show it does not pay for it. Enumerable, so the JSON report carries it.
  let coverage: Coverage | undefined;
  const { excludeSuites = [], excludeTags = [] } = options.selection;
  // What a shop said it does not offer, in every report: a gate that passed without those parts says so.
  const excluded =
    excludeSuites.length + excludeTags.length > 0
      ? { excluded: { suites: excludeSuites, tags: excludeTags, cases: excludedCases } }
      : {};
  const fuzz = options.fuzz
    ? {
        fuzz: {
          runs: options.fuzz.runs,
          seed: options.fuzz.seed,
          ...(options.fuzz.budget !== undefined ? { budget: options.fuzz.budget } : {}),
        },
      }
    : {};
  const withCoverage = { ...result, options: { ...result.options, ...excluded, ...fuzz } } as RunResult;
  Object.defineProperty(withCoverage, 'coverage', {
    enumerable: true,
    configurable: true,
    get: () => (coverage ??= compute()),
  });
  return withCoverage;
}
