import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient, TransportError } from '../../../src/http/client.js';
import {
  describeProxy,
  displayProxy,
  normalizeProxyUrl,
  ProxyConfigError,
  proxyCredentials,
  proxySettings,
} from '../../../src/http/proxy.js';
import { parseRateLimit, RateLimitError, RequestPacer } from '../../../src/http/rate-limit.js';
import {
  backoffMs,
  MAX_RETRY_WAIT_MS,
  parseRetryAfter,
  retryDecision,
  type AttemptOutcome,
} from '../../../src/http/retry.js';
import { SecretRegistry } from '../../../src/secrets/secrets.js';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';
import { startTestProxy, VIA } from '../../helpers/network.js';

const NOW = Date.parse('2025-03-01T12:00:00Z');

describe('Retry-After', () => {
  it.each([
    ['1', 1000],
    ['0', 0],
    [' 120 ', 120_000],
    ['Sat, 01 Mar 2025 12:00:30 GMT', 30_000],
    ['Saturday, 01-Mar-25 12:00:05 GMT', 5000],
    ['Sat Mar  1 12:00:02 2025', 2000],
    // A date already past: at once.
    ['Sat, 01 Mar 2025 11:00:00 GMT', 0],
  ])('%j is %d ms', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it.each([undefined, '', '-1', '1.5', '+3', '1e3', 'soon', 'Sat, 99 Foo 2025'])('%j is no usable value', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('the retry decision', () => {
  const answer = (status: number, retryAfter?: string): AttemptOutcome => ({
    status,
    headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  });
  const failure = (error: string, sent: boolean): AttemptOutcome => ({ error, sent });

  // method, outcome, retries done, retries allowed → retried (and the wait) or not
  it.each<[string, string, AttemptOutcome, number, number, false | { waitMs: number; reason: string }]>([
    ['429 with Retry-After waits what it says', 'POST', answer(429, '3'), 0, 2, { waitMs: 3000, reason: '429' }],
    [
      '429 as an HTTP-date',
      'GET',
      answer(429, 'Sat, 01 Mar 2025 12:00:10 GMT'),
      0,
      2,
      { waitMs: 10_000, reason: '429' },
    ],
    ['503 without Retry-After backs off', 'DELETE', answer(503), 0, 2, { waitMs: 250, reason: '503' }],
    ['503 backs off longer each time', 'GET', answer(503), 1, 2, { waitMs: 500, reason: '503' }],
    ['429 with an unusable Retry-After backs off', 'GET', answer(429, 'later'), 0, 1, { waitMs: 250, reason: '429' }],
    [
      '429 asking for more than the cap is not waited for',
      'GET',
      answer(429, String(MAX_RETRY_WAIT_MS / 1000 + 1)),
      0,
      2,
      false,
    ],
    [
      '429 asking for the cap exactly is waited for',
      'GET',
      answer(429, String(MAX_RETRY_WAIT_MS / 1000)),
      0,
      2,
      { waitMs: MAX_RETRY_WAIT_MS, reason: '429' },
    ],
    ['429 with no retries left', 'GET', answer(429, '1'), 2, 2, false],
    ['--retries 0', 'GET', answer(503), 0, 0, false],
    ['500 is an answer to judge', 'GET', answer(500), 0, 2, false],
    ['502 is an answer to judge', 'GET', answer(502), 0, 2, false],
    ['200', 'GET', answer(200), 0, 2, false],
    [
      'refused connection, any method',
      'POST',
      failure('connection-refused', false),
      0,
      2,
      { waitMs: 250, reason: 'connection-refused' },
    ],
    ['unknown host, any method', 'PATCH', failure('dns', false), 1, 2, { waitMs: 500, reason: 'dns' }],
    [
      'connect timeout (nothing sent), any method',
      'POST',
      failure('timeout', false),
      0,
      2,
      { waitMs: 250, reason: 'timeout' },
    ],
    [
      'reset before the request went out, any method',
      'PUT',
      failure('reset', false),
      0,
      2,
      { waitMs: 250, reason: 'reset' },
    ],
    ['POST reset after it was sent: may have been processed', 'POST', failure('reset', true), 0, 2, false],
    ['PUT timed out after it was sent', 'PUT', failure('timeout', true), 0, 2, false],
    ['PATCH reset after it was sent', 'PATCH', failure('reset', true), 0, 2, false],
    ['DELETE reset after it was sent', 'DELETE', failure('reset', true), 0, 2, false],
    ['GET reset after it was sent', 'GET', failure('reset', true), 0, 2, { waitMs: 250, reason: 'reset' }],
    ['HEAD timed out after it was sent', 'HEAD', failure('timeout', true), 0, 2, { waitMs: 250, reason: 'timeout' }],
    ['OPTIONS reset after it was sent', 'options', failure('reset', true), 0, 2, { waitMs: 250, reason: 'reset' }],
    ['GET reset with no retries left', 'GET', failure('reset', true), 1, 1, false],
    ['a malformed answer is a finding', 'GET', failure('protocol', true), 0, 2, false],
    ['an oversized answer is a finding', 'GET', failure('too-large', true), 0, 2, false],
    ['a proxy refusing is no network hiccup', 'GET', failure('proxy', false), 0, 2, false],
    ['anything else is not retried', 'GET', failure('other', false), 0, 2, false],
  ])('%s', (_name, method, outcome, done, max, expected) => {
    const decision = retryDecision(method, outcome, done, max, NOW);
    if (expected === false) expect(decision.retry).toBe(false);
    else expect(decision).toEqual({ retry: true, ...expected });
  });

  it('the backoff doubles from 250 ms and is capped', () => {
    expect([0, 1, 2, 3].map(backoffMs)).toEqual([250, 500, 1000, 2000]);
    expect(backoffMs(30)).toBe(MAX_RETRY_WAIT_MS);
  });
});

describe('--rate-limit', () => {
  it.each([
    ['5/s', { requests: 5, perMs: 1000 }],
    ['120/m', { requests: 120, perMs: 60_000 }],
    ['0.5/s', { requests: 0.5, perMs: 1000 }],
    [' 20 / sec ', { requests: 20, perMs: 1000 }],
    ['30/min', { requests: 30, perMs: 60_000 }],
  ])('%j', (text, limit) => {
    expect(parseRateLimit(text)).toEqual(limit);
  });

  it.each(['', 'fast', '5', '0/s', '-1/s', '5/h', '5/s/s', '2000/s'])('%j is refused', (text) => {
    expect(() => parseRateLimit(text)).toThrow(RateLimitError);
  });

  it('lets requests go one interval apart, in the order they asked', async () => {
    const pacer = new RequestPacer({ requests: 50, perMs: 1000 });
    const started = performance.now();
    const at: number[] = [];
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        pacer.acquire().then(() => {
          // When the pacer let this one go: a loaded machine may run this callback late, and a late callback
          // followed by a timely one would look less than an interval apart.
          at.push(pacer.lastLetGo - started);
          order.push(i);
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < at.length; i++) expect((at[i] as number) - (at[i - 1] as number)).toBeGreaterThanOrEqual(20);
    // The first goes without waiting an interval (read against the second, not a clock: no timed assertion).
    expect(at[0] as number).toBeLessThan(at[1] as number);
  });

  it('counts from when the last one went, not when it was due (a late one is not followed sooner)', async () => {
    let clock = 0;
    const pacer = new RequestPacer({ requests: 10, perMs: 1000 }, () => clock);
    await pacer.acquire();
    // 250 ms later (the event loop was busy), the next goes at once, and the one after waits a whole interval from then.
    clock = 250;
    await pacer.acquire();
    let went = false;
    const third = pacer.acquire().then(() => {
      went = true;
    });
    clock = 349;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(went).toBe(false);
    clock = 350;
    await third;
    expect(went).toBe(true);
  });
});

describe('proxy settings', () => {
  it('read from the environment, lower case first, an empty variable unset, HTTPS falling back to HTTP', () => {
    expect(proxySettings(undefined, {})).toBeUndefined();
    expect(proxySettings(undefined, { HTTP_PROXY: '', http_proxy: '' })).toBeUndefined();
    expect(proxySettings(undefined, { HTTP_PROXY: 'http://upper:3128', http_proxy: 'http://lower:3128' })).toEqual({
      httpProxy: 'http://lower:3128',
      httpsProxy: 'http://lower:3128',
      noProxy: '',
      source: 'environment',
    });
    expect(proxySettings(undefined, { HTTP_PROXY: 'http://upper:3128', http_proxy: '' })?.httpProxy).toBe(
      'http://upper:3128',
    );
    expect(proxySettings(undefined, { HTTPS_PROXY: 'http://secure:3128', NO_PROXY: 'localhost,.internal' })).toEqual({
      httpProxy: undefined,
      httpsProxy: 'http://secure:3128',
      noProxy: 'localhost,.internal',
      source: 'environment',
    });
    expect(proxySettings(undefined, { http_proxy: 'proxy.corp:8080' })?.httpProxy).toBe('http://proxy.corp:8080');
  });

  it('--proxy for both schemes, over the environment; NO_PROXY still applies', () => {
    expect(
      proxySettings('http://given:1', {
        HTTP_PROXY: 'http://env:2',
        HTTPS_PROXY: 'http://env:3',
        no_proxy: 'shop.local',
      }),
    ).toEqual({
      httpProxy: 'http://given:1',
      httpsProxy: 'http://given:1',
      noProxy: 'shop.local',
      source: 'option',
      option: 'the proxy option',
    });
  });

  it('refuses what is no http(s) proxy URL, never repeating the value', () => {
    expect(() => normalizeProxyUrl('socks5://p:1080', '--proxy')).toThrow(ProxyConfigError);
    expect(() => proxySettings(undefined, { HTTP_PROXY: 'http://user:pa ss@[broken' })).toThrow(
      /HTTP_PROXY is not a URL.*not shown/,
    );
    expect(() => proxySettings('http://user:s3cret@[x', {})).toThrow(ProxyConfigError);
    expect(() => proxySettings('http://user:s3cret@[x', {})).not.toThrow(/s3cret/);
  });

  it('credentials: read for the secret registry, never shown', () => {
    expect(proxyCredentials('http://us%40er:p%40ss%3Aword@proxy:3128')).toEqual({
      login: 'us@er',
      password: 'p@ss:word',
      raw: 'p%40ss%3Aword',
    });
    expect(proxyCredentials('http://proxy:3128')).toBeUndefined();
    expect(displayProxy('http://user:password@proxy:3128')).toBe('http://proxy:3128');
    expect(
      describeProxy({
        httpProxy: 'http://u:secret@p:1',
        httpsProxy: 'http://u:secret@p:1',
        noProxy: 'localhost',
        source: 'environment',
      }),
    ).toBe('http://p:1 (environment; NO_PROXY localhost)');
    expect(
      describeProxy({ httpProxy: undefined, httpsProxy: 'http://u:secret@p:1', noProxy: '', source: 'environment' }),
    ).toBe('http: direct, https: http://p:1 (environment)');
    const secrets = new SecretRegistry();
    secrets.addProxy({
      httpProxy: 'http://proxyuser:p%40ssw0rd!@p:1',
      httpsProxy: undefined,
      noProxy: '',
      source: 'option',
    });
    const basic = Buffer.from('proxyuser:p@ssw0rd!').toString('base64');
    expect(secrets.scrub(`p@ssw0rd! p%40ssw0rd! Basic ${basic}`)).not.toMatch(/ssw0rd|[A-Za-z0-9+/]{12,}/);
  });
});

describe('the client: retries and proxies', () => {
  const closing: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(closing.splice(0).map((c) => c.close()));
  });
  const client = (options: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) => {
    const c = new HttpClient({ timeoutMs: 2000, maxResponseBytes: 1 << 20, ...options });
    closing.push(c);
    return c;
  };
  const target = async (handler: Parameters<typeof startHttpTarget>[0]): Promise<HttpTarget> => {
    const t = await startHttpTarget(handler);
    closing.push(t);
    return t;
  };

  it('a 429 with Retry-After 0 is sent again, and the answer says what it cost', async () => {
    let n = 0;
    const t = await target((_req, res) => {
      n++;
      if (n === 1) res.writeHead(429, { 'retry-after': '0' }).end();
      else res.writeHead(200).end('ok');
    });
    const answer = await client({ retries: 2 }).send({ method: 'POST', url: `${t.base}/x`, headers: {}, body: '{}' });
    expect(answer.status).toBe(200);
    expect(answer.retries).toEqual({ attempts: 2, reasons: ['429'], waitsMs: [0] });
  });

  it('the last answer stands when the retries run out, marked', async () => {
    const t = await target((_req, res) => res.writeHead(503, { 'retry-after': '0' }).end());
    const c = client({ retries: 2 });
    const answer = await c.send({ method: 'GET', url: `${t.base}/x`, headers: {} });
    expect(answer.status).toBe(503);
    expect(answer.retries).toEqual({ attempts: 3, reasons: ['503', '503'], waitsMs: [0, 0] });
    expect(c.retried).toEqual({ requests: 1, attempts: 2 });
  });

  it('a POST reset after it was sent fails at once; a refused connection is retried, and the error says so', async () => {
    let posts = 0;
    const t = await target((req) => {
      posts++;
      req.socket.destroy();
    });
    const error = await client({ retries: 2 })
      .send({ method: 'POST', url: `${t.base}/x`, headers: {}, body: '{}' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ code: 'reset', sent: true });
    expect((error as TransportError).retries).toBeUndefined();
    expect(posts).toBe(1);

    // A port nobody listens on: refused before anything was sent.
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await client({ retries: 1 })
      .send({ method: 'POST', url: `http://127.0.0.1:${port}/x`, headers: {}, body: '{}' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'connection-refused',
      sent: false,
      retries: { attempts: 2, reasons: ['connection-refused'], waitsMs: [250] },
    });
  });

  it('through a forwarding proxy: the absolute URL in the request line, the request the engine built unchanged', async () => {
    const lines: string[] = [];
    const t = await target((req, res) => {
      lines.push(String(req.headers[VIA]));
      res.writeHead(200).end('ok');
    });
    const proxy = await startTestProxy({ login: 'u', password: 'pw-1234' });
    closing.push(proxy);
    const headers = { accept: 'application/json' };
    const c = client({ proxy: { httpProxy: proxy.url, httpsProxy: proxy.url, noProxy: '', source: 'option' } });
    const answer = await c.send({ method: 'GET', url: `${t.base}/through`, headers });
    expect(answer.status).toBe(200);
    expect(answer.headers[VIA]).toBe('1');
    expect(proxy.forwarded).toBe(1);
    expect(lines).toEqual(['1']);
    // undici's proxy agent adds a Host header to what it is given: never to the engine's request.
    expect(headers).toEqual({ accept: 'application/json' });
  });

  it('through a proxy, an https target goes through a CONNECT tunnel', async () => {
    // A TCP server that speaks no TLS: the handshake fails, but only after the tunnel was opened.
    const tcp = createNetServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    closing.push({ close: () => new Promise((resolve) => tcp.close(() => resolve())) });
    const proxy = await startTestProxy();
    closing.push(proxy);
    const c = client({ proxy: { httpProxy: proxy.url, httpsProxy: proxy.url, noProxy: '', source: 'environment' } });
    await expect(
      c.send({ method: 'GET', url: `https://127.0.0.1:${(tcp.address() as AddressInfo).port}/`, headers: {} }),
    ).rejects.toBeInstanceOf(TransportError);
    expect(proxy.tunnelled).toBe(1);
    expect(proxy.forwarded).toBe(0);
  });

  it('a proxy that wants credentials: a proxy error, which makes the target unreachable', async () => {
    const t = await target((_req, res) => res.end('ok'));
    const proxy = await startTestProxy({ login: 'u', password: 'pw-1234' });
    closing.push(proxy);
    const bare = proxy.url.replace(/\/\/[^@]+@/, '//');
    const error = await client({
      proxy: { httpProxy: bare, httpsProxy: bare, noProxy: '', source: 'option' },
      retries: 2,
    })
      .send({ method: 'GET', url: `${t.base}/`, headers: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'proxy', unreachable: true });
    expect(proxy.refused).toBe(1);
  });
});
