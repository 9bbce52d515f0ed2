import type { HandlerContext } from '../http/types.js';

/**
 * Dates are kept in GMT (`YYYY-MM-DDTHH:MM:SS`); a site's own dates are GMT moved by its offset
 * (`gmt_offset` of its index, in hours): `date_created` in the site's time, `date_created_gmt` as kept.
 */
export function shifted(text: string, hours: number): string {
  if (!hours || !text) return text;
  const at = Date.parse(`${text.slice(0, 19)}Z`);
  return Number.isNaN(at) ? text : new Date(at + hours * 3_600_000).toISOString().slice(0, 19);
}

/** The offset of the site a request reaches, in hours. */
export const offsetOf = (ctx: HandlerContext): number => Number.parseFloat(ctx.request.site.settings.gmtOffset) || 0;
