import type { CheckRegistry } from '../checks/registry.js';
import { HttpClient, TransportError } from '../http/client.js';
import type { CaseResult, Outcome, RunResult, SuiteResult } from '../model/result.js';
import type { CaseSpec, Level, Suite } from '../model/suite.js';
import { renamesAnything, type Vocabulary } from '../../spec/vocabulary.js';
import { RunEmitter } from './events.js';
import { executeCase, sharedAnswerKey, skippedResult, type CaseEnvironment } from './execute-case.js';
import { createLimiter } from './limiter.js';
import { placeholderNames } from './template.js';
import { caseSpeaker } from './speak.js';
import { credentialSecrets } from './redact.js';
import { buildRequest, type TargetContext } from './request.js';
import { caseDecision, requirementSkip, suiteSelected, type Selection } from './selection.js';

export interface RunOptions {
  target: TargetContext & { embedded: boolean };
  selection: Selection;
  strict: boolean;
  concurrency: number;
  timeoutMs: number;
  maxResponseBytes: number;
  checks: CheckRegistry;
  namedSchema: (name: string) => object | undefined;
  /** Cases a suite's generators derive, added after its written cases. */
  generate: (suite: Suite) => CaseSpec[];
  version: string;
  /** The site's own words for the interface's neutral ones; cases are spoken in them. */
  vocabulary?: Vocabulary | undefined;
  /** Every request actually sent, for benchmarks that replay a run. */
  record?: (request: import('../http/client.js').HttpRequest) => void;
}

/** A case that neither captures nor reads captures nor writes can run beside its neighbours. */
function independent(spec: CaseSpec): boolean {
  return Object.keys(spec.capture).length === 0 && placeholderNames(spec.request).length === 0 && !spec.requires.includes('writes');
}

export class Runner {
  readonly events = new RunEmitter();

  constructor(private readonly options: RunOptions) {}

  async run(suites: Suite[]): Promise<RunResult> {
    const { options } = this;
    const started = Date.now();
    const client = new HttpClient({ timeoutMs: options.timeoutMs, maxResponseBytes: options.maxResponseBytes, connections: options.concurrency });
    const secrets = credentialSecrets([options.target.admin, options.target.customer]);
    const env: CaseEnvironment = { client, checks: options.checks, target: options.target, namedSchema: options.namedSchema, secrets, responseCache: new Map(), record: options.record };
    const probed = this.startProbe(client, env);
    const limit = createLimiter(Math.max(1, options.concurrency));
    const speak = caseSpeaker(options.vocabulary, options.checks);
    const planned = suites.filter((s) => suiteSelected(s, options.selection)).map((suite) => ({
      suite: { ...suite, setup: suite.setup.map(speak), teardown: suite.teardown.map(speak) },
      cases: [...suite.cases, ...options.generate(suite)].map(speak),
    }));
    this.events.emit('run:start', { suites: planned.length, cases: planned.reduce((n, p) => n + p.cases.length + p.suite.setup.length + p.suite.teardown.length, 0), target: options.target.baseUrl });

    const unreachable = await probed();
    try {
      const results = await Promise.all(planned.map(({ suite, cases }) => this.runSuite(suite, cases, env, limit, unreachable)));
      const result = this.summarise(results, started, unreachable !== undefined);
      this.events.emit('run:end', result);
      return result;
    } finally {
      await client.close();
    }
  }

  /**
   * One look at the API root first: a target that cannot be reached errors every case with the reason.
   * The look is the index itself, sent before the cases are planned; the cases wait only until it is
   * on a connected socket (a refused connection or an unknown host is what "unreachable" means), and
   * its answer, when it comes, is shared with the cases that read the index, so it costs no request.
   */
  private startProbe(client: HttpClient, env: CaseEnvironment): () => Promise<TransportError | undefined> {
    const request = buildRequest({ method: 'GET', path: '/' }, this.options.target);
    env.record?.(request);
    let connected!: () => void;
    const reached = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const answer = client.send(request, connected);
    // Shared from the start: sharers that come before the answer wait for it, as sharers always do.
    env.responseCache.set(sharedAnswerKey(request), answer);
    return async () => {
      try {
        await Promise.race([reached, answer]);
        return undefined;
      } catch (error) {
        if (error instanceof TransportError && error.unreachable) return error;
        return undefined;
      }
    };
  }

  private async runSuite(suite: Suite, cases: CaseSpec[], env: CaseEnvironment, limit: ReturnType<typeof createLimiter>, unreachable: TransportError | undefined): Promise<SuiteResult> {
    const started = performance.now();
    const decided = cases
      .map((spec) => ({ spec, decision: caseDecision(suite, spec, this.options.selection) }))
      .filter((d) => d.decision.include);
    const results: CaseResult[] = [];
    const leftovers: string[] = [];
    this.events.emit('suite:start', { suite, cases: decided.length });
    if (decided.length === 0) return this.endSuite(suite, results, leftovers, started);

    const captures = new Map<string, unknown>();
    const readOnlySuite = ![...suite.setup, ...cases, ...suite.teardown].some((c) => c.requires.includes('writes'));
    const skippedCaptures = new Map<string, string>();
    const runOne = async (spec: CaseSpec, skip?: string, urgent = true): Promise<CaseResult> => {
      const dependency = placeholderNames(spec.request).find((name) => skippedCaptures.has(name));
      let result: CaseResult;
      if (unreachable) result = { ...skippedResult(suite, spec, ''), outcome: 'errored', skipReason: undefined, error: { code: unreachable.code, message: `target unreachable: ${unreachable.message}` } } as CaseResult;
      else if (skip) result = skippedResult(suite, spec, skip);
      else if (dependency) result = skippedResult(suite, spec, `depends on ${skippedCaptures.get(dependency)}, which was skipped`);
      else result = await limit(() => executeCase(suite, spec, captures, env, readOnlySuite), urgent);
      if (result.outcome === 'skipped') for (const name of Object.keys(spec.capture)) skippedCaptures.set(name, spec.id);
      if (spec.leaves && result.outcome === 'passed') leftovers.push(`${spec.id}: ${spec.leaves}`);
      this.events.emit('case:end', result);
      return result;
    };
    const skipOf = (d: (typeof decided)[number]) => ('skip' in d.decision ? d.decision.skip : undefined);

    for (const spec of suite.setup) results.push(await runOne(spec, this.setupSkip(spec)));
    for (let i = 0; i < decided.length;) {
      const batch = [];
      while (i < decided.length && independent((decided[i] as (typeof decided)[number]).spec)) batch.push(decided[i++] as (typeof decided)[number]);
      if (batch.length > 0) {
        results.push(...(await Promise.all(batch.map((d) => runOne(d.spec, skipOf(d), false)))));
        continue;
      }
      const d = decided[i++] as (typeof decided)[number];
      results.push(await runOne(d.spec, skipOf(d)));
    }
    for (const spec of suite.teardown) {
      const result = await runOne(spec, this.setupSkip(spec));
      results.push(result);
      if (result.outcome === 'failed' || result.outcome === 'errored') {
        leftovers.push(`${spec.id}: ${spec.title} did not complete (${result.error?.message ?? result.failures[0]?.message ?? result.outcome})`);
      } else if (result.outcome === 'skipped' && !/^depends on|^read-only/.test(result.skipReason ?? '')) {
        // Whatever this teardown would have removed is still there.
        leftovers.push(`${spec.id}: ${spec.title} was skipped (${result.skipReason})`);
      }
    }
    return this.endSuite(suite, results, leftovers, started);
  }

  private setupSkip(spec: CaseSpec): string | undefined {
    return requirementSkip(spec, this.options.selection);
  }

  private endSuite(suite: Suite, cases: CaseResult[], leftovers: string[], started: number): SuiteResult {
    const result: SuiteResult = { id: suite.id, title: suite.title, file: suite.file, cases, durationMs: performance.now() - started, leftovers };
    this.events.emit('suite:end', result);
    return result;
  }

  private summarise(suites: SuiteResult[], started: number, unreachable: boolean): RunResult {
    const totals = { passed: 0, failed: 0, errored: 0, skipped: 0, total: 0, mustFailed: 0, shouldFailed: 0 } as Record<Outcome, number> & { total: number; mustFailed: number; shouldFailed: number };
    for (const c of suites.flatMap((s) => s.cases)) {
      totals[c.outcome]++;
      totals.total++;
      if (c.outcome === 'failed' || c.outcome === 'errored') {
        if (c.level === 'must') totals.mustFailed++;
        else totals.shouldFailed++;
      }
    }
    const { target, selection } = this.options;
    return {
      formatVersion: 1,
      tool: { name: 'shop-conformance', version: this.options.version },
      target: { baseUrl: target.baseUrl, apiRoot: target.apiRoot, embedded: target.embedded },
      options: {
        readOnly: selection.readOnly,
        strict: this.options.strict,
        ...(selection.level ? { level: selection.level as Level } : {}),
        ...(selection.shard ? { shard: `${selection.shard.index}/${selection.shard.count}` } : {}),
      },
      ...(renamesAnything(this.options.vocabulary) ? { vocabulary: this.options.vocabulary.words } : {}),
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      suites,
      totals,
      unreachable,
    };
  }
}

/** 0 pass, 1 a must-case failed or errored (any case with --strict), 3 unreachable. */
export function exitCodeFor(result: RunResult, strict: boolean): 0 | 1 | 3 {
  if (result.unreachable) return 3;
  if (result.totals.mustFailed > 0) return 1;
  if (strict && result.totals.shouldFailed > 0) return 1;
  return 0;
}
