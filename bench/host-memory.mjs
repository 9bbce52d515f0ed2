// The reference server's memory against ever new Host headers: under `serve`'s defaults (no public URL)
// every address it writes is made from the Host header, and before issue 28 each new host kept its own
// 153 KB index document for good (6,000 hosts held 1.9 GB). In-process (app.inject): only the server's
// own memory is measured. Heap and resident size are sampled after a full collection, every tenth of
// the way; bounded means the last samples stand where the first did.
// BENCH_HOSTS (default 20000; 100000 takes ~5 min, each new host building its index, ~3 ms); BENCH_DIST
// (default ../dist) to measure another build.
import v8 from 'node:v8';
import vm from 'node:vm';
import { fmt } from './lib.mjs';

const DIST = process.env.BENCH_DIST ?? '../dist';
const { buildApp } = await import(`${DIST}/reference-server/app.js`);
const { createStorage } = await import(`${DIST}/reference-server/storage/index.js`);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const HOSTS = Number(process.env.BENCH_HOSTS ?? 20_000);
const MB = 1024 * 1024;

const storage = createStorage({ path: ':memory:', seed: true });
const app = await buildApp({ secret: 'bench', storage });
await app.ready();

const sample = () => {
  gc();
  const { heapUsed, rss, external } = process.memoryUsage();
  return { heap: heapUsed / MB, rss: rss / MB, external: external / MB };
};
const start = sample();
const samples = [];
for (let i = 0; i < HOSTS; i++) {
  const path = i % 4 === 0 ? '/rest-api/shop/v3' : '/rest-api/';
  const res = await app.inject({ method: 'GET', url: path, headers: { host: `h${i}.bench.test` } });
  if (res.statusCode !== 200) throw new Error(`host ${i}: ${res.statusCode}`);
  // Let the event loop turn, as it does between requests on a socket: inject's clean-up runs as an
  // immediate, and a loop of awaits alone would pile those up and measure them instead.
  await new Promise(setImmediate);
  if ((i + 1) % Math.ceil(HOSTS / 10) === 0) samples.push({ hosts: i + 1, ...sample() });
}
console.log(`start: heap ${fmt(start.heap)} MB, rss ${fmt(start.rss)} MB`);
for (const s of samples)
  console.log(`after ${s.hosts} hosts: heap ${fmt(s.heap)} MB, external ${fmt(s.external)} MB, rss ${fmt(s.rss)} MB`);
const peak = Math.max(...samples.map((s) => s.heap));
console.log(`heap growth, peak over start: ${fmt(peak - start.heap)} MB for ${HOSTS} distinct hosts`);
await app.close();
storage.close();
