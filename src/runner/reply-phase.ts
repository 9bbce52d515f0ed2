import { translator } from '../../spec/translator.js';
import { renamesAnything, type Vocabulary } from '../../spec/vocabulary.js';
import type { SuiteResult } from '../model/result.js';
import type { Level, Suite } from '../model/suite.js';
import { ReplyLedger } from '../replies/ledger.js';
import { REPLIES_SUITE, replySuite } from '../replies/suite.js';
import type { AfterSuites } from './after-suites.js';

/**
 * The run's examination of every answer (`src/replies/`), as the runner wires it: a ledger that reads
 * request paths in the interface's words (a vocabulary renames them on the site), or none when the
 * caller turned it off (`RunSettings.examineReplies`).
 */
export function replyWiring(
  examine: boolean | undefined,
  vocabulary: Vocabulary | undefined,
): { replies?: ReplyLedger; neutralPath?: (path: string) => string } {
  const speaks = renamesAnything(vocabulary) ? translator(vocabulary) : undefined;
  const neutralPath = speaks ? (path: string) => speaks.path(path, 'neutral') : undefined;
  if (examine === false) return neutralPath ? { neutralPath } : {};
  return { replies: new ReplyLedger(neutralPath), ...(neutralPath ? { neutralPath } : {}) };
}

/** The suite the examination reports under: no case of its own to plan. */
export const REPLIES_PHASE: Suite = {
  ...REPLIES_SUITE,
  tags: ['replies'],
  setup: [],
  cases: [],
  teardown: [],
  generators: [],
};

/**
 * Last, after the suites and any phase after them: what every answer held, as a phase the runner
 * reports like the fuzz phase (`AfterSuites`), its cases made from the ledger and the run's results
 * (made at once: the phase sends nothing, and says how many cases it reports before it reports them).
 */
export function replyPhase(ledger: ReplyLedger, results: readonly SuiteResult[], level?: Level): AfterSuites {
  const made = replySuite(
    ledger,
    results.flatMap((r) => r.cases),
  ).cases;
  // Under `--level must`, only what the document states: the conventions' findings and routes are not run.
  const cases = level === 'must' ? made.filter((c) => c.level === 'must') : made;
  return {
    suite: REPLIES_PHASE,
    count: cases.length,
    alone: false,
    run: async ({ onCase }) => {
      for (const c of cases) onCase(c);
      return { cases, leftovers: [] };
    },
  };
}
