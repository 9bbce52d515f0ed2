import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Three at a time on two cores: many tests wait (timeouts of hostile targets, Retry-After, the
    // cleanup deadline after Ctrl-C, CLI processes starting) and a third file fills that time: 140 s → 124 s.
    // Four gained nothing more.
    maxWorkers: 4,
    // Test files share their worker's modules instead of importing everything afresh: a third of the
    // unit and server tests' time was imports (50 s → 19 s for them). No test depends on a fresh module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
