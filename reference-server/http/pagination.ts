import type { RestRequest } from './types.js';

/**
 * X-WP-Total, X-WP-TotalPages and a Link header with prev/next that keeps every query parameter of the
 * request, as the platform builds them.
 */
export function paginationHeaders(
  request: RestRequest,
  total: number,
  perPage: number,
  page: number,
): Record<string, string> {
  const totalPages = perPage > 0 ? Math.ceil(total / perPage) : total > 0 ? 1 : 0;
  const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) };
  const link = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query)) {
      if (key === 'page') continue;
      if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
      else if (value !== null && typeof value === 'object') continue;
      else params.append(key, String(value));
    }
    params.append('page', String(target));
    return `<${request.urls.restUrl(request.path)}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${link(Math.min(page - 1, Math.max(totalPages, 1)))}; rel="prev"`);
  if (totalPages > page) links.push(`${link(page + 1)}; rel="next"`);
  if (links.length > 0) headers.Link = links.join(', ');
  return headers;
}
