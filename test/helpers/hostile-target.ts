import { createServer, type AddressInfo, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { HttpTarget } from './http-target.js';

/**
 * A loopback target that misbehaves in one way per mode. Written on raw sockets (node:net): node:http
 * refuses to send most of these (a 1xx nobody asked for, a body shorter than its Content-Length, bytes
 * trickling out of the status line), and a raw socket lets the tests count what was actually sent.
 */
export type HostileMode =
  | 'deep-nesting' // a JSON answer nested 100,000 levels (~200 KB)
  | 'many-keys' // one object of 1,000,000 members (~9 MB)
  | 'endless' // a chunked body that never ends
  | 'two-gigabytes' // Content-Length 2 GiB, streamed as the reader takes it
  | 'drip' // the whole answer, status line included, one byte every 200 ms
  | 'black-hole' // accepts the connection and the request, never answers
  | 'reset' // reads the request, then resets the connection (RST)
  | 'truncated' // Content-Length 1000, 11 bytes sent, then the connection closed
  | 'redirect-loop' // 302 to the very URL asked for
  | 'gzip-bomb' // Content-Encoding: gzip of 5 GiB of zeros (~5 MB on the wire), never asked for
  | 'invalid-utf8' // JSON whose string holds bytes that are no UTF-8
  | 'control-characters' // JSON strings with U+0000-U+001F, U+FFFE, U+FFFF, lone surrogates; `/raw…` paths the raw bytes as text
  | 'interim-1xx' // an unsolicited `100 Continue` (and a `102`) before the real answer; `/split…` paths cut it mid-line
  | 'huge-headers'; // a 1 MiB header line

export const HOSTILE_MODES: readonly HostileMode[] = [
  'deep-nesting',
  'many-keys',
  'endless',
  'two-gigabytes',
  'drip',
  'black-hole',
  'reset',
  'truncated',
  'redirect-loop',
  'gzip-bomb',
  'invalid-utf8',
  'control-characters',
  'interim-1xx',
  'huge-headers',
];

export const DEEP_NESTING_LEVELS = 100_000;
export const MANY_KEYS = 1_000_000;
export const TWO_GIGABYTES = 2 * 1024 ** 3;
/** What the gzip bomb inflates to: 320 gzip members of 16 MiB of zeros each. */
export const GZIP_BOMB_INFLATED = 320 * 16 * 1024 * 1024;

export interface HostileTarget extends HttpTarget {
  mode: HostileMode;
  /** Requests read so far (a request line and headers). */
  requests(): number;
  /** Bytes written to all connections so far: what a reader that stops early left unsent shows here. */
  bytesSent(): number;
}

interface Request {
  method: string;
  path: string;
  host: string;
}

type Answer = (socket: Socket, request: Request) => void;

const CHUNK = Buffer.alloc(64 * 1024, 'x');

function head(status: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // Every answer closes its connection: no mode has to say where its answer ends for the next one.
  return `HTTP/1.1 ${status}\r\n${lines}connection: close\r\n\r\n`;
}

function answer(
  socket: Socket,
  status: string,
  type: string,
  body: Buffer | string,
  extra: Record<string, string> = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  socket.write(head(status, { 'content-type': type, 'content-length': bytes.length, ...extra }));
  socket.end(bytes);
}

/** Writes `total` bytes (or forever) as fast as the reader takes them, never holding more than one chunk. */
function pump(socket: Socket, total: number, frame: (chunk: Buffer) => Buffer | string = (c) => c): void {
  let sent = 0;
  const more = () => {
    while (sent < total) {
      if (socket.destroyed) return;
      const piece = total - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, total - sent);
      sent += piece.length;
      if (!socket.write(frame(piece))) {
        socket.once('drain', more);
        return;
      }
    }
    socket.end();
  };
  more();
}

// Built on first use and kept: 9 MB and 5 MB that several tests send.
let manyKeysBody: Buffer | undefined;
let gzipBombBody: Buffer | undefined;

function manyKeys(): Buffer {
  if (!manyKeysBody) {
    const members = ['"ok":true'];
    // Prefixed: bare base-36 numbers would name `ok` too.
    for (let i = 0; i < MANY_KEYS; i++) members.push(`"k${i.toString(36)}":${i % 10}`);
    manyKeysBody = Buffer.from(`{${members.join(',')}}`);
  }
  return manyKeysBody;
}

function gzipBomb(): Buffer {
  // gzip allows members one after another; one member of zeros, repeated, inflates to GZIP_BOMB_INFLATED.
  gzipBombBody ??= Buffer.concat(
    new Array<Buffer>(GZIP_BOMB_INFLATED / (16 * 1024 * 1024)).fill(
      gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 }),
    ),
  );
  return gzipBombBody;
}

const CONTROL_JSON = `{"ok":true,"text":"${Array.from({ length: 32 }, (_, i) => `\\u${i.toString(16).padStart(4, '0')}`).join('')}\\ufffe\\uffff\\ud800 lone \\udfff end"}`;
const CONTROL_RAW = Buffer.concat([
  Buffer.from('raw:'),
  Buffer.from(Array.from({ length: 32 }, (_, i) => i)),
  Buffer.from([0xef, 0xbf, 0xbe, 0xef, 0xbf, 0xbf]), // U+FFFE and U+FFFF, well-formed UTF-8
  Buffer.from([0xed, 0xa0, 0x80]), // a surrogate encoded as UTF-8 (CESU): no valid UTF-8
  Buffer.from(']]> <x> & "'),
]);

const MODES: Record<HostileMode, Answer> = {
  'deep-nesting': (socket) =>
    answer(
      socket,
      '200 OK',
      'application/json',
      `{"ok":true,"deep":${'['.repeat(DEEP_NESTING_LEVELS)}${']'.repeat(DEEP_NESTING_LEVELS)}}`,
    ),
  'many-keys': (socket) => answer(socket, '200 OK', 'application/json', manyKeys()),
  endless: (socket) => {
    socket.write(head('200 OK', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
    socket.write('2\r\n["\r\n');
    pump(socket, Infinity, (c) => Buffer.concat([Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]));
  },
  'two-gigabytes': (socket) => {
    socket.write(head('200 OK', { 'content-type': 'application/json', 'content-length': TWO_GIGABYTES }));
    pump(socket, TWO_GIGABYTES);
  },
  drip: (socket) => {
    const bytes = Buffer.from(
      `${head('200 OK', { 'content-type': 'application/json', 'content-length': 11 })}{"ok":true}`,
    );
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || at >= bytes.length) {
        clearInterval(timer);
        return;
      }
      socket.write(bytes.subarray(at, ++at));
    }, 200);
    socket.once('close', () => clearInterval(timer));
  },
  'black-hole': () => undefined,
  reset: (socket) => socket.resetAndDestroy(),
  truncated: (socket) => {
    socket.write(head('200 OK', { 'content-type': 'application/json', 'content-length': 1000 }));
    socket.end('{"ok":true,');
  },
  'redirect-loop': (socket, request) => {
    socket.end(head('302 Found', { location: `http://${request.host}${request.path}`, 'content-length': 0 }));
  },
  'gzip-bomb': (socket) => answer(socket, '200 OK', 'application/json', gzipBomb(), { 'content-encoding': 'gzip' }),
  'invalid-utf8': (socket) =>
    answer(
      socket,
      '200 OK',
      'application/json',
      Buffer.concat([
        Buffer.from('{"ok":true,"name":"'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82, 0xf0, 0x9f, 0x98]),
        Buffer.from('"}'),
      ]),
    ),
  'control-characters': (socket, request) =>
    request.path.includes('/raw')
      ? answer(socket, '200 OK', 'text/plain', CONTROL_RAW)
      : answer(socket, '200 OK', 'application/json', CONTROL_JSON),
  'interim-1xx': (socket, request) => {
    const final = `${head('200 OK', { 'content-type': 'application/json', 'content-length': 11 })}{"ok":true}`;
    const interim = 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 102 Processing\r\nx-step: one\r\n\r\n';
    if (request.path.includes('/split')) {
      // Cut inside the status line and again between the interim answers and the real one.
      socket.write(interim.slice(0, 7));
      setTimeout(() => {
        if (!socket.destroyed) socket.write(interim.slice(7));
      }, 20);
      setTimeout(() => {
        if (!socket.destroyed) socket.end(final);
      }, 40);
      return;
    }
    socket.write(interim);
    setTimeout(() => {
      if (!socket.destroyed) socket.end(final);
    }, 20);
  },
  'huge-headers': (socket) =>
    answer(socket, '200 OK', 'application/json', '{"ok":true}', { 'x-huge': 'h'.repeat(1024 * 1024) }),
};

/** Reads one request's head, then lets the mode answer it; anything after the head is ignored. */
export async function startHostileTarget(mode: HostileMode): Promise<HostileTarget> {
  // Built before listening: building them on the first request would stall the target, not the mode.
  if (mode === 'many-keys') manyKeys();
  if (mode === 'gzip-bomb') gzipBomb();
  const sockets = new Set<Socket>();
  let requests = 0;
  let closedBytes = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
    let received = '';
    const onData = (data: Buffer) => {
      received += data.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) {
        if (received.length > 64 * 1024) socket.destroy();
        return;
      }
      socket.off('data', onData);
      // Keep reading (and dropping) a request body, so the client's writes never stall.
      socket.on('data', () => undefined);
      const [line = '', ...headerLines] = received.slice(0, end).split('\r\n');
      const [method = 'GET', path = '/'] = line.split(' ');
      const host =
        headerLines
          .find((h) => /^host:/i.test(h))
          ?.slice(5)
          .trim() ?? '127.0.0.1';
      requests++;
      MODES[mode](socket, { method, path, host });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    mode,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    bytesSent: () => closedBytes + [...sockets].reduce((n, s) => n + s.bytesWritten, 0),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
