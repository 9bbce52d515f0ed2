import { builtFile } from './built.js';

/**
 * `--help`, `<command> --help` and `--version` without loading yargs and the commands (about 100 ms of
 * a 170 ms `--help`): the texts yargs renders are written at build time, by yargs itself, into
 * `help.json` beside the bundle (scripts/bundle.mjs), and printed as they are. Anything else, a terminal
 * narrower than the 80 columns they were rendered for, or a build without the file (tsc's dist/, the
 * tests' sources) goes the usual way; `SHOP_CONFORMANCE_NO_FAST_HELP=1` always does (the build renders
 * the texts so, and a test compares the two).
 */
export function fastHelp(args: readonly string[]): string | undefined {
  if (process.env.SHOP_CONFORMANCE_NO_FAST_HELP) return undefined;
  const key =
    args.length === 1 && (args[0] === '--help' || args[0] === '-h' || args[0] === '--version')
      ? args[0] === '-h'
        ? '--help'
        : args[0]
      : args.length === 2 && (args[1] === '--help' || args[1] === '-h') && /^[a-z]+$/.test(args[0] ?? '')
        ? `${args[0]} --help`
        : undefined;
  if (key === undefined) return undefined;
  if (process.stdout.isTTY && (process.stdout.columns ?? 80) < 80) return undefined;
  return builtFile<Record<string, string>>('help.json')?.[key];
}
