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
 * A search as SQL `LIKE … ESCAPE '\\'`: the text anywhere in the column, its own `%` and `_` read as
 * themselves (unescaped, a search for `_` matched every row, where the platform matches the character).
 */
export const LIKE = "LIKE ? ESCAPE '\\'";
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A listing's rows in its order, as ids, kept until the repository's next write: a page is a slice
 * of the list and one read of its rows by id, whatever the page's number, and the total is the list's
 * length. With LIMIT and OFFSET, SQLite walked every row before the page: a page in the middle of
 * 100,000 products read 50,000 rows first (list p99 13 → 20 → 70 ms from 1k to 10k to 100k rows).
 * Reading the whole order costs one pass over the filter's rows, once per write; bounded, as every
 * cache of the server (a list of 100,000 ids is 400 KB).
 */
export function orderedIds(
  version: () => number,
): (sql: string, params: readonly (number | string)[], read: () => number[]) => Int32Array {
  const lists = memoByVersion<string, Int32Array>(version, 32);
  return (sql, params, read) => lists(`${sql}\u0000${JSON.stringify(params)}`, () => Int32Array.from(read()));
}

/** The ids of the page a request asks for, by page and per_page or by offset (no per_page: all of them). */
export function pageOf(ids: Int32Array, request: PageRequest): Int32Array {
  if (!request.perPage) return ids;
  const start = Math.min(rowOffset(request.offset ?? ((request.page ?? 1) - 1) * request.perPage), ids.length);
  return ids.subarray(start, start + request.perPage);
}

/** Rows read by id (`SELECT … WHERE id IN …`), put back in the order of the ids. */
export function inIdOrder<T extends { id: number }>(ids: Int32Array, rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: T[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) out.push(row);
  }
  return out;
}
