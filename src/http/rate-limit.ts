/**
 * `--rate-limit N/s` (or `N/m`): at most N requests started per second (minute) across the whole run,
 * every request the client sends counted (the first look at the index, the credentials check, each
 * retry). Requests are spaced evenly, one every 1/N s, in the order they ask, with no burst: a shop's
 * limiter that counts per second never sees more than N in any second, and a run of R requests takes
 * at least (R-1)/N s.
 */

export interface RateLimit {
  /** Requests allowed per `perMs`. */
  requests: number;
  perMs: number;
}

/** What is wrong with a rate limit, said after the name its user gave it (`--rate-limit` in the CLI). */
export class RateLimitError extends Error {}

const UNITS: Record<string, number> = { s: 1000, sec: 1000, second: 1000, m: 60_000, min: 60_000, minute: 60_000 };

/** `5/s`, `0.5/s`, `120/m`: a positive number of requests per second or per minute. */
export function parseRateLimit(text: string): RateLimit {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*([a-z]+)\s*$/i.exec(text);
  const perMs = match ? UNITS[(match[2] as string).toLowerCase()] : undefined;
  const requests = match ? Number(match[1]) : NaN;
  if (!match || perMs === undefined || !(requests > 0) || !Number.isFinite(requests)) {
    throw new RateLimitError(
      `must be a positive number of requests per second or minute, such as 5/s or 120/m; got "${text}"`,
    );
  }
  // Faster than one request per millisecond is no limit a timer can keep.
  if (perMs / requests < 1)
    throw new RateLimitError(`${text} is more than 1000 requests per second; leave it out for no limit`);
  return { requests, perMs };
}

/** `5/s`, `120/m`: as a report shows it. */
export function describeRateLimit(limit: RateLimit): string {
  return `${limit.requests}/${limit.perMs === 1000 ? 's' : limit.perMs === 60_000 ? 'm' : `${limit.perMs}ms`}`;
}

/**
 * Lets requests start one interval apart, first asked first served. The interval is counted from when
 * the previous one was let go, not from when it was due: a request let go late (a busy event loop) does
 * not let the next one follow it sooner, so no second ever sees more than N start.
 */
export class RequestPacer {
  private readonly intervalMs: number;
  /** When the last request was let go (the clock's time); none yet: long ago. */
  private last = -Infinity;
  private readonly waiting: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.intervalMs = limit.perMs / limit.requests;
  }

  /** When the last request was let go, by the pacer's clock (a caller that resumes later may read it then). */
  get lastLetGo(): number {
    return this.last;
  }

  /** Resolves when the caller may start its request. */
  acquire(): Promise<void> {
    if (this.waiting.length === 0 && this.timer === undefined && this.now() - this.last >= this.intervalMs) {
      this.last = this.now();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.pump();
    });
  }

  private pump(): void {
    if (this.timer !== undefined || this.waiting.length === 0) return;
    const left = this.last + this.intervalMs - this.now();
    if (left <= 0) {
      this.last = this.now();
      (this.waiting.shift() as () => void)();
      this.pump();
      return;
    }
    // A timer may fire a little before its delay by this clock: pump looks again and waits out the rest.
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, Math.ceil(left));
  }
}
