#!/usr/bin/env node
import { fastHelp } from './fast-help.js';

// The entry of the bundle: a help text rendered at build time is printed without loading the CLI
// (bin/fast-help.ts); everything else is the CLI itself.
const text = fastHelp(process.argv.slice(2));
if (text !== undefined) {
  // A reader that leaves early (`--help | head`) ends it quietly, as the CLI's own output does.
  process.stdout.on('error', () => process.exit(0));
  process.stdout.write(text);
} else {
  await import('./shop-conformance.js');
}
