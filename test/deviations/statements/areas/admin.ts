import type { Place } from '../../../../spec/statements/index.js';
import { changesDefault, ignoresArgument, type Fault } from '../../../helpers/faults.js';
import { targetOf } from '../targets.js';
import { batchDropsFields, countryAlpha3Served, forceTrashes, siteTwoHoursAhead } from './admin-faults.js';
import type { Area } from './area.js';

/**
 * Why `context` cannot be observed on these routes: the document says only that it "selects which
 * response fields are present" (line 37) and shows neither a coupon's nor a note's fields per context
 * (lines 205, 207); the platform declares every coupon and note field for both view and edit, so both
 * answers are the same object. No field is stated present in one context and absent in the other.
 */
const CONTEXT_UNSEEN =
  'The document says context selects which response fields are present (line 37) but shows no field of this answer per context (lines 205, 207), and the platform declares every field of it for view and edit alike: view and edit answer the same object, so no request can tell one from the other.';

/**
 * dates_are_gmt shows only where the site's time is not GMT (the reference site's offset is 0): every
 * coupon route answered as by a site two hours ahead of GMT, and the list ignoring the flag there, or
 * taking it to be true when it is left out. coupons-list compares a bound in GMT against the GMT date with
 * the same bound in the site's time against the site's date (after-/before-own-gmt-date, dates-in-site-
 * time-by-default and -after), which parts from such a server ahead of GMT or behind it (tried at +2, -5).
 */
const COUPON_ROUTES = { path: /^\/shop-analytics\/coupons(?:\/.*)?$/, site: 'any' as const };
const onSiteAhead = (fault: (places: readonly Place[]) => Fault) => (places: readonly Place[]) => [
  siteTwoHoursAhead(COUPON_ROUTES),
  fault(places),
];

/** Statements of administration coupons, notes, countries and marketing helpers. */
export const AREA: Area = {
  exempt: {
    'get.shop-analytics.coupons.context': CONTEXT_UNSEEN,
    'get.shop-analytics.coupons.context.default': CONTEXT_UNSEEN,
    'get.shop-analytics.coupons.id.context': CONTEXT_UNSEEN,
    'get.shop-analytics.coupons.id.context.default': CONTEXT_UNSEEN,
    'get.shop-analytics.admin.notes.context': CONTEXT_UNSEEN,
    'get.shop-analytics.admin.notes.context.default': CONTEXT_UNSEEN,
  },
  explicit: {
    'coupons.batch': (places: readonly Place[]) => batchDropsFields(targetOf(places)),
    'coupons.force-bypasses-trash': (places: readonly Place[]) => forceTrashes(targetOf(places)),
    'path.shop-analytics.data.countries.location': (places: readonly Place[]) => countryAlpha3Served(targetOf(places)),
    'get.shop-analytics.coupons.dates_are_gmt': onSiteAhead((places) => ({
      ...ignoresArgument(targetOf(places), 'dates_are_gmt'),
      name: 'get.shop-analytics.coupons.dates_are_gmt: ignored on a site ahead of GMT',
    })),
    'get.shop-analytics.coupons.dates_are_gmt.default': onSiteAhead((places) => ({
      ...changesDefault(targetOf(places), 'dates_are_gmt', true),
      name: 'get.shop-analytics.coupons.dates_are_gmt.default: true on a site ahead of GMT',
    })),
  },
  notYetGuarded: [],
};
