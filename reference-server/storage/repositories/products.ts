import type { Db } from '../database.js';
import { containing, inIdOrder, inList, LIKE, orderedIds, pageOf, type Page, type PageRequest } from './paging.js';
import { memoByVersion } from '../../util/memo.js';
import { deepFreeze } from '../../util/freeze.js';

export interface Product {
  id: number;
  parentId: number;
  type: string;
  status: string;
  name: string;
  slug: string;
  sku: string;
  description: string;
  shortDescription: string;
  /** Minor units (cents); null when the product has no price of its own. */
  regularPrice: number | null;
  salePrice: number | null;
  featured: boolean;
  catalogVisibility: string;
  virtual: boolean;
  downloadable: boolean;
  taxStatus: string;
  taxClass: string;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: string;
  backorders: string;
  soldIndividually: boolean;
  weight: string;
  menuOrder: number;
  reviewsAllowed: boolean;
  totalSales: number;
  dateCreated: string;
  dateModified: string;
  subscription: {
    billingPeriod: string | null;
    billingInterval: number | null;
    length: number | null;
    trialPeriod: string | null;
    trialLength: number | null;
    signUpFee: number | null;
    synchronization: unknown;
  };
  /** Attribute taxonomy → term slug, for variations. */
  variation: Record<string, string>;
  extra: Record<string, unknown>;
}

type Row = Record<string, unknown>;

const bool = (v: unknown) => v === 1 || v === true;

function toProduct(r: Row): Product {
  return {
    id: r.id as number,
    parentId: r.parent_id as number,
    type: r.type as string,
    status: r.status as string,
    name: r.name as string,
    slug: r.slug as string,
    sku: r.sku as string,
    description: r.description as string,
    shortDescription: r.short_description as string,
    regularPrice: r.regular_price as number | null,
    salePrice: r.sale_price as number | null,
    featured: bool(r.featured),
    catalogVisibility: r.catalog_visibility as string,
    virtual: bool(r.virtual),
    downloadable: bool(r.downloadable),
    taxStatus: r.tax_status as string,
    taxClass: r.tax_class as string,
    manageStock: bool(r.manage_stock),
    stockQuantity: r.stock_quantity as number | null,
    stockStatus: r.stock_status as string,
    backorders: r.backorders as string,
    soldIndividually: bool(r.sold_individually),
    weight: r.weight as string,
    menuOrder: r.menu_order as number,
    reviewsAllowed: bool(r.reviews_allowed),
    totalSales: r.total_sales as number,
    dateCreated: r.date_created as string,
    dateModified: r.date_modified as string,
    subscription: {
      billingPeriod: r.billing_period as string | null,
      billingInterval: r.billing_interval as number | null,
      length: r.subscription_length as number | null,
      trialPeriod: r.trial_period as string | null,
      trialLength: r.trial_length as number | null,
      signUpFee: r.sign_up_fee as number | null,
      synchronization: r.synchronization === null ? null : JSON.parse(r.synchronization as string),
    },
    variation: JSON.parse(r.variation as string) as Record<string, string>,
    extra: JSON.parse(r.extra as string) as Record<string, unknown>,
  };
}

export interface ProductQuery extends PageRequest {
  search?: string | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  parent?: number[] | undefined;
  parentExclude?: number[] | undefined;
  types?: string[] | undefined;
  statuses?: string[] | undefined;
  featured?: boolean | undefined;
  onSale?: boolean | undefined;
  stockStatuses?: string[] | undefined;
  skus?: string[] | undefined;
  /** Each filter: products with any (in), none (not_in) or all (and) of the terms; every filter must hold. */
  termFilters?: { ids: number[]; operator: 'in' | 'not_in' | 'and' }[] | undefined;
  /** The storefront's attribute filters, read as `termFilters` are, combined by `attributeRelation`. */
  attributeFilters?: { ids: number[]; operator: 'in' | 'not_in' | 'and' }[] | undefined;
  /** How the attribute filters combine: all must hold (and) or one is enough (in). */
  attributeRelation?: 'and' | 'in' | undefined;
  /** Average review rating, rounded, must be one of these. */
  ratings?: number[] | undefined;
  dateColumn?: 'date' | 'date_gmt' | 'modified' | 'modified_gmt' | undefined;
  after?: string | undefined;
  before?: string | undefined;
  visibility?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  orderBy?: ProductOrder;
  order?: 'asc' | 'desc';
}

const PRICE = 'COALESCE(sale_price, regular_price, 0)';
/** The orders a product listing can take. */
export const PRODUCT_ORDERS = [
  'date',
  'modified',
  'id',
  'title',
  'slug',
  'price',
  'popularity',
  'rating',
  'comment_count',
  'menu_order',
  'include',
] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];
const ORDER_COLUMNS: Record<ProductOrder, string> = {
  date: 'date_created',
  modified: 'date_modified',
  id: 'id',
  title: 'name',
  slug: 'slug',
  price: PRICE,
  popularity: 'total_sales',
  // The average review rating (no review: 0).
  rating: 'COALESCE((SELECT AVG(rating) FROM reviews WHERE product_id = products.id), 0)',
  // The number of reviews.
  comment_count: '(SELECT COUNT(*) FROM reviews WHERE product_id = products.id)',
  menu_order: 'menu_order',
  include: 'id',
};

/** Products and variations; prices in minor units. */
export function createProductRepository(db: Db) {
  // Bumped by every write that can change what a listing shows, so readers may cache by it.
  let version = 0;
  const ordered = orderedIds(() => version);
  const products = memoByVersion<number, Product | undefined>(() => version, 2000);
  return {
    version: () => version,
    /**
     * A product, kept until the next write: adding to the cart reads the same product three times (the
     * line, its price, the cart's shape), each a query and three JSON parses. Frozen, as it is shared.
     */
    get(id: number): Product | undefined {
      return products(id, () => {
        const row = db.prepare<[number], Row>('SELECT * FROM products WHERE id = ?').get(id);
        return row ? deepFreeze(toProduct(row)) : undefined;
      });
    },
    list(query: ProductQuery): Page<Product> {
      const where: string[] = [];
      const params: (string | number)[] = [];
      const add = (sql: string, ...values: (string | number)[]) => {
        where.push(sql);
        params.push(...values);
      };
      const addList = (test: string, values: readonly (string | number)[]) => {
        const list = inList(values);
        add(`${test} ${list.sql}`, list.param);
      };
      if (query.search) add(`(name ${LIKE} OR sku ${LIKE})`, containing(query.search), containing(query.search));
      if (query.include?.length) addList('id IN', query.include);
      if (query.exclude?.length) addList('id NOT IN', query.exclude);
      if (query.parent?.length) addList('parent_id IN', query.parent);
      if (query.parentExclude?.length) addList('parent_id NOT IN', query.parentExclude);
      if (query.types?.length) addList('type IN', query.types);
      if (query.statuses?.length) addList('status IN', query.statuses);
      if (query.featured !== undefined) add('featured = ?', query.featured ? 1 : 0);
      if (query.onSale !== undefined) add(query.onSale ? 'sale_price IS NOT NULL' : 'sale_price IS NULL');
      if (query.stockStatuses?.length) addList('stock_status IN', query.stockStatuses);
      if (query.skus?.length) addList('sku IN', query.skus);
      if (query.visibility?.length) addList('catalog_visibility IN', query.visibility);
      type Clause = { sql: string; params: (string | number)[] };
      const termClause = (filter: { ids: number[]; operator: 'in' | 'not_in' | 'and' }): Clause => {
        const list = inList(filter.ids);
        if (filter.operator === 'not_in')
          return {
            sql: `id NOT IN (SELECT product_id FROM product_terms WHERE term_id IN ${list.sql})`,
            params: [list.param],
          };
        if (filter.operator === 'and')
          return {
            sql: `(SELECT COUNT(DISTINCT term_id) FROM product_terms WHERE product_id = products.id AND term_id IN ${list.sql}) = ?`,
            params: [list.param, new Set(filter.ids).size],
          };
        return {
          sql: `id IN (SELECT product_id FROM product_terms WHERE term_id IN ${list.sql})`,
          params: [list.param],
        };
      };
      const clauses = (filters: typeof query.termFilters) =>
        (filters ?? []).filter((f) => f.ids.length > 0).map(termClause);
      for (const c of clauses(query.termFilters)) add(c.sql, ...c.params);
      const attributeClauses = clauses(query.attributeFilters);
      if (attributeClauses.length > 0)
        add(
          `(${attributeClauses.map((c) => c.sql).join(query.attributeRelation === 'in' ? ' OR ' : ' AND ')})`,
          ...attributeClauses.flatMap((c) => c.params),
        );
      if (query.ratings?.length) {
        addList(
          'CAST(ROUND(COALESCE((SELECT AVG(rating) FROM reviews WHERE product_id = products.id), 0)) AS INTEGER) IN',
          query.ratings,
        );
      }
      const dateColumn = query.dateColumn?.startsWith('modified') ? 'date_modified' : 'date_created';
      if (query.after) add(`${dateColumn} > ?`, query.after.slice(0, 19));
      if (query.before) add(`${dateColumn} < ?`, query.before.slice(0, 19));
      if (query.minPrice !== undefined) add(`${PRICE} >= ?`, query.minPrice);
      if (query.maxPrice !== undefined) add(`${PRICE} <= ?`, query.maxPrice);
      const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const direction = query.order === 'asc' ? 'ASC' : 'DESC';
      // In the order of `include`: each row at the first place its id is listed (one SQL text for any list).
      const byInclude = query.orderBy === 'include' && query.include?.length ? inList(query.include) : undefined;
      const orderSql = byInclude
        ? ` ORDER BY (SELECT MIN(key) FROM json_each(?) WHERE value = products.id)`
        : ` ORDER BY ${ORDER_COLUMNS[query.orderBy ?? 'date']} ${direction}, id ${direction}`;
      const idsSql = `SELECT id FROM products${whereSql}${orderSql}`;
      const allParams = [...params, ...(byInclude ? [byInclude.param] : [])];
      const read = () =>
        db
          .prepare(idsSql)
          .pluck()
          .all(...allParams) as number[];
      // The rating filter reads reviews too: they are seeded and never written, so this version covers them.
      const ids = ordered(idsSql, allParams, read);
      const page = pageOf(ids, query);
      const rows =
        page.length === 0
          ? []
          : (db
              .prepare(`SELECT * FROM products WHERE id IN ${inList([]).sql}`)
              .all(JSON.stringify([...page])) as Row[]);
      return { items: inIdOrder(page, rows as (Row & { id: number })[]).map(toProduct), total: ids.length };
    },
    termIds(productId: number): number[] {
      return (
        db.prepare('SELECT term_id FROM product_terms WHERE product_id = ? ORDER BY term_id').all(productId) as {
          term_id: number;
        }[]
      ).map((r) => r.term_id);
    },
    /** Inserts a product from column values (snake_case), its terms, and the rest as JSON `extra`. */
    create(columns: Record<string, unknown>, termIds: number[]): Product {
      return db.transaction(() => {
        const now = new Date().toISOString().slice(0, 19);
        const row = { date_created: now, date_modified: now, ...columns };
        const names = Object.keys(row);
        const info = db
          .prepare(`INSERT INTO products (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`)
          .run(row);
        const id = Number(info.lastInsertRowid);
        const link = db.prepare('INSERT OR IGNORE INTO product_terms (product_id, term_id) VALUES (?, ?)');
        for (const term of termIds) link.run(id, term);
        version++;
        return this.get(id) as Product;
      })();
    },
    bySku(sku: string): Product | undefined {
      const row = db.prepare<[string], Row>("SELECT * FROM products WHERE sku = ? AND sku != ''").get(sku);
      return row ? toProduct(row) : undefined;
    },
    /** Takes stock for sold lines, in one transaction; products without managed stock are left alone. */
    reduceStock(lines: { productId: number; quantity: number }[]): void {
      db.transaction(() => {
        for (const line of lines) {
          db.prepare(
            `UPDATE products SET stock_quantity = stock_quantity - ?,
            stock_status = CASE WHEN stock_quantity - ? <= 0 AND backorders = 'no' THEN 'outofstock' ELSE stock_status END,
            total_sales = total_sales + ? WHERE id = ? AND manage_stock = 1`,
          ).run(line.quantity, line.quantity, line.quantity, line.productId);
        }
        version++;
      })();
    },
    /** Puts back stock an order had taken (a cancelled order's); products without managed stock are left alone. */
    restoreStock(lines: { productId: number; quantity: number }[]): void {
      db.transaction(() => {
        for (const line of lines) {
          db.prepare(
            `UPDATE products SET stock_quantity = stock_quantity + ?,
            stock_status = CASE WHEN stock_quantity + ? > 0 AND stock_status = 'outofstock' THEN 'instock' ELSE stock_status END
            WHERE id = ? AND manage_stock = 1`,
          ).run(line.quantity, line.quantity, line.productId);
        }
        version++;
      })();
    },
    /**
     * The term ids and variations of several products at once, for a page of a listing: two queries
     * for the page instead of two for each product on it.
     */
    detailsOf(ids: readonly number[]): Map<number, { termIds: number[]; variations: Product[] }> {
      const out = new Map(ids.map((id) => [id, { termIds: [] as number[], variations: [] as Product[] }]));
      if (ids.length === 0) return out;
      const list = JSON.stringify(ids);
      const terms = db
        .prepare(
          `SELECT product_id, term_id FROM product_terms WHERE product_id IN ${inList([]).sql} ORDER BY product_id, term_id`,
        )
        .all(list) as { product_id: number; term_id: number }[];
      for (const t of terms) out.get(t.product_id)?.termIds.push(t.term_id);
      const variations = db
        .prepare(`SELECT * FROM products WHERE parent_id IN ${inList([]).sql} ORDER BY parent_id, menu_order, id`)
        .all(list) as Row[];
      for (const v of variations) out.get(v.parent_id as number)?.variations.push(toProduct(v));
      return out;
    },
    variations(parentId: number): Product[] {
      return (
        db.prepare('SELECT * FROM products WHERE parent_id = ? ORDER BY menu_order, id').all(parentId) as Row[]
      ).map(toProduct);
    },
  };
}
