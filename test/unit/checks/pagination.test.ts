import { describe, expect, it } from 'vitest';
import { paginationCheck } from '../../../src/checks/pagination.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const page = (items: number, headers: Record<string, string>) => ({
  status: 200,
  headers,
  body: json(Array.from({ length: items }, (_, id) => ({ id }))),
});
const counts = (total: string, pages: string, link?: string) => ({
  'x-wp-total': total,
  'x-wp-totalpages': pages,
  ...(link !== undefined ? { link } : {}),
});
const next = '<https://shop.test/wp-json/shop/store/products?page=3>; rel="next"';
const prev = '<https://shop.test/wp-json/shop/store/products?page=1>; rel="prev"';
const failure = (title: string, expected: unknown, actual: unknown) => ({
  check: 'pagination',
  title,
  message: title,
  expected,
  actual,
});

const rows: Row[] = [
  { title: 'the first of three pages', args: { perPage: 2 }, response: page(2, counts('5', '3', next)), expected: [] },
  {
    title: 'a middle page',
    args: { perPage: 2, page: 2 },
    response: page(2, counts('5', '3', `${prev}, ${next}`)),
    expected: [],
  },
  {
    title: 'the last page, not full',
    args: { perPage: 2, page: 3 },
    response: page(1, counts('5', '3', prev)),
    expected: [],
  },
  { title: 'the only page', args: { perPage: 10 }, response: page(4, counts('4', '1')), expected: [] },
  { title: 'no items at all', args: { perPage: 10 }, response: page(0, counts('0', '0')), expected: [] },
  {
    title: 'a page past the last is empty',
    args: { perPage: 2, page: 4 },
    response: page(0, counts('5', '3', prev)),
    expected: [],
  },
  // The headers are judged before the body is read: without them an answer that is no JSON still fails, not errors.
  {
    title: 'both counts missing',
    args: { perPage: 2 },
    response: { status: 200, body: '<html>' },
    expected: [
      failure('X-WP-Total: missing or not a number', 'an integer', 'absent'),
      failure('X-WP-TotalPages: missing or not a number', 'an integer', 'absent'),
    ],
  },
  {
    title: 'a count in words',
    args: { perPage: 2 },
    response: page(2, counts('five', '3', next)),
    expected: [failure('X-WP-Total: missing or not a number', 'an integer', 'five')],
  },
  {
    title: 'a fraction of a page',
    args: { perPage: 2 },
    response: page(2, counts('5', '2.5', next)),
    expected: [failure('X-WP-TotalPages: missing or not a number', 'an integer', '2.5')],
  },
  {
    title: 'pages that do not follow from the total',
    args: { perPage: 2 },
    response: page(2, counts('5', '2', next)),
    expected: [failure('X-WP-TotalPages: is 2, not ceil(X-WP-Total 5 / per_page 2)', 3, 2)],
  },
  // per_page is the page count here, so the message holds whichever of the two its "of" is meant to name (see the report).
  {
    title: 'a page shorter than the total allows',
    args: { perPage: 2 },
    response: page(1, counts('3', '2', next)),
    expected: [failure('X-WP-Total: says 3, so page 1 of 2 should hold 2 items; it holds 1', 2, 1)],
  },
  {
    title: 'no next link on a page before the last',
    args: { perPage: 2 },
    response: page(2, counts('5', '3')),
    expected: [failure('Link: has no rel="next" though page 1 of 3 is not the last', 'next link', 'absent')],
  },
  {
    title: 'a next link on the last page',
    args: { perPage: 2, page: 3 },
    response: page(1, counts('5', '3', `${prev}, ${next}`)),
    expected: [failure('Link: has rel="next" on the last page (3 of 3)', 'no next link', `${prev}, ${next}`)],
  },
  {
    title: 'a prev link on the first page',
    args: { perPage: 2 },
    response: page(2, counts('5', '3', `${prev}, ${next}`)),
    expected: [failure('Link: has rel="prev" on the first page', 'no prev link', `${prev}, ${next}`)],
  },
  {
    title: 'no link at all on a middle page',
    args: { perPage: 2, page: 2 },
    response: page(2, counts('5', '3')),
    expected: [
      failure('Link: has no rel="next" though page 2 of 3 is not the last', 'next link', 'absent'),
      failure('Link: has no rel="prev" on page 2', 'prev link', 'absent'),
    ],
  },
  {
    title: 'a body that is no JSON, the counts right',
    args: { perPage: 2 },
    response: { status: 200, headers: counts('5', '3', next), body: '<html>' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): <html>' },
  },
];

describe('pagination', () => {
  it.each(rows)('$title', (row) => expect(runRow(paginationCheck, row)).toEqual(row.expected));
});
