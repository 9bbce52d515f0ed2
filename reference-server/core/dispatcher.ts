import type { Route } from '../../spec/types.js';
import { allowHeader, isAdministrator, refuse } from '../auth/permissions.js';
import { isCartRoute, type StorefrontSessions } from '../auth/storefront-session.js';
import { errors, RestError } from '../http/errors.js';
import type { Handler, HandlerContext, RestRequest, RestResponse } from '../http/types.js';
import type { RouteMatch, Router } from '../routing/router.js';
import { resolveParams } from '../validation/request-params.js';

export interface DispatcherOptions {
  routerFor: (request: RestRequest) => Router;
  handlers: ReadonlyMap<string, Handler>;
  sessions: StorefrontSessions;
  onUnexpected: (error: unknown, request: RestRequest) => void;
}

/** A request that found its route and passed validation, ready to run (the batch runs these later). */
export interface PreparedRequest {
  request: RestRequest;
  match: RouteMatch;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  session?: HandlerContext['session'];
}

export class PreparationError extends Error {
  constructor(
    readonly error: RestError,
    readonly headers: Record<string, string>,
  ) {
    // A refusal carried to its reply, as RestError is: no stack (it cost more than the refusal itself).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(error.message);
    Error.stackTraceLimit = limit;
  }
}

/**
 * The platform's order for one request: route match, JSON body, required and invalid arguments,
 * then permission, then the handler. Validation comes before permission, so a bad argument is a 400
 * even for an anonymous caller.
 */
export class Dispatcher {
  constructor(private readonly options: DispatcherOptions) {}

  match(request: RestRequest): RouteMatch {
    const match = this.options.routerFor(request).match(request.method, request.path);
    if (!match) throw errors.noRoute();
    return match;
  }

  /** Match and validate; errors carry the headers a reply for this route must have. */
  prepare(request: RestRequest, match: RouteMatch = this.match(request)): PreparedRequest {
    const headers = this.routeHeaders(request, match.route);
    let session: HandlerContext['session'];
    if (isCartRoute(match.route)) {
      session = this.options.sessions.resolve(request);
      Object.assign(headers, this.options.sessions.headers(request, session, match.route.namespace));
    }
    try {
      if (request.jsonError !== undefined) throw errors.invalidJson(request.jsonError);
      const params = resolveParams(
        { json: request.json, body: request.body, query: request.query, url: match.urlParams },
        match.endpoint.args,
      );
      return { request, match, params, headers, session };
    } catch (error) {
      if (error instanceof RestError) throw new PreparationError(error, headers);
      throw error;
    }
  }

  /**
   * Runs the handler. A handler that answers at once is answered at once (no promise, no extra turn
   * of the event loop per request); one that returns a promise is awaited.
   */
  execute(prepared: PreparedRequest): RestResponse | Promise<RestResponse> {
    const { request, match, params, headers, session } = prepared;
    const finish = (response: RestResponse): RestResponse => ({
      ...response,
      headers: { ...headers, ...response.headers },
    });
    try {
      this.checkPermission(request, match, session);
      const handler = this.options.handlers.get(match.endpoint.handler);
      if (!handler) throw errors.notImplemented(`${request.method} ${match.route.pattern}`);
      const response = handler({ request, params, route: match.route, endpoint: match.endpoint, headers, session });
      if (response instanceof Promise)
        return response.then(finish, (error: unknown) => this.errorResponse(error, request, headers));
      return finish(response);
    } catch (error) {
      return this.errorResponse(error, request, headers);
    }
  }

  dispatch(request: RestRequest): RestResponse | Promise<RestResponse> {
    let prepared: PreparedRequest;
    try {
      prepared = this.prepare(request);
    } catch (error) {
      if (error instanceof PreparationError) return this.errorResponse(error.error, request, error.headers);
      return this.errorResponse(error, request, {});
    }
    return this.execute(prepared);
  }

  errorResponse(error: unknown, request: RestRequest, headers: Record<string, string>): RestResponse {
    if (error instanceof RestError) return { status: error.status, body: error.toBody(), headers };
    this.options.onUnexpected(error, request);
    const internal = errors.internal();
    return { status: internal.status, body: internal.toBody(), headers, failure: error };
  }

  private checkPermission(request: RestRequest, match: RouteMatch, session: HandlerContext['session']): void {
    switch (match.endpoint.access) {
      case 'admin':
        if (!isAdministrator(request.principal)) throw refuse(match.route, request.method, request.principal);
        return;
      case 'storefront-nonce':
        if (session) this.options.sessions.checkNonce(request, session);
        return;
      default:
        return;
    }
  }

  private routeHeaders(request: RestRequest, route: Route): Record<string, string> {
    return { Allow: allowHeader(route, request.principal) };
  }
}
