import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedSchemas } from '../spec/json-schema.js';
import { builtInChecks, type CheckRegistry } from './checks/registry.js';
import { computeCoverage } from './coverage/index.js';
import { loadSuites } from './loading/load-all.js';
import type { Coverage, RunResult } from './model/result.js';
import type { Suite } from './model/suite.js';
import type { RunEmitter } from './runner/events.js';
import { Runner, type RunSettings } from './runner/runner.js';
import { fuzzAfterSuites } from './fuzz/hand-off.js';
import { endpointNamed } from './fuzz/endpoints.js';
import { catalogFor } from './catalog/routes.js';
import { statements } from '../spec/statements/index.js';
import type { FuzzOptions } from './fuzz/phase.js';
import { filtersGiven } from './plan/filters.js';
import { makePlan, type RunPlan } from './plan/plan.js';
import type { Selection } from './plan/selection.js';
import { SelectionError } from './plan/selection-error.js';
import { packageRoot } from './util/package-root.js';
import { catalogDigest, suitesDigest } from './results/provenance.js';

export interface EngineOptions extends RunSettings {
  suitePaths: string[];
  /** What to run of the suites: the filters, the shard, the level, and what the credentials allow. */
  selection: Selection;
  /** `--fuzz N`: generated requests per endpoint of the selected suites, after them (`src/fuzz/`). */
  fuzz?: FuzzOptions | undefined;
  /** `--allow-empty`: a selection that keeps no case runs (and passes) instead of being refused. */
  allowEmpty?: boolean;
  /** `--min-coverage`: below this share (percent) of the catalog requested, the run fails (`runVerdict`). */
  minCoverage?: number | undefined;
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
 * What every run builds before it judges its first answer and again for its summary: the statement
 * ledger (each success check cites its route's statement; the document trace counts them all) and the
 * primary site's catalog. A caller that would otherwise wait (for the embedded server's thread to
 * start) builds them meanwhile; the run then finds them built. Changes nothing a run does or says.
 */
export function warmUp(): void {
  statements();
  catalogFor('primary');
}

/** Suites from files, checks from the registry: everything a run or a listing needs, or a SuiteLoadError. */
export function prepare(suitePaths: string[]): { suites: Suite[]; checks: CheckRegistry } {
  const checks = builtInChecks();
  return { suites: loadSuites(suitePaths, checks), checks };
}

/**
 * A CI gate that tests nothing must not pass: a suite id that names no suite, and a selection that
 * keeps no case, are refused (`SelectionError`, a usage error), naming the filter that emptied it,
 * unless `allowEmpty`. Returns how many cases `--exclude-suite` and `--exclude-tag` left out.
 */
export function checkSelection(
  suites: Suite[],
  selection: Selection,
  allowEmpty = false,
  plan: RunPlan = makePlan(suites, selection),
): number {
  const known = new Set(suites.map((s) => s.id));
  const unknown = [...(selection.suites ?? []), ...(selection.excludeSuites ?? [])].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new SelectionError({ kind: 'unknown-suite', ids: unknown, known: [...known].sort() });
  }
  // A tag to leave out that no case has is a typo, not a part the shop lacks: refused like a suite.
  if (selection.excludeTags?.length) {
    const everyCase = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases;
    const tags = new Set(everyCase.flatMap((p) => p.spec.tags));
    const unknownTags = selection.excludeTags.filter((t) => !tags.has(t));
    if (unknownTags.length > 0)
      throw new SelectionError({ kind: 'unknown-tag', tags: unknownTags, known: [...tags].sort() });
  }
  const kept = plan.cases.length;
  const unexcluded = { ...selection, excludeSuites: undefined, excludeTags: undefined };
  const excluded =
    selection.excludeSuites?.length || selection.excludeTags?.length
      ? makePlan(suites, unexcluded).cases.length - kept
      : 0;
  if (kept > 0 || allowEmpty) return excluded;
  const filters = filtersGiven(selection);
  const base: Selection = {
    readOnly: selection.readOnly,
    haveAdmin: selection.haveAdmin,
    haveCustomer: selection.haveCustomer,
  };
  // Name the filters that keep nothing even alone; failing that, it is their combination.
  const alone = filters.filter((f) => makePlan(suites, { ...base, ...f.only }).cases.length === 0);
  throw new SelectionError({ kind: 'empty', alone, together: filters });
}

export async function runConformance(
  options: EngineOptions,
  listen?: (events: RunEmitter) => void,
): Promise<RunResult> {
  const { suites, checks } = options.prepared ?? prepare(options.suitePaths);
  // A fuzz replay runs no suite case: its selection is allowed to keep none.
  const plan = makePlan(suites, options.selection);
  const excludedCases = checkSelection(
    suites,
    options.selection,
    options.allowEmpty === true || options.fuzz?.replay !== undefined,
    plan,
  );
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
          // A replay's verdict is said as its own (the console names the endpoint and the path).
          ...(options.fuzz.replay ? { replay: options.fuzz.replay } : {}),
        },
      }
    : {};
  /**
   * The result as the run ends, before it is told (`run:end`, which the NDJSON report writes): the
   * options only the engine knows, and the coverage. The runner's results say what came back; the plan
   * says what each case asked for and expected (with --level must, only its must-level checks: a
   * should-level status check does not make it positive). Coverage is computed when first read (by a
   * reporter that shows it, or --min-coverage), then kept: a run whose reports do not show it does not
   * pay for it. Enumerable, so the JSON report carries it.
   */
  const replay = options.fuzz?.replay;
  const finish = (result: RunResult): RunResult => {
    let coverage: Coverage | undefined;
    // A replay's verdict is its own request's: the floor is for a run of the suites, which it skips.
    const floor = options.minCoverage === undefined || replay ? {} : { minCoverage: options.minCoverage };
    // A replay runs none of the planned cases: what it requested is the one endpoint it sent, if it did.
    const sent = result.suites.flatMap((s) => s.cases).filter((c) => (c.fuzz?.requests ?? 0) > 0);
    const named = replay ? endpointNamed(replay.endpoint, catalogFor('primary').routes) : undefined;
    const planned = replay ? [] : plan.cases;
    const also = named ? sent.map((c) => ({ key: named.key, by: { suite: c.suite, id: c.id } })) : [];
    const finished = { ...result, options: { ...result.options, ...excluded, ...fuzz, ...floor } } as RunResult;
    Object.defineProperty(finished, 'coverage', {
      enumerable: true,
      configurable: true,
      get: () =>
        (coverage ??= computeCoverage(
          planned,
          result.suites.flatMap((s) => s.cases),
          also,
        )),
    });
    return finished;
  };
  const runner = new Runner(options, {
    checks,
    namedSchema: (name) => schemas[name],
    version: toolVersion(),
    after: options.fuzz ? fuzzAfterSuites(options.fuzz, plan) : undefined,
    provenance: {
      runId: options.runId ?? randomUUID(),
      catalogDigest: catalogDigest(),
      suitesDigest: suitesDigest(plan.suites.map((p) => p.suite)),
      suites: plan.suites.map((p) => p.suite.id),
      seeds: options.fuzz ? { fuzz: options.fuzz.seed } : {},
    },
    finish,
  });
  listen?.(runner.events);
  return runner.run(plan);
}
