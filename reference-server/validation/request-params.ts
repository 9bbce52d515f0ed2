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

function isEmpty(args: Args): boolean {
  for (const _ in args) return false;
  return true;
}

export function getParam(sources: ParamSources, key: string, args: Args): unknown {
  for (const source of [sources.json, sources.body, sources.query, sources.url]) {
    // isset() semantics: an explicit null is as good as absent.
    if (source && source[key] !== undefined && source[key] !== null) return source[key];
  }
  return args[key]?.default;
}

/**
 * has_valid_params + sanitize_params: required arguments first (all missing names in one error), then
 * every declared argument against its schema (all invalid ones in one error). Returns the merged,
 * sanitised parameters a handler works with.
 */
export function resolveParams(sources: ParamSources, args: Args): Record<string, unknown> {
  // No declared arguments (the indexes): nothing to require or validate, only the sources to merge.
  if (isEmpty(args)) return { ...sources.url, ...sources.query, ...sources.body, ...sources.json };
  const missing = Object.entries(args)
    .filter(([key, arg]) => arg.required === true && getParam(sources, key, args) === undefined)
    .map(([key]) => key);
  if (missing.length > 0) throw errors.missingParams(missing);

  const params: Record<string, string> = {};
  const details: Record<string, unknown> = {};
  const resolved: Record<string, unknown> = { ...sources.url, ...sources.query, ...sources.body, ...sources.json };
  for (const [key, arg] of Object.entries(args)) {
    const value = getParam(sources, key, args);
    if (value === undefined) {
      delete resolved[key];
      continue;
    }
    // A declared default is valid by construction; only what the request sent needs checking.
    const fromDefault = value === arg.default && !sentBy(sources, key);
    const error = fromDefault ? null : validateValue(value, arg, key);
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

function sentBy(sources: ParamSources, key: string): boolean {
  return [sources.json, sources.body, sources.query, sources.url].some((s) => s !== undefined && s[key] !== undefined && s[key] !== null);
}

export function isRestError(error: unknown): error is RestError {
  return error instanceof RestError;
}
