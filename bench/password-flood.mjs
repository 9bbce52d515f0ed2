// A cart read alone, then while 8 clients flood wrong passwords: the median and p99 of the read, both
// times. Password checks hash with scrypt (tens of ms of CPU each); run on the event loop they held
// every other request up (a cart read went from 42 ms to 4.6 s). Goal: the flooded figures within 2x
// of the quiet ones. `serve` runs in a process of its own, so the clients never share its event loop.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { fmt, machine, percentile } from './lib.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/shop-conformance.js', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 4000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FLOODERS = 8;

function startServe() {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const url = /listening on (http:\/\/\S+?)\/rest-api/.exec(out)?.[1];
      const admin = /Administrator \(generated\): ([^:\s]+):/.exec(out)?.[1];
      if (url && admin) resolve({ child, url, admin });
    });
    child.on('exit', () => reject(new Error(`serve exited: ${out}`)));
  });
}

/** Cart reads one after another on one connection for `DURATION` ms: their latencies, sorted. */
async function readCarts(url, cartToken) {
  const agent = new Agent({ connections: 1 });
  const latencies = [];
  const deadline = performance.now() + DURATION;
  while (performance.now() < deadline) {
    const started = performance.now();
    const res = await request(`${url}/rest-api/shop/store/cart`, {
      dispatcher: agent,
      headers: { 'cart-token': cartToken },
    });
    await res.body.arrayBuffer();
    if (res.statusCode !== 200) throw new Error(`cart read answered ${res.statusCode}`);
    latencies.push(performance.now() - started);
  }
  await agent.close();
  return latencies.sort((a, b) => a - b);
}

/** Clients sending wrong passwords as fast as they are answered, until `stop()`. */
function flood(url, login) {
  const agent = new Agent({ connections: FLOODERS });
  let running = true;
  let answered = 0;
  let other = 0;
  const started = performance.now();
  const client = async (n) => {
    for (let i = 0; running; i++) {
      const authorization = `Basic ${Buffer.from(`${login}:wrong-${n}-${i}`).toString('base64')}`;
      const res = await request(`${url}/rest-api/shop-analytics/orders`, {
        dispatcher: agent,
        headers: { authorization },
      });
      await res.body.arrayBuffer();
      if (res.statusCode === 401) answered++;
      else other++;
    }
  };
  const clients = Array.from({ length: FLOODERS }, (_, n) => client(n));
  return async () => {
    running = false;
    await Promise.all(clients);
    await agent.close();
    return { answered, other, perSecond: answered / ((performance.now() - started) / 1000) };
  };
}

const figures = (sorted) => ({
  n: sorted.length,
  median: percentile(sorted, 50),
  p99: percentile(sorted, 99),
  max: sorted[sorted.length - 1],
});

/**
 * Quiet and flooded phases take turns, ROUNDS times each, so that whatever else the machine does at
 * the time weighs on both alike; the figures are over all the reads of each kind.
 */
export async function passwordFlood() {
  const { child, url, admin } = await startServe();
  try {
    const first = await request(`${url}/rest-api/shop/store/cart`);
    const cartToken = first.headers['cart-token'];
    await first.body.arrayBuffer();
    await readCarts(url, cartToken); // warm-up: compiled code, cached statements
    const quiet = [];
    const flooded = [];
    const wrong = { answered: 0, other: 0, perSecond: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      quiet.push(...(await readCarts(url, cartToken)));
      const stop = flood(url, admin);
      flooded.push(...(await readCarts(url, cartToken)));
      const sent = await stop();
      wrong.answered += sent.answered;
      wrong.other += sent.other;
      wrong.perSecond += sent.perSecond / ROUNDS;
    }
    return { quiet: figures(quiet.sort((a, b) => a - b)), flooded: figures(flooded.sort((a, b) => a - b)), wrong };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { quiet, flooded, wrong } = await passwordFlood();
  console.log(`machine: ${machine()}`);
  console.log(
    `cart read, quiet:   median ${fmt(quiet.median, 2)} ms, p99 ${fmt(quiet.p99, 2)} ms, max ${fmt(quiet.max, 1)} ms (${quiet.n} reads)`,
  );
  console.log(
    `cart read, flooded: median ${fmt(flooded.median, 2)} ms, p99 ${fmt(flooded.p99, 2)} ms, max ${fmt(flooded.max, 1)} ms (${flooded.n} reads)`,
  );
  console.log(
    `  while ${FLOODERS} clients sent wrong passwords: ${wrong.answered} refused with 401 (${fmt(wrong.perSecond)} per second), ${wrong.other} other answers`,
  );
  console.log(
    `flooded / quiet: median ${fmt(flooded.median / quiet.median, 2)}x, p99 ${fmt(flooded.p99 / quiet.p99, 2)}x (goal: within 2x)`,
  );
}
