import { memoByVersion } from '../../util/memo.js';
/** A page of rows and the total they were cut from: what X-WP-Total and X-WP-TotalPages report. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  /** 0 or undefined: no limit. */
  perPage?: number | undefined;
  page?: number | undefined;
  offset?: number | undefined;
}

export function limitClause(request: PageRequest): { sql: string; params: number[] } {
  if (!request.perPage) return { sql: '', params: [] };
  const offset = request.offset ?? ((request.page ?? 1) - 1) * request.perPage;
  return { sql: ' LIMIT ? OFFSET ?', params: [request.perPage, rowOffset(offset)] };
}

/**
 * An offset SQLite takes: it binds only 64-bit integers (a double past that is a `datatype mismatch`),
 * and a page as far as PHP's largest integer times per_page is past that. Every offset beyond the
 * safe integers is beyond every table as well, so it reads the same nothing.
 */
function rowOffset(offset: number): number {
  if (Number.isNaN(offset)) return 0;
  return Math.min(Math.max(0, Math.trunc(offset)), Number.MAX_SAFE_INTEGER);
}

/**
 * `(SELECT value FROM json_each(?))`, bound to the list as one JSON text: one SQL text (one compiled
 * statement) whatever the list's length, where `IN (?, ?, …)` made a new statement, kept in the
 * statement cache, for every length a request sent. The callers skip empty lists.
 */
export function inList(values: readonly (number | string)[]): { sql: string; param: string } {
  return { sql: '(SELECT value FROM json_each(?))', param: JSON.stringify(values) };
}

/**
 * Totals kept until the repository's next write: every page of a listing asks for the same COUNT,
 * and over ten thousand rows the count cost as much as reading the page itself. Bounded.
 */
export function countCache(
  version: () => number,
): (sql: string, params: readonly (number | string)[], count: () => number) => number {
  const totals = memoByVersion<string, number>(version, 200);
  return (sql, params, count) => totals(`${sql}\u0000${JSON.stringify(params)}`, count);
}
