import { describe, expect, it } from 'vitest';
import { prepare } from '../../src/engine.js';
import { verdictLevel } from '../../src/model/verdict.js';
import { ledgerRoute } from '../../spec/statements/index.js';
import { failsAtMust, runDeviation } from './catalogue/run.js';
import { allPlanned } from './statements/guards.js';
import { siteAhead, wrongImplementations, type WrongImplementation } from './wrong/faults.js';
import { PART_SUITES } from './wrong/listings.js';

/**
 * Data that discriminates: every wrong implementation of the catalog part's listings, derived by kind
 * from the catalog and from what the part's suites send (`wrong/faults.ts`: an order compared as text,
 * reversed, orderby or order ignored, a filter ignored, minor units read as major, a date read against
 * the other column or in the other timezone), put in front of the reference server alone, must fail a
 * case of the suites that request the listing at must level. A fault no case catches shows data that
 * gives the right and the wrong answer alike.
 *
 * What no data the interface lets a client make can tell apart is listed with its reason, and held to
 * be still uncaught (the day a case catches it, it leaves the list).
 */
const NOT_CAUGHT: Record<string, string> = {
  // Ids are the site's: whether their text order parts from their number order depends on the digits the
  // shop gives. The reference shop's ids of what the suites make share their digit count.
  'text-order: GET /shop/store/products orderby=id: /id compared as text':
    "the probes' ids are the site's; on the reference shop they share their digit count",
  'text-order: GET /shop-analytics/products orderby=id: /id compared as text':
    "the probes' ids are the site's; on the reference shop they share their digit count",
  'text-order: GET /shop-analytics/coupons orderby=id: /id compared as text':
    "the coupons' ids are the site's; twelve made at once on the reference shop share their digit count",
  'text-order: GET /shop/store/products/reviews orderby=id: /id compared as text':
    "reviews are the site's (the interface cannot make one); the reference shop's share their digit count",
  'text-order: GET /shop-analytics/admin/notes orderby=note_id: /id compared as text':
    "notes are the site's (the interface cannot make one); the reference shop's share their digit count",
  // Counts and ratings of the site's own terms and reviews.
  'text-order: GET /shop/store/products/categories orderby=count: /count compared as text':
    "a term's product count is the site's; the reference shop's are all of one digit",
  'text-order: GET /shop/store/products/tags orderby=count: /count compared as text':
    "a term's product count is the site's; the reference shop's are all of one digit",
  'text-order: GET /shop/store/products/attributes/{attribute_id}/terms orderby=count: /count compared as text':
    "a term's product count is the site's; the reference shop's are all of one digit",
  'text-order: GET /shop/store/products/reviews orderby=rating: /rating compared as text':
    'a rating is one digit (1 to 5): text and number order agree on every value it can take',
  'text-order: GET /shop-analytics/products orderby=rating: /average_rating compared as text':
    'an average rating lies between 0 and 5, one digit before the point: text and number order agree on every value',
  // Dates no client can write.
  'orderby-ignored: GET /shop-analytics/coupons orderby=id: the default order instead':
    "a coupon's dates cannot be written and rise with its id: the order by date (the default) is the order by id",
  'orderby-ignored: GET /shop-analytics/orders orderby=id: the default order instead':
    "an order's dates cannot be written and rise with its id: the order by date (the default) is the order by id",
  'orderby-ignored: GET /shop-analytics/coupons orderby=modified: the default order instead':
    'what a client makes is last changed when it is made (no date to write, no wait between requests): created and modified order agree',
  'orderby-ignored: GET /shop-analytics/orders orderby=modified: the default order instead':
    'what a client makes is last changed when it is made (no date to write, no wait between requests): created and modified order agree',
  'wrong-column: GET /shop-analytics/coupons after/before/modified_after/modified_before: after and before read as modified_after and modified_before, and the other way round':
    'what a client makes is last changed when it is made: its creation and modification dates are one date',
  'wrong-column: GET /shop-analytics/orders after/before/modified_after/modified_before: after and before read as modified_after and modified_before, and the other way round':
    'what a client makes is last changed when it is made: its creation and modification dates are one date',
  // What only the filter itself can name.
  'filter-ignored: GET /shop/store/products/tags hide_empty: ignored':
    "which tags have no product is the shop's: only the tag listing with hide_empty false names one, and the attribute's term count has no twin for tags",
};

const known = new Set(prepare([]).suites.map((s) => s.id));
/** The suites as a normal run runs them: each with its shop/store/v1 variant, where it has one. */
const withVariants = (suites: readonly string[]) => [
  ...new Set(suites.flatMap((s) => [s, ...[...known].filter((k) => k.startsWith(`${s}-v1`))])),
];

/**
 * The cases of the suites that request the listing (either storefront namespace), with the steps they
 * need: a wrong listing changes the answers of its own route and nothing else, so no other case can
 * see it. Every case of the suites when no route is given (the runs without a fault).
 */
function readers(suites: readonly string[], route?: string): string[] | undefined {
  if (route === undefined) return undefined;
  const kept = new Set(suites);
  return allPlanned()
    .filter((p) => kept.has(p.suite.id) && p.place && ledgerRoute(p.place.route) === route)
    .map((p) => p.key);
}

async function mustFailures(
  suites: readonly string[],
  fault: WrongImplementation['fault'],
  route?: string,
): Promise<string[]> {
  const all = withVariants(suites);
  const cases = readers(all, route);
  const selection =
    cases && cases.length > 0 ? { suites: all, rerun: { report: route as string, cases: new Set(cases) } } : undefined;
  const { run } = await runDeviation(
    {
      name: 'wrong-implementation',
      suites: all,
      fault,
      fails: [],
      ...(selection ? { selection } : {}),
    },
    { until: failsAtMust },
  );
  return run.cases.filter((c) => verdictLevel(c) === 'must').map((c) => `${c.suite}/${c.id}`);
}

const WRONG = wrongImplementations();

describe('a wrong implementation of a listing of the catalog part fails a case at must level', () => {
  it('is derived for every kind, each under a name of its own', () => {
    const names = WRONG.map((w) => w.name);
    expect(new Set(names).size).toBe(names.length);
    const kinds = new Set(WRONG.map((w) => w.kind));
    expect([...kinds].sort()).toEqual([
      'filter-ignored',
      'major-units',
      'order-ignored',
      'orderby-ignored',
      'reversed',
      'text-order',
      'wrong-column',
      'wrong-timezone',
    ]);
  });

  it('the list of those not caught names only derived ones', () => {
    const names = new Set(WRONG.map((w) => w.name));
    expect(Object.keys(NOT_CAUGHT).filter((name) => !names.has(name))).toEqual([]);
  });

  it("and without one, the part's suites pass at must level: at GMT and on a site two hours ahead", async () => {
    expect(await mustFailures(PART_SUITES, [])).toEqual([]);
    expect(await mustFailures(PART_SUITES, siteAhead)).toEqual([]);
  });

  it.each(WRONG)('$name', async (wrong) => {
    const failures = await mustFailures(wrong.suites, wrong.fault, wrong.route);
    const reason = NOT_CAUGHT[wrong.name];
    if (reason !== undefined) {
      expect(failures, `${wrong.name} is caught now: take it off NOT_CAUGHT`).toEqual([]);
      return;
    }
    expect(failures, `${wrong.name}: no case fails at must level`).not.toEqual([]);
  });
});
