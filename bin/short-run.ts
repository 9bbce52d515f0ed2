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

/**
 * V8 12 (Node 22 and later) tiers up through Maglev and no longer has this flag: it would only print
 * "unrecognized flag" on stderr. There the defaults stand (not measured yet against a tuned set).
 */
export const V8_KNOWS_INTERRUPT_BUDGET = Number(process.versions.v8.split('.')[0]) < 12;

/**
 * undici parses HTTP with llhttp compiled to WebAssembly. V8 compiles it at once with its baseline
 * compiler (Liftoff) and then again, on a background thread, with its optimising one: ~70 ms of CPU for
 * a parser that a short run calls a few hundred times, and a process does not exit before that
 * compilation ends (a one-case run waited ~40 ms for it after its last line). Liftoff's code alone:
 * a full run took the same time or less (1.07–1.10 s against 1.09–1.14 s, whole process, alternating).
 * Set before the first connection, which is when undici compiles the parser.
 */
export const SHORT_RUN_WASM_FLAGS = '--liftoff-only';

export function tuneForShortRun(): void {
  if (V8_KNOWS_INTERRUPT_BUDGET) setFlagsFromString(SHORT_RUN_V8_FLAGS);
  setFlagsFromString(SHORT_RUN_WASM_FLAGS);
}
