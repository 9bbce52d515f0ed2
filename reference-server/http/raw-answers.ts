import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errors, type RestError } from './errors.js';
import { toJson } from './ascii-json.js';

/**
 * Answers for what never becomes a request Fastify routes: bytes Node's HTTP parser refuses, CONNECT,
 * an Expect header it cannot meet. Without these, Node and Fastify answer in their own shapes or close
 * the socket without a word; here every one is the interface's error shape, with its status.
 */

/** A method token as RFC 9110 spells it, a target, a version: a request line that only names a method Node does not know. */
const WELL_FORMED_REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ [^\s]+ HTTP\/\d\.\d\r?\n/;

/** What a parser error means for the client, as a RestError. */
export function clientErrorAnswer(error: Error & { code?: string; rawPacket?: Buffer }): RestError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return errors.headersTooLarge();
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return errors.requestTimeout();
    case 'HPE_INVALID_METHOD': {
      // A method no route takes is `rest_no_route`, whether Node's parser knows its name or not; a
      // request line that is not one at all is a bad request.
      const start = error.rawPacket?.subarray(0, 8192).toString('latin1') ?? '';
      return WELL_FORMED_REQUEST_LINE.test(start) ? errors.noRoute() : errors.badRequest();
    }
    default:
      return errors.badRequest();
  }
}

/** The whole HTTP/1.1 answer, written straight to a socket the HTTP server has let go of. */
export function rawAnswer(rest: RestError): string {
  const body = toJson(rest.toBody());
  return [
    `HTTP/1.1 ${rest.status} ${STATUS_CODES[rest.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`: Node could not parse what came; answer, then close. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.end(rawAnswer(clientErrorAnswer(error)));
  else socket.destroy();
}

function sendRest(res: ServerResponse, rest: RestError): void {
  const body = toJson(rest.toBody());
  res.writeHead(rest.status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

/**
 * CONNECT (a tunnel the reference server never opens: no route takes it, so `rest_no_route`, then the
 * socket closes, as the request left it raw) and an Expect other than 100-continue (417, as RFC 9110
 * allows and Node would answer, but in the error shape).
 */
export function registerRawAnswers(server: Server): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    // Node has let the socket go, its error listener with it: a reset must not become an uncaught error.
    socket.on('error', () => socket.destroy());
    if (socket.writable) socket.end(rawAnswer(errors.noRoute()));
    else socket.destroy();
  });
  server.on('checkExpectation', (_request: IncomingMessage, res: ServerResponse) =>
    sendRest(res, errors.expectationFailed()),
  );
}
