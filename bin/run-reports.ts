import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { createReporter, isReporterName, REPORTER_NAMES } from '../reports/index.js';
import type { IsolatedReporter, ReporterFailure } from '../reports/isolate.js';
import type { RunEmitter } from '../src/runner/events.js';
import type { RunResult } from '../src/model/result.js';
import { UsageError } from './options.js';
import { withTestCrash } from './test-hooks.js';

/** `console`, `junit=report.xml`: a reporter and where its output goes (stdout when no file). */
export function parseReporter(value: string): { name: string; file?: string } {
  const [name = '', file] = value.split(/=(.*)/s);
  if (!isReporterName(name))
    throw new UsageError(`unknown reporter "${name}"; known reporters: ${REPORTER_NAMES.join(', ')}`);
  return file ? { name, file } : { name };
}

/** Every `--reporter` given: at most one writes to stdout (two would write into each other). */
export function parseReporters(values: readonly string[]): { name: string; file?: string }[] {
  const reporters = values.map(parseReporter);
  const onStdout = reporters.filter((r) => !r.file);
  if (onStdout.length > 1) {
    throw new UsageError(
      `--reporter ${onStdout.map((r) => r.name).join(' and --reporter ')} would all write to stdout, one into the other; give all but one a file (json=report.json)`,
    );
  }
  return reporters;
}

export interface ReporterInstance {
  name: string;
  file?: string | undefined;
  /** Written to stderr instead of stdout (the console a run adds when no reporter shows the run there). */
  stderr?: boolean | undefined;
  reporter: IsolatedReporter;
}

/** A reporter as `--reporter` gives it, or as the run adds it (`stderr`). */
export interface ReporterSpec {
  name: string;
  file?: string;
  stderr?: boolean;
}

/**
 * The reporters, with the console on stderr when none shows the run on the terminal (every report to
 * a file, or JSON on stdout for a pipe): a CI log always ends with the verdict and the failures, as
 * Playwright pairs its list reporter with file reporters. `quiet` leaves it out.
 */
export function withTerminalConsole(reporters: ReporterSpec[], quiet: boolean): ReporterSpec[] {
  if (quiet || reporters.some((r) => r.name === 'console' && !r.file)) return reporters;
  return [...reporters, { name: 'console', stderr: true }];
}

/**
 * The run's reporters, each isolated (one that throws stops no other). A reporter that streams
 * (ndjson) to a file writes there as the run goes: its file is opened here, before anything is sent,
 * so that one it cannot go to is a usage error at once. `close` closes those files.
 */
export function reporterInstances(
  reporters: ReporterSpec[],
  settings: { color: boolean; progressEveryMs: number },
  isolated: (reporter: ReturnType<typeof createReporter>, onFailure: (f: ReporterFailure) => void) => IsolatedReporter,
  onFailure: (f: ReporterFailure) => void,
): { instances: ReporterInstance[]; attach: (events: RunEmitter) => void; close: () => void } {
  const files: number[] = [];
  const instances = reporters.map((r) => {
    const sink = { fd: undefined as number | undefined };
    const stream = r.stderr ? process.stderr : process.stdout;
    const write = (t: string) => (sink.fd === undefined ? stream.write(t) : writeSync(sink.fd, t));
    const reporter = isolated(
      withTestCrash(
        createReporter(r.name, {
          color: r.file ? false : r.stderr ? settings.color && Boolean(process.stderr.isTTY) : settings.color,
          live: !r.file && Boolean(stream.isTTY),
          progressEveryMs: settings.progressEveryMs,
          write,
        }),
      ),
      onFailure,
    );
    if (r.file && reporter.streams) {
      try {
        mkdirSync(dirname(r.file), { recursive: true });
        sink.fd = openSync(r.file, 'w');
        files.push(sink.fd);
      } catch (error) {
        for (const fd of files) closeSync(fd);
        throw new UsageError(`cannot write the ${r.name} report to ${r.file}: ${(error as Error).message}`);
      }
    }
    return { ...r, reporter };
  });
  return {
    instances,
    // What writes as the run goes: the reporters on stdout, and those that stream to their file.
    attach: (events) => {
      for (const r of instances) if (!r.file || r.reporter.streams) r.reporter.attach(events);
    },
    close: () => {
      for (const fd of files.splice(0)) closeSync(fd);
    },
  };
}

/**
 * `FILE.sha256` beside a JSON report, in sha256sum's format (`<hex>  <name>`), so that `sha256sum -c`
 * in the file's folder, or `shop-conformance report --verify FILE`, tells whether the report was changed.
 */
export function digestLine(text: string | Buffer, file: string): string {
  return `${createHash('sha256').update(text).digest('hex')}  ${basename(file)}\n`;
}

/**
 * Each report to its file or to stdout (a JSON report with its `.sha256`). A reporter that threw has
 * been said already and writes nothing; a file that cannot be written is said, and the others are
 * still written. Whether any file failed.
 */
export function writeReports(
  instances: ReporterInstance[],
  result: RunResult,
  mask: (text: string) => string,
  command = 'run',
): boolean {
  let failed = false;
  for (const r of instances) {
    // Written as the run went (ndjson): nothing is left to write, and the file must not be emptied.
    if (r.reporter.streams) continue;
    const text = r.reporter.render(result);
    if (text === undefined) continue;
    if (!r.file) {
      (r.stderr ? process.stderr : process.stdout).write(text.endsWith('\n') ? text : `${text}\n`);
      continue;
    }
    try {
      mkdirSync(dirname(r.file), { recursive: true });
      writeFileSync(r.file, text);
      if (r.name === 'json') writeFileSync(`${r.file}.sha256`, digestLine(text, r.file));
    } catch (error) {
      process.stderr.write(
        `shop-conformance ${command}: cannot write the ${r.reporter.name} report to ${r.file}: ${mask((error as Error).message)}\n`,
      );
      failed = true;
    }
  }
  return failed;
}
