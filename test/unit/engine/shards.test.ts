import { describe, expect, it } from 'vitest';
import { prepare } from '../../../src/engine.js';
import { generateCases } from '../../../src/generators/registry.js';
import type { CaseSpec, Suite } from '../../../src/model/suite.js';
import { dependencyGroups, shardPlan } from '../../../src/plan/shards.js';
import { keepsItsPlace, readsOf } from '../../../src/plan/suite-order.js';

const spec = (id: string, extra: Partial<CaseSpec> = {}): CaseSpec => ({
  id,
  title: id,
  level: 'must',
  tags: [],
  requires: [],
  request: { method: 'GET', path: '/' },
  expect: [{ check: 'status', value: 200 }],
  capture: {},
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

  const { suites } = prepare([]);
  const planned = suites.map((suite: Suite) => ({
    suite,
    setup: suite.setup,
    cases: [...suite.cases, ...generateCases(suite)],
    teardown: suite.teardown,
  }));
  const total = planned.reduce((n, p) => n + p.setup.length + p.cases.length + p.teardown.length, 0);

  for (const count of [1, 2, 3, 4]) {
    it(`over the built-in suites in ${count} shard(s): every case in exactly one, each dependency in its dependent's shard, shards within one group of even`, () => {
      const of = shardPlan(planned, count);
      const load = new Array<number>(count).fill(0);
      for (const { suite, setup, cases, teardown } of planned) {
        const all = [...setup, ...cases, ...teardown];
        const shard = (c: CaseSpec) => of(suite, c) as number;
        for (const c of all) {
          expect(shard(c)).toBeGreaterThanOrEqual(1);
          expect(shard(c)).toBeLessThanOrEqual(count);
          load[shard(c) - 1] = (load[shard(c) - 1] as number) + 1;
        }
        const ends = [...setup, ...teardown];
        for (const c of ends) expect(shard(c), `${suite.id}/${c.id}`).toBe(shard(ends[0] as CaseSpec));
        for (const [i, c] of all.entries()) {
          for (const name of readsOf(c)) {
            const producer = all
              .slice(0, i)
              .reverse()
              .find((p) => name in p.capture);
            if (producer) expect(shard(producer), `${suite.id}/${c.id} reads ${name}`).toBe(shard(c));
          }
          for (const id of c.after ?? []) expect(shard(all.find((p) => p.id === id) as CaseSpec)).toBe(shard(c));
        }
        const lastInPlace = cases.reduce((last, c, i) => (keepsItsPlace(c) ? i : last), -1);
        if (lastInPlace >= 0)
          for (const c of cases.slice(lastInPlace)) expect(shard(c)).toBe(shard(cases[lastInPlace] as CaseSpec));
      }
      expect(load.reduce((a, b) => a + b, 0)).toBe(total);
      // Dealt largest first to the emptiest shard: no shard is short of another by more than the largest group.
      if (count > 1) expect(Math.max(...load) - Math.min(...load)).toBeLessThan(total / count);
    });
  }
});
