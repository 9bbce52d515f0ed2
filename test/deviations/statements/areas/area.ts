import type { Place } from '../../../../spec/statements/index.js';
import type { Fault } from '../../../helpers/faults.js';

/**
 * What one part of the interface says of its statements, beside the cases that cite them: the
 * statements no request can observe (each with the reason), the faults written out for statements
 * whose kind does not say how to break them (statement id → the fault on the places given: every place
 * it holds on, or one route's when it is shown route by route), and the statements not guarded yet.
 */
export interface Area {
  exempt: Record<string, string>;
  explicit: Record<string, (places: readonly Place[]) => Fault | Fault[]>;
  /** The work left: it may only shrink; the ledger is complete when every area's is empty. */
  notYetGuarded: readonly string[];
}
