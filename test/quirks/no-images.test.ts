import { describe, expect, it } from 'vitest';
import { testStorage } from '../helpers/app.js';
import { path, rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';

/**
 * The probe with an image takes its picture from the site's own media (a product's image URL), not
 * from an outside host the shop would have to download from (a real shop measured: example.com's page
 * is no image). A site whose products have no picture has nothing to take: the case says so.
 */
describe("the probe's image", () => {
  it("is one of the site's own, and a site without any skips the probe, saying why", async () => {
    const storage = testStorage();
    try {
      const run = await runSuitesAgainst(['admin-products'], {
        storage,
        extend: (app) =>
          rewriteReplies(
            app,
            (m, url, status) => m === 'GET' && status === 200 && /\/shop-analytics\/products$/.test(path(url)),
            (body) => (Array.isArray(body) ? body.map((p: Record<string, unknown>) => ({ ...p, images: [] })) : body),
          ),
      });
      const wrong = run.cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
      expect(wrong.map((c) => `${c.id}: ${c.failures[0]?.message ?? c.error?.message}`)).toEqual([]);
      const probe = run.cases.find((c) => c.id === 'probe-image');
      expect(probe?.outcome).toBe('skipped');
      expect(probe?.skipReason).toMatch(/found nothing on the site for \{\{siteImageSrc\}\}/);
    } finally {
      storage.close();
    }
  });

  it('on the reference site, is the URL of its own media, on its own host', async () => {
    const storage = testStorage();
    try {
      const run = await runSuitesAgainst(['admin-products'], { storage });
      const probe = run.cases.find((c) => c.id === 'probe-image');
      expect(probe?.outcome).toBe('passed');
      // What the probe was made with, as the shop stored it: the seeded picture's URL on the site's host.
      const images = storage.products.bySku('cfadm-image')?.extra.images as { src: string }[] | undefined;
      const host = new URL(probe?.exchange?.request.url ?? 'http://x').host;
      expect(images?.map((i) => new URL(i.src).host)).toEqual([host]);
      expect(images?.[0]?.src).toMatch(/\/media\/trading-journal\.png$/);
    } finally {
      storage.close();
    }
  });
});
