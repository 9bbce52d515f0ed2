import type { Db } from '../database.js';
import { containing, inList, LIKE, limitClause, type Page, type PageRequest } from './paging.js';

export interface Term {
  id: number;
  taxonomy: string;
  name: string;
  slug: string;
  parent: number;
  description: string;
  /** Published products carrying the term. */
  count: number;
}

export interface TermQuery extends PageRequest {
  search?: string | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  hideEmpty?: boolean | undefined;
  orderBy?: 'name' | 'slug' | 'count';
  order?: 'asc' | 'desc';
}

const SELECT = `SELECT t.*, (SELECT COUNT(*) FROM product_terms pt JOIN products p ON p.id = pt.product_id
  WHERE pt.term_id = t.id AND p.status = 'publish') AS count FROM terms t`;

/** Categories (`product_cat`), tags (`product_tag`) and attribute terms (`pa_…`) share one table. */
export function createTermRepository(db: Db) {
  return {
    get(taxonomy: string, id: number): Term | undefined {
      return db.prepare(`${SELECT} WHERE t.taxonomy = ? AND t.id = ?`).get(taxonomy, id) as Term | undefined;
    },
    list(taxonomy: string, query: TermQuery): Page<Term> {
      const where = ['t.taxonomy = ?'];
      const params: (string | number)[] = [taxonomy];
      if (query.search) {
        where.push(`(t.name ${LIKE} OR t.slug ${LIKE})`);
        params.push(containing(query.search), containing(query.search));
      }
      if (query.include?.length) {
        const list = inList(query.include);
        where.push(`t.id IN ${list.sql}`);
        params.push(list.param);
      }
      if (query.exclude?.length) {
        const list = inList(query.exclude);
        where.push(`t.id NOT IN ${list.sql}`);
        params.push(list.param);
      }
      const base = `SELECT * FROM (${SELECT} WHERE ${where.join(' AND ')})${query.hideEmpty ? ' WHERE count > 0' : ''}`;
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${base})`).get(...params) as { n: number }).n;
      const column = { name: 'name', slug: 'slug', count: 'count' }[query.orderBy ?? 'name'];
      const limit = limitClause(query);
      const items = db
        .prepare(`${base} ORDER BY ${column} ${query.order === 'desc' ? 'DESC' : 'ASC'}, id ASC${limit.sql}`)
        .all(...params, ...limit.params) as Term[];
      return { items, total };
    },
  };
}
