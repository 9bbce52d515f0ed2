import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CommandModule } from 'yargs';
import type { EmbeddedServer } from '../../reference-server/embedded.js';
import { requestedPercent } from '../../src/coverage/tally.js';
import type { IsolatedReporter } from '../../reports/isolate.js';
import { createReporter, isReporterName, REPORTER_NAMES } from '../../reports/index.js';
import type { Coverage, RunResult } from '../../src/model/result.js';
import type { SecretRegistry } from '../../src/runner/secrets.js';
import { tuneForShortRun } from '../short-run.js';
import { EXIT, exitCodeFor } from '../exit-codes.js';
import { failInternal, failUsage, isUsageError, maskSecretsWith } from '../fail.js';
import { engineTestCrash, withTestCrash } from '../test-hooks.js';
import { networkOptions, type NetworkArgs } from '../network-options.js';
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

interface RunArgs extends SelectionArgs, NetworkArgs {
  'base-url'?: string;
  'api-root': string;
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

/** `console`, `junit=report.xml`: a reporter and where its output goes (stdout when no file). */
function parseReporter(value: string): { name: string; file?: string } {
  const [name = '', file] = value.split(/=(.*)/s);
  if (!isReporterName(name))
    throw new UsageError(`unknown reporter "${name}"; known reporters: ${REPORTER_NAMES.join(', ')}`);
  return file ? { name, file } : { name };
}

/**
 * Each report to its file or to stdout. A reporter that threw has been said already and writes
 * nothing; a file that cannot be written is said, and the others are still written. Whether any
 * file failed.
 */
function writeReports(
  instances: { file?: string; reporter: IsolatedReporter }[],
  result: RunResult,
  mask: (text: string) => string,
): boolean {
  let failed = false;
  for (const r of instances) {
    // Written as the run went (ndjson): nothing is left to write, and the file must not be emptied.
    if (r.reporter.streams) continue;
    const text = r.reporter.render(result);
    if (text === undefined) continue;
    if (!r.file) {
      process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      continue;
    }
    try {
      mkdirSync(dirname(r.file), { recursive: true });
      writeFileSync(r.file, text);
    } catch (error) {
      process.stderr.write(
        `shop-conformance run: cannot write the ${r.reporter.name} report to ${r.file}: ${mask((error as Error).message)}\n`,
      );
      failed = true;
    }
  }
  return failed;
}

/** The options `run` checks before it loads anything: each a usage error when wrong. */
function parseRunOptions(argv: RunArgs) {
  const reporters = argv.reporter.map(parseReporter);
  const onStdout = reporters.filter((r) => !r.file);
  if (onStdout.length > 1) {
    throw new UsageError(
      `--reporter ${onStdout.map((r) => r.name).join(' and --reporter ')} would all write to stdout, one into the other; give all but one a file (json=report.json)`,
    );
  }
  return {
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
  };
}

export const runCommand: CommandModule<object, RunArgs> = {
  command: 'run',
  describe: 'Run the conformance suites (against the embedded reference server when no --base-url is given)',
  builder: (y) =>
    withSelection(y)
      .option('base-url', { type: 'string', describe: 'Base URL of the shop under test' })
      .option('api-root', { type: 'string', default: '/rest-api', describe: 'Path of the API root below the base URL' })
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
      .option('min-coverage', {
        type: 'string',
        describe: "Exit 1 when the cases requested less than N% of the route×methods of both sites' catalogs",
      })
      .option('vocabulary', {
        type: 'string',
        describe: "YAML or JSON map of the interface's neutral words to the site's words (and its API root)",
      }) as never,
  handler: async (argv) => {
    tuneForShortRun();
    // Ctrl-C: no new case is sent, the teardowns get a short deadline to clean up what the run wrote,
    // and the reports are written, marked interrupted (exit 130; SIGTERM 143). A second Ctrl-C stops at
    // once, writing nothing. The console's progress marks have no newline yet: each message starts one.
    const interrupt = new AbortController();
    let interruptedBy: 'SIGINT' | 'SIGTERM' | undefined;
    const codeOf = (signal: 'SIGINT' | 'SIGTERM') => (signal === 'SIGINT' ? EXIT.interrupted : EXIT.terminated);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (interruptedBy) {
          process.stderr.write(`\nshop-conformance run: stopped (${signal} again); no report written\n`);
          process.exit(codeOf(signal));
        }
        interruptedBy = signal;
        process.stderr.write(
          `\nshop-conformance run: interrupted (${signal}): no new case is sent; cleaning up, then writing the reports (${signal === 'SIGINT' ? 'Ctrl-C' : signal} again to stop at once)\n`,
        );
        interrupt.abort();
      });
    }
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
      if (isUsageError(error)) return failUsage('run', error);
      throw error;
    }
    const { reporters, concurrency, timeoutMs, maxResponseBytes, progressEvery, minCoverage, headers, network } =
      options;
    let { admin, customer } = options;
    let starting: Promise<EmbeddedServer> | undefined;
    const streams: number[] = [];
    const unneeded = new AbortController();
    try {
      const vocabulary = loadVocabulary(argv.vocabulary);
      let baseUrl = argv['base-url'];
      // The vocabulary's API root counts unless --api-root was given explicitly.
      let apiRoot = process.argv.some((a) => a.startsWith('--api-root'))
        ? argv['api-root']
        : (vocabulary?.apiRoot ?? argv['api-root']);
      // The embedded server starts first, in its thread, while this one loads the engine and the suites:
      // half a second of start-up that no longer adds to the run's.
      if (!baseUrl) {
        const { startEmbeddedServer } = await import('../../reference-server/embedded.js');
        starting = startEmbeddedServer({ apiRoot, ...(vocabulary ? { vocabulary } : {}) }, unneeded.signal);
        // Said below, when it is awaited; until then a failure must not count as unhandled.
        starting.catch(() => undefined);
      }
      // Loaded after the tuning and only for this command: `--help` and `serve` need none of it.
      const [{ isolated }, { runConformance, prepare, checkSelection }, { runSecrets }] = await Promise.all([
        import('../../reports/isolate.js'),
        import('../../src/engine.js'),
        import('../../src/runner/secrets.js'),
      ]);
      secrets = runSecrets({ baseUrl: argv['base-url'] ?? '', apiRoot: argv['api-root'], admin, customer, headers });
      // A proxy's credentials are secrets of the run: masked in whatever the CLI writes too.
      secrets.addProxy(network.proxy);
      // Said once the registry masks the password a URL may hold.
      if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl))
        throw new UsageError(`--base-url must start with http:// or https://, got "${baseUrl}"`);
      // The suites, and whether the filters keep any case, before anything is sent.
      const prepared = prepare(splitSuites(argv.suite).load);
      checkSelection(prepared.suites, selectionFrom(argv, { admin: true, customer: true }), argv['allow-empty']);
      if (starting) {
        server = await starting;
        baseUrl = server.url;
        apiRoot = server.apiRoot;
        admin = server.credentials.admin;
        customer = server.credentials.customer;
      }
      if (!baseUrl) throw new Error('no target: neither --base-url nor the embedded server');
      const selection = selectionFrom(argv, { admin: Boolean(admin), customer: Boolean(customer) });
      const color = !process.env.NO_COLOR && Boolean(process.stdout.isTTY);
      const instances = reporters.map((r) => {
        // A reporter that streams to a file writes each line there as it comes (the file opened below).
        const sink = { fd: undefined as number | undefined };
        const write = (t: string) => (sink.fd === undefined ? process.stdout.write(t) : writeSync(sink.fd, t));
        const reporter = isolated(
          withTestCrash(
            createReporter(r.name, {
              color: r.file ? false : color,
              live: !r.file && Boolean(process.stdout.isTTY),
              progressEveryMs: progressEvery * 1000,
              write,
            }),
          ),
          (f) => internal(`in the ${f.reporter} reporter (${f.phase})`, f.error),
        );
        return { ...r, sink, reporter };
      });
      // Opened before anything is sent: a file a streaming report cannot go to is said at once.
      for (const r of instances) {
        if (!r.file || !r.reporter.streams) continue;
        try {
          mkdirSync(dirname(r.file), { recursive: true });
          r.sink.fd = openSync(r.file, 'w');
          streams.push(r.sink.fd);
        } catch (error) {
          throw new UsageError(`cannot write the ${r.name} report to ${r.file}: ${(error as Error).message}`);
        }
      }
      const result = await runConformance(
        {
          suitePaths: splitSuites(argv.suite).load,
          prepared,
          allowEmpty: argv['allow-empty'],
          signal: interrupt.signal,
          target: { baseUrl, apiRoot, admin, customer, headers, embedded: Boolean(server) },
          selection,
          strict: argv.strict,
          concurrency,
          timeoutMs,
          maxResponseBytes,
          network,
          vocabulary,
        },
        (events) => {
          engineTestCrash(events);
          for (const r of instances) if (!r.file || r.reporter.streams) r.reporter.attach(events);
        },
      );
      const unwritten = writeReports(instances, result, mask);
      process.exitCode = exitCodeFor(result, argv.strict);
      const shortfall = coverageShortfall(result.coverage, minCoverage);
      if (shortfall) {
        process.stderr.write(`shop-conformance run: ${shortfall}\n`);
        // Whatever the verdict; an unreachable target keeps its own code (3): nothing was checked at all.
        if (process.exitCode !== EXIT.unreachable) process.exitCode = EXIT.mustFailure;
      }
      // A report that is missing matters more than the verdict: CI would read nothing, or an old file.
      if (unwritten) process.exitCode = EXIT.usage;
      if (crashed) process.exitCode = EXIT.internal;
      if (interruptedBy) process.exitCode = codeOf(interruptedBy);
    } catch (error) {
      if (isUsageError(error)) failUsage('run', error);
      else internal('', error);
    } finally {
      // A server still starting when the run stopped (a usage error) is ended where it stands.
      unneeded.abort();
      for (const fd of streams) closeSync(fd);
      await server?.close();
    }
  },
};
