import { defineConfig } from 'vitest/config';
import SlowestFirst from './test/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Three at a time on two cores: many tests wait (timeouts of hostile targets, Retry-After, the
    // cleanup deadline after Ctrl-C, CLI processes starting) and a third file fills that time. A fourth
    // cost more than it filled once the suite grew (each worker imports the project anew): 127 s → 118 s.
    maxWorkers: 3,
    // The slowest files first, whether or not vitest remembers the last run (a fresh clone does not).
    sequence: { sequencer: SlowestFirst },
    // Test files share their worker's modules instead of importing everything afresh: a third of the
    // unit and server tests' time was imports (50 s → 19 s for them). No test depends on a fresh module.
    isolate: false,
    // Guards against a hang, not bounds on speed: under load the suite runs several times slower, and
    // a 30 s timeout failed two of three runs on a busy 2-core machine. Speed is measured in bench/.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
