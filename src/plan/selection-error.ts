import { closest } from '../util/did-you-mean.js';
import type { FilterGiven } from './filters.js';

/**
 * Why a selection is refused, as data (its kind): suite ids that name no suite, or no case kept (`alone`: the
 * filters that keep none even alone; none such, it is `together`'s combination). The CLI words it with
 * its flags (`bin/wording.ts`); the engine's own message names the options without them.
 */
export type SelectionReason =
  | { kind: 'unknown-suite'; ids: string[]; known: string[] }
  | { kind: 'unknown-tag'; tags: string[]; known: string[] }
  | { kind: 'empty'; alone: FilterGiven[]; together: FilterGiven[] };

/** How a message names a filter as given, and the setting that runs an empty selection anyway. */
export interface SelectionWords {
  filter: (given: FilterGiven) => string;
  allowEmpty: string;
}

/** The engine's words: an option by its name and values (`tag demo`), no flag. */
const ENGINE_WORDS: SelectionWords = {
  filter: (f) => `${f.option} ${f.values.join(', ')}${f.note ? ` ${f.note}` : ''}`,
  allowEmpty: 'allowEmpty',
};

/** ` (did you mean cart?)` after a name that is none, or nothing. */
function meant(name: string, known: readonly string[]): string {
  const near = closest(name, known);
  return near === undefined ? '' : ` (did you mean ${near}?)`;
}

/** The sentence for a refused selection, with the filters named as `words` says. */
export function selectionMessage(reason: SelectionReason, words: SelectionWords = ENGINE_WORDS): string {
  if (reason.kind === 'unknown-suite')
    return `no suite is named ${reason.ids.map((id) => `"${id}"${meant(id, reason.known)}`).join(', ')} (nor is it a suite file or folder); the suites are: ${reason.known.join(', ')}`;
  if (reason.kind === 'unknown-tag')
    return `no case of any suite has the tag ${reason.tags.map((t) => `"${t}"${meant(t, reason.known)}`).join(', ')}, so leaving it out leaves out nothing; the tags are: ${reason.known.join(', ')}`;
  const { alone, together } = reason;
  const named =
    alone.length > 0 ? alone.map(words.filter).join(' and ') : `${together.map(words.filter).join(' with ')} together`;
  return `no case is selected: ${named} keep${alone.length === 1 ? 's' : ''} none (${words.allowEmpty} runs an empty selection anyway)`;
}

/** A selection that keeps no case, or names a suite that does not exist: a usage error, not a pass. */
export class SelectionError extends Error {
  readonly code = 'empty-selection';
  constructor(readonly reason: SelectionReason) {
    super(selectionMessage(reason));
  }
}
