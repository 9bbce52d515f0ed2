import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, call, CUSTOMER, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(app, method, `/rest-api${url}`, { as: ADMIN, ...(body !== undefined ? { body } : {}) });

describe('notes', () => {
  it('list filters by type and status; defaults are filled in', async () => {
    const noteIds = async (query: string) =>
      (await admin('GET', `/shop-analytics/admin/notes?${query}`)).json().map((n: { id: number }) => n.id);
    const all = (await admin('GET', '/shop-analytics/admin/notes?per_page=100')).json();
    expect(all.map((n: { id: number }) => n.id).sort()).toEqual([70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81]);
    expect(all[0]).toMatchObject({ locale: 'en_US', layout: 'plain', is_deleted: false, is_read: false });
    // A default page of ten, the newest first (three notes of one date: the highest id first).
    expect(await noteIds('')).toEqual([72, 71, 70, 78, 74, 80, 75, 73, 77, 79]);
    expect(await noteIds('type[]=warning')).toEqual([71, 78]);
    expect(await noteIds('status[]=actioned')).toEqual([72, 78, 74]);
    expect(await noteIds('source[]=signal-desk')).toEqual([78, 75, 81]);
    expect(await noteIds('orderby=note_id&order=asc&per_page=2&page=2')).toEqual([72, 73]);
    expect(await noteIds('orderby=date&order=asc&per_page=3')).toEqual([76, 81, 79]);
    expect((await admin('GET', '/shop-analytics/admin/notes?type[]=nope')).json().code).toBe('rest_invalid_param');
  });

  it("the action route marks the note read and sets the action's status", async () => {
    const res = await admin('POST', '/shop-analytics/admin/notes/71/action/2');
    expect(res.json()).toMatchObject({ id: 71, is_read: true, status: 'snoozed' });
    const missing = await admin('POST', '/shop-analytics/admin/notes/70/action/99');
    expect(missing.statusCode).toBe(404);
    expect((await admin('GET', '/shop-analytics/admin/notes/70')).json().is_read).toBe(true);
  });

  it('update, soft delete, delete all, batch update and promo activation', async () => {
    expect((await admin('PUT', '/shop-analytics/admin/notes/72', { status: 'sent' })).json().status).toBe('sent');
    expect((await admin('PUT', '/shop-analytics/admin/notes/72', { status: 'bogus' })).statusCode).toBe(400);
    const deleted = (await admin('DELETE', '/shop-analytics/admin/notes/delete/72')).json();
    expect(deleted.is_deleted).toBe(true);
    expect((await admin('GET', '/shop-analytics/admin/notes/72')).json().is_deleted).toBe(true);
    expect((await admin('GET', '/shop-analytics/admin/notes')).json().map((n: { id: number }) => n.id)).not.toContain(
      72,
    );
    expect((await admin('PUT', '/shop-analytics/admin/notes/update', { status: 'actioned' })).statusCode).toBe(422);
    expect(
      (await admin('PUT', '/shop-analytics/admin/notes/update', { noteIds: [70], is_read: false })).json()[0].is_read,
    ).toBe(false);
    const promo = (await admin('POST', '/shop-analytics/admin/notes/experimental-activate-promo/spring-sale')).json();
    expect(promo).toMatchObject({ name: 'spring-sale', type: 'marketing', status: 'unactioned' });
    // Only the notes of the statuses given; without a status, up to 25 of the types it may delete.
    const snoozed = (await admin('DELETE', '/shop-analytics/admin/notes/delete/all?status[]=snoozed')).json();
    // 71 was snoozed by its action above.
    expect(snoozed.map((n: { id: number }) => n.id)).toEqual([71, 80, 75]);
    const all = (await admin('DELETE', '/shop-analytics/admin/notes/delete/all')).json();
    expect(all.map((n: { id: number }) => n.id).sort((a: number, b: number) => a - b)).toEqual([
      70,
      73,
      74,
      78,
      79,
      81,
      promo.id,
    ]);
    expect((await admin('GET', '/shop-analytics/admin/notes/999')).statusCode).toBe(404);
  });
});

describe('data and shop-admin', () => {
  it('countries with states, locales, one country, unknown 404', async () => {
    const countries = (await admin('GET', '/shop-analytics/data/countries')).json();
    expect(countries.length).toBe(249);
    expect(countries.find((c: { code: string }) => c.code === 'DE')).toMatchObject({
      name: 'Germany',
      states: expect.arrayContaining([{ code: 'BE', name: 'Berlin' }]),
    });
    expect((await admin('GET', '/shop-analytics/data/countries/at')).json().states).toHaveLength(9);
    expect((await admin('GET', '/shop-analytics/data/countries/zz')).statusCode).toBe(404);
    // ISO 3166 alpha-2 only: a three-letter code is no country.
    expect((await admin('GET', '/shop-analytics/data/countries/DEU')).statusCode).toBe(404);
    expect((await admin('GET', '/shop-analytics/data/countries/locales')).json().DE).toEqual({
      state: { required: true, hidden: false },
      postcode: { required: true },
    });
    expect((await admin('GET', '/shop-analytics/data')).json().map((d: { slug: string }) => d.slug)).toEqual([
      'countries',
      'download-ips',
    ]);
  });

  it('options allow-list, marketing, suggestions', async () => {
    expect((await admin('GET', '/shop-admin/options?options=shop_currency,blogname')).json()).toEqual({
      shop_currency: 'EUR',
      blogname: 'Signal Desk',
    });
    expect((await admin('GET', '/shop-admin/options?options=secret_sauce')).statusCode).toBe(400);
    expect((await admin('POST', '/shop-admin/options', { shop_task_list_hidden: 'yes' })).json()).toEqual({
      success: true,
    });
    expect((await admin('GET', '/shop-admin/options?options=shop_task_list_hidden')).json()).toEqual({
      shop_task_list_hidden: 'yes',
    });
    expect((await admin('POST', '/shop-admin/options', { siteurl: 'http://evil' })).statusCode).toBe(400);
    expect((await admin('GET', '/shop-admin/marketing/recommended?per_page=1')).json()).toHaveLength(1);
    // More recommendations than a default page.
    expect((await admin('GET', '/shop-admin/marketing/recommended')).json()).toHaveLength(10);
    expect((await admin('GET', '/shop-admin/marketing/recommended?per_page=100')).json()).toHaveLength(12);
    expect((await admin('GET', '/shop-admin/marketing/recommended?category=email')).json()).toHaveLength(3);
    expect((await admin('GET', '/shop-admin/marketing/recommended?category=nothing')).json()).toEqual([]);
    expect((await admin('GET', '/shop-admin/marketing/knowledge-base?category=nothing')).json()).toEqual([]);
    expect((await admin('POST', '/shop-admin/marketing/overview/activate-plugin', {})).json().code).toBe(
      'rest_missing_callback_param',
    );
    expect(
      (await admin('POST', '/shop-admin/marketing/overview/activate-plugin', { plugin: 'shop-newsletter' })).json()
        .status,
    ).toBe('success');
    expect(
      (await admin('GET', '/shop-admin/marketing/overview/installed-plugins'))
        .json()
        .map((p: { slug: string; status: string }) => `${p.slug} ${p.status}`),
    ).toEqual(['shop-newsletter activated', 'shop-social-ads installed']);
    expect(
      (await admin('POST', '/shop-admin/marketing/overview/activate-plugin', { plugin: 'shop-reviews-boost' }))
        .statusCode,
    ).toBe(400);
    expect((await admin('GET', '/shop-admin/payment-gateway-suggestions')).json()).toHaveLength(2);
    await admin('POST', '/shop-admin/payment-gateway-suggestions/dismiss');
    expect((await admin('GET', '/shop-admin/payment-gateway-suggestions')).json()).toEqual([]);
  });

  it('every route here refuses anonymous callers and customers', async () => {
    for (const url of ['/shop-admin/features', '/shop-analytics/data/countries', '/shop-analytics/admin/notes']) {
      expect((await call(app, 'GET', `/rest-api${url}`)).statusCode, url).toBe(401);
      expect((await call(app, 'GET', `/rest-api${url}`, { as: CUSTOMER })).statusCode, url).toBe(403);
    }
  });
});
