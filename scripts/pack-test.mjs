#!/usr/bin/env node
// Installs shop-conformance the way README's CI recipes do, from the tarball `npm pack` makes:
//   npm pack (prepack empties dist/, prepare builds it) → the tarball's file list is checked →
//   an empty folder gets it as ./ci/<tarball> → `npm install --no-save ./ci/<tarball>` →
//   `npx --no shop-conformance run --suite index-shape` (the embedded reference server), which must exit 0;
//   then `npm install --no-save --omit=optional` into another folder (no better-sqlite3, as the CI recipes
//   install it) and `run --base-url` from there against the first install's `serve`.
// Usage: node scripts/pack-test.mjs [--keep]   (--keep leaves the temporary folder; it is kept on failure)
// Note: packing rebuilds this checkout's dist/ from scratch; run it in a clone, not a working tree others use.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { npmEnv, ROOT, run, seconds, tail, withoutNpmConfigWarnings } from './lib.mjs';

const keep = process.argv.includes('--keep');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'shop-conformance-pack-'));
const log = join(work, 'pack-test.log');
const env = npmEnv();
const problems = [];
const started = performance.now();

function fail(message) {
  problems.push(message);
  console.log(`FAIL ${message}`);
}

/**
 * The install's environment for better-sqlite3. A user's install unpacks a prebuilt binary that
 * prebuild-install downloads from GitHub, out of reach here; it takes one from a local folder as well
 * (npm_config_better_sqlite3_local_prebuilds), named as the download is. The checkout's own addon,
 * compiled by `npm ci` for this very Node, is packed so: the install then goes the way a user's does,
 * without compiling the addon a second time (150 s of CI). When the tarball's range resolves to
 * another version of better-sqlite3 than the checkout's, no such file matches and it compiles.
 */
function prebuiltAddon() {
  const root = join(ROOT, 'node_modules', 'better-sqlite3');
  const binary = join(root, 'build', 'Release', 'better_sqlite3.node');
  if (process.platform !== 'linux' || process.arch !== 'x64' || !existsSync(binary)) return { env, said: 'source' };
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-linux-x64.tar.gz`;
  const dir = join(work, 'prebuilds');
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['czf', join(dir, name), '-C', root, 'build/Release/better_sqlite3.node']);
  const { npm_config_build_from_source: _fromSource, ...rest } = env;
  return { env: { ...rest, npm_config_better_sqlite3_local_prebuilds: dir }, said: `a prebuilt ${name}` };
}

function finish() {
  const total = performance.now() - started;
  if (problems.length === 0) {
    console.log(`pack-test: OK in ${seconds(total)}`);
    if (!keep) rmSync(work, { recursive: true, force: true });
    else console.log(`pack-test: left ${work}`);
    process.exit(0);
  }
  console.log(`pack-test: ${problems.length} problem(s) in ${seconds(total)}; everything it ran is in ${log}`);
  process.exit(1);
}

// 1. Pack, as `npm publish` would: prepack empties dist/, prepare builds it, so nothing stale is shipped.
const pack = await run('npm', ['pack', '--json', '--pack-destination', work], { env, log });
if (pack.code !== 0) {
  fail(`npm pack exited ${pack.code}:\n${tail(withoutNpmConfigWarnings(pack.stderr + pack.stdout))}`);
  finish();
}
// Lifecycle scripts may print before the JSON: it is the last top-level array.
const packed = JSON.parse(pack.stdout.slice(pack.stdout.lastIndexOf('\n[\n') + 1 || pack.stdout.indexOf('[')))[0];
const files = packed.files.map((f) => f.path);
console.log(
  `packed ${packed.filename}: ${(packed.size / 1024).toFixed(0)} KiB, ${packed.entryCount} files (${(packed.unpackedSize / 1024 / 1024).toFixed(2)} MiB unpacked) in ${seconds(pack.ms)}`,
);

// 2. What it holds: what the installed tool reads or publishes (schemas/: the NDJSON events' JSON
// Schema), and nothing of the tests, benchmarks or CI.
// Of dist/, only the bundle (dist/cli/, scripts/bundle.mjs): tsc's output is for the benches.
const allowed = (p) =>
  /^(dist\/cli|suites|spec|schemas)\//.test(p) || /^(package\.json|README\.md|LICEN[CS]E(\.\w+)?)$/i.test(p);
for (const p of files.filter((p) => !allowed(p))) fail(`the tarball holds ${p}, which is not part of the tool`);
const needed = [
  'package.json',
  'README.md',
  pkg.bin['shop-conformance'],
  'dist/cli/embedded-worker.js',
  'suites/suite.schema.json',
  ...readdirSync(join(ROOT, 'suites'))
    .filter((n) => /\.ya?ml$/.test(n))
    .map((n) => `suites/${n}`),
];
for (const p of needed.filter((p) => !files.includes(p))) fail(`the tarball lacks ${p}`);
// Nothing stale: the bundle's folder is emptied before each build, and each of its files is an entry
// point or a chunk one of them imports (a chunk left by an older build would be neither).
const bundled = files.filter((p) => /^dist\/cli\/.*\.js$/.test(p));
const reachable = new Set(['dist/cli/shop-conformance.js', 'dist/cli/embedded-worker.js']);
for (const p of reachable) {
  if (!existsSync(join(ROOT, p))) continue;
  for (const m of readFileSync(join(ROOT, p), 'utf8').matchAll(
    /from\s*"\.\/([\w.-]+\.js)"|import\(\s*"\.\/([\w.-]+\.js)"\s*\)/g,
  ))
    reachable.add(`dist/cli/${m[1] ?? m[2]}`);
}
for (const p of bundled.filter((p) => !reachable.has(p)))
  fail(`the tarball holds ${p}, which no entry point of the bundle loads`);

// 3. Install it as README's CI recipes do, into a folder with nothing else in it.
const consumer = join(work, 'consumer');
mkdirSync(join(consumer, 'ci'), { recursive: true });
cpSync(join(work, packed.filename), join(consumer, 'ci', packed.filename));
const addon = prebuiltAddon();
const install = await run('npm', ['install', '--no-save', `./ci/${packed.filename}`], {
  cwd: consumer,
  env: addon.env,
  log,
});
const compiled = existsSync(join(consumer, 'node_modules', 'better-sqlite3', 'build', 'Release', 'obj.target'));
console.log(
  `npm install --no-save ./ci/${packed.filename}: exit ${install.code} in ${seconds(install.ms)} (better-sqlite3 ${compiled ? 'compiled' : `from ${addon.said}`})`,
);
if (install.code !== 0) {
  fail(`npm install exited ${install.code}:\n${tail(withoutNpmConfigWarnings(install.stderr + install.stdout))}`);
  finish();
}
const installed = join(consumer, 'node_modules', 'shop-conformance');
if (!existsSync(join(installed, 'package.json'))) fail(`npm installed the tarball somewhere else than ${consumer}`);
for (const dev of ['typescript', 'vitest']) {
  if (existsSync(join(consumer, 'node_modules', dev)))
    fail(`installing the tarball brought ${dev}, a development dependency`);
}
if (existsSync(join(consumer, 'package.json')) || existsSync(join(consumer, 'package-lock.json'))) {
  fail('npm install --no-save wrote a package.json or lock file into the folder');
}
// Nothing installed points back into this checkout.
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
for (const f of walk(installed)) {
  if (readFileSync(f, 'utf8').includes(ROOT))
    fail(`${relative(consumer, f)} names ${ROOT}, the checkout it was packed from`);
}

// 4. Run it from there: the version, the suites' lint, and the main command on one suite.
// `npx --no`: never fetch the name from the registry, whatever `yes` is. `--` keeps npx from taking
// `--version` for its own (it reads the word after `--no` as its value, then flags up to the command).
const npx = (args) => run('npx', ['--no', '--', 'shop-conformance', ...args], { cwd: consumer, env, log });
const version = await npx(['--version']);
if (version.code !== 0 || version.stdout.trim() !== pkg.version)
  fail(`--version said ${JSON.stringify(version.stdout.trim())} (exit ${version.code}), not ${pkg.version}`);
const validate = await npx(['validate']);
if (validate.code !== 0)
  fail(`validate of the built-in suites exited ${validate.code}:\n${tail(validate.stdout + validate.stderr)}`);
// The main command exactly as README's CI recipes write it.
const main = await run('npx', ['--no', 'shop-conformance', 'run', '--suite', 'index-shape'], {
  cwd: consumer,
  env,
  log,
});
console.log(
  `npx --no shop-conformance run --suite index-shape: exit ${main.code} in ${seconds(main.ms)}; ${/\d+ cases: .*/.exec(main.stdout)?.[0] ?? 'no summary'}`,
);
if (main.code !== 0) fail(`run --suite index-shape exited ${main.code}:\n${tail(main.stdout + main.stderr)}`);
else if (!/^(\d+) cases: \1 passed, 0 failed/m.test(main.stdout) || !/\nPASS\n$/.test(main.stdout))
  fail(`run --suite index-shape did not pass every case:\n${tail(main.stdout)}`);
const stderr = withoutNpmConfigWarnings(main.stderr).trim();
if (stderr) fail(`run --suite index-shape wrote to stderr:\n${tail(stderr)}`);

// 5. As README's CI recipes install it, against a shop of one's own: without optional dependencies, so
// without better-sqlite3 and nothing compiled. `run --base-url` needs no SQLite: it checks the reference
// server `serve` runs from the first install. The embedded server then runs on node:sqlite where this Node
// has it, and is otherwise refused in one line (exit 2).
const lean = join(work, 'lean');
mkdirSync(join(lean, 'ci'), { recursive: true });
cpSync(join(work, packed.filename), join(lean, 'ci', packed.filename));
const leanInstall = await run('npm', ['install', '--no-save', '--omit=optional', `./ci/${packed.filename}`], {
  cwd: lean,
  env,
  log,
});
console.log(
  `npm install --no-save --omit=optional ./ci/${packed.filename}: exit ${leanInstall.code} in ${seconds(leanInstall.ms)}`,
);
if (leanInstall.code !== 0) {
  fail(
    `npm install --omit=optional exited ${leanInstall.code}:\n${tail(withoutNpmConfigWarnings(leanInstall.stderr))}`,
  );
  finish();
}
if (existsSync(join(lean, 'node_modules', 'better-sqlite3'))) fail('--omit=optional installed better-sqlite3');
const engines = (install.stderr + leanInstall.stderr).match(/EBADENGINE.*package: '[^']+'/gs);
if (engines) fail(`npm warned of engines on ${process.version}:\n${engines.join('\n')}`);
// Started as node itself, not through npx, so that ending it ends the server.
const served = spawn(process.execPath, [join(installed, pkg.bin['shop-conformance']), 'serve', '--port', '0'], {
  cwd: consumer,
  env,
});
const url = await new Promise((resolveUrl) => {
  let out = '';
  const timer = setTimeout(() => resolveUrl(undefined), 30_000);
  served.stdout.on('data', (d) => {
    out += d;
    const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
    if (m) {
      clearTimeout(timer);
      resolveUrl(m[1]);
    }
  });
  served.on('close', () => resolveUrl(undefined));
});
if (!url) fail('serve (from the first install) did not say where it listens');
else {
  const gate = await run('npx', ['--no', 'shop-conformance', 'run', '--suite', 'index-shape', '--base-url', url], {
    cwd: lean,
    env,
    log,
  });
  console.log(
    `(without better-sqlite3) run --suite index-shape --base-url ${url}: exit ${gate.code} in ${seconds(gate.ms)}`,
  );
  if (gate.code !== 0 || !/\nPASS\n$/.test(gate.stdout) || withoutNpmConfigWarnings(gate.stderr).trim())
    fail(`run --base-url without better-sqlite3 exited ${gate.code}:\n${tail(gate.stdout + gate.stderr)}`);
}
served.kill('SIGTERM');
const embedded = await run('npx', ['--no', 'shop-conformance', 'run', '--suite', 'index-shape'], {
  cwd: lean,
  env,
  log,
});
const embeddedErr = withoutNpmConfigWarnings(embedded.stderr).trim();
if (process.getBuiltinModule('node:sqlite')) {
  console.log(`(without better-sqlite3) run --suite index-shape on node:sqlite: exit ${embedded.code}`);
  if (embedded.code !== 0 || embeddedErr)
    fail(`run on node:sqlite exited ${embedded.code}:\n${tail(embedded.stdout + embeddedErr)}`);
} else if (
  embedded.code !== 2 ||
  !/^shop-conformance run: the reference server needs a SQLite driver: [^\n]+$/.test(embeddedErr)
)
  fail(
    `run without any SQLite driver exited ${embedded.code}, not 2 with one line:\n${tail(embedded.stdout + embeddedErr)}`,
  );

finish();
