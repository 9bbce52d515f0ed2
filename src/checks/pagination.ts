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
    const headers = ctx.response.headers;
    // Each message names the header that is wrong, and what it says.
    const fail = (header: string, title: string, expected: unknown, actual: unknown) =>
      failures.push({
        check: 'pagination',
        title: `${header}: ${title}`,
        message: `${header}: ${title}`,
        expected,
        actual,
      });
    const total = Number(headers['x-wp-total']);
    const pages = Number(headers['x-wp-totalpages']);
    if (!Number.isInteger(total))
      fail('X-WP-Total', 'missing or not a number', 'an integer', headers['x-wp-total'] ?? 'absent');
    if (!Number.isInteger(pages))
      fail('X-WP-TotalPages', 'missing or not a number', 'an integer', headers['x-wp-totalpages'] ?? 'absent');
    if (failures.length > 0) return failures;
    if (pages !== Math.ceil(total / perPage))
      fail(
        'X-WP-TotalPages',
        `is ${pages}, not ceil(X-WP-Total ${total} / per_page ${perPage})`,
        Math.ceil(total / perPage),
        pages,
      );
    const body = ctx.json();
    const length = Array.isArray(body) ? body.length : -1;
    const due = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
    if (length !== due)
      fail(
        'X-WP-Total',
        `says ${total}, so page ${page} of ${perPage} should hold ${due} items; it holds ${length < 0 ? 'no list' : length}`,
        due,
        length,
      );
    const link = headers.link ?? '';
    if (/rel="next"/.test(link) !== page < pages)
      fail(
        'Link',
        page < pages
          ? `has no rel="next" though page ${page} of ${pages} is not the last`
          : `has rel="next" on the last page (${page} of ${pages})`,
        page < pages ? 'next link' : 'no next link',
        link || 'absent',
      );
    if (/rel="prev"/.test(link) !== page > 1)
      fail(
        'Link',
        page > 1 ? `has no rel="prev" on page ${page}` : 'has rel="prev" on the first page',
        page > 1 ? 'prev link' : 'no prev link',
        link || 'absent',
      );
    return failures;
  },
});
