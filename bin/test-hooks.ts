import type { Reporter } from '../reports/types.js';
import type { RunEmitter } from '../src/runner/events.js';

/**
 * For the CLI's own tests only, never for users (no option, no mention in `--help` or the README):
 * `SHOP_CONFORMANCE_TEST_CRASH` makes a part of the tool throw as a bug would, so that tests can
 * show what a crash does to the exit code and to the other reporters. A comma-separated list of
 * `REPORTER:attach`, `REPORTER:progress`, `REPORTER:render` (`json:render`), and `engine` (a case's
 * end throws inside the runner).
 */
const VARIABLE = 'SHOP_CONFORMANCE_TEST_CRASH';

function crashes(): Set<string> {
  return new Set(
    (process.env[VARIABLE] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

function boom(what: string): never {
  throw new Error(`${VARIABLE}: ${what} made to throw`);
}

/** The reporter, made to throw where the variable says. */
export function withTestCrash(reporter: Reporter): Reporter {
  const asked = crashes();
  const at = (phase: string) => asked.has(`${reporter.name}:${phase}`);
  if (!at('attach') && !at('progress') && !at('render')) return reporter;
  return {
    name: reporter.name,
    attach(events) {
      if (at('attach')) boom(`${reporter.name} attach`);
      if (at('progress')) events.on('case:end', () => boom(`${reporter.name} progress`));
      reporter.attach?.(events);
    },
    render(result) {
      return at('render') ? boom(`${reporter.name} render`) : reporter.render(result);
    },
  };
}

/** The engine, made to throw in the middle of the run. */
export function engineTestCrash(events: RunEmitter): void {
  if (crashes().has('engine')) events.once('case:end', () => boom('the engine'));
}
