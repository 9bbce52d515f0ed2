import type { FastifyReply } from 'fastify';
import type { Translator } from '../../spec/translator.js';
import { memo } from '../util/memo.js';
import { asciiJson, toJson } from './ascii-json.js';
import type { RestResponse } from './types.js';

/**
 * The reply side of the REST entry: a RestResponse written through Fastify's reply (so onSend hooks
 * see every answer), spoken in a site's words when the server runs under a vocabulary.
 */

/**
 * The two memos below are keyed by the server's own cached answers, never by what a caller sent: kept
 * whole (bounded in entries), since V8 keeps a string's hash on the string and a lookup then costs no
 * pass over it; hashing each 153 KB index answer with SHA-256 on every request halved the index's rate.
 */
const OWN_TEXTS = Number.POSITIVE_INFINITY;

/** Headers whose values are URLs of the API and so may carry words; tokens and nonces are left alone. */
const URL_HEADERS = new Set(['Location', 'Link']);

/** Replies spoken in the site's words; the cached index is translated once per cached text. */
export function translatedSender(t: Translator): typeof sendResponse {
  const translatedText = memo<string, string>(200, OWN_TEXTS);
  return (reply, method, response) => {
    const original = response.rawJson;
    const translate = (text: string) => toJson(t.json(JSON.parse(text), 'site'));
    const rawJson =
      original === undefined
        ? undefined
        : response.rawJsonOnce
          ? translate(original)
          : translatedText(original, () => translate(original));
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [
        t.header(k, 'site'),
        URL_HEADERS.has(k) ? t.url(v, 'site') : v,
      ]),
    );
    // Text answers (oEmbed XML) name pages of the site, not routes: they are sent as they are.
    return sendResponse(reply, method, {
      ...response,
      headers,
      ...(rawJson !== undefined ? { rawJson } : {}),
      ...(response.body !== undefined ? { body: t.json(response.body, 'site') } : {}),
    });
  };
}

// Cached answers come back as the very same string each time: encode each once, not per request.
const encoded = memo<string, Buffer>(200, OWN_TEXTS);
const bytesOf = (raw: string) => encoded(raw, () => Buffer.from(asciiJson(raw), 'utf8'));

export const JSON_TYPE = 'application/json; charset=UTF-8';

/** A RestResponse onto the wire: status, headers, and the body as JSON, text or cached bytes. */
export function sendResponse(reply: FastifyReply, method: string, response: RestResponse): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
  if (response.rawText && method !== 'HEAD')
    return reply.type(response.rawText.contentType).send(response.rawText.body);
  if (method === 'HEAD' || response.status === 204 || (response.body === null && response.rawJson === undefined)) {
    reply.removeHeader('Content-Type');
    return reply.send();
  }
  // The standard headers already name JSON; set it again only where they were not given.
  if (reply.getHeader('content-type') !== JSON_TYPE) reply.type(JSON_TYPE);
  // JSON in ASCII (ascii-json.ts); a handler's own text already is (`jsonText`).
  if (response.rawJson === undefined) return reply.send(toJson(response.body));
  return reply.send(response.rawJsonOnce ? response.rawJson : bytesOf(response.rawJson));
}
