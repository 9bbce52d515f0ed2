import { existsSync, readFileSync } from 'node:fs';
import type { Argv } from 'yargs';
import type { Level } from '../src/model/suite.js';
import { resolve } from 'node:path';
import { builtInSuitesDir } from '../src/loading/load-all.js';
import { failedInReport, NotAReport, parseShard, type Selection } from '../src/plan/selection.js';
import { parseVocabulary, VocabularyError, type Vocabulary } from '../spec/vocabulary.js';
import { yaml } from '../src/util/on-demand.js';
import { readConfigFile } from './config-file.js';
import { UsageError } from './usage-error.js';

/** Options shared by run and list, as yargs sees them. */
export interface SelectionArgs {
  suite?: string[];
  tag?: string[];
  grep?: string;
  level?: Level;
  shard?: string;
  'exclude-suite'?: string[];
  'exclude-tag'?: string[];
  'allow-empty': boolean;
  'read-only': boolean;
  'rerun-failed'?: string;
}

export { UsageError } from './usage-error.js';

export function withSelection<T>(y: Argv<T>) {
  return y
    .option('suite', { type: 'string', array: true, describe: 'Suite id, suite file or folder (repeatable)' })
    .option('tag', { type: 'string', array: true, describe: 'Only cases with one of these tags (repeatable)' })
    .option('grep', { type: 'string', describe: 'Only cases whose id or title contains this text' })
    .option('level', {
      choices: ['must', 'should'] as const,
      describe: 'must: only must-level cases and checks (what the interface states); should (the default): every case',
    })
    .option('shard', { type: 'string', describe: 'Run shard i of n (i/n), a stable split for CI matrices' })
    .option('exclude-suite', {
      type: 'string',
      array: true,
      describe: 'Leave out this suite: a part the shop does not offer (repeatable)',
    })
    .option('exclude-tag', {
      type: 'string',
      array: true,
      describe: 'Leave out cases with this tag, and the cases that need them (repeatable)',
    })
    .option('rerun-failed', {
      type: 'string',
      describe:
        'Only the cases that failed or errored in this JSON report (--reporter json=FILE), with the setup they need',
    })
    .option('allow-empty', {
      type: 'boolean',
      default: false,
      describe: 'Run even when the filters keep no case (otherwise exit 2)',
    })
    .option('read-only', { type: 'boolean', default: false, describe: 'Skip every case that writes' })
    .option('config', {
      type: 'string',
      describe: 'YAML or JSON file with the same options, by their long names (base-url: https://…)',
    })
    .config('config', (path: string) => readConfigFile(path, knownOptions(y)));
}

/**
 * The options a command declares, as a config file may name them (and their camel-case forms, which
 * yargs reads too); undefined where yargs does not say, and then no key is refused here (yargs' strict
 * mode still refuses it, without the file's name).
 */
function knownOptions(y: Argv<unknown>): string[] | undefined {
  const options = (y as unknown as { getOptions?: () => { key?: Record<string, unknown> } }).getOptions?.();
  if (!options?.key) return undefined;
  const keys = Object.keys(options.key).filter((k) => k !== 'config' && k !== '$0');
  return [
    ...keys,
    ...keys.filter((k) => k.includes('-')).map((k) => k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())),
  ];
}

/**
 * `--suite` takes ids and paths alike: what exists on disk is a path, the rest are ids. `load` is what
 * to load: the paths alone, or, when ids are given beside them (`--suite cart --suite my-shop.yaml`),
 * the built-in suites too, so that both are found.
 */
export function splitSuites(values: string[] | undefined): { paths: string[]; ids: string[]; load: string[] } {
  const paths: string[] = [];
  const ids: string[] = [];
  for (const v of values ?? []) (existsSync(v) ? paths : ids).push(v);
  return { paths, ids, load: paths.length > 0 && ids.length > 0 ? [builtInSuitesDir(), ...paths] : paths };
}

export function selectionFrom(args: SelectionArgs, credentials: { admin: boolean; customer: boolean }): Selection {
  const { ids, paths } = splitSuites(args.suite);
  const shard = args.shard ? parseShard(args.shard) : undefined;
  if (args.shard && !shard) throw new UsageError(`--shard must be i/n with 1 <= i <= n, got "${args.shard}"`);
  let rerun: Selection['rerun'];
  const report = args['rerun-failed'];
  if (report !== undefined) {
    if (!existsSync(report)) throw new UsageError(`--rerun-failed ${report}: no such file`);
    try {
      rerun = { report, cases: failedInReport(readFileSync(report, 'utf8'), report) };
    } catch (error) {
      // A file that cannot be read (a folder) is the user's to fix too, said as the system says it.
      if (!(error instanceof NotAReport)) throw new UsageError((error as Error).message);
      const what = error.kind === 'not-json' ? 'not JSON' : 'not a shop-conformance JSON report (no tool and suites)';
      throw new UsageError(`--rerun-failed ${report}: ${what}; give the file --reporter json=FILE wrote`);
    }
  }
  return {
    rerun,
    suites: ids.length > 0 ? ids : undefined,
    suiteFiles: paths.length > 0 ? paths.map((p) => resolve(p)) : undefined,
    excludeSuites: args['exclude-suite'],
    excludeTags: args['exclude-tag'],
    tags: args.tag,
    grep: args.grep,
    level: args.level,
    shard,
    readOnly: args['read-only'],
    haveAdmin: credentials.admin,
    haveCustomer: credentials.customer,
  };
}

export function parseCredentialOption(
  value: string | undefined,
  name: string,
): { login: string; password: string } | undefined {
  if (value === undefined || value === '') return undefined;
  const colon = value.indexOf(':');
  if (colon <= 0) throw new UsageError(`${name} must be user:password`);
  return { login: value.slice(0, colon), password: value.slice(colon + 1) };
}

export function parseHeaders(values: string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const value of values ?? []) {
    const colon = value.indexOf(':');
    // The value is not repeated: a header given wrong is likely an API key.
    if (colon <= 0)
      throw new UsageError(
        `--header must be "Name: value" (one without a name before a colon was given; it is not shown, as it may hold a key)`,
      );
    headers[value.slice(0, colon).trim().toLowerCase()] = value.slice(colon + 1).trim();
  }
  return headers;
}

/** `--vocabulary FILE`: YAML or JSON, checked for unknown and colliding words. */
export function loadVocabulary(path: string | undefined): Vocabulary | undefined {
  if (!path) return undefined;
  if (!existsSync(path)) throw new UsageError(`vocabulary file not found: ${path}`);
  const text = readFileSync(path, 'utf8');
  try {
    return parseVocabulary(path.endsWith('.json') ? JSON.parse(text) : yaml().parse(text));
  } catch (error) {
    if (error instanceof VocabularyError) throw new UsageError(`${path}: ${error.message}`);
    throw new UsageError(`${path}: ${(error as Error).message}`);
  }
}

/**
 * A whole number option within bounds: yargs reads `--concurrency abc` as NaN and `--concurrency 0` as
 * 0, and neither may reach the engine (NaN requests in flight, or none).
 */
export function wholeNumber(name: string, value: unknown, min: number, max: number): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${String(value)}"`);
  return n;
}
