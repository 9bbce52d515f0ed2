import type { HttpResponse, TransportError } from '../http/client.js';
import type { CaseResult, RunResult, Skip, SuiteResult } from '../model/result.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import type { PlanEntry, RunPlan } from '../plan/plan.js';
import { keepsItsPlace } from '../plan/suite-order.js';
import { runWrites } from '../plan/writes.js';
import { OPTION_WORDS } from '../model/words.js';
import type { SiteId } from '../../spec/types.js';
import type { AfterSuites } from './after-suites.js';
import { checkCredentials } from '../secrets/credentials.js';
import { SuiteDependencies } from './dependencies.js';
import { RunEmitter } from './events.js';
import { blockedResult, executeCase, skippedResult, type CaseEnvironment } from './execute-case.js';
import { nothingToDoResult } from './case-result.js';
import { leavesText, leftBehind, madeIt, wroteNothing } from '../site/leftovers.js';
import { createLimiter } from './limiter.js';
import { stopOnUnusableIndex } from '../site/index-diagnosis.js';
import { unreachableFailureOf } from '../site/root-causes.js';
import { IndexListing, needsOf, readiness, type Prerequisite } from '../site/prerequisites.js';
import { sharedGet, startProbe } from './probe.js';
import { caseSpeaker } from '../site/speak.js';
import { credentialSecrets } from '../secrets/redact.js';
import { scrubCase, scrubResult, scrubSuite } from './scrub-result.js';
import { LearningClient, runSecrets, type SecretRegistry } from '../secrets/secrets.js';
import { answeredSoFar, siteDescription } from '../results/provenance.js';
import { summarise } from './summary.js';
import { replyPhase, replyWiring } from './reply-phase.js';
import { withExpectation } from '../expectations/apply.js';
import type { RunOptions, RunSettings, RunWiring } from './run-options.js';

export type { RunOptions, RunSettings, RunWiring } from './run-options.js';

/** Why a case was not run: the run was interrupted before it started. */
const INTERRUPTED: Skip = { kind: 'interrupted', reason: 'interrupted (Ctrl-C): not run' };
/** How long the teardowns are given after an interruption, all together. */
export const CLEANUP_DEADLINE_MS = 5000;

/** A planned case as sent: spoken in the site's words, with what the site's index must list for it (read from the neutral case). */
interface Planned {
  entry: PlanEntry;
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
      skippedResult(suite, spec, {
        kind: 'interrupted',
        reason: `interrupted (Ctrl-C): no answer within the ${CLEANUP_DEADLINE_MS / 1000} s given after it${cleanup ? '; what it would clean up may be left behind' : ''}`,
      }),
    );
    return Promise.race([result, late]);
  }

  private readonly options: RunOptions;

  // The settings are the caller's object, whole: a setting added to RunSettings reaches the runner unlisted.
  constructor(settings: RunSettings, wiring: RunWiring) {
    this.options = { ...settings, ...wiring };
    this.secrets = runSecrets(settings.target, settings.network?.proxy);
  }

  async run(plan: RunPlan): Promise<RunResult> {
    const { options } = this;
    const onAbort = () => {
      if (this.stoppedAt !== undefined) return;
      this.stoppedAt = performance.now();
      setTimeout(this.endCleanup, CLEANUP_DEADLINE_MS).unref();
    };
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
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
      // Every answer examined against the document: paths back in the interface's words to find their routes.
      // A replay of one generated request (`after.alone`) is judged by that request alone.
      const { replies, neutralPath } = replyWiring(
        options.examineReplies !== false && !options.after?.alone,
        options.vocabulary,
      );
      // A case masks the credentials as it ends; the registry's pass over what is emitted masks the rest.
      const env: CaseEnvironment = {
        client,
        checks: options.checks,
        target: options.target,
        namedSchema: options.namedSchema,
        secrets: credentialSecrets([options.target.admin, options.target.customer]),
        responseCache: new Map(),
        record: options.record,
        readOnly: plan.selection.readOnly,
        words: options.words,
        replies,
        neutralPath,
      };
      const speak = caseSpeaker(options.vocabulary, options.checks);
      // The plan's cases as sent: under --level must already without their should-level checks.
      const send = (entry: PlanEntry): Planned => ({ entry, spec: speak(entry.spec), needs: needsOf(entry.spec) });
      const after = options.after && options.after.count > 0 ? options.after : undefined;
      // A phase that replaces the suites (a fuzz replay) is sent and nothing else.
      const planned = (options.after?.alone ? [] : plan.suites).map((p) => ({
        suite: p.suite,
        writes: p.writes,
        setup: p.setup.map(send),
        cases: p.cases.map(send),
        teardown: p.teardown.map(send),
      }));
      const kept = planned.map((p) => (p.cases.length === 0 ? 0 : p.setup.length + p.cases.length + p.teardown.length));
      if (after) kept.push(after.count);
      this.events.emit('run:start', {
        suites: kept.filter((n) => n > 0).length,
        cases: kept.reduce((a, b) => a + b, 0),
        target: secrets.scrub(options.target.baseUrl),
        version: this.options.version,
        // Said before anything is sent: whether the cases that write are, and what they will leave.
        writes: runWrites(
          planned.flatMap((p) => [...p.setup, ...p.cases, ...p.teardown].map((s) => s.entry)),
          plan.selection,
          options.target.embedded,
          options.words ?? OPTION_WORDS,
        ),
      });

      const probe = startProbe(client, env, options.target);
      const indexSoFar = answeredSoFar(probe.answer);
      // Tried beside the probe: credentials the target refuses stop the run before it starts.
      const credentials = checkCredentials(client, options.target, options.record).then(
        () => undefined,
        (error: unknown) => error,
      );
      const unreachable = await probe.reached();
      if (!unreachable) {
        // A wrong base URL or API root stops the run here, said as such (`index-diagnosis.ts`).
        await stopOnUnusableIndex(probe.answer, client, options.target, planned, {
          ...options,
          cleanupOver: this.cleanupOver,
        });
        const refused = await credentials;
        if (refused) throw refused;
      }
      const index = (site: SiteId): Promise<HttpResponse> =>
        site === 'primary' ? probe.answer : sharedGet(env, { method: 'GET', path: '/', site }, options.target);
      const context: RunContext = {
        env,
        limit: createLimiter(Math.max(1, options.concurrency)),
        unreachable,
        listing: new IndexListing(index, options.vocabulary),
        missing: new Map(),
      };
      // Suites that compare answers of lists others write to (`alone`) run first, one at a time, with
      // only the suites that write nothing beside them; the suites that write start when they are done.
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
          (p.writes
            ? aloneDone.then(() => this.runSuite(p.suite, p, context))
            : this.runSuite(p.suite, p, context)
          ).then((r) => done.set(p.suite.id, r)),
        );
      await Promise.all([aloneDone, ...others]);
      const results = planned.map((p) => done.get(p.suite.id) as SuiteResult);
      if (after && !unreachable) results.push(await this.afterSuites(after, context, speak));
      const examined = replies && !unreachable ? replyPhase(replies, results, plan.selection.level) : undefined;
      if (examined) results.push(await this.afterSuites(examined, context, speak));
      const unreachableFailure = unreachable ? unreachableFailureOf(unreachable, options.target.baseUrl) : undefined;
      // Last: the secrets learned from the last answers are masked in the first cases too.
      const summary = summarise(results, {
        ...options,
        selection: plan.selection,
        started,
        unreachable: unreachable !== undefined,
        site: siteDescription(indexSoFar()),
        missing: context.missing,
        unreachableFailure,
        retriedRequests: client.retried.requests,
      });
      const scrubbed = scrubResult(this.stopping ? { ...summary, interrupted: true } : summary, secrets);
      const result = options.finish ? options.finish(scrubbed) : scrubbed;
      this.events.emit('run:end', result);
      return result;
    } catch (error) {
      // Refused credentials quote the target's answer, which may echo them; a crash may quote anything.
      throw this.scrubbedError(error);
    } finally {
      await (this.stopping ? client.destroy() : client.close());
    }
  }

  /** After the suites: a phase reported as a suite of its own (the fuzz phase, one case per endpoint). */
  private async afterSuites(
    after: AfterSuites,
    { env, listing, missing }: RunContext,
    speak: (spec: CaseSpec) => CaseSpec,
  ): Promise<SuiteResult> {
    const started = performance.now();
    this.events.emit('suite:start', { suite: after.suite, cases: after.count });
    const { cases, leftovers } = await after.run({
      env,
      listing,
      missing,
      speak,
      concurrency: this.options.concurrency,
      stopping: () => this.stopping,
      onCase: (result) => this.caseEnded(result),
    });
    return this.endSuite(after.suite, cases, leftovers, started);
  }

  private async runSuite(
    suite: Suite,
    plan: { writes: boolean; setup: Planned[]; cases: Planned[]; teardown: Planned[] },
    context: RunContext,
  ): Promise<SuiteResult> {
    const started = performance.now();
    // The plan's cases, and under `--shard` the suite's setup and teardown in the one shard the plan
    // gives them, with the cases that read what they capture (and at least one case: `shards.ts`).
    const { cases: decided, setup, teardown } = plan;
    const results: CaseResult[] = [];
    const leftovers: string[] = [];
    this.events.emit('suite:start', { suite, cases: decided.length });
    if (decided.length === 0) return this.endSuite(suite, results, leftovers, started);

    const captures = new Map<string, unknown>();
    const readOnlySuite = !plan.writes;
    const dependencies = new SuiteDependencies(suite.id, context.env.target, context.env.words);
    const runOne = async (planned: Planned, skip?: Skip, urgent = true, cleanup = false): Promise<CaseResult> => {
      const { entry, spec } = planned;
      // Once the run is interrupted, nothing new is sent but the teardowns, within the cleanup deadline.
      const execute = (ready: CaseSpec) =>
        this.stopping && !cleanup
          ? Promise.resolve(skippedResult(suite, spec, INTERRUPTED))
          : executeCase(suite, ready, captures, context.env, readOnlySuite);
      const decided = this.decideAndRun(
        suite,
        planned,
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
          ? skippedResult(suite, spec, {
              kind: 'interrupted',
              reason: `interrupted (Ctrl-C): the cleanup after it did not complete (${settled.error?.message ?? settled.failures[0]?.message ?? settled.outcome}); what it would remove may be left behind`,
            })
          : settled;
      dependencies.record(spec, result, captures, entry);
      if (spec.leaves && madeIt(result)) leftovers.push(`${spec.id}: ${leavesText(spec.leaves, captures)}`);
      this.caseEnded(result);
      return result;
    };
    for (const p of setup) results.push(await runOne(p, p.entry.skip));
    // Each case as a promise of its result, started when what it depends on has finished.
    const running: Promise<CaseResult>[] = [];
    const producers = new Map<PlanEntry, Promise<CaseResult>>();
    let barrier: Promise<unknown> = Promise.resolve();
    // A case that a later case of its suite waits for goes ahead of those nothing waits for (hundreds
    // of generated ones): what keeps its place waits for every case before it.
    const lastInPlace = decided.reduce((last, d, i) => (keepsItsPlace(d.spec) ? i : last), -1);
    for (const [index, d] of decided.entries()) {
      if (keepsItsPlace(d.spec)) {
        const before = Promise.all(running);
        const result = before.then(() => runOne(d, d.entry.skip));
        running.push(result);
        barrier = result;
        producers.set(d.entry, result);
        continue;
      }
      // The plan's producer edges: the cases whose captures it reads (one of the setup has run already).
      const reads = [...d.entry.reads, ...d.entry.controlReads];
      const waits = [barrier, ...reads.flatMap((r) => (r.from && producers.get(r.from)) || [])];
      const heldFor = Object.keys(d.spec.capture).length > 0 || index < lastInPlace;
      const result = Promise.all(waits).then(() => runOne(d, d.entry.skip, heldFor));
      running.push(result);
      producers.set(d.entry, result);
    }
    results.push(...(await Promise.all(running)));
    for (const p of teardown) {
      // Interrupted before any case of the suite was sent: it wrote nothing, so there is nothing to clean up.
      const idle = this.stopping && results.every((r) => r.outcome === 'skipped' || r.outcome === 'blocked');
      const result = await runOne(
        p,
        idle
          ? { kind: 'idle', reason: 'interrupted (Ctrl-C) before the suite sent anything: nothing to clean up' }
          : p.entry.skip,
        true,
        true,
      );
      results.push(result);
      // What it would remove was never made: what it reads was not, or the suite wrote nothing at all.
      const neverMade = dependencies.neverMade(p.spec, p.entry.reads) || wroteNothing(results);
      leftovers.push(...leftBehind(p.spec, result, neverMade));
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
    { entry, spec, needs }: Planned,
    skip: Skip | undefined,
    dependencies: SuiteDependencies,
    run: (spec: CaseSpec) => Promise<CaseResult>,
    context: RunContext,
  ): Promise<CaseResult> {
    if (context.unreachable) return blockedResult(suite, spec, 'unreachable');
    if (skip) return skippedResult(suite, spec, skip, context.env.words);
    // What it reads, from whom, as the plan's producer edges say (its control's reads too).
    const decision = dependencies.decide(spec, [...entry.reads, ...entry.controlReads], entry);
    // A set-up or teardown step whose finding listed nothing (no leftovers of an earlier run) has nothing to do.
    if (decision && 'skip' in decision && decision.nothing && entry.role !== 'case')
      return nothingToDoResult(suite, spec, decision.skip);
    if (decision && 'skip' in decision)
      return skippedResult(suite, spec, { kind: 'dependency', reason: decision.skip });
    if (decision && 'blockedBy' in decision) return blockedResult(suite, spec, decision.blockedBy);
    // A drift case may run as another spec: told which of its route's values are root causes of their own.
    const ready = await readiness(spec, needs, context.listing, context.missing);
    if ('blockedBy' in ready) return blockedResult(suite, spec, ready.blockedBy);
    return run(ready.spec);
  }

  /** A case's end to those who listen, with what the expectations file recorded of it; masked. */
  private caseEnded(result: CaseResult): void {
    // Scrubbing walks the whole result: only for someone who listens (reporters listen to what they use).
    if (this.events.listenerCount('case:end') > 0)
      this.events.emit('case:end', scrubCase(withExpectation(result, this.options.expectations), this.secrets));
  }

  /** An error on its way out of the engine (to a message on stderr), with the run's secrets masked. */
  private scrubbedError(error: unknown): unknown {
    if (error instanceof Error) {
      error.message = this.secrets.scrub(error.message);
      if (error.stack) error.stack = this.secrets.scrub(error.stack);
    }
    return error;
  }

  private endSuite(suite: Suite, cases: CaseResult[], leftovers: string[], started: number): SuiteResult {
    const result: SuiteResult = {
      id: suite.id,
      title: suite.title,
      file: suite.file,
      cases,
      durationMs: performance.now() - started,
      // The embedded reference server ends with the run, and all it was given goes with it.
      leftovers: this.options.target.embedded ? [] : leftovers,
    };
    if (this.events.listenerCount('suite:end') > 0) this.events.emit('suite:end', scrubSuite(result, this.secrets));
    return result;
  }
}
