import { catalogFor } from '../catalog/routes.js';
import { excludedByTag } from '../plan/filters.js';
import type { RunPlan } from '../plan/plan.js';
import type { AfterSuites } from '../runner/after-suites.js';
import { endpointNamed, fuzzEndpoints, type FuzzEndpoint } from './endpoints.js';
import { offeredEndpoint } from './offered.js';
import { fuzzSuite, runFuzzPhase, type FuzzOptions } from './phase.js';

/**
 * The fuzz phase as the runner runs it after the suites (`runner/after-suites.ts`), reported as a suite
 * of its own, one case per endpoint: the endpoint a replay names, or those the plan's suites request.
 */
export function fuzzAfterSuites(fuzz: FuzzOptions, plan: RunPlan): AfterSuites {
  const endpoints = fuzzTargets(fuzz, plan);
  const suite = fuzzSuite(fuzz);
  return {
    suite,
    count: endpoints.length,
    alone: fuzz.replay !== undefined,
    run: (run) =>
      runFuzzPhase(endpoints, fuzz, {
        env: run.env,
        offered: (e) => offeredEndpoint(e, run.listing, run.missing),
        speak: run.speak,
        suite,
        concurrency: run.concurrency,
        mustOnly: plan.selection.level === 'must',
        stopping: run.stopping,
        onCase: run.onCase,
      }),
  };
}

function fuzzTargets(fuzz: FuzzOptions, plan: RunPlan): FuzzEndpoint[] {
  if (fuzz.replay) {
    const named = endpointNamed(fuzz.replay.endpoint, catalogFor('primary').routes);
    return named ? [named] : [];
  }
  // Every case of the selected suites, whatever the other filters keep; a part left out with
  // --exclude-tag is left out of the phase too: its endpoints are not fuzzed.
  const kept = plan.suites.flatMap((s) => s.every).filter((c) => !excludedByTag(c, plan.selection));
  return fuzzEndpoints(kept, plan.selection.readOnly);
}
