import type { CaseResult, RunResult, SuiteResult } from '../model/result.js';

/**
 * A report file that cannot be read as a run's result: why, in words that name no flag (the CLI adds
 * the file's role).
 */
export class UnreadableReport extends Error {
  constructor(
    readonly file: string,
    readonly why: string,
  ) {
    super(`${file}: ${why}`);
  }
}

/** What the NDJSON run-end line carries beside its counts (`reports/ndjson.ts`): the result but its suites. */
type RunPart = Omit<RunResult, 'suites' | 'totals' | 'rootCauses' | 'unreachable' | 'interrupted' | 'durationMs'>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON report of this tool: the tool named, suites with cases, totals. */
function isResult(v: unknown): v is RunResult {
  return (
    isObject(v) &&
    isObject(v.tool) &&
    v.tool.name === 'shop-conformance' &&
    Array.isArray(v.suites) &&
    v.suites.every((s) => isObject(s) && typeof s.id === 'string' && Array.isArray(s.cases)) &&
    isObject(v.totals) &&
    isObject(v.options) &&
    isObject(v.target)
  );
}

/**
 * A report's text as the run's result: the JSON report (`--reporter json=FILE`) as it is, or the
 * NDJSON stream (`--reporter ndjson=FILE`) put back together: its suites from the suite and case
 * lines, the rest from the run-end line. Throws `UnreadableReport` saying what the text is instead.
 */
export function readReport(text: string, file: string): RunResult {
  if (text.trim() === '') throw new UnreadableReport(file, 'empty (a run that wrote nothing, or a file cut)');
  let whole: unknown;
  try {
    whole = JSON.parse(text);
  } catch {
    // Not one JSON value: an NDJSON stream is one per line.
    return fromNdjson(text, file);
  }
  if (isResult(whole)) return whole;
  throw new UnreadableReport(
    file,
    'not a shop-conformance report (JSON without the tool, suites, totals and options of one)',
  );
}

function fromNdjson(text: string, file: string): RunResult {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const events: Record<string, unknown>[] = [];
  for (const [i, line] of lines.entries()) {
    let event: unknown;
    try {
      event = JSON.parse(line);
    } catch {
      throw new UnreadableReport(file, i === 0 ? 'not JSON, nor NDJSON' : `line ${i + 1} is not JSON`);
    }
    if (!isObject(event) || typeof event.type !== 'string')
      throw new UnreadableReport(file, `line ${i + 1} is no event of a shop-conformance NDJSON report`);
    events.push(event);
  }
  if (events[0]?.type !== 'run-start')
    throw new UnreadableReport(file, 'not a shop-conformance report (its first line is no run-start event)');
  const end = events.find((e) => e.type === 'run-end');
  if (!end) throw new UnreadableReport(file, 'an NDJSON report without its run-end line (the run did not finish)');
  if (!isObject(end.run))
    throw new UnreadableReport(
      file,
      "an NDJSON report whose run-end line lacks `run` (written before it carried the run's options and provenance): use the JSON report",
    );
  const suites = new Map<string, SuiteResult>();
  const suite = (id: string): SuiteResult => {
    let s = suites.get(id);
    if (!s) suites.set(id, (s = { id, title: id, file: '', cases: [], durationMs: 0, leftovers: [] }));
    return s;
  };
  for (const e of events) {
    if (e.type === 'suite-start' && typeof e.suite === 'string') suite(e.suite).title = String(e.title);
    if (e.type === 'case-end' && isObject(e.result) && typeof e.result.suite === 'string')
      suite(e.result.suite).cases.push(e.result as unknown as CaseResult);
    if (e.type === 'suite-end' && typeof e.suite === 'string') {
      const s = suite(e.suite);
      s.durationMs = Number(e.durationMs) || 0;
      s.leftovers = Array.isArray(e.leftovers) ? (e.leftovers as string[]) : [];
    }
  }
  const run = end.run as unknown as RunPart;
  const result = {
    ...run,
    durationMs: end.durationMs,
    suites: [...suites.values()],
    rootCauses: end.rootCauses,
    totals: end.totals,
    unreachable: end.unreachable,
    ...(end.interrupted === true ? { interrupted: true } : {}),
    ...(end.expectations ? { expectations: end.expectations } : {}),
  };
  if (!isResult(result)) throw new UnreadableReport(file, 'an NDJSON report whose run-end line is incomplete');
  return result;
}
