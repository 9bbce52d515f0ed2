import { countTotals } from '../model/totals.js';
import type { ExpectationsSummary, RootCause, RunResult, SuiteResult } from '../model/result.js';
import { isExpected } from '../model/verdict.js';
import { deepEqual } from '../util/deep-equal.js';
import { mergeCoverage, mergeDocument } from './merge-parts.js';
import { joinReplyCases } from '../replies/join.js';
import { REPLIES_SUITE } from '../replies/suite.js';

/** One report to join: the file it came from (named in every refusal) and its result. */
export interface ShardReport {
  file: string;
  result: RunResult;
}

/** Reports that do not make one run, each problem in words naming the files. */
export class ReportsRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const caseKey = (suite: string, id: string) => `${suite}/${id}`;

/**
 * Whether two reports ran against the same target: the same base URL and API root, or both the
 * embedded reference server under the same API root (each shard starts its own, on a port of its own).
 */
function sameTarget(a: RunResult['target'], b: RunResult['target']): boolean {
  if (a.embedded !== b.embedded || a.apiRoot !== b.apiRoot) return false;
  return a.embedded || a.baseUrl === b.baseUrl;
}

/** What must be alike in every shard of one run, with the first report's value and each other's. */
function differences(first: ShardReport, other: ShardReport): string[] {
  const a = first.result;
  const b = other.result;
  const out: string[] = [];
  const differs = (what: string, x: unknown, y: unknown) => {
    if (!deepEqual(x, y))
      out.push(`${what} differs: ${first.file} has ${JSON.stringify(x)}, ${other.file} has ${JSON.stringify(y)}`);
  };
  differs('the tool version', a.tool.version, b.tool.version);
  differs('the run id', a.provenance?.runId, b.provenance?.runId);
  differs('the catalog digest', a.provenance?.catalogDigest, b.provenance?.catalogDigest);
  differs('the suites digest', a.provenance?.suitesDigest, b.provenance?.suitesDigest);
  const { shard: _a, ...optionsA } = a.options;
  const { shard: _b, ...optionsB } = b.options;
  // Each option apart (the shard aside, which differs by design): the one that differs is named.
  const a2 = optionsA as Record<string, unknown>;
  const b2 = optionsB as Record<string, unknown>;
  for (const key of [...new Set([...Object.keys(a2), ...Object.keys(b2)])])
    differs(`the option ${key}`, a2[key] ?? null, b2[key] ?? null);
  if (!sameTarget(a.target, b.target))
    out.push(
      `the target differs: ${first.file} ran against ${a.target.baseUrl}${a.target.apiRoot}, ${other.file} against ${b.target.baseUrl}${b.target.apiRoot}`,
    );
  return out;
}

/** Every shard i/n once, all of the same n; a report without a shard only alone. */
function shardProblems(reports: readonly ShardReport[]): string[] {
  const whole = reports.filter((r) => r.result.options.shard === undefined);
  if (whole.length > 0)
    return [
      `${whole.map((r) => r.file).join(', ')} ${whole.length === 1 ? 'is a whole run' : 'are whole runs'} (not one shard of several): a whole run is given alone`,
    ];
  const problems: string[] = [];
  const byIndex = new Map<number, string>();
  const counts = new Set<number>();
  for (const { file, result } of reports) {
    const [index = 0, count = 0] = (result.options.shard ?? '').split('/').map(Number);
    counts.add(count);
    const seen = byIndex.get(index);
    if (seen) problems.push(`shard ${result.options.shard} is given twice: ${seen} and ${file}`);
    else byIndex.set(index, file);
  }
  if (counts.size > 1)
    return [
      `the shards are of different splits: ${reports.map((r) => `${r.file} is ${r.result.options.shard}`).join(', ')}`,
    ];
  const [count = 0] = counts;
  for (let i = 1; i <= count; i++) if (!byIndex.has(i)) problems.push(`shard ${i}/${count} is missing`);
  return problems;
}

/**
 * The shards of one run (`--shard i/n`, each its own report) as the one result the run would have
 * had in one job: each case once, the totals and root causes counted again from them, the coverage,
 * the document trace and what the expectations file made of the run joined. Refuses (`ReportsRefused`)
 * reports of another tool version, catalog, suites, options, target or run id, a shard missing or
 * given twice, and a case two reports hold. A whole run's report alone is returned as it is.
 */
export function mergeReports(reports: readonly ShardReport[]): RunResult {
  const [first] = reports;
  if (!first) throw new ReportsRefused(['no report given']);
  // A whole run alone is written again as it is; one shard alone is a run with shards missing.
  if (reports.length === 1 && first.result.options.shard === undefined) return first.result;
  const problems = [
    ...reports
      .filter((r) => !r.result.provenance)
      .map((r) => `${r.file} has no provenance (no run id): written by a version that cannot be joined`),
    ...reports.slice(1).flatMap((r) => differences(first, r)),
    ...shardProblems(reports),
  ];
  problems.push(...twice(reports));
  if (problems.length > 0) throw new ReportsRefused(problems);
  return joined(reports.map((r) => r.result));
}

/**
 * A file given twice, and cases two reports both hold: grouped by the two files, the first few named
 * (two copies of one shard hold every case of it twice).
 */
function twice(reports: readonly ShardReport[]): string[] {
  const files = reports.map((r) => r.file);
  const repeated = [...new Set(files.filter((f, i) => files.indexOf(f) !== i))];
  if (repeated.length > 0) return repeated.map((f) => `${f} is given twice`);
  const holder = new Map<string, string>();
  const pairs = new Map<string, string[]>();
  for (const { file, result } of reports)
    // Each shard examines the answers it received: the examination's cases are joined, never twice.
    for (const s of result.suites.filter((x) => x.id !== REPLIES_SUITE.id))
      for (const c of s.cases) {
        const key = caseKey(s.id, c.id);
        const seen = holder.get(key);
        if (seen === undefined) holder.set(key, file);
        else pairs.set(`${seen} and ${file}`, [...(pairs.get(`${seen} and ${file}`) ?? []), key]);
      }
  return [...pairs].map(([both, keys]) =>
    keys.length === 1
      ? `case ${keys[0]} is in both ${both}`
      : `${keys.length} cases are in both ${both}: ${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''}`,
  );
}

function joined(results: readonly RunResult[]): RunResult {
  const first = results[0] as RunResult;
  const suites = joinSuites(results, first.provenance?.suites ?? []);
  const rootCauses = joinRoots(results);
  const started = Math.min(...results.map((r) => Date.parse(r.startedAt)));
  const ended = Math.max(...results.map((r) => Date.parse(r.startedAt) + r.durationMs));
  const { shard: _shard, ...options } = first.options;
  const coverage = mergeCoverage(results.map((r) => r.coverage));
  const document = mergeDocument(results.map((r) => r.document));
  const expectations = joinExpectations(results, suites, rootCauses);
  const interrupted = results.some((r) => r.interrupted);
  const provenance = first.provenance && {
    ...first.provenance,
    endedAt:
      results
        .map((r) => r.provenance?.endedAt ?? '')
        .sort()
        .at(-1) ?? first.provenance.endedAt,
  };
  // What is recomputed below is taken off the first report's result; the rest is alike in every shard.
  const {
    interrupted: _interrupted,
    coverage: _coverage,
    document: _document,
    expectations: _expectations,
    comparison: _comparison,
    ...rest
  } = first;
  return {
    ...rest,
    options,
    startedAt: new Date(started).toISOString(),
    durationMs: ended - started,
    suites,
    rootCauses,
    totals: totalsOf(suites, rootCauses, results),
    // Nothing was checked only when no shard reached the target; one that did not is a root cause.
    unreachable: results.every((r) => r.unreachable),
    ...(provenance ? { provenance } : {}),
    ...(interrupted ? { interrupted } : {}),
    ...(coverage ? { coverage } : {}),
    ...(document ? { document } : {}),
    ...(expectations ? { expectations } : {}),
  };
}

/** Each suite once, in the run's order (the provenance's), its cases from every shard in shard order. */
function joinSuites(results: readonly RunResult[], order: readonly string[]): SuiteResult[] {
  const byId = new Map<string, SuiteResult>();
  for (const r of results)
    for (const s of r.suites) {
      const have = byId.get(s.id);
      if (!have) byId.set(s.id, { ...s, cases: [...s.cases], leftovers: [...s.leftovers] });
      else {
        have.cases.push(...s.cases);
        // The time its cases took, over every job.
        have.durationMs += s.durationMs;
        have.leftovers.push(...s.leftovers.filter((l) => !have.leftovers.includes(l)));
      }
    }
  const replies = byId.get(REPLIES_SUITE.id);
  if (replies)
    replies.cases = joinReplyCases(results.map((r) => r.suites.find((s) => s.id === REPLIES_SUITE.id)?.cases ?? []));
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...byId.values()].sort((a, b) => rank(a.id) - rank(b.id));
}

/**
 * Each root cause once: a prerequisite the index lacks is found by every shard that looks, a case
 * that failed by its own shard; what each blocked is joined.
 */
function joinRoots(results: readonly RunResult[]): RootCause[] {
  const byId = new Map<string, RootCause>();
  for (const r of results)
    for (const root of r.rootCauses) {
      const have = byId.get(root.id);
      if (!have) byId.set(root.id, { ...root, blocked: [...root.blocked] });
      else
        for (const b of root.blocked)
          if (!have.blocked.some((x) => x.suite === b.suite && x.id === b.id)) have.blocked.push(b);
    }
  return [...byId.values()];
}

/** The totals as a run counts them (`countTotals`), from the joined cases and root causes. */
function totalsOf(suites: SuiteResult[], roots: RootCause[], results: readonly RunResult[]): RunResult['totals'] {
  return countTotals(
    suites,
    roots,
    results.reduce((n, r) => n + (r.totals.retriedRequests ?? 0), 0),
  );
}

/**
 * What the expectations file made of the whole run: the counts from the joined cases and root causes
 * (a prerequisite found by each shard counts once), an entry stale when it matched nothing in any
 * shard, the expired entries of any.
 */
function joinExpectations(
  results: readonly RunResult[],
  suites: SuiteResult[],
  roots: RootCause[],
): ExpectationsSummary | undefined {
  const all = results.map((r) => r.expectations);
  const [first] = all;
  if (!first || all.some((e) => e === undefined)) return undefined;
  const judged = [...suites.flatMap((s) => s.cases), ...roots.filter((r) => r.kind !== 'case')];
  const key = (e: { entry: string; line: number }) => `${e.line}:${e.entry}`;
  const staleIn = (e: ExpectationsSummary | undefined) => new Set(e?.stale.map(key));
  const sets = all.map(staleIn);
  const expired = new Map(all.flatMap((e) => e?.expired ?? []).map((e) => [key(e), e]));
  return {
    ...first,
    expected: judged.filter(isExpected).length,
    unexpectedPasses: judged.filter((x) => x.expectation?.met === 'unexpected-pass').length,
    stale: first.stale.filter((e) => sets.every((s) => s.has(key(e)))),
    expired: [...expired.values()],
  };
}
