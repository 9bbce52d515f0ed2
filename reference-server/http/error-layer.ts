import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, RestError } from './errors.js';
import { toJson } from './ascii-json.js';
import { noteFailure } from './failure-log.js';

/**
 * The one place where failures outside the REST dispatcher (body too large, broken framing, a path
 * Fastify cannot decode, a bug) are turned into the platform's error shape. A 5xx never leaks
 * internals; what caused it goes to the server's failure log (`failure-log.ts`).
 */
export function registerErrorLayer(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let rest: RestError;
    if (error instanceof RestError) rest = error;
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') rest = errors.bodyTooLarge(bodyLimit);
    else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      rest = new RestError('shop_rest_bad_request', error.message, error.statusCode);
    } else {
      request.log.error({ err: error }, 'unexpected failure');
      noteFailure(request, error);
      rest = errors.internal();
    }
    return sendError(reply, rest);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, errors.noRoute()));
  // RFC 9112 §3.2: an HTTP/1.1 request without Host is a 400. Node's own check is turned off in
  // `app.ts` because it answers with an empty body.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      sendError(reply, errors.badRequest('An HTTP/1.1 request must carry a Host header.'));
      return;
    }
    done();
  });
}

function sendError(reply: FastifyReply, rest: RestError): FastifyReply {
  return reply.code(rest.status).type('application/json; charset=UTF-8').send(toJson(rest.toBody()));
}

/**
 * Fastify's `frameworkErrors`: failures of its router before any route runs. A path that does not
 * decode (`%zz`, `%c0%80`) can match no route of the interface (none takes a `%`), so it is what the
 * REST router would say of it, `rest_no_route`; a path segment past the router's limit is 414.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      sendError(reply, errors.noRoute());
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      sendError(reply, errors.uriTooLong());
      return;
    default:
      sendError(reply, errors.badRequest());
  }
}
