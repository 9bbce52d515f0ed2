import { describe, expect, it } from 'vitest';
import { prepare } from '../../../src/engine.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { makePlan, type PlanEntry } from '../../../src/plan/plan.js';
import { dependencyGroups } from '../../../src/plan/shards.js';
import { keepsItsPlace } from '../../../src/plan/suite-order.js';
import { caseSpec } from '../../helpers/case-spec.js';

const spec = (id: string, extra: Partial<CaseSpec> = {}): CaseSpec =>
  caseSpec(id, {
    request: { method: 'GET', path: '/' },
    expect: [{ check: 'status', value: 200 }],
    origin: { file: 'x.yaml', generator: 'g' },
    ...extra,
  });
const written = { file: 'x.yaml' };

describe('the shard plan keeps dependent cases together', () => {
  it('groups a reader with the nearest producer, `after` with its case, cases after a written write with it', () => {
    const cases = [
      spec('a'),
      spec('makes', { capture: { id: { pointer: '/id' } } }),
      spec('reads', { request: { method: 'GET', path: '/x/{{id}}' } }),
      spec('b'),
      spec('write', { origin: written, requires: ['writes'] }),
      spec('c'),
      spec('after-b', { after: ['b'] }),
    ];
    const groups = dependencyGroups([], cases, []);
    const of = (id: string) => groups[cases.findIndex((c) => c.id === id)];
    expect(of('reads')).toBe(of('makes'));
    // The written write keeps its place: everything before it and after it is one with it.
    expect(new Set(groups).size).toBe(1);
    // Generated cases that read nothing of one another are each a group of their own.
    const loose = [
      spec('x', { capture: { n: { pointer: '/n' } } }),
      spec('y'),
      spec('z', { request: { method: 'GET', path: '/{{n}}' } }),
    ];
    expect(dependencyGroups([], loose, [])).toEqual([0, 1, 0]);
    // `after` keeps its place: it is one with every case before it.
    expect(dependencyGroups([], [spec('x'), spec('y'), spec('z', { after: ['x'] })], [])).toEqual([0, 0, 0]);
  });

  it('puts setup, teardown and the written cases in one block; generated cases join it only by what they read', () => {
    const setup = [spec('s', { origin: written, capture: { key: { pointer: '/k' } } })];
    const cases = [
      spec('hand', { origin: written }),
      spec('gen-free'),
      spec('gen-reads', { request: { method: 'GET', path: '/{{key}}' } }),
    ];
    const teardown = [spec('t', { origin: written })];
    expect(dependencyGroups(setup, cases, teardown)).toEqual([0, 0, 2, 0, 0]);
    // A setup nothing reads is still with the suite's first case: its shard has a case to run it for.
    expect(dependencyGroups([spec('s0')], [spec('g1'), spec('g2')], [])).toEqual([0, 0, 2]);
  });

  // The built-in suites as a run plans them: one plan per shard, held to the plan of the whole run.
  const { suites } = prepare([]);
  const everything = { readOnly: false, haveAdmin: true, haveCustomer: true };
  const key = (e: PlanEntry) => `${e.suite.id}/${e.role}/${e.spec.id}`;
  const whole = makePlan(suites, everything);
  const total = whole.cases.length;

  for (const count of [1, 2, 3, 4]) {
    it(`over the built-in suites in ${count} shard(s): every case in exactly one, each dependency in its dependent's shard, shards within one group of even`, () => {
      const shardOf = new Map<string, number>();
      const load = new Array<number>(count).fill(0);
      for (let index = 1; index <= count; index++) {
        const plan = makePlan(suites, { ...everything, shard: { index, count } });
        for (const e of plan.cases) {
          expect(shardOf.has(key(e)), key(e)).toBe(false);
          shardOf.set(key(e), index);
        }
        load[index - 1] = plan.cases.length;
      }
      expect(shardOf.size).toBe(total);
      const shard = (e: PlanEntry) => shardOf.get(key(e));
      for (const p of whole.suites) {
        const ends = [...p.setup, ...p.teardown];
        for (const e of ends) expect(shard(e), key(e)).toBe(shard(ends[0] as PlanEntry));
        for (const e of [...p.setup, ...p.cases, ...p.teardown]) {
          for (const r of e.reads) if (r.from) expect(shard(r.from), `${key(e)} reads ${r.name}`).toBe(shard(e));
          for (const r of e.controlReads)
            if (r.from) expect(shard(r.from), `${key(e)}'s control reads ${r.name}`).toBe(shard(e));
          for (const before of e.after) expect(shard(before), `${key(e)} after ${before.spec.id}`).toBe(shard(e));
        }
        const lastInPlace = p.cases.reduce((last, e, i) => (keepsItsPlace(e.spec) ? i : last), -1);
        if (lastInPlace >= 0)
          for (const e of p.cases.slice(lastInPlace)) expect(shard(e)).toBe(shard(p.cases[lastInPlace] as PlanEntry));
      }
      // Dealt largest first to the emptiest shard: no shard is short of another by more than the largest group.
      if (count > 1) expect(Math.max(...load) - Math.min(...load)).toBeLessThan(total / count);
    });
  }
});
