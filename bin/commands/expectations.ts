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
  update?: string;
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
        describe:
          'Write a new file here (default: stdout); an existing file is refused: it may hold reasons (--update)',
      })
      .option('update', {
        type: 'string',
        describe:
          'Bring this expectations file up to date: every entry and reason kept, the new failures added, stale entries marked',
      })
      .conflicts('out', 'update')
      .example(
        'shop-conformance expectations --from report.json --out expectations.yaml',
        'then fill in each reason and run with --expectations expectations.yaml',
      )
      .example(
        'shop-conformance expectations --from report.json --update expectations.yaml',
        'add what failed since, keeping every reason',
      ) as never,
  handler: async (argv) => {
    try {
      const [{ expectationsFromReport, updateExpectations, NotAnExpectationsFile }, { NotAReport }] = await Promise.all(
        [import('../../src/expectations/write.js'), import('../../src/plan/selection.js')],
      );
      if (!existsSync(argv.from)) throw new UsageError(`--from ${argv.from}: no such file`);
      // Reasons are the owner's: a file that may hold them is never written over.
      if (argv.out !== undefined && existsSync(argv.out))
        throw new UsageError(
          `--out ${argv.out}: the file exists and may hold reasons; give --update ${argv.out} to add the new failures to it, keeping every entry`,
        );
      if (argv.update !== undefined && !existsSync(argv.update))
        throw new UsageError(`--update ${argv.update}: no such file (--out writes a new one)`);
      let written;
      try {
        written =
          argv.update === undefined
            ? expectationsFromReport(readFileSync(argv.from, 'utf8'), argv.from, HEADER)
            : updateExpectations(
                readFileSync(argv.update, 'utf8'),
                argv.update,
                readFileSync(argv.from, 'utf8'),
                argv.from,
                HEADER,
              );
      } catch (error) {
        if (error instanceof NotAnExpectationsFile)
          throw new UsageError(`--update ${error.file}: not an expectations file (${error.why}); nothing was written`);
        if (!(error instanceof NotAReport)) throw new UsageError(`--from ${argv.from}: ${(error as Error).message}`);
        const what = error.kind === 'not-json' ? 'not JSON' : 'not a shop-conformance JSON report (no tool and suites)';
        throw new UsageError(`--from ${argv.from}: ${what}; give the file --reporter json=FILE wrote`);
      }
      if ('added' in written && argv.update !== undefined) {
        try {
          writeFileSync(argv.update, written.yaml);
        } catch (error) {
          throw new UsageError(`--update ${argv.update}: ${(error as Error).message}`);
        }
        process.stderr.write(
          `shop-conformance expectations: ${argv.update}: ${written.kept} kept (${written.stale} stale, marked), ${written.added} added; fill in each new reason before --expectations accepts it\n`,
        );
        return;
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
      const entries = 'entries' in written ? written.entries : 0;
      process.stderr.write(
        `shop-conformance expectations: wrote ${entries} entr${entries === 1 ? 'y' : 'ies'} to ${argv.out}; fill in each reason before --expectations accepts it\n`,
      );
    } catch (error) {
      if (isUsageError(error)) return failUsage('expectations', error);
      throw error;
    }
  },
};
