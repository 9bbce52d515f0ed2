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
  // A key names every parameter, defaults included (a listing's ~40 make 600–1000 characters): kept as
  // they are up to 4 KB (500 keys: 2 MB at most) rather than hashed on every request; longer ones
  // (a parameter's long value) are hashed, as every memo's are.
  const answers = memoByVersion<string, RestResponse>(version, 500, ANSWER_KEY_LIMIT);
  return (ctx) =>
    answers(`${ctx.request.urls.home} ${ctx.request.path} ${JSON.stringify(ctx.params)}`, () => {
      const response = handler(ctx);
      // Kept with its text, which the reply layer sends as bytes encoded once.
      return { ...response, rawJson: JSON.stringify(response.body) };
    });
}
