import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../helpers/app.js';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testApp();
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await app.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are over a fresh connection and reads the one answer back. */
function send(bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no answer within 5 s')), 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // Every answer below closes the connection; a keep-alive answer is read once its body is complete.
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('close', done);
    socket.on('data', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      const bodyStart = text.indexOf('\r\n\r\n');
      if (length !== undefined && bodyStart >= 0 && Buffer.byteLength(text.slice(bodyStart + 4)) >= Number(length))
        socket.end();
    });
    socket.write(bytes);
  });
}

function expectRestError(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as { code: string; message: string; data: { status: number } };
  expect(body).toEqual({ code, message: expect.any(String), data: { status } });
}

describe('malformed HTTP is answered in the error shape, with its status, over a raw socket', () => {
  it.each([
    // Methods no route takes are `rest_no_route`, as the interface says of any method a path does not take,
    // whether Node's parser knows the name (PROPFIND, TRACE) or not (FOO), and CONNECT (it closed the socket unanswered).
    ['an unknown method token', 'FOO /rest-api/ HTTP/1.1\r\nHost: x\r\n\r\n', 404, 'rest_no_route'],
    ['a method Node knows but no route takes', 'PROPFIND /rest-api/ HTTP/1.1\r\nHost: x\r\n\r\n', 404, 'rest_no_route'],
    ['TRACE', 'TRACE /rest-api/ HTTP/1.1\r\nHost: x\r\n\r\n', 404, 'rest_no_route'],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 404, 'rest_no_route'],
    ['a method that is no token', 'G(T /rest-api/ HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'shop_rest_bad_request'],
    // Paths that do not decode can match no route of the interface.
    ['bad percent-encoding in the request line', 'GET /rest-api/%zz HTTP/1.1\r\nHost: x\r\n\r\n', 404, 'rest_no_route'],
    [
      'an overlong UTF-8 escape in the request line',
      'GET /rest-api/%c0%80 HTTP/1.1\r\nHost: x\r\n\r\n',
      404,
      'rest_no_route',
    ],
    ['a lone % in the request line', 'GET /rest-api/% HTTP/1.1\r\nHost: x\r\n\r\n', 404, 'rest_no_route'],
    ['GET //', 'GET // HTTP/1.1\r\nHost: x\r\n\r\n', 404, 'rest_no_route'],
    ['a space in the target', 'GET /rest api/ HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'shop_rest_bad_request'],
    ['a NUL in the target', 'GET /rest-api/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'shop_rest_bad_request'],
    ['an unknown HTTP version', 'GET /rest-api/ HTTP/9.9\r\nHost: x\r\n\r\n', 400, 'shop_rest_bad_request'],
    [
      'a header name with a space',
      'GET /rest-api/ HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
      400,
      'shop_rest_bad_request',
    ],
    [
      'a header too large',
      `GET /rest-api/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'shop_rest_request_header_fields_too_large',
    ],
    [
      'a request line too large',
      `GET /rest-api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'shop_rest_request_header_fields_too_large',
    ],
    [
      'an Expect header other than 100-continue',
      'POST /rest-api/ HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Length: 2\r\n\r\n{}',
      417,
      'shop_rest_expectation_failed',
    ],
    [
      'Content-Length and Transfer-Encoding both',
      'POST /rest-api/ HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'shop_rest_bad_request',
    ],
    [
      'a chunk size that is not hex',
      'POST /rest-api/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      400,
      'shop_rest_bad_request',
    ],
    [
      'a Content-Length that is no number',
      'POST /rest-api/ HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}',
      400,
      'shop_rest_bad_request',
    ],
    ['HTTP/1.1 without Host', 'GET /rest-api/ HTTP/1.1\r\n\r\n', 400, 'shop_rest_bad_request'],
    [
      'bytes that are not HTTP at all',
      Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a]),
      400,
      'shop_rest_bad_request',
    ],
  ] as const)('%s', async (_name, bytes, status, code) => {
    expectRestError(await send(bytes), status, code);
  });

  it('a body larger than the limit is 413 in the shape', async () => {
    const body = JSON.stringify({ x: 'y'.repeat(1024 * 1024) });
    const answer = await send(
      `POST /rest-api/shop/store/cart/add-item HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expectRestError(answer, 413, 'shop_rest_request_too_large');
  });

  it('HTTP/1.0 without Host, an absolute-form target and `OPTIONS *` are requests like any other', async () => {
    expectRestError(await send('GET /rest-api/nope HTTP/1.0\r\n\r\n'), 404, 'rest_no_route');
    expectRestError(
      await send('GET http://x/rest-api/nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      404,
      'rest_no_route',
    );
    expectRestError(await send('OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 404, 'rest_no_route');
  });

  it('the server goes on serving after each of them', async () => {
    const answer = await send(
      'GET /rest-api/shop/store/products?per_page=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveLength(1);
  });
});
