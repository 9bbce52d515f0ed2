import type { CaseExpectation, CaseResult, RootCause, RunResult } from '../src/model/result.js';
import { isExpected } from '../src/model/verdict.js';

/** A case or a root cause the expectations file recorded, named as the file names it. */
export interface Recorded {
  id: string;
  title: string;
  /** How it came out: a case's outcome; a root cause that is no case failed (a refused control: blocked). */
  outcome: string;
  expectation: CaseExpectation;
}

function recorded(result: RunResult, keep: (x: { expectation?: CaseExpectation | undefined }) => boolean): Recorded[] {
  const cases = result.suites
    .flatMap((s) => s.cases)
    .filter(keep)
    .map((c: CaseResult) => ({
      id: `${c.suite}/${c.id}`,
      title: c.title,
      outcome: c.outcome,
      expectation: c.expectation as CaseExpectation,
    }));
  const roots = result.rootCauses
    .filter((r) => r.kind !== 'case')
    .filter(keep)
    .map((r: RootCause) => ({
      id: r.id,
      title: r.title,
      outcome: r.kind === 'control' ? 'blocked' : 'failed',
      expectation: r.expectation as CaseExpectation,
    }));
  return [...cases, ...roots];
}

/** Known failures that came out as recorded: shown apart from the failures, counted against no run. */
export function expectedFailures(result: RunResult): Recorded[] {
  return result.expectations ? recorded(result, isExpected) : [];
}

/** Recorded as not passing, they passed: the entry can go (under `--strict` they fail the run). */
export function unexpectedPasses(result: RunResult): Recorded[] {
  return result.expectations ? recorded(result, (x) => x.expectation?.met === 'unexpected-pass') : [];
}

/** `expected failure: <reason> (<link>, until <date>)`: what every report says of a known failure. */
export function expectedText(e: CaseExpectation): string {
  const extra = [e.link, e.until ? `until ${e.until}` : undefined].filter(Boolean).join(', ');
  return `expected failure: ${e.reason}${extra ? ` (${extra})` : ''}`;
}

/** `unexpectedly passed (recorded as failed: <reason>)`. */
export function unexpectedText(e: CaseExpectation): string {
  return `unexpectedly passed (recorded as ${e.outcome}: ${e.reason}); remove its entry "${e.entry}" from the expectations file`;
}

/**
 * The sections every report shows apart, as plain lines: expected failures, unexpected passes, stale
 * entries (they match nothing the run did) and expired ones (each fails the run), with their lines in
 * the file. Empty without an expectations file.
 */
export function expectationSections(
  result: RunResult,
): { kind: 'expected' | 'unexpected' | 'stale' | 'expired'; heading: string; lines: string[] }[] {
  const summary = result.expectations;
  if (!summary) return [];
  const sections: ReturnType<typeof expectationSections> = [];
  const expected = expectedFailures(result);
  if (expected.length > 0)
    sections.push({
      kind: 'expected',
      heading: `Expected failures (${expected.length}; recorded in ${summary.file}, they fail the run no more)`,
      lines: expected.map((r) => `${r.id}: ${expectedText(r.expectation).replace(/^expected failure: /, '')}`),
    });
  const passed = unexpectedPasses(result);
  if (passed.length > 0)
    sections.push({
      kind: 'unexpected',
      heading: `Unexpectedly passed (${passed.length}; remove their entries from ${summary.file}: under --strict they fail the run)`,
      lines: passed.map(
        (r) =>
          `${r.id}: recorded as ${r.expectation.outcome} (${r.expectation.reason}), entry "${r.expectation.entry}"`,
      ),
    });
  if (summary.stale.length > 0)
    sections.push({
      kind: 'stale',
      heading: `Stale expectations (${summary.stale.length}; they match no case or root cause of this run)`,
      lines: summary.stale.map((s) => `${summary.file}:${s.line}: ${s.entry}`),
    });
  if (summary.expired.length > 0)
    sections.push({
      kind: 'expired',
      heading: `Expired expectations (${summary.expired.length}; past their until date, each fails the run)`,
      lines: summary.expired.map((s) => `${summary.file}:${s.line}: ${s.entry} (until ${s.until})`),
    });
  return sections;
}

/** `, 2 expected failures, 1 unexpectedly passed, 1 stale, 1 expired` for the counts line; empty without a file. */
export function expectationsCounts(result: RunResult): string {
  const s = result.expectations;
  if (!s) return '';
  const parts = [
    `${s.expected} expected failure${s.expected === 1 ? '' : 's'}`,
    ...(s.unexpectedPasses > 0 ? [`${s.unexpectedPasses} unexpectedly passed`] : []),
    ...(s.stale.length > 0 ? [`${s.stale.length} stale expectation${s.stale.length === 1 ? '' : 's'}`] : []),
    ...(s.expired.length > 0 ? [`${s.expired.length} expired expectation${s.expired.length === 1 ? '' : 's'}`] : []),
  ];
  return `, ${parts.join(', ')}`;
}
