import { describe, expect, it } from 'vitest';
import { testStorage } from '../helpers/app.js';
import { path, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';

/**
 * A real shop without the wallet plugin: its index lists neither `shop-wallet/v1` nor `wallet/v1`
 * (namespaces the document lists without routes). Each is one root cause; no case lists them again as
 * a must-level failure of its own (a case checking every listed-only namespace did, after them).
 */
describe('a shop without the wallet plugin', () => {
  it('is one root cause per absent namespace, and nothing else of the index fails', async () => {
    const storage = testStorage();
    try {
      const run = await runSuitesAgainst(['index-shape'], {
        storage,
        extend: (app) =>
          rewriteReplies(
            app,
            (m, url, status) => m === 'GET' && status === 200 && /^\/rest-api\/?$/.test(path(url)),
            (body) => {
              const index = body as { namespaces: string[] };
              return { ...index, namespaces: index.namespaces.filter((n) => !/(^|-)wallet\/v1$/.test(n)) };
            },
          ),
      });
      const wrong = run.cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
      expect(wrong.map((c) => `${c.id}: ${c.failures[0]?.message ?? c.error?.message}`)).toEqual([]);
      expect(run.result.rootCauses.map((r) => r.id).sort()).toEqual([
        'namespace:shop-wallet/v1',
        'namespace:wallet/v1',
      ]);
      expect(run.result.totals.prerequisites).toBe(2);
    } finally {
      storage.close();
    }
  });
});
