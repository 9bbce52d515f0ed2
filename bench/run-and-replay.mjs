// CLI overhead and the full default run: the run's own wall time against a bare undici replay of the
// exact requests it sent, at the same concurrency; then the run at concurrency 1; then CLI start-up.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { startEmbeddedServer } from '../dist/reference-server/embedded.js';
import { runConformance } from '../dist/src/engine.js';
import { fmt } from './lib.mjs';

const CONCURRENCY = 8;

async function fullRun(concurrency, record) {
  const server = await startEmbeddedServer();
  try {
    const started = performance.now();
    const result = await runConformance({
      suitePaths: [],
      target: { baseUrl: server.url, apiRoot: server.apiRoot, admin: server.credentials.admin, customer: server.credentials.customer, headers: {}, embedded: true },
      selection: { readOnly: false, haveAdmin: true, haveCustomer: true },
      strict: false, concurrency, timeoutMs: 10_000, maxResponseBytes: 10 * 1024 * 1024, record,
    });
    return { ms: performance.now() - started, result, server };
  } catch (error) {
    await server.close();
    throw error;
  }
}

async function replay(requests, concurrency) {
  const agent = new Agent({ connections: concurrency });
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const res = await request(r.url, { method: r.method, headers: r.headers, body: r.body, dispatcher: agent });
      await res.body.arrayBuffer();
    }
  }));
  const ms = performance.now() - started;
  await agent.close();
  return ms;
}

export async function runAndReplay() {
  const recorded = [];
  const run = await fullRun(CONCURRENCY, (r) => recorded.push(r));
  const bare = await replay(recorded, CONCURRENCY);
  await run.server.close();
  const serial = await fullRun(1);
  await serial.server.close();
  const cli = fileURLToPath(new URL('../dist/bin/shop-conformance.js', import.meta.url));
  const startups = Array.from({ length: 5 }, () => {
    const t = performance.now();
    spawnSync(process.execPath, [cli, '--help'], { stdio: 'ignore' });
    return performance.now() - t;
  }).sort((a, b) => a - b);
  const cases = run.result.totals.total;
  return {
    cases,
    requests: recorded.length,
    fullRunMs: run.ms,
    bareReplayMs: bare,
    overheadRatio: run.ms / bare,
    casesPerSecond: cases / (run.ms / 1000),
    serialRunMs: serial.ms,
    serialCasesPerSecond: cases / (serial.ms / 1000),
    cliStartupMs: startups[2],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runAndReplay();
  console.log(`full default run: ${r.cases} cases, ${r.requests} requests sent, ${fmt(r.fullRunMs, 0)} ms at concurrency ${CONCURRENCY} (${fmt(r.casesPerSecond, 0)} cases/s)`);
  console.log(`bare undici replay of the same requests: ${fmt(r.bareReplayMs, 0)} ms; overhead ratio ${fmt(r.overheadRatio, 2)} (target <= 1.3)`);
  console.log(`at concurrency 1: ${fmt(r.serialRunMs, 0)} ms (${fmt(r.serialCasesPerSecond, 0)} cases/s)`);
  console.log(`CLI start-up (--help, median of 5): ${fmt(r.cliStartupMs, 0)} ms`);
}
