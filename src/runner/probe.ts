import { TransportError, type HttpClient, type HttpRequest, type HttpResponse } from '../http/client.js';
import type { CaseSpec } from '../model/suite.js';
import { witnessAnswer } from './answer-witness.js';
import { sharedAnswerKey, type CaseEnvironment } from './execute-case.js';
import { buildRequest, type TargetContext } from '../http/request.js';

/**
 * One look at the API root first: a target that cannot be reached blocks every case with the reason.
 * The look is the index itself, sent before the cases are planned; the run waits only until it is
 * on a connected socket (a refused connection or an unknown host is what "unreachable" means). Its
 * answer, when it comes, is shared with the cases that read the index, so it costs no request, and
 * says which namespaces and routes the site lists.
 */
export function startProbe(
  client: HttpClient,
  env: CaseEnvironment,
  target: TargetContext,
): { reached: () => Promise<TransportError | undefined>; answer: Promise<HttpResponse>; request: HttpRequest } {
  const request = buildRequest({ method: 'GET', path: '/' }, target);
  env.record?.(request);
  let connected!: () => void;
  const reached = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const answer = client.send(request, connected);
  // Shared from the start: sharers that come before the answer wait for it, as sharers always do.
  env.responseCache.set(sharedAnswerKey(request), answer);
  // An answer like any other: examined against the document (the cases that share it are its witnesses).
  answer.then(
    (a) => witnessAnswer(env, { request: { method: 'GET', path: '/' } }, request, a, '(the first look at the index)'),
    () => undefined,
  );
  return {
    answer,
    request,
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

/** One GET whose answer every case asking the same shares (the localized index). */
export function sharedGet(
  env: CaseEnvironment,
  spec: CaseSpec['request'],
  target: TargetContext,
): Promise<HttpResponse> {
  const request = buildRequest(spec, target);
  const key = sharedAnswerKey(request);
  let pending = env.responseCache.get(key);
  if (!pending) {
    env.record?.(request);
    pending = env.client.send(request);
    env.responseCache.set(key, pending);
  }
  return pending;
}
