import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { cli, type CliResult } from './cli.js';
import { startHostileTarget, type HostileMode, type HostileTarget } from './hostile-target.js';
import { xmllintFile } from './xmllint.js';

/**
 * The suite every hostile run uses: paths no catalog route or namespace matches, so no case waits for
 * the (equally hostile) index to list anything, and every case meets the misbehaviour itself. No row of
 * the document names those paths: the statement the cases cite is only what the loader asks for.
 */
export const HOSTILE_SUITE = `
id: hostile
title: Cases against a hostile target
defaults: { level: must }
cases:
  - id: judged
    title: the answer is judged as it stands
    doc: index.describes-site
    request: { path: /hostile/judged }
    expect:
      - status: 200
      - json: { pointer: /ok, equals: true }
  - id: differs
    title: an answer that does not hold what is expected
    doc: index.describes-site
    request: { path: /hostile/differs }
    expect:
      - status: 200
      - json: { pointer: /text, equals: "plain" }
  - id: raw
    title: a body read as text
    doc: index.describes-site
    request: { path: /hostile/raw }
    expect:
      - status: 200
      - excludes: "<html"
  - id: prototype
    title: a pointer into the prototype finds nothing
    doc: index.describes-site
    request: { path: /hostile/prototype }
    expect:
      - json: { pointer: /constructor, present: false }
      - json: { pointer: /__proto__, present: false }
    capture: { leaked: { pointer: /toString } }
  - id: uses-capture
    title: a case that reads what the prototype case captured
    doc: index.describes-site
    request: { path: "/hostile/{{leaked}}" }
    expect:
      - status: 200
`;

export interface HostileRun {
  target: HostileTarget;
  cli: CliResult;
  result: RunResult;
  cases: Record<string, CaseResult>;
  junit: string;
  html: string;
}

/**
 * The built CLI against one hostile mode, with the JSON, JUnit and HTML reports requested; the reports
 * are read back and checked (JSON parses, JUnit validates against the schema CI tools use, HTML is
 * one whole document) before the run is handed to the test.
 */
export async function runAgainstHostile(
  mode: HostileMode,
  options: { timeoutMs: number; concurrency: number; extra?: string[] },
): Promise<HostileRun> {
  const dir = mkdtempSync(join(tmpdir(), `hostile-${mode}-`));
  const suite = join(dir, 'hostile.yaml');
  writeFileSync(suite, HOSTILE_SUITE);
  const files = { json: join(dir, 'report.json'), junit: join(dir, 'report.xml'), html: join(dir, 'report.html') };
  const target = await startHostileTarget(mode);
  try {
    const res = await cli(
      [
        'run',
        '--allow-writes',
        '--base-url',
        target.base,
        '--suite',
        suite,
        '--timeout',
        String(options.timeoutMs),
        '--concurrency',
        String(options.concurrency),
        '--reporter',
        `json=${files.json}`,
        '--reporter',
        `junit=${files.junit}`,
        '--reporter',
        `html=${files.html}`,
        ...(options.extra ?? []),
      ],
      {},
    );
    for (const file of Object.values(files))
      if (!existsSync(file))
        throw new Error(`${file} was not written (exit ${res.code}):\n${res.stderr.slice(0, 4000)}`);
    const result = JSON.parse(readFileSync(files.json, 'utf8')) as RunResult;
    await xmllintFile(files.junit);
    const html = readFileSync(files.html, 'utf8');
    const junit = readFileSync(files.junit, 'utf8');
    const cases = Object.fromEntries(result.suites.flatMap((s) => s.cases).map((c) => [c.id, c]));
    return { target, cli: res, result, cases, junit, html };
  } finally {
    await target.close();
  }
}
