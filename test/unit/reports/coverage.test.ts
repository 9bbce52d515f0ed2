import { describe, expect, it } from 'vitest';
import { describeRules } from '../../../reports/coverage.js';
import { createReporter } from '../../../reports/index.js';
import { computeCoverage } from '../../../src/coverage/index.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { FIXTURE } from './fixture.js';

const products = (id: string, expect: CaseSpec['expect'], exercises: CaseSpec['exercises']): CaseSpec => ({
  id,
  title: id,
  level: 'must',
  tags: [],
  requires: [],
  request: { method: 'GET', path: '/shop/store/products' },
  expect,
  capture: {},
  origin: { file: 'x.yaml' },
  exercises,
});

const coverage = computeCoverage([
  {
    suite: { id: 'limits' },
    spec: products(
      'orderby',
      [{ check: 'status', value: '4xx' }],
      [
        { kind: 'enum', arg: 'orderby' },
        { kind: 'enum', arg: 'order' },
        { kind: 'required', arg: 'url' },
      ],
    ),
  },
  {
    suite: { id: 'limits' },
    spec: products(
      'per-page',
      [{ check: 'status', value: 200 }],
      [
        { kind: 'default', arg: 'per_page' },
        { kind: 'enum', arg: 'orderby' },
      ],
    ),
  },
]);
const RESULT = { ...FIXTURE, coverage };

describe('coverage reporter', () => {
  const text = createReporter('coverage', { color: false }).render(RESULT);

  it('lists the rules exercised by kind, each argument once', () => {
    expect(describeRules({ enum: ['orderby', 'order'], required: ['url'], default: ['per_page'] })).toBe(
      'enum: orderby, order; required: url; default: per_page',
    );
    expect(text).toMatch(
      /\n {2}primary {2}GET \/shop\/store\/products +yes +yes +2 +- +enum: orderby, order; required: url; default: per_page\n/,
    );
  });

  it('gives the part, the totals and what was never requested', () => {
    expect(text).toContain(
      '\nstorefront: requested 1/136 (0.7%), positive 1/136 (0.7%) · primary 1/68 requested, 1/68 positive; de 0/68 requested, 0/68 positive · 2 cases\n',
    );
    expect(text).toContain('\n  overall: requested 1/442 (0.2%), positive 1/442 (0.2%)\n');
    expect(text).toContain('\nNever requested (441)\n');
    expect(text).toContain('\n  de GET /shop/store/products\n');
  });

  it('says so when the result has no coverage', () => {
    expect(createReporter('coverage', { color: false }).render(FIXTURE)).toBe('Coverage: not computed for this run\n');
  });
});

describe('html coverage section', () => {
  it('shows per part requested and positive, and the route×methods never requested', () => {
    const html = createReporter('html', { color: false }).render(RESULT);
    expect(html).toContain('<h2>Coverage</h2>');
    expect(html).toContain('<tr><td>storefront</td><td>1/136</td><td>1/136</td><td>2</td></tr>');
    expect(html).toContain('<tr><td>oEmbed</td><td>0/4</td><td>0/4</td><td>0</td></tr>');
    expect(html).toContain('<summary>Never requested (441)</summary>');
    expect(html).toContain('<li>de <code>GET /shop/store/products</code></li>');
    expect(createReporter('html', { color: false }).render(FIXTURE)).not.toContain('<h2>Coverage</h2>');
  });
});
