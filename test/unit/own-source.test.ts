import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInChecks } from '../../src/checks/registry.js';
import { docProblems } from '../../src/loading/doc.js';
import { loadSuites } from '../../src/loading/load-all.js';
import { SuiteLoadError } from '../../src/loading/errors.js';
import { citesOf } from '../../src/document/cites.js';
import { judge } from '../../src/runner/case-checks.js';

const dir = mkdtempSync(join(tmpdir(), 'own-'));
const suite = (name: string, caseYaml: string) => {
  const path = join(dir, `${name}.yaml`);
  writeFileSync(path, `id: ${name}\ntitle: ${name}\ncases:\n${caseYaml}`);
  return path;
};
const problemsOf = (path: string) => {
  try {
    loadSuites([path], builtInChecks());
    return [];
  } catch (error) {
    return (error as SuiteLoadError).problems.map((p) => p.message);
  }
};

describe("a suite of one's own: a must-level check names its own source", () => {
  const currency = `  - id: currency
    title: the store sells in euros
    level: must
    own: "our price list, pricing.md:12"
    request: { path: /shop/store/cart }
    expect:
      - status: 2xx
      - json: { pointer: /totals/currency_code, equals: EUR }
`;

  it('is loaded with its source, which its failures and citations carry', () => {
    const path = suite('own-ok', currency);
    const [loaded] = loadSuites([path], builtInChecks());
    const spec = loaded?.cases[0];
    expect(spec?.own).toBe('our price list, pricing.md:12');
    // The success check cites its route's statement; the value check, the suite's own source.
    expect(citesOf(spec as NonNullable<typeof spec>)).toEqual({
      doc: ['route.get.shop.store.cart'],
      conventions: [],
      own: ['our price list, pricing.md:12'],
    });
    const body = JSON.stringify({ totals: { currency_code: 'USD' } });
    const { failures } = judge(
      spec as NonNullable<typeof spec>,
      (spec as NonNullable<typeof spec>).expect,
      {
        response: { status: 200, headers: {}, body, bodyBytes: body.length } as never,
        json: () => JSON.parse(body) as unknown,
        namedSchema: () => undefined,
      },
      builtInChecks(),
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ check: 'json', level: 'must', own: 'our price list, pricing.md:12' });
  });

  it('without one, a must-level check that names no statement is refused, saying `own` is an answer', () => {
    const path = suite('own-missing', currency.replace('    own: "our price list, pricing.md:12"\n', ''));
    expect(problemsOf(path).join('\n')).toMatch(
      /must-level check "json" names no statement of the interface document: .*, or, for a check of your own shop, an `own` source/,
    );
  });

  it('the built-in suites may not give one: they cite the interface document', () => {
    const spec = { request: { method: 'GET', path: '/shop/store/cart' }, own: 'a reason' };
    expect(docProblems(spec, 'must', [{ check: 'status', value: '2xx' }], true)).toContain(
      '`own` is for a suite of your own: the built-in suites cite the interface document (`doc`)',
    );
    expect(docProblems(spec, 'must', [{ check: 'json', pointer: '/x', equals: 1 }], false)).toEqual([]);
  });

  it('a misspelt check name is one problem, with the name it most likely meant', () => {
    const path = suite(
      'typo',
      `  - id: typo
    title: a misspelt check
    level: should
    source: errors.shape
    request: { path: /shop/store/cart }
    expect:
      - statsu: 2xx
`,
    );
    expect(problemsOf(path)).toEqual(['unknown check "statsu"; did you mean status?']);
  });
});
