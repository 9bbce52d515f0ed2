import type { CaseSpec } from '../model/suite.js';
import { placeholderNames } from '../model/template.js';
import { readsOf } from './suite-order.js';

/** What one case of a suite needs of the cases before it, by their place in the suite's order. */
export interface Needs {
  /** Each capture it reads, with the nearest earlier case that captures it (none: no case of the suite does). */
  reads: { name: string; from: number }[];
  /**
   * What its control (the state a negative is sent in) reads besides: the runner waits for those
   * producers too, the selection's closure keeps them, and the shard plan puts them in its shard.
   */
  controlReads: { name: string; from: number }[];
  /** The cases it runs `after`: the first case of each id, when it comes before. */
  after: number[];
}

/**
 * The producer edges of a suite's cases in order (setup, cases, teardown): the one place that finds
 * "the nearest earlier case that captures X". The selection's closure, the shard plan and the runner's
 * scheduling read these edges; nothing else searches backwards for a producer.
 */
export function producerEdges(all: readonly CaseSpec[]): Needs[] {
  const latest = new Map<string, number>();
  const firstById = new Map<string, number>();
  return all.map((spec, i) => {
    const edge = (name: string) => {
      const from = latest.get(name);
      return from === undefined ? [] : [{ name, from }];
    };
    const read = new Set(readsOf(spec));
    const reads = [...read].flatMap(edge);
    const controlReads = spec.control
      ? [...new Set(placeholderNames(spec.control))].filter((name) => !read.has(name)).flatMap(edge)
      : [];
    const after = (spec.after ?? []).flatMap((id) => firstById.get(id) ?? []);
    for (const name of Object.keys(spec.capture)) latest.set(name, i);
    if (!firstById.has(spec.id)) firstById.set(spec.id, i);
    return { reads, controlReads, after };
  });
}
