import type { RunResult } from '../src/model/result.js';
import type { SettingWords } from '../src/model/words.js';
import { selectionMessage, type SelectionReason, type SelectionWords } from '../src/plan/selection-error.js';
import { refusalMessage, type CredentialsRefusal } from '../src/secrets/credentials.js';
import { indexDiagnosisMessage, type IndexDiagnosis } from '../src/site/index-diagnosis.js';
import { indexUnreadMessage } from '../src/site/root-causes.js';

/**
 * The engine's reasons in the CLI's words: the engine gives a reason as data (a code and what it is
 * about) and names no flag; the CLI names the flag that sets what the reason is about.
 */

/** Each setting an engine message points to, as this CLI's user gives it: its flag, and the variable where there is one. */
export const CLI_WORDS: SettingWords = {
  'admin-credentials': '--auth or SHOP_CONFORMANCE_AUTH',
  'customer-credentials': '--customer-auth or SHOP_CONFORMANCE_CUSTOMER_AUTH',
  'max-response-bytes': '--max-response-bytes',
  header: '--header',
  'allow-writes': '--allow-writes',
};

/** A filter as the flags that gave it (`--tag a --tag b`), and `--allow-empty`. */
const SELECTION_WORDS: SelectionWords = {
  filter: (f) => `${f.values.map((v) => `--${f.option} ${v}`).join(' ')}${f.note ? ` ${f.note}` : ''}`,
  allowEmpty: '--allow-empty',
};

/** Why a selection was refused, naming the flags that emptied it. */
export function selectionInCliWords(reason: SelectionReason): string {
  return selectionMessage(reason, SELECTION_WORDS);
}

/**
 * A run's result with its reasons worded for the CLI's user, in place (every report reads the same
 * words): an index that could not be read names `--base-url` and `--api-root` to check.
 */
export function resultInCliWords(result: RunResult): RunResult {
  for (const root of result.rootCauses)
    if (root.kind === 'index' && root.failure)
      root.failure.message = indexUnreadMessage(String(root.failure.actual), '--base-url and --api-root');
  return result;
}

/** Refused credentials, each named by the flag and the variable that gave it. */
export function refusalInCliWords(refusals: readonly CredentialsRefusal[]): string {
  return refusalMessage(refusals, (who) =>
    who === 'admin' ? '--auth / SHOP_CONFORMANCE_AUTH' : '--customer-auth / SHOP_CONFORMANCE_CUSTOMER_AUTH',
  );
}

/** A base URL or API root where no index answers, with the fix in the flags that give it. */
export function diagnosisInCliWords(diagnosis: IndexDiagnosis): string {
  return indexDiagnosisMessage(diagnosis, { baseUrl: '--base-url', apiRoot: '--api-root' });
}
