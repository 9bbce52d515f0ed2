import { describe, expect, it } from 'vitest';
import { testStorage } from '../helpers/app.js';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { platformDates } from '../helpers/quirks/platform-dates.js';

/**
 * A site that sets a product's modified date to its creation date on insert, and deletes a meta entry
 * written with null (issue 36, measured on a real instance of the platform): both legal, as the document
 * says neither what a new product's modified date is nor that a null meta value reads back. The suites
 * that date probes, filter by the modified date or write null meta run against it and fail nothing.
 */
const SUITES = ['admin-products', 'catalog-filters', 'order-fields'];

describe('a site that dates a new product modified when created, and deletes null meta', () => {
  it('fails no case of the suites that date probes, filter by modified or write null meta', async () => {
    const storage = testStorage();
    try {
      // The meta keys of every order read back with the entries order-fields writes beside the null one
      // (the suite removes its orders when it ends: they are looked at as they were answered).
      const metaRead: unknown[][] = [];
      const run = await runSuitesAgainst(SUITES, { storage, extend: platformDates(storage) }, (app) =>
        app.addHook('onSend', async (request, _reply, payload) => {
          const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
          if (request.method === 'GET' && typeof text === 'string' && text.includes('conformance-object')) {
            const body = JSON.parse(text) as { meta_data?: { key?: unknown }[] };
            if (Array.isArray(body.meta_data)) metaRead.push(body.meta_data.map((m) => m.key));
          }
          return payload;
        }),
      );
      const wrong = run.cases.filter((c) => c.outcome !== 'passed' && c.outcome !== 'skipped');
      expect(
        wrong.map((c) => `${c.suite}/${c.id}: ${c.outcome} ${c.blockedBy ?? c.failures[0]?.message ?? ''}`),
      ).toEqual([]);
      // Nothing skipped either: every case these suites have runs against this site.
      const skipped = run.cases.filter((c) => c.outcome === 'skipped');
      expect(skipped.map((c) => `${c.suite}/${c.id}: ${c.skipReason ?? ''}`)).toEqual([]);
      const passed = (suite: string, id: string) =>
        run.cases.find((c) => c.suite === suite && c.id === id)?.outcome ?? 'not run';
      const concerned: Record<string, string[]> = {
        'admin-products': [
          'filter-modified-after-none',
          'filter-modified-after-all',
          'filter-modified-after-own-date',
          'filter-modified-before-none',
          'filter-modified-before-all',
          'filter-modified-before-own-date',
        ],
        'catalog-filters': [
          'date-column-modified',
          'date-column-modified-after',
          'data-date-column',
          'data-date-column-after',
        ],
        'order-fields': ['full-read', 'full-note-only-read'],
      };
      for (const [suite, ids] of Object.entries(concerned))
        for (const id of ids) expect(passed(suite, id), `${suite}/${id}`).toBe('passed');
      // The site did as the quirk says: the probes it dated read modified at their creation date (2001,
      // 2099), and the order written with a null meta entry has it no more.
      for (const sku of ['cfadm-old', 'cfadm-future', 'catalog-probe-mallow']) {
        const probe = storage.products.bySku(sku);
        expect(probe?.dateModified, sku).toBe(probe?.dateCreated);
        expect(probe?.dateCreated.slice(0, 4), sku).toMatch(/^(2001|2099)$/);
      }
      expect(metaRead.length).toBeGreaterThan(0);
      for (const keys of metaRead) expect(keys).not.toContain('conformance-null');
    } finally {
      storage.close();
    }
  });
});
