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

  it('auth: a gateway route open to anonymous callers', async () => {
    const run = await runSuitesAgainst(['auth'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url).endsWith('/gateway/account') && status === 401, ok({ id: 'acct' })));
    expect(failed(run.notPassed)).toEqual(['anonymous.get.shop.v3.gateway.account']);
  });

  it('oembed: maxwidth ignored', async () => {
    const run = await runSuitesAgainst(['oembed'], {}, (app) => app.addHook('onRequest', async (request) => {
      request.raw.url = (request.raw.url ?? '').replace(/([?&])maxwidth=[^&]*/, '$1');
    }));
    expect(failed(run.notPassed)).toEqual(['maxwidth-400', 'maxwidth-clamped-low']);
  });

  it('oembed: the proxy open to anonymous callers', async () => {
    const run = await runSuitesAgainst(['oembed'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url).endsWith('/oembed/1.0/proxy') && status === 401, ok({ version: '1.0' })));
    expect(failed(run.notPassed)).toEqual(['proxy-anonymous']);
  });

  it('contact-form: an unknown form answered', async () => {
    const run = await runSuitesAgainst(['contact-form'], {}, (app) => rewriteReplies(app,
      (m, url, status) => m === 'GET' && path(url).endsWith('/contact-forms/999999999') && status === 404, ok({ id: 999999999 })));
    expect(failed(run.notPassed)).toEqual(['contact-form-unknown']);
  });

  it('insights: connect-url without its keys accepted', async () => {
    const run = await runSuitesAgainst(['insights'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url).endsWith('/onboarding/connect-url') && status === 400, ok({ url: 'x' })));
    expect(failed(run.notPassed)).toEqual(['insights-connect-url-keys-required']);
  });

  it('security: issues not a list', async () => {
    const run = await runSuitesAgainst(['security'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url).endsWith('/scan/issues') && status === 200, () => ({ issues: [] })));
    expect(failed(run.notPassed)).toEqual(['security-issues']);
  });

  it('custom-blocks: an unknown block given a template', async () => {
    const run = await runSuitesAgainst(['custom-blocks'], {}, (app) => rewriteReplies(app,
      (_m, url, status) => path(url).endsWith('/template-file') && status === 404, ok({ template: '' })));
    expect(failed(run.notPassed)).toEqual(['block-unknown']);
  });
});
