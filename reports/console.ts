import { Chalk, type ChalkInstance } from 'chalk';
import type { CaseResult, Outcome, RunResult } from '../src/model/result.js';
import { formatCase } from './format-failure.js';
import type { Reporter, ReporterOptions } from './types.js';
import { describeVocabulary } from '../spec/vocabulary.js';

const MARK: Record<Outcome, string> = { passed: '.', failed: 'F', errored: 'E', skipped: 's', blocked: 'b' };

function paint(chalk: ChalkInstance, outcome: Outcome, text: string): string {
  switch (outcome) {
    case 'passed': return chalk.green(text);
    case 'failed': return chalk.red(text);
    case 'errored': return chalk.magenta(text);
    default: return chalk.yellow(text);
  }
}

function counts(cases: CaseResult[]): string {
  const by = (o: Outcome) => cases.filter((c) => c.outcome === o).length;
  return `${by('passed')} passed, ${by('failed')} failed, ${by('errored')} errored, ${by('skipped')} skipped`;
}

/** Progress while running, then per-suite summaries, every failure with its reproduction, and the verdict. */
export function consoleReporter(options: ReporterOptions): Reporter {
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  return {
    name: 'console',
    attach(events) {
      const write = options.write;
      if (!write) return;
      events.on('run:start', ({ suites, cases, target }) => write(`shop-conformance: ${cases} cases in ${suites} suites against ${target}\n`));
      events.on('case:end', (c) => write(paint(chalk, c.outcome, MARK[c.outcome])));
      events.on('run:end', () => write('\n'));
    },
    render(result: RunResult) {
      const lines: string[] = [''];
      for (const suite of result.suites) {
        const levels = (['must', 'should'] as const)
          .map((level) => {
            const own = suite.cases.filter((c) => c.level === level);
            const bad = own.filter((c) => c.outcome === 'failed' || c.outcome === 'errored').length;
            return own.length ? `${level} ${own.length - bad}/${own.length}` : '';
          })
          .filter(Boolean)
          .join(', ');
        lines.push(`${chalk.bold(suite.id)}  ${counts(suite.cases)}  (${levels})`);
        for (const leftover of suite.leftovers) lines.push(chalk.yellow(`  left behind: ${leftover}`));
      }
      const bad = result.suites.flatMap((s) => s.cases).filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
      if (bad.length > 0) lines.push('', chalk.bold('Failures'));
      for (const c of bad) lines.push('', paint(chalk, c.outcome, formatCase(c)));
      const t = result.totals;
      if (result.vocabulary) lines.push('', `vocabulary: ${describeVocabulary({ words: result.vocabulary }).join(', ')}`);
      lines.push('', `${t.total} cases: ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped in ${(result.durationMs / 1000).toFixed(1)}s`);
      if (result.unreachable) lines.push(chalk.red(`target unreachable: ${result.target.baseUrl}`));
      else if (t.mustFailed > 0) lines.push(chalk.red(`FAIL: ${t.mustFailed} must-level case(s) failed or errored`));
      else if (t.shouldFailed > 0) lines.push(chalk.yellow(`PASS with ${t.shouldFailed} should-level deviation(s)${result.options.strict ? ' (FAIL under --strict)' : ''}`));
      else lines.push(chalk.green('PASS'));
      return `${lines.join('\n')}\n`;
    },
  };
}
