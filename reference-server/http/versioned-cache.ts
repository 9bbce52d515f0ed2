import type { HandlerContext, RestResponse } from './types.js';

/**
 * Answers kept per site, path and parameters until the data behind them changes, as a repository's
 * version number says: listings are read far more often than they change. Bounded, never stale.
 */
export function cachedByVersion(version: () => number, handler: (ctx: HandlerContext) => RestResponse): (ctx: HandlerContext) => RestResponse {
  const answers = new Map<string, { version: number; response: RestResponse }>();
  return (ctx) => {
    const key = `${ctx.request.urls.home} ${ctx.request.path} ${JSON.stringify(ctx.params)}`;
    const hit = answers.get(key);
    if (hit && hit.version === version()) return hit.response;
    const response = handler(ctx);
    if (answers.size > 500) answers.clear();
    answers.set(key, { version: version(), response: { ...response, rawJson: JSON.stringify(response.body) } });
    return response;
  };
}
