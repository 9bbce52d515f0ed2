#!/usr/bin/env node
// The fuzz phase's throughput against the embedded reference server: the built CLI runs every suite
// and then `--fuzz N --seed S` (default 70 and 1: about 11,000 generated requests over 159 endpoints),
// and the figures come from its JSON report: requests the phase sent, the phase's own duration (the
// fuzz suite's), requests per second, and how many cases failed (the reference server must pass).
// Usage: node bench/fuzz.mjs [runs] [seed] [rounds]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli/shop-conformance.js', import.meta.url));
const [runs = '70', seed = '1', rounds = '3'] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'bench-fuzz-'));

const figures = [];
for (let round = 0; round < Number(rounds); round++) {
  const report = join(dir, `r${round}.json`);
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [CLI, 'run', '--fuzz', runs, '--seed', seed, '--reporter', `json=${report}`],
    {
      encoding: 'utf8',
    },
  );
  const wallMs = performance.now() - started;
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const fuzz = result.suites.find((s) => s.id === 'fuzz');
  const requests = fuzz.cases.reduce((n, c) => n + (c.fuzz?.requests ?? 0), 0);
  const outcomes = {};
  for (const c of fuzz.cases) outcomes[c.outcome] = (outcomes[c.outcome] ?? 0) + 1;
  figures.push({
    requests,
    ms: fuzz.durationMs,
    wallMs,
    exit: run.status,
    failed: result.totals.failed,
    errored: result.totals.errored,
    outcomes,
  });
}
figures.sort((a, b) => a.requests / a.ms - b.requests / b.ms);
const median = figures[Math.floor(figures.length / 2)];
for (const f of figures)
  console.log(
    `fuzz ${runs}/endpoint seed ${seed}: ${f.requests} requests in ${(f.ms / 1000).toFixed(2)} s = ${Math.round((f.requests / f.ms) * 1000)} req/s (whole run ${(f.wallMs / 1000).toFixed(1)} s, exit ${f.exit}, ${f.failed} failed, ${f.errored} errored; endpoints ${JSON.stringify(f.outcomes)})`,
  );
console.log(`median: ${Math.round((median.requests / median.ms) * 1000)} req/s`);
