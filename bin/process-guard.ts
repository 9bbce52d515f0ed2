import { EXIT } from './exit-codes.js';
import { failInternal } from './fail.js';
import { quietWhenReaderLeaves } from './pipes.js';

/**
 * What every command's process has, however its line was read (yargs, or bin/fast-argv.ts for a plain
 * `run`): an exception nothing caught is said as a bug of the tool (exit 4), and stdout's reader
 * leaving early ends nothing.
 */
export function guardProcess(command: string): void {
  const crash = (error: unknown) => {
    failInternal(command, '', error);
    process.exit(EXIT.internal);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  quietWhenReaderLeaves(process.stdout);
}
