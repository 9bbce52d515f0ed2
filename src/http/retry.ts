/**
 * When the client sends a request again (`--retries N`), and how long it waits first.
 *
 * Safe against a production shop: a request is sent again only when the shop cannot have acted on it.
 * - Answers 429 and 503 are retried for every method: the shop says it did not process the request.
 *   The wait is its `Retry-After` (seconds or an HTTP-date) when it gives one, else a short backoff;
 *   a `Retry-After` longer than `MAX_RETRY_WAIT_MS` is not waited for: the answer stands, and is judged.
 * - A connection that failed before anything was sent (refused, host not found, a connect timeout, a
 *   connection closed before the request went out) is retried for every method.
 * - A connection that failed after the request was sent (reset, timed out waiting for the answer) is
 *   retried only for GET, HEAD and OPTIONS: a POST, PUT, PATCH or DELETE may have been processed, and
 *   is never sent twice.
 * - Nothing else: any other status is an answer to judge, and a malformed or oversized answer is a
 *   finding about the shop, not a hiccup of the network.
 * The verdict is judged on the last attempt; every case judged on an answer that needed more than one
 * is marked as retried in every report (`CaseResult.retries`).
 */

/** What a case's answer cost before it came: shown in every report, never hidden. */
export interface RetryRecord {
  /** Attempts made in all, the last one (whose answer is judged) included: 2 means one retry. */
  attempts: number;
  /** Why each earlier attempt was sent again: its status (`429`, `503`) or transport error code (`reset`, `connection-refused`). */
  reasons: string[];
  /** How long the client waited before each retry, in milliseconds (`Retry-After`, or the backoff). */
  waitsMs: number[];
}

/** The longest wait for a retry; a `Retry-After` asking for more is not waited for (the answer stands). */
export const MAX_RETRY_WAIT_MS = 60_000;
/** The first backoff without `Retry-After`; it doubles with each retry (250 ms, 500 ms, 1 s, …). */
export const BACKOFF_BASE_MS = 250;
/** `--retries` at most: beyond a few, a shop that keeps refusing is telling something. */
export const MAX_RETRIES = 10;

/** Methods that change nothing, whose request may be sent again whatever happened to the first. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Statuses by which a server says it did not process the request. */
const NOT_PROCESSED = new Set([429, 503]);
/** Transport errors that mean nothing was sent at all, whatever the client saw of the socket. */
const NEVER_SENT = new Set(['connection-refused', 'dns']);
/** Transport errors worth another attempt: the network, not the shop's answer. */
const NETWORK = new Set(['connection-refused', 'dns', 'timeout', 'reset']);

/**
 * `Retry-After` in milliseconds from now: delay-seconds (`120`) or an HTTP-date (a date in the past is
 * 0). Anything else (empty, negative, a fraction, an unparseable date) is no usable value: undefined.
 */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds * 1000 : undefined;
  }
  // An HTTP-date (IMF-fixdate, or the obsolete RFC 850 and asctime forms, all of which Date reads); a
  // bare number with a sign or a fraction is no date, though Date would read some as years.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** The backoff before retry number `retry` (0 for the first), when the server named no wait. */
export function backoffMs(retry: number): number {
  return Math.min(MAX_RETRY_WAIT_MS, BACKOFF_BASE_MS * 2 ** Math.min(retry, 20));
}

/** One attempt as the decision sees it: an answer's status and headers, or a transport error and whether the request had gone out. */
export type AttemptOutcome = { status: number; headers: Record<string, string> } | { error: string; sent: boolean };

export type RetryDecision = { retry: true; waitMs: number; reason: string } | { retry: false; why: string };

/**
 * Whether to send a request again after `outcome`, with `retriesDone` retries behind it and
 * `maxRetries` allowed; see the top of this file for the rules.
 */
export function retryDecision(
  method: string,
  outcome: AttemptOutcome,
  retriesDone: number,
  maxRetries: number,
  now = Date.now(),
): RetryDecision {
  if ('status' in outcome) {
    if (!NOT_PROCESSED.has(outcome.status)) return { retry: false, why: 'an answer to judge' };
    if (retriesDone >= maxRetries) return { retry: false, why: 'no retries left' };
    const reason = String(outcome.status);
    const asked = parseRetryAfter(outcome.headers['retry-after'], now);
    if (asked === undefined) return { retry: true, waitMs: backoffMs(retriesDone), reason };
    if (asked > MAX_RETRY_WAIT_MS)
      return {
        retry: false,
        why: `Retry-After ${Math.ceil(asked / 1000)} s is longer than the ${MAX_RETRY_WAIT_MS / 1000} s the client waits`,
      };
    return { retry: true, waitMs: asked, reason };
  }
  if (!NETWORK.has(outcome.error)) return { retry: false, why: 'not a network failure' };
  const safe = NEVER_SENT.has(outcome.error) || !outcome.sent || IDEMPOTENT.has(method.toUpperCase());
  if (!safe) return { retry: false, why: `${method.toUpperCase()} may have been processed` };
  if (retriesDone >= maxRetries) return { retry: false, why: 'no retries left' };
  return { retry: true, waitMs: backoffMs(retriesDone), reason: outcome.error };
}
