import { memo } from '../util/memo.js';
import type { Endpoint, Route } from '../../spec/types.js';
import type { Principal } from '../auth/principal.js';
import type { Site, SiteUrls } from '../core/site.js';
import type { JsonError } from './json-body.js';

/** A REST request as the dispatcher sees it, whether it came over HTTP or inside a batch. */
export interface RestRequest {
  method: string;
  /** Route path below the API root, e.g. `/shop/store/cart`. */
  path: string;
  query: Record<string, unknown>;
  /** Header names canonicalised as the platform does: lower case, `-` as `_`. */
  headers: Record<string, string>;
  json?: Record<string, unknown> | undefined;
  jsonError?: JsonError | undefined;
  body?: Record<string, unknown> | undefined;
  principal: Principal | null;
  site: Site;
  urls: SiteUrls;
  inBatch: boolean;
  /** Set by a handler whose answer is a function of the request and a data version (answer-replay.ts). */
  repeatable?: Repeatable | undefined;
}

/** What made an answer: the data version it was computed at (set by `cachedByVersion`). */
export interface Repeatable {
  version: () => number;
  at: number;
}

export interface RestResponse {
  status: number;
  body?: unknown;
  /** Already serialised JSON (the cached index); never re-encoded. */
  rawJson?: string;
  /**
   * `rawJson` was written for this reply alone (a cart), in ASCII as every JSON text the server writes:
   * sent as it is, not kept with the cached answers' bytes.
   */
  rawJsonOnce?: boolean;
  /** A body that is not JSON (oEmbed's XML), with its content type. */
  rawText?: { body: string; contentType: string };
  headers: Record<string, string>;
  /** What made this a 5xx answer (or a batch entry one), for the server's failure log; never sent. */
  failure?: unknown;
}

export interface HandlerContext {
  request: RestRequest;
  params: Record<string, unknown>;
  route: Route;
  endpoint: Endpoint;
  /** Response headers the dispatcher adds whatever the outcome (storefront session headers). */
  headers: Record<string, string>;
  /** Storefront cart session, when the route is a cart or checkout route. */
  session?: { id: string; fromToken: boolean } | undefined;
}

export type Handler = (ctx: HandlerContext) => RestResponse | Promise<RestResponse>;

// Requests keep sending the same few dozen header names: each is worked out once. A long name (a
// batch entry's headers come from its JSON body) is worked out every time, never kept: the memo bounds
// its keys, but here the value is as long as the key.
const canonicalNames = memo<string, string>(1000);
const canonical = (name: string) => name.toLowerCase().replace(/-/g, '_');

export function canonicalHeaderName(name: string): string {
  return name.length > 64 ? canonical(name) : canonicalNames(name, () => canonical(name));
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): RestResponse {
  return { status, body, headers };
}

/** A reply whose JSON text the handler wrote itself, in ASCII, for this reply only (json-template.ts). */
export function jsonText(text: string, status = 200): RestResponse {
  return { status, rawJson: text, rawJsonOnce: true, headers: {} };
}
