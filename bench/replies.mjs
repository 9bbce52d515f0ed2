// What examining every answer costs: full runs against one embedded reference server, alternately with
// the examination (the default) and without it (`examineReplies: false`), each in a process of its own
// (child-run.mjs), after untimed runs have warmed the server. Eleven alternating rounds; medians of
// wall time and of the engine's CPU time, and how many answers the examination read.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startEmbeddedServer } from '../dist/reference-server/embedded.js';
import { fmt, targetOf } from './lib.mjs';

const ROUNDS = 11;
const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const child = (input) =>
  JSON.parse(
    execFileSync(process.execPath, [here('child-run.mjs'), JSON.stringify(input)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );

const server = await startEmbeddedServer();
const target = targetOf(server);
try {
  for (let i = 0; i < 3; i++) child({ target, concurrency: 8 });
  const on = [];
  const off = [];
  for (let i = 0; i < ROUNDS; i++) {
    const a = child({ target, concurrency: 8 });
    const b = child({ target, concurrency: 8, examineReplies: false });
    if (a.mustFailed > 0)
      throw new Error(`the measured run failed ${a.mustFailed} must-cases: ${a.failing.join('; ')}`);
    on.push(a);
    off.push(b);
  }
  const ms = (runs) => median(runs.map((r) => r.ms));
  const cpu = (runs) => median(runs.map((r) => r.cpuMs));
  const last = on.at(-1);
  console.log(
    `examination of every answer: ${last.examined.answers} answers of ${last.requests} requests, ${last.examined.cases} cases`,
  );
  console.log(`full run with it: ${fmt(ms(on))} ms wall, ${fmt(cpu(on))} ms engine CPU (median of ${ROUNDS})`);
  console.log(`full run without: ${fmt(ms(off))} ms wall, ${fmt(cpu(off))} ms engine CPU`);
  console.log(
    `its cost: ${fmt(ms(on) - ms(off))} ms wall (${fmt((100 * (ms(on) - ms(off))) / ms(off))}%), ${fmt(cpu(on) - cpu(off))} ms CPU`,
  );
} finally {
  await server.close();
}
