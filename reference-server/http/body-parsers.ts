import type { FastifyInstance } from 'fastify';
import type { RawBody } from './rest-entry.js';

/**
 * Bodies are kept as text and interpreted by the REST layer, so that a JSON syntax error becomes the
 * platform's `rest_invalid_json` (after routing) rather than Fastify's own 400.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const keep =
    (kind: RawBody['kind']) =>
    (_req: unknown, body: string | Buffer, done: (err: Error | null, body?: RawBody) => void) =>
      done(null, { kind, text: body.toString() });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, keep('json'));
  app.addContentTypeParser(/^application\/[\w.+-]*\+json/, { parseAs: 'string' }, keep('json'));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, keep('form'));
  app.addContentTypeParser('*', { parseAs: 'string' }, keep('other'));
}
