import type { RunWrites } from '../src/plan/writes.js';
import type { CaseResult, RunResult, SuiteResult } from '../src/model/result.js';
import { depthBound, JSON_DEPTH_LIMIT } from './json.js';
import type { Reporter, ReporterOptions } from './types.js';

/**
 * One JSON object per line, one line per event, written as the event happens: for tools that watch a
 * run (a dashboard, a CI annotator, `jq`) instead of reading a report once it is over. The format is
 * versioned apart from the JSON report (`formatVersion` of the `run-start` line) and published as a
 * JSON Schema, `schemas/ndjson.schema.json`; reports/README.md says what each event holds.
 *
 * What the runner emits is masked with the secrets known at that moment: a secret the target first
 * sends later in the run is masked from then on (the JSON report, written at the end, masks it everywhere).
 */
export const NDJSON_FORMAT_VERSION = 1;

export type NdjsonEvent =
  | {
      type: 'run-start';
      formatVersion: typeof NDJSON_FORMAT_VERSION;
      tool: string;
      time: string;
      target: string;
      suites: number;
      cases: number;
      /** Whether the cases that write are sent, and what they will leave (since 0.1: absent before). */
      writes?: RunWrites;
    }
  | { type: 'suite-start'; time: string; suite: string; title: string; cases: number }
  | { type: 'case-end'; time: string; result: CaseResult }
  | {
      type: 'suite-end';
      time: string;
      suite: string;
      durationMs: number;
      totals: Record<CaseResult['outcome'], number>;
      leftovers: string[];
    }
  | {
      type: 'run-end';
      time: string;
      durationMs: number;
      totals: RunResult['totals'];
      rootCauses: RunResult['rootCauses'];
      unreachable: boolean;
      interrupted: boolean;
      /** What the run made of its expectations file (`--expectations`), when it had one. */
      expectations?: RunResult['expectations'];
      /** The rest of the result but its suites (tool, target, options, provenance…): what `report` joins shards by. */
      run?: Omit<
        RunResult,
        'suites' | 'totals' | 'rootCauses' | 'unreachable' | 'interrupted' | 'durationMs' | 'expectations'
      >;
    };

function suiteTotals(suite: SuiteResult): Record<CaseResult['outcome'], number> {
  const totals = { passed: 0, failed: 0, errored: 0, skipped: 0, blocked: 0 };
  for (const c of suite.cases) totals[c.outcome]++;
  return totals;
}

/** The result but what the run-end line holds already and the suites, which its case lines hold. */
function runPart(result: RunResult): NonNullable<Extract<NdjsonEvent, { type: 'run-end' }>['run']> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out: on the line already, or in the case lines
  const { suites, totals, rootCauses, unreachable, interrupted, durationMs, expectations, ...rest } = result;
  return rest;
}

export function ndjsonReporter(options: ReporterOptions): Reporter {
  const write = options.write ?? (() => undefined);
  const now = () => new Date(options.now?.() ?? Date.now()).toISOString();
  const bound = depthBound(JSON_DEPTH_LIMIT);
  const line = (event: NdjsonEvent) => write(`${JSON.stringify(event, bound)}\n`);
  return {
    name: 'ndjson',
    streams: true,
    attach(events) {
      events.on('run:start', (e) =>
        line({
          type: 'run-start',
          formatVersion: NDJSON_FORMAT_VERSION,
          tool: `shop-conformance ${e.version}`,
          time: now(),
          target: e.target,
          suites: e.suites,
          cases: e.cases,
          writes: e.writes,
        }),
      );
      events.on('suite:start', (e) =>
        line({ type: 'suite-start', time: now(), suite: e.suite.id, title: e.suite.title, cases: e.cases }),
      );
      events.on('case:end', (result) => line({ type: 'case-end', time: now(), result }));
      events.on('suite:end', (suite) =>
        line({
          type: 'suite-end',
          time: now(),
          suite: suite.id,
          durationMs: suite.durationMs,
          totals: suiteTotals(suite),
          leftovers: suite.leftovers,
        }),
      );
      events.on('run:end', (result) =>
        line({
          type: 'run-end',
          time: now(),
          durationMs: result.durationMs,
          totals: result.totals,
          rootCauses: result.rootCauses,
          unreachable: result.unreachable,
          interrupted: result.interrupted === true,
          ...(result.expectations ? { expectations: result.expectations } : {}),
          run: runPart(result),
        }),
      );
    },
    // Everything was written as it happened.
    render: () => '',
  };
}
