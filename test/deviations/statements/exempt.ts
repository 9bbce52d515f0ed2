import type { Area } from './areas/area.js';
import { AREA as catalog } from './areas/catalog.js';
import { AREA as storefront } from './areas/storefront.js';
import { AREA as orders } from './areas/orders.js';
import { AREA as admin } from './areas/admin.js';
import { AREA as adminProducts } from './areas/admin-products.js';
import { AREA as site } from './areas/site.js';

/** One file per part of the interface (`areas/`), so that each is written beside its suites. */
const AREAS: readonly Area[] = [catalog, storefront, orders, admin, adminProducts, site];

/**
 * Statements no request can observe, each with the reason. Only what the interface leaves a client no
 * way to see belongs here: a statement a suite has not shown yet is not exempt (`NOT_YET_GUARDED`).
 */
export const EXEMPT: Record<string, string> = Object.assign({}, ...AREAS.map((a) => a.exempt));

/**
 * Statements no case shows yet, with no fault that a case catches: the work left, by id. It may only
 * shrink; the issue that made the ledger is resolved when it is empty.
 */
export const NOT_YET_GUARDED: readonly string[] = AREAS.flatMap((a) => a.notYetGuarded);

/** Faults written out for statements whose kind does not say how to break them. */
export const EXPLICIT_FAULTS: Area['explicit'] = Object.assign({}, ...AREAS.map((a) => a.explicit));
