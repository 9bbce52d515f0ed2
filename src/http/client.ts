import { Agent, errors as undiciErrors } from 'undici';

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  truncated: boolean;
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
 * The engine's only way onto the network: keep-alive connections, one deadline per request covering
 * headers and body, a cap on what is read, and no redirect ever followed (a 3xx is an answer to judge).
 */
export class HttpClient {
  private readonly agent: Agent;

  constructor(private readonly options: ClientOptions) {
    this.agent = new Agent({
      keepAliveTimeout: 10_000,
      connections: options.connections ?? 16,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.timeoutMs },
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
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (truncated: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, headers, body: Buffer.concat(chunks, Math.min(size, maxResponseBytes)).toString('utf8'), truncated, durationMs: performance.now() - started });
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
          },
          onResponseData(c, chunk) {
            if (settled) return;
            if (size + chunk.length > maxResponseBytes) {
              chunks.push(chunk.subarray(0, maxResponseBytes - size));
              size = maxResponseBytes;
              done(true);
              c.abort(new TransportError('too-large', 'answer cut at the size limit'));
              return;
            }
            chunks.push(chunk);
            size += chunk.length;
          },
          onResponseEnd() {
            done(false);
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
