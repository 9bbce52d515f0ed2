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
