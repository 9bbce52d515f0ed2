import { SuiteLoadError } from '../src/loading/errors.js';
import { CredentialsRejectedError } from '../src/runner/credentials.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './options.js';

/**
 * Usage and suite problems, and credentials the target refuses, end a command with exit code 2 and a
 * message; anything else is a bug and is rethrown.
 */
export function failUsage(command: string, error: unknown): void {
  if (error instanceof UsageError || error instanceof SuiteLoadError || error instanceof CredentialsRejectedError) {
    process.stderr.write(`shop-conformance ${command}: ${error.message}\n`);
    process.exitCode = EXIT.usage;
    return;
  }
  throw error;
}
