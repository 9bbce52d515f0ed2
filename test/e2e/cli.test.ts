import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RunResult } from '../../src/model/result.js';
import { ADMIN, CUSTOMER, testApp } from '../helpers/app.js';
import { spawnSync } from 'node:child_process';
import { cli, ROOT, serve } from '../helpers/cli.js';
import { rewriteReplies } from '../helpers/conformance.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-'));
const outcomes = (file: string) => {
  const result = JSON.parse(readFileSync(file, 'utf8')) as RunResult;
  return Object.fromEntries(result.suites.flatMap((s) => s.cases.map((c) => [`${s.id}/${c.id}`, c.outcome])));
};

describe('shop-conformance run', () => {
  it('against the embedded reference server passes every suite (exit 0) and writes each report', async () => {
    const json = join(dir, 'embedded.json');
    const res = await cli([
      'run',
      '--reporter',
      'console',
      '--reporter',
      `json=${json}`,
      '--reporter',
      `junit=${join(dir, 'r.xml')}`,
      '--reporter',
      `html=${join(dir, 'r.html')}`,
    ]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/\nPASS\n$/);
    const result = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
    expect(result.target.embedded).toBe(true);
    expect(result.totals.total).toBeGreaterThan(500);
    // Every case passes but what removes an earlier run's leftovers, which a fresh shop does not have.
    const notPassed = result.suites.flatMap((s) => s.cases.filter((c) => c.outcome !== 'passed'));
    expect(notPassed.map((c) => `${c.suite}/${c.id}: ${c.outcome}`)).toEqual([]);
    expect(result.totals.passed + notPassed.length).toBe(result.totals.total);
    expect(readFileSync(join(dir, 'r.xml'), 'utf8')).toMatch(/^<\?xml/);
    expect(readFileSync(join(dir, 'r.html'), 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('against `serve` in another process gives the same verdicts as the embedded run', async () => {
    const server = await serve([
      '--admin',
      `${ADMIN.login}:${ADMIN.password}`,
      '--customer',
      `${CUSTOMER.login}:${CUSTOMER.password}`,
    ]);
    try {
      const json = join(dir, 'served.json');
      const res = await cli(['run', '--allow-writes', '--base-url', server.url, '--reporter', `json=${json}`], {
        SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:${ADMIN.password}`,
        SHOP_CONFORMANCE_CUSTOMER_AUTH: `${CUSTOMER.login}:${CUSTOMER.password}`,
      });
      expect(res.code).toBe(0);
      // The embedded run of the test before, or one of its own when that test was filtered out.
      const embedded = join(dir, 'embedded.json');
      if (!existsSync(embedded)) await cli(['run', '--reporter', `json=${embedded}`]);
      expect(outcomes(json)).toEqual(outcomes(embedded));
    } finally {
      await server.stop();
    }
  });

  describe('against a deviating server', () => {
    let app: FastifyInstance;
    let url: string;
    beforeAll(async () => {
      // Two deviations: 404s under another code (should-level: codes are conventions), and per_page 101
      // accepted on the storefront products (must-level: the document's limit).
      app = await testApp({
        publicUrl: undefined,
        extend: (a) => {
          rewriteReplies(
            a,
            (_m, _u, status) => status === 404,
            (body) => ({ ...(body as object), code: 'rest_not_found' }),
          );
          rewriteReplies(
            a,
            (_m, u, status) => status === 400 && u === '/rest-api/shop/store/products?per_page=101',
            (_body, reply) => {
              reply.code(200);
              return [];
            },
          );
        },
      });
      url = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('a must-level failure exits 1, with the failure, its level and its curl in the output', async () => {
      const res = await cli([
        'run',
        '--allow-writes',
        '--base-url',
        url,
        '--suite',
        'limits',
        '--grep',
        'products.per_page.above-maximum',
      ]);
      expect(res.code).toBe(1);
      expect(res.stdout).toContain('limits › get.shop.store.products.per_page.above-maximum');
      expect(res.stdout).toMatch(new RegExp(`curl -sS -i .*'${url}/rest-api/shop/store/products\\?per_page=101'`));
      // A must-level failure cites the document's lines as a should-level one cites its convention's.
      expect(res.stdout).toMatch(
        /✗ \[must · shop-rest-interface\.md:270,369\] status: Unexpected status code\n\s+expected 4xx, got 200 \(accepted\)/,
      );
      expect(res.stdout).toMatch(
        /✗ \[should · conventions\.md:46\] argument-refused: per_page was not refused as invalid/,
      );
    });

    it('a should-level deviation inside a must case leaves the must verdict alone', async () => {
      const res = await cli(['run', '--allow-writes', '--base-url', url, '--suite', 'limits', '--grep', 'cart-key-31']);
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/expected: "rest_no_route"\n\s+actual:\s+"rest_not_found"/);
    });

    it('should-level failures pass unless --strict', async () => {
      const relaxed = await cli([
        'run',
        '--allow-writes',
        '--base-url',
        url,
        '--suite',
        'errors',
        '--grep',
        'unknown-path',
      ]);
      expect(relaxed.code).toBe(0);
      expect(relaxed.stdout).toContain('should-level deviation');
      const strict = await cli([
        'run',
        '--allow-writes',
        '--base-url',
        url,
        '--suite',
        'errors',
        '--grep',
        'unknown-path',
        '--strict',
      ]);
      expect(strict.code).toBe(1);
      // The verdict names what it fails on.
      expect(strict.stdout).toMatch(/\nFAIL: \d+ should-level deviations? \(--strict\): errors\/[\w.-]+/);
    });

    it('--level must leaves should-level cases out', async () => {
      // errors holds should-level cases only: nothing is left, which only --allow-empty lets run.
      const refused = await cli(['run', '--allow-writes', '--base-url', url, '--suite', 'errors', '--level', 'must']);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--suite errors with --level must together keep none');
      const res = await cli([
        'run',
        '--allow-writes',
        '--base-url',
        url,
        '--suite',
        'errors',
        '--level',
        'must',
        '--allow-empty',
        '--reporter',
        `json=${join(dir, 'must.json')}`,
      ]);
      expect(res.code).toBe(0);
      expect(Object.keys(outcomes(join(dir, 'must.json')))).toEqual([]);
    });
  });

  it('an unreachable target exits 3, saying so in one line, not one per case', async () => {
    const res = await cli(['run', '--allow-writes', '--base-url', 'http://127.0.0.1:9']);
    expect(res.code).toBe(3);
    const report = res.stdout.split('\n').filter((line) => /unreachable|refused/i.test(line));
    expect(report).toEqual([expect.stringMatching(/^target unreachable: connection refused/)]);
    expect(res.stdout).toMatch(/cases: 0 passed, 0 failed, 0 errored, 0 skipped, \d+ blocked by 1 root cause/);
  });

  it('without credentials, the cases that need them are skipped naming the flag and the variable that give them', async () => {
    const server = await serve([]);
    try {
      const json = join(dir, 'no-credentials.json');
      const res = await cli(
        ['run', '--allow-writes', '--base-url', server.url, '--suite', 'admin-auth', '--reporter', `json=${json}`],
        {
          SHOP_CONFORMANCE_AUTH: '',
          SHOP_CONFORMANCE_CUSTOMER_AUTH: '',
        },
      );
      expect(res.code).toBe(0);
      const reasons = new Set(
        (JSON.parse(readFileSync(json, 'utf8')) as RunResult).suites
          .flatMap((s) => s.cases)
          .filter((c) => c.skipKind === 'credentials')
          .map((c) => c.skipReason),
      );
      // The engine names the setting; the CLI words it (bin/wording.ts CLI_WORDS).
      expect([...reasons].sort()).toEqual([
        'its control (the same request with the rule unbroken) cannot be sent: this case needs admin credentials (--auth or SHOP_CONFORMANCE_AUTH)',
        'no administrator credentials (--auth or SHOP_CONFORMANCE_AUTH)',
        'no customer credentials (--customer-auth or SHOP_CONFORMANCE_CUSTOMER_AUTH)',
      ]);
    } finally {
      await server.stop();
    }
  });

  it('credentials the target refuses stop the run at once, with a usage exit code', async () => {
    const server = await serve([
      '--admin',
      `${ADMIN.login}:${ADMIN.password}`,
      '--customer',
      `${CUSTOMER.login}:${CUSTOMER.password}`,
    ]);
    try {
      const res = await cli(
        [
          'run',
          '--allow-writes',
          '--base-url',
          server.url,
          '--reporter',
          `json=${join(dir, 'refused.json')}`,
          '--quiet',
        ],
        {
          SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:not-the-password`,
        },
      );
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(
        /^shop-conformance run: the administrator credentials \(--auth \/ SHOP_CONFORMANCE_AUTH\) were refused by the target: GET .*\/rest-api\/ answered 401 incorrect_password: The provided password is an invalid application password\.\n$/,
      );
      expect(res.stderr).not.toContain('not-the-password');
      expect(res.stdout).not.toMatch(/\n[.FEsb]{10,}/);
      expect(existsSync(join(dir, 'refused.json'))).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it.each([
    [['run', '--no-such-option']],
    [['run', '--shard', '3/2']],
    [['run', '--reporter', 'xml']],
    [['run', '--allow-writes', '--base-url', 'ftp://x']],
    [['frobnicate']],
  ])('usage errors exit 2: %j', async (args) => {
    const res = await cli(args);
    expect(res.code).toBe(2);
    expect(res.stderr.length).toBeGreaterThan(0);
  });

  it('a broken suite file exits 2 with file and line', async () => {
    const file = join(dir, 'broken.yaml');
    writeFileSync(
      file,
      'id: broken\ntitle: Broken\ncases:\n  - id: a\n    title: A\n    request: { path: / }\n    expect:\n      - stauts: 200\n',
    );
    const run = await cli(['run', '--suite', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}:8:9`);
    const validate = await cli(['validate', file]);
    expect(validate.code).toBe(2);
    expect(validate.stderr).toContain('unknown check "stauts"; did you mean status?');
  });

  it('--read-only skips the cases that write and says why, and the cases that depend on them', async () => {
    const suite = join(dir, 'writes.yaml');
    writeFileSync(
      suite,
      [
        'id: writes',
        'title: Writes',
        'cases:',
        '  - { id: create, title: Create, requires: [writes], request: { method: POST, path: /batch/v1, body: { requests: [] } }, expect: [{ status: 207 }], capture: { n: { pointer: /responses } } }',
        '  - { id: read-created, title: Read, doc: route.get.shop.store.products.id, request: { path: "/shop/store/products/{{n}}" }, expect: [{ status: 404 }] }',
        '  - { id: read, title: Read, request: { path: / }, expect: [{ status: 200 }] }',
      ].join('\n'),
    );
    const run = await cli(['run', '--read-only', '--suite', suite, '--reporter', `json=${join(dir, 'ro.json')}`]);
    expect(run.code).toBe(0);
    const result = JSON.parse(readFileSync(join(dir, 'ro.json'), 'utf8')) as RunResult;
    expect(result.suites[0]?.cases.map((c) => [c.id, c.outcome, c.skipReason])).toEqual([
      ['create', 'skipped', 'read-only mode: this case writes'],
      ['read-created', 'skipped', 'depends on create, which was skipped (read-only mode: this case writes)'],
      ['read', 'passed', undefined],
    ]);
  });

  it('--config takes the same options from a YAML file', async () => {
    const config = join(dir, 'config.yaml');
    writeFileSync(config, 'suite: [batch]\ngrep: storefront-cap-26\n');
    const res = await cli(['list', '--json', '--config', config]);
    const ids = (JSON.parse(res.stdout) as { cases: { id: string; suite: string }[] }).cases.map((c) => c.id);
    // The one case the grep names, with batch's setup and teardown, which a run sends with it.
    expect(ids.filter((id) => id.startsWith('storefront-cap'))).toEqual(['storefront-cap-26-refused']);
    expect(ids.length).toBeGreaterThan(1);
  });

  it('a target named only in --config is the one checked (the embedded server, started at once on a guess, is ended unused)', async () => {
    const server = await serve(['--admin', 'cfg:Config-Secret-1']);
    try {
      const config = join(dir, 'target.yaml');
      writeFileSync(
        config,
        `base-url: ${server.url}\nauth: cfg:Config-Secret-1\nsuite: [index-shape]\ngrep: index-members\n`,
      );
      const report = join(dir, 'config-target.json');
      const res = await cli(['run', '--config', config, '--reporter', `json=${report}`, '--quiet']);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      const result = JSON.parse(readFileSync(report, 'utf8')) as RunResult & { target: Record<string, unknown> };
      expect(result.target).toMatchObject({ baseUrl: server.url, embedded: false });
      expect(result.totals.passed).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});

describe('secrets', () => {
  it('never appear in clear in any report', async () => {
    const server = await serve(['--admin', 'auditor:Sup3r-Secret-Pass', '--customer', 'ada:An0ther-Secret']);
    try {
      const files = ['json', 'junit', 'html'].map((r) => [r, join(dir, `secret.${r}`)] as const);
      const res = await cli(
        [
          'run',
          '--allow-writes',
          '--base-url',
          server.url,
          '--suite',
          'errors',
          '--reporter',
          'console',
          ...files.flatMap(([r, f]) => ['--reporter', `${r}=${f}`]),
          '--header',
          'X-Api-Key: not-a-secret',
        ],
        {
          SHOP_CONFORMANCE_AUTH: 'auditor:Sup3r-Secret-Pass',
          SHOP_CONFORMANCE_CUSTOMER_AUTH: 'ada:An0ther-Secret',
        },
      );
      const basic = Buffer.from('auditor:Sup3r-Secret-Pass').toString('base64');
      for (const text of [res.stdout, res.stderr, ...files.map(([, f]) => readFileSync(f, 'utf8'))]) {
        expect(text).not.toContain('Sup3r-Secret-Pass');
        expect(text).not.toContain('An0ther-Secret');
        expect(text).not.toContain(basic);
      }
    } finally {
      await server.stop();
    }
  });
});

describe('shop-conformance serve', () => {
  it('generates and prints credentials when none are given, and they work', async () => {
    const server = await serve([]);
    try {
      const m = /Administrator \(generated\): (\S+):(.+)\n/.exec(server.output());
      expect(m).not.toBeNull();
      const auth = `Basic ${Buffer.from(`${m?.[1]}:${m?.[2]}`).toString('base64')}`;
      const ok = await fetch(`${server.url}/rest-api/shop-analytics/orders?per_page=0`, {
        headers: { authorization: auth },
      });
      expect(ok.status).toBe(400);
      const index = await fetch(`${server.url}/rest-api/`);
      expect(index.status).toBe(200);
      expect(Object.keys(((await index.json()) as { routes: object }).routes).length).toBeGreaterThan(100);
    } finally {
      await server.stop();
    }
  });

  it('prints a command to check it with the credentials it made up, quoted, that runs as pasted', async () => {
    const server = await serve([]);
    try {
      const line =
        /^Check it: (SHOP_CONFORMANCE_AUTH='admin:[^']+' SHOP_CONFORMANCE_CUSTOMER_AUTH='customer:[^']+' npx --no shop-conformance run --base-url http:\/\/127\.0\.0\.1:\d+ --allow-writes)$/m.exec(
          server.output(),
        )?.[1];
      expect(line, server.output()).toBeDefined();
      const pasted = spawnSync('bash', ['-c', `${line} --suite admin-auth --grep orders`], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, SHOP_CONFORMANCE_AUTH: '', SHOP_CONFORMANCE_CUSTOMER_AUTH: '', NO_COLOR: '1' },
      });
      expect(pasted.status, pasted.stdout + pasted.stderr).toBe(0);
      expect(pasted.stdout).toMatch(/\n\d+ cases: \d+ passed, 0 failed, 0 errored, 0 skipped/);
    } finally {
      await server.stop();
    }
  });

  it('takes the administrator from SHOP_CONFORMANCE_ADMIN and prints no password', async () => {
    const server = await serve(['--customer', 'c:customer-pass'], { SHOP_CONFORMANCE_ADMIN: 'boss:from-the-env' });
    try {
      expect(server.output()).not.toContain('from-the-env');
      expect(server.output()).not.toContain('Administrator (generated)');
      const res = await fetch(`${server.url}/rest-api/shop-admin/features`, {
        headers: { authorization: `Basic ${Buffer.from('boss:from-the-env').toString('base64')}` },
      });
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('a bad --admin value exits 2', async () => {
    const res = await cli(['serve', '--admin', 'nocolon']);
    expect(res.code).toBe(2);
  });
});

describe('vocabulary', () => {
  it('run --vocabulary against serve --vocabulary passes every suite and says which vocabulary was in force', async () => {
    const server = await serve([
      '--vocabulary',
      'examples/vocabulary.yaml',
      '--admin',
      `${ADMIN.login}:${ADMIN.password}`,
      '--customer',
      `${CUSTOMER.login}:${CUSTOMER.password}`,
    ]);
    try {
      expect(server.output()).toContain('/api-json/');
      const junit = join(dir, 'vocab.xml');
      const res = await cli(
        [
          'run',
          '--allow-writes',
          '--base-url',
          server.url,
          '--vocabulary',
          'examples/vocabulary.yaml',
          '--reporter',
          'console',
          '--reporter',
          `junit=${junit}`,
        ],
        {
          SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:${ADMIN.password}`,
          SHOP_CONFORMANCE_CUSTOMER_AUTH: `${CUSTOMER.login}:${CUSTOMER.password}`,
        },
      );
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('vocabulary: shop → mercato, gateway → paylane');
      expect(readFileSync(junit, 'utf8')).toContain('<property name="vocabulary.shop" value="mercato"/>');
    } finally {
      await server.stop();
    }
  });

  it('a vocabulary naming a word the interface does not use is refused with exit 2', async () => {
    const file = join(dir, 'bad-vocabulary.yaml');
    writeFileSync(file, 'words:\n  shopp: acme\n  gateway: acme\n');
    const res = await cli(['run', '--vocabulary', file]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('"shopp" is not a word the interface uses');
  });
});
