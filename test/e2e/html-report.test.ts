import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReporter } from '../../reports/index.js';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { launchChromium, NO_BROWSER } from '../helpers/browser.js';
import { rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';

/**
 * The HTML report as people use it: opened in a browser (headless Chromium), filtered by clicking,
 * searched. Screenshots land in SHOP_CONFORMANCE_SHOTS when set, for a person to look at.
 */
const dir = mkdtempSync(join(tmpdir(), 'html-report-'));
const shots = process.env.SHOP_CONFORMANCE_SHOTS;

async function open(browser: Browser, result: RunResult, name: string): Promise<Page> {
  const file = join(dir, `${name}.html`);
  writeFileSync(file, createReporter('html', { color: false }).render(result));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Offline: the report must need nothing from the network.
  await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
  await page.goto(`file://${file}`);
  expect(errors).toEqual([]);
  return page;
}

const visibleRows = (page: Page) =>
  page.$$eval('tr[data-case]', (rows) =>
    rows
      .filter((r) => !(r as HTMLElement).hidden)
      .map((r) => `${(r as HTMLElement).dataset.suite}/${(r as HTMLElement).dataset.outcome}`),
  );

describe.skipIf(NO_BROWSER)(
  'the HTML report in a browser (skipped: no chromium here; apt-get install chromium)',
  () => {
    let browser: Browser;
    let run: RunResult;
    beforeAll(async () => {
      browser = await launchChromium();
      // Two faults: per_page 101 accepted on the storefront products (must), 404s under another code (should).
      run = (
        await runSuitesAgainst(['cart', 'errors', 'limits'], {}, (app) => {
          rewriteReplies(
            app,
            (_m, _u, status) => status === 404,
            (body) => ({ ...(body as object), code: 'rest_not_found' }),
          );
          rewriteReplies(
            app,
            (_m, u, status) => status === 400 && u === '/rest-api/shop/store/products?per_page=101',
            (_body, reply) => {
              reply.code(200);
              return [];
            },
          );
        })
      ).result;
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('filters by outcome, suite and text, and shows a chart per part of the interface', async () => {
      const page = await open(browser, run, 'run');
      const total = run.totals.total;
      expect(await page.textContent('#shown')).toBe(
        `${total} of ${total} cases shown, ${run.totals.failed + run.totals.errored} failures`,
      );
      expect(await page.$$eval('h2', (h) => h.map((x) => x.textContent))).toEqual(
        expect.arrayContaining(['By part of the interface', 'Suites', 'Failures']),
      );
      expect(await page.locator('table .bar').count()).toBeGreaterThan(5);
      if (shots) await page.screenshot({ path: join(shots, 'report-top.png') });

      // Only the failed cases: click every other outcome off.
      for (const o of ['passed', 'errored', 'skipped', 'blocked']) await page.click(`input[name=outcome][value=${o}]`);
      const failed = await visibleRows(page);
      expect(failed.length).toBe(run.totals.failed);
      expect(failed.every((r) => r.endsWith('/failed'))).toBe(true);
      await page.locator('#filters').scrollIntoViewIfNeeded();
      if (shots) await page.screenshot({ path: join(shots, 'report-failed-only.png'), fullPage: false });

      // The search narrows further, over ids, titles and failure messages.
      await page.fill('input[name=q]', 'per_page.above-maximum');
      const found = await visibleRows(page);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(failed.length);
      expect(await page.locator('details[data-case]:not([hidden])').count()).toBe(found.length);

      // "Show all" brings everything back; a suite row leads to its cases, filtered to them.
      // The page applies a reset once the form has cleared (a task later): the rows are read when settled.
      await page.click('button[type=reset]');
      await expect.poll(async () => (await visibleRows(page)).length).toBe(total);
      await page.click('a.suite-link[data-suite=cart]');
      const cartCases = run.suites.find((s) => s.id === 'cart')?.cases.length;
      await expect.poll(async () => (await visibleRows(page)).length).toBe(cartCases);
      const cart = await visibleRows(page);
      expect(cart.every((r) => r.startsWith('cart/'))).toBe(true);
      expect(page.url()).toMatch(/#suite-cart$/);
    });

    it('stays usable with 1,000 failures: it opens, filters and searches at once, nothing runs off to the side', async () => {
      const template = run.suites.flatMap((s) => s.cases).find((c) => c.outcome === 'failed') as CaseResult;
      const cases: CaseResult[] = Array.from({ length: 1000 }, (_, i) => ({
        ...template,
        suite: 'many',
        id: `${template.id}-${i}`,
        title: `${template.title} (${i})`,
        outcome: i % 10 === 0 ? 'errored' : 'failed',
        ...(i % 10 === 0
          ? { error: { code: 'timeout' as const, message: `no complete answer within 10000 ms (${i})` } }
          : {}),
      }));
      const big: RunResult = {
        ...run,
        suites: [{ id: 'many', title: 'A thousand failures', file: 'many.yaml', cases, durationMs: 1, leftovers: [] }],
        totals: { ...run.totals, total: 1000, passed: 0, failed: 900, errored: 100 },
      };
      const page = await open(browser, big, 'many');
      expect(await page.textContent('#shown')).toBe('1000 of 1000 cases shown, 1000 failures');
      await page.click('input[name=outcome][value=failed]');
      expect((await visibleRows(page)).length).toBe(100);
      await page.fill('input[name=q]', '(990)');
      expect(await visibleRows(page)).toEqual(['many/errored']);
      // Failing the same way on one route, they are two groups (the failed alike, the errored alike), each
      // named once; a group none of whose cases is shown is hidden with them.
      expect(await page.locator('details[data-group]').count()).toBe(2);
      expect(await page.locator('details[data-group]:not([hidden])').count()).toBe(1);
      expect(await page.locator('details[data-group]:not([hidden]) > summary').textContent()).toMatch(
        /^100 cases .* errored: timeout/,
      );
      // Long URLs, bodies and curl lines wrap: the page is no wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (shots) await page.screenshot({ path: join(shots, 'report-1000.png') });
    });
  },
);
