import type { CaseSpec } from '../../src/model/suite.js';

/**
 * A case as the loader would give it, for tests of the engine's pieces: a must-level GET of `/x` with
 * no checks, no captures and no requirements, overridden by `over`.
 */
export function caseSpec(id: string, over: Partial<CaseSpec> = {}): CaseSpec {
  return {
    id,
    title: id,
    level: 'must',
    tags: [],
    requires: [],
    request: { method: 'GET', path: '/x' },
    expect: [],
    capture: {},
    origin: { file: 'x' },
    ...over,
  };
}
