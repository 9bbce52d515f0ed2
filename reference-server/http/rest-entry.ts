import { METHODS as NODE_METHODS } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/basic.js';
import type { CredentialStore } from '../auth/principal.js';
import { siteUrls, type Site } from '../core/site.js';
import type { Dispatcher } from '../core/dispatcher.js';
import { describeRoute } from '../core/route-descriptor.js';
import type { Router } from '../routing/router.js';
import { errors, RestError } from './errors.js';
import { noteFailure } from './failure-log.js';
import { JSON_TYPE, sendResponse, translatedSender } from './reply.js';
import { memo } from '../util/memo.js';
import { answerReplay } from './answer-replay.js';
import { readJson } from './json-body.js';
import { parseQueryString } from './query-string.js';
import { canonicalHeaderName, type RestRequest } from './types.js';
import type { Translator } from '../../spec/translator.js';

export interface RestEntryOptions {
  apiRoot: string;
  sites: Site[];
  routers: Map<string, Router>;
  dispatcher: Dispatcher;
  credentials: CredentialStore;
  publicUrl?: string | undefined;
  /** Serve under a site's own words: requests are read back to neutral words, replies spoken in the site's. */
  translator?: Translator | undefined;
}

/**
 * Every method Node's HTTP parser reads reaches the REST entry (CONNECT is answered at the socket,
 * `raw-answers.ts`): one no route takes (TRACE, PROPFIND, ...) is answered as any unknown route is,
 * `rest_no_route` with the headers every REST answer carries, not by Fastify's bare not-found.
 */
const METHODS = NODE_METHODS.filter((m) => m !== 'CONNECT');

/** What the raw body parsers leave on the request for the REST layer to interpret. */
export interface RawBody {
  kind: 'json' | 'form' | 'other';
  text: string;
}

function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

function readBody(raw: RawBody | undefined): Pick<RestRequest, 'json' | 'jsonError' | 'body'> {
  if (!raw || raw.text === '') return {};
  if (raw.kind === 'form') return { body: parseQueryString(raw.text) };
  if (raw.kind !== 'json') return {};
  const read = readJson(raw.text);
  if ('error' in read) return { jsonError: read.error };
  const parsed = read.value;
  if (parsed !== null && typeof parsed === 'object') {
    return {
      json: Array.isArray(parsed)
        ? Object.fromEntries(parsed.map((v, i) => [String(i), v]))
        : (parsed as Record<string, unknown>),
    };
  }
  return {};
}

/** A body read back into neutral words, each value by its position; the parse error as it is. */
function inNeutralWords(
  read: Pick<RestRequest, 'json' | 'jsonError' | 'body'>,
  t: Translator | undefined,
): Pick<RestRequest, 'json' | 'jsonError' | 'body'> {
  if (!t) return read;
  return {
    ...read,
    ...(read.json !== undefined ? { json: t.json(read.json, 'neutral', undefined, 'request') } : {}),
    ...(read.body !== undefined ? { body: t.json(read.body, 'neutral', undefined, 'request') } : {}),
  };
}

function canonicalHeaders(request: FastifyRequest, t?: Translator): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    // Header names may carry a word; values (tokens, credentials) are never touched.
    // Read back into neutral words as sent (`x-mercato-paylane-secret-key`), before its canonical form.
    const canonical = canonicalHeaderName(t ? t.header(name, 'neutral') : name);
    headers[canonical] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

/**
 * The HTTP face of the REST server: the API root of each site, the plain `?rest_route=` form, method
 * override, authentication before routing, and the platform's standard response headers.
 */
export function registerRestEntry(app: FastifyInstance, options: RestEntryOptions): void {
  const { apiRoot } = options;

  const t = options.translator;
  const send = t ? translatedSender(t) : sendResponse;
  // Addresses and standard headers depend only on the base URL and the site: built once for each.
  // The Host header is the caller's: a bounded memo, like every other.
  const perBase = memo<string, { urls: ReturnType<typeof siteUrls>; standard: Record<string, string> }>(100);
  const forBase = (base: string, site: Site) =>
    perBase(`${site.id} ${base}`, () => {
      const urls = siteUrls(base, site, apiRoot);
      return {
        urls,
        standard: {
          'Content-Type': JSON_TYPE,
          'X-Robots-Tag': 'noindex',
          Link: `<${urls.restUrl('/')}>; rel="https://api.w.org/"`,
          'X-Content-Type-Options': 'nosniff',
          'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
          'Access-Control-Allow-Headers':
            'Authorization, Nonce, Cart-Token, Content-Disposition, Content-MD5, Content-Type',
        },
      };
    });

  const replay = answerReplay();

  const serve = async (request: FastifyRequest, reply: FastifyReply, site: Site, sitePath: string) => {
    const { urls, standard } = forBase(baseUrlOf(request, options.publicUrl), site);
    // Authentication first (it reads only the Authorization header); a refusal is said below, where it
    // always was. A principal known at once may be given an answer it was given before, unchanged
    // since (answer-replay.ts).
    let who: ReturnType<typeof authenticate> | RestError;
    try {
      who = authenticate(request.headers.authorization, options.credentials);
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      who = error;
    }
    // Awaited below; should anything in between throw, its refusal must not count as unhandled.
    if (who instanceof Promise) who.catch(() => undefined);
    let replayKey: string | undefined;
    if (!(who instanceof Promise) && !(who instanceof RestError)) {
      replayKey = replay.keyOf(request, site.id, urls.home, sitePath, who ? `${who.id}:${who.role}` : '-');
      const hit = replayKey === undefined ? undefined : replay.lookup(replayKey);
      if (hit) {
        reply.headers(standard);
        return send(reply, hit.method, hit.response);
      }
    }
    const mark = request.url.indexOf('?');
    const search = mark < 0 ? '' : (request.url.slice(mark + 1).split('#')[0] ?? '');
    const routePath = t ? t.path(sitePath, 'neutral') : sitePath;
    const query = t ? t.json(parseQueryString(search), 'neutral', undefined, 'request') : parseQueryString(search);
    // Deleting only what is there: a delete turns the object into a slower dictionary for the rest of the request.
    if (query.rest_route !== undefined) delete query.rest_route;
    const headers = canonicalHeaders(request, t);
    let method = request.method.toUpperCase();
    const override = typeof query._method === 'string' ? query._method : headers.x_http_method_override;
    if (override) method = override.toUpperCase();
    if (query._method !== undefined) delete query._method;

    reply.headers(standard);

    let principal;
    try {
      // Signed requests after the first are answered from the verified pairs without a promise; a
      // password that must be hashed is awaited while the event loop serves everyone else.
      if (who instanceof RestError) throw who;
      principal = who instanceof Promise ? await who : who;
    } catch (error) {
      if (error instanceof RestError)
        return send(reply, method, { status: error.status, body: error.toBody(), headers: {} });
      throw error;
    }

    if (method === 'OPTIONS') {
      const route = options.routers.get(site.id)?.routeFor(routePath);
      if (!route) return send(reply, method, { status: 200, body: [], headers: {} });
      return send(reply, method, { status: 200, body: describeRoute(route, urls.restUrl), headers: {} });
    }

    const restRequest: RestRequest = {
      method,
      path: routePath,
      query,
      headers,
      ...inNeutralWords(readBody(request.body as RawBody | undefined), t),
      principal,
      site,
      urls,
      inBatch: false,
    };
    const answer = options.dispatcher.dispatch(restRequest);
    const response = answer instanceof Promise ? await answer : answer;
    if (response.failure !== undefined) noteFailure(request, response.failure);
    if (replayKey !== undefined && restRequest.repeatable)
      replay.store(replayKey, method, response, restRequest.repeatable);
    return send(reply, method, response);
  };

  // Fastify routes only the methods it knows; the others are added, each allowed a body it may carry.
  for (const method of METHODS)
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  for (const site of options.sites) {
    const root = `${site.prefix}${apiRoot}`;
    app.route({ method: [...METHODS], url: root, handler: (req, reply) => serve(req, reply, site, '/') });
    app.route({
      method: [...METHODS],
      url: `${root}/*`,
      handler: (req, reply) => serve(req, reply, site, `/${(req.params as { '*': string })['*']}`),
    });
    app.route({
      method: [...METHODS],
      url: site.prefix === '' ? '/' : `${site.prefix}/`,
      handler: (req, reply) => {
        // Read as PHP reads $_GET (a path such as `//` is no base for a URL object: it failed as one).
        const mark = req.url.indexOf('?');
        const route = mark < 0 ? undefined : parseQueryString(req.url.slice(mark + 1).split('#')[0] ?? '').rest_route;
        if (typeof route !== 'string') {
          return sendResponse(reply, req.method, { status: 404, body: errors.noRoute().toBody(), headers: {} });
        }
        return serve(req, reply, site, route);
      },
    });
  }
}
