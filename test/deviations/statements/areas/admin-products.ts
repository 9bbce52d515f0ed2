import { ignoresArgument, storageFault, type Fault } from '../../../helpers/faults.js';
import { siteTwoHoursAhead } from './admin-faults.js';
import type { Area } from './area.js';

/**
 * dates_are_gmt shows only where the site's time is not GMT (the reference site's offset is 0): the site
 * two hours ahead of GMT, a setting a real shop may have and under which the suites pass, and the list
 * ignoring the argument there.
 */
function ignoresDatesAreGmt(): Fault[] {
  // The list (its one place); statements/faults.ts is not imported here, as it imports the areas.
  const list = { method: 'GET', path: '/shop-analytics/products', site: 'any' as const };
  return [
    siteTwoHoursAhead({ path: '/shop-analytics/products', site: 'any' }),
    { ...ignoresArgument(list, 'dates_are_gmt'), name: 'dates_are_gmt ignored' },
  ];
}

/** Statements of administration products: the list filters and what a create stores. */
export const AREA: Area = {
  exempt: {
    'get.shop-analytics.products.context':
      'The document says of context only that it selects which response fields are present (line 37) and that this list also allows embed (line 292), never which fields view, embed or edit selects: a server that answers every context with the same fields follows it, so no answer can show the argument ignored. Its enum is shown refused and taken (context.enum), its default by the answers with view given and left out agreeing (context.default), and the reference server answers embed with fewer fields.',
  },
  explicit: {
    'get.shop-analytics.products.dates_are_gmt': ignoresDatesAreGmt,
    // A SKU is a unique identifier (line 170): a server that does not look the SKU up takes a second one.
    'products.sku-unique': () =>
      storageFault(
        'products.sku-unique: a product with a SKU another has is created',
        'POST /shop-analytics/products takes a SKU another product already has.',
        (storage) => {
          storage.products.bySku = () => undefined;
        },
      ),
  },
  notYetGuarded: [],
};
