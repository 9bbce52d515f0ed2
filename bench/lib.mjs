// Shared pieces of the benchmark scripts: a bounded undici load loop and percentiles.
import os from 'node:os';
import { Agent, request } from 'undici';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Sends `make()` requests from `concurrency` workers for `durationMs` (and at most `maxRequests`),
 * loopback only. Returns requests per second and latency percentiles in milliseconds.
 */
export async function load(url, { concurrency = 8, durationMs = 2000, maxRequests = 200_000, make = () => ({}) } = {}) {
  const agent = new Agent({ connections: concurrency, keepAliveTimeout: 10_000 });
  const latencies = [];
  let sent = 0;
  let failed = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent++;
      const { url: target = url, ...options } = make(sent);
      const started = performance.now();
      const res = await request(target, { dispatcher: agent, ...options });
      await res.body.arrayBuffer();
      if (res.statusCode >= 500) failed++;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  await agent.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / (elapsed / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

export function machine() {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`;
}

/** What a child run is pointed at: an embedded server's URL, API root and credentials. */
export const targetOf = (server) => ({
  baseUrl: server.url,
  apiRoot: server.apiRoot,
  admin: server.credentials.admin,
  customer: server.credentials.customer,
});
