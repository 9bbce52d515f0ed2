// CLI overhead and the full default run.
//
// Overhead: a run and a bare undici replay of the exact requests that run sent, at the same
// concurrency, each in a fresh process of its own (so each pays its own warm-up: the run its engine's,
// the replay undici's) against the same reference server, which untimed runs have warmed first (so
// neither pays the server's warm-up for the other), a server per round. Eleven rounds; the median ratio counts.
// Each side's CPU time is printed too: on two cores the run and the server share the machine, so what
// the engine spends is what the server cannot. The run tunes V8 as the CLI does (bin/short-run.ts); for
// reference each round also times the run without that tuning, and the bare loop with it.
// Full run: what a user sees, a fresh process starting the embedded server, at the default
// concurrency and at 1. Start-up: `--help` of the CLI.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHORT_RUN_V8_FLAGS, SHORT_RUN_WASM_FLAGS } from '../dist/bin/short-run.js';
import { startEmbeddedServer } from '../dist/reference-server/embedded.js';
import { fmt, targetOf } from './lib.mjs';

const CONCURRENCY = 8;
const ROUNDS = 11;
const here = (name) => fileURLToPath(new URL(name, import.meta.url));

function child(script, args, nodeFlags = []) {
  return JSON.parse(
    execFileSync(process.execPath, [...nodeFlags, here(script), ...args], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runAndReplay() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-conformance-bench-'));
  const rounds = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      // A server of its own per round: a bare replay sends the run's creates again, but its deletes name
      // the ids the run's creates got, which the server never hands out twice, so what it made stays
      // (coupon codes taken, stock sold): no run may come after a replay on one server. Within the round
      // the runs come first, the replays after them.
      const server = await startEmbeddedServer();
      const target = targetOf(server);
      try {
        // The server's own warm-up (JIT, caches) is paid by untimed runs first.
        for (let w = 0; w < 2; w++) child('child-run.mjs', [JSON.stringify({ target, concurrency: CONCURRENCY })]);
        const recordTo = join(dir, `round-${i}.json`);
        const run = child('child-run.mjs', [JSON.stringify({ target, concurrency: CONCURRENCY, recordTo })]);
        if (run.mustFailed > 0)
          throw new Error(`the measured run failed ${run.mustFailed} must-cases: ${run.failing.join('; ')}`);
        // For reference: the run without the CLI's V8 tuning, and the bare loop with it.
        const untuned = child('child-run.mjs', [JSON.stringify({ target, concurrency: CONCURRENCY, untuned: true })]);
        const replay = child('child-replay.mjs', [recordTo, String(CONCURRENCY)]);
        const tunedReplay = child(
          'child-replay.mjs',
          [recordTo, String(CONCURRENCY)],
          [SHORT_RUN_V8_FLAGS, SHORT_RUN_WASM_FLAGS],
        );
        rounds.push({
          run: run.ms,
          replay: replay.ms,
          ratio: run.ms / replay.ms,
          requests: run.requests,
          runCpu: run.cpuMs,
          replayCpu: replay.cpuMs,
          planMs: run.planMs,
          untunedRatio: untuned.ms / replay.ms,
          tunedBothRatio: run.ms / tunedReplay.ms,
        });
      } finally {
        await server.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const full = child('child-run.mjs', [JSON.stringify({ concurrency: CONCURRENCY })]);
  const serial = child('child-run.mjs', [JSON.stringify({ concurrency: 1 })]);
  const cli = here('../dist/cli/shop-conformance.js');
  const startups = Array.from({ length: 5 }, () => {
    const t = performance.now();
    spawnSync(process.execPath, [cli, '--help'], { stdio: 'ignore' });
    return performance.now() - t;
  });
  // A one-suite run as a user starts it (embedded server included) beside a bare `node -e 0`, alternating
  // in one benchmark run: the median of the ratios of each pair (the goal: at most 3).
  const timed = (args) => {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
    if (r.status !== 0 && args[0] !== '-e') throw new Error(`${args.join(' ')} exited ${r.status}`);
    return performance.now() - t;
  };
  const oneSuiteArgs = [cli, 'run', '--suite', 'index-shape', '--quiet'];
  timed(oneSuiteArgs); // untimed: the run cache
  const oneSuite = Array.from({ length: ROUNDS }, () => {
    const bare = timed(['-e', '0']);
    const run = timed(oneSuiteArgs);
    return { bare, run, ratio: run / bare };
  });
  return {
    cases: full.cases,
    requests: full.requests,
    fullRunMs: full.ms,
    casesPerSecond: full.cases / (full.ms / 1000),
    serialRunMs: serial.ms,
    serialCasesPerSecond: serial.cases / (serial.ms / 1000),
    rounds,
    warmRunMs: median(rounds.map((r) => r.run)),
    bareReplayMs: median(rounds.map((r) => r.replay)),
    overheadRatio: median(rounds.map((r) => r.ratio)),
    ratioRange: [Math.min(...rounds.map((r) => r.ratio)), Math.max(...rounds.map((r) => r.ratio))],
    runCpuMs: median(rounds.map((r) => r.runCpu)),
    replayCpuMs: median(rounds.map((r) => r.replayCpu)),
    planMs: median(rounds.map((r) => r.planMs)),
    untunedRatio: median(rounds.map((r) => r.untunedRatio)),
    tunedBothRatio: median(rounds.map((r) => r.tunedBothRatio)),
    cliStartupMs: median(startups),
    oneSuiteMs: median(oneSuite.map((r) => r.run)),
    bareNodeMs: median(oneSuite.map((r) => r.bare)),
    oneSuiteRatio: median(oneSuite.map((r) => r.ratio)),
    oneSuiteRange: [Math.min(...oneSuite.map((r) => r.ratio)), Math.max(...oneSuite.map((r) => r.ratio))],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runAndReplay();
  console.log(
    `full default run (fresh process, embedded server): ${r.cases} cases, ${r.requests} requests, ${fmt(r.fullRunMs, 0)} ms at concurrency ${CONCURRENCY} (${fmt(r.casesPerSecond, 0)} cases/s)`,
  );
  console.log(`at concurrency 1: ${fmt(r.serialRunMs, 0)} ms (${fmt(r.serialCasesPerSecond, 0)} cases/s)`);
  for (const [i, round] of r.rounds.entries())
    console.log(
      `  round ${i + 1}: run ${fmt(round.run, 0)} ms (CPU ${fmt(round.runCpu, 0)}), bare replay ${fmt(round.replay, 0)} ms (CPU ${fmt(round.replayCpu, 0)}), ratio ${fmt(round.ratio, 2)}`,
    );
  console.log(
    `CLI overhead (median of ${r.rounds.length} rounds against a warmed server): run ${fmt(r.warmRunMs, 0)} ms / bare replay ${fmt(r.bareReplayMs, 0)} ms = ${fmt(r.overheadRatio, 2)} (range ${fmt(r.ratioRange[0], 2)}-${fmt(r.ratioRange[1], 2)}; target <= 1.3); planning ${fmt(r.planMs, 1)} ms; CPU run ${fmt(r.runCpuMs, 0)} ms vs replay ${fmt(r.replayCpuMs, 0)} ms`,
  );
  console.log(
    `  for reference: the run without the CLI's V8 tuning / bare replay = ${fmt(r.untunedRatio, 2)}; the run / the bare replay under the same V8 flag = ${fmt(r.tunedBothRatio, 2)}`,
  );
  console.log(`CLI start-up (--help, median of 5): ${fmt(r.cliStartupMs, 0)} ms`);
  console.log(
    `one-suite run (run --suite index-shape, embedded server, median of ${ROUNDS} alternating rounds): ${fmt(r.oneSuiteMs, 0)} ms / bare node -e 0 ${fmt(r.bareNodeMs, 0)} ms = ${fmt(r.oneSuiteRatio, 2)} (range ${fmt(r.oneSuiteRange[0], 2)}-${fmt(r.oneSuiteRange[1], 2)}; goal <= 3)`,
  );
}
