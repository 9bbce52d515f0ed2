/** Each verdict traced to the interface document: what a case cites, and the run's document trace. */
export { citesOf, type Cites } from './cites.js';
export { CHECKING, documentTrace, isChecked } from './trace.js';
