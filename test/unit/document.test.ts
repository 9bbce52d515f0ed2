import { describe, expect, it } from 'vitest';
import { documentReporter, traceOf } from '../../reports/document.js';
import { citedWhere, formatCase } from '../../reports/format-failure.js';
import { junitReporter } from '../../reports/junit.js';
import { consoleReporter } from '../../reports/console.js';
import { htmlReporter } from '../../reports/html/index.js';
import { coverageReporter } from '../../reports/coverage.js';
import { prepare } from '../../src/engine.js';
import { citesOf, documentTrace } from '../../src/document/index.js';
import type { CaseResult, Outcome, RunResult, SuiteResult } from '../../src/model/result.js';
import type { CaseSpec } from '../../src/model/suite.js';
import { makePlan } from '../../src/plan/plan.js';
import { mergeDocument } from '../../src/results/merge-parts.js';
import { statements } from '../../spec/statements/index.js';
import { EXEMPT, NOT_YET_GUARDED } from '../deviations/statements/exempt.js';
import { xmllint } from '../helpers/xmllint.js';
import { FIXTURE } from './reports/fixture.js';

const spec = (over: Partial<CaseSpec>): CaseSpec => ({
  id: 'c',
  title: 'a case',
  level: 'must',
  tags: [],
  requires: [],
  request: { method: 'GET', path: '/shop/store/products' },
  expect: [],
  capture: {},
  origin: { file: 'suites/x.yaml', line: 1 },
  ...over,
});

const result = (suite: string, id: string, outcome: Outcome, cites: CaseResult['cites']): CaseResult => ({
  suite,
  id,
  title: id,
  level: 'must',
  tags: [],
  outcome,
  failures: [],
  cites,
  durationMs: 0,
  spec: { origin: { file: 'suites/x.yaml' }, requires: [] },
});

const suiteOf = (id: string, cases: CaseResult[]): SuiteResult => ({
  id,
  title: id,
  file: `suites/${id}.yaml`,
  cases,
  durationMs: 0,
  leftovers: [],
});

describe("a case's citations", () => {
  it('name the statements of its must-level checks (a success check its route row) and the conventions of its should-level ones; info checks cite nothing', () => {
    const cites = citesOf(
      spec({
        doc: ['context.selects-fields'],
        expect: [
          { check: 'status', value: '2xx' },
          { check: 'header', level: 'should', source: 'errors.shape' },
          { check: 'jsonSchema', level: 'info', source: 'index.descriptor' },
          { check: 'members', doc: ['get.shop.store.products.per_page.maximum'] },
        ],
      }),
    );
    // The case's own doc is what an uncited check enforces, so the success check cites it, not the route row.
    expect(cites).toEqual({
      doc: ['context.selects-fields', 'get.shop.store.products.per_page.maximum'],
      conventions: ['errors.shape'],
    });
    expect(citesOf(spec({ expect: [{ check: 'status', value: 200 }] })).doc).toEqual(['route.get.shop.store.products']);
  });

  it('follow the checks as sent: under --level must the should-level checks and their conventions are gone', () => {
    const { suites } = prepare([]);
    const all = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true });
    const must = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true, level: 'must' });
    expect(all.cases.some((p) => citesOf(p.spec).conventions.length > 0)).toBe(true);
    expect(must.cases.filter((p) => citesOf(p.spec).conventions.length > 0).map((p) => p.spec.id)).toEqual([]);
  });
});

describe('the lines a case row cites (HTML)', () => {
  it('the document lines of its statements, then its conventions by file and line', () => {
    const [first, second] = statements().filter((st) => st.kind === 'route');
    const c = { cites: { doc: [first?.id ?? '', second?.id ?? ''], conventions: ['index.member-order'] } };
    const lines = [...new Set([...(first?.lines ?? []), ...(second?.lines ?? [])])];
    expect(citedWhere(c)).toBe(`shop-rest-interface.md:${lines.join(',')} · conventions.md:26`);
    expect(citedWhere({})).toBe('');
    const html = htmlReporter().render({
      ...FIXTURE,
      suites: FIXTURE.suites.map((s) => ({ ...s, cases: s.cases.map((k) => ({ ...k, ...c })) })),
    } as RunResult);
    expect(html).toContain(`<td class="muted">${citedWhere(c)}</td>`);
  });
});

describe('the document trace', () => {
  it('lists every statement of the ledger; one is checked only by a case that passed or failed', () => {
    const one = 'route.get.shop.store.products';
    const two = 'get.shop.store.products.per_page.maximum';
    const three = 'context.selects-fields';
    const trace = documentTrace([
      suiteOf('a', [
        result('a', 'p', 'passed', { doc: [one], conventions: ['errors.shape'] }),
        result('a', 'f', 'failed', { doc: [one, two], conventions: [] }),
      ]),
      suiteOf('b', [
        result('b', 's', 'skipped', { doc: [three], conventions: [] }),
        result('b', 'x', 'blocked', { doc: [three], conventions: [] }),
        result('b', 'e', 'errored', { doc: [three], conventions: [] }),
      ]),
    ]);
    expect(trace.statements.map((s) => s.id)).toEqual(statements().map((s) => s.id));
    expect(trace.total).toBe(statements().length);
    expect(trace.checked).toBe(2);
    const byId = new Map(trace.statements.map((s) => [s.id, s]));
    expect(byId.get(one)?.cases.map((c) => `${c.suite}/${c.id}:${c.outcome}`)).toEqual(['a/p:passed', 'a/f:failed']);
    expect(byId.get(one)?.lines).toEqual(statements().find((s) => s.id === one)?.lines);
    expect(byId.get(three)?.cases).toHaveLength(3);
    expect(trace.conventions.map((c) => [c.id, c.file, c.cases.length])).toEqual([
      ['errors.shape', 'conventions.md', 1],
    ]);
  });

  it('of every case planned, passing, leaves unchecked exactly the statements the ledger calls exempt or not yet guarded, and the reply members the examination of answers checks', () => {
    const { suites } = prepare([]);
    const plan = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true });
    const trace = documentTrace([
      suiteOf(
        'all',
        plan.cases.map((p) => result(p.suite.id, p.spec.id, 'passed', citesOf(p.spec))),
      ),
    ]);
    const unchecked = trace.statements.filter((s) => s.cases.length === 0).map((s) => s.id);
    // Reply members are checked where an answer carries them (the replies phase), never by a planned case.
    const replies = trace.statements.filter((s) => s.kind === 'reply').map((s) => s.id);
    const allowed = new Set([...Object.keys(EXEMPT), ...NOT_YET_GUARDED, ...replies]);
    expect(unchecked.filter((id) => !allowed.has(id))).toEqual([]);
    expect(trace.checked).toBe(trace.total - unchecked.length);
    expect(unchecked.length).toBeGreaterThan(0);
  });
});

describe('the document trace of shards joined', () => {
  it('equals the trace of their cases together: conventions only one shard cites kept, skipped cases counting as unchecked', () => {
    const a = suiteOf('a', [
      result('a', 'p', 'passed', { doc: ['route.get.shop.store.products'], conventions: ['oembed.sizes'] }),
      result('a', 's', 'skipped', { doc: ['context.selects-fields'], conventions: [] }),
    ]);
    const b = suiteOf('b', [
      result('b', 'f', 'failed', { doc: ['route.get.shop.store.products'], conventions: ['errors.shape'] }),
    ]);
    const joined = mergeDocument([documentTrace([a]), documentTrace([b])]);
    expect(joined).toEqual(documentTrace([a, b]));
    expect(joined?.checked).toBe(1);
  });
});

/** The report fixture with citations: the failed case cites a must statement and a convention, the errored one a convention. */
function cited(): RunResult {
  const cites: Record<string, CaseResult['cites']> = {
    'per-page-ok': { doc: ['route.get.shop.store.products'], conventions: [] },
    'per-page-101': { doc: ['get.shop.store.products.per_page.maximum'], conventions: ['errors.shape'] },
    'html-answer': { doc: [], conventions: ['errors.shape'] },
  };
  const suites = FIXTURE.suites.map((s) => ({
    ...s,
    cases: s.cases.map((c) => (cites[c.id] ? { ...c, cites: cites[c.id] } : c)),
  }));
  return { ...FIXTURE, suites, document: documentTrace(suites) };
}

describe('the reports of the trace', () => {
  const run = cited();

  it('the document reporter gives the figure, each statement with its verdicts and the failing case, and the unchecked list', () => {
    const text = documentReporter().render(run);
    expect(text).toContain(`2/${statements().length} statements checked`);
    expect(text).toMatch(
      /^\| get\.shop\.store\.products\.per_page\.maximum \| 270, 369 \| maximum \| .+ \| 1 failed \(limits\/per-page-101\) \|$/m,
    );
    expect(text).toMatch(
      /^\| route\.get\.shop\.store\.products \| 257 \| route \| GET \/shop\/store\/products \| 1 passed \|$/m,
    );
    // The unchecked list comes before the table of every statement.
    const unchecked = text.slice(text.indexOf('## Unchecked'), text.indexOf('## Every statement'));
    expect(unchecked).toContain(`## Unchecked (${statements().length - 2})`);
    expect(unchecked).toContain('- route.get.root (line 235, route): GET /');
    expect(unchecked).not.toContain('route.get.shop.store.products ');
    expect(text).toMatch(/^\| errors\.shape \| conventions\.md:\d+ \| .+ \| 1 failed, 1 errored \|$/m);
  });

  it('JUnit names each citation in the case output and as a property of its suite, and stays valid', async () => {
    const xml = junitReporter().render(run);
    expect(xml).toContain(
      '<property name="per-page-101.doc" value="get.shop.store.products.per_page.maximum (lines 270, 369)"/>',
    );
    expect(xml).toMatch(/<property name="per-page-101\.convention" value="errors\.shape \(conventions\.md:\d+\)"\/>/);
    expect(xml).toContain('<property name="per-page-ok.doc" value="route.get.shop.store.products (line 257)"/>');
    expect(xml).toContain('doc: route.get.shop.store.products (line 257)');
    await xmllint(xml);
  });

  it('a case without failures names in its block what its checks cite; the summaries give the figure', () => {
    const errored = run.suites[1]?.cases.find((c) => c.id === 'html-answer');
    expect(formatCase(errored as CaseResult)).toMatch(/^ {2}checks: conventions\.md:\d+$/m);
    const figure = `2/${statements().length} statements checked`;
    expect(consoleReporter({ color: false }).render(run)).toContain(`coverage: ${figure}`);
    expect(coverageReporter().render(run)).toContain(`The document: ${figure}`);
    const html = htmlReporter().render(run);
    expect(html).toContain('<h2 id="document">Document</h2>');
    expect(html).toContain(`<summary>Unchecked (${statements().length - 2})</summary>`);
  });

  it('a result whose cases cite nothing (made before citations) has no trace, and says so', () => {
    expect(traceOf(FIXTURE)).toBeUndefined();
    expect(documentReporter().render(FIXTURE)).toBe('The document: no case of this result names what it cites\n');
  });
});
