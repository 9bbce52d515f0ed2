import { Agent, request as undiciRequest, errors as undiciErrors } from 'undici';

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

  async send(req: HttpRequest): Promise<HttpResponse> {
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TransportError('timeout', `no complete answer within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    try {
      const res = await undiciRequest(req.url, {
        method: req.method as 'GET',
        headers: req.headers,
        body: req.body,
        dispatcher: this.agent,
        signal: controller.signal,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      for await (const chunk of res.body) {
        const buffer = chunk as Buffer;
        if (size + buffer.length > this.options.maxResponseBytes) {
          chunks.push(buffer.subarray(0, this.options.maxResponseBytes - size));
          truncated = true;
          res.body.destroy();
          break;
        }
        chunks.push(buffer);
        size += buffer.length;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
      return {
        status: res.statusCode,
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        truncated,
        durationMs: performance.now() - started,
      };
    } catch (error) {
      throw classify(error, controller.signal.reason);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
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
