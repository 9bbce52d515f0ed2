import type { Place } from '../../../spec/statements/index.js';
import type { Fault } from '../../helpers/faults.js';

/**
 * Faults written out for statements whose kind does not say what breaking them means (what set_paid
 * does, a write read back, an address without its email): statement id → the fault on the places given
 * (every place the statement holds on, or one route's when it is shown route by route). Each breaks
 * that statement and nothing else; `test/deviations/statements-*.test.ts` runs it against the cases
 * that cite the statement.
 */
export const EXPLICIT_FAULTS: Record<string, (places: readonly Place[]) => Fault | Fault[]> = {};
