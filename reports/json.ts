import type { RunResult } from '../src/model/result.js';
import type { Reporter } from './types.js';

/** The whole result, versioned by `formatVersion`, for machines. */
export function jsonReporter(): Reporter {
  return { name: 'json', render: (result: RunResult) => `${JSON.stringify(result, null, 2)}\n` };
}
