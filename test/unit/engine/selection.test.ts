import { describe, expect, it } from 'vitest';
import type { CaseSpec, Suite } from '../../../src/model/suite.js';
import { suiteDecisions } from '../../../src/plan/decisions.js';
import type { Selection } from '../../../src/plan/selection.js';
import { caseSpec } from '../../helpers/case-spec.js';

const spec = (id: string, extra: Partial<CaseSpec> = {}): CaseSpec =>
  caseSpec(id, {
    request: { method: 'GET', path: '/' },
    expect: [{ check: 'status', value: 200 }],
    origin: { file: 'x.yaml' },
    ...extra,
  });
const suite = {
  id: 's',
  title: 'S',
  file: 'x.yaml',
  tags: [],
  setup: [],
  cases: [],
  teardown: [],
  generators: [],
} as Suite;
const all: Selection = { readOnly: false, haveAdmin: true, haveCustomer: true };
const kept = (specs: CaseSpec[], selection: Selection) =>
  suiteDecisions(suite, specs, selection).flatMap((d, i) => (d.include ? [specs[i]?.id] : []));

describe('which cases of a suite a run keeps', () => {
  const cases = [
    spec('apply', { level: 'should', source: 'x', requires: ['writes'], capture: { code: { pointer: '/code' } } }),
    spec('read-back', { after: ['apply'] }),
    spec('uses-code', { request: { method: 'GET', path: '/c/{{code}}' } }),
    spec('unrelated', { level: 'should', source: 'x' }),
  ];

  it('keeps, as steps, the left-out cases a kept case comes after or reads a capture of', () => {
    expect(kept(cases, { ...all, level: 'must' })).toEqual(['apply', 'read-back', 'uses-code']);
    expect(kept(cases, { ...all, grep: 'uses-code' })).toEqual(['apply', 'uses-code']);
    expect(kept(cases, { ...all, grep: 'unrelated' })).toEqual(['unrelated']);
  });

  it('still skips a step for what it requires (read-only mode)', () => {
    const decisions = suiteDecisions(suite, cases, { ...all, level: 'must', readOnly: true });
    expect(decisions[0]).toEqual({
      include: true,
      skip: { kind: 'read-only', reason: 'read-only mode: this case writes' },
    });
  });
});
