import { Agent, buildConnector, errors as undiciErrors } from 'undici';
import { BodyReader } from './body-reader.js';
import { skipUnsolicitedContinue } from './interim.js';

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
}

/** Why no usable answer came back; `unreachable` kinds mean the target itself could not be reached. */
export type TransportErrorCode = 'connection-refused' | 'dns' | 'timeout' | 'reset' | 'too-large' | 'protocol' | 'other';

export class TransportError extends Error {
  constructor(readonly code: TransportErrorCode, message: string) {
    super(message);
  }

  get unreachable(): boolean {
    return this.code === 'connection-refused' || this.code === 'dns';
  }
}

export interface ClientOptions {
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
  private readonly agent: Agent;

  constructor(private readonly options: ClientOptions) {
    const connect = buildConnector({ timeout: options.timeoutMs });
    this.agent = new Agent({
      keepAliveTimeout: 10_000,
      connections: options.connections ?? 16,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      maxHeaderSize: MAX_HEADER_BYTES,
      // undici's own connector, each socket given the filter that drops unsolicited `100 Continue`s.
      connect: (opts, callback) => connect(opts, (...args) => {
        if (args[1]) skipUnsolicitedContinue(args[1]);
        callback(...args);
      }),
    });
  }

  /**
   * Straight onto undici's dispatcher with a handler that gathers the bytes: no stream and no async
   * iterator per answer, which were most of the client's cost over a run of hundreds of requests.
   * `onConnected` hears when the request is written to a connected socket, before any answer.
   */
  send(req: HttpRequest, onConnected?: () => void): Promise<HttpResponse> {
    const started = performance.now();
    const { maxResponseBytes, timeoutMs } = this.options;
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
        resolve({ status, headers, body: reader.text(), truncated: reader.truncated, size: reader.size, durationMs: performance.now() - started });
      };
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(classify(error, abortReason));
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
        this.agent.dispatch({ origin: target.origin, path: target.path, method: req.method as 'GET', headers: req.headers, body: req.body ?? null }, {
          onRequestStart(c) {
            controller = c;
            if (abortReason) c.abort(abortReason);
            // Called as the request goes onto a connected socket: the target is there.
            else onConnected?.();
          },
          onResponseStart(_c, statusCode, raw) {
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
        });
      } catch (error) {
        fail(error);
      }
    });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
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

function classify(error: unknown, abortReason: unknown): TransportError {
  if (abortReason instanceof TransportError) return abortReason;
  if (error instanceof TransportError) return error;
  const err = error as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = err.code ?? err.cause?.code;
  if (code === 'ECONNREFUSED') return new TransportError('connection-refused', `connection refused (${err.message})`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new TransportError('dns', `host not found (${err.message})`);
  if (error instanceof undiciErrors.HeadersOverflowError) {
    return new TransportError('too-large', `the answer's status line and headers exceed ${MAX_HEADER_BYTES / 1024} KiB; not read further`);
  }
  // What undici's parser refuses outright: an answer where none was due, a protocol switch nobody asked for.
  if (error instanceof undiciErrors.SocketError && (err.message === 'bad response' || err.message === 'bad upgrade')) {
    return new TransportError('protocol', `malformed HTTP answer (${err.message})`);
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || error instanceof undiciErrors.SocketError) {
    return new TransportError('reset', `connection closed before a complete answer (${err.message})`);
  }
  if (error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError || error instanceof undiciErrors.ConnectTimeoutError) {
    return new TransportError('timeout', err.message);
  }
  if (error instanceof undiciErrors.HTTPParserError || error instanceof undiciErrors.ResponseContentLengthMismatchError) {
    return new TransportError('protocol', `malformed HTTP answer (${err.message})`);
  }
  return new TransportError('other', err.message ?? String(error));
}
