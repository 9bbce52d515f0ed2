import { consoleReporter } from './console.js';
import { coverageReporter } from './coverage.js';
import { documentReporter } from './document.js';
import { htmlReporter } from './html/index.js';
import { jsonReporter } from './json.js';
import { junitReporter } from './junit.js';
import { ndjsonReporter } from './ndjson.js';
import type { Reporter, ReporterOptions } from './types.js';

export type { Reporter, ReporterOptions } from './types.js';

/**
 * Every reporter, by the name `--reporter` takes: the one list the CLI's choices, its messages and
 * the tests read (as vitest's `ReportersMap`). A reporter is added here and nowhere else.
 */
export const REPORTERS = {
  console: consoleReporter,
  json: jsonReporter,
  junit: junitReporter,
  html: htmlReporter,
  coverage: coverageReporter,
  ndjson: ndjsonReporter,
  document: documentReporter,
} satisfies Record<string, (options: ReporterOptions) => Reporter>;

export type ReporterName = keyof typeof REPORTERS;
export const REPORTER_NAMES = Object.keys(REPORTERS) as ReporterName[];

export const isReporterName = (name: string): name is ReporterName => Object.hasOwn(REPORTERS, name);

export function createReporter(name: string, options: ReporterOptions): Reporter {
  if (!isReporterName(name))
    throw new Error(`unknown reporter "${name}"; known reporters: ${REPORTER_NAMES.join(', ')}`);
  return REPORTERS[name](options);
}
