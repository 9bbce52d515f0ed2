import type { RunResult } from '../src/model/result.js';
import type { RunEmitter } from '../src/runner/events.js';
import { consoleReporter } from './console.js';
import { coverageReporter } from './coverage.js';
import { htmlReporter } from './html.js';
import { jsonReporter } from './json.js';
import { junitReporter } from './junit.js';

/** Reporters read results and render text; they never change results or make requests. */
export interface Reporter {
  name: string;
  /** Live progress, for reporters that write while the run goes on. */
  attach?(events: RunEmitter): void;
  render(result: RunResult): string;
}

export interface ReporterOptions {
  color: boolean;
  write?: (text: string) => void;
  /** Writing to a terminal: progress is one line rewritten in place; otherwise a line every few seconds. */
  live?: boolean;
  /** How often the progress line is printed when not live (default 5000 ms; 0: never). */
  progressEveryMs?: number;
  /** The clock progress reads (tests give their own). */
  now?: () => number;
}

export const REPORTERS = ['console', 'json', 'junit', 'html', 'coverage'] as const;
export type ReporterName = (typeof REPORTERS)[number];

export function createReporter(name: string, options: ReporterOptions): Reporter {
  switch (name) {
    case 'console': return consoleReporter(options);
    case 'json': return jsonReporter();
    case 'junit': return junitReporter();
    case 'html': return htmlReporter();
    case 'coverage': return coverageReporter();
    default: throw new Error(`unknown reporter "${name}"; known reporters: ${REPORTERS.join(', ')}`);
  }
}
