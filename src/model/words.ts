/**
 * A setting an engine message points its reader to: the one that would let a skipped case run, or the
 * limit a case ran into. The engine names no CLI flag: it names a setting, and the caller says how its
 * user gives that setting (`RunSettings.words`; the CLI passes its flags, `bin/wording.ts`).
 */
export type Setting = 'admin-credentials' | 'customer-credentials' | 'max-response-bytes' | 'header' | 'allow-writes';

/** How a caller's user gives each setting, as a message names it. */
export type SettingWords = Readonly<Record<Setting, string>>;

/** The engine's own words when no caller gives any: its options, as a program passes them (`RunSettings`). */
export const OPTION_WORDS: SettingWords = {
  'admin-credentials': 'the target.admin option',
  'customer-credentials': 'the target.customer option',
  'max-response-bytes': 'the maxResponseBytes option',
  header: 'the target.headers option',
  'allow-writes': 'selection.readOnly: false',
};
