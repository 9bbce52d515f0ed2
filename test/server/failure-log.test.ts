import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startServer } from '../../reference-server/server.js';
import { ADMIN, call, testApp } from '../helpers/app.js';

const boom = () => {
  throw new Error('boom in the handler');
};

let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  app = await testApp({
    errorLog: (line) => lines.push(line),
    overrides: { 'shop/store:/products GET': boom, 'shop/store:/cart/add-item POST': boom },
    extend: (a) =>
      a.get('/fails-outside-rest', () => {
        throw new TypeError('boom outside the dispatcher');
      }),
  });
});
afterAll(async () => {
  await app.close();
});

const take = () => lines.splice(0);

describe('every 5xx answer is logged with its request line, never a query string or a body', () => {
  it('a handler that throws: 500 in the shape, one line with method, path, status and the error', async () => {
    take();
    const res = await call(app, 'GET', '/rest-api/shop/store/products?per_page=1&token=hunter2', { as: ADMIN });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'shop_rest_unknown_server_error',
      message: 'The reference server failed to handle the request.',
      data: { status: 500 },
    });
    const logged = take();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\S+ 500 GET \/rest-api\/shop\/store\/products \d+ ms: Error: boom in the handler\n/,
    );
    expect(logged[0]).not.toContain('hunter2');
    expect(logged[0]).not.toContain('per_page');
    expect(logged[0]).not.toContain(ADMIN.password);
  });

  it('a body is never logged', async () => {
    const nonce = String((await call(app, 'GET', '/rest-api/shop/store/cart')).headers.nonce);
    take();
    const res = await call(app, 'POST', '/rest-api/shop/store/cart/add-item', {
      body: { id: 17, secret: 'body-secret-7' },
      headers: { nonce },
    });
    expect(res.statusCode).toBe(500);
    const logged = take();
    expect(logged).toEqual([expect.stringContaining('500 POST /rest-api/shop/store/cart/add-item ')]);
    expect(logged[0]).not.toContain('body-secret-7');
  });

  it('the plain permalink form logs the route it names, and nothing else of the query', async () => {
    take();
    await call(app, 'GET', '/?rest_route=/shop/store/products&key=hunter2');
    expect(take()).toEqual([expect.stringContaining('500 GET /?rest_route=/shop/store/products ')]);
  });

  it('a failure outside the REST dispatcher too', async () => {
    take();
    const res = await call(app, 'GET', '/fails-outside-rest?x=hunter2');
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('shop_rest_unknown_server_error');
    const logged = take();
    expect(logged).toEqual([
      expect.stringMatching(/ 500 GET \/fails-outside-rest \d+ ms: TypeError: boom outside the dispatcher\n/),
    ]);
    expect(logged[0]).not.toContain('hunter2');
  });

  it('a batch entry that fails is logged under the batch, which answers 207', async () => {
    const nonce = String((await call(app, 'GET', '/rest-api/shop/store/cart')).headers.nonce);
    take();
    const res = await call(app, 'POST', '/rest-api/batch/v1', {
      body: { requests: [{ path: '/shop/store/cart/add-item', body: { id: 17 }, headers: { Nonce: nonce } }] },
    });
    expect(res.statusCode).toBe(207);
    expect(take()).toEqual([
      expect.stringMatching(
        / 207 POST \/rest-api\/batch\/v1 \(a batch entry failed\) \d+ ms: Error: boom in the handler\n/,
      ),
    ]);
  });

  it('4xx answers, and 2xx, are not logged', async () => {
    take();
    await call(app, 'GET', '/rest-api/nope');
    await call(app, 'GET', '/rest-api/shop/store/products?per_page=1000');
    await call(app, 'GET', '/rest-api/');
    expect(take()).toEqual([]);
  });
});

describe('startServer, what `serve` runs, writes the lines to standard error', () => {
  it('by default', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const server = await startServer({ overrides: { 'shop/store:/products GET': boom } });
    try {
      const res = await fetch(`${server.url}/rest-api/shop/store/products?secret=hunter2`);
      expect(res.status).toBe(500);
      // The line is written once the answer is sent.
      await vi.waitFor(() => expect(written.join('')).toContain('500 GET /rest-api/shop/store/products'));
      expect(written.join('')).not.toContain('hunter2');
    } finally {
      spy.mockRestore();
      await server.close();
    }
  });
});
