import type { Args, ArgSchema } from '../../spec/types.js';
import { errors } from '../http/errors.js';
import { sanitizeValue } from './sanitize-value.js';
import { validateValue } from './validate-value.js';

/** Where a request's parameters came from, highest priority first (the platform's parameter order). */
export interface ParamSources {
  json?: Record<string, unknown> | undefined;
  body?: Record<string, unknown> | undefined;
  query: Record<string, unknown>;
  url: Record<string, string>;
}

/** What the request itself sent for a key, in the platform's order; isset() semantics: null is absent. */
function sent(sources: ParamSources, key: string): unknown {
  // Unrolled: called for every declared argument of every request (thirty for an order).
  const { json, body, query, url } = sources;
  if (json && json[key] !== undefined && json[key] !== null) return json[key];
  if (body && body[key] !== undefined && body[key] !== null) return body[key];
  if (query[key] !== undefined && query[key] !== null) return query[key];
  if (url[key] !== undefined && url[key] !== null) return url[key];
  return undefined;
}

export function getParam(sources: ParamSources, key: string, args: Args): unknown {
  return sent(sources, key) ?? args[key]?.default;
}

/** One declared argument, as every request for its route reads it. */
interface DeclaredArg {
  key: string;
  arg: ArgSchema;
  /** The default as a handler sees it, when that is a plain value (shared safely between requests). */
  plainDefault: unknown;
  /** The default must be sanitised per request: a list or object a handler may change. */
  defaultPerRequest: boolean;
}

interface DeclaredArgs {
  list: DeclaredArg[];
  required: string[];
}

/**
 * An endpoint's arguments, read once: a listing declares about forty, and walking them with
 * Object.entries, re-sanitising each default on every request was ~6 µs of a cached listing's ~60.
 */
const declaredOf = new WeakMap<Args, DeclaredArgs>();
function declared(args: Args): DeclaredArgs {
  let found = declaredOf.get(args);
  if (!found) {
    const list = Object.entries(args).map(([key, arg]): DeclaredArg => {
      const value = arg.default === undefined || arg.type === undefined ? arg.default : sanitizeValue(arg.default, arg);
      const perRequest = value !== null && typeof value === 'object';
      return { key, arg, plainDefault: perRequest ? undefined : value, defaultPerRequest: perRequest };
    });
    found = { list, required: list.filter((d) => d.arg.required === true).map((d) => d.key) };
    declaredOf.set(args, found);
  }
  return found;
}

/**
 * has_valid_params + sanitize_params: required arguments first (all missing names in one error), then
 * every declared argument against its schema (all invalid ones in one error). Returns the merged,
 * sanitised parameters a handler works with.
 */
export function resolveParams(sources: ParamSources, args: Args): Record<string, unknown> {
  const { list, required } = declared(args);
  if (required.length > 0) {
    const missing = required.filter((key) => getParam(sources, key, args) === undefined);
    if (missing.length > 0) throw errors.missingParams(missing);
  }

  let params: Record<string, string> | undefined;
  const details: Record<string, unknown> = {};
  const resolved: Record<string, unknown> = { ...sources.url, ...sources.query, ...sources.body, ...sources.json };
  for (const { key, arg, plainDefault, defaultPerRequest } of list) {
    const given = sent(sources, key);
    if (given === undefined) {
      // A declared default is valid by construction; only what the request sent needs checking.
      if (defaultPerRequest) resolved[key] = sanitizeValue(arg.default, arg);
      else if (plainDefault !== undefined) resolved[key] = plainDefault;
      else if (key in resolved) delete resolved[key];
      continue;
    }
    const error = validateValue(given, arg, key);
    if (error) {
      (params ??= {})[key] = error.message;
      details[key] = error;
      continue;
    }
    resolved[key] = arg.type === undefined ? given : sanitizeValue(given, arg);
  }
  if (params) throw errors.invalidParams(params, details);
  return resolved;
}
