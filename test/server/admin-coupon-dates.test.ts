import { describe, expect, it } from 'vitest';
import { onSiteTwoHoursAhead } from '../helpers/site-ahead.js';

const { admin, ids, hours } = onSiteTwoHoursAhead();

describe("coupon dates on a site ahead of GMT: the site's time and GMT", () => {
  it("answers each date in the site's time and in GMT", async () => {
    const made = (await admin('POST', '/coupons', { code: 'offset-probe', amount: '1' })).json();
    expect(made.date_created).toBe(hours(made.date_created_gmt, 2));
    expect(made.date_modified).toBe(hours(made.date_modified_gmt, 2));
  });

  it('compares the bounds with the GMT dates with dates_are_gmt, else with the dates in the site’s time', async () => {
    const made = (await admin('POST', '/coupons', { code: 'offset-window', amount: '1' })).json();
    const { id, date_created: local, date_created_gmt: gmt } = made;
    // Between the GMT date and the date in the site's time.
    const between = hours(gmt, 1);
    expect(ids(await admin('GET', `/coupons?include=${id}&before=${between}`))).toEqual([]);
    expect(ids(await admin('GET', `/coupons?include=${id}&before=${between}&dates_are_gmt=true`))).toEqual([id]);
    expect(ids(await admin('GET', `/coupons?include=${id}&after=${between}`))).toEqual([id]);
    expect(ids(await admin('GET', `/coupons?include=${id}&after=${between}&dates_are_gmt=true`))).toEqual([]);
    expect(local).toBe(hours(gmt, 2));
  });

  it("keeps one expiry, written in the site's time or in GMT", async () => {
    const made = (
      await admin('POST', '/coupons', { code: 'offset-expiry', date_expires: '2031-05-06T12:00:00' })
    ).json();
    expect(made).toMatchObject({ date_expires: '2031-05-06T12:00:00', date_expires_gmt: '2031-05-06T10:00:00' });
    const gmt = (await admin('POST', `/coupons/${made.id}`, { date_expires_gmt: '2032-07-15T08:00:00' })).json();
    expect(gmt).toMatchObject({ date_expires: '2032-07-15T10:00:00', date_expires_gmt: '2032-07-15T08:00:00' });
    const cleared = (await admin('POST', `/coupons/${made.id}`, { date_expires: '' })).json();
    expect(cleared).toMatchObject({ date_expires: null, date_expires_gmt: null });
  });
});
