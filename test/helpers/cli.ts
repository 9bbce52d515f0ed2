import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { HANG_GUARD_MS } from './hang-guard.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CLI = join(ROOT, 'dist/cli/shop-conformance.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a user would (npm test builds first). */
export function cli(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = HANG_GUARD_MS,
  cwd = ROOT,
): Promise<CliResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`CLI timed out: ${args.join(' ')}\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

/** `serve` in its own process; resolves once it prints where it listens. */
export function serve(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string; stop: () => Promise<void> }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not start:\n${out}`));
    }, HANG_GUARD_MS);
    const onData = (d: Buffer) => {
      out += d;
      const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePromise({
          child,
          url: m[1] as string,
          output: () => out,
          stop: () =>
            new Promise((r) => {
              child.once('close', () => r());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (!/listening on/.test(out)) reject(new Error(`serve exited ${code}:\n${out}`));
    });
  });
}
