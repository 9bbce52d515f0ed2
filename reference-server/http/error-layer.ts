import type { FastifyError, FastifyInstance } from 'fastify';
import { errors, RestError } from './errors.js';

/**
 * The one place where failures outside the REST dispatcher (body too large, broken framing, a bug) are
 * turned into the platform's error shape. A 5xx never leaks internals.
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
      rest = errors.internal();
    }
    return reply.code(rest.status).type('application/json; charset=UTF-8').send(JSON.stringify(rest.toBody()));
  });
  app.setNotFoundHandler((_request, reply) => {
    const rest = errors.noRoute();
    return reply.code(404).type('application/json; charset=UTF-8').send(JSON.stringify(rest.toBody()));
  });
}
