import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckRegistry, builtInChecks } from '../../../src/checks/registry.js';
import { defineCheck, type CheckDefinition } from '../../../src/checks/types.js';
import { HttpClient } from '../../../src/http/client.js';
import type { CaseSpec, Suite } from '../../../src/model/suite.js';
import { executeCase, type CaseEnvironment } from '../../../src/runner/execute-case.js';
import { credentialSecrets, redactBody, redactHeaders } from '../../../src/secrets/redact.js';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';
import { caseSpec } from '../../helpers/case-spec.js';

let target: HttpTarget;
let base: string;
let client: HttpClient;
beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-token': 'abc' });
    res.end(
      JSON.stringify({
        path: req.url,
        auth: req.headers.authorization ?? null,
        secret_key: 'sk_live_123456789',
        items: [{ key: 'k1' }],
      }),
    );
  });
  base = target.base;
  client = new HttpClient({ timeoutMs: 2000, maxResponseBytes: 100_000 });
});
afterAll(async () => {
  await client.close();
  await target.close();
});

const suite: Suite = { id: 's', title: 'S', file: 'f', tags: [], setup: [], cases: [], teardown: [], generators: [] };
const spec = (over: Partial<CaseSpec>): CaseSpec => caseSpec('c', { title: 'C', origin: { file: 'f' }, ...over });

function env(checks = builtInChecks()): CaseEnvironment {
  return {
    client,
    checks,
    namedSchema: () => undefined,
    secrets: credentialSecrets([{ login: 'root', password: 'hunter2-password' }]),
    responseCache: new Map(),
    target: { baseUrl: base, apiRoot: '/api', headers: {}, admin: { login: 'root', password: 'hunter2-password' } },
  };
}

describe('executeCase', () => {
  it('a check that throws makes the case errored with the check named, never a crash', async () => {
    const boom = defineCheck({
      name: 'boom',
      description: 'throws',
      args: { type: 'object' },
      run: () => {
        throw new Error('kaboom');
      },
    });
    const checks = new CheckRegistry().register(boom as CheckDefinition<never>);
    const result = await executeCase(suite, spec({ expect: [{ check: 'boom' }] }), new Map(), env(checks));
    expect(result.outcome).toBe('errored');
    expect(result.error).toEqual({ code: 'check-crashed', message: 'check "boom" threw: kaboom' });
  });

  it('captures from a pointer and a header feed later requests, keeping types', async () => {
    const captures = new Map<string, unknown>();
    await executeCase(
      suite,
      spec({ capture: { key: { pointer: '/items/0/key' }, token: { header: 'X-Token' } } }),
      captures,
      env(),
    );
    expect(Object.fromEntries(captures)).toEqual({ key: 'k1', token: 'abc' });
    const next = await executeCase(
      suite,
      spec({
        request: { method: 'GET', path: '/items/{{key}}', headers: { 'x-t': '{{token}}' } },
        expect: [{ check: 'json', pointer: '/path', equals: '/api/items/k1' }],
      }),
      captures,
      env(),
    );
    expect(next.outcome).toBe('passed');
  });

  it('a missing capture errors the case with a clear message', async () => {
    const result = await executeCase(
      suite,
      spec({ request: { method: 'GET', path: '/items/{{nope}}' } }),
      new Map(),
      env(),
    );
    expect(result).toMatchObject({ outcome: 'errored', error: { code: 'missing-capture' } });
  });

  it('failures are data: check, title, expected, actual, pointer, and a curl with the credentials masked', async () => {
    const result = await executeCase(
      suite,
      spec({
        request: { method: 'GET', path: '/x', auth: 'admin' },
        expect: [{ check: 'json', pointer: '/path', equals: '/nope' }],
      }),
      new Map(),
      env(),
    );
    expect(result.outcome).toBe('failed');
    expect(result.failures).toEqual([
      {
        check: 'json',
        level: 'must',
        title: 'Value differs',
        message: '/path differs: expected "/nope", got "/api/x"',
        expected: '/nope',
        actual: '/api/x',
        pointer: '/path',
      },
    ]);
    expect(result.curl).toBe(`curl -sS -i -u "$SHOP_CONFORMANCE_AUTH" -H 'accept: application/json' '${base}/api/x'`);
    const text = JSON.stringify(result);
    expect(text).not.toContain('hunter2-password');
    expect(text).not.toContain(Buffer.from('root:hunter2-password').toString('base64'));
    expect(text).not.toContain('sk_live_123456789');
  });
});

describe('redaction', () => {
  it('masks credentials in headers and secret members in bodies', () => {
    expect(redactHeaders({ Authorization: 'Basic abc', cookie: 'a=b', accept: 'x' })).toEqual({
      Authorization: 'Basic ***',
      cookie: '***',
      accept: 'x',
    });
    expect(
      JSON.parse(
        redactBody(
          JSON.stringify({
            secret_key: 'sk_1',
            test_webhook_secret: 'whsec',
            license_key: 'L',
            onboarding_key: 'O',
            publishable_key: 'pk',
            nested: [{ password: 'p' }],
          }),
        ) ?? '',
      ),
    ).toEqual({
      secret_key: '***',
      test_webhook_secret: '***',
      license_key: '***',
      onboarding_key: '***',
      publishable_key: 'pk',
      nested: [{ password: '***' }],
    });
  });
});
