import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { CommandModule } from 'yargs';
import type { ParsedExpectations } from '../../src/expectations/parse.js';
import { failUsage, isUsageError } from '../fail.js';
import { UsageError } from '../options.js';

/** What the written file says of itself, in the CLI's words. */
const HEADER = [
  'Known failures: each fails the run no more while it comes out as recorded. Fill in every empty',
  'reason (why the failure is known and accepted); --expectations refuses the file until each is.',
  'Optional: link (an issue), until (YYYY-MM-DD: past it the entry fails the run). An id may hold *',
  '(any characters); the first entry that matches a case or root cause is its record.',
];

interface ExpectationsArgs {
  from: string;
  out?: string;
}

/**
 * `--expectations FILE` (on `run`, or `expectations:` in `--config`): the file read and checked before
 * anything is sent. Every problem is a usage error at its file:line:column, all of them at once.
 */
export async function loadExpectations(path: string | undefined): Promise<ParsedExpectations | undefined> {
  if (path === undefined || path === '') return undefined;
  if (!existsSync(path)) throw new UsageError(`--expectations ${path}: no such file`);
  const { parseExpectations, ExpectationsError } = await import('../../src/expectations/parse.js');
  try {
    return parseExpectations(readFileSync(path, 'utf8'), path);
  } catch (error) {
    if (!(error instanceof ExpectationsError))
      throw new UsageError(`--expectations ${path}: ${(error as Error).message}`);
    const n = error.problems.length;
    throw new UsageError(`--expectations ${path} refused (${n} problem${n === 1 ? '' : 's'}):\n${error.message}`);
  }
}

export const expectationsCommand: CommandModule<object, ExpectationsArgs> = {
  command: 'expectations',
  describe: "Write an expectations file (known failures) from a JSON report's failures, each reason for you to fill in",
  builder: (y) =>
    y
      .option('from', {
        type: 'string',
        demandOption: true,
        describe: 'The JSON report (--reporter json=FILE) whose failed and errored cases and root causes to record',
      })
      .option('out', {
        type: 'string',
        describe: 'Write the file here (default: stdout); an existing file is replaced',
      })
      .example(
        'shop-conformance expectations --from report.json --out expectations.yaml',
        'then fill in each reason and run with --expectations expectations.yaml',
      ) as never,
  handler: async (argv) => {
    try {
      const [{ expectationsFromReport }, { NotAReport }] = await Promise.all([
        import('../../src/expectations/write.js'),
        import('../../src/plan/selection.js'),
      ]);
      if (!existsSync(argv.from)) throw new UsageError(`--from ${argv.from}: no such file`);
      let written;
      try {
        written = expectationsFromReport(readFileSync(argv.from, 'utf8'), argv.from, HEADER);
      } catch (error) {
        if (!(error instanceof NotAReport)) throw new UsageError(`--from ${argv.from}: ${(error as Error).message}`);
        const what = error.kind === 'not-json' ? 'not JSON' : 'not a shop-conformance JSON report (no tool and suites)';
        throw new UsageError(`--from ${argv.from}: ${what}; give the file --reporter json=FILE wrote`);
      }
      if (argv.out === undefined) {
        process.stdout.write(written.yaml);
        return;
      }
      try {
        writeFileSync(argv.out, written.yaml);
      } catch (error) {
        throw new UsageError(`--out ${argv.out}: ${(error as Error).message}`);
      }
      process.stderr.write(
        `shop-conformance expectations: wrote ${written.entries} entr${written.entries === 1 ? 'y' : 'ies'} to ${argv.out}; fill in each reason before --expectations accepts it\n`,
      );
    } catch (error) {
      if (isUsageError(error)) return failUsage('expectations', error);
      throw error;
    }
  },
};
