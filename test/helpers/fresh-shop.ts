/**
 * The cases that remove what an earlier, interrupted run left on the shop (orders of a suite's probe,
 * coupons with its prefix): on a fresh shop they find nothing and are skipped, saying so. Every other
 * case of every suite passes against the unaltered reference server.
 */
export const NOTHING_LEFT_IDS: ReadonlySet<string> = new Set([
  'remove-leftovers',
  'remove-leftovers-a',
  'remove-leftovers-b',
  'cancel-paid-leftover',
  'remove-leftover-orders',
  'remove-leftover-coupons',
]);

/** Whether a case's outcome is a fresh shop's nothing to remove. */
export const nothingLeft = (c: { id: string; outcome: string; skipReason?: string | undefined }): boolean =>
  c.outcome === 'skipped' && NOTHING_LEFT_IDS.has(c.id) && /found nothing on the site/.test(c.skipReason ?? '');

/** A run's not-passed outcomes by case id (`conformance.ts` `notPassed`) without a fresh shop's nothing to remove. */
export const withoutNothingLeft = (notPassed: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(notPassed).filter(([id, o]) => !(o === 'skipped' && NOTHING_LEFT_IDS.has(id))));
