import { aroundDispatch, aroundExecute, matches, type Fault, type Target } from '../../../helpers/faults.js';

/**
 * Faults of administration coupons and countries written out, for the statements whose kind does not
 * say how to break them (areas/admin.ts) and for the deviation catalogue (catalogue/admin.ts). Kept apart
 * from the area file, which the statement faults import: the catalogue may import these without a cycle.
 */

/** The coupon fields a batch item may carry besides its id and code. */
const BATCH_KEPT = new Set(['id', 'code']);

/** The batch route runs each item with only its id and code: the coupon fields it is given are dropped. */
export function batchDropsFields(target: Target): Fault {
  return {
    name: 'coupons.batch: the batch route drops the coupon fields of its items',
    description:
      'POST, PUT, PATCH /shop-analytics/coupons/batch creates and updates with each item’s id and code only.',
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (!matches(target, prepared.request)) return next(prepared);
        const strip = (items: unknown) =>
          Array.isArray(items)
            ? items.map((item: Record<string, unknown>) =>
                Object.fromEntries(Object.entries(item).filter(([k]) => BATCH_KEPT.has(k))),
              )
            : items;
        const { create, update } = prepared.params;
        return next({ ...prepared, params: { ...prepared.params, create: strip(create), update: strip(update) } });
      });
    },
  };
}

/** DELETE with force=true moves the coupon to the trash, as without it. */
export function forceTrashes(target: Target): Fault {
  return {
    name: 'coupons.force-bypasses-trash: force=true trashes the coupon',
    description: 'DELETE /shop-analytics/coupons/{id}?force=true moves the coupon to the trash instead of removing it.',
    apply(app) {
      aroundExecute(app, async (prepared, next) =>
        matches(target, prepared.request) && prepared.params.force === true
          ? next({ ...prepared, params: { ...prepared.params, force: false } })
          : next(prepared),
      );
    },
  };
}

/** Three-letter codes of countries the reference shop knows, and the two-letter code of each. */
const ALPHA3: Record<string, string> = { DEU: 'DE', AUT: 'AT', CHE: 'CH', FRA: 'FR', USA: 'US', GBR: 'GB' };

/**
 * A country named by its ISO 3166 alpha-3 code served as that country: the route's pattern takes any
 * word, so the fault is in the lookup, which reads DEU as DE.
 */
export function countryAlpha3Served(target: Target): Fault {
  return {
    name: 'path.shop-analytics.data.countries.location: an alpha-3 code served as its country',
    description: 'GET /shop-analytics/data/countries/DEU answers as /shop-analytics/data/countries/DE.',
    apply(app) {
      aroundDispatch(app, async (request, next) => {
        const m = /^(.*\/data\/countries\/)([A-Za-z]{3})\/?$/.exec(request.path);
        const alpha2 = m ? ALPHA3[(m[2] as string).toUpperCase()] : undefined;
        return m && alpha2 && matches(target, request)
          ? next({ ...request, path: `${m[1] as string}${alpha2}` })
          : next(request);
      });
    },
  };
}

/**
 * The site two hours ahead of GMT for the requests of `target` (the reference site is at GMT, where the
 * site's time and GMT are one): a setting a real shop may have, under which the suites pass.
 */
export function siteTwoHoursAhead(target: Target): Fault {
  return {
    name: `the site two hours ahead of GMT (${String(target.path)})`,
    description: 'The site answers these routes in a timezone two hours ahead of GMT.',
    apply(app) {
      aroundDispatch(app, (request, next) =>
        next(
          matches(target, request)
            ? { ...request, site: { ...request.site, settings: { ...request.site.settings, gmtOffset: '2' } } }
            : request,
        ),
      );
    },
  };
}
