import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedSchemas } from '../spec/json-schema.js';
import { builtInChecks, type CheckRegistry } from './checks/registry.js';
import { generateCases } from './generators/registry.js';
import { loadSuites } from './loading/load-all.js';
import { generatedCasesCached } from './loading/suite-cache.js';
import type { RunResult } from './model/result.js';
import type { CaseSpec, Suite } from './model/suite.js';
import type { RunEmitter } from './runner/events.js';
import { Runner, type RunOptions } from './runner/runner.js';
import { caseDecision, suiteSelected, type Selection } from './runner/selection.js';
import { packageRoot } from './util/package-root.js';

export interface EngineOptions extends Pick<RunOptions, 'target' | 'selection' | 'strict' | 'concurrency' | 'timeoutMs' | 'maxResponseBytes' | 'record' | 'vocabulary'> {
  suitePaths: string[];
}

let version: string | undefined;
export function toolVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}

const schemas = namedSchemas();

/** A suite's generated cases, from the run cache when the suite came through it. */
function generatedCases(suite: Suite): CaseSpec[] {
  return generatedCasesCached(suite, generateCases);
}

/** Suites from files, checks from the registry: everything a run or a listing needs, or a SuiteLoadError. */
export function prepare(suitePaths: string[]): { suites: Suite[]; checks: CheckRegistry } {
  const checks = builtInChecks();
  return { suites: loadSuites(suitePaths, checks), checks };
}

/** Every case of the selected suites that the filters keep, generated ones included, with its skip reason. */
export function plannedCases(suites: Suite[], selection: Selection): { suite: Suite; spec: CaseSpec; skip?: string | undefined }[] {
  return suites.filter((s) => suiteSelected(s, selection)).flatMap((suite) =>
    [...suite.setup, ...suite.cases, ...generatedCases(suite), ...suite.teardown].flatMap((spec) => {
      const d = caseDecision(suite, spec, selection);
      return d.include ? [{ suite, spec, skip: 'skip' in d ? d.skip : undefined }] : [];
    }));
}

export async function runConformance(options: EngineOptions, listen?: (events: RunEmitter) => void): Promise<RunResult> {
  const { suites, checks } = prepare(options.suitePaths);
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
  });
  listen?.(runner.events);
  return runner.run(suites);
}
