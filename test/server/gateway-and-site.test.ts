import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, BASE, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) =>
  call(app, method, `/rest-api${url}`, {
    as: ADMIN,
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
  });

describe('gateway', () => {
  it('settings round trip with enum refusals', async () => {
    expect(
      (
        await admin('POST', '/shop/v3/gateway/settings', {
          payment_request_button_theme: 'light',
          is_debug_log_enabled: true,
        })
      ).json(),
    ).toEqual([]);
    expect((await admin('GET', '/shop/v3/gateway/settings')).json()).toMatchObject({
      payment_request_button_theme: 'light',
      is_debug_log_enabled: true,
      enabled_payment_method_ids: ['card'],
    });
    expect(
      (await admin('PUT', '/shop/v3/gateway/settings', { payment_request_button_theme: 'neon' })).json().code,
    ).toBe('rest_invalid_param');
    expect(
      (await admin('PUT', '/shop/v3/gateway/settings', { enabled_payment_method_ids: ['card', 'iban'] })).json().data
        .params.enabled_payment_method_ids,
    ).toBe('enabled_payment_method_ids[1] is not card.');
  });

  it('keys are never returned in clear; the masked value sent back leaves a key unchanged; prefixes are checked', async () => {
    const secret = 'sk_test_abcdefghijklmnopqrstuvwxyz0123456789';
    const masked = (
      await admin('POST', '/shop/v3/gateway/account_keys', {
        test_secret_key: secret,
        test_publishable_key: 'pk_test_123',
      })
    ).json();
    expect(masked.test_secret_key).toBe(`sk_test_ab${'*'.repeat(50)}89`);
    expect(masked.test_secret_key).toHaveLength(62);
    expect(JSON.stringify((await admin('GET', '/shop/v3/gateway/account_keys')).json())).not.toContain(secret);
    await admin('POST', '/shop/v3/gateway/account_keys', { test_secret_key: masked.test_secret_key });
    expect((await admin('GET', '/shop/v3/gateway/account_keys')).json().test_secret_key).toBe(masked.test_secret_key);
    expect((await admin('POST', '/shop/v3/gateway/account_keys', { secret_key: 'pk_live_nope' })).json()).toMatchObject(
      { code: 'rest_invalid_param', data: { params: { secret_key: expect.any(String) } } },
    );
    expect((await admin('POST', '/shop/v3/gateway/account_keys', { test_secret_key: '' })).json().test_secret_key).toBe(
      '',
    );
  });

  it('terminal locations lifecycle, the store location, required arguments', async () => {
    const created = (
      await admin('POST', '/shop/v3/gateway/terminal/locations', {
        display_name: 'Front desk',
        address: { country: 'PR', city: 'San Juan' },
      })
    ).json();
    expect(created).toMatchObject({
      object: 'terminal.location',
      display_name: 'Front desk',
      address: { country: 'US', state: 'PR' },
    });
    expect((await admin('GET', `/shop/v3/gateway/terminal/locations/${created.id}`)).json().id).toBe(created.id);
    expect(
      (await admin('POST', `/shop/v3/gateway/terminal/locations/${created.id}`, { display_name: 'Back desk' })).json()
        .display_name,
    ).toBe('Back desk');
    expect((await admin('GET', '/shop/v3/gateway/terminal/locations/store')).json().display_name).toBe('Signal Desk');
    expect((await admin('GET', '/shop/v3/gateway/terminal/locations')).json()).toHaveLength(2);
    expect((await admin('DELETE', `/shop/v3/gateway/terminal/locations/${created.id}`)).json()).toEqual({
      id: created.id,
      object: 'terminal.location',
      deleted: true,
    });
    expect((await admin('GET', `/shop/v3/gateway/terminal/locations/${created.id}`)).statusCode).toBe(404);
    expect(
      (await admin('POST', '/shop/v3/gateway/terminal/locations', { display_name: 'x' })).json().data.params,
    ).toEqual(['address']);
  });

  it('orders: create_customer and capture against real orders; unknown 404; missing payment_intent_id 400', async () => {
    const order = (await admin('POST', '/shop-analytics/orders', { line_items: [{ product_id: 17 }] })).json();
    expect((await admin('POST', `/shop/v3/gateway/orders/${order.id}/create_customer`)).json().id).toMatch(/^cus_/);
    expect(
      (
        await admin('POST', `/shop/v3/gateway/orders/${order.id}/capture_terminal_payment`, {
          payment_intent_id: 'pi_1',
        })
      ).json(),
    ).toMatchObject({ status: 'succeeded', order_status: 'processing' });
    expect((await admin('POST', '/shop/v3/gateway/orders/999999/create_customer')).statusCode).toBe(404);
    expect((await admin('POST', `/shop/v3/gateway/orders/${order.id}/capture_terminal_payment`, {})).json().code).toBe(
      'rest_missing_callback_param',
    );
  });

  it('tokens, account, connection tokens, upe flag, payment gateways, oauth', async () => {
    const token = `tok_${'A1'.repeat(12)}`;
    expect((await admin('GET', `/shop/v3/gateway/tokens/${token}`)).statusCode).toBe(400);
    expect(
      (
        await admin('GET', `/shop/v3/gateway/tokens/${token}`, undefined, { 'x-shop-gateway-secret-key': 'sk_test_1' })
      ).json().id,
    ).toBe(token);
    expect((await admin('GET', '/shop/v3/gateway/account')).json()).toMatchObject({ simulated: true, country: 'DE' });
    expect((await admin('POST', '/shop/v3/gateway/connection_tokens')).json().secret).toMatch(/^pst_test_/);
    expect(
      (await admin('POST', '/shop/v3/gateway/upe_flag_toggle', { is_upe_enabled: false })).json().is_upe_enabled,
    ).toBe(false);
    expect((await admin('GET', '/shop/v3/gateway/payment-gateway/bacs')).json()).toMatchObject({
      id: 'bacs',
      enabled: true,
    });
    expect((await admin('GET', '/shop/v3/gateway/payment-gateway/nope')).statusCode).toBe(404);
    const init = (await admin('POST', '/shop/v1/connect/gateway/oauth/init')).json();
    expect((await admin('POST', '/shop/v1/connect/gateway/oauth/connect', { state: 'wrong' })).statusCode).toBe(400);
    expect((await admin('POST', '/shop/v1/connect/gateway/oauth/connect', { state: init.state })).json().success).toBe(
      true,
    );
  });
});

describe("a header named in the site's own words", () => {
  it('is read as its neutral name (X-Mercato-Paylane-Secret-Key is the gateway secret key)', async () => {
    const site = await testApp({
      vocabulary: { words: { shop: 'mercato', gateway: 'paylane' }, apiRoot: '/api-json' },
    });
    try {
      const url = `/api-json/mercato/v3/paylane/tokens/tok_${'A1'.repeat(12)}`;
      const read = (headers: Record<string, string>) => call(site, 'GET', url, { as: ADMIN, headers });
      expect((await read({})).statusCode).toBe(400);
      expect((await read({ 'x-mercato-paylane-secret-key': 'sk_test_1' })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('contact forms, security, insights, custom blocks', () => {
  it('contact form feedback is validated against the form and is public', async () => {
    const bad = (
      await call(app, 'POST', '/rest-api/contact-form/v1/contact-forms/1/feedback', {
        body: { 'your-name': 'Ada', 'your-email': 'nope' },
      })
    ).json();
    expect(bad).toMatchObject({
      status: 'validation_failed',
      invalid_fields: [{ field: 'your-email' }, { field: 'your-message' }],
    });
    const good = (
      await call(app, 'POST', '/rest-api/contact-form/v1/contact-forms/1/feedback', {
        body: { 'your-name': 'Ada', 'your-email': 'ada@example.com', 'your-message': 'Hi' },
      })
    ).json();
    expect(good.status).toBe('mail_sent');
    expect(
      (await call(app, 'GET', '/rest-api/contact-form/v1/contact-forms/1/feedback/schema')).json().required,
    ).toEqual(['your-name', 'your-email', 'your-message']);
    expect(
      (await call(app, 'POST', '/rest-api/contact-form/v1/contact-forms/99/feedback', { body: {} })).statusCode,
    ).toBe(404);
    const created = await admin('POST', '/contact-form/v1/contact-forms', {
      title: 'Callback',
      fields: [{ name: 'phone', required: true }],
    });
    expect(created.statusCode).toBe(201);
    expect((await admin('DELETE', `/contact-form/v1/contact-forms/${created.json().id}`)).json().deleted).toBe(true);
    expect((await call(app, 'GET', '/rest-api/contact-form/v1/contact-forms')).statusCode).toBe(401);
  });

  it("a security scan finds issues in the shop's own state; issues can be ignored", async () => {
    expect((await admin('POST', '/security/v1/authenticate')).json().connected).toBe(true);
    const scan = (await admin('POST', '/security/v1/scan')).json();
    expect(scan.status).toBe('complete');
    const issues = (await admin('GET', '/security/v1/scan/issues')).json();
    expect(issues.map((i: { type: string }) => i.type)).toContain('gateway-test-mode');
    expect(
      (await admin('POST', '/security/v1/scan/issue', { id: issues[0].id, status: 'ignored' })).json().status,
    ).toBe('ignored');
    expect((await admin('POST', '/security/v1/scan/issue', { id: 999, status: 'ignored' })).statusCode).toBe(404);
    expect((await admin('POST', '/security/v1/config', { scan_schedule: 'weekly' })).json().scan_schedule).toBe(
      'weekly',
    );
    expect((await admin('POST', '/security/v1/config', { open_sesame: true })).statusCode).toBe(400);
  });

  it('insights onboarding: a deleted key stops working', async () => {
    expect((await admin('GET', '/insights/v1/onboarding/settings?onboarding_key=k1')).statusCode).toBe(404);
    expect(
      (await admin('POST', '/insights/v1/onboarding/settings', { onboarding_key: 'k1', site_type: 'shop' })).json(),
    ).toMatchObject({ onboarding_key: 'k1', licensed: false });
    expect(
      (
        await admin('POST', '/insights/v1/onboarding/set-license-key', { onboarding_key: 'k1', license_key: 'L-1' })
      ).json().success,
    ).toBe(true);
    expect(
      (await admin('GET', '/insights/v1/onboarding/connect-url?onboarding_key=k1&license_key=L-1')).json().url,
    ).toContain('onboarding=k1');
    await admin('POST', '/insights/v1/onboarding/delete-onboarding-key', { onboarding_key: 'k1' });
    expect((await admin('GET', '/insights/v1/onboarding/settings?onboarding_key=k1')).statusCode).toBe(404);
  });

  it('custom block templates: known names served, unknown 404', async () => {
    expect((await admin('GET', '/custom-blocks/template-file?blockName=shop/signal-card')).json().template).toContain(
      'signal-card',
    );
    expect((await admin('GET', '/custom-blocks/template-file?blockName=shop/nope')).statusCode).toBe(404);
  });
});

describe('oEmbed', () => {
  it("embeds the shop's own product pages with the platform's sizes", async () => {
    const url = encodeURIComponent(`${BASE}/product/trading-journal/`);
    const body = (await call(app, 'GET', `/rest-api/oembed/1.0/embed?url=${url}`)).json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Trading Journal',
      width: 600,
      height: 338,
      provider_url: BASE,
    });
    expect(Object.keys(body)).toEqual([
      'version',
      'provider_name',
      'provider_url',
      'author_name',
      'author_url',
      'title',
      'type',
      'width',
      'height',
      'html',
    ]);
    expect((await call(app, 'GET', `/rest-api/oembed/1.0/embed?url=${url}&maxwidth=400`)).json()).toMatchObject({
      width: 400,
      height: 225,
    });
    expect((await call(app, 'GET', `/rest-api/oembed/1.0/embed?url=${url}&maxwidth=100`)).json()).toMatchObject({
      width: 200,
      height: 200,
    });
    const xml = await call(app, 'GET', `/rest-api/oembed/1.0/embed?url=${url}&format=xml`);
    expect(xml.headers['content-type']).toBe('text/xml; charset=UTF-8');
    expect(xml.body).toMatch(/^<\?xml version="1.0"\?>\n<oembed><version>1.0<\/version>/);
  });

  it('unknown URLs are oembed_invalid_url; the proxy is for administrators and answers local URLs', async () => {
    expect(
      (await call(app, 'GET', '/rest-api/oembed/1.0/embed?url=https%3A%2F%2Felsewhere.example%2F')).json(),
    ).toEqual({ code: 'oembed_invalid_url', message: 'Not Found', data: { status: 404 } });
    expect((await call(app, 'GET', '/rest-api/oembed/1.0/proxy?url=x')).statusCode).toBe(401);
    expect((await admin('GET', `/oembed/1.0/proxy?url=${encodeURIComponent(`${BASE}/`)}`)).json().title).toBe(
      'Signal Desk',
    );
    expect((await admin('GET', '/oembed/1.0/proxy?url=https%3A%2F%2Felsewhere.example%2F')).statusCode).toBe(404);
  });
});
