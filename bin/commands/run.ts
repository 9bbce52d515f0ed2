import type { CommandModule } from 'yargs';
import type { EmbeddedServer } from '../../reference-server/embedded.js';
import { requestedPercent } from '../../src/coverage/tally.js';
import { REPORTER_NAMES } from '../../reports/index.js';
import type { Coverage } from '../../src/model/result.js';
import type { SecretRegistry } from '../../src/secrets/secrets.js';
import { tuneForShortRun } from '../short-run.js';
import { EXIT, exitCodeFor } from '../exit-codes.js';
import { CLI_WORDS, resultInCliWords } from '../wording.js';
import { runIdFrom } from '../../src/util/run-id.js';
import { failInternal, failUsage, isUsageError, maskSecretsWith } from '../fail.js';
import { engineTestCrash } from '../test-hooks.js';
import { onInterrupt } from '../interrupt.js';
import { parseReporters, reporterInstances, withTerminalConsole, writeReports } from '../run-reports.js';
import { networkOptions, type NetworkArgs } from '../network-options.js';
import { fuzzOptions, withFuzz, type FuzzArgs } from '../fuzz-options.js';
import { loadExpectations } from './expectations.js';
import { whereGiven } from '../config-file.js';
import { loadReport } from './report.js';
import {
  loadVocabulary,
  parseCredentialOption,
  parseHeaders,
  selectionFrom,
  splitSuites,
  UsageError,
  wholeNumber,
  withSelection,
  type SelectionArgs,
} from '../options.js';
import type { Selection } from '../../src/plan/selection.js';

/** The API root when neither --api-root nor the vocabulary names one. */
const DEFAULT_API_ROOT = '/rest-api';

interface RunArgs extends SelectionArgs, NetworkArgs, FuzzArgs {
  'base-url'?: string;
  /** Absent unless given (on the command line or in --config): the vocabulary's API root counts then. */
  'api-root'?: string;
  strict: boolean;
  auth?: string;
  'customer-auth'?: string;
  header?: string[];
  concurrency: string | number;
  timeout: string | number;
  'max-response-bytes': string | number;
  'progress-interval': string | number;
  reporter: string[];
  vocabulary?: string;
  'min-coverage'?: string | number;
  'run-id'?: string;
  expectations?: string;
  baseline?: string;
  'allow-writes': boolean;
  quiet: boolean;
}

/**
 * Whether the run writes. A shop given by `--base-url` is a live shop until said otherwise: read-only
 * unless `--allow-writes` (config `allow-writes: true`), so that a CI command copied onto a production
 * shop publishes nothing. The embedded reference server goes with the run and is always writable
 * (unless `--read-only`).
 */
function writeMode(argv: RunArgs): Pick<Selection, 'readOnly' | 'readOnlyBy'> {
  if (argv['read-only'] && argv['allow-writes'])
    throw new UsageError('--read-only and --allow-writes say opposite things: give one of them');
  if (argv['read-only']) return { readOnly: true };
  if (argv['base-url'] !== undefined && !argv['allow-writes']) return { readOnly: true, readOnlyBy: 'live-target' };
  return { readOnly: false };
}

/** `--min-coverage N`: a percentage, 0..100 (a string from the command line, a number from `--config`). */
function parseMinCoverage(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new UsageError(`--min-coverage must be a number from 0 to 100, got "${String(value)}"`);
  return n;
}

/**
 * Why the run fails its coverage floor, or nothing: the share of route×methods of both sites' catalogs
 * the selected cases requested, below `--min-coverage`. A gate on what was checked, beside the verdict
 * on how it went.
 */
function coverageShortfall(coverage: Coverage | undefined, min: number | undefined): string | undefined {
  if (min === undefined || !coverage) return undefined;
  const { exact, shown } = requestedPercent(coverage);
  if (exact >= min) return undefined;
  const site = (id: string, name: string) => {
    const s = coverage.sites.find((c) => c.site === id);
    return `${s?.requested ?? 0} of ${s?.total ?? 0} ${name}`;
  };
  return `route×method coverage ${shown} is below --min-coverage ${min} (${site('primary', 'primary')}, ${site('de', 'localized')} requested)`;
}

/** The options `run` checks before it loads anything: each a usage error when wrong. */
function parseRunOptions(argv: RunArgs) {
  const reporters = withTerminalConsole(parseReporters(argv.reporter), argv.quiet);
  return {
    writes: writeMode(argv),
    reporters,
    concurrency: wholeNumber('concurrency', argv.concurrency, 1, 256),
    timeoutMs: wholeNumber('timeout', argv.timeout, 1, 3_600_000),
    maxResponseBytes: wholeNumber('max-response-bytes', argv['max-response-bytes'], 1024, 2 ** 31 - 1),
    progressEvery: wholeNumber('progress-interval', argv['progress-interval'], 0, 3600),
    minCoverage: parseMinCoverage(argv['min-coverage']),
    headers: parseHeaders(argv.header),
    admin: parseCredentialOption(argv.auth ?? process.env.SHOP_CONFORMANCE_AUTH, '--auth'),
    customer: parseCredentialOption(
      argv['customer-auth'] ?? process.env.SHOP_CONFORMANCE_CUSTOMER_AUTH,
      '--customer-auth',
    ),
    network: networkOptions(argv, process.env, !argv['base-url']),
    fuzz: fuzzOptions(argv as unknown as FuzzArgs & Record<string, unknown>, (line) =>
      process.stderr.write(`${line}\n`),
    ),
  };
}

/** `--fuzz-replay` names an endpoint of the catalog that the phase fuzzes (DELETE never is). */
async function knownEndpoint(key: string): Promise<void> {
  const [{ endpointNamed }, { catalogFor }] = await Promise.all([
    import('../../src/fuzz/endpoints.js'),
    import('../../src/catalog/routes.js'),
  ]);
  if (!endpointNamed(key, catalogFor('primary').routes))
    throw new UsageError(
      `--fuzz-replay: "${key}" is no endpoint the fuzz phase sends (METHOD and the route's pattern, as the failure printed it)`,
    );
}

export const runCommand: CommandModule<object, RunArgs> = {
  command: 'run',
  describe: 'Run the conformance suites (against the embedded reference server when no --base-url is given)',
  builder: (y) =>
    withFuzz(withSelection(y))
      .option('base-url', {
        type: 'string',
        describe: 'Base URL of the shop under test (read-only unless --allow-writes)',
      })
      .option('allow-writes', {
        type: 'boolean',
        default: false,
        describe:
          'Against --base-url, run the cases that write too: they create products, orders and accounts, some of which stay (a test shop only)',
      })
      .option('api-root', {
        type: 'string',
        describe: "Path of the API root below the base URL (default /rest-api, or the vocabulary's)",
      })
      .option('strict', { type: 'boolean', default: false, describe: 'Should-level failures fail the run too' })
      .option('auth', {
        type: 'string',
        describe: 'Administrator credentials user:password (env SHOP_CONFORMANCE_AUTH)',
      })
      .option('customer-auth', {
        type: 'string',
        describe: 'Non-administrator credentials user:password (env SHOP_CONFORMANCE_CUSTOMER_AUTH)',
      })
      .option('header', { type: 'string', array: true, describe: 'Extra request header "Name: value" (repeatable)' })
      .option('concurrency', { type: 'string', default: 8, describe: 'Requests in flight at once' })
      .option('timeout', { type: 'string', default: 10_000, describe: 'Per-request timeout in milliseconds' })
      .option('proxy', {
        type: 'string',
        describe: 'Proxy URL for every request (overrides HTTP_PROXY/HTTPS_PROXY; NO_PROXY still applies)',
      })
      .option('rate-limit', {
        type: 'string',
        describe: 'At most N requests started per second or minute, e.g. 5/s or 120/m',
      })
      .option('retries', {
        type: 'string',
        default: 0,
        describe:
          'Retries after 429, 503 and connection failures (only what the shop cannot have processed), honouring Retry-After',
      })
      .option('max-response-bytes', {
        type: 'string',
        default: 10 * 1024 * 1024,
        describe: 'Largest response body read',
      })
      .option('progress-interval', {
        type: 'string',
        default: 5,
        describe: 'Seconds between progress lines when stdout is no terminal (CI); 0: none',
      })
      .option('reporter', {
        type: 'string',
        array: true,
        default: ['console'],
        describe: `${REPORTER_NAMES.join(', ')}, optionally =FILE (repeatable)`,
      })
      .option('quiet', {
        type: 'boolean',
        default: false,
        describe: 'No console on stderr when every report goes to a file (or JSON to stdout)',
      })
      .option('min-coverage', {
        type: 'string',
        describe: "Exit 1 when the cases requested less than N% of the route×methods of both sites' catalogs",
      })
      .option('vocabulary', {
        type: 'string',
        describe: "YAML or JSON map of the interface's neutral words to the site's words (and its API root)",
      })
      .option('expectations', {
        type: 'string',
        describe:
          'YAML or JSON file of known failures (case id or root cause, outcome, reason): they fail the run no more, a pass among them is reported',
      })
      .option('baseline', {
        type: 'string',
        describe: 'An earlier JSON report: what changed since (new failures, fixed, still failing) goes in the reports',
      })
      .option('run-id', {
        type: 'string',
        describe:
          "The run's id in every report, the same for each shard of one run (default: the CI's run id, else a new one)",
      }) as never,
  handler: async (argv) => {
    tuneForShortRun();
    const interruption = onInterrupt();
    let server: EmbeddedServer | undefined;
    // What the CLI itself writes (a crash, a file it cannot write) is masked too: with what the user
    // gave, since the engine's registry (which learns the target's tokens) stays inside the engine.
    let secrets: SecretRegistry | undefined;
    const mask = (text: string) => secrets?.scrub(text) ?? text;
    maskSecretsWith(mask);
    let crashed = false;
    const internal = (where: string, error: unknown) => {
      crashed = true;
      failInternal('run', where, error);
    };
    // The options first, before the engine, the server and the reporters are loaded: a mistyped one is
    // said at once.
    let options;
    try {
      options = parseRunOptions(argv);
    } catch (error) {
      // A bad value from --config is said at its line in the file, not as a flag the user never typed.
      if (isUsageError(error))
        return failUsage(
          'run',
          whereGiven(error as UsageError, argv.config as string | undefined, process.argv.slice(2)),
        );
      throw error;
    }
    const {
      reporters,
      concurrency,
      timeoutMs,
      maxResponseBytes,
      progressEvery,
      minCoverage,
      headers,
      network,
      fuzz,
      writes,
    } = options;
    let { admin, customer } = options;
    let starting: Promise<EmbeddedServer> | undefined;
    let reports: ReturnType<typeof reporterInstances> | undefined;
    const unneeded = new AbortController();
    try {
      // A bad expectations file is said before anything starts or is sent.
      const expectations = await loadExpectations(argv.expectations);
      const baseline = argv.baseline === undefined ? undefined : await loadReport(argv.baseline, '--baseline');
      const vocabulary = loadVocabulary(argv.vocabulary);
      let baseUrl = argv['base-url'];
      // The vocabulary's API root counts unless --api-root was given (the option has no default of its own).
      let apiRoot = argv['api-root'] ?? vocabulary?.apiRoot ?? DEFAULT_API_ROOT;
      // The embedded server starts first, in its thread, while this one loads the engine and the suites:
      // half a second of start-up that no longer adds to the run's.
      // (It may have been loading since the process started: bin/cli.ts.)
      const { startEmbeddedServer, dropEarlyServer } = await import('../../reference-server/embedded.js');
      if (!baseUrl) {
        starting = startEmbeddedServer({ apiRoot, ...(vocabulary ? { vocabulary } : {}) }, unneeded.signal);
        // Said below, when it is awaited; until then a failure must not count as unhandled.
        starting.catch(() => undefined);
      } else dropEarlyServer();
      // Loaded after the tuning and only for this command: `--help` and `serve` need none of it.
      const [{ isolated }, { runConformance, prepare, checkSelection, warmUp }, { runSecrets }] = await Promise.all([
        import('../../reports/isolate.js'),
        import('../../src/engine.js'),
        import('../../src/secrets/secrets.js'),
      ]);
      secrets = runSecrets({
        baseUrl: argv['base-url'] ?? '',
        apiRoot: argv['api-root'] ?? DEFAULT_API_ROOT,
        admin,
        customer,
        headers,
      });
      // A proxy's credentials are secrets of the run: masked in whatever the CLI writes too.
      secrets.addProxy(network.proxy);
      // Said once the registry masks the password a URL may hold.
      if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl))
        throw new UsageError(`--base-url must start with http:// or https://, got "${baseUrl}"`);
      // The suites, and whether the filters keep any case, before anything is sent.
      const prepared = prepare(splitSuites(argv.suite).load);
      checkSelection(
        prepared.suites,
        { ...selectionFrom(argv, { admin: true, customer: true }), ...writes },
        argv['allow-empty'] || fuzz?.replay !== undefined,
      );
      if (fuzz?.replay) await knownEndpoint(fuzz.replay.endpoint);
      if (starting) {
        // The server's thread is usually still starting here: what the run builds first is built now.
        warmUp();
        server = await starting;
        baseUrl = server.url;
        apiRoot = server.apiRoot;
        admin = server.credentials.admin;
        customer = server.credentials.customer;
      }
      if (!baseUrl) throw new Error('no target: neither --base-url nor the embedded server');
      const selection = { ...selectionFrom(argv, { admin: Boolean(admin), customer: Boolean(customer) }), ...writes };
      reports = reporterInstances(
        reporters,
        { color: !process.env.NO_COLOR && Boolean(process.stdout.isTTY), progressEveryMs: progressEvery * 1000 },
        isolated,
        (f) => internal(`in the ${f.reporter} reporter (${f.phase})`, f.error),
      );
      const { instances, attach } = reports;
      const result = await runConformance(
        {
          suitePaths: splitSuites(argv.suite).load,
          prepared,
          allowEmpty: argv['allow-empty'],
          signal: interruption.signal,
          target: { baseUrl, apiRoot, admin, customer, headers, embedded: Boolean(server) },
          selection,
          strict: argv.strict,
          concurrency,
          timeoutMs,
          maxResponseBytes,
          network,
          vocabulary,
          fuzz,
          words: CLI_WORDS,
          runId: runIdFrom(argv['run-id'], process.env),
          expectations,
          // On the result, so that its verdict (every report's, and the exit code) says the shortfall.
          minCoverage,
        },
        (events) => {
          engineTestCrash(events);
          attach(events);
        },
      );
      if (baseline) {
        const { compareRuns } = await import('../../src/results/diff.js');
        result.comparison = compareRuns(baseline, result, argv.baseline);
      }
      const unwritten = writeReports(instances, resultInCliWords(result), mask);
      process.exitCode = exitCodeFor(result);
      // A replay sends one request: the floor is for a run of the suites (its verdict is the request's own).
      const shortfall = fuzz?.replay ? undefined : coverageShortfall(result.coverage, minCoverage);
      if (shortfall) {
        process.stderr.write(`shop-conformance run: ${shortfall}\n`);
        // Whatever the verdict; an unreachable target keeps its own code (3): nothing was checked at all.
        if (process.exitCode !== EXIT.unreachable) process.exitCode = EXIT.mustFailure;
      }
      // A report that is missing matters more than the verdict: CI would read nothing, or an old file.
      if (unwritten) process.exitCode = EXIT.usage;
      if (crashed) process.exitCode = EXIT.internal;
      process.exitCode = interruption.exitCode() ?? process.exitCode;
    } catch (error) {
      if (isUsageError(error)) failUsage('run', error);
      else internal('', error);
    } finally {
      // A server still starting when the run stopped (a usage error) is ended where it stands.
      unneeded.abort();
      reports?.close();
      await server?.close();
    }
  },
};
