import { builtInChecks } from '../../src/checks/registry.js';
import type { CaseSpec, Suite } from '../../src/model/suite.js';
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
 * named schemas, no generated cases, no admin and no customer unless the test says otherwise.
 */
export function engineRunner(
  baseUrl: string,
  options: Partial<Omit<RunOptions, 'target'>> & { apiRoot?: string; target?: Partial<RunOptions['target']> } = {},
): Runner {
  const { apiRoot = '/rest-api', target, ...rest } = options;
  return new Runner({
    target: { baseUrl, apiRoot, headers: {}, embedded: false, ...target },
    selection: { readOnly: false, haveAdmin: false, haveCustomer: false },
    strict: false,
    concurrency: 4,
    timeoutMs: 2000,
    maxResponseBytes: 100_000,
    checks: builtInChecks(),
    namedSchema: () => undefined,
    generate: () => [],
    version: 'test',
    ...rest,
  });
}
