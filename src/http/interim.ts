import type { Duplex } from 'node:stream';

/**
 * RFC 9110 §15.2: a client must be able to parse 1xx answers it did not expect before the final one,
 * and may ignore them. undici (7.x) passes 102 and 103 on to the handler, but on HTTP/1.1 it takes any
 * `100 Continue` for a protocol error ("bad response", the connection destroyed), since it never sends
 * `Expect: 100-continue`, and no option changes that. Some servers and proxies send one anyway (PHP
 * behind a proxy that answers 100 to every POST, for one), and the final answer after it is what the
 * case is about. So the sockets undici reads are given a filter that drops `100` heads where an answer
 * begins, before undici's parser sees them; every other byte passes untouched.
 *
 * Where an answer begins: after each request written. undici sends one request per connection at a
 * time (no pipelining) and writes a request's head and body at once, so the first bytes the target
 * sends after a write start the answer to it.
 */
const CONTINUE = /^HTTP\/1\.[01] 100[ \r]/;
/** What the status line of a 100 can start with, for a head split across reads. */
const CONTINUE_STARTS = ['HTTP/1.1 100 ', 'HTTP/1.0 100 ', 'HTTP/1.1 100\r', 'HTTP/1.0 100\r'];
const STATUS_PREFIX = 13;
/** A 100 head longer than this is no 100 worth skipping: undici gets it as it came, and refuses it. */
const MAX_INTERIM_HEAD = 8 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');

export function skipUnsolicitedContinue(socket: Duplex): void {
  let atHead = false;
  let held: Buffer | undefined;
  const write = socket.write;
  const read = socket.read;
  // Patched on the instance rather than wrapped in another stream: undici reads the socket with
  // `read()` on 'readable', and an extra stream per connection would copy every byte of every answer.
  socket.write = function (this: Duplex, ...args: Parameters<Duplex['write']>) {
    atHead = true;
    return write.apply(this, args);
  } as Duplex['write'];
  socket.read = function (this: Duplex, size?: number) {
    const chunk = read.call(this, size) as Buffer | null;
    if (!atHead || chunk === null) return chunk;
    let rest = held ? Buffer.concat([held, chunk]) : chunk;
    held = undefined;
    for (;;) {
      const start = rest.subarray(0, STATUS_PREFIX).toString('latin1');
      if (rest.length < STATUS_PREFIX && CONTINUE_STARTS.some((p) => p.startsWith(start))) {
        // Too short to tell yet: wait for the next read ('readable' fires again when more arrives).
        held = rest;
        return null;
      }
      if (!CONTINUE.test(start)) {
        atHead = false;
        return rest;
      }
      const end = rest.indexOf(HEAD_END);
      if (end < 0) {
        if (rest.length <= MAX_INTERIM_HEAD) {
          held = rest;
          return null;
        }
        atHead = false;
        return rest;
      }
      rest = rest.subarray(end + HEAD_END.length);
      if (rest.length === 0) return null;
    }
  } as Duplex['read'];
}
