// Every benchmark in one go, each script in a process of its own so that none measures in a heap or
// beside threads another has left behind. `npm run bench` (which builds first).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { machine } from './lib.mjs';

console.log(`machine: ${machine()}`);
for (const [name, script] of [
  ['run', 'run-and-replay.mjs'],
  ['load', 'server-load.mjs'],
  ['scale', 'scale.mjs'],
  ['cold start', 'cold-start.mjs'],
  ['hostile memory', 'hostile-memory.mjs'],
  ['password flood', 'password-flood.mjs'],
  ['host memory', 'host-memory.mjs'],
  ['interrupt', 'interrupt.mjs'],
  ['fuzz', 'fuzz.mjs'],
  ['replies', 'replies.mjs'],
]) {
  const out = spawnSync(process.execPath, [fileURLToPath(new URL(`./${script}`, import.meta.url))], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (out.status !== 0) {
    console.log(`${name}: ${script} failed (exit ${out.status})`);
    process.exitCode = 1;
  }
  process.stdout.write(
    out.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => `${name} | ${l}\n`)
      .join(''),
  );
}
