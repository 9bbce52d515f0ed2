import type { Setting } from '../model/words.js';
import type { SettingWords } from '../model/words.js';
import type { CheckRegistry } from '../checks/registry.js';
import { TransportError, type HttpClient, type HttpRequest, type HttpResponse } from '../http/client.js';
import type { CaseResult, RetryRecord } from '../model/result.js';
import type { CaseSpec } from '../model/suite.js';
import type { ReplyLedger } from '../replies/ledger.js';
import { witnessAnswer } from './answer-witness.js';
import { createdOf } from './created.js';
import { shareAnswer } from '../answers/shared-answers.js';
import { buildRequest, MissingCredentialsError, RequestTooLargeError, type TargetContext } from '../http/request.js';
import { fill, MissingCaptureError } from '../model/template.js';

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
  /** Read-only mode: a case that would create what it did not find skips itself. */
  readOnly?: boolean | undefined;
  /** How messages name the settings they point to (`RunSettings.words`). */
  words?: SettingWords | undefined;
  /** The run's examination of every answer against the document (`src/replies/`); none: answers are judged by their cases alone. */
  replies?: ReplyLedger | undefined;
  /** A request path in the site's words, in the interface's (the replies are looked up by their neutral route). */
  neutralPath?: ((path: string) => string) | undefined;
}

/** Identical GETs (same URL, same headers) may share one answer. */
export function sharedAnswerKey(request: HttpRequest): string {
  return `${request.url} ${JSON.stringify(request.headers)}`;
}

/** What sending a case came to: an answer, a reason it was not sent (skipped), or why there is no answer. */
export type Sending =
  | { request: HttpRequest; answer: HttpResponse; retries?: RetryRecord | undefined }
  | { skip: string; setting: Setting }
  | { request?: HttpRequest | undefined; error: NonNullable<CaseResult['error']>; retries?: RetryRecord | undefined };

/**
 * The case's request, built from its captures, sent, or shared with an identical GET already on its way
 * (generated cases and suites that write nothing: they ask the index the same thing hundreds of times).
 */
export async function sendOrShare(
  spec: CaseSpec,
  captures: ReadonlyMap<string, unknown>,
  env: CaseEnvironment,
  shareGets: boolean,
  who: string,
): Promise<Sending> {
  let request: HttpRequest | undefined;
  try {
    const filled = fill(spec.request, captures);
    request = buildRequest(filled, env.target);
    const cacheKey =
      request.method === 'GET' && (spec.origin.generator || shareGets) ? sharedAnswerKey(request) : undefined;
    let pending = cacheKey ? env.responseCache.get(cacheKey) : undefined;
    if (!pending) {
      env.record?.(request);
      pending = env.client.send(request);
      if (cacheKey) shareAnswer(env.responseCache, cacheKey, pending);
      // What a write makes is the run's: a probe of the site's own objects passes over it (`created.ts`).
      else createdOf(env).track(request, pending, captures);
    }
    const answer = await pending;
    witnessAnswer(env, { request: filled }, request, answer, who);
    return { request, answer, retries: answer.retries };
  } catch (error) {
    if (error instanceof MissingCredentialsError) return { skip: error.message, setting: error.setting };
    if (error instanceof TransportError)
      return { request, error: { code: error.code, message: error.message }, retries: error.retries };
    if (error instanceof MissingCaptureError || error instanceof RequestTooLargeError)
      return { request, error: { code: error.code, message: error.message } };
    return { request, error: { code: 'request', message: (error as Error).message } };
  }
}
