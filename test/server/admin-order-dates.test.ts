import { describe, expect, it } from 'vitest';
import { onSiteTwoHoursAhead } from '../helpers/site-ahead.js';

const { admin, ids, hours } = onSiteTwoHoursAhead();

describe("order dates on a site ahead of GMT: the site's time and GMT", () => {
  it("answers each date in the site's time and in GMT, and the list compares the bounds with the one dates_are_gmt names", async () => {
    const made = (await admin('POST', '/orders', { customer_note: 'offset window' })).json();
    const { id, date_created: local, date_created_gmt: gmt } = made;
    expect(local).toBe(hours(gmt, 2));
    expect(made.date_modified).toBe(hours(made.date_modified_gmt, 2));
    // Between the GMT date and the date in the site's time.
    const between = hours(gmt, 1);
    expect(ids(await admin('GET', `/orders?include=${id}&before=${between}`))).toEqual([]);
    expect(ids(await admin('GET', `/orders?include=${id}&before=${between}&dates_are_gmt=true`))).toEqual([id]);
    expect(ids(await admin('GET', `/orders?include=${id}&after=${between}`))).toEqual([id]);
    expect(ids(await admin('GET', `/orders?include=${id}&after=${between}&dates_are_gmt=true`))).toEqual([]);
    // The same order read by itself answers the same dates.
    expect((await admin('GET', `/orders/${id}`)).json()).toMatchObject({ date_created: local, date_created_gmt: gmt });
  });
});
