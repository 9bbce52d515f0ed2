import { SuiteLoadError } from '../src/loading/errors.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './options.js';

/** Usage and suite problems end a command with exit code 2 and a message; anything else is a bug and is rethrown. */
export function failUsage(command: string, error: unknown): void {
  if (error instanceof UsageError || error instanceof SuiteLoadError) {
    process.stderr.write(`shop-conformance ${command}: ${error.message}\n`);
    process.exitCode = EXIT.usage;
    return;
  }
  throw error;
}
