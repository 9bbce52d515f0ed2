// How soon a run stops after Ctrl-C, against a target that accepts every request and never answers
// (each request may wait an hour: --timeout 3600000). The first Ctrl-C gives what is in flight the
// cleanup deadline (5 s), then writes the reports; a second stops at once and writes nothing. The
// tests (test/e2e/hostile.test.ts) show that it stops and what it writes; how soon is measured here,
// where a loaded machine makes a figure slower, not a test red.
// `npm run build && node bench/interrupt.mjs [rounds]`
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, percentile } from './lib.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/shop-conformance.js', import.meta.url));
const rounds = Number(process.argv[2] ?? 5);

const sockets = new Set();
const blackHole = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  socket.on('data', () => undefined);
});
await new Promise((r) => blackHole.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${blackHole.address().port}`;

/** Milliseconds from the first signal to the process's exit, with `signals` Ctrl-C 100 ms apart. */
async function stopAfter(signals) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-interrupt-'));
  const child = spawn(
    process.execPath,
    [
      CLI,
      'run',
      '--base-url',
      base,
      '--timeout',
      '3600000',
      '--reporter',
      'console',
      '--reporter',
      `json=${join(dir, 'r.json')}`,
    ],
    { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const closed = new Promise((r) => child.on('close', r));
  await new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('cases in')) resolve();
    });
  });
  child.stderr.resume();
  const sent = performance.now();
  for (let i = 0; i < signals; i++) {
    child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 100));
  }
  const code = await closed;
  return { ms: performance.now() - sent, code };
}

console.log(`machine: ${machine()}`);
for (const [label, signals] of [
  ['one Ctrl-C (cleanup deadline 5 s, reports written)', 1],
  ['two Ctrl-C (stop at once, nothing written)', 2],
]) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const { ms, code } = await stopAfter(signals);
    if (code !== 130) console.log(`  round ${i + 1}: exit ${code}, expected 130`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${(percentile(times, 50) / 1000).toFixed(2)} s, max ${(times.at(-1) / 1000).toFixed(2)} s over ${rounds} runs`,
  );
}
for (const s of sockets) s.destroy();
blackHole.close();
