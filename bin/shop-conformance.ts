#!/usr/bin/env node
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { listCommand } from './commands/list.js';
import { runCommand } from './commands/run.js';
import { serveCommand } from './commands/serve.js';
import { validateCommand } from './commands/validate.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './options.js';

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
  .parseAsync();
