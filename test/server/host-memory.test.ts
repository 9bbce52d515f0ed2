import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INDEX_DOCUMENTS_LIMIT } from '../../reference-server/core/index-document.js';
import { testApp } from '../helpers/app.js';

/**
 * Under `serve`'s defaults (no public URL) every address the server writes is made from the caller's
 * Host header, so each new Host value used to keep its index documents for good (the 153 KB index: +112 KB
 * of heap a host, linearly). The documents are one bounded memo now. Sending 100,000 hosts here would take minutes
 * (each new host builds its document, ~3 ms), and the memo starts again from empty each time it is full,
 * so three times its limit shows the bound for any number; `bench/host-memory.mjs` measures resident
 * memory for 100,000 (BENCHMARKS.md).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ publicUrl: undefined });
});
afterAll(async () => {
  await app.close();
});

const SENT = 3 * INDEX_DOCUMENTS_LIMIT + 7;

describe('the index documents a caller can make the server build, one per Host header', () => {
  it('are held in a bounded number, whatever the number of hosts, and each host is still answered its own', async () => {
    let largest = 0;
    for (let i = 0; i < SENT; i++) {
      const host = `h${i}.test`;
      const path = i % 2 ? '/rest-api/' : '/de/rest-api/shop/v3';
      const res = await app.inject({ method: 'GET', url: path, headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`http://${host}`);
      largest = Math.max(largest, res.body.length);
      expect(app.shop.documents.size).toBeLessThanOrEqual(INDEX_DOCUMENTS_LIMIT);
    }
    // Filled at least once: the hosts did reach the cache, and it started over rather than grew.
    expect(app.shop.documents.size).toBeGreaterThan(0);
    expect(app.shop.documents.size).toBeLessThan(SENT);
    // What that bound is worth: the largest answer times the limit (the primary site's index, ~153 KB).
    expect(largest * INDEX_DOCUMENTS_LIMIT).toBeLessThan(16 * 1024 * 1024);
  });

  it('keep a key of bounded size for a Host header of any length', async () => {
    const host = `${'a'.repeat(8000)}.test`;
    const first = await app.inject({ method: 'GET', url: '/rest-api/', headers: { host } });
    const again = await app.inject({ method: 'GET', url: '/rest-api/', headers: { host } });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(app.shop.documents.size).toBeLessThanOrEqual(INDEX_DOCUMENTS_LIMIT);
  });
});
