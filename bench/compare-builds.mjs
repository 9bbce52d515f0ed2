// Two builds of the engine, alternately, each run in a fresh process against one warmed reference
// server: `node bench/compare-builds.mjs bench/.builds/OLD [rounds]` (a copy of an older dist/ inside the package, so that it finds node_modules). Prints each build's run times and
// medians; for deciding whether a change to the engine pays, on a machine whose timings drift.
import { targetOf } from './lib.mjs';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { startEmbeddedServer } from '../dist/reference-server/embedded.js';

const other = process.argv[2];
if (!other) throw new Error('usage: node bench/compare-builds.mjs OTHER_DIST [ROUNDS]');
const rounds = Number(process.argv[3] ?? 9);
const builds = {
  current: new URL('../dist/', import.meta.url).href,
  other: pathToFileURL(`${other.replace(/\/$/, '')}/`).href,
};
const server = await startEmbeddedServer();
const target = targetOf(server);
const run = (dist) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [new URL('./child-run.mjs', import.meta.url).pathname, JSON.stringify({ target, concurrency: 8, dist })],
      { encoding: 'utf8' },
    ),
  );
run(builds.current);
const times = { current: [], other: [] };
const cpu = { current: [], other: [] };
for (let i = 0; i < rounds; i++) {
  for (const [name, dist] of Object.entries(builds)) {
    const r = run(dist);
    times[name].push(r.ms);
    cpu[name].push(r.cpuMs);
  }
}
await server.close();
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [name, v] of Object.entries(times))
  console.log(
    `${name}: wall median ${median(v).toFixed(0)} ms (${v.map((x) => x.toFixed(0)).join(' ')}); CPU median ${median(cpu[name]).toFixed(0)} ms`,
  );
