import type { CommandModule } from 'yargs';
import type { ComparedEntry, RunComparison } from '../../src/model/comparison.js';
import { EXIT } from '../exit-codes.js';
import { failUsage, isUsageError } from '../fail.js';
import { loadReport } from './report.js';

interface DiffArgs {
  old: string;
  new: string;
  json: boolean;
}

const line = (e: ComparedEntry) =>
  `  ${e.id}  ${e.was} → ${e.now}${e.level ? ` (${e.wasLevel && e.wasLevel !== e.level ? `${e.wasLevel} → ` : ''}${e.level})` : ''}`;

/** The comparison as plain text (no colour: chalk is the console reporter's alone), each list with its count. */
function text(c: RunComparison, gate: number): string {
  const section = (heading: string, rows: string[]) =>
    rows.length === 0 ? [`${heading}: 0`] : [`${heading}: ${rows.length}`, ...rows];
  const changed = c.changed.map(
    (e) =>
      `${line(e)}\n      was: ${(e.wasMessage ?? '').split('\n')[0]}\n      now: ${(e.message ?? '').split('\n')[0]}`,
  );
  return [
    ...section('New failures', c.newFailures.map(line)),
    ...section('Fixed', c.fixed.map(line)),
    ...section('Still failing', c.stillFailing.map(line)),
    ...section('  of which changed message or level', changed),
    ...(c.known.length > 0 ? section('Known failures (expectations file)', c.known.map(line)) : []),
    ...section(
      'Cases added',
      c.added.map((id) => `  ${id}`),
    ),
    ...section(
      'Cases removed',
      c.removed.map((id) => `  ${id}`),
    ),
    gate > 0 ? `FAIL: ${gate} new must-level failure${gate === 1 ? '' : 's'}` : 'OK: no new must-level failure',
  ].join('\n');
}

export const diffCommand: CommandModule<object, DiffArgs> = {
  command: 'diff <old> <new>',
  describe: 'What changed between two JSON reports: new failures, fixed, still failing, cases added and removed',
  builder: (y) =>
    y
      .positional('old', { type: 'string', demandOption: true, describe: 'The earlier JSON (or NDJSON) report' })
      .positional('new', { type: 'string', demandOption: true, describe: 'The later JSON (or NDJSON) report' })
      .option('json', { type: 'boolean', default: false, describe: 'Write the comparison as JSON' })
      .example('shop-conformance diff main.json branch.json', '')
      .epilogue(
        'Exit codes: 1 when a case or root cause fails at the must level in the later report and did not fail in the earlier one (a known failure of an expectations file excepted), else 0; 2 a report that cannot be read.',
      ) as never,
  handler: async (argv) => {
    try {
      const old = await loadReport(argv.old);
      const now = await loadReport(argv.new);
      const { compareRuns, newMustFailures } = await import('../../src/results/diff.js');
      const comparison = compareRuns(old, now, argv.old);
      const gate = newMustFailures(comparison).length;
      process.stdout.write(argv.json ? `${JSON.stringify(comparison, null, 2)}\n` : `${text(comparison, gate)}\n`);
      process.exitCode = gate > 0 ? EXIT.mustFailure : EXIT.passed;
    } catch (error) {
      if (isUsageError(error)) return failUsage('diff', error);
      throw error;
    }
  },
};
