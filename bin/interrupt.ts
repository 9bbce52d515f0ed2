import { EXIT } from './exit-codes.js';

type Signal = 'SIGINT' | 'SIGTERM';

/**
 * Ctrl-C (and SIGTERM) during a run: no new case is sent, the teardowns get a short deadline to clean
 * up what the run wrote, and the reports are written, marked interrupted (exit 130; SIGTERM 143). A
 * second one stops at once, writing nothing. The console's progress marks have no newline yet: each
 * message starts one.
 */
export function onInterrupt(): { signal: AbortSignal; exitCode: () => number | undefined } {
  const interrupt = new AbortController();
  let by: Signal | undefined;
  const codeOf = (signal: Signal) => (signal === 'SIGINT' ? EXIT.interrupted : EXIT.terminated);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (by) {
        process.stderr.write(`\nshop-conformance run: stopped (${signal} again); no report written\n`);
        process.exit(codeOf(signal));
      }
      by = signal;
      process.stderr.write(
        `\nshop-conformance run: interrupted (${signal}): no new case is sent; cleaning up, then writing the reports (${signal === 'SIGINT' ? 'Ctrl-C' : signal} again to stop at once)\n`,
      );
      interrupt.abort();
    });
  }
  return { signal: interrupt.signal, exitCode: () => (by ? codeOf(by) : undefined) };
}
