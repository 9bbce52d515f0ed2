import type { CommandModule } from 'yargs';
import { SuiteLoadError, formatProblem } from '../../src/loading/errors.js';
import { EXIT } from '../exit-codes.js';

export const validateCommand: CommandModule<object, { files: string[] }> = {
  command: 'validate [files..]',
  describe: 'Lint suite files against the published schema and the known checks and generators',
  builder: (y) =>
    y.positional('files', {
      type: 'string',
      array: true,
      default: [],
      describe: 'Suite files or folders (default: the built-in suites)',
    }) as never,
  handler: async (argv) => {
    const { prepare } = await import('../../src/engine.js');
    try {
      const { suites } = prepare(argv.files);
      for (const suite of suites)
        process.stdout.write(
          `ok ${suite.file} (${suite.id}: ${suite.cases.length} cases, ${suite.generators.length} generators)\n`,
        );
    } catch (error) {
      if (error instanceof SuiteLoadError) {
        for (const problem of error.problems) process.stderr.write(`${formatProblem(problem)}\n`);
        process.exitCode = EXIT.usage;
        return;
      }
      throw error;
    }
  },
};
