import { setFlagsFromString } from 'node:v8';

/**
 * A run lasts well under a second against a local shop, and V8's optimising compiler then costs more
 * than it saves: it compiles hundreds of functions (on threads that, on a small machine, take CPU from
 * the shop under test) that run only a few hundred times before the process exits. Raising the tier-up
 * budget sixteenfold leaves only truly hot code to be optimised. Measured: a full run's engine CPU
 * 338 → 258 ms and its wall time 278 → 216 ms against a warmed reference server (BENCHMARKS.md).
 * Only the `run` command sets it, before its work starts; `serve`, which runs for long, keeps V8's
 * defaults. The flag is process-wide, so the embedded server's worker thread shares it.
 */
export const SHORT_RUN_V8_FLAGS = '--interrupt-budget=1081344';

export function tuneForShortRun(): void {
  setFlagsFromString(SHORT_RUN_V8_FLAGS);
}
