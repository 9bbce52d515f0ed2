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
    const all = (await admin('GET', '/shop-analytics/admin/notes')).json();
    expect(all.map((n: { id: number }) => n.id).sort()).toEqual([70, 71, 72]);
    expect(all[0]).toMatchObject({ locale: 'en_US', layout: 'plain', is_deleted: false, is_read: false });
    expect(
      (await admin('GET', '/shop-analytics/admin/notes?type[]=warning')).json().map((n: { id: number }) => n.id),
    ).toEqual([71]);
    expect(
      (await admin('GET', '/shop-analytics/admin/notes?status[]=actioned')).json().map((n: { id: number }) => n.id),
    ).toEqual([72]);
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
    const all = (await admin('DELETE', '/shop-analytics/admin/notes/delete/all')).json();
    expect(all.map((n: { id: number }) => n.id).sort()).toEqual([70, 71, promo.id].sort((a, b) => a - b));
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
