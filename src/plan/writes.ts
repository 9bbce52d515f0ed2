import type { SettingWords } from '../model/words.js';
import type { PlanEntry } from './plan.js';
import type { Selection } from './selection.js';

/**
 * What a run will write, said before anything is sent (`run:start`): a shop owner must learn that a
 * run is read-only, or that it will leave published products and accounts, from its first lines, not
 * from the "left behind" lines at its end.
 */
export interface RunWrites {
  /** Whether the cases that write are sent. */
  allowed: boolean;
  /** Read-only without being asked: a live target, writes not allowed. */
  readOnlyBy?: 'live-target';
  /** The planned cases that write and are not sent. */
  notRun: number;
  /**
   * Read-only: the cases that look for what they would make (`find`) and write only when the site
   * lacks it; they are sent, and skip themselves then.
   */
  mayNotRun?: number;
  /** How the run's user allows writes (the setting's words), when read-only by default. */
  allowWith?: string;
  /**
   * Against a target that is not the embedded reference server, with writes allowed: what the cases
   * that will be sent leave behind that the interface cannot remove (each case's `leaves`, once each).
   */
  leaves: string[];
}

export function runWrites(
  entries: readonly PlanEntry[],
  selection: Selection,
  embedded: boolean,
  words: SettingWords,
): RunWrites {
  const notRun = entries.filter((e) => e.skip?.kind === 'read-only').length;
  const mayNotRun = selection.readOnly
    ? entries.filter((e) => e.skip === undefined && e.spec.find !== undefined && e.spec.requires.includes('writes'))
        .length
    : 0;
  const byDefault = selection.readOnly && selection.readOnlyBy === 'live-target';
  const leaves =
    selection.readOnly || embedded
      ? []
      : [...new Set(entries.flatMap((e) => (e.skip === undefined && e.spec.leaves ? [e.spec.leaves] : [])))];
  return {
    allowed: !selection.readOnly,
    ...(byDefault ? { readOnlyBy: 'live-target' as const, allowWith: words['allow-writes'] } : {}),
    notRun,
    ...(mayNotRun > 0 ? { mayNotRun } : {}),
    leaves,
  };
}
