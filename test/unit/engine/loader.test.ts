import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInChecks } from '../../../src/checks/registry.js';
import { formatProblem, SuiteLoadError } from '../../../src/loading/errors.js';
import { loadSuites } from '../../../src/loading/load-all.js';
import { loadSuite } from '../../../src/loading/load-suite.js';

const checks = builtInChecks();

function problems(text: string): string[] {
  try {
    loadSuite('suite.yaml', checks, text);
  } catch (error) {
    if (error instanceof SuiteLoadError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('suite loading', () => {
  it('refuses a placeholder no earlier case captures, at the placeholder, naming the nearest capture', () => {
    expect(
      problems(
        [
          'id: mine',
          'title: Mine',
          'setup:',
          '  - { id: open, title: Open, request: { path: /shop/store/cart }, expect: [{ status: 200 }], capture: { cartToken: { header: Cart-Token } } }',
          'cases:',
          '  - id: read',
          '    title: Read',
          '    request: { path: /shop/store/cart, headers: { Cart-Token: "{{ cartTokn }}" } }',
          '    expect: [{ status: 200 }]',
          '  - { id: early, title: Early, request: { path: "/shop/store/products/{{later}}" }, expect: [{ status: 200 }] }',
          '  - { id: makes, title: Makes, leaves: "product {{later}}", request: { path: /shop/store/products }, expect: [{ status: 200 }], capture: { later: { pointer: /id } } }',
          '  - { id: fine, title: Fine, request: { path: "/shop/store/products/{{later}}" }, expect: [{ json: { pointer: /id, equals: "{{cartToken}}" } }], doc: index.describes-site }',
          '  - { id: leaves, title: Leaves, leaves: "product {{lator}}", request: { path: /shop/store/products }, expect: [{ status: 200 }] }',
        ].join('\n'),
      ),
    ).toEqual([
      'suite.yaml:8:64: case "read" reads {{cartTokn}}, which no earlier case of this suite captures; did you mean {{cartToken}}?',
      'suite.yaml:10:71: case "early" reads {{later}}, which no earlier case of this suite captures; captured before it: cartToken',
      // What a case leaves may read its own captures ("makes"), not a capture no case takes.
      'suite.yaml:13:51: case "leaves" reads {{lator}}, which no earlier case of this suite captures; did you mean {{later}}?',
    ]);
  });

  it('refuses a member a sample address does not have, at the placeholder, naming those it has', () => {
    expect(
      problems(
        [
          'id: mine',
          'title: Mine',
          'setup:',
          '  - { id: open, title: Open, request: { path: /shop/store/cart }, expect: [{ status: 200 }], capture: { home: { pointer: /billing_address, address: 1 } } }',
          'cases:',
          '  - { id: good, title: Good, request: { path: /shop/store/cart, query: { c: "{{home/city}}" } }, expect: [{ status: 200 }] }',
          '  - { id: typo, title: Typo, request: { path: /shop/store/cart, query: { c: "{{home/citty}}" } }, expect: [{ status: 200 }] }',
        ].join('\n'),
      ),
    ).toEqual([
      'suite.yaml:7:78: case "typo" reads {{home/citty}}, which a sample address does not have; its members: address_1, city, postcode, state, country, phone',
    ]);
  });

  it('loads a valid suite with defaults applied and $repeat expanded', () => {
    const suite = loadSuite(
      's.yaml',
      checks,
      [
        'id: demo',
        'title: Demo',
        'tags: [demo]',
        'defaults: { level: should, source: batch.reply, request: { headers: { x-a: "1" } } }',
        'cases:',
        '  - id: one',
        '    title: One',
        '    request: { method: POST, path: /batch/v1, body: { requests: { $repeat: 3, item: { path: /x } } } }',
        '    expect: [{ status: 207 }, { json: { pointer: /responses, length: 3 } }]',
      ].join('\n'),
    );
    const [one] = suite.cases;
    expect(one).toMatchObject({
      id: 'one',
      level: 'should',
      source: 'batch.reply',
      // The suite's tag, and the part its request touches (`part-tags.ts`).
      tags: ['demo', 'batch'],
      request: { method: 'POST', headers: { 'x-a': '1' } },
    });
    expect((one?.request.body as { requests: unknown[] }).requests).toEqual([
      { path: '/x' },
      { path: '/x' },
      { path: '/x' },
    ]);
    expect(one?.expect).toEqual([
      { check: 'status', value: 207 },
      { check: 'json', pointer: '/responses', length: 3 },
    ]);
  });

  it('an unknown key is an error with file and line', () => {
    expect(problems('id: demo\ntitle: Demo\ncases:\n  - id: one\n    title: One\n    reqest: { path: / }\n')).toEqual([
      "suite.yaml:4:5: /cases/0: must have required property 'request'",
      'suite.yaml:6:13: /cases/0: unknown key "reqest"',
    ]);
  });

  it('an unknown check names the one it most likely meant, else lists the known ones, at its line', () => {
    const suite = (check: string) =>
      `id: demo\ntitle: Demo\ncases:\n  - id: one\n    title: One\n    request: { path: / }\n    expect:\n      - ${check}: 200\n`;
    expect(problems(suite('statuss'))[0]).toBe(
      'suite.yaml:8:9: /cases/0/expect/0: unknown check "statuss"; did you mean status?',
    );
    expect(problems(suite('answered-within'))[0]).toMatch(
      /^suite\.yaml:8:9: \/cases\/0\/expect\/0: unknown check "answered-within"; known checks: argument-refused, error, excludes, german-text, header, json, json-schema/,
    );
  });

  it('a should-level expectation names a known source; a check sits no higher than its case', () => {
    const suite = (lines: string[]) =>
      problems(
        [
          'id: demo',
          'title: Demo',
          'cases:',
          '  - id: one',
          '    title: One',
          '    request: { path: / }',
          ...lines,
        ].join('\n'),
      );
    expect(suite(['    level: should', '    expect: [{ status: 404 }, { error: {} }]'])).toEqual([
      'suite.yaml:4:5: /cases/0: should-level checks "status", "error" name no source: give the case or the check a `source` (a convention of spec/conventions.ts)',
    ]);
    expect(suite(['    expect: [{ status: 2xx }, { error: {}, level: should, source: errors.shapes }]'])[0]).toMatch(
      /unknown source "errors\.shapes"; sources of that kind: errors\.shape, /,
    );
    expect(
      suite(['    level: should', '    source: errors.shape', '    expect: [{ status: 404, level: must }]']),
    ).toEqual([
      'suite.yaml:4:5: /cases/0: check "status" is must-level in a should-level case: make the case must, or the check should',
    ]);
    expect(suite(['    expect: [{ status: 2xx, level: info }]'])).toEqual([
      'suite.yaml:4:5: /cases/0: every check of this case is info-level, so it can never fail: give it a check that can',
    ]);
    expect(suite(['    after: [zero]', '    expect: [{ status: 2xx }]'])).toEqual([
      'suite.yaml:4: case "one" comes after "zero", which is no earlier case of this suite',
    ]);
    expect(suite(['    expect: [{ status: 2xx }, { error: {}, level: should, source: errors.shape }]'])).toEqual([]);
  });

  it('a generator entry names the conventions its should-level checks rest on', () => {
    const entry = (lines: string[]) =>
      problems(['id: demo', 'title: Demo', 'generate:', '  - generator: negatives', ...lines].join('\n'));
    expect(
      entry([
        '    options: { kinds: [enum], sources: { invalid: errors.invalid-param, anonymous: errors.validation-first } }',
      ]),
    ).toEqual([
      'suite.yaml:4:5: /generate/0: generator "negatives" needs options.sources.missing: the convention (an id of spec/conventions.ts) its should-level checks rest on',
    ]);
    expect(
      entry([
        '    options: { sources: { invalid: errors.invalid-param, missing: errors.missing-param, anonymous: validation.first } }',
      ])[0],
    ).toMatch(/unknown source "validation\.first"/);
  });

  it("a generator at should level (its own, or the suite's default) names the convention its cases rest on", () => {
    const suite = (lines: string[]) =>
      problems(['id: demo', 'title: Demo', ...lines, 'generate:', '  - generator: defaults'].join('\n'));
    expect(suite(['defaults: { level: should }'])).toEqual([
      'suite.yaml:5:5: /generate/0: generator "defaults" is should-level (given, or the suite\'s default): name the convention its cases rest on (`source`), or give it `level: must`',
    ]);
    expect(suite([])).toEqual([]);
  });

  it('bad check arguments are named', () => {
    expect(
      problems(
        'id: demo\ntitle: Demo\ncases:\n  - id: one\n    title: One\n    request: { path: / }\n    expect:\n      - json: { pointer: /a, equal: 1 }\n    doc: index.describes-site\n',
      ),
    ).toEqual([
      'suite.yaml:8:9: /cases/0/expect/0: check "json": arguments must NOT have additional properties "equal"',
    ]);
  });

  it('YAML syntax errors and duplicate ids carry lines', () => {
    expect(problems('id: demo\ntitle: [unclosed\n')[0]).toMatch(/^suite\.yaml:\d+:\d+: /);
    expect(
      problems(
        'id: demo\ntitle: Demo\ncases:\n  - { id: a, title: A, request: { path: / } }\n  - { id: a, title: B, request: { path: / } }\n',
      ),
    ).toEqual(['suite.yaml:5: case id "a" is used twice']);
  });

  it('wrong enum values and patterns are reported', () => {
    const found = problems(
      'id: Demo Suite\ntitle: Demo\ncases:\n  - { id: a, title: A, level: may, request: { path: / } }\n',
    );
    expect(found).toEqual([
      'suite.yaml:1:5: /id: must match pattern "^[a-z0-9][a-z0-9._-]*$"',
      'suite.yaml:4:31: /cases/0/level: must be equal to one of the allowed values: must, should',
    ]);
  });

  it('an unknown generator lists the known ones; all files are checked before failing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'suites-'));
    writeFileSync(join(dir, 'a.yaml'), 'id: a\ntitle: A\ngenerate: [{ generator: fuzz }]\n');
    writeFileSync(join(dir, 'b.yaml'), 'id: b\ntitle: B\nbogus: 1\n');
    try {
      loadSuites([dir], checks);
      expect.unreachable();
    } catch (error) {
      expect((error as SuiteLoadError).problems.map(formatProblem)).toEqual([
        `${join(dir, 'a.yaml')}: unknown generator "fuzz"; known generators: accepted, access, aliases, batch-paths, defaults, index-drift, negatives, routed`,
        `${join(dir, 'b.yaml')}:3:8: /: unknown key "bogus"`,
      ]);
    }
  });

  it('the built-in suites load', () => {
    const suites = loadSuites([], checks);
    expect(suites.map((s) => s.id).sort()).toEqual([
      'admin-auth',
      'admin-data',
      'admin-products',
      'auth',
      'batch',
      'cart',
      'cart-coupons',
      'cart-coupons-v1',
      'cart-key',
      'cart-key-v1',
      'cart-v1',
      'catalog',
      'catalog-filters',
      'catalog-terms',
      'checkout',
      'contact-form',
      'coupons',
      'coupons-list',
      'custom-blocks',
      'customer',
      'customer-v1',
      'defaults',
      'enums',
      'errors',
      'gateway',
      'index-shape',
      'input-forms',
      'insights',
      'limits',
      'localized',
      'nested',
      'notes',
      'oembed',
      'order-fields',
      'order-lists',
      'order-transitions',
      'orders',
      'required',
      'security',
      'shipping',
      'shipping-v1',
      'storefront-aliases',
    ]);
  });

  it('a case with methods is one case per method; the first keeps the id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'suites-'));
    const file = join(dir, 'm.yaml');
    writeFileSync(
      file,
      [
        'id: m',
        'title: M',
        'cases:',
        '  - { id: write, title: Write, methods: [POST, PUT, PATCH], request: { method: POST, path: /shop/store/cart/add-item, body: {} }, expect: [{ status: 2xx }] }',
        '  - { id: read, title: Read, after: [write], request: { path: /shop/store/cart }, expect: [{ status: 2xx }] }',
      ].join('\n'),
    );
    const [suite] = loadSuites([file], checks);
    expect(suite?.cases.map((c) => `${c.id} ${c.request.method}`)).toEqual([
      'write POST',
      'write-put PUT',
      'write-patch PATCH',
      'read GET',
    ]);
  });

  it('a variant is the suite again under other paths, with its own test data, sub-requests and needs moved too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'suites-'));
    const file = join(dir, 'v.yaml');
    writeFileSync(
      file,
      [
        'id: v',
        'title: V',
        'variants: [{ suffix: v1, title: under v1, paths: { /shop/store: /shop/store/v1 }, strings: { probe-code: probe-code-v1 } }]',
        'cases:',
        '  - { id: a, title: A probe-code, needs: { route: /shop/store/cart }, request: { method: POST, path: /shop/store/cart/apply-coupon, body: { code: probe-code } }, expect: [{ json: { pointer: /code, equals: probe-code } }], doc: route.post.shop.store.cart.apply-coupon }',
        '  - { id: b, title: B, request: { method: POST, path: /batch/v1, body: { requests: [{ path: "/shop/store/cart?x=1" }] } }, expect: [{ status: 207 }] }',
        '  - { id: c, title: C, request: { path: /shop/storefront }, expect: [{ status: 404 }], doc: storefront.aliases }',
        '  - { id: d, title: D, find: { path: /shop/store/cart/coupons, query: { code: probe-code }, match: { code: probe-code } }, leaves: the coupon probe-code, request: { method: POST, path: /shop/store/cart/coupons, body: { code: probe-code } }, expect: [{ status: 2xx }] }',
      ].join('\n'),
    );
    const suites = loadSuites([file], checks);
    expect(suites.map((s) => `${s.id}: ${s.title}`)).toEqual(['v: V', 'v-v1: V (under v1)']);
    const [a, b, c, d] = suites[1]?.cases ?? [];
    expect(a?.request).toMatchObject({ path: '/shop/store/v1/cart/apply-coupon', body: { code: 'probe-code-v1' } });
    expect(a?.expect[0]).toMatchObject({ equals: 'probe-code-v1' });
    expect(a?.needs).toEqual({ route: '/shop/store/v1/cart' });
    expect((b?.request.body as { requests: { path: string }[] }).requests[0]?.path).toBe('/shop/store/v1/cart?x=1');
    expect(c?.request.path).toBe('/shop/storefront');
    // A finding looks for the variant's own object, never the one the suite it varies made.
    expect(d?.find).toEqual({
      path: '/shop/store/v1/cart/coupons',
      query: { code: 'probe-code-v1' },
      match: { code: 'probe-code-v1' },
    });
    expect(d?.leaves).toBe('the coupon probe-code-v1');
    // The suite it came from is unchanged.
    expect(suites[0]?.cases[0]?.request.path).toBe('/shop/store/cart/apply-coupon');
  });
});

describe('the suite cache', () => {
  it('serves an unchanged file from the cache and reloads a changed one, errors included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cache-'));
    const file = join(dir, 'a.yaml');
    writeFileSync(file, 'id: a\ntitle: A\ncases:\n  - { id: one, title: One, request: { path: / } }\n');
    expect(loadSuites([file], checks)[0]?.cases.map((c) => c.id)).toEqual(['one']);
    expect(loadSuites([file], checks)[0]?.cases.map((c) => c.id)).toEqual(['one']);
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(
      file,
      'id: a\ntitle: A\ncases:\n  - { id: one, title: One, request: { path: / }, expect: [{ stauts: 200 }] }\n',
    );
    expect(() => loadSuites([file], checks)).toThrow(/unknown check "stauts"/);
  });
});
