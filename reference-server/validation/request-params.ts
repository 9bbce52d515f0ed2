import type { Args } from '../../spec/types.js';
import { errors, RestError } from '../http/errors.js';
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

/**
 * has_valid_params + sanitize_params: required arguments first (all missing names in one error), then
 * every declared argument against its schema (all invalid ones in one error). Returns the merged,
 * sanitised parameters a handler works with.
 */
export function resolveParams(sources: ParamSources, args: Args): Record<string, unknown> {
  const missing = Object.entries(args)
    .filter(([key, arg]) => arg.required === true && getParam(sources, key, args) === undefined)
    .map(([key]) => key);
  if (missing.length > 0) throw errors.missingParams(missing);

  const params: Record<string, string> = {};
  const details: Record<string, unknown> = {};
  const resolved: Record<string, unknown> = { ...sources.url, ...sources.query, ...sources.body, ...sources.json };
  for (const [key, arg] of Object.entries(args)) {
    const given = sent(sources, key);
    const value = given ?? arg.default;
    if (value === undefined) {
      delete resolved[key];
      continue;
    }
    // A declared default is valid by construction; only what the request sent needs checking.
    const error = given === undefined ? null : validateValue(value, arg, key);
    if (error) {
      params[key] = error.message;
      details[key] = error;
      continue;
    }
    resolved[key] = arg.type === undefined ? value : sanitizeValue(value, arg);
  }
  if (Object.keys(params).length > 0) throw errors.invalidParams(params, details);
  return resolved;
}

export function isRestError(error: unknown): error is RestError {
  return error instanceof RestError;
}
