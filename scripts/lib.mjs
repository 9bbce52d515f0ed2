// Helpers shared by scripts/pack-test.mjs and scripts/node-matrix.mjs (plain Node, no dependency).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project these scripts belong to (the folder above scripts/). */
export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * The environment for every npm command: the registry is the only place anything comes from.
 * better-sqlite3 installs through prebuild-install, which downloads a prebuilt addon from GitHub; it is
 * built from source instead. Nothing here asks a question (`yes` stays off: a tool that is not installed
 * fails rather than being fetched).
 */
export function npmEnv(extra = {}) {
  return {
    ...process.env,
    npm_config_build_from_source: 'true',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    NO_COLOR: '1',
    ...extra,
  };
}

/**
 * Runs a command, collecting stdout and stderr (and appending both to `log` when given).
 * Resolves with { code, signal, stdout, stderr, ms }; never rejects on a non-zero exit.
 */
export function run(cmd, args, { cwd = ROOT, env = process.env, log, timeoutMs = 20 * 60_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const out = log ? createWriteStream(log, { flags: 'a' }) : undefined;
    out?.write(`\n$ ${[cmd, ...args].join(' ')}   (in ${cwd})\n`);
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      out?.write(d);
    });
    child.stderr.on('data', (d) => {
      stderr += d;
      out?.write(d);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      out?.end();
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      out?.write(`[exit ${code ?? signal} after ${(ms / 1000).toFixed(1)} s]\n`);
      out?.end(() => resolvePromise({ code, signal, stdout, stderr, ms }));
    });
  });
}

/** npm's own warning about the machine's `nodedir` user config is noise in the output we check. */
export function withoutNpmConfigWarnings(text) {
  return text
    .split('\n')
    .filter((l) => !/^npm warn Unknown (user|env|project|global) config/.test(l))
    .join('\n');
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The last `n` lines of a text, for a failure's context. */
export const tail = (text, n = 40) => text.trimEnd().split('\n').slice(-n).join('\n');
