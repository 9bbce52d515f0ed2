// Process start to the first 200 on the index, for `serve` (target < 500 ms).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli/shop-conformance.js', import.meta.url));

async function once() {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+?)\/rest-api/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', () => reject(new Error(`serve exited: ${out}`)));
  });
  const res = await fetch(`${url}/rest-api/`);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  return { ms, status: res.status };
}

export async function coldStart(runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], min: times[0], max: times[runs - 1] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await coldStart();
  console.log(
    `serve cold start to first 200 on the index: median ${r.median.toFixed(0)} ms (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)}; target < 500 ms)`,
  );
}
