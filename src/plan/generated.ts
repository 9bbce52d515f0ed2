import { generateCases } from '../generators/registry.js';
import { generatedCasesCached } from '../loading/suite-cache.js';
import type { CaseSpec, Suite } from '../model/suite.js';

/**
 * A suite's generated cases, from the run cache when the suite came through it; kept per suite object
 * for the process, since a process may plan the same suites more than once (a check of the selection,
 * then the run; the tests).
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
