import type { CheckRegistry } from '../checks/registry.js';
import {
  describeNetwork,
  TransportError,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
  type NetworkOptions,
} from '../http/client.js';
import type { CaseResult, Failure, Outcome, RunResult, SuiteResult } from '../model/result.js';
import { verdictLevel } from '../model/verdict.js';
import type { CaseSpec, Level, Suite } from '../model/suite.js';
import type { SiteId } from '../../spec/types.js';
import { renamesAnything, type Vocabulary } from '../../spec/vocabulary.js';
import { checkCredentials } from './credentials.js';
import { SuiteDependencies } from './dependencies.js';
import { RunEmitter } from './events.js';
import { blockedResult, executeCase, sharedAnswerKey, skippedResult, type CaseEnvironment } from './execute-case.js';
import { createLimiter } from './limiter.js';
import { IndexListing, needsOf, offeredEndpoint, readiness, type Prerequisite } from './prerequisites.js';
import { rootCausesOf } from './root-causes.js';
import { casePlaceholders, fill } from '../model/template.js';
import { caseSpeaker } from './speak.js';
import { credentialSecrets } from './redact.js';
import { scrubCase, scrubResult, scrubSuite } from './scrub-result.js';
import { LearningClient, runSecrets, type SecretRegistry } from './secrets.js';
import { buildRequest, type TargetContext } from './request.js';
import {
  caseDecision,
  excludedByTag,
  inShard,
  requirementSkip,
  suiteDecisions,
  suiteSelected,
  type Selection,
} from '../plan/selection.js';
import { withShardPlan } from '../plan/shards.js';
import { keepsItsPlace } from '../plan/suite-order.js';
import { catalogFor } from '../catalog/routes.js';
import { endpointNamed, fuzzEndpoints, type FuzzEndpoint } from '../fuzz/endpoints.js';
import { fuzzSuite, runFuzzPhase, type FuzzOptions } from '../fuzz/phase.js';

/** Why a case was not run: the run was interrupted before it started. */
const INTERRUPTED = 'interrupted (Ctrl-C): not run';
/** How long the teardowns are given after an interruption, all together. */
export const CLEANUP_DEADLINE_MS = 5000;

export interface RunOptions {
  /** Aborted on Ctrl-C: no new case is sent, the teardowns run within `CLEANUP_DEADLINE_MS`, the result says `interrupted`. */
  signal?: AbortSignal | undefined;
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
  record?: (request: HttpRequest) => void;
  /** Proxy, rate limit and retries (`src/http/`); without them every request goes direct, at once, once. */
  network?: NetworkOptions | undefined;
  /** `--fuzz N`: generated requests per endpoint of the selected suites, after them (`src/fuzz/`). */
  fuzz?: FuzzOptions | undefined;
}

/** A case as planned: spoken in the site's words, with what the site's index must list for it (read from the neutral case). */
interface Planned {
  spec: CaseSpec;
  needs: Prerequisite[];
}

/** What a run shares between its suites: the client and environment, the index listing, the prerequisites found missing. */
interface RunContext {
  env: CaseEnvironment;
  limit: ReturnType<typeof createLimiter>;
  unreachable: TransportError | undefined;
  listing: IndexListing;
  missing: Map<string, Prerequisite>;
}

export class Runner {
  readonly events = new RunEmitter();
  /**
   * What must never leave the engine in clear, learned further from every answer: what the runner
   * emits and returns has passed through it (`scrub-result.ts`), so no reporter sees a secret.
   */
  private readonly secrets: SecretRegistry;
  /** The selection, with the shard plan once the suites are known. */
  private selection: Selection;
  /** When the run was interrupted (`RunOptions.signal`): from then on only teardowns are sent, until the cleanup deadline. */
  private stoppedAt: number | undefined;

  private get stopping(): boolean {
    return this.stoppedAt !== undefined;
  }

  /** Settles `CLEANUP_DEADLINE_MS` after an interruption; never without one. */
  private endCleanup: () => void = () => undefined;
  private readonly cleanupOver = new Promise<void>((resolve) => {
    this.endCleanup = resolve;
  });

  /**
   * A case's result, or, once the cleanup deadline after an interruption has passed, an errored one: a
   * case in flight when Ctrl-C came, or a teardown (what it would remove is left behind), does not
   * keep the run waiting out its timeout.
   */
  private async withinCleanupDeadline(
    suite: Suite,
    spec: CaseSpec,
    result: Promise<CaseResult>,
    cleanup: boolean,
  ): Promise<CaseResult> {
    // Skipped, not errored: the target was not given its time, so this says nothing about it.
    const late = this.cleanupOver.then(() =>
      skippedResult(
        suite,
        spec,
        `interrupted (Ctrl-C): no answer within the ${CLEANUP_DEADLINE_MS / 1000} s given after it${cleanup ? '; what it would clean up may be left behind' : ''}`,
      ),
    );
    return Promise.race([result, late]);
  }

  constructor(private readonly options: RunOptions) {
    this.secrets = runSecrets(options.target, options.network?.proxy);
    this.selection = options.selection;
  }

  async run(suites: Suite[]): Promise<RunResult> {
    const { options } = this;
    const onAbort = () => {
      if (this.stoppedAt !== undefined) return;
      this.stoppedAt = performance.now();
      setTimeout(this.endCleanup, CLEANUP_DEADLINE_MS).unref();
    };
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    this.selection = withShardPlan(
      options.selection,
      suites.filter((s) => suiteSelected(s, options.selection)),
      options.generate,
    );
    const started = Date.now();
    const { secrets } = this;
    const client = new LearningClient(
      {
        timeoutMs: options.timeoutMs,
        maxResponseBytes: options.maxResponseBytes,
        connections: options.concurrency,
        ...options.network,
      },
      secrets,
    );
    try {
      // A case masks the credentials as it ends; the registry's pass over what is emitted masks the rest.
      const env: CaseEnvironment = {
        client,
        checks: options.checks,
        target: options.target,
        namedSchema: options.namedSchema,
        secrets: credentialSecrets([options.target.admin, options.target.customer]),
        responseCache: new Map(),
        record: options.record,
        readOnly: options.selection.readOnly,
      };
      const probe = this.startProbe(client, env);
      // Tried beside the probe: credentials the target refuses stop the run before it starts.
      const credentials = checkCredentials(client, options.target, options.record).then(
        () => undefined,
        (error: unknown) => error,
      );
      const speak = caseSpeaker(options.vocabulary, options.checks);
      // With --level must, a must case's should-level checks are not what was asked for.
      const mustOnly = options.selection.level === 'must';
      const plan = (spec: CaseSpec): Planned => ({
        spec: speak(
          mustOnly ? { ...spec, expect: spec.expect.filter((c) => (c.level ?? spec.level) === 'must') } : spec,
        ),
        needs: needsOf(spec),
      });
      // A replay sends one generated request and nothing else.
      const planned = suites
        .filter((s) => !options.fuzz?.replay && suiteSelected(s, options.selection))
        .map((suite) => ({
          suite,
          setup: suite.setup.map(plan),
          cases: [...suite.cases, ...options.generate(suite)].map(plan),
          teardown: suite.teardown.map(plan),
        }));
      const kept = planned.map((p) => this.keptCount(p));
      const fuzzing = this.fuzzTargets(planned.map((p) => p.suite));
      if (fuzzing.length > 0) kept.push(fuzzing.length);
      this.events.emit('run:start', {
        suites: kept.filter((n) => n > 0).length,
        cases: kept.reduce((a, b) => a + b, 0),
        target: secrets.scrub(options.target.baseUrl),
        version: this.options.version,
      });

      const unreachable = await probe.reached();
      if (!unreachable) {
        const refused = await credentials;
        if (refused) throw refused;
      }
      const index = (site: SiteId): Promise<HttpResponse> =>
        site === 'primary' ? probe.answer : this.sharedGet(env, { method: 'GET', path: '/', site });
      const context: RunContext = {
        env,
        limit: createLimiter(Math.max(1, options.concurrency)),
        unreachable,
        listing: new IndexListing(index, options.vocabulary),
        missing: new Map(),
      };
      // Suites that compare answers of lists others write to (`alone`) run first, one at a time, with
      // only the suites that write nothing beside them; the suites that write start when they are done.
      const writes = (p: (typeof planned)[number]) =>
        [...p.setup, ...p.cases, ...p.teardown].some((c) => c.spec.requires.includes('writes'));
      const done = new Map<string, SuiteResult>();
      const aloneDone = planned
        .filter((p) => p.suite.alone)
        .reduce<Promise<unknown>>(
          (before, p) => before.then(() => this.runSuite(p.suite, p, context)).then((r) => done.set(p.suite.id, r)),
          Promise.resolve(),
        );
      const others = planned
        .filter((p) => !p.suite.alone)
        .map((p) =>
          (writes(p)
            ? aloneDone.then(() => this.runSuite(p.suite, p, context))
            : this.runSuite(p.suite, p, context)
          ).then((r) => done.set(p.suite.id, r)),
        );
      await Promise.all([aloneDone, ...others]);
      const results = planned.map((p) => done.get(p.suite.id) as SuiteResult);
      if (options.fuzz && fuzzing.length > 0 && !unreachable)
        results.push(await this.fuzzPhase(options.fuzz, fuzzing, context, speak, mustOnly));
      const unreachableFailure: Failure | undefined = unreachable
        ? {
            check: 'reachable',
            level: 'must',
            title: 'Target unreachable',
            message: `target unreachable: ${unreachable.message}`,
            expected: options.target.baseUrl,
            actual: unreachable.code,
          }
        : undefined;
      // Last: the secrets learned from the last answers are masked in the first cases too.
      const summary = this.summarise(
        results,
        started,
        unreachable !== undefined,
        context.missing,
        unreachableFailure,
        client.retried.requests,
      );
      const result = scrubResult(this.stopping ? { ...summary, interrupted: true } : summary, secrets);
      this.events.emit('run:end', result);
      return result;
    } catch (error) {
      // Refused credentials quote the target's answer, which may echo them; a crash may quote anything.
      throw this.scrubbedError(error);
    } finally {
      await (this.stopping ? client.destroy() : client.close());
    }
  }

  /** The endpoints the fuzz phase covers: the one a replay names, or those the selected suites request. */
  private fuzzTargets(suites: Suite[]): FuzzEndpoint[] {
    const fuzz = this.options.fuzz;
    if (!fuzz) return [];
    if (fuzz.replay) {
      const named = endpointNamed(fuzz.replay.endpoint, catalogFor('primary').routes);
      return named ? [named] : [];
    }
    const cases = suites.flatMap((s) => [...s.setup, ...s.cases, ...this.options.generate(s), ...s.teardown]);
    // A part left out with --exclude-tag is left out of the phase too: its endpoints are not fuzzed.
    const kept = cases.filter((c) => !excludedByTag(c, this.options.selection));
    return fuzzEndpoints(kept, this.options.selection.readOnly);
  }

  /** After the suites: the fuzz phase, reported as a suite of its own (one case per endpoint). */
  private async fuzzPhase(
    fuzz: FuzzOptions,
    endpoints: FuzzEndpoint[],
    { env, listing, missing }: RunContext,
    speak: (spec: CaseSpec) => CaseSpec,
    mustOnly: boolean,
  ): Promise<SuiteResult> {
    const started = performance.now();
    const suite = fuzzSuite(fuzz);
    this.events.emit('suite:start', { suite, cases: endpoints.length });
    const { cases, leftovers } = await runFuzzPhase(endpoints, fuzz, {
      env,
      offered: (e) => offeredEndpoint(e, listing, missing),
      speak,
      suite,
      concurrency: this.options.concurrency,
      mustOnly,
      stopping: () => this.stopping,
      onCase: (result) => {
        if (this.events.listenerCount('case:end') > 0) this.events.emit('case:end', scrubCase(result, this.secrets));
      },
    });
    return this.endSuite(suite, cases, leftovers, started);
  }

  /** One GET whose answer every case asking the same shares (the localized index). */
  private sharedGet(env: CaseEnvironment, spec: CaseSpec['request']): Promise<HttpResponse> {
    const request = buildRequest(spec, this.options.target);
    const key = sharedAnswerKey(request);
    let pending = env.responseCache.get(key);
    if (!pending) {
      env.record?.(request);
      pending = env.client.send(request);
      env.responseCache.set(key, pending);
    }
    return pending;
  }

  /**
   * One look at the API root first: a target that cannot be reached blocks every case with the reason.
   * The look is the index itself, sent before the cases are planned; the run waits only until it is
   * on a connected socket (a refused connection or an unknown host is what "unreachable" means). Its
   * answer, when it comes, is shared with the cases that read the index, so it costs no request, and
   * says which namespaces and routes the site lists.
   */
  private startProbe(
    client: HttpClient,
    env: CaseEnvironment,
  ): { reached: () => Promise<TransportError | undefined>; answer: Promise<HttpResponse> } {
    const request = buildRequest({ method: 'GET', path: '/' }, this.options.target);
    env.record?.(request);
    let connected!: () => void;
    const reached = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const answer = client.send(request, connected);
    // Shared from the start: sharers that come before the answer wait for it, as sharers always do.
    env.responseCache.set(sharedAnswerKey(request), answer);
    answer.catch(() => undefined);
    return {
      answer,
      reached: async () => {
        try {
          await Promise.race([reached, answer]);
          return undefined;
        } catch (error) {
          if (error instanceof TransportError && error.unreachable) return error;
          return undefined;
        }
      },
    };
  }

  /** How many results a suite will give, as `runSuite` decides them: what the filters keep, its setup and teardown with them. */
  private keptCount(plan: { suite: Suite; setup: Planned[]; cases: Planned[]; teardown: Planned[] }): number {
    const decided = suiteDecisions(
      plan.suite,
      plan.cases.map((p) => p.spec),
      this.selection,
    ).filter((d) => d.include).length;
    if (decided === 0) return 0;
    const own = (list: Planned[]) => list.filter((p) => inShard(plan.suite, p.spec, this.selection)).length;
    return decided + own(plan.setup) + own(plan.teardown);
  }

  private async runSuite(
    suite: Suite,
    plan: { setup: Planned[]; cases: Planned[]; teardown: Planned[] },
    context: RunContext,
  ): Promise<SuiteResult> {
    const started = performance.now();
    const decisions = suiteDecisions(
      suite,
      plan.cases.map((p) => p.spec),
      this.selection,
    );
    const decided = plan.cases
      .map((p, i) => ({ ...p, decision: decisions[i] as ReturnType<typeof caseDecision> }))
      .filter((d) => d.decision.include);
    // Under `--shard`, the suite's setup and teardown run in the one shard the plan gives them, with the
    // cases that read what they capture (and at least one case: `shards.ts`), so exactly once.
    const setup = plan.setup.filter((p) => inShard(suite, p.spec, this.selection));
    const teardown = plan.teardown.filter((p) => inShard(suite, p.spec, this.selection));
    const results: CaseResult[] = [];
    const leftovers: string[] = [];
    this.events.emit('suite:start', { suite, cases: decided.length });
    if (decided.length === 0) return this.endSuite(suite, results, leftovers, started);

    const captures = new Map<string, unknown>();
    const readOnlySuite = ![...plan.setup, ...plan.cases, ...plan.teardown].some((p) =>
      p.spec.requires.includes('writes'),
    );
    const dependencies = new SuiteDependencies(suite.id, context.env.target);
    const runOne = async (
      { spec, needs }: Planned,
      skip?: string,
      urgent = true,
      cleanup = false,
    ): Promise<CaseResult> => {
      // Once the run is interrupted, nothing new is sent but the teardowns, within the cleanup deadline.
      const execute = (ready: CaseSpec) =>
        this.stopping && !cleanup
          ? Promise.resolve(skippedResult(suite, spec, INTERRUPTED))
          : executeCase(suite, ready, captures, context.env, readOnlySuite);
      const decided = this.decideAndRun(
        suite,
        spec,
        needs,
        this.stopping && !cleanup ? INTERRUPTED : skip,
        dependencies,
        (ready) => context.limit(() => execute(ready), urgent),
        context,
      );
      const settled = await this.withinCleanupDeadline(suite, spec, decided, cleanup);
      // A teardown after an interruption cleans up what may not have been made (the case that writes
      // it was never sent): that it finds nothing is no verdict on the target, only a note of what may be left.
      const result =
        this.stopping && cleanup && (settled.outcome === 'failed' || settled.outcome === 'errored')
          ? skippedResult(
              suite,
              spec,
              `interrupted (Ctrl-C): the cleanup after it did not complete (${settled.error?.message ?? settled.failures[0]?.message ?? settled.outcome}); what it would remove may be left behind`,
            )
          : settled;
      dependencies.record(spec, result, captures);
      if (spec.leaves && madeIt(result)) leftovers.push(`${spec.id}: ${leavesText(spec.leaves, captures)}`);
      // Scrubbing walks the whole result: only for someone who listens (reporters listen to what they use).
      if (this.events.listenerCount('case:end') > 0) this.events.emit('case:end', scrubCase(result, this.secrets));
      return result;
    };
    const skipOf = (d: (typeof decided)[number]) => ('skip' in d.decision ? d.decision.skip : undefined);

    for (const p of setup) results.push(await runOne(p, this.setupSkip(p.spec)));
    // Each case as a promise of its result, started when what it depends on has finished.
    const running: Promise<CaseResult>[] = [];
    const producers = new Map<string, Promise<CaseResult>>();
    let barrier: Promise<unknown> = Promise.resolve();
    // A case that a later case of its suite waits for goes ahead of those nothing waits for (hundreds
    // of generated ones): what keeps its place waits for every case before it.
    const lastInPlace = decided.reduce((last, d, i) => (keepsItsPlace(d.spec) ? i : last), -1);
    for (const [index, d] of decided.entries()) {
      if (keepsItsPlace(d.spec)) {
        const before = Promise.all(running);
        const result = before.then(() => runOne(d, skipOf(d)));
        running.push(result);
        barrier = result;
        for (const name of Object.keys(d.spec.capture)) producers.set(name, result);
        continue;
      }
      const waits = [barrier, ...casePlaceholders(d.spec).flatMap((name) => producers.get(name) ?? [])];
      const heldFor = Object.keys(d.spec.capture).length > 0 || index < lastInPlace;
      const result = Promise.all(waits).then(() => runOne(d, skipOf(d), heldFor));
      running.push(result);
      for (const name of Object.keys(d.spec.capture)) producers.set(name, result);
    }
    results.push(...(await Promise.all(running)));
    for (const p of teardown) {
      // Interrupted before any case of the suite was sent: it wrote nothing, so there is nothing to clean up.
      const idle = this.stopping && results.every((r) => r.outcome === 'skipped' || r.outcome === 'blocked');
      const result = await runOne(
        p,
        idle ? 'interrupted (Ctrl-C) before the suite sent anything: nothing to clean up' : this.setupSkip(p.spec),
        true,
        true,
      );
      results.push(result);
      leftovers.push(...leftBehind(p.spec, result));
    }
    return this.endSuite(suite, results, leftovers, started);
  }

  /**
   * Why a case does not run, in order: an unreachable target; read-only mode or missing credentials; a
   * case of its suite it depends on (skipped, found nothing, failed); a namespace, route, part or value
   * the site's index does not list (`readiness`). Otherwise it runs.
   */
  private async decideAndRun(
    suite: Suite,
    spec: CaseSpec,
    needs: Prerequisite[],
    skip: string | undefined,
    dependencies: SuiteDependencies,
    run: (spec: CaseSpec) => Promise<CaseResult>,
    context: RunContext,
  ): Promise<CaseResult> {
    if (context.unreachable) return blockedResult(suite, spec, 'unreachable');
    if (skip) return skippedResult(suite, spec, skip);
    const decision = dependencies.decide(spec);
    if (decision && 'skip' in decision) return skippedResult(suite, spec, decision.skip);
    if (decision && 'blockedBy' in decision) return blockedResult(suite, spec, decision.blockedBy);
    // A drift case may run as another spec: told which of its route's values are root causes of their own.
    const ready = await readiness(spec, needs, context.listing, context.missing);
    if ('blockedBy' in ready) return blockedResult(suite, spec, ready.blockedBy);
    return run(ready.spec);
  }

  /** An error on its way out of the engine (to a message on stderr), with the run's secrets masked. */
  private scrubbedError(error: unknown): unknown {
    if (error instanceof Error) {
      error.message = this.secrets.scrub(error.message);
      if (error.stack) error.stack = this.secrets.scrub(error.stack);
    }
    return error;
  }

  private setupSkip(spec: CaseSpec): string | undefined {
    return requirementSkip(spec, this.selection);
  }

  private endSuite(suite: Suite, cases: CaseResult[], leftovers: string[], started: number): SuiteResult {
    const result: SuiteResult = {
      id: suite.id,
      title: suite.title,
      file: suite.file,
      cases,
      durationMs: performance.now() - started,
      leftovers,
    };
    if (this.events.listenerCount('suite:end') > 0) this.events.emit('suite:end', scrubSuite(result, this.secrets));
    return result;
  }

  private summarise(
    suites: SuiteResult[],
    started: number,
    unreachable: boolean,
    missing: ReadonlyMap<string, Prerequisite>,
    unreachableFailure: Failure | undefined,
    retriedRequests = 0,
  ): RunResult {
    const totals = {
      passed: 0,
      failed: 0,
      errored: 0,
      skipped: 0,
      blocked: 0,
      total: 0,
      prerequisites: 0,
      mustFailed: 0,
      shouldFailed: 0,
      retried: 0,
      retriedRequests,
    } as RunResult['totals'];
    for (const c of suites.flatMap((s) => s.cases)) {
      totals[c.outcome as Outcome]++;
      totals.total++;
      if (c.retries) totals.retried = (totals.retried ?? 0) + 1;
      const level = verdictLevel(c);
      if (level === 'must') totals.mustFailed++;
      else if (level === 'should') totals.shouldFailed++;
    }
    const rootCauses = rootCausesOf(suites, missing, unreachableFailure);
    // A prerequisite the index does not list, or an unreachable target, is one must-level failure of its own.
    // A refused control is no failure of its own: the state it was sent in refused a valid request.
    for (const root of rootCauses) {
      if (root.kind === 'case' || root.kind === 'control') continue;
      totals.prerequisites++;
      totals.mustFailed++;
    }
    const { target, selection } = this.options;
    return {
      formatVersion: 2,
      tool: { name: 'shop-conformance', version: this.options.version },
      target: { baseUrl: target.baseUrl, apiRoot: target.apiRoot, embedded: target.embedded },
      options: {
        readOnly: selection.readOnly,
        strict: this.options.strict,
        ...(selection.level ? { level: selection.level as Level } : {}),
        ...(selection.shard ? { shard: `${selection.shard.index}/${selection.shard.count}` } : {}),
        ...describeNetwork(this.options.network),
      },
      ...(renamesAnything(this.options.vocabulary) ? { vocabulary: this.options.vocabulary.words } : {}),
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      suites,
      rootCauses,
      totals,
      unreachable,
    };
  }
}

/** What a teardown did not remove: a cleanup that failed or could not run, or what its look found left. */
/**
 * Whether a case that `leaves` something made it: it passed, or the site took its write (a success
 * answer) and a later check failed; what it made is on the shop either way.
 */
function madeIt(result: CaseResult): boolean {
  const status = result.exchange?.response?.status;
  return (
    result.outcome === 'passed' ||
    (result.outcome === 'failed' && status !== undefined && status >= 200 && status < 300)
  );
}

/** What a case leaves, in the run's words: its placeholders filled from the captures (the account's real address). */
function leavesText(leaves: string, captures: ReadonlyMap<string, unknown>): string {
  try {
    return fill(leaves, captures);
  } catch {
    // A capture its case never took (it failed before): the words as written still say what is left.
    return leaves;
  }
}

function leftBehind(spec: CaseSpec, result: CaseResult): string[] {
  const out = (result.notes ?? []).map((note) => `${spec.id}: ${spec.title}? no: ${note.message}`);
  if (result.outcome === 'failed' || result.outcome === 'errored') {
    out.push(
      `${spec.id}: ${spec.title} did not complete (${result.error?.message ?? result.failures[0]?.message ?? result.outcome})`,
    );
  } else if (
    result.outcome === 'skipped' &&
    !/^depends on|^read-only|found nothing|^reads what|nothing to clean up/.test(result.skipReason ?? '')
  ) {
    // Skipped for want of credentials: whatever this teardown would have removed is still there.
    out.push(`${spec.id}: ${spec.title} was skipped (${result.skipReason})`);
  }
  return out;
}
