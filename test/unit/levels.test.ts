import { describe, expect, it } from 'vitest';
import { convention, CONVENTIONS } from '../../spec/conventions.js';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { FUZZ_SOURCES } from '../../src/fuzz/cases.js';
import { citedBy, docProblems } from '../../src/loading/doc.js';
import { replyConventions } from '../../spec/replies/index.js';

/**
 * The verdict discipline over every case the suites plan, generated ones included: a should-level check
 * names a convention that exists, no check sits above its case's level, and every case has a check that
 * can fail (info-level checks only note, and only a teardown may consist of them).
 */
describe('levels of every planned case', () => {
  const { suites } = prepare([]);
  const planned = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases;

  it('name a known source for each should-level check, and keep checks at or below their case', () => {
    const problems: string[] = [];
    for (const { suite, spec } of planned) {
      for (const check of spec.expect) {
        const level = check.level ?? spec.level;
        if (spec.level === 'should' && level === 'must')
          problems.push(`${suite.id}/${spec.id}: must check ${check.check} in a should case`);
        if (level !== 'should') continue;
        const source = check.source ?? spec.source;
        if (!source || !convention(source))
          problems.push(`${suite.id}/${spec.id}: should check ${check.check} has source ${String(source)}`);
      }
      const teardown = suite.teardown.includes(spec);
      if (!teardown && spec.expect.every((c) => c.level === 'info'))
        problems.push(`${suite.id}/${spec.id}: no check can fail`);
    }
    expect(problems).toEqual([]);
  });

  it('name the statement of the document each must-level check enforces, generated ones included', () => {
    const problems: string[] = [];
    for (const { suite, spec } of planned) {
      for (const problem of docProblems(spec, spec.level, spec.expect))
        problems.push(`${suite.id}/${spec.id}: ${problem}`);
    }
    expect(problems).toEqual([]);
    const cited = planned.filter(({ spec }) => spec.expect.some((c) => citedBy(spec, c).length > 0));
    expect(cited.length).toBeGreaterThan(2000);
  });

  it('make every generated refusal of a rule the document states must-level on the status class, and should-level on how the platform refuses', () => {
    const refusals = planned.filter(
      ({ spec }) =>
        spec.origin.generator === 'negatives' &&
        /\.(not-in-enum|below-minimum|above-maximum|missing)$/.test(spec.id) &&
        !spec.id.startsWith('anonymous.'),
    );
    expect(refusals.length).toBeGreaterThan(150);
    for (const { spec } of refusals) {
      // A rule the catalog has from the platform's own declaration (an order direction the document does
      // not list) is the convention's, and the case with it.
      expect(spec.level).toBe(spec.doc ? 'must' : 'should');
      if (!spec.doc) expect(spec.source).toBe('args.declared-schema');
      expect(spec.expect[0]).toEqual({ check: 'status', value: '4xx' });
      expect(spec.expect[1]).toMatchObject({ check: 'argument-refused', level: 'should' });
    }
    expect(refusals.filter(({ spec }) => spec.doc).length).toBeGreaterThan(150);
  });

  it('rest on conventions every one of which some suite, the fuzz phase or the examination of replies uses (the registry holds no line nothing stands on)', () => {
    const used = new Set(
      planned
        .flatMap(({ spec }) => [spec.source, ...spec.expect.map((c) => c.source)])
        .filter((id): id is string => id !== undefined),
    );
    for (const id of [...Object.values(FUZZ_SOURCES), ...replyConventions()]) {
      expect(convention(id), id).toBeDefined();
      used.add(id);
    }
    expect(CONVENTIONS.map((c) => c.id).filter((id) => !used.has(id))).toEqual([]);
  });
});
