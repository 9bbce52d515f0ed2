import { describe, expect, it } from 'vitest';
import type { CaseResult, ReproStep, RunResult } from '../../../src/model/result.js';
import { redactBody, redactHeaders, secretMemberValues } from '../../../src/secrets/redact.js';
import { scrubCase, scrubResult } from '../../../src/runner/scrub-result.js';
import { LONG_TEXT, SecretMatcher, SHORTEST_CUT } from '../../../src/secrets/secret-matcher.js';
import {
  CUT_DEEP,
  DEPTH_LIMIT,
  LONGEST_LEARNED,
  MOST_LEARNED,
  runSecrets,
  SecretRegistry,
  SHORTEST_LEARNED,
} from '../../../src/secrets/secrets.js';

const ADMIN = { login: 'admin', password: `adm1n-Pa55"word'$x` };
const basic = (c: { login: string; password: string }) => Buffer.from(`${c.login}:${c.password}`).toString('base64');

function registry(): SecretRegistry {
  return runSecrets({
    baseUrl: 'https://site:url-pass-123@shop.test',
    apiRoot: '/rest-api',
    admin: ADMIN,
    headers: {
      'x-api-key': 'key-0123456789abcdef',
      accept: 'application/json',
      authorization: 'Bearer bearer-token-xyz',
    },
  });
}

function deep(levels: number, inner: unknown): unknown {
  let value = inner;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe("the run's secret registry", () => {
  it('masks what the user gave, in every form it takes in text', () => {
    const s = registry();
    const text = [
      ADMIN.password,
      basic(ADMIN),
      `${ADMIN.login}:${ADMIN.password}`,
      JSON.stringify(ADMIN.password),
      encodeURIComponent(ADMIN.password),
      'adm1n-Pa55&quot;word&#39;$x',
      'key-0123456789abcdef',
      'Bearer bearer-token-xyz',
      'url-pass-123',
    ].join(' | ');
    expect(s.scrub(text)).toBe('*** | *** | *** | "***" | *** | *** | *** | *** | ***');
  });

  it('leaves public header values and short values alone', () => {
    const s = registry();
    expect(s.scrub('content-type: application/json')).toBe('content-type: application/json');
    s.add('abc');
    expect(s.scrub('abc')).toBe('abc');
  });

  it('decodes Basic credentials the user gives as a header and masks the password inside', () => {
    const s = runSecrets({
      baseUrl: 'http://shop.test',
      apiRoot: '/',
      headers: { authorization: `Basic ${basic({ login: 'u', password: 'header-pass-77' })}` },
    });
    expect(s.scrub('wrong password header-pass-77')).toBe('wrong password ***');
  });

  it('learns the session tokens, cookies and secret-named headers a target hands out', () => {
    const s = new SecretRegistry();
    s.learnFrom({
      'cart-token': 'eyJ.cart.token1',
      nonce: 'a1b2c3d4e5',
      'set-cookie': 'sid=cookie-value-1; Path=/, other=cookie-value-2; HttpOnly',
      'x-gateway-secret': 'gw-secret-9',
      'content-type': 'application/json',
    });
    expect(s.scrub('eyJ.cart.token1 a1b2c3d4e5 cookie-value-1 cookie-value-2 gw-secret-9 application/json')).toBe(
      '*** *** *** *** *** application/json',
    );
  });

  it('learns long values of body members named like secrets, not short or target-masked ones', () => {
    const s = new SecretRegistry();
    s.learnFromBody(
      '{"secret_key":"sk_live_9f8e7d6c","license_key":"LIC-1234-5678","password_strength":"weak","test_secret_key":"sk_test_12********34"}',
    );
    expect(s.scrub('sk_live_9f8e7d6c LIC-1234-5678 weak sk_test_12********34')).toBe(
      '*** *** weak sk_test_12********34',
    );
    expect('sk_live_9f8e7d6c'.length).toBeGreaterThanOrEqual(SHORTEST_LEARNED);
  });

  it('masks the beginning of a secret cut short at the end of a text or before a mark of a cut', () => {
    const s = registry();
    expect(s.scrub(`the body is not JSON: ${'x'.repeat(LONG_TEXT)} {"key":"key-01234`)).toBe(
      `the body is not JSON: ${'x'.repeat(LONG_TEXT)} {"key":"***`,
    );
    // A short text that merely ends where a secret begins (a case id `key-01`) was not cut.
    expect(s.scrub('case key-01234')).toBe('case key-01234');
    expect(s.scrub('got "key-0123456..." and "key-0123…"')).toBe('got "***..." and "***…"');
    // Too short a beginning to tell from plain text.
    expect(s.scrub(`ends with ${'key-0123456789abcdef'.slice(0, SHORTEST_CUT - 1)}`)).toBe('ends with key-0');
  });

  it('masks the longest secret where one holds another, and overlapping ones', () => {
    const m = new SecretMatcher(['aaab', 'secret-1', 'secret-12345']);
    expect(m.replace('aaaab secret-12345 secret-1x', '*')).toBe('a* * *x');
  });

  it('scrubs a whole value: member names, expected and actual, members named like secrets; copies only what changed', () => {
    const s = registry();
    const untouched = { a: ['x', { b: 1 }] };
    expect(s.scrubValue(untouched)).toBe(untouched);
    const value = {
      [`k-${ADMIN.password}`]: 1,
      expected: { nested: [ADMIN.password] },
      secret_key: 'short',
      keep: untouched,
    };
    const clean = s.scrubValue(value);
    expect(clean).toEqual({ 'k-***': 1, expected: { nested: ['***'] }, secret_key: '***', keep: untouched });
    expect(clean.keep).toBe(untouched);
    expect(value.expected.nested[0]).toBe(ADMIN.password);
  });

  it('cuts values nested deeper than the limit, without recursing into them', () => {
    const s = registry();
    const clean = s.scrubValue({ actual: deep(100_000, 'x') }) as { actual: unknown };
    let level: unknown = clean.actual;
    let depth = 1;
    while (Array.isArray(level)) {
      level = level[0];
      depth++;
    }
    expect(level).toBe(CUT_DEEP);
    expect(depth).toBe(DEPTH_LIMIT);
  });

  it('keeps a lazy body lazy, and scrubs it when read with every secret known by then', () => {
    const s = new SecretRegistry();
    let reads = 0;
    const response = {
      status: 500,
      get body() {
        reads++;
        return 'late-token-1234 here';
      },
    };
    const clean = s.scrubValue({ response });
    expect(reads).toBe(0);
    s.learnFrom({ 'cart-token': 'late-token-1234' });
    expect(clean.response.body).toBe('*** here');
    expect(clean.response.body).toBe('*** here');
    expect(reads).toBe(1);
  });
});

describe('a result on its way out', () => {
  const failed = (over: Partial<CaseResult>): CaseResult => ({
    suite: 's',
    id: 'c',
    title: 't',
    level: 'must',
    tags: [],
    outcome: 'failed',
    failures: [],
    durationMs: 1,
    spec: { origin: { file: 'f' }, requires: [] },
    ...over,
  });

  it('builds the reproduction again from the masked request: a secret the shell quoting changed is masked too', () => {
    const request = {
      method: 'POST',
      url: 'http://shop.test/x',
      headers: { 'x-echo': ADMIN.password },
      body: `{"p":"${ADMIN.password.replace(/"/g, '\\"')}"}`,
    };
    const c = failed({ exchange: { request }, curl: `curl -H 'x-echo: ${ADMIN.password.replace(/'/g, `'\\''`)}' …` });
    const clean = scrubCase(c, registry());
    expect(clean.curl).toBe(`curl -sS -i -X POST -H 'x-echo: ***' --data-raw '{"p":"***"}' 'http://shop.test/x'`);
    expect(JSON.stringify(clean)).not.toContain('adm1n');
  });

  it('writes a reproduction in several steps again from its masked steps; its variables stay, a header named like a secret too', () => {
    const quoted = ADMIN.password.replace(/'/g, `'\\''`);
    const steps: ReproStep[] = [
      {
        case: 'open-cart',
        request: { method: 'GET', url: 'http://shop.test/cart', headers: [] },
        sets: [{ name: 'CART_TOKEN', header: 'Cart-Token' }],
      },
      {
        case: 'c',
        request: {
          method: 'POST',
          url: 'http://shop.test/x',
          headers: [
            ['cart-token', '${CART_TOKEN}'],
            ['x-gateway-secret', '${SHOP_CONFORMANCE_HEADER_X_GATEWAY_SECRET}'],
          ],
          body: `{"echo":"${ADMIN.password.replace(/"/g, '\\"')}"}`,
        },
      },
    ];
    // As a target that echoes the password into a body the script resends would have it, shell-quoted.
    const env = [{ name: 'SHOP_CONFORMANCE_HEADER_X_GATEWAY_SECRET', header: 'X-Gateway-Secret' }];
    const c = failed({ repro: { steps, env, script: `curl --data-raw '{"echo":"${quoted}"}'` } });
    const clean = scrubCase(c, registry());
    const script = clean.repro?.script ?? '';
    expect(JSON.stringify(clean)).not.toContain('adm1n');
    expect(script).toContain(`--data-raw '{"echo":"***"}'`);
    expect(script).toContain('-H "cart-token: $CART_TOKEN"');
    expect(script).toContain('-H "x-gateway-secret: $SHOP_CONFORMANCE_HEADER_X_GATEWAY_SECRET"');
    expect(script).toMatch(/^CART_TOKEN=\$\(curl /m);
  });

  it('masks in every part of a run result, root causes and leftovers too', () => {
    const s = registry();
    const secret = 'key-0123456789abcdef';
    const result = {
      formatVersion: 2,
      tool: { name: 'shop-conformance', version: '0' },
      target: { baseUrl: 'https://site:url-pass-123@shop.test', apiRoot: '/', embedded: false },
      options: { readOnly: false, strict: false },
      startedAt: '',
      durationMs: 0,
      unreachable: false,
      totals: {
        passed: 0,
        failed: 1,
        errored: 0,
        skipped: 0,
        blocked: 0,
        total: 1,
        prerequisites: 0,
        mustFailed: 1,
        shouldFailed: 0,
      },
      suites: [
        {
          id: 's',
          title: 'S',
          file: 'f',
          durationMs: 0,
          leftovers: [`coupon ${secret}`],
          cases: [
            failed({
              title: secret,
              failures: [{ check: 'json', title: secret, message: secret, expected: { k: secret }, actual: [secret] }],
            }),
          ],
        },
      ],
      rootCauses: [
        {
          id: 'index',
          kind: 'index',
          level: 'must',
          title: secret,
          blocked: [],
          failure: { check: 'x', title: secret, message: secret },
        },
      ],
    } as RunResult;
    const text = JSON.stringify(scrubResult(result, s));
    expect(text).not.toContain(secret);
    expect(text).not.toContain('url-pass-123');
  });
});

describe('redaction by name', () => {
  it("masks headers named like secrets, under a site's own words too", () => {
    expect(
      redactHeaders({
        'X-Mercato-Gateway-Secret-Key': 'k',
        'Cart-Token': 't',
        Nonce: 'n',
        'X-Api-Key': 'a',
        'Nonce-Timestamp': '1',
      }),
    ).toEqual({
      'X-Mercato-Gateway-Secret-Key': '***',
      'Cart-Token': '***',
      Nonce: '***',
      'X-Api-Key': '***',
      'Nonce-Timestamp': '1',
    });
  });

  it('masks secret members in text that is not JSON, and in JSON too deep to walk, without backtracking forever', () => {
    expect(redactBody('<pre>{"secret_key": "sk_1", "x": "y"}</pre>')).toBe(
      '<pre>{"secret_key": "***", "x": "y"}</pre>',
    );
    const deepBody = `${'['.repeat(50_000)}{"password":"hunter22"}${']'.repeat(50_000)}`;
    expect(redactBody(deepBody)).toContain('{"password":"***"}');
    // Texts that made the old pattern backtrack without end: they come back, unchanged (no secret member in them).
    expect(redactBody(`password "${'a'.repeat(200_000)}`)).toBe(`password "${'a'.repeat(200_000)}`);
    expect(redactBody(`password${'"x":"'.repeat(20_000)}`)).toBe(`password${'"x":"'.repeat(20_000)}`);
  });

  it('reads the values of secret members, escapes and all', () => {
    expect(secretMemberValues('{"secret_key":"sk_\\u0041","x":"y","a_password":"p\\"q"}')).toEqual(['sk_A', 'p"q']);
  });
});

describe('secret-named members read from a body as text', () => {
  it('finds each member once, with escapes read, and not a word inside a value', () => {
    expect(
      secretMemberValues(
        '{"a":"x","secret_key":"sk_1","token_secret_password":"tp","desc":"a password here","api_key" : "k\\"q"}',
      ),
    ).toEqual(['sk_1', 'tp', 'k"q']);
  });

  it('reads a long string full of the word in one pass (it was quadratic: 172 s for 1.4 MB; the test timeout holds it now)', () => {
    const body = JSON.stringify({ description: 'secret '.repeat(200_000), secret_key: 'sk_live_123456' });
    expect(secretMemberValues(body)).toEqual(['sk_live_123456']);
  });
});

describe('what a target hands out is learned within bounds', () => {
  it('a value longer than LONGEST_LEARNED is not learned; past MOST_LEARNED forms nothing more is', () => {
    const s = new SecretRegistry();
    const long = `tok-${'x'.repeat(LONGEST_LEARNED)}`;
    s.learnFrom({ 'cart-token': long });
    expect(s.scrub(long)).toBe(long);
    // Each plain token has one form (nothing in it to escape).
    for (let i = 0; i < MOST_LEARNED + 10; i++) s.learnFrom({ 'cart-token': `token-${i}-abcdef` });
    expect(s.scrub('token-0-abcdef')).toBe('***');
    expect(s.scrub(`token-${MOST_LEARNED - 1}-abcdef`)).toBe('***');
    expect(s.scrub(`token-${MOST_LEARNED + 5}-abcdef`)).toBe(`token-${MOST_LEARNED + 5}-abcdef`);
    // What the user gave is always known, whatever the target sent.
    s.add('given-secret-1');
    expect(s.scrub('given-secret-1')).toBe('***');
  });
});
