import { describe, expect, it } from 'vitest';
import { errors } from '../../reference-server/http/errors.js';
import { testStorage } from '../helpers/app.js';
import { path, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';

/**
 * A real shop whose contact-form plugin is a newer major version: its namespace is `contact-form/v4`
 * where the document has `contact-form/v1`, and nothing answers under v1. That is one root cause, said
 * as a namespace listed in another version (not "a plugin not installed?"); no case fails past it.
 */
const V1 = /^\/contact-form\/v1(\/|$)/;

describe('a namespace listed in another version than the document’s', () => {
  it('is one root cause naming the version the site lists, and fails no case', async () => {
    const storage = testStorage();
    try {
      const run = await runSuitesAgainst(['contact-form', 'auth', 'index-shape'], {
        storage,
        extend: (app) => {
          rewriteReplies(
            app,
            (m, url, status) => m === 'GET' && status === 200 && /^\/rest-api\/?$/.test(path(url)),
            (body) => {
              const index = body as { namespaces: string[]; routes: Record<string, { namespace?: string }> };
              const v4 = (s: string) => s.replace('contact-form/v1', 'contact-form/v4');
              return {
                ...index,
                namespaces: index.namespaces.map(v4),
                routes: Object.fromEntries(
                  Object.entries(index.routes).map(([pattern, route]) => [
                    v4(pattern),
                    route.namespace ? { ...route, namespace: v4(route.namespace) } : route,
                  ]),
                ),
              };
            },
          );
          app.addHook('onReady', async () => {
            const dispatcher = app.shop.dispatcher;
            const match = dispatcher.match.bind(dispatcher);
            dispatcher.match = (request) => {
              if (V1.test(request.path)) throw errors.noRoute();
              return match(request);
            };
          });
        },
      });
      const wrong = run.cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
      expect(wrong.map((c) => `${c.suite}/${c.id}: ${c.failures[0]?.message ?? c.error?.message}`)).toEqual([]);
      const root = run.result.rootCauses.find((r) => r.id === 'namespace:contact-form/v1');
      expect(root?.failure?.message).toContain(
        'it lists contact-form/v4: another version than the document’s'.replace('’', "'"),
      );
      expect(root?.blocked.length).toBeGreaterThan(5);
      // What cannot run says why: every contact-form case is blocked under that root cause.
      const contact = run.cases.filter((c) => c.suite === 'contact-form' && c.outcome !== 'passed');
      for (const c of contact)
        expect([c.outcome, c.blockedBy ?? c.skipReason]).toEqual(['blocked', 'namespace:contact-form/v1']);
    } finally {
      storage.close();
    }
  });
});
