// Every benchmark in one go, printed as the figures BENCHMARKS.md records. `npm run bench`.
import { coldStart } from './cold-start.mjs';
import { fmt, machine } from './lib.mjs';
import { runAndReplay } from './run-and-replay.mjs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverLoad } from './server-load.mjs';

console.log(`machine: ${machine()}`);
const run = await runAndReplay();
console.log(`full default run: ${run.cases} cases, ${run.requests} requests, ${fmt(run.fullRunMs, 0)} ms (${fmt(run.casesPerSecond, 0)} cases/s); at concurrency 1 ${fmt(run.serialRunMs, 0)} ms`);
console.log(`CLI overhead: run ${fmt(run.warmRunMs, 0)} ms / bare replay ${fmt(run.bareReplayMs, 0)} ms = ${fmt(run.overheadRatio, 2)} (median of ${run.rounds.length} rounds, range ${fmt(run.ratioRange[0], 2)}-${fmt(run.ratioRange[1], 2)}; target <= 1.3); untuned run ${fmt(run.untunedRatio, 2)}, both tuned ${fmt(run.tunedBothRatio, 2)}; CLI start-up ${fmt(run.cliStartupMs, 0)} ms`);
for (const r of await serverLoad()) {
  console.log(`load ${r.name}: ${fmt(r.real.rps, 0)} req/s p99 ${fmt(r.real.p99, 2)} ms; bare ${fmt(r.bare.rps, 0)} req/s; ratio ${fmt(r.ratio, 2)}${r.target ? ` (target >= ${r.target})` : ''}`);
}
// In a process of its own, so its memory figure is its own.
const scale = spawnSync(process.execPath, [fileURLToPath(new URL('./scale.mjs', import.meta.url))], { encoding: 'utf8' });
process.stdout.write(scale.stdout.split('\n').filter(Boolean).map((l) => `scale ${l.trim()}\n`).join(''));
const cold = await coldStart();
console.log(`serve cold start: median ${fmt(cold.median, 0)} ms (target < 500)`);
