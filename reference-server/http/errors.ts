import type { JsonError } from './json-body.js';

/**
 * The platform's error body: `{code, message, data: {status, ...}}` with the HTTP status equal to
 * `data.status`. Every failure in the reference server is one of these, never a bare Fastify error.
 */
export class RestError extends Error {
  readonly code: string;
  readonly status: number;
  readonly data: Record<string, unknown>;

  constructor(code: string, message: string, status: number, extra: Record<string, unknown> = {}) {
    // An answer, not a fault: no stack is wanted, and collecting one cost more than the rest of a
    // refused request (thousands of them in a run of negative cases).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.status = status;
    this.data = { status, ...extra };
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, data: this.data };
  }
}

export interface ErrorBody {
  code: string;
  message: string;
  data: Record<string, unknown>;
}

/** Stable codes and exact message templates of the errors the core raises. */
export const errors = {
  noRoute: () => new RestError('rest_no_route', 'No route was found matching the URL and request method.', 404),
  /** PHP's json_last_error() and its message; a depth error also names the limit (reference only). */
  invalidJson: (error: JsonError) =>
    new RestError('rest_invalid_json', 'Invalid JSON body passed.', 400, {
      json_error_code: error.code,
      json_error_message: error.message,
      ...(error.maxDepth !== undefined ? { json_max_depth: error.maxDepth } : {}),
    }),
  missingParams: (names: string[]) =>
    new RestError('rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, 400, { params: names }),
  invalidParams: (params: Record<string, string>, details: Record<string, unknown>) =>
    new RestError('rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, 400, {
      params,
      details,
    }),
  forbidden: (status: 401 | 403, message = 'Sorry, you are not allowed to do that.') =>
    new RestError('rest_forbidden', message, status),
  batchNotAllowed: () =>
    new RestError('rest_batch_not_allowed', 'The requested route does not support batch requests.', 400),
  invalidUsername: () =>
    new RestError(
      'invalid_username',
      '<strong>Error:</strong> Unknown username. Check again or try your email address.',
      401,
    ),
  incorrectPassword: () =>
    new RestError('incorrect_password', 'The provided password is an invalid application password.', 401),
  missingNonce: () =>
    new RestError('shop_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 401),
  invalidNonce: () => new RestError('shop_rest_invalid_nonce', 'Nonce is invalid.', 403),
  notImplemented: (route: string) =>
    new RestError('shop_rest_not_implemented', `The reference server does not implement ${route} yet.`, 501),
  bodyTooLarge: (limit: number) =>
    new RestError('shop_rest_request_too_large', `The request body is larger than ${limit} bytes.`, 413),
  unsupportedMediaType: (type: string) =>
    new RestError('shop_rest_unsupported_media_type', `Content type ${type} is not supported; send JSON.`, 415),
  internal: () =>
    new RestError('shop_rest_unknown_server_error', 'The reference server failed to handle the request.', 500),
  // Failures of HTTP itself, below the REST layer: reference only (the platform's web server answers
  // these before PHP runs), in the error shape all the same.
  badRequest: (message = 'The request is not well-formed HTTP.') =>
    new RestError('shop_rest_bad_request', message, 400),
  requestTimeout: () => new RestError('shop_rest_request_timeout', 'The request was not received in time.', 408),
  uriTooLong: () => new RestError('shop_rest_uri_too_long', 'The request path is too long.', 414),
  expectationFailed: () =>
    new RestError('shop_rest_expectation_failed', 'The Expect header asks for something other than 100-continue.', 417),
  headersTooLarge: () =>
    new RestError('shop_rest_request_header_fields_too_large', 'The request line and headers are too large.', 431),
  invalidNamespace: () => new RestError('rest_invalid_namespace', 'The specified namespace could not be found.', 404),
};
