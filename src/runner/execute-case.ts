import type { CheckRegistry } from '../checks/registry.js';
import { NotJsonError, type CheckContext } from '../checks/types.js';
import { TransportError, type HttpClient, type HttpRequest, type HttpResponse } from '../http/client.js';
import type { CaseResult, Exchange, Failure, RetryRecord } from '../model/result.js';
import type { CaseSpec, Level, Suite } from '../model/suite.js';
import { escapeToken, resolvePointer } from '../util/json-pointer.js';
import { TooDeepError } from '../util/json-depth.js';
import { cutMessage, parseBody, type ParsedBody } from './body-json.js';
import { curlCommand } from './curl.js';
import { bodyKeeperOf, keptFailure, type BodyKeeper, type KeptBody } from './kept.js';
import { shareAnswer } from './shared-answers.js';
import { redactBody, redactHeaders, scrub } from './redact.js';
import { buildRequest, MissingCredentialsError, RequestTooLargeError, type TargetContext } from './request.js';
import { fill, MissingCaptureError } from './template.js';

export interface CaseEnvironment {
  client: HttpClient;
  checks: CheckRegistry;
  target: TargetContext;
  namedSchema: (name: string) => object | undefined;
  /** Values of this run that must never be printed. */
  secrets: string[];
  /** GET answers shared by cases that ask for the same thing (the index, read by many generated cases). */
  responseCache: Map<string, Promise<HttpResponse>>;
  /** Sees every request actually sent (benchmarks replay them); never called for shared answers. */
  record?: ((request: HttpRequest) => void) | undefined;
}

/**
 * What a response yields once, however many cases read it: many generated cases share one index
 * answer, and parsing or redacting 150 KB for each of them would dominate a run.
 */
const derived = new WeakMap<HttpResponse, { json?: ParsedBody; kept?: KeptBody }>();

function derivedOf(response: HttpResponse) {
  let entry = derived.get(response);
  if (!entry) {
    entry = {};
    derived.set(response, entry);
  }
  return entry;
}

/** Identical GETs (same URL, same headers) may share one answer. */
export function sharedAnswerKey(request: HttpRequest): string {
  return `${request.url} ${JSON.stringify(request.headers)}`;
}

function base(suite: Suite, spec: CaseSpec): Omit<CaseResult, 'outcome' | 'durationMs'> {
  return { suite: suite.id, id: spec.id, title: spec.title, level: spec.level, tags: spec.tags, failures: [], spec: { origin: spec.origin, requires: spec.requires } };
}

export function skippedResult(suite: Suite, spec: CaseSpec, reason: string): CaseResult {
  return { ...base(suite, spec), outcome: 'skipped', skipReason: reason, durationMs: 0 };
}

/** A case that could not mean anything, for a root cause reported once (see `RunResult.rootCauses`). */
export function blockedResult(suite: Suite, spec: CaseSpec, root: string): CaseResult {
  return { ...base(suite, spec), outcome: 'blocked', blockedBy: root, durationMs: 0 };
}

/**
 * What a report shows of a case that did not pass: both sides, secrets masked, bodies redacted whole
 * (a secret member is found in the parsed body) and then cut to what a result keeps (`kept.ts`), once,
 * here: nothing of the full answer outlives the case.
 */
function fullExchange(spec: CaseSpec, request: HttpRequest, response: HttpResponse | undefined, secrets: string[], keeper: BodyKeeper): Exchange {
  const sent = request.body !== undefined ? keeper.keep(scrub(redactBody(request.body) ?? '', secrets), Buffer.byteLength(request.body)) : undefined;
  const exchange: Exchange = {
    request: {
      method: request.method,
      url: request.url,
      headers: redactHeaders(request.headers),
      ...(sent ? { body: sent.body, ...(sent.bodySize !== undefined ? { bodySize: sent.bodySize } : {}) } : {}),
      ...(spec.request.auth && spec.request.auth !== 'none' ? { auth: spec.request.auth } : {}),
    },
  };
  if (response) {
    // Once per answer, however many cases share it (the index, read by hundreds of generated cases).
    const kept = (derivedOf(response).kept ??= keeper.keep(scrub(redactBody(response.body) ?? '', secrets), response.size, response.truncated));
    exchange.response = {
      status: response.status,
      headers: redactHeaders(response.headers),
      body: kept.body,
      ...(kept.bodySize !== undefined ? { bodySize: kept.bodySize } : {}),
      truncated: response.truncated,
      durationMs: response.durationMs,
    };
  }
  return exchange;
}

/**
 * One case: build the request from captures, send it, run every check. A check that fails is a
 * failure; anything that stops us judging (no answer, no JSON, a check that throws) is an error.
 */
export async function executeCase(suite: Suite, spec: CaseSpec, captures: Map<string, unknown>, env: CaseEnvironment, shareGets = false): Promise<CaseResult> {
  const started = performance.now();
  let request: HttpRequest | undefined;
  let answer: HttpResponse | undefined;
  /** What the answer (or the failure) cost before it came: the case is marked retried in every report. */
  let retries: RetryRecord | undefined;
  const finish = (extra: Pick<CaseResult, 'outcome'> & Partial<Pick<CaseResult, 'failures' | 'error' | 'notes'>>): CaseResult => {
    // Built as one literal (members in the order reports have always shown): spreading a fresh object
    // for each of a thousand cases was the engine's single largest cost per case.
    const durationMs = performance.now() - started;
    const { outcome, failures = [], error, notes } = extra;
    const specOutline = { origin: spec.origin, requires: spec.requires };
    const full: CaseResult = error
      ? { suite: suite.id, id: spec.id, title: spec.title, level: spec.level, tags: spec.tags, failures, spec: specOutline, outcome, error, durationMs }
      : { suite: suite.id, id: spec.id, title: spec.title, level: spec.level, tags: spec.tags, failures, spec: specOutline, outcome, durationMs };
    if (notes && notes.length > 0) full.notes = notes;
    if (retries) full.retries = retries;
    if (!request) return full;
    if (full.outcome === 'passed') {
      // A passing case keeps the outline of its exchange; bodies and the reproduction are for failures.
      full.exchange = {
        request: { method: request.method, url: request.url, headers: {} },
        ...(answer ? { response: { status: answer.status, headers: {}, body: '', truncated: answer.truncated, durationMs: answer.durationMs } } : {}),
      };
    } else {
      full.exchange = fullExchange(spec, request, answer, env.secrets, bodyKeeperOf(env));
      full.curl = scrub(curlCommand(full.exchange.request), env.secrets);
    }
    return full;
  };
  let response: HttpResponse;
  try {
    request = buildRequest(fill(spec.request, captures), env.target);
    // Identical GETs share one answer when nothing in their suite writes: generated cases and read-only suites.
    const cacheKey = request.method === 'GET' && (spec.origin.generator || shareGets) ? sharedAnswerKey(request) : undefined;
    let pending = cacheKey ? env.responseCache.get(cacheKey) : undefined;
    if (!pending) {
      env.record?.(request);
      pending = env.client.send(request);
      if (cacheKey) shareAnswer(env.responseCache, cacheKey, pending);
    }
    response = answer = await pending;
    retries = response.retries;
  } catch (error) {
    if (error instanceof MissingCredentialsError) return { ...skippedResult(suite, spec, error.message), durationMs: 0 };
    if (error instanceof TransportError) retries = error.retries;
    if (error instanceof TransportError) return finish({ outcome: 'errored', error: { code: error.code, message: error.message } });
    if (error instanceof MissingCaptureError) return finish({ outcome: 'errored', error: { code: error.code, message: error.message } });
    if (error instanceof RequestTooLargeError) return finish({ outcome: 'errored', error: { code: error.code, message: error.message } });
    return finish({ outcome: 'errored', error: { code: 'request', message: (error as Error).message } });
  }
  // Only the start of a body cut at the size limit was kept (`BodyReader`): nothing about it is judged.
  if (response.truncated) return finish({ outcome: 'errored', error: { code: 'too-large', message: cutMessage(response) } });

  const shared = derivedOf(response);
  const ctx: CheckContext = {
    response,
    json() {
      shared.json ??= parseBody(response);
      if ('error' in shared.json) throw shared.json.error;
      return shared.json.value;
    },
    namedSchema: env.namedSchema,
  };
  const failures: Failure[] = [];
  let expectations: CaseSpec['expect'];
  try {
    // Expectations may name captured values too: "the same answer as under the other namespace".
    expectations = fill(spec.expect, captures);
  } catch (error) {
    return finish({ outcome: 'errored', error: { code: 'missing-capture', message: (error as Error).message } });
  }
  const notes: Failure[] = [];
  for (const check of expectations) {
    const definition = env.checks.get(check.check);
    // A check is at its own level when it names one (never above its case's), else at the case's.
    const level = check.level ?? spec.level;
    const source = level === 'should' ? check.source ?? spec.source : undefined;
    const stamp = (f: Failure): Failure => (source ? { ...f, level: level as Level, source } : { ...f, level: level as Level });
    try {
      if (!definition) throw new Error(`unknown check "${check.check}"`);
      const { check: _name, level: _level, source: _source, ...args } = check;
      for (const found of definition.run(args as never, ctx)) {
        // A check may quote what it found, and what it found may be most of a 10 MiB answer.
        const finding = keptFailure(found);
        if (finding.level === 'info' || level === 'info') notes.push({ ...finding, level: 'info' });
        else failures.push(stamp(finding));
      }
    } catch (error) {
      // Too deep to walk safely: nothing about the answer is judged, whatever the level.
      if (error instanceof TooDeepError) return finish({ outcome: 'errored', failures, notes, error: { code: error.code, message: error.message } });
      if (error instanceof NotJsonError) {
        // A should-level check that needs JSON and gets none is a deviation from the convention; so is
        // any check once the answer already fails at must level (say, a 302 where 200 was due). Only a
        // must-level check with nothing else to go on leaves the case undecided.
        if (level === 'info') {
          notes.push({ check: check.check, level, title: 'Body is not JSON', message: error.message });
          continue;
        }
        if (level === 'should' || failures.some((f) => f.level === 'must')) {
          failures.push(stamp({ check: check.check, title: 'Body is not JSON', message: error.message }));
          continue;
        }
        return finish({ outcome: 'errored', failures, notes, error: { code: 'not-json', message: error.message } });
      }
      return finish({ outcome: 'errored', failures, notes, error: { code: 'check-crashed', message: `check "${check.check}" threw: ${(error as Error).message}` } });
    }
  }
  for (const [name, capture] of Object.entries(spec.capture)) {
    if (capture.header !== undefined) {
      const value = response.headers[capture.header.toLowerCase()];
      if (value !== undefined) captures.set(name, value);
    } else if (capture.pointer !== undefined) {
      try {
        const found = resolvePointer(ctx.json(), capture.pointer);
        if (!found.found) continue;
        if (capture.each === undefined) captures.set(name, found.value);
        else if (Array.isArray(found.value) && found.value.length > 0) {
          // An empty list is nothing found, as a missing member is: what depends on it is skipped, saying so.
          // The member itself, never one an item inherits (`each: constructor` finds nothing).
          const member = `/${escapeToken(capture.each)}`;
          captures.set(name, found.value.map((item) => {
            const value = resolvePointer(item, member);
            return value.found ? value.value : undefined;
          }));
        }
      } catch {
        // A capture from a non-JSON answer simply does not happen; the dependent case will say so.
      }
    }
  }
  return finish({ outcome: failures.length > 0 ? 'failed' : 'passed', failures, notes });
}
