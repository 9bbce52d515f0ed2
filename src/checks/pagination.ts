import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

/**
 * X-WP-Total and X-WP-TotalPages agree with each other and with the page's length, and the Link
 * header offers `next` exactly when there is a next page and `prev` exactly when this is not the first.
 */
export const paginationCheck = defineCheck<{ perPage: number; page?: number }>({
  name: 'pagination',
  description: 'Pagination headers are consistent with per_page, page and the number of items returned.',
  args: {
    type: 'object',
    properties: { perPage: { type: 'integer', minimum: 1 }, page: { type: 'integer', minimum: 1 } },
    required: ['perPage'],
    additionalProperties: false,
  },
  run({ perPage, page = 1 }, ctx) {
    const failures: Failure[] = [];
    const fail = (title: string, expected: unknown, actual: unknown) => failures.push({ check: 'pagination', title, message: title, expected, actual });
    const total = Number(ctx.response.headers['x-wp-total']);
    const pages = Number(ctx.response.headers['x-wp-totalpages']);
    if (!Number.isInteger(total)) fail('X-WP-Total is missing or not a number', 'an integer', ctx.response.headers['x-wp-total'] ?? 'absent');
    if (!Number.isInteger(pages)) fail('X-WP-TotalPages is missing or not a number', 'an integer', ctx.response.headers['x-wp-totalpages'] ?? 'absent');
    if (failures.length > 0) return failures;
    if (pages !== Math.ceil(total / perPage)) fail('X-WP-TotalPages is not ceil(X-WP-Total / per_page)', Math.ceil(total / perPage), pages);
    const body = ctx.json();
    const length = Array.isArray(body) ? body.length : -1;
    const due = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
    if (length !== due) fail('the page holds a different number of items than the headers promise', due, length);
    const link = ctx.response.headers.link ?? '';
    if (/rel="next"/.test(link) !== page < pages) fail('Link rel="next" does not match the remaining pages', page < pages ? 'next link' : 'no next link', link || 'absent');
    if (/rel="prev"/.test(link) !== page > 1) fail('Link rel="prev" does not match the page', page > 1 ? 'prev link' : 'no prev link', link || 'absent');
    return failures;
  },
});
