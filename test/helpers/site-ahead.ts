import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PRIMARY_SITE } from '../../reference-server/core/site.js';
import { ADMIN, call, testApp } from './app.js';

/**
 * A test file's reference server on a site two hours ahead of GMT (the reference site is at GMT), where
 * a date in the site's time and its GMT date part: the file's own copy of the module is changed for the
 * file's tests and put back after them. Returns the administration's caller and date helpers.
 */
export function onSiteTwoHoursAhead() {
  const site = PRIMARY_SITE as { gmtOffset: string };
  let app: FastifyInstance;
  beforeAll(async () => {
    site.gmtOffset = '2';
    app = await testApp();
  });
  afterAll(async () => {
    await app.close();
    site.gmtOffset = '0';
  });
  return {
    admin: (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(app, method, `/rest-api/shop-analytics${url}`, { as: ADMIN, ...(body !== undefined ? { body } : {}) }),
    ids: (res: { json(): unknown }) => (res.json() as { id: number }[]).map((x) => x.id),
    hours: (text: string, h: number) => new Date(Date.parse(`${text}Z`) + h * 3_600_000).toISOString().slice(0, 19),
  };
}
