import { builtInChecks } from '../../src/checks/registry.js';
import type { CaseSpec, Suite } from '../../src/model/suite.js';
import type { RunResult } from '../../src/model/result.js';
import { makePlan } from '../../src/plan/plan.js';
import type { Selection } from '../../src/plan/selection.js';
import { Runner, type RunOptions } from '../../src/runner/runner.js';

/** A suite of the given cases and nothing else (no file, no generators), for engine tests. */
export const bareSuite = (id: string, cases: CaseSpec[], setup: CaseSpec[] = []): Suite => ({
  id,
  title: id,
  file: 'x',
  tags: [],
  setup,
  cases,
  teardown: [],
  generators: [],
});

/**
 * A runner of the engine alone against a throwaway target (`http-target.ts`): built-in checks, no
 * named schemas, no generated cases, no admin and no customer, no examination of every answer against
 * the document (`examineReplies`), unless the test says otherwise.
 */
export function engineRunner(
  baseUrl: string,
  options: Partial<Omit<RunOptions, 'target'>> & {
    apiRoot?: string;
    target?: Partial<RunOptions['target']>;
    selection?: Selection;
  } = {},
): { events: Runner['events']; run: (suites: Suite[]) => Promise<RunResult> } {
  const {
    apiRoot = '/rest-api',
    target,
    selection = { readOnly: false, haveAdmin: false, haveCustomer: false },
    ...rest
  } = options;
  const runner = new Runner(
    {
      target: { baseUrl, apiRoot, headers: {}, embedded: false, ...target },
      strict: false,
      concurrency: 4,
      timeoutMs: 2000,
      maxResponseBytes: 100_000,
      // The throwaway targets answer what each test needs, not what the document says a reply holds.
      examineReplies: false,
      ...rest,
    },
    { checks: builtInChecks(), namedSchema: () => undefined, version: 'test', after: rest.after },
  );
  // The plan of the given suites alone: no generated cases.
  return { events: runner.events, run: (suites) => runner.run(makePlan(suites, selection, () => [])) };
}
