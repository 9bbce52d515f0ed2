import { hostname } from 'node:os';
import type { CaseResult, RootCause, RunResult, SuiteResult } from '../src/model/result.js';
import { failsTheRun, verdictLevel } from '../src/model/verdict.js';
import type { SiteWord } from '../spec/vocabulary.js';
import { leadingFailure } from './failure-groups.js';
import { formatCase, formatNote, levelTag } from './format-failure.js';
import { retriedLine } from './retries.js';
import { blockedSummary } from './summary.js';
import { clean, seconds } from './text.js';
import type { Reporter } from './types.js';

/**
 * Element text. `clean` leaves only characters XML 1.0 allows (what it forbids is dropped or replaced
 * by U+FFFD, see text.ts), so the report is well-formed whatever the target sent; a carriage return
 * is written as a reference, which a parser keeps (it turns a literal one into a newline).
 */
function escape(text: string): string {
  return clean(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');
}

/** An attribute value: tab and newline as references too, which a parser would turn into spaces. */
function attribute(text: string): string {
  return escape(text).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}

function count(cases: CaseResult[], outcome: CaseResult['outcome']): number {
  return cases.filter((c) => c.outcome === outcome).length;
}

/**
 * Whether a failed or errored case is a `<failure>` or `<error>`: as the run's verdict decides
 * (`runVerdict`), a must-level one always, a should-level one (a convention's deviation, or a
 * should-level case that errored) only under `--strict`. Without it a CI dashboard's red count is the
 * must-level failures that fail the run; the others stay in the testcase's output.
 */
function counts(c: CaseResult, strict: boolean): boolean {
  return failsTheRun(verdictLevel(c), strict);
}

/** Failure and error elements of a suite's cases, as `testcase` writes them. */
function countedAs(cases: CaseResult[], outcome: 'failed' | 'errored', strict: boolean): number {
  return cases.filter((c) => c.outcome === outcome && counts(c, strict)).length;
}

/** The one-line message of a failed case, its failure at the level that decides it: `[must] status: Unexpected status code`. */
function headline(c: CaseResult): string {
  const first = leadingFailure(c);
  return first ? `${levelTag(first, c.level)} ${first.check}: ${first.title}` : 'failed';
}

function testcase(c: CaseResult, roots: ReadonlyMap<string, RootCause>, strict: boolean): string {
  const head = `    <testcase classname="shop-conformance.${attribute(c.suite)}" name="${attribute(c.id)}" time="${seconds(c.durationMs)}">`;
  const notes = (c.notes ?? []).map((n) => `\nnote: ${formatNote(n)}`).join('');
  // The schema allows no properties on a testcase: a retried case says so in its output (and its suite counts them).
  const retried = retriedLine(c);
  const root = roots.get(`${c.suite}/${c.id}`);
  const block = () => `${formatCase(c)}${root ? `\n  ${blockedSummary(root, 50)}` : ''}`;
  const body = () => escape(block());
  // A should-level deviation that does not fail the run is no failure element: it is told in the output.
  const deviation =
    (c.outcome === 'failed' || c.outcome === 'errored') && !counts(c, strict)
      ? `\nshould-level ${c.outcome === 'failed' ? 'deviation' : 'case errored'} (a failure only with --strict):\n${block()}`
      : '';
  const out = `      <system-out>${escape(`${c.title}\nlevel: ${c.level}\ntags: ${c.tags.join(', ')}${notes}${retried ? `\n${retried}` : ''}${deviation}`)}</system-out>`;
  let child = '';
  if (deviation) {
    // Told in the output above.
  } else if (c.outcome === 'failed') {
    child = `      <failure message="${attribute(headline(c))}" type="${attribute(leadingFailure(c)?.check ?? 'failure')}">${body()}</failure>\n`;
  } else if (c.outcome === 'errored') {
    child = `      <error message="${attribute(c.error?.message ?? 'errored')}" type="${attribute(c.error?.code ?? 'error')}">${body()}</error>\n`;
  } else if (c.outcome === 'skipped') {
    child = `      <skipped message="${attribute(c.skipReason ?? 'skipped')}"/>\n`;
  } else if (c.outcome === 'blocked') {
    // Counted apart from failures: the root cause is the one failure.
    child = `      <skipped message="${attribute(`blocked by ${c.blockedBy ?? 'a root cause'}${c.control?.reason ? `: ${c.control.reason}` : ''}`)}"/>\n`;
  }
  return `${head}\n${child}${out}\n    </testcase>`;
}

/** What narrowed the run, as properties of every suite: shard, level, what was excluded, an interruption. */
function runProperties(result: RunResult): [string, string][] {
  const { shard, level, excluded } = result.options;
  return [
    ...(shard ? [['shard', shard] as [string, string]] : []),
    ...(level ? [['level', level] as [string, string]] : []),
    ...(excluded
      ? ([
          ['excluded.suites', excluded.suites.join(',')],
          ['excluded.tags', excluded.tags.join(',')],
          ['excluded.cases', String(excluded.cases)],
        ] as [string, string][])
      : []),
    ...(result.interrupted ? [['interrupted', 'true'] as [string, string]] : []),
  ];
}

function properties(
  vocabulary: Record<string, SiteWord> | undefined,
  retried = 0,
  run: [string, string][] = [],
  deviations = 0,
): string {
  if (!vocabulary && retried === 0 && run.length === 0 && deviations === 0) return '';
  // A word per context is one property per context: vocabulary.shop.path, vocabulary.shop.code.
  const pairs = Object.entries(vocabulary ?? {}).flatMap(([n, w]) =>
    typeof w === 'string' ? [[n, w]] : Object.entries(w).map(([context, v]) => [`${n}.${context}`, v]),
  );
  const items = pairs.map(
    ([n, w]) => `      <property name="vocabulary.${attribute(n as string)}" value="${attribute(w as string)}"/>`,
  );
  // How many of the suite's cases were judged on an answer that needed retries.
  if (retried > 0) items.push(`      <property name="retried" value="${retried}"/>`);
  // How many of its cases deviate at should level only, not counted as failures (without --strict).
  if (deviations > 0) items.push(`      <property name="should-deviations" value="${deviations}"/>`);
  for (const [n, v] of run) items.push(`      <property name="${attribute(n)}" value="${attribute(v)}"/>`);
  return `    <properties>\n${items.join('\n')}\n    </properties>\n`;
}

function suiteAttributes(
  name: string,
  tests: number,
  failures: number,
  errors: number,
  skipped: number,
  durationMs: number,
  timestamp: string,
  host: string,
): string {
  return [
    `name="${attribute(name)}"`,
    `tests="${tests}"`,
    `failures="${failures}"`,
    `errors="${errors}"`,
    `skipped="${skipped}"`,
    `time="${seconds(durationMs)}"`,
    `timestamp="${attribute(timestamp)}"`,
    `hostname="${attribute(host)}"`,
  ].join(' ');
}

function testsuite(
  s: SuiteResult,
  roots: ReadonlyMap<string, RootCause>,
  timestamp: string,
  host: string,
  strict: boolean,
  vocabulary?: Record<string, SiteWord>,
  run: [string, string][] = [],
): string {
  const failures = countedAs(s.cases, 'failed', strict);
  const errors = countedAs(s.cases, 'errored', strict);
  const attrs = suiteAttributes(
    s.id,
    s.cases.length,
    failures,
    errors,
    count(s.cases, 'skipped') + count(s.cases, 'blocked'),
    s.durationMs,
    timestamp,
    host,
  );
  const deviations = count(s.cases, 'failed') + count(s.cases, 'errored') - failures - errors;
  return `  <testsuite ${attrs}>\n${properties(vocabulary, s.cases.filter((c) => c.retries).length, run, deviations)}${s.cases.map((c) => testcase(c, roots, strict)).join('\n')}\n  </testsuite>`;
}

/** Root causes that are not cases (a namespace the index does not list, an unreachable target): one failing testcase each. */
function prerequisites(roots: RootCause[], timestamp: string, host: string): string {
  if (roots.length === 0) return '';
  const cases = roots.map((r) => {
    const f = r.failure;
    const text = [
      `${r.id} — ${r.title} [${r.level}]`,
      ...(f ? [`  ${f.title}`, `  ${f.message}`] : []),
      `  ${blockedSummary(r, 50)}`,
    ].join('\n');
    return `    <testcase classname="shop-conformance.prerequisites" name="${attribute(r.id)}" time="0.000">\n      <failure message="${attribute(`[${r.level}] ${f?.title ?? r.title}`)}" type="${attribute(r.kind)}">${escape(text)}</failure>\n    </testcase>`;
  });
  return `\n  <testsuite ${suiteAttributes('prerequisites', roots.length, roots.length, 0, 0, 0, timestamp, host)}>\n${cases.join('\n')}\n  </testsuite>`;
}

/**
 * Flat JUnit: one testsuite per suite, one testcase per case, valid against the Jenkins xunit schema.
 * Its failures and errors are those that decide the exit code: should-level ones only under `--strict`.
 */
export function junitReporter(): Reporter {
  return {
    name: 'junit',
    render(result: RunResult) {
      const all = result.suites.flatMap((s) => s.cases);
      const roots = new Map(result.rootCauses.map((r) => [r.id, r]));
      // A refused control is no failure: its negatives are blocked (skipped, with the reason) and that is all.
      const own = result.rootCauses.filter((r) => r.kind !== 'case' && r.kind !== 'control');
      const timestamp = result.startedAt.replace(/\.\d+Z$/, '').replace(/Z$/, '');
      const host = hostname();
      const strict = result.options.strict;
      const head = `<testsuites name="shop-conformance" tests="${all.length + own.length}" failures="${countedAs(all, 'failed', strict) + own.length}" errors="${countedAs(all, 'errored', strict)}" time="${seconds(result.durationMs)}">`;
      const run = runProperties(result);
      const suites = result.suites
        .map((s) => testsuite(s, roots, timestamp, host, strict, result.vocabulary, run))
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n${head}\n${suites}${prerequisites(own, timestamp, host)}\n</testsuites>\n`;
    },
  };
}
