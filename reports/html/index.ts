import type { RunResult } from '../../src/model/result.js';
import { isExpected, runVerdict, type RunVerdict } from '../../src/model/verdict.js';
import { describeVocabulary } from '../../spec/vocabulary.js';
import { networkLine } from '../retries.js';
import { interruptedLine, selectionLine } from '../selection.js';
import { mostNotRunText } from '../not-run.js';
import { countsLine, verdictText } from '../summary.js';
import type { Reporter } from '../types.js';
import { esc } from './bodies.js';
import { statementsFigure, traceOf } from '../document.js';
import { comparisonSection } from './comparison.js';
import { documentSection } from './document.js';
import { expectationsSection } from './expectations.js';
import { provenanceSection } from './provenance.js';
import { failuresSection } from './groups.js';
import { notRunSection } from './not-run.js';
import { SCRIPT, STYLE } from './page.js';
import {
  coverageSection,
  filterBar,
  leftBehindSection,
  partsSection,
  rootCausesSection,
  suiteSections,
  suitesSummary,
} from './sections.js';

/** Green for a pass, amber for an interrupted run (no verdict on the whole), red otherwise. */
function verdictClass(v: RunVerdict): string {
  return v.verdict === 'passed' ? 'pass' : v.verdict === 'interrupted' ? 'warn' : 'fail';
}

/**
 * One self-contained page for people (no network: its style and script are inline): the verdict, a
 * chart per part of the interface and per suite, filters by outcome, level, suite and tag with a text
 * search, the root causes with what they blocked, what was left behind, every failure with its request,
 * answer and curl (those failing the same way grouped under one name), every suite's cases, the
 * coverage, and each statement of the interface document with the verdicts of the cases citing it.
 */
export function htmlReporter(): Reporter {
  return {
    name: 'html',
    render(result: RunResult) {
      const t = result.totals;
      const verdict = runVerdict(result);
      // More than half not run, said beside a pass or a failure (an interrupted run says why itself).
      const most =
        verdict.verdict === 'interrupted' || verdict.verdict === 'unreachable'
          ? undefined
          : mostNotRunText(result, "see 'Not run' below");
      // The failures come first after the verdict, which links to them.
      const failures = failuresSection(result);
      const trace = traceOf(result);
      return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>shop-conformance report</title><style>${STYLE}</style></head>
<body>
<h1>shop-conformance report</h1>
<p class="muted">Target ${esc(result.target.baseUrl)}${esc(result.target.apiRoot)}${result.target.embedded ? ' (embedded reference server)' : ''} · started ${esc(result.startedAt)} · ${(result.durationMs / 1000).toFixed(1)}s · ${esc(result.tool.name)} ${esc(result.tool.version)}${result.options.readOnly ? ' · read-only' : ''}${selectionLine(result) ? ` · ${esc(selectionLine(result) as string)}` : ''}</p>
${result.vocabulary ? `<p class="muted">Vocabulary: ${esc(describeVocabulary({ words: result.vocabulary }).join(', '))}</p>` : ''}${networkLine(result) ? `\n<p class="muted">${esc(networkLine(result) ?? '')}</p>` : ''}
<p class="verdict ${verdictClass(verdict)}">${esc(verdictText(verdict))}${most ? ` <span class="most-not-run">— ${esc(most)}</span>` : ''}</p>${interruptedLine(result) ? `\n<p class="verdict warn">${esc(interruptedLine(result) as string)}</p>` : ''}
<p>${esc(countsLine(result))} · must-level failures ${t.mustFailed}, should-level ${t.shouldFailed}${failures ? ' · <a href="#failures">the failures</a>' : ''}</p>
${rootCausesSection(result.rootCauses.filter((r) => !isExpected(r)))}
${filterBar(result)}
${failures}${expectationsSection(result)}${comparisonSection(result)}
${leftBehindSection(result)}
${notRunSection(result)}
${result.coverage ? partsSection(result, result.coverage) : ''}
${suitesSummary(result)}
${suiteSections(result)}
${result.coverage ? coverageSection(result.coverage, trace ? statementsFigure(trace) : undefined) : ''}${trace ? `\n${documentSection(trace)}` : ''}${provenanceSection(result)}
<script>${SCRIPT}</script>
</body></html>
`;
    },
  };
}
