import type { Deviation } from './catalogue/shared.js';
import { INDEX } from './catalogue/index.js';
import { VALIDATION } from './catalogue/validation.js';
import { STOREFRONT } from './catalogue/storefront.js';
import { CATALOG_CHECKOUT } from './catalogue/catalog-checkout.js';
import { ADMIN } from './catalogue/admin.js';
import { ADMIN_DATA } from './catalogue/admin-data.js';
import { ADMIN_PRODUCTS } from './catalogue/admin-products.js';
import { ADMIN_NOTES } from './catalogue/notes.js';
import { ADMIN_COUPONS } from './catalogue/coupons.js';
import { ADMIN_COUPON_LIST } from './catalogue/coupons-list.js';
import { ORDERS } from './catalogue/orders.js';
import { SITE } from './catalogue/site.js';
import { METHODS } from './catalogue/methods.js';
import { INSIDE } from './catalogue/inside.js';
import { INPUT_FORMS } from './catalogue/input-forms.js';

export type { Deviation } from './catalogue/shared.js';
export { expectDeviation, runDeviation, type DeviationRun } from './catalogue/run.js';

/**
 * The ledger of cases shown to fail, one file per part of the interface under `catalogue/`: each entry
 * runs the named suites against the reference server with one named fault (`test/helpers/faults.ts`)
 * and expects exactly the cases in `fails` to fail or error. `ledger.test.ts` holds it to the planned
 * cases.
 */
export const CATALOGUE: Deviation[] = [
  ...INDEX,
  ...VALIDATION,
  ...STOREFRONT,
  ...CATALOG_CHECKOUT,
  ...ADMIN,
  ...ADMIN_DATA,
  ...ADMIN_PRODUCTS,
  ...ADMIN_NOTES,
  ...ADMIN_COUPONS,
  ...ADMIN_COUPON_LIST,
  ...ORDERS,
  ...SITE,
  ...METHODS,
  ...INSIDE,
  ...INPUT_FORMS,
];

/** One of `parts` shares of the catalogue, for as many test files, so that vitest's workers share the runs. */
export const share = (index: number, parts: number): Deviation[] => CATALOGUE.filter((_, i) => i % parts === index);
