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
  return { sql: ' LIMIT ? OFFSET ?', params: [request.perPage, Math.max(0, offset)] };
}

/** Builds `IN (?, ?, ...)` for a list; an empty list matches nothing. */
export function inList(values: readonly (number | string)[]): string {
  return values.length === 0 ? '(NULL)' : `(${values.map(() => '?').join(', ')})`;
}

/**
 * Totals kept until the repository's next write: every page of a listing asks for the same COUNT,
 * and over ten thousand rows the count cost as much as reading the page itself. Bounded.
 */
export function countCache(version: () => number): (sql: string, params: readonly (number | string)[], count: () => number) => number {
  const totals = memoByVersion<string, number>(version, 200);
  return (sql, params, count) => totals(`${sql}\u0000${JSON.stringify(params)}`, count);
}
