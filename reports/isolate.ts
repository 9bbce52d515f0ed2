import type { RunResult } from '../src/model/result.js';
import { RunEmitter, type RunEvents } from '../src/runner/events.js';
import type { Reporter } from './types.js';

/**
 * A reporter that throws is a bug of that reporter, and stops no other and not the run: each is
 * called apart, and what it threw goes to `onFailure` with its name and where (attaching, following
 * the run's progress, rendering), to be said once and to set the exit code.
 */

export type ReporterPhase = 'attach' | 'progress' | 'render';

export interface ReporterFailure {
  reporter: string;
  phase: ReporterPhase;
  error: unknown;
}

export interface IsolatedReporter {
  name: string;
  /** Writes as the run goes (`Reporter.streams`): attached whether it writes to stdout or to a file. */
  streams: boolean;
  attach(events: RunEmitter): void;
  /** The report, or undefined when the reporter threw (it has been said). */
  render(result: RunResult): string | undefined;
}

/** Every event a reporter may follow; the compiler holds this list to `RunEvents`. */
const EVENTS = [
  'run:start',
  'suite:start',
  'case:end',
  'suite:end',
  'run:end',
] as const satisfies readonly (keyof RunEvents)[];
const COMPLETE: Exclude<keyof RunEvents, (typeof EVENTS)[number]> extends never ? true : never = true;
void COMPLETE;

export function isolated(reporter: Reporter, onFailure: (failure: ReporterFailure) => void): IsolatedReporter {
  const fail = (phase: ReporterPhase, error: unknown) => onFailure({ reporter: reporter.name, phase, error });
  return {
    name: reporter.name,
    streams: reporter.streams === true,
    attach(events) {
      if (!reporter.attach) return;
      // The reporter listens to a relay of its own: what it throws on an event stays between them and
      // never reaches the runner, which emits in the middle of running cases.
      const relay = new RunEmitter();
      try {
        reporter.attach(relay);
      } catch (error) {
        fail('attach', error);
        return;
      }
      let broken = false;
      // Only what the reporter follows: the runner does the work of an event (masking a whole result)
      // only for someone who listens.
      for (const name of EVENTS.filter((event) => relay.listenerCount(event) > 0)) {
        events.on(name, (...args: unknown[]) => {
          if (broken) return;
          try {
            (relay.emit as (event: string, ...rest: unknown[]) => boolean)(name, ...args);
          } catch (error) {
            // Once: a reporter that fails on one case would fail on every one.
            broken = true;
            fail('progress', error);
          }
        });
      }
    },
    render(result) {
      try {
        return reporter.render(result);
      } catch (error) {
        fail('render', error);
        return undefined;
      }
    },
  };
}
