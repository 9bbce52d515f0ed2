import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SuiteLoadError } from '../src/loading/errors.js';
import { SelectionError } from '../src/plan/selection-error.js';
import { CredentialsRejectedError } from '../src/secrets/credentials.js';
import { IndexUnusableError } from '../src/site/index-diagnosis.js';
import { packageRoot } from '../src/util/package-root.js';
import { SqliteDriverUnavailable } from '../reference-server/storage/driver-error.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './options.js';
import { diagnosisInCliWords, refusalInCliWords, selectionInCliWords } from './wording.js';

/**
 * Usage and suite problems, credentials the target refuses, a base URL or API root where no index
 * answers (a set-up mistake, not a verdict), and a reference server with no SQLite driver to run on:
 * the user's to fix, not the tool's.
 */
export function isUsageError(error: unknown): error is Error {
  return (
    error instanceof UsageError ||
    error instanceof SqliteDriverUnavailable ||
    error instanceof SuiteLoadError ||
    error instanceof CredentialsRejectedError ||
    error instanceof IndexUnusableError ||
    error instanceof SelectionError
  );
}

/** How the command masks secrets in what it writes; the run command sets it once it knows them. */
let mask: (text: string) => string = (text) => text;

export function maskSecretsWith(fn: (text: string) => string): void {
  mask = fn;
}

/**
 * Usage and suite problems, and credentials the target refuses, end a command with exit code 2 and a
 * message (masked: a bad base URL may carry a password); anything else is a bug and is rethrown.
 */
export function failUsage(command: string, error: unknown): void {
  if (isUsageError(error)) {
    const message =
      error instanceof SelectionError
        ? selectionInCliWords(error.reason)
        : error instanceof CredentialsRejectedError
          ? refusalInCliWords(error.refusals)
          : error instanceof IndexUnusableError
            ? diagnosisInCliWords(error.diagnosis)
            : error.message;
    process.stderr.write(`shop-conformance ${command}: ${mask(message)}\n`);
    process.exitCode = EXIT.usage;
    return;
  }
  throw error;
}

/** The tool's own version, from its own package.json wherever it is installed. */
export function version(): string {
  try {
    return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * A crash of the tool itself (an exception that escaped the engine or a reporter) ends the command
 * with exit code 4, saying it is a bug of shop-conformance and not a finding about the target, and
 * where to report it. The message is masked (an error may quote anything, a secret too).
 */
export function failInternal(command: string, where: string, error: unknown): void {
  const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  process.stderr.write(
    `shop-conformance ${command}: internal error${where ? ` ${where}` : ''}: ${mask(detail)}\n` +
      `This is a bug of shop-conformance ${version()}, not a finding about the target (exit code ${EXIT.internal}). ` +
      'Please report it on the shop-conformance issue tracker, with the command line (credentials left out) and this message.\n',
  );
  process.exitCode = EXIT.internal;
}
