import type { HttpResponse } from '../http/client.js';

/** Where identical GETs find the answer one of them asked for (`CaseEnvironment.responseCache`). */
export interface AnswerCache {
  get(key: string): Promise<HttpResponse> | undefined;
  set(key: string, answer: Promise<HttpResponse>): unknown;
  delete(key: string): unknown;
}

/**
 * The most body text the answers cases share hold at once, per cache (per run). Sharing is what lets
 * hundreds of generated cases read one index (150 KB on the reference server, a few MB on a large
 * site) for one request; but a shared answer is kept for the whole run, its parsed JSON beside it, and
 * against a target that answers every URL with megabytes, sharing without a bound would keep them all.
 */
export const SHARED_ANSWER_BYTES = 8 * 1024 * 1024;

const held = new WeakMap<AnswerCache, number>();

/**
 * Shares an answer under `key`, within the budget: once it arrives it stays shared only if it was
 * read whole and fits the bytes left. Cases already waiting for it get it either way; later ones ask
 * again. A failed request stays shared: asking a silent target again would only wait out the timeout
 * again. (The runner's own look at the index is shared beside these, outside the budget: one answer
 * per site.)
 */
export function shareAnswer(
  cache: AnswerCache,
  key: string,
  answer: Promise<HttpResponse>,
  budget = SHARED_ANSWER_BYTES,
): void {
  cache.set(key, answer);
  answer.then(
    (response) => {
      const size = response.size ?? response.body.length;
      const before = held.get(cache) ?? 0;
      if (!response.truncated && before + size <= budget) held.set(cache, before + size);
      else if (cache.get(key) === answer) cache.delete(key);
    },
    () => undefined,
  );
}
