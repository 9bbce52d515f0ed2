#!/usr/bin/env node
// shop-conformance beside Newman and Step CI on the same requests with the same check (the status each
// answers), one request at a time, each tool a whole process of its own, against one reference server
// (`serve`, started once and warmed). The tools are installed into a scratch folder from the npm
// registry, never into the project: node bench/compare-tools.mjs [rounds] [scratch folder].
//
// The requests: every GET route of the catalog without a path parameter, in five variants (page 1–5,
// per_page 1, context view where the route takes it), with the administrator's credentials; each
// request's status is asked of the server once beforehand, and every tool checks exactly that status.
// Rounds alternate the tools; the figure is the median of per-round ratios (the machine drifts).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalog } from '../dist/spec/index.js';

const CLI = fileURLToPath(new URL('../dist/cli/shop-conformance.js', import.meta.url));
const rounds = Number(process.argv[2] ?? 5);
const scratch = process.argv[3] ?? join(tmpdir(), 'shop-conformance-compare-tools');
const ADMIN = 'admin:compare-secret-1';
const auth = `Basic ${Buffer.from(ADMIN).toString('base64')}`;

// 1. The tools, in a scratch folder (cached between invocations).
mkdirSync(scratch, { recursive: true });
if (!existsSync(join(scratch, 'node_modules/.bin/newman')) || !existsSync(join(scratch, 'node_modules/.bin/stepci'))) {
  writeFileSync(join(scratch, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', 'newman@6', 'stepci@2'], {
    cwd: scratch,
    stdio: 'inherit',
  });
}
const versions = Object.fromEntries(
  ['newman', 'stepci'].map((name) => [
    name,
    JSON.parse(
      execFileSync('node', ['-p', `JSON.stringify(require('${name}/package.json').version)`], {
        cwd: scratch,
        encoding: 'utf8',
      }),
    ),
  ]),
);

// 2. One reference server for every tool.
const server = spawn(
  process.execPath,
  [CLI, 'serve', '--port', '0', '--admin', ADMIN, '--customer', 'c:compare-secret-2'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const base = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
    if (m) resolve(m[1]);
  });
  server.on('exit', () => reject(new Error(`serve exited: ${out}`)));
});

// 3. The requests and the status each gets.
const catalog = buildCatalog('primary');
const requests = [];
for (const route of catalog.routes) {
  if (route.pattern.includes('(?P<')) continue;
  const endpoint = route.endpoints.find((e) => e.methods.includes('GET'));
  if (!endpoint) continue;
  for (let variant = 1; variant <= 5; variant++) {
    const query = new URLSearchParams();
    if (endpoint.args.page) query.set('page', String(variant));
    if (endpoint.args.per_page) query.set('per_page', '1');
    if (endpoint.args.context && variant % 2) query.set('context', 'view');
    if (query.size === 0) query.set('variant', String(variant));
    requests.push({ url: `${base}/rest-api${route.pattern === '/' ? '/' : route.pattern}?${query}` });
  }
}
for (const r of requests) r.status = (await fetch(r.url, { headers: { authorization: auth } })).status;

// 4. The same requests and checks, as each tool reads them.
const dir = join(scratch, 'inputs');
mkdirSync(dir, { recursive: true });
const suite = join(dir, 'compare.yaml');
writeFileSync(
  suite,
  [
    'id: compare',
    'title: the requests the tools are compared on',
    'defaults:',
    '  level: must',
    'cases:',
    ...requests.flatMap((r, i) => [
      `  - id: r${i}`,
      `    title: request ${i}`,
      `    request: { path: ${JSON.stringify(r.url.slice(`${base}/rest-api`.length).split('?')[0])}, query: ${JSON.stringify(Object.fromEntries(new URL(r.url).searchParams))}, auth: admin }`,
      `    expect: [ { status: ${r.status} } ]`,
      // A suite of one's own names the source of a must-level check no statement of the document backs.
      '    own: the status the reference server answered when the benchmark was set up',
    ]),
  ].join('\n'),
);
const collection = join(dir, 'compare.postman_collection.json');
writeFileSync(
  collection,
  JSON.stringify({
    info: { name: 'compare', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: requests.map((r, i) => ({
      name: `request ${i}`,
      request: { method: 'GET', url: r.url, header: [{ key: 'Authorization', value: auth }] },
      event: [
        { listen: 'test', script: { exec: [`pm.test('status', () => pm.response.to.have.status(${r.status}));`] } },
      ],
    })),
  }),
);
const workflow = join(dir, 'compare.stepci.yml');
writeFileSync(
  workflow,
  [
    'version: "1.1"',
    'name: compare',
    'tests:',
    '  compare:',
    '    steps:',
    ...requests.flatMap((r, i) => [
      `      - name: request ${i}`,
      '        http:',
      `          url: ${JSON.stringify(r.url)}`,
      '          method: GET',
      '          headers:',
      `            Authorization: ${JSON.stringify(auth)}`,
      '          check:',
      `            status: ${r.status}`,
    ]),
  ].join('\n'),
);

// 5. Whole processes, one request at a time, alternating.
const bin = (name) => join(scratch, 'node_modules/.bin', name);
const TOOLS = {
  'shop-conformance': [
    process.execPath,
    [CLI, 'run', '--base-url', base, '--suite', suite, '--concurrency', '1', '--reporter', 'json=/dev/null'],
    { SHOP_CONFORMANCE_AUTH: ADMIN },
  ],
  newman: [bin('newman'), ['run', collection, '--reporters', 'json', '--reporter-json-export', '/dev/null'], {}],
  'step ci': [bin('stepci'), ['run', workflow], { STEPCI_DISABLE_ANALYTICS: 'true' }],
};
const times = Object.fromEntries(Object.keys(TOOLS).map((t) => [t, []]));
const once = (name) => {
  const [cmd, args, env] = TOOLS[name];
  const started = performance.now();
  const run = spawnSync(cmd, args, { env: { ...process.env, ...env }, encoding: 'utf8', cwd: scratch });
  const ms = performance.now() - started;
  if (run.status !== 0)
    throw new Error(`${name} exited ${run.status}:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  return ms;
};
try {
  for (const name of Object.keys(TOOLS)) once(name); // warm-up, untimed: caches, the server's code paths
  for (let round = 0; round < rounds; round++) for (const name of Object.keys(TOOLS)) times[name].push(once(name));
} finally {
  server.kill('SIGTERM');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ours = times['shop-conformance'];
console.log(
  `${requests.length} requests, one at a time, each tool a whole process; newman ${versions.newman}, stepci ${versions.stepci}; ${rounds} rounds`,
);
for (const [name, xs] of Object.entries(times)) {
  const ratios = xs.map((x, i) => x / ours[i]);
  console.log(
    `${name.padEnd(17)} median ${(median(xs) / 1000).toFixed(2)} s (${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})${name === 'shop-conformance' ? '' : `; ${median(ratios).toFixed(1)}× shop-conformance (rounds ${ratios.map((r) => r.toFixed(1)).join(', ')})`}`,
  );
}
