import type { RunResult } from '../src/model/result.js';
import type { Reporter } from './types.js';

/**
 * Nesting deeper than this is written as a string saying so. The engine already cuts results far
 * above it; this bound is for a result from anywhere else: JSON.stringify recurses, and a value
 * 100,000 levels deep overflowed the stack. Lone surrogates need nothing: JSON.stringify writes them
 * as `\ud800` escapes, which every parser reads.
 */
export const JSON_DEPTH_LIMIT = 200;

/** A replacer that cuts what lies deeper than the limit, knowing each object's depth from its holder's. */
export function depthBound(limit: number): (this: unknown, key: string, value: unknown) => unknown {
  const depths = new WeakMap<object, number>();
  return function bound(this: unknown, _key: string, value: unknown): unknown {
    if (value === null || typeof value !== 'object') return value;
    const depth = (depths.get(this as object) ?? 0) + 1;
    if (depth > limit) return `[cut: nested deeper than ${limit} levels]`;
    depths.set(value, depth);
    return value;
  };
}

/** The whole result, versioned by `formatVersion`, for machines. */
export function jsonReporter(): Reporter {
  return {
    name: 'json',
    render: (result: RunResult) => `${JSON.stringify(result, depthBound(JSON_DEPTH_LIMIT), 2)}\n`,
  };
}
