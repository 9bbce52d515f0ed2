import type { RunResult } from '../src/model/result.js';
import type { RunEmitter } from '../src/runner/events.js';

/** Reporters read results and render text; they never change results or make requests. */
export interface Reporter {
  name: string;
  /** Live progress, for reporters that write while the run goes on. */
  attach?(events: RunEmitter): void;
  /**
   * The report is written as the run goes (through `ReporterOptions.write`, to stdout or its own
   * file), not rendered at the end: `render` then gives nothing more to write.
   */
  streams?: boolean;
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
