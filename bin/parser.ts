import yargs, { type Argv, type CommandModule } from 'yargs';
import { diffCommand } from './commands/diff.js';
import { expectationsCommand } from './commands/expectations.js';
import { initCommand } from './commands/init.js';
import { listCommand } from './commands/list.js';
import { openapiCommand } from './commands/openapi.js';
import { reportCommand } from './commands/report.js';
import { runCommand } from './commands/run.js';
import { serveCommand } from './commands/serve.js';
import { validateCommand } from './commands/validate.js';
import { version } from './fail.js';
import type { OptionTable } from './fast-argv.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command has its own argument type
type AnyCommand = CommandModule<any, any>;

export const COMMANDS: readonly AnyCommand[] = [
  runCommand,
  listCommand,
  validateCommand,
  serveCommand,
  initCommand,
  openapiCommand,
  expectationsCommand,
  reportCommand,
  diffCommand,
];

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

/**
 * The CLI's yargs, configured in one place: the bin parses with it (adding how a failure ends the
 * process), the build reads `run`'s option table from it, and the tests hold the help the bundle prints
 * and bin/fast-argv.ts's reading to it. `commands` lets a test put a stand-in handler in a command's place.
 */
export function cliParser(args: readonly string[], commands: readonly AnyCommand[] = COMMANDS): Argv {
  let y = withoutHelpCaching(yargs([...args])).scriptName('shop-conformance');
  for (const command of commands) y = y.command(command);
  return (
    y
      .demandCommand(1, 'Name a command: run, list, validate, serve, init, openapi, expectations, report or diff.')
      .strict()
      .env(false)
      .help()
      // Read from the tool's own package.json: yargs would look above the command it was started as
      // (`node_modules/.bin` of another project, once installed) and find that project's, or none.
      .version(version())
  );
}

/** A command's options as yargs reads them (its `getOptions()`, the parts bin/fast-argv.ts needs). */
export function optionTable(command: AnyCommand): OptionTable {
  const built = yargs([]);
  (command.builder as (y: Argv) => unknown)(built);
  const options = (built as unknown as { getOptions(): Record<string, unknown> }).getOptions();
  return Object.fromEntries(
    ['array', 'boolean', 'string', 'key', 'default', 'choices'].map((k) => [k, options[k]]),
  ) as unknown as OptionTable;
}
