/**
 * How long a test waits for a process or a run before it calls it hung. A guard against a hang, never a
 * bound on speed: a loaded 2-core machine runs the whole suite several times slower than an idle one,
 * and what must be fast is measured in bench/ (BENCHMARKS.md), not asserted here. Below vitest's test
 * timeout (vitest.config.ts), so that a hung process is reported with its output rather than cut off.
 */
export const HANG_GUARD_MS = 240_000;
