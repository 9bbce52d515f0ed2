import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { xmllint } from '../helpers/xmllint.js';
import { KEPT_BODY_BYTES } from '../../src/answers/kept.js';
import { CLI, ROOT } from '../helpers/cli.js';
import { runAgainstHostile, type HostileRun } from '../helpers/hostile-run.js';
import {
  DEEP_NESTING_LEVELS,
  HOSTILE_MODES,
  startHostileTarget,
  TWO_GIGABYTES,
  type HostileMode,
} from '../helpers/hostile-target.js';

/**
 * The built CLI against each hostile mode (test/helpers/hostile-target.ts), as a user runs it: it
 * finishes within its timeouts, exits 1 (a must-level case did not pass; never the crash code), and
 * writes every report requested, each valid (`runAgainstHostile` parses the JSON, validates the JUnit
 * against its XSD and reads the HTML). Peak memory against 2 GB bodies is measured by
 * bench/hostile-memory.mjs, not here.
 */
const TIMEOUT_MS = 1000;
/**
 * Parsing one object of a million members takes V8 about 2 s, on the main thread: with two such
 * answers parsed while a third arrives, a 1.5 s deadline would time out an answer that came in time.
 */
// Modes judged on what they send, not on time, get time enough for a loaded machine: a 10 MiB endless
// answer is cut at the size limit, not at a deadline a busy CI reached first (it did, under load).
const timeoutOf = (mode: HostileMode) => (mode === 'many-keys' || mode === 'endless' ? 30_000 : TIMEOUT_MS);
const CONCURRENCY = 2;
const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

const outcomes = (run: HostileRun) => Object.fromEntries(Object.values(run.cases).map((c) => [c.id, c.outcome]));
const errorOf = (c: CaseResult | undefined) => c?.error;

/** What each mode must come to, besides what every run must (below). */
const EXPECT: Record<HostileMode, (run: HostileRun) => void> = {
  'deep-nesting': (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({
      code: 'too-deep',
      message: 'the body nests deeper than 1000 levels; not judged',
    });
    // Read as text, the same answer is judged as any other.
    expect(run.cases.raw?.outcome).toBe('passed');
    expect(run.cases.judged?.exchange?.response?.bodySize).toBe(DEEP_NESTING_LEVELS * 2 + '{"ok":true,"deep":}'.length);
  },
  'many-keys': (run) => {
    expect(outcomes(run)).toMatchObject({ judged: 'passed', differs: 'failed', raw: 'passed', prototype: 'passed' });
    // `/toString` names no member of the answer: nothing is captured, what needs it is skipped.
    expect(run.cases['uses-capture']).toMatchObject({ outcome: 'skipped' });
    expect(run.cases['uses-capture']?.skipReason).toContain('leaked');
  },
  endless: (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({ code: 'too-large' });
    expect(run.cases.judged?.exchange?.response).toMatchObject({
      truncated: true,
      bodySize: DEFAULT_MAX_RESPONSE_BYTES,
    });
  },
  'two-gigabytes': (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({ code: 'too-large' });
    expect(run.cases.judged?.error?.message).toContain(`declaring ${TWO_GIGABYTES} bytes`);
    // The read stops as soon as the length is known to be over the limit: the target sent a sliver of its 2 GB per case.
    expect(run.target.bytesSent()).toBeLessThan(run.target.requests() * 2 * DEFAULT_MAX_RESPONSE_BYTES);
  },
  drip: (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({
      code: 'timeout',
      message: `no complete answer within ${TIMEOUT_MS} ms`,
    });
  },
  'black-hole': (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({
      code: 'timeout',
      message: `no complete answer within ${TIMEOUT_MS} ms`,
    });
  },
  reset: (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({ code: 'reset' });
  },
  truncated: (run) => {
    expect(errorOf(run.cases.judged)?.code).toMatch(/^(protocol|reset)$/);
  },
  'redirect-loop': (run) => {
    // A redirect is an answer to judge, never followed: one request per case, and the index look.
    expect(run.cases.judged?.failures[0]).toMatchObject({ check: 'status', expected: 200, actual: 302 });
    expect(run.target.requests()).toBeLessThanOrEqual(10);
  },
  'gzip-bomb': (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({ code: 'not-json' });
    expect(run.cases.judged?.error?.message).toContain('content-encoding: gzip');
    // Never inflated: what was kept is a cut of the compressed bytes, whose real size is noted.
    expect(run.cases.judged?.exchange?.response?.bodySize).toBeLessThan(10 * 1024 * 1024);
  },
  'invalid-utf8': (run) => {
    expect(outcomes(run)).toMatchObject({ judged: 'passed', differs: 'failed' });
  },
  'control-characters': (run) => {
    expect(outcomes(run)).toMatchObject({ judged: 'passed', differs: 'failed', raw: 'passed' });
    // `differs` quotes the string with every control and non-XML character: the JUnit file holds it,
    // well-formed (validated above), each character XML 1.0 cannot hold replaced.
    expect(run.junit).toContain('lone');
    // eslint-disable-next-line no-control-regex
    expect(run.junit).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
  },
  'interim-1xx': (run) => {
    // An interim answer nobody asked for is skipped; the final one is judged.
    expect(outcomes(run)).toMatchObject({ judged: 'passed', differs: 'failed', raw: 'passed' });
  },
  'huge-headers': (run) => {
    expect(errorOf(run.cases.judged)).toMatchObject({
      code: 'too-large',
      message: "the answer's status line and headers exceed 64 KiB; not read further",
    });
  },
};

describe('the CLI against a hostile target', () => {
  for (const mode of HOSTILE_MODES) {
    // It ends (the hang guard, test/helpers/hang-guard.ts): how soon is measured in bench/, not asserted.
    it(`${mode}: finishes, exits 1, writes every report valid, keeps bodies cut`, async () => {
      const run = await runAgainstHostile(mode, { timeoutMs: timeoutOf(mode), concurrency: CONCURRENCY });
      expect(run.cli.code, run.cli.stderr).toBe(EXIT.mustFailure);
      expect(run.cli.stderr).not.toMatch(/internal error|Maximum call stack|Invalid string length|at .*\.js:\d+/);
      // The five cases of the hostile suite; the examination of every answer adds what it found in them.
      expect(run.result.suites.filter((s) => s.id !== 'replies').flatMap((s) => s.cases)).toHaveLength(5);
      // Every case is judged, errored or held back for a reason: none crashed into nothing.
      for (const c of Object.values(run.cases)) {
        expect(['passed', 'failed', 'errored', 'skipped', 'blocked']).toContain(c.outcome);
        const response = c.exchange?.response;
        if (response) {
          // Cut once, when the result was made, with the real size noted.
          expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(KEPT_BODY_BYTES);
          if (response.bodySize !== undefined)
            expect(response.bodySize).toBeGreaterThan(Buffer.byteLength(response.body));
        }
      }
      expect(run.html).toMatch(/^<!doctype html>[\s\S]*<\/html>\s*$/i);
      EXPECT[mode](run);
    });
  }
});

/** The built CLI in a process of its own, interrupted by signals once it has printed its header. */
async function interrupted(
  args: string[],
  signals: number,
  afterMarks = 0,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, 'run', ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  // The header, then a progress line (`--progress-interval 1`) with at least as many cases done as asked for.
  const done = () => Math.max(0, ...[...stdout.matchAll(/^(\d+)\/\d+ cases/gm)].map((m) => Number(m[1])));
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (d) => {
      stdout += d;
      if (stdout.includes('cases in') && (afterMarks === 0 || done() >= afterMarks)) resolve();
    }),
  );
  for (let i = 0; i < signals; i++) {
    child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 100));
  }
  const code = await closed;
  return { code, stdout, stderr };
}

describe('Ctrl-C', () => {
  it('against a target that never answers: stops within the cleanup deadline, writes the reports marked interrupted, exits 130', async () => {
    const target = await startHostileTarget('black-hole');
    const dir = mkdtempSync(join(tmpdir(), 'ctrl-c-'));
    const json = join(dir, 'r.json');
    const junit = join(dir, 'r.xml');
    try {
      const run = await interrupted(
        [
          '--allow-writes',
          '--base-url',
          target.base,
          '--timeout',
          '3600000',
          '--reporter',
          'console',
          '--reporter',
          `json=${json}`,
          '--reporter',
          `junit=${junit}`,
        ],
        1,
      );
      expect(run.code).toBe(EXIT.interrupted);
      // It ended though each request may wait an hour (--timeout): what was in flight was given the
      // cleanup deadline, no more. How soon after the signal is measured in bench/interrupt.mjs.
      expect(run.stderr).toContain('interrupted (SIGINT): no new case is sent');
      const result = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
      expect(result.interrupted).toBe(true);
      // Nothing the target was not given its time for counts against it.
      expect(result.totals.failed + result.totals.errored).toBe(0);
      expect(result.totals.skipped).toBe(result.totals.total);
      expect(run.stdout).toMatch(/INTERRUPTED \(Ctrl-C\): \d+ cases not run/);
      // No PASS of the whole: what was not run is unknown.
      expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('INTERRUPTED: no verdict on the whole run');
      expect(run.stdout).not.toMatch(/^PASS/m);
      const xml = readFileSync(junit, 'utf8');
      await expect(xmllint(xml)).resolves.toBeUndefined();
      expect(xml).toContain('<property name="interrupted" value="true"/>');
    } finally {
      await target.close();
    }
  });

  it('against the reference server: the cases already run keep their verdicts, and nothing not run counts against it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctrl-c-'));
    const json = join(dir, 'r.json');
    const run = await interrupted(
      ['--concurrency', '1', '--progress-interval', '1', '--reporter', 'console', '--reporter', `json=${json}`],
      1,
      50,
    );
    expect(run.code).toBe(EXIT.interrupted);
    const result = JSON.parse(readFileSync(json, 'utf8')) as RunResult;
    expect(result.interrupted).toBe(true);
    expect(result.totals.passed).toBeGreaterThan(0);
    expect(result.totals.failed + result.totals.errored).toBe(0);
    expect(result.totals.skipped).toBeGreaterThan(0);
  });

  it('a second Ctrl-C stops at once and writes nothing', async () => {
    const target = await startHostileTarget('black-hole');
    const dir = mkdtempSync(join(tmpdir(), 'ctrl-c-'));
    const json = join(dir, 'r.json');
    try {
      const run = await interrupted(
        [
          '--allow-writes',
          '--base-url',
          target.base,
          '--timeout',
          '3600000',
          '--reporter',
          'console',
          '--reporter',
          `json=${json}`,
        ],
        2,
      );
      expect(run.code).toBe(EXIT.interrupted);
      expect(run.stderr).toContain('stopped (SIGINT again); no report written');
      expect(existsSync(json)).toBe(false);
    } finally {
      await target.close();
    }
  });
});
