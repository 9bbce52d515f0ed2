#!/usr/bin/env node
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { serveCommand } from './commands/serve.js';
import { pendingCommand } from './commands/pending.js';
import { EXIT } from './exit-codes.js';

await yargs(hideBin(process.argv))
  .scriptName('shop-conformance')
  .command(pendingCommand('run', 'Run the conformance suites against a shop (all suites against the embedded reference server when no --base-url is given)'))
  .command(pendingCommand('list', 'List suites and cases'))
  .command(pendingCommand('validate', 'Lint suite files'))
  .command(serveCommand)
  .demandCommand(1, 'Name a command: run, list, validate or serve.')
  .strict()
  .fail((message, error, y) => {
    if (error) throw error;
    process.stderr.write(`${y.help()}\n\n${message}\n`);
    process.exit(EXIT.usage);
  })
  .help()
  .parseAsync();
