import { describe, expect, it } from 'vitest';
import { failed, path, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';

/** The gateway, oEmbed, auth and site-service suites against an altered server: exactly the matching cases fail. */

const ok = (body: unknown) => (_b: unknown, reply: { code(n: number): unknown }) => { reply.code(200); return body; };

describe('gateway, oEmbed, auth and site-service suites can fail', () => {
  it('gateway: a token id of the wrong pattern accepted', async () => {
    const run = await runSuitesAgainst(['gateway'], {}, (app) => rewriteReplies(app,
      (_m, url) => path(url).endsWith('/gateway/tokens/tok_short'), ok({ id: 'tok_short' })));
    expect(failed(run.notPassed)).toEqual(['token-pattern-short']);
  });

  it('gateway: a setting not written', async () => {
    const run = await runSuitesAgainst(['gateway'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url).endsWith('/gateway/settings') && status === 200,
      (body) => ({ ...(body as object), payment_request_button_theme: 'dark' })));
    expect(failed(run.notPassed)).toEqual(['settings-read-back']);
  });

  it('auth: a secret returned in clear', async () => {
    const run = await runSuitesAgainst(['auth'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url).endsWith('/gateway/account_keys') && status === 200,
      (body) => ({ ...(body as object), test_webhook_secret: 'whsec_probe0123456789conformancecheck' })));
    expect(failed(run.notPassed)).toEqual(['keys-masked-on-read']);
  });

  it('oembed: maxwidth ignored', async () => {
    const run = await runSuitesAgainst(['oembed'], {}, (app) => app.addHook('onRequest', async (request) => {
      request.raw.url = (request.raw.url ?? '').replace(/([?&])maxwidth=[^&]*/, '$1');
    }));
    expect(failed(run.notPassed)).toEqual(['maxwidth-400', 'maxwidth-clamped-low']);
  });

  it('security: the issues route missing', async () => {
    const run = await runSuitesAgainst(['security'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url).endsWith('/scan/issues') && status === 200,
      (_body, reply) => { reply.code(404); return { code: 'rest_no_route', message: 'x', data: { status: 404 } }; }));
    expect(failed(run.notPassed)).toEqual(['security-issues']);
  });

  // Refusals answered with 200 instead: each suite's refusal case, and only it, must fail.
  it.each([
    { title: 'auth: a gateway route open to anonymous callers', suite: 'auth', method: 'GET', ends: '/gateway/account', status: 401, body: { id: 'acct' }, fails: ['anonymous.get.shop.v3.gateway.account'] },
    { title: 'oembed: the proxy open to anonymous callers', suite: 'oembed', ends: '/oembed/1.0/proxy', status: 401, body: { version: '1.0' }, fails: ['proxy-anonymous'] },
    { title: 'contact-form: an unknown form answered', suite: 'contact-form', method: 'GET', ends: '/contact-forms/999999999', status: 404, body: { id: 999999999 }, fails: ['contact-form-unknown'] },
    { title: 'insights: connect-url without its keys accepted', suite: 'insights', ends: '/onboarding/connect-url', status: 400, body: { url: 'x' }, fails: ['insights-connect-url-keys-required'] },
    { title: 'custom-blocks: a blockName that is not a string accepted', suite: 'custom-blocks', ends: '/template-file', status: 400, body: { template: '' }, fails: ['block-name-not-a-string'] },
  ])('$title', async ({ suite, method, ends, status, body, fails }) => {
    const run = await runSuitesAgainst([suite], {}, (app) => rewriteReplies(app,
      (m, url, answered) => (!method || m === method) && path(url).endsWith(ends) && answered === status, ok(body)));
    expect(failed(run.notPassed)).toEqual(fails);
  });
});
