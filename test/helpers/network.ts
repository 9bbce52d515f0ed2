import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startHttpTarget, type HttpTarget } from './http-target.js';

/** The mark the test proxy puts on every request it forwards, and on every answer it carries back. */
export const VIA = 'x-via-test-proxy';
/** The answer header in which the test proxy echoes the `Proxy-Authorization` it was sent (a leak a report must mask). */
export const ECHOED_AUTHORIZATION = 'x-proxy-echo';

/** One request as the target saw it. */
export interface Seen {
  method: string;
  url: string;
  /** performance.now() when its head arrived. */
  at: number;
  /** The request came through the test proxy. */
  proxied: boolean;
}

export interface ShopTarget extends HttpTarget {
  seen: Seen[];
}

/**
 * The reference server's app behind a real socket, counting what arrives. `intercept` may answer a
 * request itself (return true), given its number (1 for the first) and the request: a 429, a 503, a
 * connection reset.
 */
export async function startShopTarget(
  app: FastifyInstance,
  intercept?: (n: number, req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<ShopTarget> {
  const seen: Seen[] = [];
  const target = await startHttpTarget((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      at: performance.now(),
      proxied: req.headers[VIA] !== undefined,
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (intercept?.(seen.length, req, res)) return;
      void (async () => {
        const headers = { ...req.headers };
        delete headers[VIA];
        const reply = await app.inject({
          method: req.method as 'GET',
          url: req.url ?? '/',
          headers,
          ...(chunks.length ? { payload: Buffer.concat(chunks) } : {}),
        });
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(reply.headers)) {
          if (value === undefined || name === 'connection' || name === 'transfer-encoding' || name === 'content-length')
            continue;
          out[name] = Array.isArray(value) ? value.join(', ') : String(value);
        }
        res.writeHead(reply.statusCode, out);
        res.end(reply.rawPayload);
      })();
    });
  });
  return { ...target, seen };
}

export interface TestProxy {
  /** `http://127.0.0.1:PORT`, or with the credentials it wants when it wants some. */
  url: string;
  /** Requests forwarded (absolute-form request lines), CONNECT tunnels opened, requests refused with 407. */
  forwarded: number;
  tunnelled: number;
  refused: number;
  close(): Promise<void>;
}

/**
 * A forwarding proxy on loopback, as corporate proxies are: a request whose line carries the absolute
 * URL is sent on to it, marked (`VIA`), and its answer carried back (with the `Proxy-Authorization` it
 * got echoed in a header, which a report must never show in clear); CONNECT opens a tunnel. With
 * `credentials`, anything without the matching `Proxy-Authorization` is refused with 407.
 */
export async function startTestProxy(credentials?: { login: string; password: string }): Promise<TestProxy> {
  const expected = credentials
    ? `Basic ${Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64')}`
    : undefined;
  const sockets = new Set<Socket>();
  const state = { forwarded: 0, tunnelled: 0, refused: 0 };
  const server = createServer((req, res) => {
    const authorization = req.headers['proxy-authorization'];
    if (!/^https?:\/\//i.test(req.url ?? '')) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('a proxy wants the absolute URL in the request line');
      return;
    }
    if (expected && authorization !== expected) {
      state.refused++;
      res
        .writeHead(407, { 'proxy-authenticate': 'Basic realm="test"', 'content-type': 'text/plain' })
        .end('proxy authentication required');
      return;
    }
    state.forwarded++;
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, [VIA]: '1' };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = httpRequest(req.url as string, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        [VIA]: '1',
        ...(authorization ? { [ECHOED_AUTHORIZATION]: authorization } : {}),
      });
      answer.pipe(res);
    });
    // What the target does to the connection (a reset) the proxy does to its client's.
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    if (expected && req.headers['proxy-authorization'] !== expected) {
      state.refused++;
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\n\r\n');
      return;
    }
    state.tunnelled++;
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host as string, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const auth = credentials
    ? `${encodeURIComponent(credentials.login)}:${encodeURIComponent(credentials.password)}@`
    : '';
  return {
    url: `http://${auth}127.0.0.1:${port}`,
    get forwarded() {
      return state.forwarded;
    },
    get tunnelled() {
      return state.tunnelled;
    },
    get refused() {
      return state.refused;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An environment with no proxy variable set, whatever the machine running the tests has: each test adds what it means. */
export const NO_PROXY_ENV: Record<string, string> = {
  HTTP_PROXY: '',
  http_proxy: '',
  HTTPS_PROXY: '',
  https_proxy: '',
  NO_PROXY: '',
  no_proxy: '',
};
