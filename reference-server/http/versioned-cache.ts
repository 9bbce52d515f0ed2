import type { HandlerContext, RestResponse } from './types.js';
import { memoByVersion } from '../util/memo.js';

/**
 * Answers kept per site, path and parameters until the data behind them changes, as a repository's
 * version number says: listings are read far more often than they change. Bounded, never stale.
 */
export function cachedByVersion(
  version: () => number,
  handler: (ctx: HandlerContext) => RestResponse,
): (ctx: HandlerContext) => RestResponse {
  const answers = memoByVersion<string, RestResponse>(version, 500);
  return (ctx) =>
    answers(`${ctx.request.urls.home} ${ctx.request.path} ${JSON.stringify(ctx.params)}`, () => {
      const response = handler(ctx);
      // Kept with its text, which the reply layer sends as bytes encoded once.
      return { ...response, rawJson: JSON.stringify(response.body) };
    });
}
