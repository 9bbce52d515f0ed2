import { existsSync, readFileSync } from 'node:fs';
import type { CommandModule } from 'yargs';
import type { RunResult } from '../../src/model/result.js';
import type { Suite } from '../../src/model/suite.js';
import { REPORTER_NAMES } from '../../reports/index.js';
import { EXIT, exitCodeFor } from '../exit-codes.js';
import { failInternal, failUsage, isUsageError } from '../fail.js';
import { UsageError } from '../options.js';
import { digestLine, parseReporter, parseReporters, reporterInstances, writeReports } from '../run-reports.js';

interface ReportArgs {
  files: string[];
  reporter: string[];
  baseline?: string;
  verify: boolean;
}

/**
 * A report file's result, or a usage error naming the file and what it is instead (`role` says
 * which option gave it, for `--baseline`).
 */
export async function loadReport(file: string, role = ''): Promise<RunResult> {
  const { readReport, UnreadableReport } = await import('../../src/results/read-report.js');
  const named = role ? `${role} ${file}` : file;
  if (!existsSync(file)) throw new UsageError(`${named}: no such file`);
  try {
    return readReport(readFileSync(file, 'utf8'), named);
  } catch (error) {
    if (error instanceof UnreadableReport)
      throw new UsageError(`${error.message}; give a report --reporter json=FILE (or ndjson=FILE) wrote`);
    throw new UsageError(`${named}: ${(error as Error).message}`);
  }
}

/**
 * `--verify`: each file against the `FILE.sha256` written beside it. OK, or which is wrong: the
 * digest differs, or there is no `.sha256` to check against. Exit 1 when any is not OK.
 */
function verify(files: readonly string[]): void {
  let bad = false;
  for (const file of files) {
    if (!existsSync(file)) throw new UsageError(`${file}: no such file`);
    const sums = `${file}.sha256`;
    if (!existsSync(sums)) {
      process.stdout.write(`${file}: FAILED (no ${sums} to check it against)\n`);
      bad = true;
      continue;
    }
    const recorded = readFileSync(sums, 'utf8').trim().split(/\s+/)[0] ?? '';
    const actual = digestLine(readFileSync(file), file).split(' ')[0];
    const ok = recorded.toLowerCase() === actual;
    process.stdout.write(
      ok ? `${file}: OK\n` : `${file}: FAILED (its sha256 differs from ${sums}: changed since written)\n`,
    );
    if (!ok) bad = true;
  }
  process.exitCode = bad ? EXIT.mustFailure : EXIT.passed;
}

/** Writes what `run` writes at its end from the reports' result: streaming reporters (ndjson) replayed. */
async function render(
  result: RunResult,
  reporters: ReturnType<typeof parseReporter>[],
): Promise<{ unwritten: boolean; crashed: boolean }> {
  const [{ isolated }, { RunEmitter }] = await Promise.all([
    import('../../reports/isolate.js'),
    import('../../src/runner/events.js'),
  ]);
  let crashed = false;
  const reports = reporterInstances(
    reporters,
    { color: !process.env.NO_COLOR && Boolean(process.stdout.isTTY), progressEveryMs: 0 },
    isolated,
    (f) => {
      crashed = true;
      failInternal('report', `in the ${f.reporter} reporter (${f.phase})`, f.error);
    },
  );
  try {
    const events = new RunEmitter();
    for (const r of reports.instances) if (r.reporter.streams) r.reporter.attach(events);
    // The run's events again, from its result, for the reporters that write as a run goes.
    const cases = result.suites.reduce((n, s) => n + s.cases.length, 0);
    events.emit('run:start', {
      suites: result.suites.length,
      cases,
      target: result.target.baseUrl,
      version: result.tool.version,
      // What the run wrote, as far as its result says: what it left is in its suites' leftovers.
      writes: {
        allowed: !result.options.readOnly,
        ...(result.options.readOnlyBy ? { readOnlyBy: result.options.readOnlyBy } : {}),
        notRun: result.suites.reduce((n, s) => n + s.cases.filter((c) => c.skipKind === 'read-only').length, 0),
        leaves: [],
      },
    });
    for (const s of result.suites) {
      events.emit('suite:start', { suite: { id: s.id, title: s.title } as Suite, cases: s.cases.length });
      for (const c of s.cases) events.emit('case:end', c);
      events.emit('suite:end', s);
    }
    events.emit('run:end', result);
    const unwritten = writeReports(reports.instances, result, (t) => t, 'report');
    return { unwritten, crashed };
  } finally {
    reports.close();
  }
}

export const reportCommand: CommandModule<object, ReportArgs> = {
  command: 'report <files..>',
  describe:
    "Write any report of one run from its shards' JSON (or NDJSON) reports, as if it had run in one job; --verify checks a JSON report against its .sha256",
  builder: (y) =>
    y
      .positional('files', {
        type: 'string',
        array: true,
        describe:
          'The reports of the shards of one run (--shard i/n --reporter json=FILE), or one report to write again',
      })
      .option('reporter', {
        type: 'string',
        array: true,
        default: ['console'],
        describe: `${REPORTER_NAMES.join(', ')}, optionally =FILE (repeatable)`,
      })
      .option('baseline', {
        type: 'string',
        describe: 'An earlier JSON report: what changed since (new failures, fixed, still failing) goes in the reports',
      })
      .option('verify', {
        type: 'boolean',
        default: false,
        describe: 'Check each file against the FILE.sha256 written beside it (exit 1 when one differs or is missing)',
      })
      .example('shop-conformance report shard-*.json --reporter junit=junit.xml --reporter html=report.html', '')
      .example('shop-conformance report --verify report.json', '')
      .epilogue(
        "Exit codes: the joined run's verdict, as run's: 0 passed, 1 must-level failure, 3 target unreachable; 2 reports that do not belong together or cannot be read. With --verify: 0 all OK, 1 otherwise.",
      ) as never,
  handler: async (argv) => {
    try {
      if (argv.verify) return verify(argv.files);
      const reporters = parseReporters(argv.reporter);
      const baseline = argv.baseline === undefined ? undefined : await loadReport(argv.baseline, '--baseline');
      const shards = [];
      for (const file of argv.files) shards.push({ file, result: await loadReport(file) });
      const [{ mergeReports, ReportsRefused }, { compareRuns }] = await Promise.all([
        import('../../src/results/merge.js'),
        import('../../src/results/diff.js'),
      ]);
      let result: RunResult;
      try {
        result = mergeReports(shards);
      } catch (error) {
        if (!(error instanceof ReportsRefused)) throw error;
        throw new UsageError(`these reports are not the shards of one run:\n  ${error.problems.join('\n  ')}`);
      }
      if (baseline && argv.baseline) result = { ...result, comparison: compareRuns(baseline, result, argv.baseline) };
      const { unwritten, crashed } = await render(result, reporters);
      // As run: a report missing matters more than the verdict, and a reporter that crashed more still.
      process.exitCode = crashed ? EXIT.internal : unwritten ? EXIT.usage : exitCodeFor(result);
    } catch (error) {
      if (isUsageError(error)) return failUsage('report', error);
      throw error;
    }
  },
};
