#!/usr/bin/env node
import { fastHelp } from './fast-help.js';
import { prestartEmbeddedServer } from '../reference-server/embedded.js';
import { tuneForShortRun } from './short-run.js';

// The entry of the bundle: a help text rendered at build time is printed without loading the CLI
// (bin/fast-help.ts); everything else is the CLI itself.
const args = process.argv.slice(2);
const text = fastHelp(args);
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
  await import('./shop-conformance.js');
}
