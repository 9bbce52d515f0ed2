import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../../../src/model/result.js';
import { curlCommand } from '../../../src/repro/curl.js';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';

/** What a server received: method, target, the headers we set, the body's bytes. */
interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const hasCurl = spawnSync('curl', ['--version']).status === 0;
let target: HttpTarget;
let received: Received[] = [];
beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
});
afterAll(() => target.close());

const request = (over: Partial<Exchange['request']>): Exchange['request'] => ({
  method: 'GET',
  url: `${target.base}/rest-api/x`,
  headers: { accept: 'application/json' },
  ...over,
});

/** Runs the command in bash, as a user pasting it would, and returns what the server received (the server runs in this process: never block it). */
async function replay(command: string): Promise<Received> {
  received = [];
  await promisify(execFile)('bash', ['-c', command], { timeout: 120_000 });
  expect(received).toHaveLength(1);
  return received[0] as Received;
}

const HOSTILE_BODY = `{"a":"it's \\"quoted\\" $HOME \`id\` $(id) %s %d \\\\n \\u00e9"}\nline two\ttab ü € 😀 '' \\`;
const CONTROL_BODY = `@-\u0000NUL\r\nCRLF\u0001\u001b[31m\u007f\u0085\ud800\ufffe\uffff%%\\0\\x41'end`;

describe('curl reproductions', () => {
  it('sends a body that starts with @ as text, never as a file to read', () => {
    const command = curlCommand(
      request({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '@/etc/passwd' }),
    );
    expect(command).toContain("--data-raw '@/etc/passwd'");
    expect(command).not.toMatch(/--data(-binary)? '@/);
  });

  it('sends HEAD with -I, never -X HEAD', () => {
    const command = curlCommand(request({ method: 'HEAD' }));
    expect(command).toMatch(/^curl -sS -I /);
    expect(command).not.toContain('-X');
  });

  it('keeps -X GET for a GET with a body, and leaves -X out of a plain GET', () => {
    expect(curlCommand(request({ body: '{}', headers: { 'content-type': 'application/json' } }))).toContain('-X GET');
    expect(curlCommand(request({}))).toBe(`curl -sS -i -H 'accept: application/json' '${target.base}/rest-api/x'`);
  });

  it('takes credentials from the environment and never shows them', () => {
    const command = curlCommand(
      request({ auth: 'admin', headers: { authorization: 'Basic ***', accept: 'application/json' } }),
    );
    expect(command).toContain('-u "$SHOP_CONFORMANCE_AUTH"');
    expect(command).not.toContain('authorization');
  });

  it('pipes a body the command line cannot carry (NUL, CR, control characters, broken UTF-16) through printf', () => {
    const command = curlCommand(
      request({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: CONTROL_BODY }),
    );
    expect(command).toMatch(/^printf '.*' \| curl .*--data-binary @- /s);
    // Nothing a report strips (controls, escape sequences) is left in the command itself.
    // eslint-disable-next-line no-control-regex -- no raw control character may reach the command line
    expect(command).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ud800-\udfff\ufffe\uffff]/);
  });

  it('writes an empty header as `name;` (curl removes a header written `name:`)', () => {
    expect(curlCommand(request({ headers: { 'x-empty': '' } }))).toContain("-H 'x-empty;'");
  });

  it('says so when the request body was kept cut short, rather than pass for the request', () => {
    const command = curlCommand({
      ...request({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'abc' }),
      bodySize: 100,
    });
    expect(command).toMatch(/--data-raw 'abc' '[^']+' # the body was cut: this sends 3 of its 100 bytes$/);
    expect(() => execFileSync('bash', ['-n', '-c', command])).not.toThrow();
  });

  it('is valid shell for every kind of character', () => {
    const commands = [
      curlCommand(
        request({
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-q': `it's "q" $HOME \`id\` $(id) \\ ü` },
          body: HOSTILE_BODY,
        }),
      ),
      curlCommand(request({ method: 'PUT', headers: { 'x-c': 'a\u0001b\u0000c\nd' }, body: CONTROL_BODY })),
      curlCommand(request({ method: 'HEAD', url: `${target.base}/rest-api/a/../b?x[]=1&y[0][z]={}` })),
    ];
    for (const command of commands) expect(() => execFileSync('bash', ['-n', '-c', command])).not.toThrow();
  });

  describe.skipIf(!hasCurl)('run in bash against a server, it sends what the engine sent', () => {
    it('quotes, newlines, $, backticks and non-ASCII in headers and body', async () => {
      const header = `it's "q" $HOME \`id\` $(id) \\ ü`;
      const got = await replay(
        curlCommand(
          request({
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-q': header },
            body: HOSTILE_BODY,
          }),
        ),
      );
      expect(got.method).toBe('POST');
      expect(Buffer.from(got.headers['x-q'] as string, 'latin1').toString('utf8')).toBe(header);
      expect(got.body.equals(Buffer.from(HOSTILE_BODY, 'utf8'))).toBe(true);
    });

    it('a body with NUL, CR, controls and broken UTF-16, byte for byte as Node encodes it', async () => {
      const got = await replay(
        curlCommand(request({ method: 'PATCH', headers: { 'content-type': 'text/plain' }, body: CONTROL_BODY })),
      );
      expect(got.method).toBe('PATCH');
      expect(got.body.equals(Buffer.from(CONTROL_BODY, 'utf8'))).toBe(true);
    });

    it('shell variables a reproduction names, expanded where they stand; other ${…} text sent as it is', async () => {
      const variables = new Set(['TOKEN', 'ID']);
      const set = `TOKEN='a b$c'\\''d'; ID=42; `;
      const command = curlCommand(
        request({
          method: 'POST',
          url: `${target.base}/rest-api/items/\${ID}?x=\${ID}_1`,
          headers: {
            'content-type': 'application/json',
            'x-token': 'Bearer ${TOKEN}',
            'x-q': `it's $HOME \${TOKEN} \${OTHER}`,
          },
          body: `{"id":\${ID},"t":"\${TOKEN}","p":"\${jndi:x}"}`,
        }),
        { variables },
      );
      expect(command).toContain(`-H "x-token: Bearer $TOKEN"`);
      const got = await replay(`${set}${command}`);
      expect(got.url).toBe('/rest-api/items/42?x=42_1');
      expect(got.headers['x-token']).toBe(`Bearer a b$c'd`);
      expect(got.headers['x-q']).toBe(`it's $HOME a b$c'd \${OTHER}`);
      expect(got.body.toString()).toBe(`{"id":42,"t":"a b$c'd","p":"\${jndi:x}"}`);
      const piped = curlCommand(
        request({ method: 'PUT', headers: { 'content-type': 'text/plain' }, body: `\u0001\${TOKEN}%s\${ID}` }),
        { variables },
      );
      expect((await replay(`${set}${piped}`)).body.toString()).toBe(`\u0001a b$c'd%s42`);
    });

    it('a body that starts with @ or -', async () => {
      const at = await replay(
        curlCommand(request({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '@/etc/hostname' })),
      );
      expect(at.body.toString()).toBe('@/etc/hostname');
      const dash = await replay(
        curlCommand(request({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '-n\r\n' })),
      );
      expect(dash.body.toString()).toBe('-n\r\n');
    });

    it('HEAD, a GET with a body, brackets in the query and dot segments in the path, as they are', async () => {
      expect((await replay(curlCommand(request({ method: 'HEAD' })))).method).toBe('HEAD');
      const get = await replay(
        curlCommand(request({ headers: { 'content-type': 'application/json' }, body: '{"a":1}' })),
      );
      expect([get.method, get.body.toString()]).toEqual(['GET', '{"a":1}']);
      const url = '/rest-api/a/./../b?x[]=1&y[0][z]=2&w={}';
      expect((await replay(curlCommand(request({ url: `${target.base}${url}` })))).url).toBe(url);
    });

    it('an empty body is sent as one, with its content type', async () => {
      const got = await replay(
        curlCommand(request({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '' })),
      );
      expect([got.headers['content-length'], got.headers['content-type'], got.body.length]).toEqual([
        '0',
        'application/json',
        0,
      ]);
    });
  });
});
