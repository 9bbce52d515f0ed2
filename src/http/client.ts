import {
  Agent,
  buildConnector,
  Client,
  envHttpProxyAgent,
  errors as undiciErrors,
  Pool,
  type Dispatcher,
} from './undici.js';
import type { ErroredCode } from '../model/errored.js';
import { BodyReader } from './body-reader.js';
import { skipUnsolicitedContinue } from './interim.js';
import { describeProxy, proxyConnectionFailure, proxyOf, type ProxySettings } from './proxy.js';
import { describeRateLimit, RequestPacer, type RateLimit } from './rate-limit.js';
import { retryDecision, type AttemptOutcome, type RetryRecord } from './retry.js';

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as text; for a truncated answer, only its start (`CUT_BODY_TEXT_BYTES`). */
  body: string;
  /**
   * The body was more than the size limit allows: the read stopped at the limit (or as soon as the
   * start was in, when its Content-Length already said so) and the connection was closed.
   */
  truncated: boolean;
  /** Bytes of the body received (at most the size limit); the body's text may differ where they are no UTF-8. */
  size?: number;
  durationMs: number;
  /** The answer came after retries (`--retries`): what the earlier attempts met and how long was waited. */
  retries?: RetryRecord;
}

/**
 * Why no usable answer came back; `unreachable` kinds mean the target itself could not be reached
 * (`proxy`: the proxy refused to carry the request, or could not open a tunnel to the target).
 */
export type TransportErrorCode = Extract<
  ErroredCode,
  'connection-refused' | 'dns' | 'timeout' | 'reset' | 'too-large' | 'protocol' | 'proxy' | 'other'
>;

export class TransportError extends Error {
  /** The request had gone onto a connected socket before the failure: the target may have acted on it. */
  sent = false;
  /** The failure came after retries (`--retries`): what the earlier attempts met. */
  retries?: RetryRecord;

  constructor(
    readonly code: TransportErrorCode,
    message: string,
  ) {
    super(message);
  }

  get unreachable(): boolean {
    return this.code === 'connection-refused' || this.code === 'dns' || this.code === 'proxy';
  }
}

/** How the client reaches a production shop: through a proxy, at a bounded rate, retrying what is safe to retry. */
export interface NetworkOptions {
  /** The proxy settings in force (`proxy.ts`); undefined: every request direct. */
  proxy?: ProxySettings | undefined;
  /** At most this many requests started per interval, across the client (`rate-limit.ts`). */
  rateLimit?: RateLimit | undefined;
  /** Retries after 429, 503 and network failures, by the rules of `retry.ts`; 0 (the default) never. */
  retries?: number | undefined;
}

/** The network options given, as a result records them: the proxy without credentials, the rate as `5/s`; nothing for what was not given. */
export function describeNetwork(network: NetworkOptions | undefined): {
  proxy?: string;
  rateLimit?: string;
  retries?: number;
} {
  return {
    ...(network?.proxy ? { proxy: describeProxy(network.proxy) } : {}),
    ...(network?.rateLimit ? { rateLimit: describeRateLimit(network.rateLimit) } : {}),
    ...(network?.retries ? { retries: network.retries } : {}),
  };
}

export interface ClientOptions extends NetworkOptions {
  timeoutMs: number;
  maxResponseBytes: number;
  connections?: number;
}

/**
 * The most an answer's status line and headers may take. Node's default (16 KiB) is tight for a
 * WordPress site that sends long Link and Set-Cookie headers; four times that is still bounded, and a
 * target that sends more is told so (`too-large`), not waited for.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * The engine's only way onto the network: keep-alive connections, one deadline per request covering
 * headers and body, a cap on what is read, and no redirect ever followed (a 3xx is an answer to judge).
 */
export class HttpClient {
  private readonly agent: Dispatcher;
  /** Through a proxy (for some hosts at least): a connected socket says nothing of the target. */
  private readonly proxied: boolean;
  private readonly pacer: RequestPacer | undefined;
  private readonly maxRetries: number;
  /** Requests that needed more than one attempt, and the attempts beyond the first, over the client's life. */
  readonly retried = { requests: 0, attempts: 0 };

  constructor(private readonly options: ClientOptions) {
    this.agent = createDispatcher(options);
    this.proxied = options.proxy !== undefined;
    this.pacer = options.rateLimit ? new RequestPacer(options.rateLimit) : undefined;
    this.maxRetries = options.retries ?? 0;
  }

  /**
   * One request: its answer, or a `TransportError`. Each attempt waits for its turn under the rate
   * limit; a 429, a 503 or a network failure is sent again as `retry.ts` allows, and the answer (or
   * error) then says so (`retries`). `onConnected` hears when an attempt is written to a connected
   * socket (through a proxy: when an answer begins), before any answer is read.
   */
  send(req: HttpRequest, onConnected?: () => void): Promise<HttpResponse> {
    if (this.maxRetries === 0 && !this.pacer) return this.attempt(req, onConnected);
    return this.sendPaced(req, onConnected);
  }

  private async sendPaced(req: HttpRequest, onConnected?: () => void): Promise<HttpResponse> {
    const reasons: string[] = [];
    const waitsMs: number[] = [];
    const record = (): RetryRecord | undefined =>
      reasons.length > 0 ? { attempts: reasons.length + 1, reasons: [...reasons], waitsMs: [...waitsMs] } : undefined;
    for (;;) {
      await this.pacer?.acquire();
      let response: HttpResponse | undefined;
      let failure: TransportError | undefined;
      try {
        response = await this.attempt(req, onConnected);
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        failure = error;
      }
      const outcome: AttemptOutcome = response
        ? { status: response.status, headers: response.headers }
        : { error: (failure as TransportError).code, sent: (failure as TransportError).sent };
      const decision = retryDecision(req.method, outcome, reasons.length, this.maxRetries);
      if (!decision.retry) {
        const retries = record();
        if (retries) {
          this.retried.requests++;
          this.retried.attempts += retries.attempts - 1;
        }
        if (response) return retries ? { ...response, retries } : response;
        if (retries) (failure as TransportError).retries = retries;
        throw failure as TransportError;
      }
      reasons.push(decision.reason);
      waitsMs.push(decision.waitMs);
      if (decision.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
    }
  }

  /**
   * Straight onto undici's dispatcher with a handler that gathers the bytes: no stream and no async
   * iterator per answer, which were most of the client's cost over a run of hundreds of requests.
   */
  private attempt(req: HttpRequest, onConnected?: () => void): Promise<HttpResponse> {
    const started = performance.now();
    const { maxResponseBytes, timeoutMs } = this.options;
    const proxied = this.proxied;
    let sent = false;
    return new Promise<HttpResponse>((resolve, reject) => {
      let settled = false;
      let controller: { abort(reason: Error): void } | undefined;
      let abortReason: TransportError | undefined;
      let status = 0;
      let headers: Record<string, string> = {};
      const reader = new BodyReader(maxResponseBytes);
      const done = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({
          status,
          headers,
          body: reader.text(),
          truncated: reader.truncated,
          size: reader.size,
          durationMs: performance.now() - started,
        });
      };
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const classified = classify(error, abortReason, proxied ? proxyOf(this.options.proxy, req.url) : undefined);
        classified.sent = sent;
        reject(classified);
      };
      const timer = setTimeout(() => {
        abortReason = new TransportError('timeout', `no complete answer within ${timeoutMs} ms`);
        if (controller) controller.abort(abortReason);
        else fail(abortReason);
      }, timeoutMs);
      const target = splitUrl(req.url);
      if (!target) {
        fail(new TransportError('other', `not an http(s) URL: ${req.url}`));
        return;
      }
      try {
        // undici's proxy agents add a Host header to the headers they are given: a copy, so the request
        // a report shows is the one the engine built.
        const outgoing = proxied ? { ...req.headers } : req.headers;
        this.agent.dispatch(
          {
            origin: target.origin,
            path: target.path,
            method: req.method as 'GET',
            headers: outgoing,
            body: req.body ?? null,
          },
          {
            onRequestStart(c) {
              controller = c;
              sent = true;
              if (abortReason) c.abort(abortReason);
              // Called as the request goes onto a connected socket: the target is there (unless that
              // socket is a proxy's: then the first answer says so).
              else if (!proxied) onConnected?.();
            },
            onResponseStart(_c, statusCode, raw) {
              if (proxied) onConnected?.();
              // 1xx answers arrive here too; the final status and headers are the last ones.
              status = statusCode;
              headers = {};
              for (const [name, value] of Object.entries(raw)) {
                if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
              }
              reader.start(headers['content-length']);
            },
            onResponseData(c, chunk) {
              if (settled) return;
              if (reader.take(chunk)) {
                // Read up to the limit and no further: the connection is closed, so an endless or 2 GB
                // body costs what the limit allows and never more (the case says it was cut).
                done();
                c.abort(new TransportError('too-large', 'answer cut at the size limit'));
              }
            },
            onResponseEnd() {
              done();
            },
            onResponseError(_c, error) {
              fail(error);
            },
          },
        );
      } catch (error) {
        fail(error);
      }
    });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  /** Closes at once, failing what is still in flight (an interrupted run does not wait out its timeouts). */
  async destroy(): Promise<void> {
    await this.agent.destroy();
  }
}

type Connector = ReturnType<typeof buildConnector>;
/** Connectors that already install the `100 Continue` filter on their sockets. */
const filtering = new WeakSet<Connector>();

/** A connector whose sockets (direct, to a proxy, or through its tunnel) drop unsolicited `100 Continue`s. */
function withContinueFilter(connect: Connector): Connector {
  if (filtering.has(connect)) return connect;
  const filtered: Connector = (opts, callback) =>
    connect(opts, (...args) => {
      if (args[1]) skipUnsolicitedContinue(args[1]);
      callback(...args);
    });
  filtering.add(filtered);
  return filtered;
}

/**
 * undici's dispatcher for the options: an Agent when every request goes direct; with a proxy,
 * undici's `EnvHttpProxyAgent` given the settings explicitly (it reads no variable itself then), which
 * reaches the hosts `NO_PROXY` lists directly and the others through its `ProxyAgent`s: forwarding
 * plain http requests (`proxyTunnel: false`: the absolute URL in the request line) and tunnelling
 * https ones with CONNECT. Every pool, direct or to a proxy, is made here (`factory`) with the same
 * limits (connections, keep-alive, header and body deadlines, header size) and the filter on its sockets.
 */
function createDispatcher(options: ClientOptions): Dispatcher {
  const limits = {
    keepAliveTimeout: 10_000,
    connections: options.connections ?? 16,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    maxHeaderSize: MAX_HEADER_BYTES,
  };
  // undici's own connector, each socket given the filter that drops unsolicited `100 Continue`s.
  const connect = withContinueFilter(buildConnector({ timeout: options.timeoutMs }));
  const { proxy } = options;
  if (!proxy) return new Agent({ ...limits, connect });
  const factory = (origin: string | URL, opts: object): Dispatcher => {
    const given = opts as { connect?: unknown; connections?: number | null };
    const settings = {
      ...limits,
      ...given,
      connect: typeof given.connect === 'function' ? withContinueFilter(given.connect as Connector) : connect,
    };
    return settings.connections === 1 ? new Client(origin, settings) : new Pool(origin, settings);
  };
  const EnvHttpProxyAgent = envHttpProxyAgent();
  return new EnvHttpProxyAgent({
    ...limits,
    connect,
    factory,
    proxyTunnel: false,
    // '' rather than undefined: the agent would read the environment for what is not given.
    httpProxy: proxy.httpProxy ?? '',
    httpsProxy: proxy.httpsProxy ?? '',
    noProxy: proxy.noProxy,
  });
}

/**
 * Origin and path of an absolute http(s) URL. The engine builds plain ones, which are split as they
 * stand (a full URL parse per request was most of what addressing cost); anything unusual (spaces,
 * fragments, other schemes) goes through the URL parser, which encodes or refuses it.
 */
export function splitUrl(url: string): { origin: string; path: string } | undefined {
  const plain = /^(https?:\/\/[^/?#\s@]+)(\/[^#\s]*)?$/i.exec(url);
  if (plain) return { origin: plain[1] as string, path: plain[2] ?? '/' };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
  } catch {
    return undefined;
  }
}

// `proxy`: the one the request went through, if any: a failure to connect to it is said as its own.
function classify(error: unknown, abortReason: unknown, proxy?: string): TransportError {
  if (abortReason instanceof TransportError) return abortReason;
  if (error instanceof TransportError) return error;
  const err = error as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = err.code ?? err.cause?.code;
  if (isProxyRefusal(error)) return new TransportError('proxy', `the proxy did not carry the request (${err.message})`);
  const down = proxyConnectionFailure(err.code ? err : (err.cause ?? err), proxy);
  if (down) return new TransportError('proxy', `${down} (${err.message}); the target was not tried`);
  if (code === 'ECONNREFUSED') return new TransportError('connection-refused', `connection refused (${err.message})`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new TransportError('dns', `host not found (${err.message})`);
  if (error instanceof undiciErrors.HeadersOverflowError) {
    return new TransportError(
      'too-large',
      `the answer's status line and headers exceed ${MAX_HEADER_BYTES / 1024} KiB; not read further`,
    );
  }
  // What undici's parser refuses outright: an answer where none was due, a protocol switch nobody asked for.
  if (error instanceof undiciErrors.SocketError && (err.message === 'bad response' || err.message === 'bad upgrade')) {
    return new TransportError('protocol', `malformed HTTP answer (${err.message})`);
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || error instanceof undiciErrors.SocketError) {
    return new TransportError('reset', `connection closed before a complete answer (${err.message})`);
  }
  if (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  ) {
    return new TransportError('timeout', err.message);
  }
  if (
    error instanceof undiciErrors.HTTPParserError ||
    error instanceof undiciErrors.ResponseContentLengthMismatchError
  ) {
    return new TransportError('protocol', `malformed HTTP answer (${err.message})`);
  }
  return new TransportError('other', err.message ?? String(error));
}

/** The proxy asked for credentials it was not given (407), or would not open a tunnel to the target. */
function isProxyRefusal(error: unknown): boolean {
  const message = (error as Error | undefined)?.message ?? '';
  return (
    (error instanceof undiciErrors.InvalidArgumentError && /Proxy Authentication Required/i.test(message)) ||
    (error instanceof undiciErrors.RequestAbortedError &&
      /^Proxy response \(\d+\) !== 200 when HTTP Tunneling/.test(message))
  );
}
