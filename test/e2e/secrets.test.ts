import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from '../../reference-server/storage/index.js';
import type { RunResult } from '../../src/model/result.js';
import { testApp } from '../helpers/app.js';
import { cli, type CliResult } from '../helpers/cli.js';
import { startHttpTarget, type HttpTarget } from '../helpers/http-target.js';
import { xmllint } from '../helpers/xmllint.js';

/**
 * No secret in clear anywhere the tool writes. The target is the reference server behind a small
 * proxy that echoes every secret it can: the Authorization header and the API key back in headers and
 * bodies, the passwords and keys of its own (`password`, `secret_key`, `license_key`) in error bodies
 * and codes, session tokens (the server's `Cart-Token` and `Nonce`, a cookie, a token of its own
 * quoted in a body before the header that hands it out), and an HTML page whose first 120 characters
 * (which a failure quotes) end in the middle of the API key. Then every report, stdout and stderr is
 * searched for each secret, raw and in the forms a report writes it.
 */

const ADMIN = { login: 'admin', password: `Adm1nPassw0rd"quoted'$x` };
const CUSTOMER = { login: 'customer', password: 'Cust0merS3cret<&>=' };
const API_KEY = 'key0123456789abcdefXYZ';
const SECRET_KEY = 'sk_live_9f8e7d6c5b4a3210';
const LICENSE_KEY = 'LIC-1234-5678-ABCD-EF90';
const COOKIE = 'sess_a1b2c3d4e5f6a7b8c9';

const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
const handedOut = new Set<string>();
let storage: Storage;
let app: FastifyInstance;
let target: HttpTarget;
let nextSessionToken = `st_${randomBytes(12).toString('hex')}`;

/** What the proxy adds to an answer's JSON: every secret it knows, in members named like secrets and in plain text. */
function echoed(body: unknown, status: number, authorization: string, apiKey: string, upcoming: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const object = body as Record<string, unknown>;
  if (status >= 400) {
    return {
      ...object,
      code: `${String(object.code)} ${ADMIN.password}`,
      message: `${String(object.message)} (sent ${authorization} with key ${apiKey}; our ${SECRET_KEY} and ${LICENSE_KEY})`,
      data: {
        ...(object.data as object),
        password: ADMIN.password,
        secret_key: SECRET_KEY,
        license_key: LICENSE_KEY,
        customer_password: CUSTOMER.password,
      },
    };
  }
  return { ...object, echo_authorization: authorization, echo_key: apiKey, next_session: upcoming };
}

beforeAll(async () => {
  storage = createStorage({ path: ':memory:', seed: true });
  storage.users.ensure(ADMIN.login, ADMIN.password, 'administrator');
  storage.users.ensure(CUSTOMER.login, CUSTOMER.password, 'customer');
  app = await testApp({ storage, publicUrl: undefined });
  target = await startHttpTarget((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const reply = await app.inject({
          method: req.method as 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          ...(chunks.length ? { payload: Buffer.concat(chunks) } : {}),
        });
        const authorization = req.headers.authorization ?? '';
        const apiKey = String(req.headers['x-api-key'] ?? '');
        const sessionToken = nextSessionToken;
        nextSessionToken = `st_${randomBytes(12).toString('hex')}`;
        for (const name of ['cart-token', 'nonce'])
          if (typeof reply.headers[name] === 'string') handedOut.add(reply.headers[name] as string);
        handedOut.add(sessionToken);
        const headers: Record<string, string> = {
          'content-type': String(reply.headers['content-type'] ?? 'application/json'),
          ...Object.fromEntries(
            [
              'cart-token',
              'nonce',
              'nonce-timestamp',
              'user-id',
              'allow',
              'x-shop-total',
              'x-shop-totalpages',
              'link',
            ].flatMap((h) => (reply.headers[h] === undefined ? [] : [[h, String(reply.headers[h])]])),
          ),
          'x-echo-authorization': authorization,
          'x-echo-api-key': apiKey,
          'x-session-token': sessionToken,
          'set-cookie': `session=${COOKIE}; Path=/; HttpOnly`,
        };
        let body = reply.body;
        if ((req.url ?? '').includes('per_page=')) {
          // A failure quotes the first 120 characters of an answer that is not JSON: they end inside the key.
          headers['content-type'] = 'text/html';
          body = `<html>${'-'.repeat(104)}${API_KEY} ${SECRET_KEY} ${ADMIN.password}</html>`;
        } else if (headers['content-type']?.includes('json') && body !== '') {
          try {
            body = JSON.stringify(echoed(JSON.parse(body), reply.statusCode, authorization, apiKey, nextSessionToken));
          } catch {
            // Not JSON after all: passed on as it came.
          }
        }
        res.writeHead(reply.statusCode, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      })();
    });
  });
});

afterAll(async () => {
  await target?.close();
  await app?.close();
  storage?.close();
});

/** A secret as a report may write it: raw, JSON-, HTML- or XML-escaped, and its longest run of letters and digits. */
function forms(secret: string): string[] {
  const html = secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const run = [...secret.matchAll(/[A-Za-z0-9_]+/g)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0] ?? secret;
  return [
    ...new Set([
      secret,
      JSON.stringify(secret).slice(1, -1),
      html,
      html.replace(/'/g, '&apos;'),
      html.replace(/'/g, '&#39;'),
      ...(run.length >= 8 ? [run] : []),
    ]),
  ];
}

function base64(c: { login: string; password: string }): string[] {
  const text = `${c.login}:${c.password}`;
  return [Buffer.from(text).toString('base64'), Buffer.from(text).toString('base64url')];
}

describe('secrets in everything the tool writes', () => {
  let res: CliResult;
  const files = {
    json: join(dir, 'r.json'),
    junit: join(dir, 'r.xml'),
    html: join(dir, 'r.html'),
    coverage: join(dir, 'coverage.txt'),
  };

  beforeAll(async () => {
    res = await cli(
      [
        'run',
        '--allow-writes',
        '--base-url',
        target.base,
        '--suite',
        'cart',
        '--suite',
        'auth',
        '--suite',
        'errors',
        '--suite',
        'limits',
        '--suite',
        'gateway',
        '--suite',
        'customer',
        '--auth',
        `${ADMIN.login}:${ADMIN.password}`,
        '--customer-auth',
        `${CUSTOMER.login}:${CUSTOMER.password}`,
        '--header',
        `X-Api-Key: ${API_KEY}`,
        '--reporter',
        'console',
        '--reporter',
        `json=${files.json}`,
        '--reporter',
        `junit=${files.junit}`,
        '--reporter',
        `html=${files.html}`,
        '--reporter',
        `coverage=${files.coverage}`,
      ],
      {},
    );
  });

  it('the run judged the target (a verdict, not a crash; failures shown with their exchanges), and its reports are valid', async () => {
    expect(res.stderr).toBe('');
    expect(res.code).toBeLessThanOrEqual(1);
    expect(res.stdout).toMatch(/\d+ cases: \d+ passed, [1-9]\d+ failed/);
    const result = JSON.parse(readFileSync(files.json, 'utf8')) as RunResult;
    const shown = result.suites.flatMap((s) => s.cases).filter((c) => c.exchange?.response?.body);
    expect(shown.length).toBeGreaterThan(20);
    await expect(xmllint(readFileSync(files.junit, 'utf8'))).resolves.toBeUndefined();
    // The target did hand out session tokens, and the reports did mask something.
    expect(handedOut.size).toBeGreaterThan(20);
    expect(readFileSync(files.json, 'utf8')).toContain('***');
    expect(res.stdout).toMatch(/Reproduce with( \(bash, \d+ requests\))?:/);
  });

  it('a reproduction in several steps names the session and the secret header as shell variables, never masked', () => {
    const result = JSON.parse(readFileSync(files.json, 'utf8')) as RunResult;
    const repros = result.suites.flatMap((s) => s.cases).flatMap((c) => (c.repro ? [c.repro] : []));
    expect(repros.length).toBeGreaterThan(0);
    for (const repro of repros) {
      // Every header of every step: a value masked there would make the script send `***`.
      const headers = repro.script.match(/-H (?:'[^']*'|"[^"]*")+/g) ?? [];
      expect(headers.filter((h) => h.includes('***'))).toEqual([]);
      // The API key the run was given with --header is read from the environment.
      expect(repro.script).toContain('-H "x-api-key: $SHOP_CONFORMANCE_HEADER_X_API_KEY"');
      expect(repro.env).toEqual([{ name: 'SHOP_CONFORMANCE_HEADER_X_API_KEY', header: 'x-api-key' }]);
    }
    expect(repros.some((r) => r.script.includes('-H "cart-token: $CART_TOKEN"'))).toBe(true);
  });

  it('no secret appears in clear in stdout, stderr or any report', () => {
    const secrets = [
      ...forms(ADMIN.password),
      ...forms(CUSTOMER.password),
      ...base64(ADMIN),
      ...base64(CUSTOMER),
      `${ADMIN.login}:${ADMIN.password}`,
      ...forms(API_KEY),
      ...forms(SECRET_KEY),
      ...forms(LICENSE_KEY),
      ...forms(COOKIE),
      ...[...handedOut].flatMap(forms),
      // The first characters of the key, where the HTML answer's quote ends.
      API_KEY.slice(0, 10),
    ];
    const outputs = {
      stdout: res.stdout,
      stderr: res.stderr,
      ...Object.fromEntries(Object.entries(files).map(([name, file]) => [name, readFileSync(file, 'utf8')])),
    };
    const leaks = Object.entries(outputs).flatMap(([where, text]) =>
      secrets.filter((s) => text.includes(s)).map((s) => `${where}: ${s}`),
    );
    expect(leaks).toEqual([]);
  });
});
