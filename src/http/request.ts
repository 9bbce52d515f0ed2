import type { Setting } from '../model/words.js';
import type { RequestSpec } from '../model/suite.js';
import type { HttpRequest } from './client.js';

export interface Credentials {
  login: string;
  password: string;
}

export interface TargetContext {
  baseUrl: string;
  apiRoot: string;
  admin?: Credentials | undefined;
  customer?: Credentials | undefined;
  /** Extra headers the user asked for with --header, sent on every request. */
  headers: Record<string, string>;
}

/**
 * Arrays go out as `key[]=a&key[]=b`, the form the platform's PHP reads as a list, and objects (a list of
 * attribute filters) as `key[0][operator]=in`, the form it reads as nested arrays.
 */
export function encodeQuery(query: RequestSpec['query']): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) encodeInto(parts, encodeURIComponent(key), value);
  return parts.join('&');
}

function encodeInto(parts: string[], key: string, value: unknown, depth = 0): void {
  // PHP reads no deeper than 64 brackets; a captured value nested deeper is the target's, not a query.
  if (depth > MAX_QUERY_DEPTH)
    throw new RequestTooLargeError(
      `a query value nests deeper than ${MAX_QUERY_DEPTH} levels: a value captured from the target cannot be sent as a query`,
    );
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (item !== null && typeof item === 'object') encodeInto(parts, `${key}[${i}]`, item, depth + 1);
      else parts.push(`${key}[]=${encodeURIComponent(String(item))}`);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [member, inner] of Object.entries(value))
      encodeInto(parts, `${key}[${encodeURIComponent(member)}]`, inner, depth + 1);
  } else {
    parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
}

/** The longest request URL built (servers refuse far less: 8 KiB is common). */
export const MAX_URL_LENGTH = 64 * 1024;
const MAX_QUERY_DEPTH = 64;

/** A request that cannot be sent as it stands (a captured value too large or too deep): its case errors. */
export class RequestTooLargeError extends Error {
  readonly code = 'request-too-large';
}

export class MissingCredentialsError extends Error {
  readonly code = 'missing-credentials';
  /** The setting that gives them: a skip names it in the caller's words. */
  readonly setting: Setting;
  constructor(who: 'admin' | 'customer') {
    super(`this case needs ${who} credentials`);
    this.setting = who === 'admin' ? 'admin-credentials' : 'customer-credentials';
  }
}

// Built once per credentials object: every case of a run sends one of the same two or three headers.
const basicHeaders = new WeakMap<Credentials, string>();
const WRONG: Credentials = { login: 'conformance-nobody', password: 'not-a-valid-password' };

function basic(c: Credentials): string {
  let header = basicHeaders.get(c);
  if (header === undefined) {
    header = `Basic ${Buffer.from(`${c.login}:${c.password}`).toString('base64')}`;
    basicHeaders.set(c, header);
  }
  return header;
}

export function buildRequest(spec: RequestSpec, target: TargetContext): HttpRequest {
  const prefix = spec.site === 'de' ? '/de' : '';
  const root = `${trimSlashes(target.baseUrl)}${prefix}${target.apiRoot}`;
  const query = encodeQuery(spec.query);
  const url = `${spec.path === '/' ? `${root}/` : `${root}${spec.path}`}${query ? `?${query}` : ''}`;
  // Captured values are the target's: one it made an object of thousands of members would make a URL of
  // megabytes, sent, kept and quoted in every report. No server takes such a URL either.
  if (url.length > MAX_URL_LENGTH)
    throw new RequestTooLargeError(
      `the request URL would be ${url.length} characters (the limit is ${MAX_URL_LENGTH}): a value captured from the target is too large to send`,
    );
  const headers: Record<string, string> = { accept: 'application/json', ...target.headers };
  if (spec.headers) for (const [k, v] of Object.entries(spec.headers)) headers[k.toLowerCase()] = v;
  let body: string | undefined;
  if (spec.rawBody !== undefined) {
    body = spec.rawBody;
    headers['content-type'] = spec.contentType ?? 'application/json';
  } else if (spec.body !== undefined) {
    body = JSON.stringify(spec.body);
    headers['content-type'] = spec.contentType ?? 'application/json';
  }
  const auth = spec.auth ?? 'none';
  if (auth === 'admin' || auth === 'customer') {
    const credentials = target[auth];
    if (!credentials) throw new MissingCredentialsError(auth);
    headers.authorization = basic(credentials);
  } else if (auth === 'wrong') {
    headers.authorization = basic(WRONG);
  }
  return { method: spec.method ?? 'GET', url, headers, body };
}

function trimSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 47) end--;
  return end === url.length ? url : url.slice(0, end);
}
