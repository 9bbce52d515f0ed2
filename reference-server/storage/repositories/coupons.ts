import type { Db } from '../database.js';

/** Coupon fields as the administration writes them; codes are stored lower case and unique. */
export interface Coupon {
  id: number;
  code: string;
  amount: string;
  discount_type: string;
  description?: string;
  date_expires?: string | null;
  individual_use?: boolean;
  product_ids?: number[];
  excluded_product_ids?: number[];
  usage_limit?: number | null;
  usage_limit_per_user?: number | null;
  usage_count?: number;
  free_shipping?: boolean;
  minimum_amount?: string;
  maximum_amount?: string;
  email_restrictions?: string[];
  status?: string;
  [field: string]: unknown;
}

export function createCouponRepository(db: Db) {
  const toCoupon = (row: { id: number; code: string; data: string }): Coupon =>
    ({ ...(JSON.parse(row.data) as object), id: row.id, code: row.code }) as Coupon;
  return {
    byCode(code: string): Coupon | undefined {
      const row = db
        .prepare<[string], { id: number; code: string; data: string }>('SELECT * FROM coupons WHERE code = ?')
        .get(code.trim().toLowerCase());
      return row ? toCoupon(row) : undefined;
    },
    get(id: number): Coupon | undefined {
      const row = db
        .prepare<[number], { id: number; code: string; data: string }>('SELECT * FROM coupons WHERE id = ?')
        .get(id);
      return row ? toCoupon(row) : undefined;
    },
    create(fields: Omit<Coupon, 'id'> & { code: string }): Coupon {
      const now = new Date().toISOString().slice(0, 19);
      const { code, ...rest } = fields;
      const info = db
        .prepare('INSERT INTO coupons (code, data, date_created, date_modified) VALUES (?, ?, ?, ?)')
        .run(String(code).trim().toLowerCase(), JSON.stringify(rest), now, now);
      return this.get(Number(info.lastInsertRowid)) as Coupon;
    },
    all(): Coupon[] {
      return (
        db.prepare('SELECT * FROM coupons ORDER BY id').all() as { id: number; code: string; data: string }[]
      ).map(toCoupon);
    },
    dates(id: number): { created: string; modified: string } {
      const row = db.prepare('SELECT date_created, date_modified FROM coupons WHERE id = ?').get(id) as {
        date_created: string;
        date_modified: string;
      };
      return { created: row.date_created, modified: row.date_modified };
    },
    update(coupon: Coupon): void {
      const { id, code, ...rest } = coupon;
      db.prepare('UPDATE coupons SET code = ?, data = ?, date_modified = ? WHERE id = ?').run(
        String(code).trim().toLowerCase(),
        JSON.stringify(rest),
        new Date().toISOString().slice(0, 19),
        id,
      );
    },
    remove(id: number): void {
      db.prepare('DELETE FROM coupons WHERE id = ?').run(id);
    },
    /** Counts one use of each code, in one transaction with whatever the caller does. */
    recordUse(codes: string[]): void {
      db.transaction(() => {
        for (const code of codes) {
          const coupon = this.byCode(code);
          if (!coupon) continue;
          const { id, code: _code, ...rest } = coupon;
          db.prepare('UPDATE coupons SET data = ? WHERE id = ?').run(
            JSON.stringify({ ...rest, usage_count: (coupon.usage_count ?? 0) + 1 }),
            id,
          );
        }
      })();
    },
  };
}
