import { randomInt } from 'node:crypto';
import type { Argv } from 'yargs';
import type { FuzzOptions } from '../src/fuzz/phase.js';
import { argument } from '../src/repro/curl.js';
import { UsageError, wholeNumber } from './options.js';

export interface FuzzArgs {
  fuzz?: string | number;
  seed?: string | number;
  'fuzz-budget'?: string | number;
  'fuzz-replay'?: string;
  'fuzz-path'?: string;
}

/** `run`'s fuzzing options (src/fuzz/). */
export function withFuzz<T>(y: Argv<T>) {
  return y
    .option('fuzz', {
      type: 'string',
      describe:
        'After the suites, N generated requests per endpoint they request (valid ones, and ones breaking one rule)',
    })
    .option('seed', { type: 'string', describe: 'Seed of the generated requests (printed when not given)' })
    .option('fuzz-budget', {
      type: 'string',
      describe: 'At most N fuzz requests in all, shrinking included; what was found by then is reported',
    })
    .option('fuzz-replay', {
      type: 'string',
      describe: "Send only the generated request a failure names: 'METHOD /route' (with --seed and --fuzz-path)",
    })
    .option('fuzz-path', { type: 'string', describe: 'With --fuzz-replay: the counterexample path a failure printed' });
}

const INT32 = 2 ** 31;
/** Plain words as they are; anything else quoted as the curl reproductions are (`src/repro/curl.ts`). */
const quote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : argument(s));

/**
 * The fuzz phase's options, or undefined without `--fuzz` or `--fuzz-replay`: each a usage error when
 * wrong. Without `--seed` one is drawn and said on stderr (stdout may be a report), so that a run
 * that found something can be made again.
 */
export function fuzzOptions(
  argv: FuzzArgs & Record<string, unknown>,
  say: (line: string) => void,
): FuzzOptions | undefined {
  const replaying = argv['fuzz-replay'] !== undefined;
  if (argv.fuzz === undefined && !replaying) {
    for (const name of ['seed', 'fuzz-budget', 'fuzz-path'] as const)
      if (argv[name] !== undefined) throw new UsageError(`--${name} is an option of the fuzz phase: give --fuzz N too`);
    return undefined;
  }
  const runs = argv.fuzz === undefined ? 1 : wholeNumber('fuzz', argv.fuzz, 1, 100_000);
  const budget =
    argv['fuzz-budget'] === undefined ? undefined : wholeNumber('fuzz-budget', argv['fuzz-budget'], 1, 10_000_000);
  let replay: FuzzOptions['replay'];
  if (replaying) {
    const endpoint = String(argv['fuzz-replay']).trim();
    const path = argv['fuzz-path'];
    if (!/^[A-Za-z]+ \/\S*$/.test(endpoint))
      throw new UsageError(`--fuzz-replay names an endpoint as 'METHOD /route', got "${endpoint}"`);
    if (argv.seed === undefined || path === undefined || !/^\d+(:\d+)*$/.test(path))
      throw new UsageError(
        '--fuzz-replay needs the --seed and the --fuzz-path (digits and colons) the failure printed',
      );
    replay = { endpoint, path };
  } else if (argv['fuzz-path'] !== undefined) {
    throw new UsageError('--fuzz-path replays one failure: give --fuzz-replay too');
  }
  let seed: number;
  if (argv.seed === undefined) {
    seed = randomInt(0, INT32);
    say(`shop-conformance run: fuzzing with --seed ${seed} (give it again for the same requests)`);
  } else seed = wholeNumber('seed', argv.seed, -INT32, INT32 - 1);
  // The command that sends one failure's request again: this run's target and options, no secret.
  const target: string[] = [];
  if (typeof argv['base-url'] === 'string') target.push('--base-url', quote(argv['base-url']));
  if (typeof argv['api-root'] === 'string') target.push('--api-root', quote(argv['api-root']));
  if (typeof argv.vocabulary === 'string') target.push('--vocabulary', quote(argv.vocabulary));
  if (argv['read-only'] === true) target.push('--read-only');
  if (argv['allow-writes'] === true) target.push('--allow-writes');
  if (argv.level === 'must') target.push('--level', 'must');
  if (argv.strict === true) target.push('--strict');
  const replayCommand = (endpoint: string, s: number, path: string) =>
    [
      // As the README's commands say it: runs in a clone and where the package is installed alike.
      'npx shop-conformance run',
      ...target,
      '--fuzz-replay',
      quote(endpoint),
      '--seed',
      String(s),
      '--fuzz-path',
      path,
    ].join(' ');
  return { runs, seed, ...(budget !== undefined ? { budget } : {}), ...(replay ? { replay } : {}), replayCommand };
}
