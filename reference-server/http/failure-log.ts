import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The server's failure log: one line for every answer with a 5xx status (and every answer that carries
 * a failed batch entry), with the request line (method and path: no query string, which may carry
 * secrets, and never a body) and, when one is known, what failed. `serve` writes it to stderr.
 */

const causes = new WeakMap<FastifyRequest, unknown>();

/** Remembers what made this request's answer a failure, for its line in the log. */
export function noteFailure(request: FastifyRequest, cause: unknown): void {
  if (!causes.has(request)) causes.set(request, cause);
}

/** The request line as logged: the path without its query, but the route a plain `?rest_route=` names. */
export function requestLine(method: string, url: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  // Only the route of `rest_route`, cut where a query of its own would begin.
  const route = mark < 0 ? null : /(?:^|&)rest_route=([^&#]*)/.exec(url.slice(mark + 1))?.[1]?.split(/\?|%3f/i)[0];
  const line = `${method} ${path}${route ? `?rest_route=${route}` : ''}`;
  // What Node lets through a request line is printable, but a log line must stay one line whatever.
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  return (line.length > 2000 ? `${line.slice(0, 2000)}…` : line).replace(/[\u0000-\u001f\u007f]/g, '?');
}

/** An error's class, message and stack frames; anything else as text. Nothing of the request. */
export function describeFailure(cause: unknown): string {
  if (cause instanceof Error) return cause.stack ?? `${cause.name}: ${cause.message}`;
  return String(cause);
}

export function registerFailureLog(app: FastifyInstance, write: (line: string) => void): void {
  app.addHook('onResponse', async (request, reply) => {
    const cause = causes.get(request);
    if (reply.statusCode < 500 && cause === undefined) return;
    const what = cause === undefined ? '' : `: ${describeFailure(cause)}`;
    const where = reply.statusCode < 500 ? ' (a batch entry failed)' : '';
    write(
      `${new Date().toISOString()} ${reply.statusCode} ${requestLine(request.method, request.url)}${where} ${Math.round(reply.elapsedTime)} ms${what}\n`,
    );
  });
}
