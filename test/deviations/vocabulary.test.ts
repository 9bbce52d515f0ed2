import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../spec/vocabulary.js';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';
import { ADMIN, basic, testApp } from '../helpers/app.js';

/** Invented words for every neutral word of the interface, and a moved API root. */
const INVENTED: Vocabulary = {
  words: {
    shop: 'mercato',
    gateway: 'paylane',
    wallet: 'purse',
    security: 'bastion',
    insights: 'lens',
    'contact-form': 'inquiry',
    'custom-blocks': 'tiles',
    'site-tools': 'toolbox',
    core: 'kernel',
  },
  apiRoot: '/api-json',
};

/** The real platform's way: one word in namespaces, another in error codes, a third in payment method ids. */
const PLATFORM_LIKE: Vocabulary = {
  words: {
    shop: { path: 'mk', code: 'mercato' },
    gateway: { path: 'mk_paylane', code: 'mk_paylane', value: 'paylane', header: 'MkPaylane' },
    core: 'kern',
  },
  apiRoot: '/api-json',
};

const verdicts = (cases: { suite: string; id: string; outcome: string }[]) =>
  Object.fromEntries(cases.map((c) => [`${c.suite}/${c.id}`, c.outcome]));

describe('a site speaking its own words', () => {
  it('every suite gives the same verdicts against the renamed reference server as against the neutral one', async () => {
    // The neutral server passes every case it is planned (deviations-1.test.ts): the renamed one must
    // run the very same cases, and pass each.
    const { suites } = prepare([]);
    const neutral = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases.map((p) => ({
      suite: p.suite.id,
      id: p.spec.id,
      // What removes an earlier run's leftovers passes with nothing to do on a fresh shop.
      outcome: 'passed',
    }));
    const renamed = await runSuitesAgainst([], { vocabulary: INVENTED });
    // The planned cases, as the neutral run's; the examination of their answers passes too (notPassed below).
    const planned = renamed.cases.filter((c) => c.suite !== 'replies');
    expect(renamed.cases.length).toBeGreaterThan(planned.length);
    expect(planned.length).toBe(neutral.length);
    expect(verdicts(planned)).toEqual(verdicts(neutral));
    expect(renamed.notPassed).toEqual({});
    expect(renamed.result.vocabulary).toEqual(INVENTED.words);
  });

  it('the renamed server really speaks the invented words', async () => {
    const app = await testApp({ vocabulary: INVENTED });
    try {
      const refused = await app.inject({ url: '/api-json/mercato-analytics/orders' });
      expect(refused.json()).toEqual({
        code: 'mercato_rest_cannot_view',
        message: 'Sorry, you cannot list resources.',
        data: { status: 401 },
      });
      const index = (await app.inject({ url: '/api-json/' })).json();
      expect(index.namespaces).toContain('mercato/store');
      expect(index.namespaces).not.toContain('shop/store');
      expect(Object.keys(index.routes)).toContain('/mercato/v3/paylane/settings');
      expect((await app.inject({ url: '/rest-api/' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a site whose namespace word differs from its code word passes every suite under a vocabulary with contexts', async () => {
    const run = await runSuitesAgainst([], { vocabulary: PLATFORM_LIKE });
    expect(run.cases.length).toBeGreaterThan(900);
    expect(run.notPassed).toEqual({});
  });

  it('that site speaks each word where it stands, and only there', async () => {
    const app = await testApp({ vocabulary: PLATFORM_LIKE });
    try {
      const refused = await app.inject({ url: '/api-json/mk-analytics/orders' });
      expect(refused.json().code).toBe('mercato_rest_cannot_view');
      const unknown = await app.inject({
        url: '/api-json/mk-analytics/orders/999999',
        headers: { authorization: basic(ADMIN) },
      });
      // shop_order is the platform's post type: only the brand prefix is the site's word.
      expect(unknown.json().code).toBe('mercato_rest_shop_order_invalid_id');
      const index = (await app.inject({ url: '/api-json/' })).json();
      expect(index.namespaces).toEqual(expect.arrayContaining(['mk/store', 'mk-analytics', 'mk/v3', 'kern/v2']));
      expect(Object.keys(index.routes)).toContain('/mk/v3/mk_paylane/settings');
      expect(Object.keys(index.routes)).toContain('/mk-admin/payment-gateway-suggestions');
      expect(index.routes['/mk/store/checkout'].endpoints[1].args.payment_method.enum).toEqual(
        expect.arrayContaining(['paylane', 'paylane_sepa', 'bacs']),
      );
    } finally {
      await app.close();
    }
  });

  it('without the vocabulary, the same server fails the suites', async () => {
    const run = await runSuitesAgainst(['index-shape'], { vocabulary: INVENTED }, undefined, {
      words: {},
      apiRoot: '/api-json',
    });
    expect(Object.keys(run.notPassed).length).toBeGreaterThan(100);
  });

  it('a deviation under the renamed vocabulary is still caught', async () => {
    const run = await runSuitesAgainst(['batch'], { vocabulary: INVENTED }, (app) =>
      rewriteReplies(
        app,
        (m, url, status) => m === 'POST' && url === '/api-json/batch/v1' && status === 400,
        (body, reply) => {
          if (!JSON.stringify(body).includes('at most 25')) return body;
          reply.code(207);
          return { responses: [] };
        },
      ),
    );
    expect(Object.keys(run.notPassed)).toEqual(['cap-26-refused']);
  });
});
