import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';
import { HttpClient, TransportError } from '../../../src/http/client.js';

let target: HttpTarget;
let base: string;

beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    if (req.url === '/hints') {
      res.writeEarlyHints({ link: '</style.css>; rel=preload' });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'], 'X-Mixed-Case': 'yes' });
      res.end('{"ok":true}');
      return;
    }
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      // Several chunks, so that the cut falls inside one of them.
      for (let i = 0; i < 10; i++) res.write('x'.repeat(1000));
      res.end();
      return;
    }
    if (req.url === '/stall') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
      return;
    }
    if (req.url === '/echo') {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString('utf8');
      });
      req.on('end', () => res.end(JSON.stringify({ method: req.method, body, type: req.headers['content-type'] })));
      return;
    }
    res.writeHead(302, { location: '/elsewhere' });
    res.end();
  });
  base = target.base;
});

afterAll(() => target.close());

describe('the HTTP client', () => {
  it('keeps the final answer after informational ones, with header names in lower case and repeated headers joined', async () => {
    const client = new HttpClient({ timeoutMs: 2000, maxResponseBytes: 1000 });
    const res = await client.send({ method: 'GET', url: `${base}/hints`, headers: {} });
    expect(res.status).toBe(200);
    expect(res.headers['x-mixed-case']).toBe('yes');
    expect(res.headers['set-cookie']).toBe('a=1, b=2');
    expect(res.headers.link).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ ok: true });
    expect(res.truncated).toBe(false);
    await client.close();
  });

  it('cuts an answer at exactly the size limit and says so', async () => {
    const client = new HttpClient({ timeoutMs: 2000, maxResponseBytes: 2500 });
    const res = await client.send({ method: 'GET', url: `${base}/big`, headers: {} });
    expect(res.body).toHaveLength(2500);
    expect(res.truncated).toBe(true);
    // The connection it cut is not reused for a broken next answer.
    const again = await client.send({ method: 'GET', url: `${base}/hints`, headers: {} });
    expect(again.status).toBe(200);
    await client.close();
  });

  it('sends the method and body as given', async () => {
    const client = new HttpClient({ timeoutMs: 2000, maxResponseBytes: 10_000 });
    const res = await client.send({
      method: 'PATCH',
      url: `${base}/echo`,
      headers: { 'content-type': 'application/json' },
      body: '{"é":1}',
    });
    expect(JSON.parse(res.body)).toEqual({ method: 'PATCH', body: '{"é":1}', type: 'application/json' });
    await client.close();
  });

  it('answers a redirect as it is, never following it', async () => {
    const client = new HttpClient({ timeoutMs: 2000, maxResponseBytes: 10_000 });
    const res = await client.send({ method: 'GET', url: `${base}/somewhere`, headers: {} });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/elsewhere');
    await client.close();
  });

  // The body never ends: an answer at all is the deadline's, no wall clock needed.
  it('gives a timeout error when the body stops coming', async () => {
    const client = new HttpClient({ timeoutMs: 300, maxResponseBytes: 10_000 });
    const error = await client.send({ method: 'GET', url: `${base}/stall`, headers: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).code).toBe('timeout');
    await client.close();
  });

  it('gives a clear error for a URL it cannot send to, and for a closed port', async () => {
    const client = new HttpClient({ timeoutMs: 2000, maxResponseBytes: 10_000 });
    const bad = await client.send({ method: 'GET', url: 'not a url', headers: {} }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(TransportError);
    const refused = await client
      .send({ method: 'GET', url: 'http://127.0.0.1:1/', headers: {} })
      .catch((e: unknown) => e);
    expect((refused as TransportError).code).toBe('connection-refused');
    expect((refused as TransportError).unreachable).toBe(true);
    await client.close();
  });
});
