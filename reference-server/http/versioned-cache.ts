import type { HandlerContext, RestResponse } from './types.js';
import { memoByVersion } from '../util/memo.js';

const ANSWER_KEY_LIMIT = 4096;

/**
 * Answers kept per site, path and parameters until the data behind them changes, as a repository's
 * version number says: listings are read far more often than they change. Bounded, never stale.
 */
export function cachedByVersion(
  version: () => number,
  handler: (ctx: HandlerContext) => RestResponse,
): (ctx: HandlerContext) => RestResponse {
  // The key is what the request sent, not the ~40 parameters it resolves to (defaults included, 600–1000
  // characters to serialise on every request): the same words always resolve to the same parameters,
  // and two spellings of one request only cost a second entry. Kept as they are up to 4 KB (500 keys: 2 MB
  // at most); longer ones (a long value sent) are hashed, as every memo's are.
  const answers = memoByVersion<string, RestResponse>(version, 500, ANSWER_KEY_LIMIT);
  return (ctx) => {
    const { urls, path, query, body, json } = ctx.request;
    const sent = body === undefined && json === undefined ? JSON.stringify(query) : JSON.stringify([query, body, json]);
    ctx.request.repeatable = { version, at: version() };
    return answers(`${urls.home} ${path} ${sent}`, () => {
      const { body, ...response } = handler(ctx);
      // Kept as its text only, which the reply layer sends as bytes encoded once: the objects it was
      // made from were most of a kept answer's memory (the scale bench at 10k rows: 382 MB with them, 274 MB without).
      return { ...response, rawJson: JSON.stringify(body) };
    });
  };
}
