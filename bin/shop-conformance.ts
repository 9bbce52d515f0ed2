#!/usr/bin/env node
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { listCommand } from './commands/list.js';
import { runCommand } from './commands/run.js';
import { serveCommand } from './commands/serve.js';
import { validateCommand } from './commands/validate.js';
import { EXIT } from './exit-codes.js';
import { failInternal, version } from './fail.js';
import { UsageError } from './options.js';
import { quietWhenReaderLeaves } from './pipes.js';

const command = hideBin(process.argv)[0] ?? '';

// Whatever escapes a command, now or later (a listener that throws in a timer), is a bug of the tool
// with its own exit code (4), never a stack trace that exits 1 as if the target had failed.
const crash = (error: unknown) => {
  failInternal(command, '', error);
  process.exit(EXIT.internal);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
quietWhenReaderLeaves(process.stdout);

try {
  await yargs(hideBin(process.argv))
    .scriptName('shop-conformance')
    .command(runCommand)
    .command(listCommand)
    .command(validateCommand)
    .command(serveCommand)
    .demandCommand(1, 'Name a command: run, list, validate or serve.')
    .strict()
    .env(false)
    .fail((message, error, y) => {
      if (error && !(error instanceof UsageError)) throw error;
      process.stderr.write(`${y.help()}\n\n${message ?? error?.message}\n`);
      process.exit(EXIT.usage);
    })
    .help()
    // Read from the tool's own package.json: yargs would look above the command it was started as
    // (`node_modules/.bin` of another project, once installed) and find that project's, or none.
    .version(version())
    .parseAsync();
} catch (error) {
  failInternal(command, '', error);
}
