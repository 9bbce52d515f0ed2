#!/usr/bin/env node
import { hideBin } from 'yargs/helpers';
import { EXIT } from './exit-codes.js';
import { failInternal } from './fail.js';
import { UsageError } from './options.js';
import { cliParser, COMMANDS, optionTable } from './parser.js';
import { usageLine } from './usage-line.js';
import { guardProcess } from './process-guard.js';

const command = hideBin(process.argv)[0] ?? '';

// Whatever escapes a command, now or later (a listener that throws in a timer), is a bug of the tool
// with its own exit code (4), never a stack trace that exits 1 as if the target had failed.
guardProcess(command);

try {
  const args = hideBin(process.argv);
  await cliParser(args)
    .fail((message, error) => {
      // yargs' own refusals (YError: an unknown option, a bad choice, a config file it could not read) and
      // ours are the user's to fix: one line, exit 2. Anything else is a bug.
      if (error && !(error instanceof UsageError) && error.name !== 'YError') throw error;
      const text = message ?? error?.message ?? '';
      const line = error?.message.startsWith('shop-conformance')
        ? text
        : text.startsWith('config file') || /^[^\s:]+:\d+:\d+: /.test(text)
          ? `shop-conformance ${command}: ${text}`
          : usageLine(args, text, COMMANDS, (c) => [...Object.keys(optionTable(c).key), 'help', 'version']);
      process.stderr.write(`${line}\n`);
      process.exit(EXIT.usage);
    })
    .parseAsync();
} catch (error) {
  failInternal(command, '', error);
}
