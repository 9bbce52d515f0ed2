// Peak memory of a full default run against a target that answers every request but its index with a
// 2 GB body (goal: the CLI's peak RSS at most 300 MB). The target serves the reference server's own
// index answers (taken from the embedded server first), so every case passes its prerequisites and
// sends its request, and every answer it gets is one the engine must cut at --max-response-bytes
// (default 10 MiB). The bodies are streamed as the CLI reads them, never held here. The CLI runs as a
// user runs it, in a process of its own, with every report written; its peak RSS is what the kernel
// counted (`process.resourceUsage().maxRSS`, written as it exits), cross-checked by sampling VmHWM.
// `npm run build && node bench/hostile-memory.mjs [--suite …]`
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine } from './lib.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/shop-conformance.js', import.meta.url));
const { startEmbeddedServer } = await import(new URL('../dist/reference-server/embedded.js', import.meta.url).href);
const GOAL_MB = 300;
const BODY_BYTES = 2 * 1024 ** 3;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** The index of each site as the reference server answers it: what the hostile target answers for them. */
async function indexAnswers() {
  const server = await startEmbeddedServer();
  try {
    const read = async (path) => Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
    return {
      apiRoot: server.apiRoot,
      answers: new Map([
        [`${server.apiRoot}/`, await read(`${server.apiRoot}/`)],
        [`/de${server.apiRoot}/`, await read(`/de${server.apiRoot}/`)],
      ]),
    };
  } finally {
    await server.close();
  }
}

/** A raw target: the index as it is, anything else `200` with a 2 GB body written as fast as it is read. */
async function startTarget(answers) {
  const stats = { requests: 0, bodies: 0, bytes: 0 };
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      stats.bytes += socket.bytesWritten;
      sockets.delete(socket);
    });
    let head = '';
    const onData = (data) => {
      head += data.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      socket.on('data', () => undefined);
      stats.requests++;
      const path = head.slice(0, end).split(' ')[1]?.split('?')[0] ?? '/';
      const index = answers.get(path);
      if (index) {
        socket.end(
          Buffer.concat([
            Buffer.from(
              `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${index.length}\r\nconnection: close\r\n\r\n`,
            ),
            index,
          ]),
        );
        return;
      }
      stats.bodies++;
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${BODY_BYTES}\r\nconnection: close\r\n\r\n`,
      );
      let sent = 0;
      const more = () => {
        while (sent < BODY_BYTES) {
          if (socket.destroyed) return;
          sent += CHUNK.length;
          if (!socket.write(CHUNK)) {
            socket.once('drain', more);
            return;
          }
        }
        socket.end();
      };
      more();
    };
    socket.on('data', onData);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats: () => ({ ...stats, bytes: stats.bytes + [...sockets].reduce((n, s) => n + s.bytesWritten, 0) }),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// Loaded into the CLI's process before it starts: its peak resident set, written as it exits.
const PEAK_HOOK = `data:text/javascript,${encodeURIComponent('import { writeFileSync } from "node:fs"; process.on("exit", () => writeFileSync(process.env.PEAK_RSS_FILE, String(process.resourceUsage().maxRSS)));')}`;

function vmHwmKb(pid) {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function runCli(target, extra) {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-memory-'));
  const files = { json: join(dir, 'report.json'), junit: join(dir, 'report.xml'), html: join(dir, 'report.html') };
  const peakFile = join(dir, 'peak-rss');
  const args = [
    ...(process.env.EXTRA_IMPORT ? ['--import', process.env.EXTRA_IMPORT] : []),
    '--import',
    PEAK_HOOK,
    CLI,
    'run',
    '--base-url',
    target.url,
    // Credentials the target never refuses: cases that need them run (and meet 2 GB) instead of being skipped.
    '--auth',
    'bench:bench-password',
    '--customer-auth',
    'shopper:shopper-password',
    '--reporter',
    'console',
    '--reporter',
    `json=${files.json}`,
    '--reporter',
    `junit=${files.junit}`,
    '--reporter',
    `html=${files.html}`,
    ...extra,
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NO_COLOR: '1', PEAK_RSS_FILE: peakFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let sampledKb = 0;
  const sampler = setInterval(() => {
    sampledKb = Math.max(sampledKb, vmHwmKb(child.pid));
  }, 20);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const ms = performance.now() - started;
  const result = JSON.parse(readFileSync(files.json, 'utf8'));
  return {
    code,
    ms,
    stderr,
    summary: stdout.trim().split('\n').slice(-2).join(' / '),
    peakMb: Number(readFileSync(peakFile, 'utf8')) / 1024,
    sampledMb: sampledKb / 1024,
    totals: result.totals,
    reports: Object.fromEntries(Object.entries(files).map(([k, f]) => [k, statSync(f).size])),
  };
}

const { answers } = await indexAnswers();
const target = await startTarget(answers);
try {
  const run = await runCli(target, process.argv.slice(2));
  const served = target.stats();
  const mb = (n) => (n / 2 ** 20).toFixed(0);
  console.log(`machine: ${machine()}`);
  console.log(
    `full default run against 2 GB bodies: exit ${run.code}, ${(run.ms / 1000).toFixed(1)} s, ${run.totals.total} cases (${run.totals.passed} passed, ${run.totals.failed} failed, ${run.totals.errored} errored, ${run.totals.skipped} skipped, ${run.totals.blocked} blocked)`,
  );
  console.log(
    `target: ${served.requests} requests, ${served.bodies} answered with 2 GB bodies, ${mb(served.bytes)} MB written in all (${mb(served.bytes / Math.max(1, served.bodies))} MB per body before the CLI stopped reading)`,
  );
  console.log(
    `reports: JSON ${mb(run.reports.json)} MB, JUnit ${mb(run.reports.junit)} MB, HTML ${mb(run.reports.html)} MB`,
  );
  console.log(
    `CLI peak RSS: ${run.peakMb.toFixed(0)} MB (maxRSS at exit; VmHWM sampled: ${run.sampledMb.toFixed(0)} MB); goal at most ${GOAL_MB} MB: ${run.peakMb <= GOAL_MB ? 'met' : 'NOT met'}`,
  );
  if (run.code !== 0 && run.code !== 1) console.log(`unexpected exit ${run.code}:\n${run.stderr.slice(0, 2000)}`);
  if (run.peakMb > GOAL_MB || (run.code !== 0 && run.code !== 1)) process.exitCode = 1;
} finally {
  await target.close();
}
