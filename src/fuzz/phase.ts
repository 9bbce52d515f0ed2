import type * as FastCheck from 'fast-check';
import type { CaseResult, FuzzInfo, SkipKind } from '../model/result.js';
import type { Suite } from '../model/suite.js';
import { executeCase } from '../runner/execute-case.js';
import { edgeExamples, fuzzArgs, type FuzzArgs } from './arbitraries.js';
import { caseFor, fuzzCaseId, fuzzOrigin } from './cases.js';
import type { FuzzEndpoint } from './endpoints.js';
import type { PhaseContext } from './context.js';
import { cartHeaders as siteCart, removeCreated, resolvePath, validWithheld } from './site.js';

/** `--fuzz N --seed S [--fuzz-budget B] [--fuzz-replay ENDPOINT --fuzz-path P]`, as the engine takes them. */
export interface FuzzOptions {
  runs: number;
  seed: number;
  /** At most this many requests in the whole phase (shrinking included); what was found by then is reported. */
  budget?: number | undefined;
  /** Exactly one generated request of one endpoint: a failure's replay. */
  replay?: { endpoint: string; path: string } | undefined;
  /**
   * The one-line command that replays a failure, as the caller was started (the CLI knows its own
   * options); without it, the fuzz options that replay it, as JSON (the engine names no CLI flag).
   */
  replayCommand?: ((endpoint: string, seed: number, path: string) => string) | undefined;
}

/** The suite the phase reports under, with no cases of its own to plan. */
export function fuzzSuite(options: FuzzOptions): Suite {
  return {
    id: 'fuzz',
    title: `Fuzzing: ${options.runs} generated requests per endpoint, seed ${options.seed}`,
    file: '(fuzz phase)',
    tags: ['fuzz'],
    setup: [],
    cases: [],
    teardown: [],
    generators: [],
  };
}

/** A seed of fast-check's (a 32-bit integer) per endpoint, from the run's: adding an endpoint changes no other's requests. */
export function endpointSeed(seed: number, key: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h | 0;
}

/** Shared by the phase's endpoints: how many requests were sent, and the budget. */
interface Spend {
  sent: number;
  budget: number;
}

/** One endpoint's requests; a failure shrunk to the smallest request that fails the same way. */
async function fuzzEndpoint(
  fc: typeof FastCheck,
  listed: FuzzEndpoint,
  options: FuzzOptions,
  ctx: PhaseContext,
  spend: Spend,
  cart: (e: FuzzEndpoint) => Promise<Record<string, string>>,
  leftovers: string[],
): Promise<CaseResult> {
  const started = performance.now();
  const offered = (await ctx.offered?.(listed)) ?? { endpoint: listed };
  const e = 'endpoint' in offered ? offered.endpoint : listed;
  const base = {
    suite: ctx.suite.id,
    id: fuzzCaseId(e),
    level: 'must' as const,
    tags: ['fuzz'],
    failures: [],
    spec: { origin: fuzzOrigin(e), requires: e.method === 'GET' ? [] : ['writes' as const] },
  };
  const skipped = (reason: string, kind: SkipKind): CaseResult => ({
    ...base,
    title: `${e.key} (fuzz)`,
    outcome: 'skipped',
    skipReason: reason,
    skipKind: kind,
    durationMs: 0,
  });
  // What the site's index lacks is its root cause's to report, once, not the phase's to fail on.
  if ('blockedBy' in offered)
    return { ...base, title: `${e.key} (fuzz)`, outcome: 'blocked', blockedBy: offered.blockedBy, durationMs: 0 };
  if (e.endpoint.access === 'admin' && !ctx.env.target.admin)
    return skipped('needs administrator credentials', 'credentials');
  const validNot = validWithheld(e);
  const arbitrary = fuzzArgs(fc, e.endpoint, e.method === 'GET', validNot !== undefined);
  if (!arbitrary) return skipped(`no argument rule to break, and ${validNot ?? ''}`, 'unsendable');
  // Each bound's edge first, whatever the seed: fast-check runs its examples before drawing, within
  // numRuns, and numbers them in a counterexample path as it numbers drawn values, so a replay that
  // passes the same examples walks the same path. An example is not shrunk: it is already the edge
  // with nothing else beside it.
  const examples = edgeExamples(e.endpoint, e.method === 'GET').map((value): [FuzzArgs] => [value]);
  const path = await resolvePath(e, ctx);
  if ('skip' in path) return skipped(path.skip, 'unsendable');
  const cartHeaders = e.endpoint.access === 'storefront-nonce' && e.method !== 'GET' ? await cart(e) : {};

  let requests = 0;
  let cut: 'budget' | 'interrupted' | undefined;
  const created: unknown[] = [];
  const seed = endpointSeed(options.seed, e.key);
  const replay = options.replay;
  /**
   * One pass over the endpoint's generated requests. Only a failure `counts` fails the property: the
   * first pass looks for must-level faults and notes the first should-level one, which a second pass
   * (the same seed, so the same requests) shrinks when no must-level fault was found. Shrinking keeps to
   * the fault it started from: a smaller request that fails another way is another bug.
   */
  const pass = async (counts: (reason: string) => boolean, numRuns: number) => {
    let pinned: string | undefined;
    let last: { value: FuzzArgs; result: CaseResult } | undefined;
    let noted: string | undefined;
    const property = fc.asyncProperty(arbitrary, async (value) => {
      if (ctx.stopping()) cut ??= 'interrupted';
      else if (spend.sent >= spend.budget) cut ??= 'budget';
      // fast-check's own interruption: the run (or its shrinking) ends here, keeping what it found.
      if (cut) throw new fc.PreconditionFailure(true);
      spend.sent++;
      requests++;
      const captures = new Map<string, unknown>();
      const result = await executeCase(
        ctx.suite,
        ctx.speak(caseFor(e, path.path, value, ctx.mustOnly, cartHeaders)),
        captures,
        ctx.env,
      );
      if (captures.has('created')) created.push(captures.get('created'));
      if (result.outcome === 'passed' || result.outcome === 'skipped') return true;
      const reason = reasonOf(result);
      if (!counts(reason)) {
        noted ??= reason;
        return true;
      }
      pinned ??= reason;
      if (reason !== pinned) return true;
      last = { value, result };
      return false;
    });
    const details = await fc.check(property, {
      seed,
      numRuns,
      examples,
      ...(replay ? { path: replay.path, endOnFailure: true } : {}),
    });
    return { details, last, noted };
  };
  let found = await pass((reason) => replay !== undefined || !reason.startsWith('should:'), replay ? 1 : options.runs);
  const noted = found.noted;
  if (!found.last && noted && !cut) found = await pass((reason) => reason === noted, options.runs);
  const { details, last } = found;
  leftovers.push(...(await removeCreated(e, path.path, created, ctx)));
  const info = (extra: Partial<FuzzInfo>): FuzzInfo => ({
    seed: options.seed,
    runs: options.runs,
    requests,
    ...(cut ? { cut } : {}),
    ...extra,
  });
  const durationMs = performance.now() - started;
  if (!details.failed || !last) {
    // Stopped by Ctrl-C: what it sent found nothing, but it did not send what was asked (no verdict).
    if (cut === 'interrupted')
      return skipped(`interrupted after ${requests} of ${options.runs} generated requests`, 'interrupted');
    if (cut === 'budget' && requests === 0)
      return skipped(`the fuzz budget (${spend.budget} requests) was spent`, 'budget');
    return {
      ...base,
      title: `${e.key}: ${requests} generated requests`,
      outcome: 'passed',
      durationMs,
      fuzz: info({}),
    };
  }
  const counterexamplePath = details.counterexamplePath ?? replay?.path ?? '';
  const command =
    options.replayCommand?.(e.key, options.seed, counterexamplePath) ??
    JSON.stringify({ runs: 1, seed: options.seed, replay: { endpoint: e.key, path: counterexamplePath } });
  const broken = last.value.broken;
  return {
    ...last.result,
    id: base.id,
    title: `${e.key}: ${broken ? `${broken.place} breaking its ${broken.rule} rule` : 'a valid combination'} (shrunk from ${requests} generated requests)`,
    durationMs,
    fuzz: info({
      path: counterexamplePath,
      shrinks: details.numShrinks,
      replay: command,
      arguments: last.value.args,
      ...(broken ? { broken } : {}),
    }),
  };
}

/** What a failure is, to tell a smaller request failing the same way from one failing another. */
function reasonOf(result: CaseResult): string {
  if (result.outcome === 'errored') return `errored:${result.error?.code ?? ''}`;
  const first = result.failures.find((f) => (f.level ?? 'must') === 'must') ?? result.failures[0];
  return `${first?.level ?? 'must'}:${first?.check ?? ''}`;
}

/**
 * The phase: each endpoint's requests, `concurrency` endpoints at a time; one result per endpoint, in
 * their order, and what its creates left that could not be removed.
 */
export async function runFuzzPhase(
  endpoints: readonly FuzzEndpoint[],
  options: FuzzOptions,
  ctx: PhaseContext,
): Promise<{ cases: CaseResult[]; leftovers: string[] }> {
  const leftovers: string[] = [];
  const fc = await import('fast-check');
  const spend: Spend = { sent: 0, budget: options.budget ?? Number.POSITIVE_INFINITY };
  // One cart for all the storefront writes, fetched when the first needs it.
  let cartToken: Promise<Record<string, string>> | undefined;
  const cart = (e: FuzzEndpoint) => (cartToken ??= siteCart(e, ctx));
  const results: CaseResult[] = new Array<CaseResult>(endpoints.length);
  let next = 0;
  const worker = async () => {
    while (next < endpoints.length) {
      const i = next++;
      const result = await fuzzEndpoint(fc, endpoints[i] as FuzzEndpoint, options, ctx, spend, cart, leftovers);
      results[i] = result;
      ctx.onCase(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(ctx.concurrency, endpoints.length)) }, worker));
  return { cases: results, leftovers };
}
