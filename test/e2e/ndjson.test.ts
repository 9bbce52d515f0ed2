import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import { NDJSON_FORMAT_VERSION, type NdjsonEvent } from '../../reports/ndjson.js';
import type { RunResult } from '../../src/model/result.js';
import { CLI, cli, ROOT } from '../helpers/cli.js';
import { startHostileTarget } from '../helpers/hostile-target.js';

const addFormats = ((addFormatsModule as unknown as { default?: (a: Ajv) => Ajv }).default ??
  addFormatsModule) as unknown as (a: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validate = ajv.compile(JSON.parse(readFileSync(join(ROOT, 'schemas/ndjson.schema.json'), 'utf8')) as object);
const dir = mkdtempSync(join(tmpdir(), 'ndjson-'));

/** Every line parsed and held to the published schema. */
function events(text: string): NdjsonEvent[] {
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => {
      const event = JSON.parse(line) as NdjsonEvent;
      expect(validate(event), `${ajv.errorsText(validate.errors)}\n${line.slice(0, 300)}`).toBe(true);
      return event;
    });
}

describe('--reporter ndjson', () => {
  it("writes one event per line in order: run start, each suite's start, cases and end, run end; the same verdicts as the JSON report", async () => {
    const json = join(dir, 'report.json');
    const res = await cli([
      'run',
      '--suite',
      'cart',
      '--suite',
      'errors',
      '--suite',
      'index-shape',
      '--reporter',
      'ndjson',
      '--reporter',
      `json=${json}`,
    ]);
    expect(res.code, res.stderr).toBe(EXIT.passed);
    const lines = events(res.stdout);
    const report = JSON.parse(readFileSync(json, 'utf8')) as RunResult;

    const [first, ...rest] = lines;
    const last = rest.at(-1);
    // The start counts what the plan sends; the examination of every answer says its count at its own start.
    const examined = report.suites.find((s) => s.id === 'replies')?.cases.length ?? 0;
    expect(examined).toBeGreaterThan(0);
    expect(first).toMatchObject({
      type: 'run-start',
      formatVersion: NDJSON_FORMAT_VERSION,
      suites: 3,
      cases: report.totals.total - examined,
    });
    expect(lines.find((e) => e.type === 'suite-start' && e.suite === 'replies')).toMatchObject({ cases: examined });
    expect(last).toMatchObject({ type: 'run-end', totals: report.totals, unreachable: false, interrupted: false });
    expect(lines.filter((e) => e.type === 'run-start' || e.type === 'run-end')).toHaveLength(2);

    // Suites may interleave; each suite's cases come between its start and its end.
    const open = new Set<string>();
    const ended = new Set<string>();
    for (const e of lines.slice(1, -1)) {
      if (e.type === 'suite-start') open.add(e.suite);
      if (e.type === 'case-end')
        expect(open.has(e.result.suite) && !ended.has(e.result.suite), `${e.result.suite}/${e.result.id}`).toBe(true);
      if (e.type === 'suite-end') {
        expect(open.has(e.suite)).toBe(true);
        ended.add(e.suite);
      }
    }
    expect([...ended].sort()).toEqual(['cart', 'errors', 'index-shape', 'replies']);

    const verdicts = (pairs: [string, string][]) => Object.fromEntries(pairs);
    const streamed = lines.flatMap((e) =>
      e.type === 'case-end' ? [[`${e.result.suite}/${e.result.id}`, e.result.outcome] as [string, string]] : [],
    );
    expect(streamed).toHaveLength(report.totals.total);
    expect(verdicts(streamed)).toEqual(
      verdicts(report.suites.flatMap((s) => s.cases.map((c) => [`${s.id}/${c.id}`, c.outcome] as [string, string]))),
    );
    for (const e of lines)
      if (e.type === 'suite-end')
        expect(e.totals.passed).toBe(report.suites.find((s) => s.id === e.suite)?.cases.length);
  });

  it('=FILE is written as the run goes: the start is there while the target is still silent, the interrupted end after Ctrl-C', async () => {
    const target = await startHostileTarget('black-hole');
    const file = join(dir, 'live.ndjson');
    try {
      const child = spawn(
        process.execPath,
        [
          CLI,
          'run',
          '--allow-writes',
          '--base-url',
          target.base,
          '--timeout',
          '60000',
          '--reporter',
          'console',
          '--reporter',
          `ndjson=${file}`,
        ],
        { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } },
      );
      const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
      let stdout = '';
      await new Promise<void>((resolve) =>
        child.stdout.on('data', (d) => {
          stdout += d;
          if (stdout.includes('cases in')) resolve();
        }),
      );
      // The run is waiting for a target that never answers: what is in the file was flushed, not held back.
      // (Its first line follows the console's header by a moment: both reporters hear the same event, in turn.)
      let running = true;
      void closed.then(() => {
        running = false;
      });
      for (let i = 0; i < 100 && readFileSync(file, 'utf8') === ''; i++) await new Promise((r) => setTimeout(r, 20));
      expect(running).toBe(true);
      const during = events(readFileSync(file, 'utf8'));
      expect(during[0]?.type).toBe('run-start');
      expect(during.map((e) => e.type)).not.toContain('run-end');
      child.kill('SIGINT');
      expect(await closed).toBe(EXIT.interrupted);
      const after = events(readFileSync(file, 'utf8'));
      expect(after[0]).toEqual(during[0]);
      expect(after.at(-1)).toMatchObject({ type: 'run-end', interrupted: true });
    } finally {
      await target.close();
    }
  });

  it('a file it cannot write is a usage error before anything is sent', async () => {
    // A folder that is a file.
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, '');
    const res = await cli([
      'run',
      '--suite',
      'index-shape',
      '--reporter',
      'console',
      '--reporter',
      `ndjson=${join(blocker, 'events.ndjson')}`,
    ]);
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toContain(`cannot write the ndjson report to ${join(blocker, 'events.ndjson')}`);
    expect(res.stdout).toBe('');
  });
});
