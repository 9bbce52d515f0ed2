import type * as FastCheck from 'fast-check';
import type { CaseResult, FuzzInfo } from '../model/result.js';
import type { CaseSpec, CheckSpec, Suite } from '../model/suite.js';
import { executeCase, type CaseEnvironment } from '../runner/execute-case.js';
import { buildRequest } from '../runner/request.js';
import { caseSlug } from '../generators/samples.js';
import { fuzzArgs, type FuzzArgs } from './arbitraries.js';
import { isItemWrite, segmentsOf, type FuzzEndpoint } from './endpoints.js';
import { catalogFor } from '../catalog/routes.js';
import type { Route } from '../../spec/types.js';

/** `--fuzz N --seed S [--fuzz-budget B] [--fuzz-replay ENDPOINT --fuzz-path P]`, as the engine takes them. */
export interface FuzzOptions {
  runs: number;
  seed: number;
  /** At most this many requests in the whole phase (shrinking included); what was found by then is reported. */
  budget?: number | undefined;
  /** Exactly one generated request of one endpoint: a failure's replay. */
  replay?: { endpoint: string; path: string } | undefined;
  /** The one-line command that replays a failure, as the caller was started (the CLI knows its own options). */
  replayCommand?: ((endpoint: string, seed: number, path: string) => string) | undefined;
}

/**
 * The conventions the phase's should-level checks rest on (`spec/conventions.ts`): how the platform
 * refuses an argument, its error body, and a 5xx being the platform failing rather than answering.
 */
export const FUZZ_SOURCES = {
  invalid: 'errors.invalid-param',
  missing: 'errors.missing-param',
  shape: 'errors.shape',
  serverError: 'errors.server-error',
} as const;

/** What the phase needs of the run it is part of. */
export interface PhaseContext {
  env: CaseEnvironment;
  /** Spoken in the site's words (`runner/speak.ts`). */
  speak: (spec: CaseSpec) => CaseSpec;
  suite: Suite;
  concurrency: number;
  /** `--level must`: the should-level checks are left out. */
  mustOnly: boolean;
  stopping: () => boolean;
  onCase: (result: CaseResult) => void;
}

/** The suite the phase reports under, with no cases of its own to plan. */
export function fuzzSuite(options: FuzzOptions): Suite {
  return {
    id: 'fuzz',
    title: `Fuzzing: ${options.runs} generated requests per endpoint, seed ${options.seed}`,
    file: '(--fuzz)',
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

const origin = (e: FuzzEndpoint): CaseSpec['origin'] => ({ file: '(--fuzz)', generator: `fuzz ${e.key}` });

/**
 * The answers whose shape is known, as the suites hold them: the index (must, its members are the
 * document's), a namespace index and the batch route's reply (conventions, as index-shape.yaml and
 * batch.yaml hold them).
 */
function knownShape(e: FuzzEndpoint): { name: string; level: { level?: 'should'; source?: string } } | undefined {
  if (e.method === 'GET' && e.route.pattern === '/') return { name: 'index', level: {} };
  if (e.method === 'GET' && e.route.pattern === `/${e.route.namespace}`)
    return { name: 'namespace-index', level: { level: 'should', source: 'index.namespace-index' } };
  if (e.method === 'POST' && e.route.pattern === '/batch/v1')
    return { name: 'batch-reply', level: { level: 'should', source: 'batch.reply' } };
  return undefined;
}

/** The checks one generated request is held to. */
export function expectations(e: FuzzEndpoint, value: FuzzArgs, mustOnly: boolean): CheckSpec[] {
  const checks: CheckSpec[] = [];
  if (value.broken) {
    const missing = value.broken.rule === 'required';
    // The document states the rule: a value that breaks it is refused, any 4xx (must); how the platform
    // refuses it is a convention beside it (as the negative generators: src/generators/negatives.ts).
    checks.push({ check: 'status', value: '4xx' });
    checks.push({
      check: 'argument-refused',
      param: value.broken.arg,
      ...(missing ? { missing: true } : {}),
      level: 'should',
      source: missing ? FUZZ_SOURCES.missing : FUZZ_SOURCES.invalid,
    });
  } else {
    // Every value is within the document's rules: none may be refused as invalid (must).
    for (const param of Object.keys(value.args)) checks.push({ check: 'not-invalid-param', param });
    checks.push({
      check: 'status',
      value: ['1xx', '2xx', '3xx', '4xx'],
      level: 'should',
      source: FUZZ_SOURCES.serverError,
    });
    const shape = knownShape(e);
    if (shape) checks.push({ check: 'json-schema', name: shape.name, onlyIfSuccess: true, ...shape.level });
  }
  checks.push({ check: 'error', onlyIfError: true, level: 'should', source: FUZZ_SOURCES.shape });
  return mustOnly ? checks.filter((c) => (c.level ?? 'must') === 'must') : checks;
}

/** The generated request as a case: the administrator's credentials where the route wants them, the phase's cart on storefront writes. */
function caseFor(
  e: FuzzEndpoint,
  path: string,
  value: FuzzArgs,
  mustOnly: boolean,
  cartHeaders: Record<string, string>,
): CaseSpec {
  const read = e.method === 'GET';
  const creates = e.method === 'POST' && !isItemWrite(e);
  return {
    id: `fuzz.${caseSlug(e.method, e.route)}`,
    title: e.key,
    level: 'must',
    tags: ['fuzz'],
    requires: read ? [] : ['writes'],
    request: {
      method: e.method,
      path,
      ...(read
        ? { query: value.args as NonNullable<CaseSpec['request']['query']> }
        : { body: value.args, headers: e.endpoint.access === 'storefront-nonce' ? cartHeaders : {} }),
      auth: e.endpoint.access === 'admin' ? 'admin' : 'none',
    },
    expect: expectations(e, value, mustOnly),
    // What a create made, to remove it after the endpoint's requests.
    capture: creates ? { created: { pointer: '/id' } } : {},
    origin: origin(e),
  };
}

/**
 * Why valid combinations are not sent to a write, or undefined: a valid update changes the site's own
 * item, a valid checkout places an order, and a valid create whose result no route deletes would be
 * left behind, once per request. Those get only requests that break a rule, which must be refused.
 */
function validWithheld(e: FuzzEndpoint): string | undefined {
  if (e.method === 'GET') return undefined;
  if (isItemWrite(e)) return 'a valid update would change the site’s own item';
  if (/\/checkout$/.test(e.route.pattern)) return 'a valid checkout would place an order';
  if (e.endpoint.access === 'admin' && e.method === 'POST' && !deleteRouteOf(e))
    return 'a valid create would leave what it made behind (no route deletes it)';
  return undefined;
}

/** The route that deletes what a create on `e` makes: its pattern and one parameter more, with DELETE. */
function deleteRouteOf(e: FuzzEndpoint): Route | undefined {
  return catalogFor('primary').routes.find(
    (r) =>
      r.pattern.startsWith(`${e.route.pattern}/(?P<`) &&
      segmentsOf(r)?.length === (segmentsOf(e.route)?.length ?? 0) + 1 &&
      r.endpoints.some((x) => x.methods.includes('DELETE')),
  );
}

/**
 * Removes what the endpoint's valid creates made (the route's DELETE, `force=true`, as a cleanup
 * should); says what it could not remove, as a suite's teardown does.
 */
async function removeCreated(e: FuzzEndpoint, path: string, ids: unknown[], ctx: PhaseContext): Promise<string[]> {
  if (ids.length === 0) return [];
  const route = deleteRouteOf(e);
  if (!route) return ids.map((id) => `${e.key} made ${String(id)}, which no route of the interface deletes`);
  const left: string[] = [];
  for (const id of ids) {
    const spec = ctx.speak({
      ...caseFor(e, path, { args: {} }, true, {}),
      request: {
        method: 'DELETE',
        path: `${path}/${encodeURIComponent(String(id))}`,
        query: { force: true },
        auth: e.endpoint.access === 'admin' ? 'admin' : 'none',
      },
    });
    try {
      const answer = await ctx.env.client.send(buildRequest(spec.request, ctx.env.target));
      if (answer.status >= 300) left.push(`${e.key} made ${String(id)}; DELETE answered ${answer.status}`);
    } catch (error) {
      left.push(`${e.key} made ${String(id)}; DELETE failed: ${(error as Error).message}`);
    }
  }
  return left;
}

/** Shared by the phase's endpoints: how many requests were sent, and the budget. */
interface Spend {
  sent: number;
  budget: number;
}

/** One endpoint's requests; a failure shrunk to the smallest request that fails the same way. */
async function fuzzEndpoint(
  fc: typeof FastCheck,
  e: FuzzEndpoint,
  options: FuzzOptions,
  ctx: PhaseContext,
  spend: Spend,
  cart: () => Promise<Record<string, string>>,
  leftovers: string[],
): Promise<CaseResult> {
  const started = performance.now();
  const spec0: CaseSpec = caseFor(e, e.route.pattern, { args: {} }, ctx.mustOnly, {});
  const base = {
    suite: ctx.suite.id,
    id: spec0.id,
    level: 'must' as const,
    tags: spec0.tags,
    failures: [],
    spec: { origin: spec0.origin, requires: spec0.requires },
  };
  const skipped = (reason: string): CaseResult => ({
    ...base,
    title: `${e.key} (fuzz)`,
    outcome: 'skipped',
    skipReason: reason,
    durationMs: 0,
  });
  if (e.endpoint.access === 'admin' && !ctx.env.target.admin) return skipped('needs administrator credentials');
  const validNot = validWithheld(e);
  const arbitrary = fuzzArgs(fc, e.endpoint, e.method === 'GET', validNot !== undefined);
  if (!arbitrary) return skipped(`no argument rule to break, and ${validNot ?? ''}`);
  const path = await resolvePath(e, ctx);
  if ('skip' in path) return skipped(path.skip);
  const cartHeaders = e.endpoint.access === 'storefront-nonce' && e.method !== 'GET' ? await cart() : {};

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
    if (cut === 'interrupted') return skipped(`interrupted after ${requests} of ${options.runs} generated requests`);
    if (cut === 'budget' && requests === 0) return skipped(`the fuzz budget (${spend.budget} requests) was spent`);
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
    `shop-conformance run --fuzz-replay '${e.key}' --seed ${options.seed} --fuzz-path ${counterexamplePath}`;
  const broken = last.value.broken;
  return {
    ...last.result,
    id: spec0.id,
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
 * The path to request, its parameters taken from what the site lists (probe with what the site has,
 * not assumed ids): each parameter from the first item of the collection before it.
 */
async function resolvePath(e: FuzzEndpoint, ctx: PhaseContext): Promise<{ path: string } | { skip: string }> {
  const segments = segmentsOf(e.route);
  if (!segments) return { skip: `a path parameter the phase cannot fill: ${e.route.pattern}` };
  let path = '';
  for (const segment of segments) {
    if ('text' in segment) {
      path += `/${segment.text}`;
      continue;
    }
    const listed = await firstItem(path, e, ctx);
    const value = listed?.[segment.param] ?? listed?.id ?? listed?.key;
    const text = typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
    if (text === undefined || !segment.pattern.test(text))
      return { skip: `GET ${path || '/'} listed no item to take ${segment.param} from` };
    path += `/${encodeURIComponent(text)}`;
  }
  return { path: path || '/' };
}

async function firstItem(
  path: string,
  e: FuzzEndpoint,
  ctx: PhaseContext,
): Promise<Record<string, unknown> | undefined> {
  const spec = ctx.speak({
    ...caseFor(e, path, { args: {} }, true, {}),
    request: { method: 'GET', path, auth: e.endpoint.access === 'admin' ? 'admin' : 'none' },
  });
  try {
    const answer = await ctx.env.client.send(buildRequest(spec.request, ctx.env.target));
    if (answer.status !== 200) return undefined;
    const list = JSON.parse(answer.body) as unknown;
    const item = Array.isArray(list) ? (list[0] as unknown) : undefined;
    return item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
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
  let cartToken: Promise<Record<string, string>> | undefined;
  // One cart for the storefront writes, as the site hands it out (its Cart-Token header).
  const cart = () =>
    (cartToken ??= (async (): Promise<Record<string, string>> => {
      const spec = ctx.speak({
        ...caseFor(endpoints[0] as FuzzEndpoint, '/shop/store/cart', { args: {} }, true, {}),
        request: { method: 'GET', path: '/shop/store/cart' },
      });
      try {
        const answer = await ctx.env.client.send(buildRequest(spec.request, ctx.env.target));
        const token = answer.headers['cart-token'];
        return typeof token === 'string' ? { 'cart-token': token } : {};
      } catch {
        return {};
      }
    })());
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
