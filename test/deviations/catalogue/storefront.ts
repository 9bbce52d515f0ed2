import { STOREFRONT_ALIASES } from './storefront-aliases.js';
import { STOREFRONT_BATCH } from './storefront-batch.js';
import { STOREFRONT_CART } from './storefront-cart.js';
import { STOREFRONT_COUPONS } from './storefront-coupons.js';
import { STOREFRONT_CUSTOMER } from './storefront-customer.js';
import { STOREFRONT_KEPT } from './storefront-kept.js';
import { STOREFRONT_SETUP } from './storefront-setup.js';
import type { Deviation } from './shared.js';

/**
 * Deviations of the storefront: carts, coupons in the cart, item keys, customers and shipping, what each
 * write does read back under each namespace, batch, and the two namespaces answering alike. One file per
 * concern (`storefront-*.ts`).
 */
export const STOREFRONT: Deviation[] = [
  ...STOREFRONT_SETUP,
  ...STOREFRONT_COUPONS,
  ...STOREFRONT_CART,
  ...STOREFRONT_CUSTOMER,
  ...STOREFRONT_KEPT,
  ...STOREFRONT_BATCH,
  ...STOREFRONT_ALIASES,
];
