#!/usr/bin/env node
import { hideBin } from 'yargs/helpers';
import { EXIT } from './exit-codes.js';
import { failInternal } from './fail.js';
import { UsageError } from './options.js';
import { cliParser } from './parser.js';
import { guardProcess } from './process-guard.js';

const command = hideBin(process.argv)[0] ?? '';

// Whatever escapes a command, now or later (a listener that throws in a timer), is a bug of the tool
// with its own exit code (4), never a stack trace that exits 1 as if the target had failed.
guardProcess(command);

try {
  await cliParser(hideBin(process.argv))
    .fail((message, error, y) => {
      if (error && !(error instanceof UsageError)) throw error;
      process.stderr.write(`${y.help()}\n\n${message ?? error?.message}\n`);
      process.exit(EXIT.usage);
    })
    .parseAsync();
} catch (error) {
  failInternal(command, '', error);
}
