import type { CaseSpec, Suite } from '../model/suite.js';
import { producerEdges, type Needs } from './edges.js';
import { keepsItsPlace } from './suite-order.js';

/**
 * `--shard i/n`: which shard runs each case. Cases that depend on one another stay together, so that
 * every shard can run on its own and the shards together run each case exactly once:
 *
 * - a suite's setup and teardown are one block, with every case written by hand in the suite: the
 *   teardown removes what the setup and the written cases made (insights deletes the key a case
 *   wrote), and a written case may rely on what the setup made without reading a capture of it;
 *   generated cases join it when they read what it captures;
 * - a case is with the nearest earlier case that captures what it reads, and with the cases it runs
 *   `after`;
 * - a case that keeps its place (`keepsItsPlace`: a written write) is with every case of its suite
 *   before it, and every case after it is with it: the runner orders them so, and a later case may
 *   read the state it left.
 *
 * The groups so formed are dealt out largest first, each to the shard with the fewest cases so far
 * (ties to the lowest shard; groups of equal size in suite and case order). Every shard of a CI matrix
 * computes the same plan from the same suites, whatever machine it runs on. The plan is made over every
 * case of the selected suites, before the other filters (`--tag`, `--grep`, `--level`), which then
 * apply within each shard.
 */

export type ShardOf = (suite: Suite, spec: CaseSpec) => number | undefined;

class Groups {
  private readonly parent: number[];

  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }

  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root] as number;
    // Path halving is enough at these sizes; every node on the way points at the root.
    for (let at = i; this.parent[at] !== root;) {
      const next = this.parent[at] as number;
      this.parent[at] = root;
      at = next;
    }
    return root;
  }

  join(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    // The smaller index is the root: a group is named by its first case, in suite order.
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/** One suite's cases (setup, cases, teardown), grouped: each case's group as the index of its first case. */
export function dependencyGroups(
  setup: readonly CaseSpec[],
  cases: readonly CaseSpec[],
  teardown: readonly CaseSpec[],
  needs: readonly Needs[] = producerEdges([...setup, ...cases, ...teardown]),
): number[] {
  const all = [...setup, ...cases, ...teardown];
  const groups = new Groups(all.length);
  const written = cases.flatMap((spec, k) => (spec.origin.generator === undefined ? [setup.length + k] : []));
  const ends = [...setup.map((_, i) => i), ...teardown.map((_, i) => setup.length + cases.length + i)];
  // With the suite's first case too, so the block's shard always has a case to run: a suite whose
  // filtered cases are all elsewhere runs neither its setup nor its teardown (as without shards).
  const block = ends.length > 0 ? [...ends, ...written, ...(cases.length > 0 ? [setup.length] : [])] : [];
  for (const i of block.slice(1)) groups.join(block[0] as number, i);
  const firstById = new Map<string, number>();
  for (const [i, spec] of all.entries()) {
    // Two cases of one id (a suite may reuse one in its setup) are one for `after` and for the shard.
    const same = firstById.get(spec.id);
    if (same === undefined) firstById.set(spec.id, i);
    else groups.join(same, i);
    // What its control reads too: a negative whose control reads a cart made in another shard could not be sent.
    const { reads, controlReads, after } = needs[i] as Needs;
    for (const { from } of [...reads, ...controlReads]) groups.join(i, from);
    for (const earlier of after) groups.join(i, earlier);
  }
  // The order the runner keeps among the suite's cases (setup and teardown run before and after all of them).
  let lastInPlace: number | undefined;
  for (const [k, spec] of cases.entries()) {
    const i = setup.length + k;
    if (keepsItsPlace(spec)) {
      for (let j = setup.length; j < i; j++) groups.join(i, j);
      lastInPlace = i;
    } else if (lastInPlace !== undefined) {
      groups.join(i, lastInPlace);
    }
  }
  return all.map((_, i) => groups.find(i));
}

/** The plan for `count` shards over these suites, each with every case it will run (generated ones included). */
function shardPlan(
  suites: readonly {
    suite: Suite;
    setup: readonly CaseSpec[];
    cases: readonly CaseSpec[];
    teardown: readonly CaseSpec[];
  }[],
  count: number,
): ShardOf {
  const found: { suite: string; members: string[] }[] = [];
  for (const { suite, setup, cases, teardown } of suites) {
    const all = [...setup, ...cases, ...teardown];
    const byRoot = new Map<number, string[]>();
    for (const [i, root] of dependencyGroups(setup, cases, teardown).entries()) {
      const members = byRoot.get(root);
      const id = (all[i] as CaseSpec).id;
      if (members) members.push(id);
      else byRoot.set(root, [id]);
    }
    for (const members of byRoot.values()) found.push({ suite: suite.id, members });
  }
  // Largest first; `found` is in suite and case order, and the sort keeps that order among equals.
  const order = found.map((g, i) => ({ g, i })).sort((a, b) => b.g.members.length - a.g.members.length || a.i - b.i);
  const load = new Array<number>(count).fill(0);
  const shardOf = new Map<string, number>();
  for (const { g } of order) {
    let least = 0;
    for (let s = 1; s < count; s++) if ((load[s] as number) < (load[least] as number)) least = s;
    load[least] = (load[least] as number) + g.members.length;
    for (const id of g.members) shardOf.set(`${g.suite}\u0000${id}`, least + 1);
  }
  return (suite, spec) => shardOf.get(`${suite.id}\u0000${spec.id}`);
}

/** The selection with its shard's plan made over the selected suites (as they are, before any filter but `--suite`). */
export function withShardPlan<S extends { shard?: { index: number; count: number; of?: ShardOf } | undefined }>(
  selection: S,
  suites: readonly Suite[],
  generate: (suite: Suite) => CaseSpec[],
): S {
  if (!selection.shard || selection.shard.of) return selection;
  const of = shardPlan(
    suites.map((suite) => ({
      suite,
      setup: suite.setup,
      cases: [...suite.cases, ...generate(suite)],
      teardown: suite.teardown,
    })),
    selection.shard.count,
  );
  return { ...selection, shard: { ...selection.shard, of } };
}
