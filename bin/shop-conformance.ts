#!/usr/bin/env node
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { initCommand } from './commands/init.js';
import { listCommand } from './commands/list.js';
import { openapiCommand } from './commands/openapi.js';
import { runCommand } from './commands/run.js';
import { serveCommand } from './commands/serve.js';
import { validateCommand } from './commands/validate.js';
import { EXIT } from './exit-codes.js';
import { failInternal, version } from './fail.js';
import { UsageError } from './options.js';
import { guardProcess } from './process-guard.js';

const command = hideBin(process.argv)[0] ?? '';

// Whatever escapes a command, now or later (a listener that throws in a timer), is a bug of the tool
// with its own exit code (4), never a stack trace that exits 1 as if the target had failed.
guardProcess(command);

/**
 * yargs renders the whole help text as each command starts, to have it ready should that command
 * fail in yargs' hands afterwards (its `cacheHelpMessage`): about 50 ms of every run's start-up, of text
 * no command of ours uses (they say their own errors, after the options were checked). `--help` and
 * usage errors render it as before. The hook is yargs' internal one; if it moves, nothing breaks but
 * the saving.
 */
function withoutHelpCaching<T extends object>(y: T): T {
  const usage = (y as { getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: unknown } } })
    .getInternalMethods?.()
    .getUsageInstance?.();
  if (usage && typeof usage.cacheHelpMessage === 'function') usage.cacheHelpMessage = () => undefined;
  return y;
}

try {
  await withoutHelpCaching(yargs(hideBin(process.argv)))
    .scriptName('shop-conformance')
    .command(runCommand)
    .command(listCommand)
    .command(validateCommand)
    .command(serveCommand)
    .command(initCommand)
    .command(openapiCommand)
    .demandCommand(1, 'Name a command: run, list, validate, serve, init or openapi.')
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
