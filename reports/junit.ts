import { hostname } from 'node:os';
import type { CaseResult, RootCause, RunResult, SuiteResult } from '../src/model/result.js';
import { countedLevel, failsTheRun, isExpected, runVerdict } from '../src/model/verdict.js';
import { citationsOf } from './document.js';
import { expectedText, unexpectedText } from './expectations.js';
import type { SiteWord } from '../spec/vocabulary.js';
import { leadingFailure } from './failure-groups.js';
import { formatCase, formatNote, levelTag } from './format-failure.js';
import { retriedLine } from './retries.js';
import { notRunGroups } from './not-run.js';
import { blockedSummary, verdictText } from './summary.js';
import { clean, seconds } from './text.js';
import { provenanceRows } from './provenance.js';
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
  return failsTheRun(countedLevel(c), strict);
}

/** A case recorded as failing that passed (`--expectations`): a `<failure>` only under `--strict`, as it fails the run only then. */
function unexpectedFailure(c: CaseResult, strict: boolean): boolean {
  return strict && c.expectation?.met === 'unexpected-pass';
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
  // A known failure met as recorded is skipped with its reason (a dashboard shows it apart), never red.
  const expected = isExpected(c) && c.expectation ? expectedText(c.expectation) : undefined;
  const unexpected = c.expectation?.met === 'unexpected-pass' ? unexpectedText(c.expectation) : undefined;
  const recorded = `${expected ? `\n${expected}:\n${block()}` : ''}${unexpected ? `\n${unexpected}` : ''}`;
  const deviation =
    !expected && (c.outcome === 'failed' || c.outcome === 'errored') && !counts(c, strict)
      ? `\nshould-level ${c.outcome === 'failed' ? 'deviation' : 'case errored'} (a failure only with --strict):\n${block()}`
      : '';
  const cites = citationsOf(c)
    .map(([name, value]) => `\n${name}: ${value}`)
    .join('');
  const out = `      <system-out>${escape(`${c.title}\nlevel: ${c.level}\ntags: ${c.tags.join(', ')}${cites}${notes}${retried ? `\n${retried}` : ''}${recorded}${deviation}`)}</system-out>`;
  let child = '';
  if (expected) {
    child = `      <skipped message="${attribute(expected)}"/>\n`;
  } else if (unexpected && unexpectedFailure(c, strict)) {
    child = `      <failure message="${attribute(unexpected)}" type="unexpected-pass">${escape(unexpected)}</failure>\n`;
  } else if (deviation) {
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

/**
 * What narrowed the run, as properties of every suite: shard, level, what was excluded, an
 * interruption, the verdict and the cases not run by why.
 */
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
    // The run's verdict as every report words it, and how many cases were not run, by why (`not-run.ts`):
    // JUnit has no run-level properties, so every suite carries them, as it does the provenance.
    ['verdict', verdictText(runVerdict(result))] as [string, string],
    ...notRunGroups(result).map((g): [string, string] => [`not-run.${g.key}`, String(g.count)]),
    // Where the run came from, for an auditor reading any one suite of the report.
    ...provenanceRows(result).map(([n, v]): [string, string] => [`provenance.${n}`, v]),
  ];
}

/**
 * What each case's checks cite, as properties of its suite named after the case (`<case id>.doc`,
 * `<case id>.convention`): the schema CI tools validate against (Jenkins xunit) allows no properties
 * on a testcase, so a testcase names them in its output and its suite carries them as data.
 */
function caseCitations(cases: CaseResult[]): [string, string][] {
  return cases.flatMap((c) => citationsOf(c).map(([name, value]): [string, string] => [`${c.id}.${name}`, value]));
}

function properties(
  vocabulary: Record<string, SiteWord> | undefined,
  retried = 0,
  run: [string, string][] = [],
  deviations = 0,
  recorded: { expected: number; unexpected: number } = { expected: 0, unexpected: 0 },
): string {
  if (
    !vocabulary &&
    retried === 0 &&
    run.length === 0 &&
    deviations === 0 &&
    recorded.expected + recorded.unexpected === 0
  )
    return '';
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
  // Known failures (`--expectations`) met as recorded, and cases recorded as failing that passed.
  if (recorded.expected > 0) items.push(`      <property name="expected-failures" value="${recorded.expected}"/>`);
  if (recorded.unexpected > 0) items.push(`      <property name="unexpected-passes" value="${recorded.unexpected}"/>`);
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
  const unexpected = s.cases.filter((c) => c.expectation?.met === 'unexpected-pass');
  const expected = s.cases.filter(isExpected).length;
  const failures = countedAs(s.cases, 'failed', strict) + unexpected.filter((c) => unexpectedFailure(c, strict)).length;
  const errors = countedAs(s.cases, 'errored', strict);
  const attrs = suiteAttributes(
    s.id,
    s.cases.length,
    failures,
    errors,
    count(s.cases, 'skipped') +
      count(s.cases, 'blocked') +
      s.cases.filter((c) => isExpected(c) && (c.outcome === 'failed' || c.outcome === 'errored')).length,
    s.durationMs,
    timestamp,
    host,
  );
  const deviations = s.cases.filter(
    (c) => (c.outcome === 'failed' || c.outcome === 'errored') && !isExpected(c) && !counts(c, strict),
  ).length;
  const recorded = { expected, unexpected: unexpected.length };
  return `  <testsuite ${attrs}>\n${properties(vocabulary, s.cases.filter((c) => c.retries).length, [...run, ...caseCitations(s.cases)], deviations, recorded)}${s.cases.map((c) => testcase(c, roots, strict)).join('\n')}\n  </testsuite>`;
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
    if (isExpected(r) && r.expectation)
      return `    <testcase classname="shop-conformance.prerequisites" name="${attribute(r.id)}" time="0.000">\n      <skipped message="${attribute(expectedText(r.expectation))}"/>\n      <system-out>${escape(text)}</system-out>\n    </testcase>`;
    return `    <testcase classname="shop-conformance.prerequisites" name="${attribute(r.id)}" time="0.000">\n      <failure message="${attribute(`[${r.level}] ${f?.title ?? r.title}`)}" type="${attribute(r.kind)}">${escape(text)}</failure>\n    </testcase>`;
  });
  const known = roots.filter(isExpected).length;
  return `\n  <testsuite ${suiteAttributes('prerequisites', roots.length, roots.length - known, 0, known, 0, timestamp, host)}>\n${cases.join('\n')}\n  </testsuite>`;
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
      const failures =
        countedAs(all, 'failed', strict) +
        all.filter((c) => unexpectedFailure(c, strict)).length +
        own.filter((r) => !isExpected(r)).length;
      const head = `<testsuites name="shop-conformance" tests="${all.length + own.length}" failures="${failures}" errors="${countedAs(all, 'errored', strict)}" time="${seconds(result.durationMs)}">`;
      const run = runProperties(result);
      const suites = result.suites
        .map((s) => testsuite(s, roots, timestamp, host, strict, result.vocabulary, run))
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n${head}\n${suites}${prerequisites(own, timestamp, host)}\n</testsuites>\n`;
    },
  };
}
