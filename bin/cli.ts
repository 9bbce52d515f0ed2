#!/usr/bin/env node
import { builtFile } from './built.js';
import { fastArgv, type OptionTable } from './fast-argv.js';
import { fastHelp } from './fast-help.js';
import { prestartEmbeddedServer } from '../reference-server/embedded.js';
import { tuneForShortRun } from './short-run.js';

// The entry of the bundle: a help text rendered at build time is printed without loading the CLI
// (bin/fast-help.ts); a plain `run` line is read without yargs (bin/fast-argv.ts); everything else is
// the CLI itself.
const args = process.argv.slice(2);
const text = fastHelp(args);

/** `run`'s option table as yargs made it at build time; none beside tsc's files or when asked not to. */
const runTable = () => (process.env.SHOP_CONFORMANCE_NO_FAST_ARGV ? undefined : builtFile<OptionTable>('argv.json'));

if (text !== undefined) {
  // A reader that leaves early (`--help | head`) ends it quietly, as the CLI's own output does.
  process.stdout.on('error', () => process.exit(0));
  process.stdout.write(text);
} else {
  // A run without a target of its own checks the embedded server: its thread starts loading now, while
  // this one loads the CLI (reference-server/embedded.ts). A guess from the words alone: a run that
  // turns out to have a target after all (a --config naming one) ends the thread unused.
  if (args[0] === 'run' && !args.some((a) => /^--base-?url(=|$)/i.test(a) || a === '--help' || a === '-h')) {
    // V8's flags are the process's: set before the thread starts, never while it compiles (the run's
    // handler sets them again, to the same values, for a run the words did not announce).
    tuneForShortRun();
    prestartEmbeddedServer();
  }
  const table = args[0] === 'run' ? runTable() : undefined;
  const argv = table && fastArgv('run', args, table, 'shop-conformance');
  if (argv) {
    const [{ guardProcess }, { runCommand }, { failInternal }] = await Promise.all([
      import('./process-guard.js'),
      import('./commands/run.js'),
      import('./fail.js'),
    ]);
    guardProcess('run');
    try {
      await (runCommand.handler as (a: typeof argv) => Promise<void>)(argv);
    } catch (error) {
      // As yargs' parse would end it: the handler says its own usage errors; anything else is a bug.
      failInternal('run', '', error);
    }
  } else {
    await import('./shop-conformance.js');
  }
}
