import type { Db } from '../database.js';
import { inList, limitClause, type Page, type PageRequest } from './paging.js';

export interface Review {
  id: number;
  productId: number;
  reviewer: string;
  reviewerEmail: string;
  review: string;
  rating: number;
  verified: boolean;
  dateCreated: string;
}

export interface ReviewQuery extends PageRequest {
  productIds?: number[] | undefined;
  categoryIds?: number[] | undefined;
  orderBy?: 'date' | 'date_gmt' | 'id' | 'rating' | 'product';
  order?: 'asc' | 'desc';
}

type Row = {
  id: number;
  product_id: number;
  reviewer: string;
  reviewer_email: string;
  review: string;
  rating: number;
  verified: number;
  date_created: string;
};
const toReview = (r: Row): Review => ({
  id: r.id,
  productId: r.product_id,
  reviewer: r.reviewer,
  reviewerEmail: r.reviewer_email,
  review: r.review,
  rating: r.rating,
  verified: r.verified === 1,
  dateCreated: r.date_created,
});

export function createReviewRepository(db: Db) {
  return {
    list(query: ReviewQuery): Page<Review> {
      const where: string[] = [];
      const params: (number | string)[] = [];
      if (query.productIds?.length) {
        const list = inList(query.productIds);
        where.push(`product_id IN ${list.sql}`);
        params.push(list.param);
      }
      if (query.categoryIds?.length) {
        const list = inList(query.categoryIds);
        where.push(`product_id IN (SELECT product_id FROM product_terms WHERE term_id IN ${list.sql})`);
        params.push(list.param);
      }
      const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM reviews${whereSql}`).get(...params) as { n: number }).n;
      const column = {
        date: 'date_created',
        date_gmt: 'date_created',
        id: 'id',
        rating: 'rating',
        product: 'product_id',
      }[query.orderBy ?? 'date'];
      const direction = query.order === 'asc' ? 'ASC' : 'DESC';
      const limit = limitClause(query);
      const rows = db
        .prepare(`SELECT * FROM reviews${whereSql} ORDER BY ${column} ${direction}, id ${direction}${limit.sql}`)
        .all(...params, ...limit.params) as Row[];
      return { items: rows.map(toReview), total };
    },
    /** The average rating and count of several products at once (a page of a listing): one query. */
    averageRatings(productIds: readonly number[]): Map<number, { average: number; count: number }> {
      const out = new Map(productIds.map((id) => [id, { average: 0, count: 0 }]));
      if (productIds.length === 0) return out;
      const rows = db
        .prepare(
          `SELECT product_id, AVG(rating) AS average, COUNT(*) AS count FROM reviews WHERE product_id IN ${inList([]).sql} GROUP BY product_id`,
        )
        .all(JSON.stringify(productIds)) as { product_id: number; average: number | null; count: number }[];
      for (const r of rows) out.set(r.product_id, { average: r.average ?? 0, count: r.count });
      return out;
    },
    averageRating(productId: number): { average: number; count: number } {
      const row = db
        .prepare('SELECT AVG(rating) AS average, COUNT(*) AS count FROM reviews WHERE product_id = ?')
        .get(productId) as { average: number | null; count: number };
      return { average: row.average ?? 0, count: row.count };
    },
  };
}
