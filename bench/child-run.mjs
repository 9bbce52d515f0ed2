// One full default run in a process of its own, so that it pays its own warm-up and nothing else's.
// Input (JSON in argv[2]): { target?, concurrency, recordTo?, dist?, untuned?, examineReplies? }; without a target it
// starts the embedded server first (outside the timing). It tunes V8 as the CLI's run command does
// unless `untuned`. Prints { ms, cpuMs, planMs, cases, requests, ... } as JSON. Imports are not timed.
import { writeFileSync } from 'node:fs';
const input = JSON.parse(process.argv[2] ?? '{}');
// Another build may be named, to compare two versions of the engine against one server.
const dist = input.dist ?? new URL('../dist/', import.meta.url).href;
const { startEmbeddedServer } = await import(new URL('reference-server/embedded.js', dist).href);
const { runConformance } = await import(new URL('src/engine.js', dist).href);
// As the CLI's run command does before its work (bin/short-run.ts), unless asked not to.
if (!input.untuned)
  (await import(new URL('bin/short-run.js', dist).href).catch(() => ({ tuneForShortRun() {} }))).tuneForShortRun();
const server = input.target ? undefined : await startEmbeddedServer();
const target = input.target ?? {
  baseUrl: server.url,
  apiRoot: server.apiRoot,
  admin: server.credentials.admin,
  customer: server.credentials.customer,
};
const recorded = [];
let firstRequestMs; // the first request after the probe
let planMs;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await runConformance(
  {
    suitePaths: [],
    target: { ...target, headers: {}, embedded: !input.target },
    selection: { readOnly: false, haveAdmin: true, haveCustomer: true },
    strict: false,
    concurrency: input.concurrency ?? 8,
    timeoutMs: 10_000,
    maxResponseBytes: 10 * 1024 * 1024,
    ...(input.examineReplies === false ? { examineReplies: false } : {}),
    record: (r) => {
      if (recorded.length === 1) firstRequestMs = performance.now() - started;
      recorded.push(r);
    },
  },
  (events) =>
    events.on('run:start', () => {
      planMs = performance.now() - started;
    }),
);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
if (input.recordTo) writeFileSync(input.recordTo, JSON.stringify(recorded));
await server?.close();
const failing = result.suites.flatMap((s) =>
  s.cases
    .filter((c) => c.level === 'must' && (c.outcome === 'failed' || c.outcome === 'errored'))
    .map((c) => `${s.id}/${c.id}: ${c.error?.message ?? c.failures[0]?.message}`),
);
process.stdout.write(
  JSON.stringify({
    ms,
    planMs,
    firstRequestMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    userMs: cpu.user / 1000,
    cases: result.totals.total,
    requests: recorded.length,
    // What the examination of every answer reported: its routes and findings, and the answers it examined.
    examined: (() => {
      const replies = result.suites.find((s) => s.id === 'replies')?.cases ?? [];
      return { cases: replies.length, answers: replies.reduce((n, c) => n + (c.reply?.answers ?? 0), 0) };
    })(),
    mustFailed: result.totals.mustFailed,
    failing,
  }),
);
