import { interruptedLine, selectionLine } from './selection.js';
import { progressLine, recordCase, startProgress } from './progress.js';
import { Chalk, type ChalkInstance } from 'chalk';
import type { CaseResult, Failure, Outcome, RootCause, RunResult } from '../src/model/result.js';
import { isExpected, runVerdict, verdictLevel, type RunVerdict } from '../src/model/verdict.js';
import { coverageLine } from './document.js';
import { expectationSections, expectedText } from './expectations.js';
import { failureGroups, groupHeading, otherFailures, type FailureGroup } from './failure-groups.js';
import { formatCase, formatNote, levelTag } from './format-failure.js';
import { clean } from './text.js';
import { provenanceLine } from './provenance.js';
import { notRunGroups, mostNotRunText } from './not-run.js';
import { writesLines } from './writes.js';
import { blockedSummary, countsLine, verdictText } from './summary.js';
import { describeRetries, networkLine, retriedCases } from './retries.js';
import type { Reporter, ReporterOptions } from './types.js';
import { describeVocabulary } from '../spec/vocabulary.js';

const MARK: Record<Outcome, string> = { passed: '✓', failed: '✗', errored: '!', skipped: '-', blocked: '·' };

function paint(chalk: ChalkInstance, outcome: Outcome, text: string): string {
  switch (outcome) {
    case 'passed':
      return chalk.green(text);
    case 'failed':
      return chalk.red(text);
    case 'errored':
      return chalk.magenta(text);
    case 'blocked':
      return chalk.gray(text);
    default:
      return chalk.yellow(text);
  }
}

function counts(cases: CaseResult[]): string {
  const by = (o: Outcome) => cases.filter((c) => c.outcome === o).length;
  const blocked = by('blocked');
  return `${by('passed')} passed, ${by('failed')} failed, ${by('errored')} errored, ${by('skipped')} skipped${blocked ? `, ${blocked} blocked` : ''}`;
}

/** A root cause that is not a case of its own: a prerequisite the index does not list, or an unreachable target. */
function prerequisiteBlock(root: RootCause): string {
  const f = root.failure;
  const lines = [`${root.id} — ${root.title} [${root.level}]`];
  if (f) lines.push(`  ✗ ${levelTag(f, root.level)} ${f.title}`, `    ${f.message}`);
  lines.push(`  ${blockedSummary(root)}`);
  return clean(lines.join('\n'));
}

/** Negatives blocked alike by their refused controls: the first one's reason and how to send its control again. */
function controlBlock(root: RootCause, cases: ReadonlyMap<string, CaseResult>): string {
  const first = root.blocked[0];
  const curl = first ? cases.get(`${first.suite}/${first.id}`)?.control?.curl : undefined;
  const lines = [`${root.id}`, `  ${root.failure?.message ?? root.title}`];
  if (curl) lines.push(`  Its control, reproduced with:`, `    ${curl}`);
  lines.push(`  ${blockedSummary(root)}`);
  return clean(lines.join('\n'));
}

/**
 * A group of failures with one shape: its name, each case on a line, then the first case in full with
 * its reproduction. A group of one is the case's block, as always.
 */
function groupLines(chalk: ChalkInstance, group: FailureGroup, roots: ReadonlyMap<string, RootCause>): string[] {
  const blocked = (c: CaseResult, indent: string) => {
    const root = roots.get(`${c.suite}/${c.id}`);
    return root ? [chalk.gray(clean(`${indent}${blockedSummary(root)}`))] : [];
  };
  const [first, ...more] = group.cases as [CaseResult, ...CaseResult[]];
  if (more.length === 0) return [paint(chalk, first.outcome, formatCase(first)), ...blocked(first, '  ')];
  const outcome = group.cases.some((c) => c.outcome === 'failed') ? 'failed' : 'errored';
  const lines = [paint(chalk, outcome, clean(groupHeading(group)))];
  for (const c of group.cases) {
    lines.push(
      paint(
        chalk,
        c.outcome,
        clean(`  ${MARK[c.outcome]} ${c.suite} › ${c.id} — ${c.title} [${c.level}]${otherFailures(c)}`),
      ),
      ...blocked(c, '      '),
    );
  }
  const full = formatCase(first)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  lines.push(chalk.gray('  The first of them in full:'), paint(chalk, first.outcome, full));
  return lines;
}

/**
 * The run's verdict as its last line (`verdictText`): red when it fails the run, yellow when it passes
 * with should-level deviations or was interrupted; a run that skipped more than half its cases says so
 * beside it.
 */
function verdictLine(chalk: ChalkInstance, v: RunVerdict, result: RunResult): string {
  const text = verdictText(v);
  if (v.verdict === 'unreachable') return chalk.red(text);
  if (v.verdict === 'interrupted') return chalk.yellow(text);
  const most = replayText(result) ?? mostNotRunText(result);
  // Failed on should-level deviations (--strict): which ones, the first few.
  const strict = v.verdict === 'failed' && v.reason === 'should-strict' ? `: ${shouldOnlyNames(result)}` : '';
  const said = most ? `${text}${strict} — ${most}` : `${text}${strict}`;
  if (v.verdict === 'failed') return chalk.red(said);
  return most || v.reason !== 'clean' ? chalk.yellow(said) : chalk.green(said);
}

/**
 * A fuzz replay's verdict is its one request's: whether it still fails as the phase found it, or sent
 * nothing at all (a path this seed does not reach), never the run's cases it did not run.
 */
function replayText(result: RunResult): string | undefined {
  const replay = result.options.fuzz?.replay;
  if (!replay) return undefined;
  const [only] = result.suites.flatMap((s) => s.cases).filter((c) => c.fuzz);
  const what = `the replay of ${replay.endpoint} (seed ${result.options.fuzz?.seed}, path ${replay.path})`;
  if (!only || (only.fuzz?.requests ?? 0) === 0)
    return `${what} sent nothing: the path leads to no request of this endpoint under this seed`;
  return only.outcome === 'passed' ? `${what}: its request does not fail here` : `${what}: its request fails`;
}

/** The cases failing at should level alone (what --strict fails on), the first three named. */
function shouldOnlyNames(result: RunResult): string {
  const names = result.suites
    .flatMap((s) => s.cases)
    .filter((c) => (c.outcome === 'failed' || c.outcome === 'errored') && verdictLevel(c) === 'should')
    .map((c) => `${c.suite}/${c.id}`);
  return `${names.slice(0, 3).join(', ')}${names.length > 3 ? `, and ${names.length - 3} more` : ''}`;
}

/**
 * The notes, after the failures: one line a note, but a kind of note many cases share (28 probes found
 * on a reused shop) folded to one line naming the first few.
 */
function noteLines(result: RunResult): string[] {
  const kinds = new Map<string, { note: Failure; cases: string[] }>();
  for (const c of result.suites.flatMap((s) => s.cases))
    for (const note of c.notes ?? []) {
      const key = `${note.check}\n${note.title}`;
      const kind = kinds.get(key) ?? kinds.set(key, { note, cases: [] }).get(key);
      kind?.cases.push(`${c.suite} › ${c.id}`);
    }
  const lines: string[] = [];
  for (const { note, cases } of kinds.values()) {
    if (cases.length === 1) lines.push(clean(`  ${cases[0]}: ${formatNote(note)}`));
    else {
      const shown = cases.slice(0, 3).join(', ');
      lines.push(
        clean(
          `  ${note.title}: ${cases.length} cases (${shown}${cases.length > 3 ? `, and ${cases.length - 3} more` : ''})`,
        ),
      );
    }
  }
  return lines;
}

/**
 * Progress while running, then per-suite summaries, root causes, every failure with its reproduction
 * (those failing the same way in one group), notes, and the verdict.
 */
export function consoleReporter(options: ReporterOptions): Reporter {
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  return {
    name: 'console',
    attach(events) {
      const write = options.write;
      if (!write) return;
      const now = options.now ?? (() => performance.now());
      let progress = startProgress(0, now());
      let ticker: NodeJS.Timeout | undefined;
      let drawn = 0;
      // A terminal: one line rewritten in place (at most every 100 ms), each failure printed above it.
      const redraw = (force = false) => {
        if (!force && now() - drawn < 100) return;
        drawn = now();
        write(`\r\x1b[2K${progressLine(progress, drawn)}`);
      };
      events.on('run:start', ({ suites, cases, target, writes }) => {
        // First: whether this run writes to the shop, and what it will leave there.
        for (const line of writesLines(writes, clean(target))) write(`${line}\n`);
        write(
          `shop-conformance: ${cases} case${cases === 1 ? '' : 's'} in ${suites} suite${suites === 1 ? '' : 's'} against ${clean(target)}\n`,
        );
        progress = startProgress(cases, now());
        if (options.live) redraw(true);
        // CI: a short line every few seconds, and none for a run over before the first.
        else if (options.progressEveryMs !== 0)
          ticker = setInterval(
            () => write(`${progressLine(progress, now())}\n`),
            options.progressEveryMs ?? 5000,
          ).unref();
      });
      events.on('case:end', (c) => {
        recordCase(progress, c);
        if (!options.live) return;
        if (isExpected(c) && c.expectation) {
          write(
            `\r\x1b[2K${chalk.gray(clean(`${MARK[c.outcome]} ${c.suite} › ${c.id}: ${expectedText(c.expectation)}`))}\n`,
          );
          redraw(true);
        } else if (c.outcome === 'failed' || c.outcome === 'errored') {
          write(
            `\r\x1b[2K${paint(chalk, c.outcome, clean(`${MARK[c.outcome]} ${c.suite} › ${c.id} — ${c.title} [${c.level}]`))}\n`,
          );
          redraw(true);
        } else {
          redraw();
        }
      });
      events.on('run:end', () => {
        clearInterval(ticker);
        if (options.live) write(`\r\x1b[2K${progressLine(progress, now())}\n`);
      });
    },
    render(result: RunResult) {
      const lines: string[] = [''];
      if (result.unreachable) {
        // One reason, once: every case was blocked by it.
        const reason =
          result.rootCauses.find((r) => r.kind === 'unreachable')?.failure?.message ??
          `target unreachable: ${result.target.baseUrl}`;
        lines.push(chalk.red(clean(reason)), '', countsLine(result));
        return `${lines.join('\n')}\n`;
      }
      for (const suite of result.suites) {
        // A suite the selection kept no case of did not run (a rerun, a shard): not listed as if it had.
        if (suite.cases.length === 0 && suite.leftovers.length === 0) continue;
        const levels = (['must', 'should'] as const)
          .map((level) => {
            // What ran: a skipped case passed nothing (a suite that skipped everything reads no "must 23/23").
            const own = suite.cases.filter(
              (c) => c.level === level && c.outcome !== 'blocked' && c.outcome !== 'skipped',
            );
            const bad = own.filter((c) => c.outcome === 'failed' || c.outcome === 'errored').length;
            return own.length ? `${level} ${own.length - bad}/${own.length}` : '';
          })
          .filter(Boolean)
          .join(', ');
        lines.push(`${chalk.bold(clean(suite.id))}  ${counts(suite.cases)}${levels ? `  (${levels})` : ''}`);
        for (const leftover of suite.leftovers) lines.push(chalk.yellow(clean(`  left behind: ${leftover}`)));
      }
      const roots = new Map(result.rootCauses.map((r) => [r.id, r]));
      // A prerequisite recorded as a known failure is shown with the expected failures instead.
      const prerequisites = result.rootCauses.filter(
        (r) => r.kind !== 'case' && r.kind !== 'control' && !isExpected(r),
      );
      if (prerequisites.length > 0) {
        lines.push('', chalk.bold('Root causes (each one failure; the cases they blocked are counted apart)'));
        for (const root of prerequisites) lines.push('', chalk.red(prerequisiteBlock(root)));
      }
      const controls = result.rootCauses.filter((r) => r.kind === 'control');
      if (controls.length > 0) {
        lines.push(
          '',
          chalk.bold(
            'Refused controls (no failure: a request the document allows was refused where these negatives were sent, so they prove nothing there)',
          ),
        );
        const cases = new Map(result.suites.flatMap((s) => s.cases.map((c) => [`${c.suite}/${c.id}`, c] as const)));
        for (const root of controls) lines.push('', chalk.yellow(controlBlock(root, cases)));
      }
      const groups = failureGroups(result);
      if (groups.length > 0)
        lines.push(
          '',
          chalk.bold(
            groups.some((g) => g.cases.length > 1)
              ? 'Failures (cases failing the same way on the same argument or route: one group, its cases under it)'
              : 'Failures',
          ),
        );
      for (const group of groups) lines.push('', ...groupLines(chalk, group, roots));
      const notes = noteLines(result);
      if (notes.length > 0) {
        lines.push('', chalk.bold('Notes (what the document allows; never a failure)'));
        for (const line of notes) lines.push(chalk.cyan(line));
      }
      const tone = { expected: chalk.gray, unexpected: chalk.yellow, stale: chalk.yellow, expired: chalk.red };
      for (const section of expectationSections(result)) {
        lines.push('', chalk.bold(clean(section.heading)));
        for (const line of section.lines) lines.push(tone[section.kind](clean(`  ${line}`)));
      }
      // Every case judged on an answer that needed retries, listed whole: a retry is never hidden.
      const retried = retriedCases(result);
      if (retried.length > 0) {
        lines.push('', chalk.bold(`Retried (${retried.length}; each judged on its last answer)`));
        for (const c of retried)
          if (c.retries)
            lines.push(chalk.yellow(clean(`  ${c.suite} › ${c.id}: ${c.outcome}, ${describeRetries(c.retries)}`)));
      }
      if (result.vocabulary)
        lines.push('', clean(`vocabulary: ${describeVocabulary({ words: result.vocabulary }).join(', ')}`));
      const network = networkLine(result);
      if (network) lines.push('', clean(network));
      const narrowed = selectionLine(result);
      if (narrowed) lines.push('', clean(narrowed));
      const covered = coverageLine(result);
      const from = provenanceLine(result);
      // What was not checked, and what would let it run, before the counts that say how much.
      const notRun = notRunGroups(result);
      if (notRun.length > 0) {
        lines.push('', chalk.bold('Not run'));
        for (const group of notRun) lines.push(chalk.yellow(clean(`  ${group.line}`)));
      }
      lines.push('', ...(from ? [chalk.dim(clean(from))] : []), ...(covered ? [covered] : []), countsLine(result));
      const stopped = interruptedLine(result);
      if (stopped) lines.push(chalk.yellow(stopped));
      lines.push(verdictLine(chalk, runVerdict(result), result));
      return `${lines.join('\n')}\n`;
    },
  };
}
