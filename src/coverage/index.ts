/** What a run covered of the catalog: computed by the engine after a run, read by reports and `--min-coverage`. */
export { computeCoverage, type PlannedCase } from './compute.js';
export { partOf, PARTS } from './parts.js';
export { isPositive, requestedBy } from './cases.js';
export { requestedPercent } from './tally.js';
